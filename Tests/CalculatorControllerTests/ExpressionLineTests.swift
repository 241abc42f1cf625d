import CalculatorController
import CalculatorModel
import Numbers
import Testing

/// Issue 54: what is typed is read as written, into a line that can be edited, with the value
/// as one types; Return keeps it.
@Suite struct ExpressionLineTests {
    /// Types `text` as the keyboard does, a character at a time.
    private func typing(_ text: String, on start: CalculatorController = CalculatorController())
        -> CalculatorController
    {
        var controller = start
        for character in text { controller.type(String(character)) }
        return controller
    }

    /// Typed, then Return.
    private func kept(_ text: String, on start: CalculatorController = CalculatorController())
        -> CalculatorController
    {
        var controller = typing(text, on: start)
        controller.keepLine()
        return controller
    }

    /// The issue's table: each typed text gives what GNOME Calculator and qalc give.
    @Test(arguments: [
        ("sqrt(-4)", "2i", "√(-4) ="), ("2*pi*5", "31.4159265358979", "2 × π × 5 ="),
        ("2+3i", "2 + 3i", "2 + 3i ="),
        ("sin(1)^2+cos(1)^2-1", "0", "sin(1) ^ 2 + cos(1) ^ 2 − 1 ="),
        ("asin(2)", "1.5707963267949 − 1.31695789692482i", "asin(2) ="),
        ("log(100)", "2", "log(100) ="), ("sqrt(9)", "3", "√(9) ="), ("abs(-3)", "3", "abs(-3) ="),
        ("2+3*4", "14", "2 + 3 × 4 ="), ("3x4", "12", "3 × 4 ="),
        // Issue 66, item 26: spaced as well.
        ("2 x 3", "6", "2 × 3 ="), ("(1+1) x 3", "6", "(1 + 1) × 3 ="),
        (" sin(1) ", "0.841470984807897", "sin(1) ="),
    ])
    func typedTextIsReadAsWritten(text: String, display: String, description: String) {
        let controller = kept(text)
        #expect(controller.state.display == display)
        #expect(controller.state.description == description)
        #expect(controller.history.count == 1, "one row, no stray ones")
        #expect(controller.state.line == nil)
    }

    @Test func theValueFollowsAsOneTypesAndNothingIsRecordedUntilReturn() {
        var controller = typing("12+34")
        #expect(controller.state.line?.text == "12+34")
        #expect(controller.state.display == "46")
        #expect(controller.history.isEmpty)
        controller.keepLine()
        #expect(controller.state.display == "46")
        #expect(controller.state.description == "12 + 34 =")
        // Home, Right, Delete: the field's own editing, reported.
        controller.openLine(.start)
        #expect(controller.state.line?.text == "12 + 34")
        #expect(controller.state.line?.cursor == 0)
        controller.editLine(text: "1 + 34", cursor: 1, anchor: 1)
        #expect(controller.state.display == "35")
        #expect(controller.history.count == 1)
        controller.keepLine()
        #expect(controller.state.display == "35")
        #expect(controller.state.description == "1 + 34 =")
        #expect(controller.history.map(\.description) == ["12 + 34", "1 + 34"])
    }

    @Test func aTextThatCannotBeReadStaysWithTheCursorWhereTheReaderStopped() {
        var controller = typing("2+")
        #expect(controller.state.display == "Incomplete")
        controller = typing("*3", on: controller)
        #expect(controller.state.display == "Cannot be read")
        controller.keepLine()
        #expect(controller.state.notice == "Not an expression: “*” at character 3 is out of place")
        #expect(controller.state.line?.text == "2+*3")
        #expect(controller.state.line?.cursor == 2)
        #expect(controller.history.isEmpty)
        controller.editLine(text: "2+3", cursor: 3, anchor: 3)
        controller.keepLine()
        #expect(controller.state.display == "5")
        #expect(controller.state.description == "2 + 3 =")
    }

    @Test func undoBringsBackTheCalculationBeforeAndEscChangesNothing() {
        var controller = kept("2*3")
        controller = kept("10-4", on: controller)
        #expect(controller.state.description == "10 − 4 =")
        controller.press(.undo)
        #expect(controller.state.description == "2 × 3 =")
        #expect(controller.state.display == "6")
        controller.press(.undo)
        #expect(controller.state.display == "0", "a second undo takes the first line whole")
        controller.press(.redo)
        #expect(controller.state.description == "2 × 3 =", "and redo puts it back")
        controller = typing("7+", on: kept("5"))
        controller.leaveLine()
        #expect(controller.state.display == "5")
        #expect(controller.state.line == nil)
    }

