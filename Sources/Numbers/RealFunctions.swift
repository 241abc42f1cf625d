import BigInt

/// Exponentials, logarithms, trigonometry and the factorial, with their exact values where the
/// mathematics has them: ln e = 1, log 1000 = 3, sin(π/6) = 1/2, asin 1 = π/2, 20! to the digit.
extension Real {
    public func exponential() throws(ArithmeticError) -> Real {
        if let q = rational { return try Real.exponential(q) }
        return try Real.approximate(Interval.exponential(interval))
    }

    public func naturalLogarithm() throws(ArithmeticError) -> Real {
        switch form {
        case .exponential(let q): return Real(q)
        case .rational(let q) where q == .one: return .zero
        default: return try Real.approximate(Interval.logarithm(positiveInterval()))
        }
    }

    public func commonLogarithm() throws(ArithmeticError) -> Real {
        if let q = rational, let power = q.powerOfTen { return Real(power) }
        return try Real.approximate(
            Interval.logarithm(positiveInterval()) / Interval.ln10, scale: Dyadic(1))
    }

    /// The interval, known to be above 0, for a logarithm.
    private func positiveInterval() throws(ArithmeticError) -> Interval {
        guard signum > 0 else { throw .logarithmOfNonPositiveNumber }
        let interval = interval
        guard interval.isPositive else { throw .logarithmOfNonPositiveNumber }
        return interval
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

    /// The angle as an interval. A multiple of π is first reduced to [0, 2π) exactly: the
    /// turns of 12345678901234567890° cost no digit.
    private var angle: Interval {
        guard case .piMultiple(let q) = form else { return interval }
        return Interval(Rational(q.numerator.modulus(2 * q.denominator), q.denominator))
            * Interval.pi
    }

    public func sine() throws(ArithmeticError) -> Real {
        if let q = turnsOfPi, let value = Self.exactSine(ofPiTimes: q) { return Real(value) }
        return try Real.trigonometric(Interval.sineAndCosine(angle).sin)
    }

    public func cosine() throws(ArithmeticError) -> Real {
        if let q = turnsOfPi, let value = Self.exactSine(ofPiTimes: q + Rational(1, 2)) {
            return Real(value)
        }
        return try Real.trigonometric(Interval.sineAndCosine(angle).cos)
    }

    /// Undefined at the odd multiples of π/2, which are known exactly; an angle known too
    /// roughly to tell whether it is one is refused.
    public func tangent() throws(ArithmeticError) -> Real {
        if let q = turnsOfPi, (q * Rational(4)).isInteger {
            let quarter = (q * Rational(4)).numerator.modulus(4)
            switch quarter {
            case 0: return .zero
            case 1: return .one
            case 2: throw .undefined
            default: return Real(-1)
            }
        }
        let (sine, cosine) = try Interval.sineAndCosine(angle)
        if cosine.containsZero {
            // Exact poles are found above; this is an angle known too roughly to tell.
            let negligible = cosine.magnitude.top <= -Interval.precision / 2
            throw negligible ? .imprecise : .angleTooLarge
        }
        return try Real.trigonometric(sine / cosine)
    }

    /// A sine, cosine or tangent: one too imprecise to show comes from an angle too large to
    /// place within its turn at this precision (`sin 2^120`).
    private static func trigonometric(_ value: Interval) throws(ArithmeticError) -> Real {
        do {
            return try approximate(value, scale: Dyadic(1))
        } catch .imprecise {
            throw .angleTooLarge
        } catch {
            throw error
        }
    }

    /// sin(qπ) where it is rational: at the multiples of π/6 but ±π/3, ±2π/3.
    private static func exactSine(ofPiTimes q: Rational) -> Rational? {
        let sixths = q * Rational(6)
        guard sixths.isInteger else { return nil }
        return switch Int(truncatingIfNeeded: sixths.numerator.modulus(12)) {
        case 0, 6: .zero
        case 1, 5: Rational(1, 2)
        case 3: .one
        case 7, 11: Rational(-1, 2)
        case 9: Rational(-1)
        default: nil
        }
    }

    public func arcsine() throws(ArithmeticError) -> Real {
        if let q = rational {
            guard q.magnitude <= .one else { throw .notReal }
            switch q {
            case .zero: return .zero
            case Rational(1, 2), Rational(-1, 2): return Real.pi(times: q / Rational(3))
            case .one, Rational(-1): return Real.pi(times: q / Rational(2))
            default: break
            }
        }
        return try Real.approximate(Interval.arcsine(unitInterval()))
    }

    public func arccosine() throws(ArithmeticError) -> Real {
        let arcsine = try arcsine()
        if case .piMultiple(let q) = arcsine.form { return Real.pi(times: Rational(1, 2) - q) }
        if arcsine.isZero { return Real.pi(times: Rational(1, 2)) }
        return try Real.approximate(Interval.halfPi - arcsine.interval, scale: Dyadic(1))
    }

    public func arctangent() throws(ArithmeticError) -> Real {
        if let q = rational {
            if q.isZero { return .zero }
            if q.magnitude == .one { return Real.pi(times: q / Rational(4)) }
        }
        return try Real.approximate(Interval.arctangent(interval))
    }

    /// The interval of a sine or cosine: refused when it lies outside [−1, 1], and when it
    /// crosses ±1 (`log(10 + 10^−40)`: the value may or may not be a sine).
    private func unitInterval() throws(ArithmeticError) -> Interval {
        let interval = interval
        guard interval.upper >= Dyadic(-1), interval.lower <= Dyadic(1) else { throw .notReal }
        guard interval.lower >= Dyadic(-1), interval.upper <= Dyadic(1) else { throw .imprecise }
        return interval
    }

    // MARK: Factorial

    /// n! exactly while it fits an exact value (up to 3 249!), Γ(x + 1) otherwise; undefined at
    /// the negative integers.
    public func factorial() throws(ArithmeticError) -> Real {
        if let q = rational, q.isInteger {
            if q.isNegative { throw .undefined }
            if let n = Int(exactly: q.numerator), let exact = Self.exactFactorial(n) {
                return Real(exact)
            }
        }
        return try Real.approximate(Interval.gamma(interval + Interval(1)))
    }

    private static func exactFactorial(_ n: Int) -> Rational? {
        var product = BigInt(1)
        for i in stride(from: 2, through: n, by: 1) {
            product *= BigInt(i)
            if product.magnitude.bitWidth > Rational.maximumBitWidth { return nil }
        }
        return Rational(product)
    }
}

extension Rational {
    /// k when the value is 10^k.
    var powerOfTen: Int? {
        guard !isNegative, !isZero else { return nil }
        let (power, sign) = numerator == 1 ? (denominator, -1) : (numerator, 1)
        guard numerator == 1 || denominator == 1 else { return nil }
        let text = power.description
        guard text.first == "1", text.dropFirst().allSatisfy({ $0 == "0" }) else { return nil }
        return sign * (text.count - 1)
    }
}
