import Numbers
import Testing

/// Issue 45's headless values, from mpmath 1.2.1 at 50 digits (`nstr(x, 15)`) and qalc.
@Suite("Complex numbers on exact parts")
struct ComplexTests {
    let format = NumberFormat(significantDigits: 15)
    let i = Complex.i

    func complex(_ a: Int, _ b: Int) -> Complex { Complex(Real(a), Real(b)) }

    @Test func arithmeticIsExact() throws {
        #expect(try (complex(1, 2) * complex(3, -1)) == complex(5, 5))
        #expect(try (complex(1, 2) * complex(3, -1)).text(format) == "5 + 5i")
        #expect(try (complex(1, 1) / complex(1, -1)) == i)
        #expect(try complex(1, 1).power(Complex(Real(2))) == Complex(.zero, Real(2)))
        #expect(try complex(1, 1).power(Complex(Real(2))).text(format) == "2i")
        #expect(try complex(3, 4).absoluteValue() == Real(5))
        #expect(try (complex(1, 2) - complex(1, 2)).isZero)
        #expect(throws: ArithmeticError.divisionByZero) { try complex(1, 1) / Complex(.zero) }
    }

    @Test func rootsAndLogarithmsTakeThePrincipalBranch() throws {
        #expect(try Complex(Real(-4)).squareRoot().text(format) == "2i")
        #expect(try complex(3, 4).squareRoot() == complex(2, 1))
        #expect(try complex(3, -4).squareRoot() == complex(2, -1))
        #expect(try Complex(Real(-1)).naturalLogarithm().text(format) == "3.14159265358979i")
        #expect(try i.argument().text(format) == "1.5707963267949")
        #expect(try complex(-1, -1).argument().text(format) == "-2.35619449019234")
        #expect(throws: ArithmeticError.undefined) { try Complex(.zero).argument() }
        // An odd root of a negative real stays real, as the real calculator has it.
        #expect(try Complex(Real(-8)).power(Complex(Real(Rational(1, 3)))) == Complex(Real(-2)))
    }

    @Test func eulersIdentityIsExactlyZero() throws {
        let rotation = try Complex(.zero, .pi).exponential()
        #expect(rotation == Complex(Real(-1)))
        #expect(try (rotation + Complex(.one)).isZero)
        #expect(try (rotation + Complex(.one)).text(format) == "0")
    }

    @Test func iToTheIIsRealAndProven() throws {
        let value = try i.power(i)
        #expect(value.isReal)
        #expect(value.text(format) == "0.207879576350762")
    }

