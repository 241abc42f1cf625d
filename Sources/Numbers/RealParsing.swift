import BigInt

extension Rational {
    /// A decimal as people and `Double.description` write it: `-12.5`, `.5`, `1e-400`, `2.0`,
    /// `1.5E+3`. Nil for anything else, and for values too large to hold exactly.
    public init?(decimalText text: String) {
        if let word = Int(text) {
            self.init(word)
            return
        }
        var rest = Substring(text)
        let negative = rest.first == "-"
        if negative || rest.first == "+" { rest.removeFirst() }
        var exponent = 0
        if let marker = rest.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            let power = rest[rest.index(after: marker)...]
            guard power.count <= 12, let value = Int(power) else { return nil }
            exponent = value
            rest = rest[..<marker]
        }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            parts.contains(where: { !$0.isEmpty })
        else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        let digits = (parts[0] + fraction).drop { $0 == "0" }
        exponent -= fraction.count
        // The value's size in decimal digits: beyond what an exact value may hold, refused.
        let size = digits.count + exponent
        guard digits.isEmpty || (size < 9_800 && size > -9_800 && digits.count < 9_800) else {
            return nil
        }
        let integer = BigInt(String(digits.isEmpty ? "0" : digits))!
        let power = BigInt(10).power(abs(exponent))
        let value = exponent >= 0 ? Rational(integer * power) : Rational(integer, power)
        self = negative ? -value : value
    }
}

extension Real {
    /// Text that reads back as the same value: an exact fraction exactly (`0.1`, `1/3`), an
    /// approximation as `≈`, 40 of its digits for people, and the interval's two ends exactly
    /// (`~` mantissa in hex `p` binary exponent) so that saving it again never loses a digit.
    public var serialized: String {
        switch form {
        case .rational(let q) where q.terminatingSignificantDigits != nil: return enteredText
        case .rational(let q): return "\(q.numerator)/\(q.denominator)"
        default:
            let interval = interval
            return "≈" + text(significantDigits: 40) + "~" + interval.lower.hexadecimalText + "~"
                + interval.upper.hexadecimalText
        }
    }

    /// Reads `serialized` text, and any decimal; `≈` and digits alone mean ± one unit of the
    /// last digit.
    public init?(serialized text: String) {
        guard text.utf8.count <= 12_000 else { return nil }
        if text.hasPrefix("≈") {
            let parts = text.dropFirst().split(separator: "~", omittingEmptySubsequences: false)
            let interval: Interval
            if parts.count == 3, let lower = Dyadic(hexadecimalText: parts[1]),
                let upper = Dyadic(hexadecimalText: parts[2]), lower <= upper
            {
                // The ends are the value; the digits before them are for people, and may be
                // beyond what an exact number holds (40001! is near 10^166717).
                interval = Interval(lower: lower, upper: upper)
            } else if parts.count == 1, let value = Rational(decimalText: String(parts[0])) {
                let unit =
                    Rational(decimalText: "1e\(Self.lastDigitExponent(of: parts[0]))") ?? .zero
                interval = Interval(value - unit).union(Interval(value + unit))
            } else {
                return nil
            }
            guard let real = try? Real.approximate(interval) else { return nil }
            self = real
        } else if let slash = text.firstIndex(of: "/") {
            guard let top = Rational(decimalText: String(text[..<slash])), top.isInteger,
                let bottom = Rational(decimalText: String(text[text.index(after: slash)...])),
                bottom.isInteger, !bottom.isZero
            else { return nil }
            self.init(top / bottom)
        } else {
            guard let value = Rational(decimalText: text) else { return nil }
            self.init(value)
        }
    }

    /// The power of ten of a decimal's last digit: −3 for `1.414`, 2 for `5e2`.
    private static func lastDigitExponent(of decimal: Substring) -> Int {
        let parts = decimal.split(whereSeparator: { $0 == "e" || $0 == "E" })
        let places = parts.first?.split(separator: ".").dropFirst().first?.count ?? 0
        return (parts.count == 2 ? Int(parts[1]) ?? 0 : 0) - places
    }
}

extension Dyadic {
    /// `-1a2bp-64`: the mantissa in hexadecimal, `p`, the binary exponent.
    var hexadecimalText: String { String(mantissa, radix: 16) + "p" + String(exponent) }

    init?(hexadecimalText text: Substring) {
        let parts = text.split(separator: "p")
        guard parts.count == 2, parts[0].utf8.count <= 200,
            let mantissa = BigInt(String(parts[0]), radix: 16), let exponent = Int(parts[1]),
            abs(exponent) <= 1 << 26
        else { return nil }
        self.init(mantissa, exponent: exponent)
    }
}
