import BigInt

/// `+ − × ÷`, powers and roots: exact whenever the result has an exact form, an interval
/// otherwise.
extension Real {
    public static func + (a: Real, b: Real) throws(ArithmeticError) -> Real {
        switch (a.form, b.form) {
        case (.rational(let x), .rational(let y)):
            return try exact(x + y) { a.interval + b.interval }
        case (.piMultiple(let x), .piMultiple(let y)): return pi(times: x + y)
        case (.rational(let x), _) where x.isZero: return b
        case (_, .rational(let y)) where y.isZero: return a
        default:
            let (x, y) = (a.interval, b.interval)
            return try approximate(x + y, scale: max(x.magnitude, y.magnitude))
        }
    }

    public static prefix func - (a: Real) -> Real {
        switch a.form {
        case .rational(let x): Real(-x)
        case .piMultiple(let x): pi(times: -x)
        default: Real(form: .approximate(-a.interval))
        }
    }

    public static func - (a: Real, b: Real) throws(ArithmeticError) -> Real { try a + -b }

    public static func * (a: Real, b: Real) throws(ArithmeticError) -> Real {
        switch (a.form, b.form) {
        case (.rational(let x), .rational(let y)):
            return try exact(x * y) { a.interval * b.interval }
        case (.rational(let x), _) where x.isZero, (_, .rational(let x)) where x.isZero:
            return .zero
        case (.rational(let x), _) where x == .one: return b
        case (_, .rational(let y)) where y == .one: return a
        case (.rational(let x), .piMultiple(let y)), (.piMultiple(let y), .rational(let x)):
            return pi(times: x * y)
        case (.exponential(let x), .exponential(let y)): return try exponential(x + y)
        default: return try approximate(a.interval * b.interval)
        }
    }

    public static func / (a: Real, b: Real) throws(ArithmeticError) -> Real {
        if b.isZero { throw .divisionByZero }
        switch (a.form, b.form) {
        case (.rational(let x), .rational(let y)):
            return try exact(x / y) { a.interval / b.interval }
        case (.piMultiple(let x), .rational(let y)): return pi(times: x / y)
        case (.piMultiple(let x), .piMultiple(let y)): return Real(x / y)
        case (.exponential(let x), .exponential(let y)): return try exponential(x - y)
        case (_, .rational(let y)) where y == .one: return a
        default:
            let divisor = b.interval
            guard !divisor.containsZero else { throw .divisionByZero }
            return try approximate(a.interval / divisor)
        }
    }

    public func reciprocal() throws(ArithmeticError) -> Real {
        if case .exponential(let q) = form { return try Real.exponential(-q) }
        return try .one / self
    }

    public func squared() throws(ArithmeticError) -> Real {
        if case .approximate(let x) = form { return try Real.approximate(x.squared()) }
        return try self * self
    }

    public func squareRoot() throws(ArithmeticError) -> Real {
        if signum < 0 && (isExact || !interval.containsZero) {
            throw .squareRootOfNegativeNumber
        }
        switch form {
        case .rational(let q):
            if let root = q.root(2) { return Real(root) }
        case .exponential(let q):
            return try Real.exponential(q / Rational(2))
        default: break
        }
        return try Real.approximate(interval.squareRoot())
    }

    /// `self ^ exponent`. Exact for a rational base and a rational exponent whose root is
    /// rational (`4 ^ 0.5`, `(−8) ^ (1/3)`), and for powers of e.
    public func power(_ exponent: Real) throws(ArithmeticError) -> Real {
        if exponent.isZero { return .one }
        if isZero {
            if exponent.signum < 0 { throw .divisionByZero }
            return .zero
        }
        if case .exponential(let q) = form, let p = exponent.rational {
            return try Real.exponential(q * p)
        }
        guard let p = exponent.rational else {
            // A negative base needs to know whether the exponent is an integer: one known
            // only to lie around an integer (`(√2 × √2)`) cannot say.
            if signum < 0 {
                let bounds = exponent.interval
                let nearest = Dyadic(bounds.midpoint.nearestInteger)
                throw bounds.lower <= nearest && nearest <= bounds.upper ? .imprecise : .notReal
            }
            return try (exponent * self.naturalLogarithm()).exponential()
        }
        let (numerator, denominator) = (Int(exactly: p.numerator), Int(exactly: p.denominator))
        if p.isInteger, let n = numerator {
            if let q = rational, let power = q.power(n) { return Real(power) }
            // Sixteen squarings at most; a larger power is e^(n ln |x|) below, whose size is
            // checked before it is computed.
            if n.magnitude <= 1 << 16 { return try Real.approximate(interval.power(n)) }
        }
        if let q = rational, let n = numerator, let d = denominator, let root = q.root(d) {
            if let power = root.power(n) { return Real(power) }
        }
        // An odd root of a negative number is real; an even one is not.
        if signum < 0 {
            guard !p.denominator.isMultiple(of: 2) else { throw .notReal }
            let magnitude = try (-self).power(exponent)
            return p.numerator.isMultiple(of: 2) ? magnitude : -magnitude
        }
        return try (exponent * self.naturalLogarithm()).exponential()
    }

    /// `value` if it is small enough to stay exact, else the interval `approximation` gives.
    private static func exact(_ value: Rational, approximation: () -> Interval)
        throws(ArithmeticError) -> Real
    {
        value.isTooLarge ? try approximate(approximation()) : Real(value)
    }
}
