import BigInt

/// Writing numbers: only digits that are known to be right. An exact value is rounded
/// correctly; an interval shows as many digits as both of its ends round to alike.
extension Real {
    /// As the display shows it: integers that are exact with every digit; anything else with at
    /// most `significantDigits` significant digits, no trailing zeros, exponent form (`1e+20`,
    /// `1.5e-07`) where positional digits would not fit, `.` as the decimal point, `-` for minus.
    public func text(significantDigits: Int) -> String {
        let digits = max(significantDigits, 1)
        switch form {
        case .rational(let q):
            if let integer = q.integerText { return integer }
            let size = Dyadic.quotient(Dyadic(q.numerator), Dyadic(q.denominator), .down, bits: 64)
            return Self.text(significantDigits: digits, layout: digits, size: size) {
                q.rounded(at: $0)
            } ?? "0"
        default:
            let interval = interval
            let size = min(interval.lower.magnitude, interval.upper.magnitude)
            for proven in stride(from: digits, through: 1, by: -1) {
                let text = Self.text(significantDigits: proven, layout: digits, size: size) {
                    interval.rounded(at: $0)
                }
                if let text { return text }
            }
            // The ends disagree even in the first digit: far wider than any result here.
            return "0"
        }
    }

    /// As typed: every digit of a decimal fraction (`12345678901234567890`, `1e-400`), the
    /// display's text for anything else.
    public var enteredText: String {
        if let integer = rational?.integerText { return integer }
        if let q = rational, let digits = q.terminatingSignificantDigits {
            return text(significantDigits: max(digits, 15))
        }
        return text(significantDigits: 15)
    }

    /// The value rounded to `digits` significant digits by `round(s)` (the integer nearest
    /// value · 10^s, or nil when that is not known) and formatted; nil when it is not known.
    /// `size` is near the value: its decimal exponent is a first guess, off by at most one.
    private static func text(
        significantDigits digits: Int, layout: Int, size: Dyadic, round: (Int) -> BigInt?
    ) -> String? {
        var exponent = Int((Double(size.top - 1) * 0.30102999566398120).rounded(.down))
        let (lowest, highest) = (BigInt(10).power(digits - 1), BigInt(10).power(digits))
        for _ in 0..<4 {
            guard let rounded = round(digits - 1 - exponent) else { return nil }
            let magnitude = BigInt(rounded.magnitude)
            let negative = rounded.sign == .minus
            if magnitude > highest {
                exponent += 1
            } else if magnitude < lowest {
                exponent -= 1
            } else if magnitude == highest {
                return layOut(lowest, negative: negative, exponent: exponent + 1, layout)
            } else {
                return layOut(magnitude, negative: negative, exponent: exponent, layout)
            }
        }
        return nil
    }

    private static func layOut(_ digits: BigInt, negative: Bool, exponent: Int, _ layout: Int)
        -> String
    {
        var mantissa = digits.description
        while mantissa.count > 1 && mantissa.last == "0" { mantissa.removeLast() }
        let sign = negative ? "-" : ""
        if exponent < -4 || exponent >= layout {
            let fraction = mantissa.dropFirst()
            let power = String(abs(exponent))
            return sign + String(mantissa.prefix(1)) + (fraction.isEmpty ? "" : "." + fraction)
                + (exponent < 0 ? "e-" : "e+") + (power.count < 2 ? "0" : "") + power
        }
        if exponent < 0 {
            return sign + "0." + String(repeating: "0", count: -exponent - 1) + mantissa
        }
        let whole = mantissa.prefix(exponent + 1)
        let fraction = mantissa.dropFirst(exponent + 1)
        return sign + whole + String(repeating: "0", count: exponent + 1 - whole.count)
            + (fraction.isEmpty ? "" : "." + fraction)
    }
}

extension Rational {
    /// The integer nearest `self · 10^scale`, halves away from zero.
    func rounded(at scale: Int) -> BigInt? {
        guard abs(scale) <= Self.maximumBitWidth * 2 else { return nil }
        let power = BigInt(10).power(abs(scale))
        let (top, bottom) =
            scale >= 0 ? (numerator * power, denominator) : (numerator, denominator * power)
        let quotient = (2 * BigInt(top.magnitude) + bottom) / (2 * bottom)
        return isNegative ? -quotient : quotient
    }

    /// How many significant digits the decimal expansion has, when it ends.
    public var terminatingSignificantDigits: Int? {
        var rest = denominator.magnitude
        var places = 0
        for factor in [BigUInt(2), BigUInt(5)] {
            var count = 0
            while rest % factor == 0 {
                rest /= factor
                count += 1
            }
            places = max(places, count)
        }
        guard rest == 1 else { return nil }
        let digits = (numerator * BigInt(10).power(places) / denominator).magnitude.description
        return digits.count - (digits.reversed().prefix { $0 == "0" }.count)
    }
}

extension Interval {
    /// The integer nearest every value of `self · 10^scale`, or nil when they differ.
    func rounded(at scale: Int) -> BigInt? {
        let power =
            abs(scale) <= 300
            ? (scale >= 0
                ? Interval(Rational(BigInt(10).power(scale)))
                : Interval(Rational(1, BigInt(10).power(-scale))))
            : Interval(10).power(scale)
        let scaled = self * power
        let (low, high) = (scaled.lower.nearestInteger, scaled.upper.nearestInteger)
        return low == high ? low : nil
    }
}
