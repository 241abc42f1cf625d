/// A polynomial with exact rational coefficients, `c₀ + c₁x + … + cₙxⁿ`: what an equation
/// is when it is one, so that its roots can be found all at once, each once (its square-free
/// part has the same roots, every one simple).
public struct Polynomial: Equatable, Sendable {
    /// Low degree first; no trailing zero (the zero polynomial has none at all).
    public private(set) var coefficients: [Rational]

    public init(_ coefficients: [Rational]) {
        self.coefficients = coefficients
        while self.coefficients.last?.isZero == true { self.coefficients.removeLast() }
    }

    public static let x = Polynomial([.zero, .one])

    public var degree: Int { coefficients.count - 1 }

    public static func + (p: Polynomial, q: Polynomial) -> Polynomial {
        Polynomial(
            (0..<max(p.coefficients.count, q.coefficients.count)).map {
                (p.coefficients[safe: $0] ?? .zero) + (q.coefficients[safe: $0] ?? .zero)
            })
    }

    public static prefix func - (p: Polynomial) -> Polynomial { Polynomial(p.coefficients.map(-)) }

    public static func - (p: Polynomial, q: Polynomial) -> Polynomial { p + -q }

    public static func * (p: Polynomial, q: Polynomial) -> Polynomial {
        guard !p.coefficients.isEmpty, !q.coefficients.isEmpty else { return Polynomial([]) }
        var product = [Rational](repeating: .zero, count: p.coefficients.count + q.degree)
        for (i, a) in p.coefficients.enumerated() where !a.isZero {
            for (j, b) in q.coefficients.enumerated() { product[i + j] = product[i + j] + a * b }
        }
        return Polynomial(product)
    }

    public func scaled(by factor: Rational) -> Polynomial {
        Polynomial(coefficients.map { $0 * factor })
    }

    public var derivative: Polynomial {
        Polynomial(coefficients.enumerated().dropFirst().map { Rational($0.offset) * $0.element })
    }

    /// The quotient and remainder of division by `divisor`, which is not zero; neither, once
    /// the budget is spent (a row of long fractions can take a second).
    public func divided(by divisor: Polynomial) -> (quotient: Polynomial, remainder: Polynomial) {
        var remainder = coefficients
        let lead = divisor.coefficients[divisor.degree]
        var quotient = [Rational](repeating: .zero, count: max(0, degree - divisor.degree + 1))
        for shift in stride(from: degree - divisor.degree, through: 0, by: -1) {
            if Budget.isSpent { break }
            let factor = remainder[shift + divisor.degree] / lead
            quotient[shift] = factor
            for (k, c) in divisor.coefficients.enumerated() {
                remainder[shift + k] = remainder[shift + k] - factor * c
            }
        }
        return (Polynomial(quotient), Polynomial(remainder))
    }

    /// The same roots, each simple: the polynomial divided by its greatest common divisor with
    /// its derivative (Euclid's algorithm on exact fractions), made monic. Nil once the budget
    /// is spent: the fractions can grow for seconds at a high degree.
    public var squareFreePart: Polynomial? {
        guard degree > 1 else { return self }
        var (a, b) = (self, derivative)
        while !b.coefficients.isEmpty {
            (a, b) = (b, a.divided(by: b).remainder)
            if Budget.isSpent { return nil }
        }
        let part = divided(by: a).quotient
        if Budget.isSpent { return nil }
        return part.scaled(by: part.coefficients[part.degree].reciprocal)
    }

    /// The value at `x` (a ball may hold an interval), by Horner's rule.
    public func value(at x: Real) throws(ArithmeticError) -> Real {
        var value = Real.zero
        for c in coefficients.reversed() { value = try value * x + Real(c) }
        return value
    }

    /// A bound on the magnitude of every root, a power of 2: Fujiwara's, 2·maxₖ |cₙ₋ₖ ÷ cₙ|^(1/k),
    /// which for (x + 1)²⁵⁶ is 512 where Cauchy's 1 + maxᵢ |cᵢ ÷ cₙ| is 10⁷⁵.
    public var rootBound: Rational {
        guard degree > 0 else { return .one }
        let lead = coefficients[degree].magnitude
        // The least power of 2, r, with rᵏ ≥ |cₙ₋ₖ ÷ cₙ| for every k.
        var exponent = 0
        for k in 1...degree {
            let ratio = coefficients[degree - k].magnitude / lead
            while (Rational(2).power(exponent * k) ?? ratio) < ratio { exponent += 1 }
        }
        return Rational(2).power(exponent + 1) ?? .one
    }

    /// The sign of every value on [lower, upper] (0 at a point where the value is 0; nil where
    /// it may be 0), and whether the polynomial is monotone there: by Horner's rule on a ball,
    /// and where that cannot decide, exactly from the Taylor expansion about the middle m: p(m + t) = Σ dₖtᵏ, so on |t| ≤ r the value is within
    /// Σₖ₌₁ |dₖ|rᵏ of d₀ and the slope within Σₖ₌₂ k|dₖ|rᵏ⁻¹ of d₁. That bound shrinks with the
    /// square of the width where Horner's rule on an interval shrinks only with the width, and
    /// between two roots 10⁻⁴ apart Horner's needed a million pieces.
    public func signs(from lower: Rational, to upper: Rational) -> (sign: Int?, isMonotone: Bool) {
        guard lower != upper else {
            // A point: Horner's rule on a ball, and exactly where that holds 0.
            let ball = horner(coefficients, at: Ball(lower))
            if ball.isPositive || ball.isNegative { return (ball.isPositive ? 1 : -1, false) }
            let value = coefficients.reversed().reduce(Rational.zero) { $0 * lower + $1 }
            return (value.isZero ? 0 : (value.isNegative ? -1 : 1), false)
        }
        let (middle, radius) = ((lower + upper) * .half, (upper - lower) * .half)
        // Horner's rule on a ball first: it costs n steps and decides most pieces.
        let ball = Ball(middle, radius: radius)
        let value = horner(coefficients, at: ball)
        if value.isPositive || value.isNegative { return (value.isPositive ? 1 : -1, false) }
        let slope = horner(derivative.coefficients, at: ball)
        if slope.isPositive || slope.isNegative { return (nil, true) }
        var d = coefficients  // shifted in place to p(m + t)'s (Horner's Taylor shift)
        for i in 0..<max(0, degree) {
            if Budget.isSpent { return (nil, false) }  // n² steps of long fractions
            for j in stride(from: degree - 1, through: i, by: -1) {
                d[j] = d[j] + middle * d[j + 1]
            }
        }
        guard let constant = d.first else { return (0, false) }
        var (valueBound, slopeBound, power) = (Rational.zero, Rational.zero, Rational.one)
        for (k, c) in d.enumerated().dropFirst() {
            if k >= 2 { slopeBound = slopeBound + Rational(k) * c.magnitude * power }
            power = power * radius
            valueBound = valueBound + c.magnitude * power
        }
        return (
            valueBound < constant.magnitude ? (constant.isNegative ? -1 : 1) : nil,
            slopeBound < (d.count > 1 ? d[1].magnitude : .zero)
        )
    }
}

/// Σ cₖxᵏ on a ball, by Horner's rule.
private func horner(_ coefficients: [Rational], at x: Ball) -> Ball {
    coefficients.reversed().reduce(Ball(.zero)) { $0 * x + Ball($1) }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
