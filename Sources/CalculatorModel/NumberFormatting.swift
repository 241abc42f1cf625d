#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Double {
    /// The number as a calculator shows it: at most `significantDigits` significant digits,
    /// no trailing zeros or `.0`, no `-0`, exponent form (`1e+20`, `1e-10`) for magnitudes
    /// the digits cannot show; always `.` as the decimal point, whatever the locale.
    public func calculatorText(significantDigits: Int = 15) -> String {
        guard isFinite else { return isNaN ? "nan" : (self < 0 ? "-inf" : "inf") }
        let digits = Swift.min(Swift.max(significantDigits, 1), 17)
        let value = self == 0 ? 0 : self  // drops the sign of -0
        // Whole numbers that fit the digits read the same from Int, without printf's cost.
        if value == value.rounded(), abs(value) < Self.powersOfTen[digits] {
            return String(Int(value))
        }
        var buffer = [CChar](repeating: 0, count: 40)
        _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.\(digits)g", $0) }
        let text = String(
            decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // printf follows LC_NUMERIC, which a GTK app sets from the user's locale.
        if text.utf8.allSatisfy(Self.isPlainByte) { return text }
        return String(text.map { $0.isNumber || "e+-".contains($0) ? $0 : "." })
    }

    /// The shortest such text that reads back as exactly this number (`1e-05`, `4.8`, never
    /// `4.7999999999999998`): for text a person reads or edits and that must lose nothing.
    public var roundTripText: String {
        (15...17).lazy.map { self.calculatorText(significantDigits: $0) }.first {
            Double($0) == self
        } ?? calculatorText(significantDigits: 17)
    }

    private static let powersOfTen = (0...17).map {
        (0..<$0).reduce(1.0) { value, _ in value * 10 }
    }

    /// Digits, `.`, `e`, `E`, `+`, `-`: all a number here is written with.
    private static func isPlainByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || byte == 0x2E || byte == 0x65 || byte == 0x45 || byte == 0x2B
            || byte == 0x2D
    }

    /// A number written the way `calculatorText` writes it, or as a person types it:
    /// decimal digits, one `.`, an optional sign and exponent. Nothing else (no `nan`, no hex).
    public init?(calculatorText text: String) {
        guard !text.isEmpty, text.utf8.count <= 400, text.utf8.allSatisfy(Self.isPlainByte),
            text.utf8.contains(where: { (0x30...0x39).contains($0) }), let value = Double(text),
            value.isFinite
        else { return nil }
        // `1e-400` reads as 0: refused, as `1e400` is, rather than quietly another number.
        let mantissa = text.utf8.prefix { $0 != 0x65 && $0 != 0x45 }
        guard value != 0 || !mantissa.contains(where: { (0x31...0x39).contains($0) }) else {
            return nil
        }
        self = value
    }
}
