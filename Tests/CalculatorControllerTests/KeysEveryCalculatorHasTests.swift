import CalculatorController
import CalculatorModel
import Testing

/// Issue 13's examples, each pressed as a person would.
@Suite("Controller: percent, exponent entry, repeated =, parentheses, precedence, pasting")
struct KeysEveryCalculatorHasTests {
    @Test(
        "Percent, algebraic, as GNOME and Windows Calculator read it",
        arguments: [
            ("100 + 20 % =", "120", "100 + 20% ="),
            ("100 − 20 % =", "80", "100 − 20% ="),
            ("50 + 50 = + 10 % =", "110", "50 + 50 + 10% ="),
            ("100 ÷ 1 % =", "10000", "100 ÷ 1% ="),
            ("200 × 15 % =", "30", "200 × 15% ="),
            ("45 + 15 % =", "51.75", "45 + 15% ="),
            ("20 %", "0.2", "20% ="),
        ])
    func percent(keys: String, display: String, description: String) {
        let shown = state(keys)
        #expect(shown.display == display)
        #expect(shown.description == description)
    }

    @Test func percentWhilePendingShowsThePercentOfTheLeftOperand() {
        #expect(state("100 + 20 %").display == "20")
        #expect(state("100 + 20 %").description == "100 + 20% …")
    }

    @Test func percentInRPNTakesXPercentOfYAndKeepsY() {
        let shown = state("200 enter 15 %", in: .rpn)
        #expect(shown.display == "30")
        #expect(shown.description == "200, 200 × 15% =")
        #expect(state("200 enter 15 % +", in: .rpn).display == "230")
    }

    @Test func exponentEntry() {
        #expect(state("1.5 EE 3 ± × 2 =").display == "0.003")
        #expect(state("1.5 EE 3 ±").display == "1.5e-3")
        #expect(state("1.5 EE").display == "1.5e")
        #expect(state("1.5 EE 3 ± ⌫ ⌫ ⌫").display == "1.5")
        #expect(state("EE 5").display == "1e5", "EE with nothing typed starts 1e")
        #expect(state("EE 5 +").display == "100000")
        #expect(state("2 EE 0 5 =").display == "200000", "a leading exponent 0 collapses")
    }

    @Test func typingEInsideANumberStartsItsExponentAndOutsideIsEuler() {
        #expect(state("1 e 5 =").display == "100000")
        #expect(state("e").display == "2.71828182845905")
        #expect(state("2 + e =").display == "4.71828182845905")
        let rpn = state("1 e 5 enter 2 ×", in: .rpn)
        #expect(rpn.display == "200000")
    }

    @Test func anExponentHasAtMostFourDigits() {
        let shown = state("1 EE 1 2 3 4 5")
        #expect(shown.display == "1e1234")
        #expect(shown.notice == "The exponent cannot be longer or larger")
        #expect(state("1 EE 9 9 9 9").display == "1e9999", "exact: a million digits are")
    }

    @Test(
        "Repeated equals repeats the last operation",
        arguments: [
            ("8 × 2 = =", "32", "8 × 2 × 2 ="),
            ("2 + 3 = 4 =", "7", "4 + 3 ="),
            ("2 + 3 = 4 = =", "10", "4 + 3 + 3 ="),
            ("10 − 1 = = =", "7", "10 − 1 − 1 − 1 ="),
            ("=", "0", ""),
            ("5 =", "5", "5 ="),
            ("5 = =", "5", "5 ="),
        ])
    func repeatedEquals(keys: String, display: String, description: String) {
        let shown = state(keys)
        #expect(shown.display == display)
        #expect(shown.description == description)
    }

    @Test func parentheses() {
        let shown = state("2 × ( 3 + 4 ) =")
        #expect(shown.display == "14")
        #expect(shown.description == "2 × (3 + 4) =")
        #expect(state("2 × ( 3 + 4").openParentheses == 1)
        #expect(state("( ( 1").openParentheses == 2)
        #expect(state("2 × ( 3 + 4 ) =").openParentheses == 0)
        #expect(state("2 × ( ( 3 + 4").description == "2 × ((3 + …")
    }

    @Test func equalsClosesEveryOpenParenthesis() {
        let shown = state("2 × ( 3 + ( 4 − 1 =")
        #expect(shown.display == "12")
        #expect(shown.description == "2 × (3 + 4 − 1) =")
    }

    @Test func aCloseParenthesisWithNoneOpenIsIgnored() {
        let shown = state("7 ) + 1 ) =")
        #expect(shown.display == "8")
        #expect(shown.description == "7 + 1 =")
    }

    @Test func aNumberBeforeAParenthesisMultiplies() {
        #expect(state("2 ( 3 + 4 ) =").display == "14")
        #expect(state("( 1 + 2 ) ( 3 + 4 ) =").description == "(1 + 2) × (3 + 4) =")
    }

    @Test func descriptionsKeepTheFewestParentheses() {
        #expect(state("( 2 × 3 ) + 4 =").description == "2 × 3 + 4 =")
        #expect(state("( ( 5 ) ) =").description == "5 =")
    }

