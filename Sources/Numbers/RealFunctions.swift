/// Exponentials, logarithms, trigonometry and the factorial, with their exact values where the
/// mathematics has them: ln e = 1, log 1000 = 3, sin(π/4) = √2/2, asin 1 = π/2, 20! to the digit.
extension Real {
    public func exponential() throws(ArithmeticError) -> Real {
        switch form {
        case .rational(let q): return try Real.exponential(q)
        case .logarithm(let q): return Real(q)
        default:
            // e^x for |x| beyond 2^exponentBits is refused before it is computed.
            let x = ball
            if x.isAbove(twoToThe: Real.exponentBits) { throw x.isPositive ? .tooLarge : .tooSmall }
            guard x.isBelow(twoToThe: Real.exponentBits) else { throw .imprecise }
            return try Real.approximate(x.exponential(), Formula(.exponential, formula))
        }
    }

    public func naturalLogarithm() throws(ArithmeticError) -> Real {
        guard try sign() > 0 else { throw .logarithmOfNonPositiveNumber }
        switch form {
        case .exponential(let c, let q): return try Real.logarithm(c) + Real(q)
        case .rational(let q): return try Real.logarithm(q)
        default: return try Real.approximate(ball.logarithm(), Formula(.logarithm, formula))
        }
    }

    public func commonLogarithm() throws(ArithmeticError) -> Real {
        guard try sign() > 0 else { throw .logarithmOfNonPositiveNumber }
        if let q = rational, let power = q.powerOfTen { return Real(power) }
        return try Real.approximate(ball.commonLogarithm(), .logarithm(formula, base: Rational(10)))
    }

    /// log₂ x: exact at the powers of 2 (`log₂ 1024` is 10, `log₂ 1/8` is −3).
    public func binaryLogarithm() throws(ArithmeticError) -> Real {
        guard try sign() > 0 else { throw .logarithmOfNonPositiveNumber }
        if let q = rational, let power = q.powerOfTwo { return Real(power) }
        return try Real.approximate(ball.binaryLogarithm(), .logarithm(formula, base: Rational(2)))
    }

    /// The real `degree`th root: `x ^ (1/degree)`, so an odd root of a negative number is
    /// real (`∛−8` is −2) and an even one is not.
    public func root(_ degree: Real) throws(ArithmeticError) -> Real {
        if degree.isZero { throw .undefined }
        return try power(degree.reciprocal())
    }

    // MARK: Trigonometry, in radians

    /// The angle as a multiple of π, when it is one exactly.
    private var turnsOfPi: Rational? {
        switch form {
        case .piMultiple(let q): q
        case .rational(let q) where q.isZero: .zero
        default: nil
        }
    }

    /// The angle as a ball. A multiple of π is first reduced to [0, 2π) exactly, and Arb
    /// reduces any other angle with as many more bits as its size needs: the turns of
    /// 12345678901234567890° and of 10^100 cost no digit. An angle known too roughly to place
    /// within its turn is refused (and evaluated again at a higher precision).
    private func angle() throws(ArithmeticError) -> Ball {
        let angle =
            if let q = turnsOfPi { Ball(q.modulo(Rational(2))) * Ball.pi } else { ball }
        guard angle.isPlaceable else { throw .angleTooLarge }
        return angle
    }

    public func sine() throws(ArithmeticError) -> Real {
        if let q = turnsOfPi, let value = Self.exactSine(ofPiTimes: q) { return value }
        return try Real.approximate(angle().sine(), Formula(.sine, formula))
    }

    public func cosine() throws(ArithmeticError) -> Real {
        if let q = turnsOfPi, let value = Self.exactSine(ofPiTimes: q + .half) { return value }
        return try Real.approximate(angle().cosine(), Formula(.cosine, formula))
    }

    /// Undefined at the odd multiples of π/2, which are known exactly.
    public func tangent() throws(ArithmeticError) -> Real {
        if let q = turnsOfPi, let sine = Self.exactSine(ofPiTimes: q),
            let cosine = Self.exactSine(ofPiTimes: q + .half)
        {
            if cosine.isZero { throw .undefined }
            return try sine / cosine
        }
        let angle = try angle()
        let cosine = angle.cosine()
        // Exact poles are found above: a cosine around 0 is an angle not yet known closely.
        guard !cosine.containsZero else { throw .imprecise }
        return try Real.approximate(angle.sine() / cosine, Formula(.tangent, formula))
    }

