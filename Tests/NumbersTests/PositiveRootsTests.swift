import Numbers
import Testing

/// The positive roots of polynomials: every one found, none made up, each proven to the
/// digits shown. Roots worked by hand from the factors.
@Suite struct PositiveRootsTests {
    private func roots(_ coefficients: [Real]) throws -> [String] {
        try Real.positiveRoots(ofPolynomial: coefficients).map { $0.text(significantDigits: 15) }
    }

    @Test func eachRootOfAFactoredPolynomialIsFoundInOrder() throws {
        // (x − 1/3)(x − 2)(x − 5) = x³ − 22/3 x² + 37/3 x − 10/3.
        let cubic: [Real] = [
            Real(Rational(-10, 3)), Real(Rational(37, 3)), Real(Rational(-22, 3)), 1,
        ]
        #expect(try roots(cubic) == ["0.333333333333333", "2", "5"])
        // (x + 1)(x − 3)(x − 1/2): the negative root is no positive one.
        let mixed: [Real] = [Real(Rational(3, 2)), -2, Real(Rational(-5, 2)), 1]
        #expect(try roots(mixed) == ["0.5", "3"])
    }

    @Test func rootsAtPointsTheBisectionMeetsAreExact() throws {
        let found = try Real.positiveRoots(ofPolynomial: [
            Real(Rational(3, 2)), -2, Real(Rational(-5, 2)), 1,
        ])
        #expect(found.first?.rational == Rational(1, 2))
        #expect(try Real.positiveRoots(ofPolynomial: [-6, 1]).first?.rational == Rational(6))
    }

    @Test func rootsThatAreNotPositiveOrNotRealAreNone() throws {
        #expect(try roots([1, 0, 1]).isEmpty)  // x² + 1
        #expect(try roots([2, 3, 1]).isEmpty)  // (x + 1)(x + 2)
        #expect(try roots([0, 0, 1]).isEmpty)  // x² has its roots at 0
        #expect(try roots([5]).isEmpty)
    }

    @Test func closeRootsAreToldApart() throws {
        // (x − 1)(x − 1.000001): two roots a millionth apart.
        let close: [Real] = [
            Real(Rational(1_000_001, 1_000_000)), Real(Rational(-2_000_001, 1_000_000)), 1,
        ]
        #expect(try roots(close) == ["1", "1.000001"])
    }

    @Test func anIrrationalRootIsProvenToTheDigitsShown() throws {
        // x² − 2: √2.
        #expect(try roots([-2, 0, 1]) == ["1.4142135623731"])
        let digits = Precision.proving(digits: 40) {
            (try? Real.positiveRoots(ofPolynomial: [-2, 0, 1]))?.first?.text(significantDigits: 40)
        }
        #expect(digits == "1.41421356237309504880168872420969807857")
    }
}
