extension Rational {
    /// Decimal digits an exact value may be written with: as many as its bits allow.
    static let maximumDigits = 1_260_000

    /// A decimal as people and `Double.description` write it: `-12.5`, `.5`, `1e-400`, `2.0`,
    /// `1.5E+3`. Nil for anything else, and for values too large to hold exactly.
    public init?(decimalText text: String) {
        if let short = Self.shortDecimal(text.utf8) {
            self = short
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
        let limit = Self.maximumDigits
        guard digits.isEmpty || (size < limit && size > -limit && digits.count < limit) else {
            return nil
        }
        guard let integer = digits.isEmpty ? .zero : Rational(digits: digits) else { return nil }
        let power = Rational.tenToThe(abs(exponent))
        let value = exponent >= 0 ? integer * power : integer / power
        self = negative ? -value : value
    }
}

extension Rational {
    /// `-123.45` and its like, at most 18 characters, no exponent: its digits fit a machine
    /// word, so the value is a word over a power of ten, read byte by byte (a million values of
    /// data are read in a fraction of a second). Nil for anything else.
    private static func shortDecimal(_ bytes: String.UTF8View) -> Rational? {
        guard bytes.count <= 18 else { return nil }
        var (mantissa, places, hasPoint, hasDigit, isNegative) = (0, 0, false, false, false)
        for (index, byte) in bytes.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                mantissa = mantissa * 10 + Int(byte - UInt8(ascii: "0"))
                places += hasPoint ? 1 : 0
                hasDigit = true
            case UInt8(ascii: ".") where !hasPoint: hasPoint = true
            case UInt8(ascii: "-") where index == 0: isNegative = true
            case UInt8(ascii: "+") where index == 0: break
            default: return nil
            }
        }
        guard hasDigit else { return nil }
        var power = 1
        for _ in 0..<places { power *= 10 }
        return Rational(isNegative ? -mantissa : mantissa, power)
    }
}

extension Real {
    /// Text that reads back as the same value: an exact fraction exactly (`0.1`, `1/3`), the
    /// other exact forms by their rational (`sqrt:1/2:3` is √3/2; `pi:`, `exp:`, `ln:`), an
    /// approximation as `≈`, 40 of its digits for people, Arb's exact text of its ball, so
    /// that saving it again never loses a digit, and after `|` the formula that made it.
    public var serialized: String { serializedValue + formulaSuffix }

    /// `serialized` without the formula an approximation keeps: the part that costs to write
    /// for a huge value (its digits), which a history row makes once.
    public var serializedValue: String {
        switch form {
        // A long decimal as mantissa and exponent: writing it out would cost a rounding of
        // its whole size (1e-1000000 is `1e-1000000`, not a million digits worked for), and a
        // long integer's zeros would cost a megabyte each (1e1259990).
        case .rational(let q) where q.bitWidth > Real.integerTextBits:
            q.shortDecimalParts.map {
                $0.exponent == 0 ? $0.mantissa.description : "\($0.mantissa)e\($0.exponent)"
            } ?? q.description
        case .rational(let q) where q.terminatingSignificantDigits != nil: enteredText
        case .rational(let q): q.description
        case .surd(let q, let n): "sqrt:" + Real(q).serialized + ":" + String(n)
        case .piMultiple(let q): "pi:" + Real(q).serialized
        case .exponential(let c, let q):
            "exp:" + Real(q).serialized + (c == .one ? "" : ":" + Real(c).serialized)
        case .logarithm(let q): "ln:" + Real(q).serialized
        case .approximate(let ball):
            "≈" + text(significantDigits: 40) + "~" + ball.exactText
        }
    }

    /// `|` and an approximation's formula, if known and short (its numbers can be long); empty
    /// for anything else. Written when saved, not at every key: a formula of 2 000 nodes takes
    /// 80 µs to write.
    public var formulaSuffix: String {
        guard case .approximate = form, let formula, formula.length <= 16_384 else { return "" }
        return "|" + formula.postfix
    }