    @Test func parenthesesInRPNSayWhyTheyDoNothing() {
        let shown = state("3 enter (", in: .rpn)
        #expect(shown.notice == "RPN needs no parentheses: each operation works on the stack")
        #expect(shown.description == "3 =")
    }

    @Test func orderOfOperationsIsTheUsersChoice() {
        #expect(state("12.5 + 7.25 × 2 =").display == "39.5")
        var controller = CalculatorController()
        controller.setOrder(.precedence)
        controller = pressing("12.5 + 7.25 × 2 =", on: controller)
        #expect(controller.state.display == "27")
        #expect(controller.state.description == "12.5 + 7.25 × 2 =")
        #expect(controller.state.order == .precedence)
        controller.setOrder(.entered)
        #expect(controller.state.display == "39.5", "the setting applies to what is shown")
    }

    @Test func precedencePutsPowerFirstFromTheRight() {
        var controller = CalculatorController()
        controller.setOrder(.precedence)
        controller = pressing("2 + 3 × 2 ^ 3 ^ 2 =", on: controller)
        #expect(controller.state.display == "1538")
        #expect(controller.state.description == "2 + 3 × 2 ^ 3 ^ 2 =")
    }

    @Test func theOrderIsSavedWithTheSession() {
        var controller = CalculatorController()
        controller.setOrder(.precedence)
        let restored = CalculatorController(session: controller.session)
        #expect(restored.order == .precedence)
        #expect(pressing("1 + 2 × 3 =", on: restored).state.display == "7")
    }

    @Test(
        "Pasted expressions mean what they say, whichever the order",
        arguments: [
            ("2+3×4", "14", "2 + 3 × 4 ="), ("(1+2)^3", "27", "(1 + 2) ^ 3 ="),
            ("sqrt(16)+1", "5", "√(16) + 1 ="), ("2(3+4)", "14", "2 × (3 + 4) ="),
            ("50+10%", "55", "50 + 10% ="), ("1.5e-3*2", "0.003", "0.0015 × 2 ="),
            ("−3^2", "-9", "-3 ^ 2 ="), ("2^3^2", "512", "2 ^ 3 ^ 2 ="),
            ("10-2-3", "5", "10 − 2 − 3 ="), (" 2 * ( 3 + 4 ) ", "14", "2 × (3 + 4) ="),
        ] as [(String, String, String)])
    func pastedExpression(text: String, display: String, description: String) {
        for order in OrderOfOperations.allCases {
            var controller = CalculatorController()
            controller.setOrder(order)
            controller.paste(text)
            #expect(controller.state.display == display, "\(order)")
            #expect(controller.state.description == description, "\(order)")
            #expect(controller.state.notice == nil)
        }
    }

    @Test func aPastedSineReadsTheAngleUnit() {
        var controller = pressing("angle")
        controller.paste("sin(30)")
        #expect(controller.state.display == "0.5")
    }

    @Test func aPastedExpressionIsTheOperandOfAPendingOperation() {
        var controller = pressing("10 × 5")
        controller.paste("2+3")
        #expect(controller.state.description == "10 × (2 + 3) …")
        controller.press(.equals)
        #expect(controller.state.display == "50")
    }

    @Test func aPastedExpressionInRPNIsOneLevel() {
        var controller = pressing("7 enter", in: .rpn)
        controller.paste("2+3×4")
        #expect(controller.state.display == "14")
        #expect(controller.state.description == "7, 2 + 3 × 4 =")
        controller.paste("50+10%")
        #expect(controller.state.display == "55")
        controller.press(.operation(.plus))
        #expect(controller.state.display == "69")
    }

    @Test(
        "What does not parse says where, and changes nothing",
        arguments: [
            ("2+", "Not an expression: it ends before it is complete"),
            ("2+*3", "Not an expression: “*” at character 3 is out of place"),
            ("(1+2))", "Not an expression: “)” at character 6 is out of place"),
            ("2 3", "Not an expression: “3” at character 3 is out of place"),
            (
                "foo+1",
                "Not an expression: “foo” at character 1 is no function, constant or variable"
            ),
            (
                "1e9999999+1",
                "Not an expression: the number at character 1 is too large or too close to 0"
            ),
        ])
    func refusedExpression(text: String, notice: String) {
        var controller = pressing("7 + 9 =")
        controller.paste(text)
        #expect(controller.state.notice == notice)
        // The text stays in the line, the cursor where the reader stopped; Esc leaves it.
        #expect(controller.state.line?.text == text)
        let position = Int(notice.split(separator: " ").first { Int($0) != nil } ?? "")
        #expect(controller.state.line?.cursor == (position ?? text.count + 1) - 1)
        controller.leaveLine()
        #expect(controller.state.display == "16")
        #expect(controller.state.description == "7 + 9 =")
    }

    @Test func aHugeExpressionCostsLinearTimeAndNoStack() {
        var controller = CalculatorController()
        let depth = 20_000
        controller.paste(
            String(repeating: "(", count: depth) + "1" + String(repeating: "+1)", count: depth))
        #expect(controller.state.display == "20001")
        controller.paste(String(repeating: "1+", count: 200_000) + "1")
        #expect(controller.state.notice == "Not an expression: that is too long")
    }
}
