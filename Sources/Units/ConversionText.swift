/// Where text asks for a conversion: `5 ft in cm`, `100 km/h to m/s`, `98.6 °F → °C`. The
/// expression before the first unit is the value (`(2 + 3) ft in m`; nothing is 1: `ft in m`).
public enum ConversionText: Equatable, Sendable {
    case conversion(expression: String, UnitConversion)
    /// Units of different categories: `5 kg in m`.
    case mismatch(UnitConversion.Mismatch)
    /// A unit, then `in` and something that is no unit: `5 kg in foo`.
    case unknownTarget(String)

    /// What `text` asks for; nil where it is no conversion at all.
    public static func reading(_ text: String) -> ConversionText? {
        let characters = Array(text)
        for (start, end) in separators(in: characters).reversed() {
            let target = String(characters[end...]).trimmingSpaces
            let before = Array(String(characters[..<start]).trimmingSpaces)
            guard let (sourceStart, source) = unitAtEnd(of: before) else { continue }
            guard let target = PhysicalUnit(spelling: target) else {
                return target.isEmpty ? nil : .unknownTarget(String(target))
            }
            do {
                let conversion = try UnitConversion(from: source, to: target)
                return .conversion(
                    expression: String(before[..<sourceStart]).trimmingSpaces.description,
                    conversion)
            } catch {
                return .mismatch(error)
            }
        }
        return nil
    }

    /// The words and arrows that separate the units, as ranges `start..<end` of `text`. A word
    /// needs white space on both sides (`in` is also the inch).
    private static func separators(in text: [Character]) -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        for index in text.indices {
            if let arrow = ["→", "->"].first(where: { text[index...].starts(with: $0) }) {
                found.append((index, index + arrow.count))
            } else if index > 0, text[index - 1].isWhitespace,
                let word = words.first(where: { text[index...].starts(with: $0) }),
                index + word.count < text.count, text[index + word.count].isWhitespace
            {
                found.append((index, index + word.count))
            }
        }
        return found
    }

    private static let words = ["in", "to", "into", "as", "в", "nach"].map(Array.init)
        .sorted { $0.count > $1.count }

    /// The longest unit that ends `text` and starts a word (`5ft`, `2 fl oz`, `3 km/h`), and
    /// where it starts. Only the last characters are tried: no unit is longer.
    private static func unitAtEnd(of text: [Character]) -> (Int, PhysicalUnit)? {
        let longest = 32
        for start in max(0, text.count - longest)..<text.count
        where start == 0 || !text[start - 1].isLetter && text[start - 1] != "_" {
            if let unit = PhysicalUnit(spelling: String(text[start...])) { return (start, unit) }
        }
        return nil
    }
}
