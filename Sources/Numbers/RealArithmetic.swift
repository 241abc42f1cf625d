/// `+ − × ÷`, powers and roots: exact whenever the result has an exact form, a ball otherwise.
extension Real {
    public static func + (a: Real, b: Real) throws(ArithmeticError) -> Real {
        switch (a.form, b.form) {
        case (.rational(let x), .rational(let y)): return try exact(.rational(x + y))
        case (.rational(let x), _) where x.isZero: return b
        case (_, .rational(let y)) where y.isZero: return a
        case (.surd(let x, let n), .surd(let y, let m)) where n == m:
            return try surd(x + y, radicand: n)
        case (.piMultiple(let x), .piMultiple(let y)): return try pi(times: x + y)
        case (.exponential(let x, let p), .exponential(let y, let r)) where p == r:
            return try exponential(p, times: x + y)
        case (.logarithm(let x), .logarithm(let y)):
            return try logarithm(x * y)
        default: return try approximate(a.ball + b.ball, .sum(a.formula, b.formula))
        }
    }

    /// The same size as `a`: no check needed.
    public static prefix func - (a: Real) -> Real {
        switch a.form {
        case .rational(let x): Real(-x)
        case .surd(let x, let n): Real(form: .surd(-x, radicand: n))
        case .piMultiple(let x): Real(form: .piMultiple(-x))
        case .exponential(let c, let q): Real(form: .exponential(-c, power: q))
        case .logarithm(let x): Real(form: .logarithm(x.reciprocal))
        case .approximate(let x): Real(form: .approximate(-x), madeBy: Formula(.negate, a.formula))
        }
    }

    public static func - (a: Real, b: Real) throws(ArithmeticError) -> Real { try a + -b }

    public static func * (a: Real, b: Real) throws(ArithmeticError) -> Real {
        switch (a.form, b.form) {
        case (.rational(let x), .rational(let y)): return try exact(.rational(x * y))
        case (.rational(let x), _) where x.isZero, (_, .rational(let x)) where x.isZero:
            return .zero
        case (.rational(let x), _) where x == .one: return b
        case (_, .rational(let y)) where y == .one: return a
        case (.rational(let x), .piMultiple(let y)), (.piMultiple(let y), .rational(let x)):
            return try pi(times: x * y)
        case (.rational(let x), .surd(let y, let n)), (.surd(let y, let n), .rational(let x)):
            return try surd(x * y, radicand: n)
        case (.rational(let x), .exponential(let c, let q)),
            (.exponential(let c, let q), .rational(let x)):
            return try exponential(q, times: x * c)
        case (.surd(let x, let n), .surd(let y, let m)):
            // n and m are square-free: n·m is g² times a square-free number, g = gcd(n, m).
            let g = greatestCommonDivisor(n, m)
            let (product, overflow) = (n / g).multipliedReportingOverflow(by: m / g)
            if overflow {
                return try approximate(a.ball * b.ball, Formula(.multiply, a.formula, b.formula))
            }
            return try surd(x * y * Rational(g), radicand: product)
        case (.rational(let k), .logarithm(let x)), (.logarithm(let x), .rational(let k)):
            // k ln x = ln x^k for an integer k.
            guard let n = k.word, let power = x.power(n) else { break }
            return try logarithm(power)
        case (.exponential(let x, let p), .exponential(let y, let r)):
            return try exponential(p + r, times: x * y)
        default: break
        }
        return try approximate(a.ball * b.ball, Formula(.multiply, a.formula, b.formula))
    }

    public static func / (a: Real, b: Real) throws(ArithmeticError) -> Real {
        if b.isZero { throw .divisionByZero }
        if a.isZero { return .zero }
        switch (a.form, b.form) {
        case (.rational(let x), .rational(let y)): return try exact(.rational(x / y))
        case (.piMultiple(let x), .piMultiple(let y)): return Real(x / y)
        case (.exponential(let x, let p), .exponential(let y, let r)):
            return try exponential(p - r, times: x / y)
        case (_, .rational(let y)): return try a * Real(y.reciprocal)
        case (_, .surd), (_, .exponential): return try a * b.reciprocal()
        default:
            guard try b.sign() != 0 else { throw .divisionByZero }
            return try approximate(a.ball / b.ball, Formula(.divide, a.formula, b.formula))
        }
    }

    public func reciprocal() throws(ArithmeticError) -> Real {
        switch form {
        case .exponential(let c, let q): return try Real.exponential(-q, times: c.reciprocal)
        // 1 / (q√n) = √n / (q·n).
        case .surd(let q, let n): return try Real.surd((q * Rational(n)).reciprocal, radicand: n)
        default: return try .one / self
        }
    }

