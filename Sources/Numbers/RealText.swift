/// How a number is written. One formatter writes every number a user reads.
public struct NumberFormat: Hashable, Sendable, Codable {
    public enum Style: String, CaseIterable, Sendable, Codable {
        /// Positional digits, an exponent where they would not fit (`1e+20`, `1.5e-07`).
        case decimal
        /// An exact fraction as `7/12`, anything else as decimal.
        case fraction
        /// One digit before the point and an exponent (`1.5e+03`).
        case scientific
        /// An exponent that is a multiple of 3 (`15e+03`).
        case engineering
    }

    public var style: Style
    /// At most this many (1 to 10 000); integers in decimal show every digit anyway.
    public var significantDigits: Int
    /// Digits before the point in groups of three, split by a narrow no-break space.
    public var groupsDigits: Bool

    public static let groupSeparator: Character = "\u{202F}"

    /// Whether numbers that fit are written with positional digits, integers in full.
    var isPositional: Bool { style == .decimal || style == .fraction }

    public init(style: Style = .decimal, significantDigits: Int = 15, groupsDigits: Bool = false) {
        (self.style, self.significantDigits, self.groupsDigits) =
            (style, min(max(significantDigits, 1), Self.maximumDigits), groupsDigits)
    }

    public static let maximumDigits = 10_000
}

/// Writing numbers: only digits that are known to be right. An exact value is rounded
/// correctly; a ball shows as many digits as all of its values round to alike.
extension Real {
    /// Integers up to this many bits (10 000 decimal digits) are written with every digit.
    static let integerTextBits = 33_219

    /// As the display shows it in decimal: integers that are exact with every digit (up to
    /// 10 000); anything else with at most `significantDigits` significant digits.
    public func text(significantDigits: Int) -> String {
        text(NumberFormat(significantDigits: significantDigits))
    }

    /// The number in `format`: no trailing zeros, `.` as the decimal point, `-` for minus. A
    /// ball that holds 0 is not written as 0: it shows the places known to be 0 and an
    /// ellipsis (`0.000000000000000…`), or only the ellipsis where no digit is known.
    public func text(_ format: NumberFormat) -> String {
        let digits = format.significantDigits
        if case .rational(let q) = form {
            if format.isPositional && q.isInteger && q.bitWidth <= Self.integerTextBits,
                let text = q.integerText
            {
                return Self.grouped(text, format)
            }
            if format.style == .fraction && q.bitWidth <= Self.integerTextBits {
                let (top, bottom) = q.textParts
                return Self.grouped(top, format) + "/" + Self.grouped(bottom, format)
            }
            // A large value is rounded from balls first: dividing it exactly by a power of ten
            // of its own size would cost each key milliseconds (100000! has 456 574 digits).
            // Only a value on a rounding tie needs the exact division.
            if q.bitWidth > Self.integerTextBits, let text = textFromBalls(format) { return text }
            return Self.text(significantDigits: digits, format, exponent: q.binaryExponent) {
                q.rounded(at: $0)
            } ?? "0"
        }
        if isExact, let text = textFromBalls(format) { return text }
        // Still undecided: as many digits as the last precision's ball proves.
        let ball =
            isExact && !Budget.isSpent
            ? Precision.$bits.withValue(Precision.maximumBits) { self.ball } : self.ball
        if !ball.containsZero {
            // The ball's accuracy (Int.max for an exact one) says about how many digits to
            // try first.
            let proven = min(digits, max(1, min(ball.accuracy, 1 << 40) * 30_103 / 100_000 + 1))
            for count in stride(from: proven, through: 1, by: -1) {
                if let text = Self.text(of: ball, significantDigits: count, format) { return text }
            }
        }
        // Around 0, and neither the balls nor the exact field could decide: the places known
        // to be 0, and an ellipsis for what is not known (Android's calculator scrolls on).
        let places = Self.placesKnownToBeZero(ball)
        return places > 0 ? "0." + String(repeating: "0", count: min(places, digits)) + "…" : "…"
    }

    /// For a value around 0 that neither Ziv's loop nor the exact field could decide, how
    /// many decimal places are proven 0 (|x| < 10^−K; 0 or less: not one digit is known); nil
    /// for any other value, which shows its proven digits.
    public var placesKnownToBeZero: Int? {
        guard case .approximate(let ball) = form, ball.containsZero else { return nil }
        return Self.placesKnownToBeZero(ball)
    }

