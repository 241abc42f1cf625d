import CalculatorController
import CalculatorModel
import Testing

@Suite("Redo, history, clipboard, variables, settings")
struct WorkIsNeverLostTests {
    @Test func redoPutsBackWhatUndoTookAway() {
        var controller = pressing("7 + 9 = √ ⌫ ⌫")
        #expect(controller.state.description == "7 + 9 …")
        #expect(controller.state.canRedo)
        controller.press(.redo)
        #expect(controller.state.description == "7 + 9 =")
        controller.press(.redo)
        #expect(controller.state.description == "√(7 + 9) =")
        #expect(!controller.state.canRedo)
        controller.press(.redo)
        #expect(controller.state.display == "4")
    }

    @Test func undoReachesTheLaunchStateWhenAKeyRepeatsAnOperand() {
        // Found by the fuzzer: `√` with nothing to work on repeats the 7 before `+`.
        var controller = pressing("7 + √")
        #expect(controller.state.description == "7 + √(7) …")
        for _ in 0..<2 { controller.press(.undo) }
        #expect(controller.state.description == "7 =")
        controller.press(.undo)
        #expect(!controller.state.canUndo)
    }

    @Test func aNewStepForgetsRedo() {
        var controller = pressing("7 + 9 = ⌫ + 1 =")
        #expect(!controller.state.canRedo)
        controller.press(.redo)
        #expect(controller.state.description == "7 + 9 + 1 =")
    }

    @Test func undoAndRedoAvailability() {
        #expect(!CalculatorController().state.canUndo)
        #expect(pressing("7").state.canUndo)
        #expect(pressing("7 +").state.canUndo)
        #expect(!pressing("7 + ⌫ ⌫").state.canUndo)
    }

