import Numbers

/// Programmer mode's arithmetic: every value is an integer of a machine word (8 to 64 bits,
/// two's complement when signed), written in one of four bases. A result that does not fit
/// wraps as hardware does.
public struct IntegerWord: Equatable, Codable, Sendable {
    public enum Base: Int, CaseIterable, Codable, Sendable {
        case hexadecimal = 16
        case decimal = 10
        case octal = 8
        case binary = 2

        /// How many digits one group of a grouped number has: a nibble's in binary, a 16-bit
        /// half-word's in hex; decimal and octal are not grouped.
        var groupSize: Int? { self == .binary || self == .hexadecimal ? 4 : nil }
    }

    public static let sizes = [8, 16, 32, 64]

    public var bits: Int
    public var isSigned: Bool
    /// The base typed numbers, the display and the descriptions are written in.
    public var base: Base

    public init(bits: Int = 64, isSigned: Bool = true, base: Base = .decimal) {
        (self.bits, self.isSigned, self.base) = (bits, isSigned, base)
    }

    /// The word's size, if it is one of `sizes`; else 64 (a damaged session file).
    public var validated: IntegerWord {
        var word = self
        if !Self.sizes.contains(bits) { word.bits = 64 }
        return word
    }

    /// The bits the word has, as a mask of the low bits of a `UInt64`.
    public var mask: UInt64 { UInt64.max >> (64 - bits) }

    /// 2^bits.
    private var modulus: Real { (try? Real(2).power(Real(bits))) ?? .zero }

    /// The integer part of `x` (toward zero) as the word holds it: reduced modulo 2^bits into
    /// the word's range. `wrapped` says whether that lost bits (the integer changed).
    public func wrapping(_ x: Real) throws(ArithmeticError) -> (value: Real, wrapped: Bool) {
        let whole = try x.integerPart()
        if let small = whole.rational?.word, let fits = fitting(small) { return (fits, false) }
        var value = try whole.modulo(modulus)
        if isSigned, try (value - modulus / Real(2)).signum >= 0 { value = try value - modulus }
        return (value, value != whole)
    }

    /// The word's value of a machine integer that lies in its range.
    private func fitting(_ integer: Int) -> Real? {
        let half = 1 << (bits - 1)
        let fits =
            bits == 64
            ? isSigned || integer >= 0
            : isSigned ? (-half..<half).contains(integer) : (0...Int(mask)).contains(integer)
        return fits ? Real(integer) : nil
    }

    /// The bits of a value the word holds.
    public func pattern(of value: Real) -> UInt64 {
        guard let q = value.rational else { return 0 }
        if let small = q.word { return UInt64(bitPattern: Int64(small)) & mask }
        // Only unsigned 64-bit words hold values beyond Int: 2^63 up to 2^64 − 1.
        let below = (try? Real(q) - modulus)?.rational?.word ?? 0
        return UInt64(bitPattern: Int64(below))
    }

    /// The value the word holds with these bits.
    public func value(ofPattern bits: UInt64) -> Real {
        let bits = bits & mask
        let shift = UInt64(64 - self.bits)
        if isSigned { return Real(Int(Int64(bitPattern: bits << shift) >> shift)) }
        if bits <= UInt64(Int.max) { return Real(Int(bits)) }
        return (try? Real(Int(bitPattern: UInt(bits))) + modulus) ?? .zero
    }

    /// A value the word holds, in `base` (the word's own by default): decimal as the signed or
    /// unsigned number it is (`-128`), the other bases as its bits (`80`), upper case; binary
    /// and hex grouped by four digits from the right with spaces when asked (`1000 0000`).
    public func text(of value: Real, in base: Base? = nil, grouped: Bool = false) -> String {
        let base = base ?? self.base
        let digits =
            base == .decimal
            ? (value.rational?.description ?? "0")
            : String(pattern(of: value), radix: base.rawValue, uppercase: true)
        return grouped ? Self.grouped(digits, in: base) : digits
    }

    /// Digits of `base` in groups of four from the right (`10 1101`, `2DDE F7B7`), for
    /// binary and hexadecimal; other digits as they are.
    public static func grouped(_ digits: String, in base: Base) -> String {
        guard let size = base.groupSize else { return digits }
        var groups: [Substring] = []
        var rest = Substring(digits)
        while !rest.isEmpty {
            groups.append(rest.suffix(size))
            rest = rest.dropLast(size)
        }
        return groups.reversed().joined(separator: " ")
    }

    /// The value of digits typed in the word's base: decimal as a number in the word's range
    /// (`-5`), the other bases as bits; nil for anything else, or a number the word cannot hold.
    public func value(ofTyped text: String) -> Real? {
        if base == .decimal {
            guard let integer = Int(text), let value = fitting(integer) else {
                return isSigned || text.hasPrefix("-") ? nil : unsignedValue(of: text)
            }
            return value
        }
        guard !text.hasPrefix("-"), let bits = UInt64(text, radix: base.rawValue),
            bits & ~mask == 0
        else { return nil }
        return value(ofPattern: bits)
    }

    /// A number pasted: digits of the word's base, grouped or not (`1111 0000`, `FF_FF`), or
    /// with another base's prefix (`0xFF`, `0o17`, and `0b101` where hex does not read it as
    /// digits); nil for anything else, or a number the word cannot hold.
    public func value(ofPasted text: String) -> Real? {
        var digits = String(text.filter { !$0.isWhitespace && $0 != "_" })
        var word = self
        let prefixes: [(String, Base)] =
            [("0x", .hexadecimal), ("0o", .octal)] + (base == .hexadecimal ? [] : [("0b", .binary)])
        for (prefix, base) in prefixes where digits.lowercased().hasPrefix(prefix) {
            (digits, word.base) = (String(digits.dropFirst(2)), base)
        }
        return digits.isEmpty ? nil : word.value(ofTyped: digits)
    }

    /// An unsigned 64-bit word's decimal beyond Int: up to 2^64 − 1.
    private func unsignedValue(of text: String) -> Real? {
        guard bits == 64, let bits = UInt64(text) else { return nil }
        return value(ofPattern: bits)
    }

    /// Whether `digit` is a digit of the word's base.
    public func hasDigit(_ digit: Int) -> Bool { (0..<base.rawValue).contains(digit) }
}
