import Numbers
import Testing

@testable import CalculatorModel

/// Each derivative written (`OperationID.derivative`) against a central difference of the
/// operation's own exact value: (f(x + h) − f(x − h)) ÷ 2h differs from f′(x) by about h²,
/// 10⁻⁴⁰ at h = 10⁻²⁰, far below the 15 digits compared.
@Suite("Derivatives of operations")
struct OperationDerivativeTests {
    /// A point inside each operation's domain.
    private static func point(for id: OperationID) -> Real {
        switch id {
        case .inverseHyperbolicCosine: Real(Rational(7, 3))
        default: Real(Rational(3, 10))
        }
    }

    private static let unaries: [OperationID] = [
        .squareRoot, .cubeRoot, .square, .cube, .reciprocal, .negation, .absoluteValue, .sine,
        .cosine, .tangent, .arcsine, .arccosine, .arctangent, .hyperbolicSine,
        .hyperbolicCosine, .hyperbolicTangent, .inverseHyperbolicSine, .inverseHyperbolicCosine,
        .inverseHyperbolicTangent, .naturalLogarithm, .commonLogarithm, .binaryLogarithm,
        .exponential, .powerOfTen, .powerOfTwo,
    ]

    @Test(arguments: unaries, [AngleUnit.radians, .degrees])
    func theDerivativeIsTheLimitOfTheDifferenceQuotient(of id: OperationID, unit: AngleUnit)
        throws
    {
        let x = Self.point(for: id)
        let h = try Real(1) / Real(Rational(10).power(20)!)
        let y = try id.apply(x, unit)
        let derivative = try #require(try id.derivative(at: x, value: y, unit))
        let quotient =
            try (id.apply(x + h, unit) - id.apply(x - h, unit)) / (Real(2) * h)
        #expect(
            derivative.text(significantDigits: 15) == quotient.text(significantDigits: 15),
            "\(id) in \(unit)")
    }

    @Test(arguments: [OperationID.plus, .minus, .times, .dividedBy, .power])
    func binaryDerivativesFollowTheChainRule(of id: OperationID) throws {
        // a(t) = 3/10 + t, b(t) = 7/5 − 2t: d/dt of a ∘ b at t = 0.
        let (a, b, h) = (Real(Rational(3, 10)), Real(Rational(7, 5)), Real(Rational(1, 10)))
        let tiny = try h.power(Real(20))
        let y = try id.apply(a, b)
        let derivative = try #require(
            try id.derivative(a, b, value: y, Real(1), Real(-2)))
        let quotient =
            try (id.apply(a + tiny, b - Real(2) * tiny) - id.apply(a - tiny, b + Real(2) * tiny))
            / (Real(2) * tiny)
        #expect(derivative.text(significantDigits: 15) == quotient.text(significantDigits: 15))
    }
}