    @Test func aCalculationMadeWithKeysIsEditedAsItsText() {
        var controller = pressing("7 + 9 ×")
        controller.type("2")
        #expect(controller.state.line?.text == "(7 + 9) × 2", "the order entered, kept")
        #expect(controller.state.display == "32")
        controller.keepLine()
        #expect(controller.state.display == "32")
        #expect(controller.state.description == "(7 + 9) × 2 =")
        controller.press(.undo)
        #expect(controller.state.description == "(7 + 9) × …")
    }

    @Test func anOperatorTypedAfterAResultWorksOnIt() {
        var controller = kept("12+34")
        controller = typing("*2", on: controller)
        #expect(controller.state.line?.text == "(12 + 34)*2")
        controller.keepLine()
        #expect(controller.state.display == "92")
        #expect(controller.state.description == "(12 + 34) × 2 =")
        controller = kept("-5", on: controller)
        #expect(controller.state.display == "87", "a minus goes on from the result too")
        #expect(controller.state.description == "(12 + 34) × 2 − 5 =")
        controller = typing("+1", on: pressing("C 9 √", on: controller))
        #expect(controller.state.line?.text == "√(9)+1", "no parentheses where none are needed")
    }

    /// Issue 66, item 2: `−` after a result goes on from it, as GNOME Calculator does.
    @Test func aMinusTypedAfterAResultGoesOnFromIt() {
        let controller = kept("-10", on: kept("12+34"))
        #expect(controller.state.display == "36")
        #expect(controller.state.description == "12 + 34 − 10 =")
        #expect(kept("(-10)", on: kept("12+34")).state.display == "-10")
    }

    /// Typing (`'90`) and keys (`sin`) mixed, as a person does.
    private func entering(_ sequence: String, on start: CalculatorController = .init())
        -> CalculatorController
    {
        var controller = start
        for token in sequence.split(separator: " ") {
            guard !token.hasPrefix("'") else {
                controller = typing(String(token.dropFirst()), on: controller)
                continue
            }
            guard let keys = Key.keys(for: String(token)) else {
                Issue.record("no key is written '\(token)'")
                continue
            }
            for key in keys { controller.press(key) }
        }
        return controller
    }

    /// Issue 66, item 3: a function key after a typed number applies to that number, as on
    /// the keypad; each sequence gives what its keys alone give.
    @Test(arguments: [
        ("deg '90 sin =", "1", "sin(90)"), ("'1 log =", "0", "log(1)"),
        ("'0.5 ± eˣ =", "0.606530659712633", "exp(-0.5)"),
        ("deg '30 sin '^4 =", "0.0625", "sin(30)^4"), ("'4 √ '−2 =", "0", "√(4)−2"),
        ("'10 ± x² =", "100", "(-10)²"), ("'10 ± ± =", "10", "10"),
        ("'2e-3 ± =", "-0.002", "(-2e-3)"), ("'(2+3) √ =", "2.23606797749979", "√(2+3)"),
        ("'2+ sin '0) =", "2", "2+sin(0)"), ("'3 10ˣ =", "1000", "10^(3)"),
        ("'2 EE '3 =", "2000", "2E3"), ("'2 EE =", "2", "2E"),
    ])
    func aFunctionKeyAppliesToTheNumberTypedBeforeIt(
        sequence: String, display: String, text: String
    ) {
        let open = entering(String(sequence.dropLast(2)))
        #expect(open.state.line?.text == text)
        #expect(entering("=", on: open).state.display == display)
    }

    @Test func aClickedKeyTypesItsTextAtTheCursor() {
        var controller = typing("2+3")
        controller.editLine(text: "2+3", cursor: 0, anchor: 0)
        controller.press(.operation(.squareRoot))
        controller.press(.digit(9))
        controller.press(.operation(.closeParenthesis))
        controller.press(.operation(.times))
        #expect(controller.state.line?.text == "√(9)×2+3")
        #expect(controller.state.display == "9")
        controller.press(.equals)
        #expect(controller.state.description == "√(9) × 2 + 3 =")
    }

    @Test func upAndDownWalkThroughEarlierCalculations() {
        var controller = kept("1+1", on: kept("2*2"))
        controller = typing("5", on: controller)
        controller.recallCalculation(older: true)
        #expect(controller.state.line?.text == "1 + 1")
        controller.recallCalculation(older: true)
        #expect(controller.state.line?.text == "2 × 2")
        controller.recallCalculation(older: true)
        #expect(controller.state.line?.text == "2 × 2", "the oldest stays")
        controller.recallCalculation(older: false)
        controller.recallCalculation(older: false)
        #expect(controller.state.line?.text == "5", "back to what was typed")
        controller.editHistory(at: 1)
        #expect(controller.state.line?.text == "2 × 2")
    }

