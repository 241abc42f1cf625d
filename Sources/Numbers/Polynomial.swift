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

    /// The quotient and remainder of division by `divisor`, which is not zero.
    public func divided(by divisor: Polynomial) -> (quotient: Polynomial, remainder: Polynomial) {
        var remainder = coefficients
        let lead = divisor.coefficients[divisor.degree]
        var quotient = [Rational](repeating: .zero, count: max(0, degree - divisor.degree + 1))
        for shift in stride(from: degree - divisor.degree, through: 0, by: -1) {
            let factor = remainder[shift + divisor.degree] / lead
            quotient[shift] = factor
            for (k, c) in divisor.coefficients.enumerated() {
                remainder[shift + k] = remainder[shift + k] - factor * c
            }
        }
        return (Polynomial(quotient), Polynomial(remainder))
    }

    /// The same roots, each simple: the polynomial divided by its greatest common divisor with
    /// its derivative (Euclid's algorithm on exact fractions), made monic.
    public var squareFreePart: Polynomial {
        guard degree > 1 else { return self }
        var (a, b) = (self, derivative)
        while !b.coefficients.isEmpty { (a, b) = (b, a.divided(by: b).remainder) }
        let part = divided(by: a).quotient
        return part.scaled(by: part.coefficients[part.degree].reciprocal)
    }

    /// A bound on the magnitude of every root (Cauchy's: 1 + max |cᵢ ÷ cₙ|), a power of 2.
    public var rootBound: Rational {
        guard degree > 0 else { return .one }
        let lead = coefficients[degree].magnitude
        let largest = coefficients.dropLast().map { $0.magnitude / lead }.max() ?? .zero
        var bound = Rational.one
        while bound < .one + largest { bound = bound * Rational(2) }
        return bound
    }

    /// The value at `x` (a ball may hold an interval), by Horner's rule.
    public func value(at x: Real) throws(ArithmeticError) -> Real {
        var value = Real.zero
        for c in coefficients.reversed() { value = try value * x + Real(c) }
        return value
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
