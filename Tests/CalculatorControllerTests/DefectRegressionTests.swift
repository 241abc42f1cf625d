import CalculatorController
import CalculatorModel
import Testing

/// Each defect found by trying the app as a new user would, kept fixed.
@Suite("Defects found by a new user")
struct DefectRegressionTests {
    // MARK: A typo in a test fails it

    @Test func pressingAnUnknownTokenFailsTheTest() {
        withKnownIssue("'frobnicate' names no key") {
            #expect(pressing("1 + frobnicate").state.description == "1 + …")
        }
    }

    // MARK: An operand repeated is the operand as entered

    @Test func aRepeatedVariableStaysTheVariable() {
        var controller = pressing("x × =")
        controller.setVariable("x", to: 3)
        #expect(controller.state.display == "9")
        #expect(controller.state.description == "x × x =")
        controller.setVariable("x", to: 5)
        #expect(controller.state.display == "25", "both factors change with x")
        let table = Array(controller.graphTable(of: "x", from: -2, to: 2, count: 2))
        #expect(table.map(\.value) == ["4", "0", "4"], "the parabola x², not the line 5x")
    }

    @Test(arguments: [
        ("x + √", "x + √(x) …"), ("π × =", "π × π ="),
        ("x × = =", "x × x × x ="),
    ])
    func anOperandRepeatedAfterAnOperationIsTheOperandAsEntered(
        keys: String, description: String
    ) {
        #expect(state(keys).description == description)
    }

    // MARK: Undo and redo restore recorded inputs only

    @Test func redoUsesTheCurrentAngleUnit() {
        let shown = state("30 sin ⎌ angle redo")
        #expect(shown.angleUnit == .degrees)
        #expect(shown.display == "0.5", "sin of 30 degrees, not of 30 radians")
    }

    /// Set from the variables pane: typing 7 would be new input, which forgets what redo
    /// would bring back (issue 42, item 7).
    @Test func redoUsesTheCurrentVariableValues() {
        var controller = pressing("1 ->M M ⎌", in: .rpn)
        controller.setVariable("M", to: 7)
        let shown = pressing("redo", in: .rpn, on: controller).state
        #expect(shown.display == "7")
        #expect(shown.variables == "M = 7")
    }

    // MARK: Issue 42, items 7-9

    @Test func aNumberTypedAfterUndoIsKeptAndRedoIsForgotten() {
        var controller = pressing("3 = × ⎌ 4")
        #expect(controller.state.canRedo == false)
        controller = pressing("redo", on: controller)
        #expect(controller.state.display == "4", "redo throws nothing typed away")
        #expect(pressing("+ 1 =", on: controller).state.display == "5")
        let undoneTwice = pressing("5 + 3 ⎌ ⎌")
        #expect(undoneTwice.state.canRedo == true)
    }

    @Test func aBitFlippedAfterUndoForgetsRedo() {
        var controller = CalculatorController()
        controller.setMode(.programmer)
        controller = pressing("5 + ⎌ bit1", on: controller)
        #expect(controller.state.display == "7")
        #expect(controller.state.canRedo == false)
    }

    @Test func equalsOnTheZeroAfterClearKeepsZero() {
        #expect(state("C =").display == "0")
        let shown = state("C = + 2 =")
        #expect(shown.display == "2")
        #expect(shown.description == "0 + 2 =")
        #expect(shown.error == nil)
    }

    /// Issue 42, item 26: `--expression 5` after `7 + 9 =` (and `--open 5`) showed 14.
    @Test func anExpressionEnteredAfterEqualsStartsANewCalculation() {
        var controller = pressing("7 + 9 =")
        controller.enter(expression: "5")
        #expect(controller.state.display == "5")
        #expect(controller.state.description == "5 =")
        controller.enter(expression: "sqrt(4)")
        #expect(controller.state.display == "2")
        #expect(controller.history.last?.description == "√(4)")
        let restored = CalculatorController(session: controller.session)
        #expect(restored.state.display == "2", "the same value after a restart")
        #expect(pressing("=", on: restored).state.display == "2")
    }