    @Test func finishedCalculationsGoToHistory() {
        var controller = pressing("7 + 9 = √ 2 × 3 =")
        #expect(
            controller.history == [
                HistoryEntry(description: "7 + 9", result: 16),
                HistoryEntry(description: "√(7 + 9)", result: 4),
                HistoryEntry(description: "2 × 3", result: 6),
            ])
        controller.recallHistory(at: 2)
        #expect(controller.state.display == "16")
        controller = pressing("+ 1 =", on: controller)
        #expect(
            controller.state.description == "16 + 1 =", "a recalled number starts a new expression")
        #expect(controller.state.display == "17")
        controller.clearHistory()
        #expect(controller.state.history.isEmpty)
    }

    @Test func rpnHistoryKeepsEachComputedExpression() {
        let controller = pressing("3 enter 5 + 4 ×", in: .rpn)
        #expect(controller.history.map(\.description) == ["3 + 5", "(3 + 5) × 4"])
        #expect(controller.history.map(\.result) == [8, 32])
    }

    @Test func historyKeepsTheNewestHundred() {
        var controller = CalculatorController()
        for number in 1...150 { controller = pressing("\(number) × 1 =", on: controller) }
        #expect(controller.history.count == 100)
        #expect(controller.history.first?.result == 51)
        #expect(controller.history.last?.result == 150)
    }

    @Test func historyKeepsTheEndOfALongDescription() {
        var session = Session()
        session.notation = .rpn
        session.rpnProgram = ["2"] + Array(repeating: ["1", "+"], count: 1_000).flatMap { $0 }
        let controller = pressing("3 +", in: .rpn, on: CalculatorController(session: session))
        let description = controller.history.last?.description ?? ""
        // The expression is written from its end, its last 600 bytes or so, after `…`.
        #expect((600...620).contains(description.utf8.count))
        #expect(description.hasPrefix("…1 + 1 + "))
        #expect(description.hasSuffix("1 + 1 + 3"))
        #expect(controller.history.last?.result == 1_005)
    }

    @Test func copyGivesThePlainDisplayedNumber() {
        #expect(pressing("1 2 3 4 . 5").copyText == "1234.5")
        #expect(pressing("1 ÷ 3 =").copyText == "0.333333333333333")
        #expect(pressing("1 ÷ 0 =").copyText == nil)
    }

    /// Grouped numbers (issue 53 item 20) are read as GNOME reads them.
    @Test(arguments: [
        ("1e5", "100000"), ("  -3.5\n", "-3.5"), ("3,5", "3.5"), ("42", "42"),
        ("1 234.56", "1234.56"), ("1\u{2009}234.56", "1234.56"),
        ("1\u{202F}234\u{A0}567", "1234567"),
        ("1,234.56", "1234.56"), ("-12,345,678.5", "-12345678.5"),
        // Issue 66, item 9: a leading 0 group is never thousands (it was 125).
        ("0,125", "0.125"), ("1,234", "1234"),
    ])
    func pasteAcceptsNumbers(text: String, display: String) {
        var controller = pressing("7 +")
        controller.paste(text)
        #expect(controller.state.display == display)
        #expect(controller.state.notice == nil)
        controller.press(.equals)
        #expect(controller.state.description.hasPrefix("7 + "))
    }

    @Test(arguments: [
        "192.168.0.1", "hello", "1,2,3", "nan", "inf", "\u{7}12", "12\u{0}",
        String(repeating: "9", count: 10_000_000),
    ])
    func pasteRefusesEverythingElseAndChangesNothing(text: String) {
        var controller = pressing("7 + 9")
        let before = controller.state
        controller.paste(text)
        let notice = controller.state.notice ?? ""
        if notice == "Not an expression: that is too long" {
            #expect(controller.state.line == nil, "refused whole: longer than the line holds")
        } else if notice.hasPrefix("Not an expression") {
            // Into the line, in place of the 9 typed, to be put right: Esc leaves it.
            #expect(controller.state.line?.text == "7 + " + text)
            controller.leaveLine()
        } else {
            #expect(notice.hasPrefix("Cannot paste"))
        }
        #expect(controller.state.display == before.display)
        #expect(controller.state.description == before.description)
        controller.press(.equals)
        #expect(controller.state.display == "16", "the typed 9 survives the refused paste")
        #expect(controller.state.notice == nil, "the notice lasts until the next key")
    }

    @Test(arguments: ["", " ", "\n\t "])
    func pastingAnEmptyClipboardSaysSoAndChangesNothing(text: String) {
        var controller = pressing("7 + 9")
        let before = controller.state
        controller.paste(text)
        #expect(controller.state.notice == "Nothing to paste: the clipboard is empty")
        #expect(controller.state.display == before.display)
        #expect(controller.state.description == before.description)
    }

    @Test func variablesCanBeTypedUnsetAndCleared() {
        var controller = pressing("x y +", in: .rpn)
        controller.setVariable("x", text: "2,5")
        controller.setVariable("y", text: " 1e1 ")
        #expect(controller.state.display == "12.5")
        #expect(
            controller.state.variableList == [
                VariableValue(name: "x", value: 2.5), VariableValue(name: "y", value: 10),
            ])
        controller.setVariable("y", text: "abc")
        #expect(controller.state.notice == "y: that is not a number")
        #expect(controller.variableValues["y"] == 10)
        controller.setVariable("y", text: "")
        #expect(controller.state.error == "Variable y is not set")
        controller.clearVariables()
        #expect(controller.state.variables == "x = unset  y = unset")
    }

    @Test func presetsReplaceAllValues() {
        var controller = pressing("x y ÷", in: .rpn)
        controller.applyPreset(CalculatorController.variablePresets[0])
        #expect(controller.state.display == "1.04166666666667")
        controller.applyPreset(CalculatorController.variablePresets[1])
        #expect(controller.state.display == "0", "0 ÷ -1")
        controller.applyPreset(CalculatorController.variablePresets[3])
        #expect(controller.variableValues.isEmpty)
    }

    @Test func angleUnitKeyAndPrecision() {
        var controller = pressing("3 0 sin")
        #expect(controller.state.display == "-0.988031624092862")
        controller.press(.switchAngleUnit)
        #expect(controller.state.angleUnit == .degrees)
        #expect(controller.state.display == "0.5")
        controller.setSignificantDigits(3)
        controller = pressing("C 2 ÷ 3 =", on: controller)
        #expect(controller.state.display == "0.667")
        controller.setSignificantDigits(99)
        #expect(controller.significantDigits == 17)
    }
}