    @Test func rpnsCommandLineRunsWordsInTurnAndLevelOneIsEditedAsItsFormula() {
        var controller = CalculatorController()
        controller.setNotation(.rpn)
        controller = kept("3 4 + sqrt", on: controller)
        #expect(controller.state.display == "2.64575131106459")
        #expect(controller.state.stack.first?.expression == "√(3 + 4)")
        controller.openLine(.end)
        #expect(controller.state.line?.text == "√(3 + 4)")
        controller.editLine(text: "√(3 + 6)", cursor: 8, anchor: 8)
        controller.keepLine()
        #expect(controller.state.display == "3")
        #expect(controller.state.stackDepth == 1)
        controller = kept("2 swap -", on: controller)
        #expect(controller.state.display == "-1")
        controller = kept("drop drop", on: controller)
        #expect(controller.state.notice == "The stack is empty")
        #expect(controller.state.line?.cursor == 5)
    }

    @Test func programmerModeReadsTheWordsBase() {
        var controller = CalculatorController()
        controller.setMode(.programmer)
        controller.press(.base(.hexadecimal))
        controller = kept("FF+1", on: controller)
        #expect(controller.state.display == "100")
        controller = kept("sin(1)", on: controller)
        #expect(controller.state.notice == "Not an expression: “sin” works in scientific mode")
        controller.leaveLine()
        controller.press(.base(.octal))
        controller = kept("19", on: controller)
        #expect(
            controller.state.notice == "Not an expression: “9” at character 2 is no digit in base 8"
        )
    }

    @Test func typingADefinitionKeepsTheFunction() {
        var controller = kept("g(t)=t^2")
        #expect(controller.state.notice == "Saved: g(t) = t ^ 2")
        controller = kept("g(3)=", on: controller)
        #expect(controller.state.display == "9")
    }

    @Test func anEditInProgressSurvivesARestart() {
        var controller = kept("2*3")
        controller = typing("4+5", on: controller)
        controller.editLine(text: "4+5", cursor: 1, anchor: 1)
        let restored = CalculatorController(session: controller.session)
        #expect(restored.state.line?.text == "4+5")
        #expect(restored.state.line?.cursor == 1)
        #expect(restored.state.display == "9")
        var left = restored
        left.leaveLine()
        #expect(left.state.description == "2 × 3 =")
    }

    @Test func switchingTheNotationKeepsAReadableLineAndCarriesAnUnreadableOne() {
        var controller = typing("6*7")
        controller.setNotation(.rpn)
        controller.setNotation(.algebraic)
        #expect(controller.state.display == "42")
        #expect(controller.state.line == nil)
        controller = typing("2+*", on: controller)
        controller.setNotation(.rpn)
        #expect(controller.state.line?.text == "2+*", "nothing typed is lost")
        controller.setMode(.programmer)
        #expect(controller.state.line?.text == "2+*")
    }
}

/// Issue 66, item 19: the field cut a line at 65 534 characters without a word (a paste whose
/// value is 250 000 showed 163 837), and moving the cursor in a line of 10 000 took seconds a
/// key. A line holds what the field edits within a frame; a longer text is refused whole.
@Suite("A line the field edits within a frame")
struct LongLineTests {
    private let long = Array(repeating: "1", count: 300).joined(separator: "+")  // 599 characters

    @Test func textThatWouldMakeTheLineTooLongIsRefusedWhole() {
        var controller = CalculatorController()
        controller.type("2+")
        controller.type(long)
        #expect(controller.state.line?.text == "2+")
        #expect(controller.state.notice?.hasPrefix("The line holds 500 characters at most") == true)
        controller.editLine(text: "2+" + long, cursor: 601, anchor: 601)
        #expect(controller.state.line?.text == "2+", "the field's own paste, given its text back")
        controller.type("3")
        controller.keepLine()
        #expect(controller.state.display == "5")
    }

    @Test func aLongCalculationPastedIsReadWhole() {
        var controller = CalculatorController()
        controller.paste(long)
        #expect(controller.state.display == "300")
        #expect(controller.state.line == nil)
    }

    @Test func aLongLineASessionKeptIsEnteredNotCut() {
        var session = Session()
        session.line = long
        let controller = CalculatorController(session: session)
        #expect(controller.state.display == "300")
        #expect(controller.state.line == nil)
    }
}