    /// sin(qπ) at the multiples of π/4 and π/6, where it is 0, ±1/2, ±√2/2, ±√3/2 or ±1.
    private static func exactSine(ofPiTimes q: Rational) -> Real? {
        let twelfths = q * Rational(12)
        guard twelfths.isInteger, let k = twelfths.modulo(Rational(24)).word else { return nil }
        let sign = Rational(k < 12 ? 1 : -1)
        return switch k % 12 {
        case 0: .zero
        case 2, 10: Real(sign * .half)
        case 3, 9: Real(form: .surd(sign * .half, radicand: 2))
        case 4, 8: Real(form: .surd(sign * .half, radicand: 3))
        case 6: Real(sign)
        default: nil
        }
    }

    public func arcsine() throws(ArithmeticError) -> Real {
        // The exact sines above, read backwards.
        let turns: Rational? =
            switch form {
            case .rational(let q) where q.magnitude == .half: q / Rational(3)
            case .rational(let q) where q.magnitude == .one: q * .half
            case .surd(let q, 2) where q.magnitude == .half: q * .half
            case .surd(let q, 3) where q.magnitude == .half: q * Rational(2, 3)
            default: nil
            }
        if let turns { return try Real.pi(times: turns) }
        if isZero { return .zero }
        if let q = rational, q.magnitude > .one { throw .notReal }
        let x = ball
        guard x.meetsUnit else { throw .notReal }
        guard x.isWithinUnit else { throw .imprecise }
        return try Real.approximate(x.arcsine(), Formula(.arcsine, formula))
    }

    public func arccosine() throws(ArithmeticError) -> Real {
        let arcsine = try arcsine()
        switch arcsine.form {
        case .piMultiple(let q): return try Real.pi(times: .half - q)
        case .rational: return try Real.pi(times: .half)  // asin 0
        default:
            return try Real.approximate(
                Ball(.half) * Ball.pi - arcsine.ball, Formula(.arccosine, formula))
        }
    }

    public func arctangent() throws(ArithmeticError) -> Real {
        switch form {
        case .rational(let q) where q.isZero: return .zero
        case .rational(let q) where q.magnitude == .one: return try Real.pi(times: q / Rational(4))
        case .surd(let q, 3) where q.magnitude == .one: return try Real.pi(times: q / Rational(3))
        case .surd(let q, 3) where q.magnitude == Rational(1, 3):
            return try Real.pi(times: q * .half)
        default: return try Real.approximate(ball.arctangent(), Formula(.arctangent, formula))
        }
    }

    // MARK: Factorial

    /// n! exactly while it fits an exact value (up to about 250 000!), Γ(x + 1) otherwise;
    /// undefined at the negative integers.
    public func factorial() throws(ArithmeticError) -> Real {
        if let q = rational, q.isInteger {
            if q.isNegative { throw .undefined }
            // n! has fewer than n · log₂ n bits.
            if let n = q.word, n < Rational.maximumBitWidth,
                n * (Int.bitWidth - n.leadingZeroBitCount) <= Rational.maximumBitWidth
            {
                return Real(Rational.factorial(n))
            }
        }
        // Near a pole (0, −1, −2, …) Γ is unbounded: the ball says so, and is refused.
        return try Real.approximate(
            (ball + Ball(.one)).gamma(), Formula(.gamma, .sum(formula, .number(.one))))
    }
}

extension Rational {
    /// k when the value is 2^k.
    var powerOfTwo: Int? {
        guard !isNegative, !isZero, numerator == .one || denominator == .one else { return nil }
        let (power, sign) = numerator == .one ? (denominator, -1) : (numerator, 1)
        let k = power.multiplicity(of: 2)
        return Rational(2).power(k) == power ? sign * k : nil
    }

    /// k when the value is 10^k.
    var powerOfTen: Int? {
        guard !isNegative, !isZero else { return nil }
        let (top, bottom) = textParts
        let (power, sign) = top == "1" ? (bottom, -1) : (top, 1)
        guard top == "1" || bottom == "1", power.first == "1",
            power.dropFirst().allSatisfy({ $0 == "0" })
        else { return nil }
        return sign * (power.count - 1)
    }
}
