import Numbers
import Testing

/// Expected digits come from mpmath 1.2.1 at 60 digits (`nstr(x, 15)`), an independent
/// reference: each is the true value correctly rounded.
@Suite("Only correct digits")
struct ApproximationTests {
    @Test func correctlyRounded() throws {
        let cases: [(String, () throws -> Real, String)] = [
            ("√2", { try Real(2).squareRoot() }, "1.4142135623731"),
            ("ln 2", { try Real(2).naturalLogarithm() }, "0.693147180559945"),
            ("log 2", { try Real(2).commonLogarithm() }, "0.301029995663981"),
            ("sin 1", { try Real(1).sine() }, "0.841470984807897"),
            ("cos 1", { try Real(1).cosine() }, "0.54030230586814"),
            ("tan 1", { try Real(1).tangent() }, "1.5574077246549"),
            ("sin 10°", { try (Real.pi / Real(18)).sine() }, "0.17364817766693"),
            ("atan 0.3", { try real("0.3").arctangent() }, "0.291456794477867"),
            ("asin 0.3", { try real("0.3").arcsine() }, "0.304692654015398"),
            ("acos 0.3", { try real("0.3").arccosine() }, "1.2661036727795"),
            ("e^10", { try Real(10).exponential() }, "22026.4657948067"),
            ("e^−1000", { try Real(-1000).exponential() }, "5.07595889754946e-435"),
            ("0.5!", { try real("0.5").factorial() }, "0.886226925452758"),
            ("(−0.5)!", { try real("-0.5").factorial() }, "1.77245385090552"),
            ("3.7!", { try real("3.7").factorial() }, "15.4314116000474"),
            ("(−3.7)!", { try real("-3.7").factorial() }, "-0.931082784838964"),
            ("5000!", { try Real(5000).factorial() }, "4.22857792660554e+16325"),
            ("sin 10^18", { try real("1e18").sine() }, "-0.992969320740405"),
            ("√(10^401)", { try Real(10).power(Real(401)).squareRoot() }, "3.16227766016838e+200"),
            ("2^0.3", { try Real(2).power(real("0.3")) }, "1.23114441334492"),
            ("e", { try Real.e * Real(1) }, "2.71828182845905"),
            ("π", { try Real.pi * Real(1) }, "3.14159265358979"),
            ("sin 1e−100", { try real("1e-100").sine() }, "1e-100"),
            ("ln(1 + 1e−30)", { try (Real(1) + real("1e-30")).naturalLogarithm() }, "1e-30"),
        ]
        for (name, value, shown) in cases {
            #expect(try value().text(significantDigits: 15) == shown, "\(name)")
        }
    }

    /// Arb reduces an exact angle with the bits its size needs; an angle known only as a ball
    /// wider than 1 has no place in its turn until Ziv's loop narrows it. Digits from mpmath.
    @Test func hugeAnglesShowEveryDigit() throws {
        #expect(try real("1e30").sine().text(significantDigits: 15) == "-0.0901169019121381")
        let power = { (n: Int) in try Real(2).power(Real(n)) }
        #expect(try power(110).cosine().text(significantDigits: 15) == "-0.333642995436955")
        #expect(try power(127).tangent().text(significantDigits: 15) == "0.797255201642439")
        #expect(throws: ArithmeticError.angleTooLarge) { try real("1e100").cosine() }
        #expect(try settled { try real("1e100").cosine() } == "-0.928081905074655")
    }

    /// Issue 42, item 20: q·π = 1.234567890123455 + 10^−45 (+ 10^−70 or so, mpmath) lies
    /// just above a rounding tie; one fixed-precision ball dropped a digit there.
    @Test func anExactValueNearATieGetsEveryDigit() throws {
        let q = Rational(
            decimalText: "0.3929751645913595485608845881588237698774654257121239284481684040514466")!
        let value = try Real.pi(times: q)
        #expect(value.text(significantDigits: 15) == "1.23456789012346")
        #expect((-value).text(significantDigits: 16) == "-1.234567890123455")
    }