    /// K with |x| < 2^e ≤ 10^−K: K = ⌊−e · 0.30102⌋, just below log₁₀ 2, so never too many.
    private static func placesKnownToBeZero(_ ball: Ball) -> Int {
        (-ball.magnitudeExponent * 30_102).floorDivided(by: 100_000)
    }

    /// An exact value written from its ball at the precision the digits need, and again at
    /// twice the bits while it lies too near a rounding tie to decide the last digit (Ziv's
    /// loop); nil past the last precision (an irrational form is never on the tie itself, a
    /// fraction may be).
    private func textFromBalls(_ format: NumberFormat) -> String? {
        let digits = format.significantDigits
        var bits = max(Precision.bits, Precision.bits(forDigits: digits + 10))
        while true {
            let text = Precision.$bits.withValue(bits) {
                Self.text(of: self.ball, significantDigits: digits, format)
            }
            if text != nil || bits >= Precision.maximumBits || Budget.isSpent { return text }
            bits = min(2 * bits, Precision.maximumBits)
        }
    }

    /// As typed: every digit of a decimal fraction (`12345678901234567890`, `1e-400`), the
    /// fraction itself past the digits a format may have (2^−20000: `1/1606…`), the display's
    /// text for anything else.
    public var enteredText: String {
        if let integer = rational?.integerText { return integer }
        if let q = rational, let digits = q.terminatingSignificantDigits {
            return digits > NumberFormat.maximumDigits
                ? q.description : text(significantDigits: max(digits, 15))
        }
        return text(significantDigits: 15)
    }

    /// A ball's value rounded to `digits` significant digits, in `format`; nil when its
    /// values do not all round alike. A decimal exponent beyond a word's arithmetic is worked
    /// out in FLINT's integers: `e^(10^20)` is 1.29685640608483e+43429448190325182765.
    private static func text(of ball: Ball, significantDigits digits: Int, _ format: NumberFormat)
        -> String?
    {
        guard ball.hasHugeExponent else {
            return text(significantDigits: digits, format, exponent: ball.midpointExponent) {
                ball.rounded(at: $0, digits: digits)
            }
        }
        let step: UInt = format.style == .engineering ? 3 : 1
        guard let (digits, negative, exponent, shift) = ball.scientific(digits: digits, step: step)
        else { return nil }
        let padded = digits + String(repeating: "0", count: max(0, shift + 1 - digits.count))
        let (whole, fraction) = (padded.prefix(shift + 1), padded.dropFirst(shift + 1))
        let trimmed = fraction.reversed().drop { $0 == "0" }.reversed()
        let sign = exponent.hasPrefix("-") ? "e-" : "e+"
        return (negative ? "-" : "") + whole + (trimmed.isEmpty ? "" : "." + String(trimmed))
            + sign + exponent.drop { $0 == "-" }
    }

    /// The value rounded to `digits` significant digits by `round(s)` (the digits of the
    /// integer nearest |value| · 10^s and its sign, or nil when that is not known) and
    /// written in `format`; nil when it is not known. `exponent` is the binary exponent of a
    /// number near the value: the decimal exponent it gives is a first guess, off by at most
    /// one.
    private static func text(
        significantDigits digits: Int, _ format: NumberFormat, exponent binaryExponent: Int,
        round: (Int) -> (digits: String, isNegative: Bool)?
    ) -> String? {
        // log₁₀ 2 to 17 digits: off by less than one for any exponent below 2^48.
        var exponent = Int((Double(binaryExponent - 1) * 0.301_029_995_663_981_2).rounded(.down))
        for _ in 0..<4 {
            guard let (rounded, negative) = round(digits - 1 - exponent) else { return nil }
            let isPowerOfTen = rounded.first == "1" && rounded.dropFirst().allSatisfy { $0 == "0" }
            if rounded.count > digits + 1 || (rounded.count == digits + 1 && !isPowerOfTen) {
                exponent += 1
            } else if rounded == "0" || rounded.count < digits {
                exponent -= 1
            } else if rounded.count == digits + 1 {
                return layOut(
                    String(rounded.dropLast()), negative: negative, exponent: exponent + 1, format)
            } else {
                return layOut(rounded, negative: negative, exponent: exponent, format)
            }
        }
        return nil
    }

