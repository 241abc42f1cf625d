import Testing

@testable import calculator_brain

/// Issue 13's examples as a script runs them.
@Suite("calculator-brain: percent, EE, repeated =, parentheses, --order, --expression")
struct KeysEveryCalculatorHasHeadlessTests {
    @Test(
        "Each example prints its display and description",
        arguments: [
            (["--keys", "100 + 20 % ="], "120", "100 + 20% ="),
            (["--keys", "50 + 50 = + 10 % ="], "110", "50 + 50 + 10% ="),
            (["--keys", "100 ÷ 1 % ="], "10000", "100 ÷ 1% ="),
            (["--keys", "45 + 15 %"], "6.75", "45 + 15% …"),
            (["--mode", "rpn", "--keys", "200 enter 15 %"], "30", "200, 200 × 15% ="),
            (["--keys", "1.5 EE 3 ± × 2 ="], "0.003", "0.0015 × 2 ="),
            (["--keys", "8 × 2 = ="], "32", "8 × 2 × 2 ="),
            (["--keys", "2 + 3 = 4 ="], "7", "4 + 3 ="),
            (["--keys", "2 × ( 3 + 4 ) ="], "14", "2 × (3 + 4) ="),
            (["--keys", "12.5 + 7.25 × 2 ="], "39.5", "(12.5 + 7.25) × 2 ="),
            (["--order", "precedence", "--keys", "12.5 + 7.25 × 2 ="], "27", "12.5 + 7.25 × 2 ="),
            (["--order", "entered", "--keys", "12.5 + 7.25 × 2 ="], "39.5", "(12.5 + 7.25) × 2 ="),
            (["--expression", "2+3*4"], "14", "2 + 3 × 4 ="),
            (["--expression", "(1+2)^3"], "27", "(1 + 2) ^ 3 ="),
            (["--expression", "sqrt(16)+1"], "5", "√(16) + 1 ="),
            (["--expression", "2(3+4)"], "14", "2 × (3 + 4) ="),
            (["--expression", "50+10%"], "55", "50 + 10% ="),
            (["--expression", "1.5e-3*2"], "0.003", "0.0015 × 2 ="),
            (["--expression", "−3^2"], "-9", "-3 ^ 2 ="),
            (["--keys", "angle", "--expression", "sin(30)"], "0.5", "sin(30) ="),
            (["--mode", "rpn", "--expression", "2+3*4"], "14", "2 + 3 × 4 ="),
            (["--expression", "2(3+4)", "--keys", "+ 1 ="], "15", "2 × (3 + 4) + 1 ="),
        ])
    func example(arguments: [String], display: String, description: String) throws {
        let lines = try HeadlessMode.lines(for: arguments)
        #expect(lines.prefix(2) == ["display: \(display)", "description: \(description)"])
    }

    @Test func anExpressionThatDoesNotParseIsAUsageErrorThatSaysWhere() throws {
        #expect(
            throws: HeadlessMode.UsageError(
                message: "Not an expression: “*” at character 3 is out of place")
        ) {
            try HeadlessMode.lines(for: ["--keys", "7", "--expression", "2+*3"])
        }
        #expect(
            throws: HeadlessMode.UsageError(
                message: "Not an expression: it ends before it is complete")
        ) {
            try HeadlessMode.lines(for: ["--expression", "2+"])
        }
        #expect(try HeadlessMode.lines(for: ["--expression", "2+3"]).first == "display: 5")
    }

    @Test func anUnknownOrderIsAUsageError() {
        #expect(
            throws: HeadlessMode.UsageError(
                message: "unknown order 'fast': use entered or precedence")
        ) {
            try HeadlessMode.lines(for: ["--order", "fast"])
        }
    }
}