    @Test func seventeenDigitsAreStillCorrect() throws {
        #expect(try Real(2).squareRoot().text(significantDigits: 17) == "1.414213562373095")
        #expect(try Real(1).cosine().text(significantDigits: 17) == "0.54030230586813972")
        #expect(
            try Real(5000).factorial().text(significantDigits: 17) == "4.2285779266055435e+16325")
    }

    /// 0 where an exact form or the exact field says so: tan(π/18) − sin(π/18)/cos(π/18) is
    /// a ball around 0 that the field proves is 0.
    @Test func onlyAnExactDifferenceIsZero() throws {
        let sine45 = try (Real.pi / Real(4)).sine()
        #expect(try (sine45 - Real(2).squareRoot().reciprocal()).isZero)
        #expect(try (Real(2).squareRoot().squared() - Real(2)).isZero)
        #expect(try (Real(8).squareRoot() - Real(2) * Real(2).squareRoot()).isZero)
        let angle = try Real.pi / Real(18)
        let difference = try angle.tangent() - angle.sine() / angle.cosine()
        #expect(difference.isZero)
        #expect(difference.text(significantDigits: 15) == "0")
        #expect(throws: ArithmeticError.divisionByZero) { try Real(1) / difference }
        // π·10^−20000 is no 0, and no ball short of 66 000 bits tells it from one.
        let tiny = try Real.pi * Real(10).power(Real(-20000)) + Real(1) - Real(1)
        #expect(!tiny.isZero)
        #expect(tiny.text(significantDigits: 15) == "0.000000000000000…")
        // At the first 128 bits: |x| < 2^−124, 37 places.
        #expect(tiny.placesKnownToBeZero == 37)
    }

    /// log(tanh(10^70000)) is −e^(−2·10^70000)·2/ln 10 or so: a ball around 0 narrower than a
    /// word's exponent counts (it overflowed the exponent), still written as a true bound.
    @Test func aBallNarrowerThanAWordCountsIsABound() throws {
        let value = try Real(10).power(Real(70000)).hyperbolicTangent().commonLogarithm()
        #expect(value.text(significantDigits: 15) == "0.000000000000000…")
        #expect(value.placesKnownToBeZero == 330_974_990_193)
    }
}

/// The value's text once Ziv's loop has settled it, or its error.
func settled(_ evaluate: () throws -> Real) throws -> String {
    let result = Precision.adaptive {
        Result { try evaluate() }
    } isSettled: {
        switch $0 {
        case .success(let value): value.isKnown(toDigits: 20)
        case .failure(let error):
            error as? ArithmeticError != .imprecise && error as? ArithmeticError != .angleTooLarge
        }
    }
    return try result.get().text(significantDigits: 15)
}

