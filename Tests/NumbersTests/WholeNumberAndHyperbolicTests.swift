import Numbers
import Testing

/// The functions of issue 25 on the exact engine. Digits from mpmath 1.2.1 at 40 digits
/// (`nstr(x, 20)`), the true values correctly rounded; exact results are the mathematics'.
@Suite("Rounding, remainders, counting, hyperbolic functions")
struct WholeNumberAndHyperbolicTests {
    @Test func provenDigits() throws {
        let cases: [(String, () throws -> Real, String)] = [
            ("sinh 1", { try Real(1).hyperbolicSine() }, "1.1752011936438014569"),
            ("cosh 2", { try Real(2).hyperbolicCosine() }, "3.7621956910836314596"),
            ("tanh 0.5", { try real("0.5").hyperbolicTangent() }, "0.4621171572600097585"),
            ("asinh 1", { try Real(1).inverseHyperbolicSine() }, "0.88137358701954302523"),
            ("acosh 2", { try Real(2).inverseHyperbolicCosine() }, "1.3169578969248167086"),
            ("atanh 0.5", { try real("0.5").inverseHyperbolicTangent() }, "0.5493061443340548457"),
            ("log₂ 10", { try Real(10).binaryLogarithm() }, "3.3219280948873623479"),
            ("∛2", { try Real(2).root(Real(3)) }, "1.2599210498948731648"),
            ("2 ʸ√ 5", { try Real(2).root(Real(5)) }, "1.1486983549970350068"),
            ("π mod 1", { try Real.pi.modulo(Real(1)) }, "0.14159265358979323846"),
            ("e mod −1", { try Real.e.modulo(Real(-1)) }, "-0.28171817154095476464"),
        ]
        for (name, value, shown) in cases {
            #expect(try value().text(significantDigits: 20) == shown, "\(name)")
        }
    }

    @Test func exactWhereTheMathematicsIs() throws {
        let cases: [(String, () throws -> Real, String)] = [
            ("cosh 0", { try Real(0).hyperbolicCosine() }, "1"),
            ("sinh(ln 3)", { try Real(3).naturalLogarithm().hyperbolicSine() }, "4/3"),
            ("tanh(ln 2)", { try Real(2).naturalLogarithm().hyperbolicTangent() }, "3/5"),
            ("acosh 1", { try Real(1).inverseHyperbolicCosine() }, "0"),
            (
                "e^asinh(3/4)", { try Real(Rational(3, 4)).inverseHyperbolicSine().exponential() },
                "2"
            ),
            ("floor(7/2)", { try Real(Rational(7, 2)).floor() }, "3"),
            ("floor −2.5", { try real("-2.5").floor() }, "-3"),
            ("ceil 2.1", { try real("2.1").ceiling() }, "3"),
            ("round 2.5", { try real("2.5").rounded() }, "3"),
            ("round −2.5", { try real("-2.5").rounded() }, "-3"),
            ("round −0.4", { try real("-0.4").rounded() }, "0"),
            ("int −2.7", { try real("-2.7").integerPart() }, "-2"),
            ("frac −2.75", { try real("-2.75").fractionalPart() }, "-3/4"),
            ("|−3.5|", { try real("-3.5").absoluteValue() }, "7/2"),
            ("7 mod −3", { try Real(7).modulo(Real(-3)) }, "-2"),
            ("−7 mod 3", { try Real(-7).modulo(Real(3)) }, "2"),
            ("7.5 mod 2", { try real("7.5").modulo(Real(2)) }, "3/2"),
            ("π mod π", { try Real.pi.modulo(Real.pi) }, "0"),
            (
                "floor(√2 × 10^10)", { try (Real(2).squareRoot() * real("1e10")).floor() },
                "14142135623"
            ),
            ("log₂ 1024", { try Real(1024).binaryLogarithm() }, "10"),
            ("log₂ 1/8", { try Real(Rational(1, 8)).binaryLogarithm() }, "-3"),
            ("∛27", { try Real(27).root(Real(3)) }, "3"),
            ("∛−8", { try Real(-8).root(Real(3)) }, "-2"),
            ("10^3", { try Real(10).power(Real(3)) }, "1000"),
            ("100 nCr 50", { try Real(100).choose(Real(50)) }, "100891344545564193334812497256"),
            ("10 nPr 3", { try Real(10).permutations(Real(3)) }, "720"),
            ("3 nCr 5", { try Real(3).choose(Real(5)) }, "0"),
            (
                "(10^30) nCr 2", { try real("1e30").choose(Real(2)) },
                "499999999999999999999999999999500000000000000000000000000000"
            ),
        ]
        for (name, value, exact) in cases {
            let result = try value()
            #expect(result.isExact, "\(name)")
            #expect(result.rational?.description == exact, "\(name)")
        }
    }

    /// 1000 nCr 500 = 2.70288240945436569515614693626e+299 (mpmath): every one of its 300
    /// digits is kept.
    @Test func countsAreExactAtAnySize() throws {
        let count = try Real(1000).choose(Real(500)).rational?.description ?? ""
        #expect(count.count == 300)
        #expect(count.hasPrefix("27028824094543656951561469362"))
    }

    /// Counts of more than a word's things: approximations, within the range (mpmath's
    /// exp(loggamma)); found by the oracle, which they used to answer "Result is too large".
    @Test func countsOfMoreThanAWordOfThings() throws {
        let n = real("12345678901234567890")
        #expect(
            try n.permutations(n).text(significantDigits: 15)
                == "3.47208246133531e+230336053424623007334")
        #expect(
            try n.choose(real("6172839450617283945")).text(significantDigits: 15)
                == "4.75127588614164e+3716419666107546088")
    }

    @Test func errorsInWords() {
        #expect(throws: ArithmeticError.needsWholeNumbers) { try real("2.5").choose(Real(2)) }
        #expect(throws: ArithmeticError.needsWholeNumbers) { try Real(-1).permutations(Real(2)) }
        #expect(throws: ArithmeticError.needsWholeNumbers) { try Real.pi.choose(Real(1)) }
        #expect(throws: ArithmeticError.divisionByZero) { try Real(7).modulo(Real(0)) }
        #expect(throws: ArithmeticError.notReal) { try Real(0).inverseHyperbolicCosine() }
        #expect(throws: ArithmeticError.undefined) { try Real(1).inverseHyperbolicTangent() }
        #expect(throws: ArithmeticError.notReal) { try Real(2).inverseHyperbolicTangent() }
        #expect(throws: ArithmeticError.notReal) { try Real(-8).root(Real(2)) }
        #expect(throws: ArithmeticError.undefined) { try Real(8).root(Real(0)) }
        #expect(throws: ArithmeticError.logarithmOfNonPositiveNumber) {
            try Real(0).binaryLogarithm()
        }
        #expect(throws: ArithmeticError.tooLarge) { try real("1e31").hyperbolicCosine() }
    }

    /// A value known only as a ball around a whole number: the ball never decides it, the
    /// exact field does (sin²1 + cos²1 is 1).
    @Test func aValueOnAWholeNumberIsGivenItsFloorByTheField() throws {
        let one = try Real(1).sine().squared() + Real(1).cosine().squared()
        #expect(!one.isExact)
        #expect(try one.floor() == Real(1))
        #expect(try one.ceiling() == Real(1))
        #expect(try one.modulo(Real(1)) == Real(0))
        #expect(try (one * real("2.5")).rounded() == Real(3))
        #expect(try (Real(8).naturalLogarithm() / Real(2).naturalLogarithm()).floor() == Real(3))
    }
}
