import Testing

@testable import Numbers

/// No exponent or coefficient is a machine integer that can overflow, and no exact form grows
/// past `Rational.maximumBitWidth`: every operation on extreme values gives a value or an
/// `ArithmeticError`, never a trap, and what it keeps stays bounded.
@Suite("Extreme exact forms")
struct ExtremeFormsTests {
    private static let minimumWord = Real(Rational(Int.min))

    /// Issue 42, item 1: these trapped with "arithmetic overflow" (−Int.min). Issue 44: they
    /// are values, their decimal exponents beyond a word's arithmetic (mpmath's digits).
    @Test func theSmallestWordAsAnExponentIsAValue() throws {
        let powers = [
            (Real(2), "7.24148462211175e-2776511644261678567"),
            (Real(10), "1e-9223372036854775808"),
            (try Real(2).squareRoot(), "8.50969131174084e-1388255822130839284"),
        ]
        for (base, text) in powers {
            #expect(try settled { try base.power(Self.minimumWord) } == text)
        }
        #expect(
            try settled { try Real(2).power(-Self.minimumWord) }
                == "1.38093229798005e+2776511644261678566")
        let product = try Real(2).naturalLogarithm() * Self.minimumWord
        // ln 2 × −2^63 = −6.39315432260133…e18 (mpmath).
        #expect(product.text(significantDigits: 15) == "-6.39315432260133e+18")
    }

    /// Issue 42, item 2: `c·e^q` squared 22 times has a coefficient of 3^(2^22), 6.6 million
    /// bits; it becomes a ball, as a fraction of that size does.
    @Test func aCoefficientPastTheLimitBecomesABall() throws {
        var value = try Real(Rational(1, 1 << 30)).exponential() * Real(3)
        for _ in 0..<21 { value = try value.squared() }
        #expect(value.isExact)
        value = try value.squared()
        #expect(!value.isExact)
        #expect(throws: ArithmeticError.tooLarge) {
            var large = value
            for _ in 0..<100 { large = try large.squared() }
            return large
        }
    }

    /// Chains from extreme seeds through every exact form: each step a value whose
    /// exact parts fit the limit, or a message.
    @Test func chainsStayBounded() throws {
        let twoToThe63 = Real(Rational(digits: "9223372036854775808")!)
        let seeds: [() throws -> Real] = [
            { Self.minimumWord }, { Real(Int.max) }, { twoToThe63 }, { .e }, { .pi },
            { try Real(2).squareRoot() }, { try Real(2).naturalLogarithm() },
            { try Real(10).power(Real(1_000_000)) }, { try Real(-7).exponential() },
            { Real(Rational(-3, 1 << 62)) },
        ]
        let steps: [(Real, Real) throws -> Real] = [
            { a, _ in try a.squared() }, { a, b in try a * b }, { a, b in try a / b },
            { a, b in try a + b }, { a, b in try a - b }, { a, b in try a.power(b) },
            { a, _ in try a.power(Self.minimumWord) }, { a, _ in try a.power(twoToThe63) },
            { a, _ in try a.exponential() }, { a, _ in try a.naturalLogarithm() },
            { a, _ in try a.reciprocal() }, { a, _ in try a.squareRoot() },
            { a, b in try a * b.exponential() },
        ]
        // Every seed through chains of 8 steps, the steps and the other operands in a different
        // order for each chain (strides coprime to their counts): 10 × 13 chains, no generator.
        var (values, errors) = (0, 0)
        for (seedIndex, seed) in seeds.enumerated() {
            for chain in 0..<steps.count {
                var value = try seed()
                for position in 0..<8 {
                    let step = steps[(chain + 5 * position) % steps.count]
                    let other = try seeds[(seedIndex + 3 * position + chain) % seeds.count]()
                    do {
                        value = try Precision.$bits.withValue(128) { try step(value, other) }
                        #expect(value.exactBitWidth <= Rational.maximumBitWidth)
                        values += 1
                    } catch let error as ArithmeticError {
                        #expect(error != .imprecise || !value.isExact)
                        errors += 1
                        break
                    }
                }
            }
        }
        // Both outcomes occur: the chains reach the limits and pass them.
        #expect(values > 150)
        #expect(errors > 30)
    }
}