    /// `sqrt:q:n`, `pi:q`, `exp:q`, `ln:q`, each as its form requires.
    private init?(exactForm text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 2, let q = Real(serialized: String(parts[1]))?.rational else {
            return nil
        }
        switch (parts[0], parts.count) {
        case ("sqrt", 3):
            guard let n = Int(parts[2]), n > 1, n < 1 << 40,
                let root = try? Real(Rational(n)).squareRoot(),
                root.form == .surd(.one, radicand: n)
            else { return nil }
            guard let surd = try? Real.surd(q, radicand: n) else { return nil }
            self = surd
        case ("pi", 2):
            guard let multiple = try? Real.pi(times: q) else { return nil }
            self = multiple
        case ("exp", 2), ("exp", 3):
            let c = parts.count == 3 ? Real(serialized: String(parts[2]))?.rational : .one
            guard let c, let power = try? Real.exponential(q, times: c) else { return nil }
            self = power
        case ("ln", 2) where q > .zero:
            guard let logarithm = try? Real.logarithm(q) else { return nil }
            self = logarithm
        default: return nil
        }
    }

    /// Reads `serialized` text, and any decimal; `≈` and digits alone mean ± one unit of the
    /// last digit. Earlier versions wrote an approximation's ends as hexadecimal mantissa `p`
    /// binary exponent (`≈1.4~16a09e667f3bcc908b2fb1366ea957d3ep-128~…`).
    public init?(serialized text: String) {
        guard text.utf8.count <= Rational.maximumDigits + 100 else { return nil }
        if text.hasPrefix("≈") {
            let (body, formulaText) = Self.split(text.dropFirst(), at: "|")
            let parts = body.split(separator: "~", omittingEmptySubsequences: false)
            let ball: Ball?
            switch parts.count {
            case 2: ball = Ball(exactText: parts[1])
            case 3:
                ball = Self.end(parts[1]).flatMap { lower in
                    Self.end(parts[2]).flatMap { upper in Ball.between(lower, upper) }
                }
            case 1:
                ball = Rational(decimalText: String(parts[0])).flatMap { value in
                    Rational(decimalText: "1e\(Self.lastDigitExponent(of: parts[0]))").map {
                        Ball(value, radius: $0)
                    }
                }
            default: ball = nil
            }
            // The ball is the value; the digits before it are for people.
            guard let ball, let real = try? Real.approximate(ball, nil) else { return nil }
            // Kept, not asked about now: the field is consulted when a later step needs it.
            // A formula can only choose among the values its ball holds.
            var formula: Formula?
            if let formulaText {
                guard let read = Formula(postfix: formulaText) else { return nil }
                formula = read
            }
            self = real.isExact ? real : Real(form: real.form, madeBy: formula)
        } else if text.contains(":") {
            self.init(exactForm: text)
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

    /// The text before the first `separator` and, if there is one, the text after it.
    private static func split(_ text: Substring, at separator: Character) -> (
        Substring, Substring?
    ) {
        guard let index = text.firstIndex(of: separator) else { return (text, nil) }
        return (text[..<index], text[text.index(after: index)...])
    }

    /// `-1a2bp-64`: a mantissa in hexadecimal, `p`, a binary exponent.
    private static func end(_ text: Substring) -> (mantissa: Rational, exponent: Int)? {
        let parts = text.split(separator: "p")
        guard parts.count == 2, parts[0].utf8.count <= 200, let exponent = Int(parts[1]),
            abs(exponent) <= 1 << 26
        else { return nil }
        let negative = parts[0].first == "-"
        guard let mantissa = Rational(digits: parts[0].dropFirst(negative ? 1 : 0), base: 16)
        else { return nil }
        return (negative ? -mantissa : mantissa, exponent)
    }

    /// The power of ten of a decimal's last digit: −3 for `1.414`, 2 for `5e2`.
    private static func lastDigitExponent(of decimal: Substring) -> Int {
        let parts = decimal.split(whereSeparator: { $0 == "e" || $0 == "E" })
        let places = parts.first?.split(separator: ".").dropFirst().first?.count ?? 0
        return (parts.count == 2 ? Int(parts[1]) ?? 0 : 0) - places
    }
}