@Suite("Exact where the mathematics is")
struct ExactValueTests {
    @Test func rationalArithmeticHasNoBinaryNoise() throws {
        #expect(try real("0.1") + real("0.2") - real("0.3") == .zero)
        #expect(try Real(1) - real("0.9") - real("0.1") == .zero)
        #expect(try real("504.99") - Real(500) - real("4.99") == .zero)
        #expect(
            try (Real(10).power(Real(16)) + Real(1)).text(significantDigits: 15)
                == "10000000000000001")
        #expect(
            try (real("12345678901234567890") + Real(1)).text(significantDigits: 15)
                == "12345678901234567891")
    }

    /// Integers that fit in a machine word take a fast path; its edges must hand over to the
    /// big integers without a wrong digit. Expected values from Python's integers.
    @Test func machineWordEdgesCarryOver() throws {
        let largest = Rational(Int.max)
        #expect((largest + .one).description == "9223372036854775808")
        #expect((Rational(Int.min) - .one).description == "-9223372036854775809")
        #expect((-Rational(Int.min)).description == "9223372036854775808")
        #expect(
            (largest * largest).description
                == "85070591730234615847396907784232501249")
        #expect(largest + .one - .one == largest)
        #expect(Rational(Int.min) < Rational(Int.max) && -largest < largest)
        // Powers by squaring in a word, then FLINT's once a product overflows.
        let powers = [(2, 62), (2, 63), (-2, 63), (-2, 64), (3, 39), (3, 40), (-7, 5), (10, 18)]
        #expect(
            powers.map { Rational($0).power($1)?.description ?? "" } == [
                "4611686018427387904", "9223372036854775808", "-9223372036854775808",
                "18446744073709551616", "4052555153018976267", "12157665459056928801",
                "-16807", "1000000000000000000",
            ])
        #expect(Rational(1).power(1_000_000) == .one && Rational(-1).power(1_000_001) == -.one)
    }

    @Test func exactSquareRootsOfLargeSquares() throws {
        let root = try #require(Rational(decimalText: "123456789012345678901234567891"))
        #expect((root * root).root(2) == root)
        #expect((root * root - .one).root(2) == nil)
        #expect((root * root + .one).root(2) == nil)
        #expect(Rational(3).root(2) == nil && Rational(4).root(2) == Rational(2))
        // Roots of every size from one word to 600 bits: an off-by-one anywhere shows here.
        for power in stride(from: 1, through: 380, by: 7) {
            let x = try #require(Rational(3).power(power)) + Rational(power)
            #expect((x * x).root(2) == x)
            #expect((x * x - .one).root(2) == nil)
            #expect((x * x + x + x).root(2) == nil)
        }
    }

    @Test func powersAndRoots() throws {
        #expect(try Real(2).power(Real(64)).text(significantDigits: 15) == "18446744073709551616")
        #expect(try Real(4).power(real("0.5")) == Real(2))
        #expect(try Real(-8).power(Real(1) / Real(3)) == Real(-2))
        #expect(try (Real(16) / Real(9)).squareRoot() == (try Real(4) / Real(3)))
        #expect(try Real(0).power(Real(0)) == .one)
        #expect(throws: ArithmeticError.notReal) { try Real(-8).power(real("0.5")) }
        // A root whose degree does not fit in a machine word: even, so not real (was −1).
        #expect(throws: ArithmeticError.notReal) { try Real(-1).power(real("1e-20")) }
        #expect(throws: ArithmeticError.divisionByZero) { try Real(0).power(Real(-1)) }
    }

    @Test func trigonometryAtTheKnownAngles() throws {
        #expect(try Real.pi.sine() == .zero)
        #expect(try (Real.pi / Real(3)).cosine() == (try Real(1) / Real(2)))
        #expect(try (Real.pi / Real(4)).tangent() == .one)
        #expect(try (Real.pi * Real(-7) / Real(6)).sine() == (try Real(1) / Real(2)))
        #expect(throws: ArithmeticError.undefined) { try (Real.pi / Real(2)).tangent() }
        #expect(throws: ArithmeticError.undefined) { try (Real.pi * Real(3) / Real(2)).tangent() }
        #expect(try Real(1).arcsine() == (try Real.pi / Real(2)))
        #expect(try Real(-1).arccosine() == .pi)
        #expect(try Real(1).arctangent() == (try Real.pi / Real(4)))
        #expect(throws: ArithmeticError.notReal) { try Real(2).arcsine() }
    }

    @Test func logarithmsAndExponentials() throws {
        #expect(try Real(1).naturalLogarithm() == .zero)
        #expect(try Real(1).commonLogarithm() == .zero)
        #expect(try Real(1000).commonLogarithm() == Real(3))
        #expect(try real("0.001").commonLogarithm() == Real(-3))
        #expect(try Real.e.naturalLogarithm() == .one)
        #expect(try Real(0).exponential() == .one)
        #expect(try Real(2).exponential().naturalLogarithm() == Real(2))
        #expect(throws: ArithmeticError.logarithmOfNonPositiveNumber) {
            try Real(0).naturalLogarithm()
        }
    }

    @Test func factorials() throws {
        #expect(
            try Real(25).factorial().text(significantDigits: 15) == "15511210043330985984000000")
        let big = try Real(171).factorial().text(significantDigits: 15)
        #expect(
            big.hasPrefix(
                "1241018070217667823424840524103103992616605577501693185388951803611996075"))
        #expect(big.count == 310)
        #expect(try Real(1000).factorial().text(significantDigits: 15).count == 2568)
        #expect(throws: ArithmeticError.undefined) { try Real(-1).factorial() }
        #expect(throws: ArithmeticError.undefined) { try real("-3").factorial() }
    }
}