    /// Issue 42, item 30: a message never shows a character that reorders or hides text.
    @Test func aPastedFormatCharacterIsShownEscaped() {
        var controller = CalculatorController()
        controller.paste("2+\u{202E}abc")
        #expect(
            controller.state.notice
                == "Not an expression: “\\u{202E}” at character 3 is out of place")
        controller.leaveLine()
        controller.paste("5 ft in m\u{200D}")
        #expect(controller.state.notice == "Cannot convert: “m\\u{200D}” is no unit")
    }

    /// Issue 42, item 28: a 10 001-digit integer was "too large or too close to 0".
    @Test func aLongIntegerIsExact() {
        var controller = CalculatorController()
        let ones = String(repeating: "1", count: 10_001)
        let entered = controller.enter(expression: ones + "-" + ones.dropLast() + "0")
        #expect(entered && controller.state.display == "1")
        let refused = !controller.enter(expression: String(repeating: "1", count: 100_001))
        #expect(refused)
        #expect(controller.state.notice == "Not an expression: that is too long")
    }

    /// Issue 42, item 3: 1000! showed as a few lines of digits, its length unsaid.
    @Test func aNumberLongerThanTheDisplaySaysHowLongItIs() {
        var controller = pressing("1 0 0 0 x!")
        #expect(
            controller.state.notice
                == "2\u{202F}568 digits: More Digits (Ctrl+.) shows them all, Copy copies them")
        #expect(controller.copyText?.count == 2_568)
        controller.showMoreDigits()
        #expect(controller.state.notice == nil, "every digit shows")
        #expect(state("6 9 x!").notice == nil, "99 digits fit")
    }

    @Test func anUnsetVariableTakenAsZeroIsNamed() {
        let shown = state("1 ÷ x =")
        #expect(shown.error == "Division by zero")
        #expect(shown.notice == "x is not set: taken as 0")
        #expect(state("9 + M = √").display == "3")
        #expect(state("9 + M = √").notice == "M is not set: taken as 0")
        #expect(state("x + y").notice == "x, y are not set: taken as 0")
        #expect(state("x + 1 = 5 +").notice == nil, "the expression on the display uses none")
        var controller = pressing("1 ÷ x")
        controller.setVariable("x", to: 4)
        #expect(pressing("=", on: controller).state.notice == nil)
        #expect(state("x", in: .rpn).notice == nil, "RPN says it its own way")
    }

    @Test func undoRightAfterClearBringsBackProgramAndVariables() {
        var controller = pressing("7 + 9 = √ →M 5 C")
        #expect(controller.state.description == "")
        #expect(controller.state.variables == "")
        controller.press(.undo)
        #expect(controller.state.display == "5", "the number being typed comes back too")
        #expect(controller.state.variables == "M = 4")
        #expect(controller.state.description == "√(7 + 9) =")
        controller.press(.undo)
        #expect(controller.state.display == "4")
    }

    @Test func undoAfterAnotherKeyNoLongerBringsBackWhatClearTook() {
        let shown = state("7 + 9 = C 2 ⎌ ⎌")
        #expect(shown.description == "")
        #expect(shown.display == "0")
        #expect(!shown.canUndo)
    }

    @Test func clearClearsOnlyTheNotationInUse() {
        var controller = pressing("2 + 3 =")
        controller.setNotation(.rpn)
        controller = pressing("4 enter 5 × C", in: .rpn, on: controller)
        #expect(controller.state.description == "")
        controller.setNotation(.algebraic)
        #expect(controller.state.description == "2 + 3 =")
        #expect(controller.state.display == "5")
    }

    // MARK: History

    @Test(arguments: [("100 x!", "100!"), ("30 sin", "sin(30)"), ("2 + 3 = x²", "(2 + 3)²")])
    func everyFinishedResultReachesTheHistory(keys: String, description: String) {
        #expect(pressing(keys).history.last?.description == description)
    }

    @Test func aBareNumberOrAPendingOperationIsNotACalculation() {
        #expect(pressing("5 =").history.isEmpty)
        #expect(pressing("7 + 9 √").history.isEmpty)
    }

    @Test func historyRowsAreNewestFirstAndFollowTheSignificantDigits() {
        var controller = pressing("π × 1 = 2 × 3 =")
        controller.setSignificantDigits(5)
        #expect(
            controller.state.history == [
                HistoryRow(expression: "2 × 3 =", result: "6"),
                HistoryRow(expression: "π × 1 =", result: "3.1416"),
            ])
    }

    @Test func clearingTheHistoryCanBeUndone() {
        var controller = pressing("2 × 3 =")
        controller.clearHistory()
        #expect(controller.state.history.isEmpty)
        #expect(controller.state.notice == "History cleared; undo brings it back")
        #expect(controller.state.canUndo)
        controller.press(.undo)
        #expect(controller.state.history == [HistoryRow(expression: "2 × 3 =", result: "6")])
        #expect(controller.state.description == "2 × 3 =", "the calculation itself stays")
    }

    // MARK: Number text

    @Test func aDigitAfterARecallStartsANewNumber() {
        var controller = pressing("1 0 x² x² x² x² x² x⁻¹ x⁻¹ =")
        controller.recallHistory(at: 0)
        #expect(controller.state.display == "100000000000000000000000000000000")
        controller = pressing("5 + 1 =", on: controller)
        #expect(controller.state.display == "6")
        #expect(controller.state.description == "5 + 1 =")
    }

    @Test func backspaceRemovesARecalledNumberWhole() {
        var controller = pressing("1 0 x² x² x² x² x² x⁻¹ x⁻¹ =")
        controller.recallHistory(at: 0)
        controller.press(.backspace)
        #expect(
            controller.state.display == "100000000000000000000000000000000",
            "back to the result, never `1e+3`")
    }

    @Test(arguments: [("1e-5", "1e-05"), ("4.8e0", "4.8"), ("1.5e-7", "1.5e-07")])
    func pastedNumbersShowTheirShortestExactText(text: String, display: String) {
        var controller = CalculatorController()
        controller.paste(text)
        #expect(controller.state.display == display)
    }

    @Test func aPastedNumberInExponentFormIsWholeAndTypingStartsAnother() {
        var controller = pressing("2 +")
        controller.paste("1e20")
        controller = pressing("5 5 =", on: controller)
        #expect(controller.state.display == "57")
        #expect(controller.state.description == "2 + 55 =")
    }

    @Test func aDecimalPointAfterAPasteInExponentFormStartsANewNumber() {
        var controller = CalculatorController()
        controller.paste("1e20")
        controller = pressing(". 5 + 1 =", on: controller)
        #expect(controller.state.display == "1.5")
        #expect(controller.state.description == "0.5 + 1 =")
    }

    @Test func backspaceAfterAPasteInExponentFormLeavesNoBrokenNumber() {
        var controller = pressing("2 +")
        controller.paste("1.5e-7")
        #expect(controller.state.display == "1.5e-07")
        controller.press(.backspace)
        #expect(controller.state.display == "2")
        #expect(controller.state.description == "2 + …")
        controller = pressing("1 =", on: controller)
        #expect(controller.state.description == "2 + 1 =")
        #expect(controller.state.display == "3")
    }

    @Test func aNumberTooLargeToHoldIsRefusedWithAMessage() {
        var controller = pressing("7")
        controller.paste("1e9999999")
        #expect(controller.state.notice == "Cannot paste: that number is too large")
        #expect(controller.state.display == "7")
    }

    @Test func digitsBeyondTheLimitAreRefusedWithAMessage() {
        let shown = state(String(repeating: "1 ", count: 1_001))
        #expect(shown.display == String(repeating: "1", count: 1_000))
        #expect(shown.notice == "A number has at most 1000 significant digits")
    }

    @Test func leadingZerosAreNotSignificant() {
        #expect(state("0.000000000000000000001 x⁻¹").display == "1000000000000000000000")
    }

    // MARK: Undefined results

    @Test(arguments: ["angle 9 0 tan", "angle 2 7 0 ± tan", "π ÷ 2 = tan", "1 ± x!", "3 ± x!"])
    func undefinedResultsSaySo(keys: String) {
        #expect(state(keys).display == "Result is undefined")
    }

    @Test func definedNeighboursStillHaveValues() {
        #expect(state("angle 1 8 0 tan").display == "0")
        #expect(state("0.5 ± x!").display == "1.77245385090552")
    }
}
