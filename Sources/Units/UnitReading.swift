/// Reading units where an expression writes them: `km/h`, `m/s^2`, `kg·m/s²`, `ft in`.
extension UnitProduct {
    /// The product written at `index` of `text`, and where it ends: units joined by `/`, `*`,
    /// `×`, `·` or `÷` (spaces around them allowed), each perhaps with a power (`^2`, `^-1`,
    /// `²`, `⁻¹`). A name `accepts` refuses (a variable's) is no unit there. Nil where no unit
    /// begins. Each unit as written, nothing joined or taken apart: joining `h/s` would lose
    /// its factor of 3600 (a quantity's units are simplified where it is combined, with the
    /// value in base units); `a/b/c` is (a/b)/c.
    public static func read(
        _ text: [Character], at index: Int, accepting accepts: (String) -> Bool = { _ in true }
    ) -> (product: UnitProduct, end: Int)? {
        guard var (product, end) = factor(text, at: index, accepts) else { return nil }
        while true {
            var next = end
            while next < text.count, text[next] == " " { next += 1 }
            guard next < text.count, let sign = Self.operators[text[next]] else { break }
            next += 1
            while next < text.count, text[next] == " " { next += 1 }
            guard let (factor, factorEnd) = factor(text, at: next, dividing: sign < 0, accepts)
            else { break }
            (product, end) = (product.appending(factor, power: sign), factorEnd)
        }
        return (product, end)
    }

    /// Reads text that is a product and nothing else (`km/h`, ` N `).
    public init?(text: some StringProtocol) {
        let characters = Array(text.trimmingSpaces)
        guard let (product, end) = Self.read(characters, at: 0), end == characters.count
        else { return nil }
        self = product
    }

    private static let operators: [Character: Int] = [
        "/": -1, "÷": -1, "*": 1, "×": 1, "·": 1, "⋅": 1,
    ]

    /// One unit and its power, or a unit in parentheses (`(km/h)²`, as `text` writes one).
    private static func factor(
        _ text: [Character], at index: Int, dividing: Bool = false,
        _ accepts: (String) -> Bool
    ) -> (UnitProduct, end: Int)? {
        var unit: UnitProduct
        var end: Int
        if index < text.count, text[index] == "(" {
            guard let (inner, innerEnd) = PhysicalUnit.spelled(in: text, at: index + 1),
                innerEnd < text.count, text[innerEnd] == ")"
            else { return nil }
            (unit, end) = (UnitProduct(inner), innerEnd + 1)
        } else {
            guard
                let (found, foundEnd) = PhysicalUnit.spelled(
                    in: text, at: index, dividing: dividing, accepts)
            else { return nil }
            (unit, end) = (UnitProduct(found), foundEnd)
        }
        guard let (power, powerEnd) = Self.power(in: text, at: end) else { return (unit, end) }
        return (UnitProduct.none.appending(unit, power: power), powerEnd)
    }

    /// `^2`, `^-1`, `^(−2)`, `²`, `⁻¹` at `index`, and where it ends.
    private static func power(in text: [Character], at index: Int) -> (Int, end: Int)? {
        var end = index
        var (negative, digits) = (false, "")
        if end < text.count, text[end] == "^" {
            end += 1
            let parenthesized = end < text.count && text[end] == "("
            if parenthesized { end += 1 }
            if end < text.count, "-−".contains(text[end]) { (negative, end) = (true, end + 1) }
            while end < text.count, text[end].isASCII, let digit = text[end].wholeNumberValue {
                (digits, end) = (digits + String(digit), end + 1)
            }
            if parenthesized {
                guard end < text.count, text[end] == ")" else { return nil }
                end += 1
            }
        } else {
            if end < text.count, text[end] == "⁻" { (negative, end) = (true, end + 1) }
            while end < text.count, let digit = superscripts.firstIndex(of: text[end]) {
                (digits, end) = (digits + String(digit), end + 1)
            }
        }
        guard digits.count <= 2, let power = Int(digits) else { return nil }
        return (negative ? -power : power, end)
    }

    static let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
}

extension PhysicalUnit {
    /// The longest unit spelled at `index` as a word of its own (`mi` in `mi/h`, not in `min`)
    /// that `accepts` takes, and where it ends. A spelling with a `/` of its own is not read
    /// before a power: `m/s²` is m·s⁻², not (m/s)², nor after a division (`dividing`): `N/m/s`
    /// is (N/m)/s, not N/(m/s).
    static func spelled(
        in text: [Character], at index: Int, dividing: Bool = false,
        _ accepts: (String) -> Bool = { _ in true }
    ) -> (PhysicalUnit, end: Int)? {
        guard index < text.count, !text[index].isWhitespace else { return nil }
        for end in stride(from: min(text.count, index + longestSpelling), to: index, by: -1) {
            if end < text.count,
                text[end].isLetter || text[end].isASCII && text[end].isNumber
                    || text[end] == "_", text[end - 1].isLetter || text[end - 1].isNumber
            {
                continue
            }
            let spelling = String(text[index..<end])
            if spelling.contains("/"),
                dividing
                    || end < text.count
                        && (text[end] == "^" || UnitProduct.superscripts.contains(text[end]))
            {
                continue
            }
            if let unit = PhysicalUnit(spelling: spelling), accepts(spelling) {
                return (unit, end)
            }
        }
        return nil
    }

    /// The units a compound unit is made of, from a spelling that writes them (`km/h`, `mi/h`
    /// for mph, `kW·h` for kWh, `m^2` for m²); nil for a unit of its own.
    var parts: UnitProduct? { Self.partsByUnit[self] }

    private static let partsByUnit: [PhysicalUnit: UnitProduct] = Dictionary(
        uniqueKeysWithValues: all.compactMap { unit in
            for spelling in unit.symbols {
                let characters = Array(spelling)
                guard
                    let (product, end) = UnitProduct.read(
                        characters, at: 0, accepting: { PhysicalUnit(spelling: $0) != unit }),
                    end == characters.count, product.single == nil
                else { continue }
                return (unit, product)
            }
            return nil
        })

    private static let longestSpelling =
        all.flatMap { [$0.name, $0.pluralName] + $0.symbols }
        .map(\.count).max() ?? 0
}