    /// Significant `digits` times 10^(exponent − count + 1), in `format`: positional where
    /// the decimal style's digits fit, else with an exponent (a multiple of 3 in engineering).
    private static func layOut(
        _ digits: String, negative: Bool, exponent: Int, _ format: NumberFormat
    ) -> String {
        var mantissa = Substring(digits)
        while mantissa.count > 1 && mantissa.last == "0" { mantissa.removeLast() }
        let sign = negative ? "-" : ""
        if format.isPositional && (-4..<format.significantDigits).contains(exponent) {
            if exponent < 0 {
                return sign + "0." + String(repeating: "0", count: -exponent - 1) + mantissa
            }
            let whole = mantissa.prefix(exponent + 1)
            let fraction = mantissa.dropFirst(exponent + 1)
            let integer = whole + String(repeating: "0", count: exponent + 1 - whole.count)
            return sign + grouped(String(integer), format)
                + (fraction.isEmpty ? "" : "." + fraction)
        }
        let shift = format.style == .engineering ? exponent - 3 * exponent.floorDivided(by: 3) : 0
        let padded = mantissa + String(repeating: "0", count: max(0, shift + 1 - mantissa.count))
        let (whole, fraction) = (padded.prefix(shift + 1), padded.dropFirst(shift + 1))
        let power = String(abs(exponent - shift))
        return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
            + (exponent - shift < 0 ? "e-" : "e+") + (power.count < 2 ? "0" : "") + power
    }

    /// Integer digits in groups of three, when the format asks.
    private static func grouped(_ integer: String, _ format: NumberFormat) -> String {
        guard format.groupsDigits else { return integer }
        let sign = integer.hasPrefix("-") ? "-" : ""
        let digits = Array(integer.dropFirst(sign.count))
        var text = sign
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 {
                text.append(NumberFormat.groupSeparator)
            }
            text.append(digit)
        }
        return text
    }
}

extension Int {
    /// ⌊self / divisor⌋ for a positive divisor.
    fileprivate func floorDivided(by divisor: Int) -> Int {
        self >= 0 ? self / divisor : -((-self + divisor - 1) / divisor)
    }
}

extension Rational {
    /// The digits of the integer nearest `|self| · 10^scale` (halves away from zero), and the
    /// sign; nil for scales beyond any exact value's digits.
    func rounded(at scale: Int) -> (digits: String, isNegative: Bool)? {
        guard abs(scale) <= Self.maximumBitWidth else { return nil }
        let power = Rational.tenToThe(abs(scale))
        let scaled = scale >= 0 ? magnitude * power : magnitude / power
        return ((scaled + .half).floor.integerText ?? "0", isNegative)
    }

    /// e with 2^(e − 1) ≤ |self| < 2^(e + 1).
    var binaryExponent: Int {
        let (top, bottom) = (numerator.bitWidth, denominator.bitWidth)
        return top - bottom
    }

    /// How many significant digits the decimal expansion has, when it ends.
    public var terminatingSignificantDigits: Int? {
        guard let digits = shortDecimalParts?.mantissa.magnitude.integerText?.utf8 else {
            return nil
        }
        return digits.count - digits.reversed().prefix { $0 == UInt8(ascii: "0") }.count
    }

    /// `decimalParts`, an integer's trailing zeros taken into the exponent (10^1259990 is
    /// 1·10^1259990): counted as factors removed, not as digits written.
    var shortDecimalParts: (mantissa: Rational, exponent: Int)? {
        guard isInteger, !isZero else { return decimalParts }
        let zeros = min(removingFactor(2).count, removingFactor(5).count)
        return zeros == 0 ? (self, 0) : (self / Rational.tenToThe(zeros), zeros)
    }

    /// The value as `mantissa · 10^exponent` with an integer mantissa, when its decimal
    /// expansion ends (the denominator is 2^a·5^b): found by removing factors, never by
    /// multiplying by a power of ten of the value's size (1e-1000000 costs no 3-million-bit
    /// product).
    var decimalParts: (mantissa: Rational, exponent: Int)? {
        if isInteger { return (self, 0) }
        let (twos, odd) = denominator.removingFactor(2)
        let (fives, rest) = odd.removingFactor(5)
        guard rest == .one, max(twos, fives) <= Self.maximumBitWidth else { return nil }
        // n/(2^a·5^b) = n·5^(a−b) / 10^a when a ≥ b, and n·2^(b−a) / 10^b otherwise.
        let scale =
            twos >= fives
            ? Rational(5).raised(to: twos - fives) : Rational(2).raised(to: fives - twos)
        return (numerator * scale, -max(twos, fives))
    }
}