    public func squared() throws(ArithmeticError) -> Real {
        if case .approximate(let x) = form {
            return try Real.approximate(x * x, Formula(.multiply, formula, formula))
        }
        return try self * self
    }

    public func squareRoot() throws(ArithmeticError) -> Real {
        guard try sign() >= 0 else { throw .squareRootOfNegativeNumber }
        switch form {
        case .rational(let q): if let root = try Real.squareRoot(of: q) { return root }
        case .exponential(let c, let q):
            if let root = c.root(2) { return try Real.exponential(q * .half, times: root) }
        default: break
        }
        return try Real.approximate(ball.squareRoot(), Formula(.squareRoot, formula))
    }

    /// √q as `r·√n` with n square-free, when q's numerator times denominator fits a word and
    /// its square factors can be found (below 2^40); nil otherwise.
    private static func squareRoot(of q: Rational) throws(ArithmeticError) -> Real? {
        if let root = q.root(2) { return Real(root) }
        // √(a/b) = √(a·b) / b.
        guard let product = (q.numerator * q.denominator).word, product < 1 << 40 else {
            return nil
        }
        var (outside, radicand, rest) = (1, 1, product)
        var p = 2
        while p * p * p <= rest {
            var count = 0
            while rest.isMultiple(of: p) {
                rest /= p
                count += 1
            }
            for _ in 0..<count / 2 { outside *= p }
            if count % 2 == 1 { radicand *= p }
            p += 1
        }
        // `rest` has no prime factor below p, and p³ > rest: it is 1, a prime, a prime
        // squared, or the product of two primes.
        let root = Int(Double(rest).squareRoot().rounded())
        if root * root == rest { outside *= root } else { radicand *= rest }
        return try surd(Rational(outside) / q.denominator, radicand: radicand)
    }

    /// `self ^ exponent`. Exact for a rational base and a rational exponent whose root is
    /// rational (`4 ^ 0.5`, `(−8) ^ (1/3)`) or a square root (`2 ^ 1.5`), and for powers of e.
    public func power(_ exponent: Real) throws(ArithmeticError) -> Real {
        if exponent.isZero { return .one }
        if isZero {
            if try exponent.sign() < 0 { throw .divisionByZero }
            return .zero
        }
        if case .exponential(.one, let q) = form {
            if let p = exponent.rational { return try Real.exponential(q * p) }
            // e^(q ln x) = x^q.
            if case .logarithm(let x) = exponent.form { return try Real(x).power(Real(q)) }
        }
        guard let p = exponent.rational else {
            // A negative base needs to know whether the exponent is an integer: one known
            // only to lie around an integer cannot say.
            if try sign() < 0 {
                throw exponent.ball.containsInteger ? .imprecise : .notReal
            }
            return try (exponent * self.naturalLogarithm()).exponential()
        }
        if p.isInteger, let n = p.word {
            if let q = rational, let power = q.power(n) { return try Real.exact(.rational(power)) }
            if case .surd(let q, let r) = form, let power = try Self.surdPower(q, r, n) {
                return power
            }
            if case .approximate(let x) = form {
                return try Real.approximate(x.power(n), Formula(.power, formula, .number(p)))
            }
        }
        if let q = rational, let n = p.numerator.word, let d = p.denominator.word {
            if let root = q.root(d), let power = root.power(n) { return Real(power) }
            if d == 2, q > .zero, let root = try Self.squareRoot(of: q) {
                return try root.power(Real(p.numerator))
            }
        }
        // An odd root of a negative number is real; an even one is not.
        if try sign() < 0 {
            guard !p.denominator.isEven else { throw .notReal }
            let magnitude = try (-self).power(exponent)
            return p.numerator.isEven ? magnitude : -magnitude
        }
        return try (exponent * self.naturalLogarithm()).exponential()
    }

    /// `(q√r)^n`: q^n·r^(n/2), times √r for an odd n; nil when too large to be exact.
    private static func surdPower(_ q: Rational, _ r: Int, _ n: Int) throws(ArithmeticError)
        -> Real?
    {
        // n >> 1 is ⌊n/2⌋, for every n (n − 1 would overflow at Int.min).
        guard let top = q.power(n), let radicand = Rational(r).power(n >> 1) else { return nil }
        return try n.isMultiple(of: 2)
            ? exact(.rational(top * radicand)) : surd(top * radicand, radicand: r)
    }
}

func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
    var (a, b) = (a.magnitude, b.magnitude)
    while b != 0 { (a, b) = (b, a % b) }
    return Int(a)
}