    /// mpmath: asin(2) = 1.5707963267948966192 − 1.3169578969248167086j; sin(i) =
    /// 1.1752011936438014569j; cos(1 + i) = 0.83373002513114904888 − 0.98889770576286509638j.
    @Test func trigonometryLeavesTheRealLineOnItsPrincipalBranch() throws {
        #expect(
            try Complex(Real(2)).arcsine().text(format) == "1.5707963267949 − 1.31695789692482i")
        #expect(
            try Complex(Real(-2)).arcsine().text(format) == "-1.5707963267949 + 1.31695789692482i")
        #expect(try i.sine().text(format) == "1.1752011936438i")
        #expect(try complex(1, 1).cosine().text(format) == "0.833730025131149 − 0.988897705762865i")
        #expect(
            try Complex(Real(Rational(1, 2))).arcsine()
                == Complex(try Real.pi(times: Rational(1, 6))))
    }

    /// mpmath at 30 digits, of 1 + i unless said: each function's value, both parts.
    @Test(arguments: [
        ("tan", "0.271752585319512 + 1.08392332733869i"),
        ("acos", "0.904556894302381 − 1.06127506190504i"),
        ("atan", "1.01722196789785 + 0.402359478108525i"),
        ("sinh", "0.634963914784736 + 1.29845758141598i"),
        ("cosh", "0.833730025131149 + 0.988897705762865i"),
        ("tanh", "1.08392332733869 + 0.271752585319512i"),
        ("asinh", "1.06127506190504 + 0.666239432492515i"),
        ("acosh", "1.06127506190504 + 0.904556894302381i"),
        ("atanh", "0.402359478108525 + 1.01722196789785i"),
        ("log", "0.150514997831991 + 0.34109408846046i"),
    ])
    func everyFunctionOfOnePlusI(name: String, expected: String) throws {
        let z = complex(1, 1)
        let value: Complex =
            switch name {
            case "tan": try z.tangent()
            case "acos": try z.arccosine()
            case "atan": try z.arctangent()
            case "sinh": try z.hyperbolicSine()
            case "cosh": try z.hyperbolicCosine()
            case "tanh": try z.hyperbolicTangent()
            case "asinh": try z.inverseHyperbolicSine()
            case "acosh": try z.inverseHyperbolicCosine()
            case "atanh": try z.inverseHyperbolicTangent()
            default: try z.logarithm(base: 10)
            }
        #expect(value.text(format) == expected)
    }

    /// mpmath: acos(2) = 1.3169578969248167086j, atanh(2) = 0.549306144334055 − 1.5707963267949j,
    /// acosh(−2) = 1.31695789692482 + πj, atan(2i) = π/2 + 0.549306144334055j.
    @Test func realValuesOffTheirDomainTakeTheBranchesMpmathTakes() throws {
        #expect(try Complex(Real(2)).arccosine().text(format) == "1.31695789692482i")
        #expect(
            try Complex(Real(2)).inverseHyperbolicTangent().text(format)
                == "0.549306144334055 − 1.5707963267949i")
        #expect(
            try Complex(Real(-2)).inverseHyperbolicCosine().text(format)
                == "1.31695789692482 + 3.14159265358979i")
        #expect(
            try Complex(.zero, Real(2)).arctangent().text(format)
                == "1.5707963267949 + 0.549306144334055i")
        #expect(throws: ArithmeticError.undefined) { try i.arctangent() }
        #expect(throws: ArithmeticError.undefined) {
            try Complex(Real(1)).inverseHyperbolicTangent()
        }
    }

    /// Each part keeps its exact form, or its ball and formula, through a save.
    @Test func serializedTextReadsBackAsTheSameValue() throws {
        let values = [
            complex(3, -4), Complex(Real(Rational(1, 2)), try Real(2).squareRoot()),
            try i.power(i), try complex(1, 1).cosine(), Complex(.zero, .pi),
        ]
        for value in values {
            #expect(Complex(serialized: value.serialized) == value, "\(value.serialized)")
        }
        #expect(complex(3, -4).serialized == "3,-4")
        #expect(Complex(serialized: "7") == Complex(Real(7)))
        // The identity survives the save: e^(iπ) of the saved parts plus 1 is still exactly 0.
        let rotation = try #require(Complex(serialized: Complex(.zero, .pi).serialized))
        #expect(try (rotation.exponential() + Complex(.one)).isZero)
        for damaged in ["", ",", "1,2,3", "1,x", "x,1"] {
            #expect(Complex(serialized: damaged) == nil, "\(damaged)")
        }
    }

    @Test func signsAndUnitCoefficientsAreWrittenAsPeopleWriteThem() throws {
        #expect(i.text(format) == "i")
        #expect((-i).text(format) == "-i")
        #expect(complex(2, -3).text(format) == "2 − 3i")
        #expect(complex(-2, 1).text(format) == "-2 + i")
        #expect(Complex(Real(7)).text(format) == "7")
        let fractions = NumberFormat(style: .fraction)
        #expect(Complex(Real(Rational(1, 2)), Real(Rational(3, 4))).text(fractions) == "1/2 + 3/4i")
        #expect(Complex(.zero, Real(Rational(-1, 3))).text(fractions) == "-1/3i")
    }
}
