import CalculatorModel
import Numbers
import Testing

/// Issue 56 in the model: the functions of money, read from text and evaluated exactly. The
/// expected values are the issue's (checked against LibreOffice's formulas) and fractions
/// worked in Python's `fractions`; `Tests/Oracle/money_oracle.py` checks thousands more.
@Suite struct MoneyFunctionTests {
    @Test(arguments: [
        ("pmt(0.08/12, 10, 10000)", "-1037.03208935915"),
        ("pmt(0.08/12, 10, 10000, 0, 1)", "-1030.16432717797"),
        ("fv(0.005, 10, -200, -500, 1)", "2581.40337406018"),
        ("pv(0.08/12, 240, 500)", "-59777.145851188"),
        ("nper(0.01, -100, -1000, 10000, 1)", "59.6738656742946"),
        ("rate(48, -200, 8000)", "0.00770147248820204"),
        ("ipmt(0.1/12, 1, 36, 8000)", "-66.6666666666667"),
        ("ppmt(0.08, 10, 10, 200000)", "-27598.0534624214"),
        ("npv(0.1, -10000, 3000, 4200, 6800)", "1188.44341233522"),
        ("irr(-70000, 12000, 15000, 18000, 21000, 26000)", "0.0866309480365316"),
        ("pmt(0, 12, 1200)", "-100"),
        ("sln(30000, 7500, 10)", "2250"),
        ("syd(30000, 7500, 10, 1)", "4090.90909090909"),
        ("ddb(2400, 300, 10, 1)", "480"),
        // The rest of ddb's life: it stops at the salvage value.
        ("ddb(2400, 300, 10, 10)", "22.1225472"),
        ("effect(0.0525, 4)", "0.0535426673707581"),
        ("nominal(0.0535426673707581, 4)", "0.0525"),
    ])
    func theIssuesValuesAreShownDigitForDigit(call: String, shown: String) throws {
        #expect(try evaluated(call) == shown)
    }

    @Test func exactArgumentsGiveExactValues() throws {
        #expect(
            try evaluated("pmt(0.08/12, 10, 10000)", .fraction)
                == "-1232535590067343702800200/1188522132260155542003")
        #expect(try evaluated("ipmt(0.1/12, 1, 36, 8000)", .fraction) == "-200/3")
        #expect(try evaluated("npv(1/2, 3, 9)", .fraction) == "6")
        // At a rate of 0 each is its limit, not a division by 0.
        #expect(try evaluated("fv(0, 12, -100, -50)") == "1250")
        #expect(try evaluated("nper(0, -100, 1200)") == "12")
        #expect(try evaluated("rate(12, -100, 1200)") == "0")
        #expect(try evaluated("irr(-100, 110)", .fraction) == "1/10")
    }

    @Test func ratesAreRootsThatAreNeverChosenSilently() throws {
        // −100 + 230x − 132x² has the roots x = 10/11 and 5/6: rates 0.1 and 0.2.
        #expect(
            try evaluated("irr(-100, 230, -132)") == "More than one rate gives these cash "
                + "flows a value of 0: 0.1; 0.2")
        #expect(try evaluated("irr(100, 20, 30)") == "No rate gives these cash flows a value of 0")
        // 1 000 at 10 % earns 100 a period: paying 90 never pays it off.
        #expect(
            try evaluated("nper(0.1, -90, 1000)")
                == "No number of periods brings these payments to that value")
        // Where x = 1 ÷ (1 + r) is a point the bisection meets, the rate is exact: x = 2.
        #expect(try evaluated("irr(-4, 0, 1)", .fraction) == "-1/2")
        #expect(try evaluated("irr(-1, 2)", .fraction) == "1")
        // Issue 66, item 20: 4 − 13x + 10x² has its roots x = 1/2 (where the bisection first
        // cuts) and 4/5: rates 100 % and 25 %, both named; so with a root at x = 1 too.
        #expect(
            try evaluated("irr(4, -13, 10)")
                == "More than one rate gives these cash flows a value of 0: 0.25; 1")
        // (x − 1)(x − 1/2)(x − 4/5) = x³ − 2.3x² + 1.7x − 0.4: rates 0, 25 %, 100 %.
        #expect(
            try evaluated("irr(-0.4, 1.7, -2.3, 1)")
                == "More than one rate gives these cash flows a value of 0: 0; 0.25; 1")
    }

    @Test func argumentsOutsideTheirRangeAreRefusedWithAReason() throws {
        #expect(try evaluated("pmt(0.1, 10, 100, 0, 2)") == "Result is undefined")
        #expect(try evaluated("ipmt(0.1, 11, 10, 100)") == "Result is undefined")
        #expect(try evaluated("effect(0.05, 0.5)") == "Needs whole numbers that are not negative")
        // Issue 66, item 21: what is too large is said (it said "Needs whole numbers").
        #expect(try evaluated("rate(10^9, -1, 50000)") == "At most 16777215 periods")
        // Issue 66, item 21: a period outside 1…life has no depreciation, in syd as in ddb.
        for period in ["0", "12", "-1"] {
            #expect(try evaluated("syd(30000, 7500, 10, \(period))") == "Result is undefined")
        }
        #expect(try evaluated("syd(30000, 7500, 10, 10)") == "409.090909090909")
        #expect(throws: Expression.SyntaxError.self) { try Expression(parsing: "pmt(0.1, 10)") }
        #expect(throws: Expression.SyntaxError.self) { try Expression(parsing: "irr(5)") }
        #expect(throws: Expression.SyntaxError.self) { try Expression(parsing: "pmt + 1") }
    }

    /// On the graph's Doubles, the same values: the payment against the rate, and a rate of
    /// return against the first cash flow.
    @Test func aGraphOfAFunctionOfMoneyHasItsValues() throws {
        var brain = CalculatorBrain()
        brain.enter(try Expression(parsing: "pmt(x, 12, 1200)"))
        let payment = try #require(brain.function(of: "x"))
        #expect(payment(0) == -100)
        #expect(try abs(#require(payment(0.01)) - -106.61854641401) < 1e-9)
        brain.clear()
        brain.enter(try Expression(parsing: "irr(-x, 110)"))
        let rate = try #require(brain.function(of: "x"))
        #expect(try abs(#require(rate(100)) - 0.1) < 1e-15)
        #expect(rate(-100) == nil)  // no rate
        brain.clear()
        brain.enter(try Expression(parsing: "median(x, 2, 9) + stdev(x, 0)"))
        let statistic = try #require(brain.function(of: "x"))
        #expect(try abs(#require(statistic(4)) - (4 + 4 * 2.0.squareRoot() / 2)) < 1e-14)
    }

    @Test func aFunctionOfMoneyIsWrittenAndReadBackByItsName() throws {
        var brain = CalculatorBrain()
        brain.enter(try Expression(parsing: "PMT(0.1, 2, 100) + 1"))
        #expect(brain.evaluateExactly().description == "pmt(0.1, 2, 100) + 1")
        var rpn = RPNBrain()
        for number in [0.1, 2, 100] { rpn.pushOperand(number) }
        rpn.performOperation("pmt")
        #expect(rpn.description == "pmt(0.1, 2, 100)")
        #expect(rpn.evaluate() == -57.61904761904762)
    }
}