@Suite("Guard rails")
struct GuardRailTests {
    /// Found by the unit suite taking 130 s: x·x shares x, but its text writes x twice, so
    /// ten squarings of a million-digit number wrote a thousand copies into the saved text.
    @Test func aFormulaOfHugeNumbersIsNotWrittenOut() throws {
        var value = try Real(10).power(Real(1 << 20))
        #expect(value.isExact)
        for _ in 0..<6 { value = try value.squared() }
        #expect(!value.isExact)
        #expect(value.serialized.utf8.count < 200)
        #expect(!value.serialized.contains("|"))
        // √2² is exactly 2: the formula starts from the exact 4.
        let small = try Real(2).squareRoot().squared().squared() + Real(1).sine()
        #expect(small.serialized.hasSuffix("|4 1 sin +"))
    }

    @Test func squaringForeverBecomesTooLarge() throws {
        var value = Real(2)
        var error: ArithmeticError?
        for _ in 0..<110 {
            do { value = try value.squared() } catch let failure {
                error = failure
                break
            }
        }
        #expect(error == .tooLarge)
    }

    @Test func towersAndHugeExponentsAreRefused() throws {
        // Exponents have no word's limit: only one of more than 100 bits is refused.
        #expect(
            try Real(10).power(Real(10).power(Real(10))).text(significantDigits: 15)
                == "1e+10000000000")
        #expect(throws: ArithmeticError.tooLarge) { try Real(10).power(Real(10).power(Real(40))) }
        #expect(
            try real("-1e8").exponential().text(significantDigits: 15)
                == "6.45170969282177e-43429449")
        #expect(throws: ArithmeticError.tooSmall) { try real("-1e31").exponential() }
        #expect(throws: ArithmeticError.tooLarge) { try settled { try real("1e30").factorial() } }
        // Approximations to huge integer powers: found by the oracle, which trapped on the
        // exponent of repeated squaring overflowing an Int.
        let (above, below) = (try Real(2).squareRoot() + Real(10), try Real(2).squareRoot() - 1)
        #expect(throws: ArithmeticError.tooLarge) { try above.power(real("1e40")) }
        #expect(throws: ArithmeticError.tooSmall) { try below.power(real("1e40")) }
        #expect(throws: ArithmeticError.tooLarge) { try (-above).power(real("1e40") + 1) }
        // e^(10^7) is 6.5922325346184394896e+4342944 and Γ(1.5 − 10^19) is
        // −4.06770198777668e−185657055180967481705 (mpmath).
        #expect(
            try Real(10).power(Real(7)).exponential().text(significantDigits: 6)
                == "6.59223e+4342944")
        #expect(
            try settled { try (real("-1e19") + real("0.5")).factorial() }
                == "-4.06770198777668e-185657055180967481705")
        // Balls across a question's answer decide nothing: an angle around π/2 may or may not
        // be a pole, log(10 + 10^−40) may exceed 1, and log 8 / log 2 may or may not be the
        // integer a negative base needs.
        let aroundThree = try Real(8).commonLogarithm() / Real(2).commonLogarithm()
        let aroundHalfPi = try aroundThree * Real.pi / Real(6)
        #expect(throws: ArithmeticError.imprecise) { try aroundHalfPi.tangent() }
        let justAboveOne = try (Real(10) + real("1e-40")).commonLogarithm()
        #expect(throws: ArithmeticError.imprecise) { try justAboveOne.arcsine() }
        #expect(throws: ArithmeticError.imprecise) { try Real(-3).power(aroundThree) }
        #expect(throws: ArithmeticError.notReal) { try Real(-3).power(Real(2).squareRoot()) }
        // Digits from mpmath.
        #expect(try below.power(Real(65536)).text(significantDigits: 6) == "2.58634e-25086")
        #expect(try below.power(Real(65537)).text(significantDigits: 6) == "1.0713e-25086")
    }

    /// Exact up to 2^22 bits (1.26 million digits); 3^3 000 000 has 4.75 million. Digits from
    /// mpmath.
    @Test func anExactValueTooLargeToKeepBecomesAnApproximation() throws {
        let exact = try Real(3).power(Real(2_000_000))
        #expect(exact.isExact)
        let power = try Real(3).power(Real(3_000_000))
        #expect(!power.isExact)
        #expect(power.text(significantDigits: 15) == "5.80977063733553e+1431363")
    }
}
