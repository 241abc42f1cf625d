import CalculatorController
import Testing

@Suite("Controller: Swift 2017 Assignment I in the display")
struct AssignmentOneDisplayTests {
    @Test(
        "Examples a–k of Required Task 7",
        arguments: [
            ("a", "7 +", "7", "7 + …"),
            ("b", "7 + 9", "9", "7 + …"),
            ("c", "7 + 9 =", "16", "7 + 9 ="),
            ("d", "7 + 9 = √", "4", "√(7 + 9) ="),
            ("e", "7 + 9 = √ + 2 =", "6", "√(7 + 9) + 2 ="),
            ("f", "7 + 9 √", "3", "7 + √(9) …"),
            ("g", "7 + 9 √ =", "10", "7 + √(9) ="),
            ("h", "7 + 9 = + 6 = + 3 =", "25", "7 + 9 + 6 + 3 ="),
            ("i", "7 + 9 = √ 6 + 3 =", "9", "6 + 3 ="),
            ("j", "5 + 6 = 7 3", "73", "5 + 6 ="),
            ("k", "4 × π =", "12.5663706143592", "4 × π ="),
        ])
    func example(name: String, keys: String, display: String, description: String) {
        let shown = state(keys)
        #expect(shown.display == display, "example \(name)")
        #expect(shown.description == description, "example \(name)")
        #expect(shown.error == nil, "example \(name)")
    }

    @Test func launchState() {
        let shown = CalculatorController().state
        #expect(shown.display == "0")
        #expect(shown.description == "")
        #expect(shown.variables == "")
        #expect(shown.error == nil)
        #expect(shown.notation == .algebraic)
    }

    @Test func clearReturnsToTheLaunchState() {
        let cleared = state("7 + 9 = √ M →M C")
        let launch = CalculatorController().state
        #expect(cleared.display == launch.display)
        #expect(cleared.description == launch.description)
        #expect(cleared.variableList == launch.variableList)
        #expect(cleared.canUndo, "undo brings back what C cleared")
        #expect(cleared.history.count == 2, "history outlives C")
    }

    @Test(
        "Only legal decimals can be typed",
        arguments: [
            ("1 9 2 . 1 6 8 . 0 . 1", "192.16801"),
            (".", "0."),
            (". 5", "0.5"),
            ("0 0 7", "7"),
            ("3 , 5", "3.5"),
            ("2 . 5 0", "2.50"),
            ("0 ±", "-0"),
            ("1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 7 8 9 0 1 2 3", "12345678901234567890123"),
        ])
    func typing(keys: String, display: String) {
        #expect(state(keys).display == display)
    }

    @Test(
        "Results are formatted",
        arguments: [
            ("1 ÷ 3 =", "0.333333333333333"),
            ("0.1 + 0.2 =", "0.3"),
            ("10 x² x² x² x² x²", "100000000000000000000000000000000"),
            ("1 ÷ 1 0 x² x² x² x² x² =", "1e-32"),
            ("1 ÷ 1 0 0 0 0 0 0 0 0 0 0 =", "1e-10"),
            ("2 ± × 0 =", "0"),
        ])
    func formatting(keys: String, display: String) {
        #expect(state(keys).display == display)
    }

    @Test func binaryOperationRightAfterAnotherReplacesIt() {
        #expect(state("7 + × 2 =").description == "7 × 2 =")
        #expect(state("7 + × 2 =").display == "14")
    }

    @Test func operationsWithoutAnOperandUseTheDisplayedNumber() {
        #expect(state("7 + √").description == "7 + √(7) …")
        #expect(state("7 + √").display == "2.64575131106459")
        #expect(state("+ 5 =").description == "0 + 5 =")
        #expect(state("7 + =").display == "14")
    }

    @Test func changeSignWhileTypingChangesTheNumber() {
        #expect(state("5 ±").display == "-5")
        #expect(state("5 ±").description == "")
        #expect(state("5 ± + 2 =").description == "-5 + 2 =")
        #expect(state("5 ± ± + 2 =").display == "7")
        #expect(state("5 = ±").description == "-5 =")
    }

    @Test func backspaceWhileTypingElseUndo() {
        #expect(state("1 2 3 ⌫").display == "12")
        #expect(state("1 ⌫").display == "0")
        #expect(state("7 + 9 = 5 ⌫").display == "16")
        #expect(state("7 + 9 = ⌫").description == "7 + 9 …")
        #expect(state("7 + 9 = ⌫ ⌫ ⌫").description == "7 =")
    }

    @Test func errorsShowAMessageAndTheNextNumberRecovers() {
        let error = state("1 ÷ 0 =")
        #expect(error.error == "Division by zero")
        #expect(error.display == "Division by zero")
        #expect(error.description == "1 ÷ 0 =")
        let recovered = state("1 ÷ 0 = 5")
        #expect(recovered.error == nil)
        #expect(recovered.display == "5")
        #expect(state("4 ± √").display == "2i")
        #expect(state("0 ln").error == "Logarithm of a number that is not positive")
        #expect(state("1 0" + String(repeating: " x²", count: 110)).error == "Result is too large")
    }
}

@Suite("Controller: Swift 2017 Assignment II (German), M")
struct MemoryTests {
    @Test func memoryExample() {
        var controller = pressing("9 + M = √")
        #expect(controller.state.description == "√(9 + M) =")
        #expect(controller.state.display == "3")
        #expect(controller.state.variables == "M = unset")
        controller = pressing("7 →M", on: controller)
        #expect(controller.state.display == "4")
        #expect(controller.state.description == "√(9 + M) =")
        #expect(controller.state.variables == "M = 7")
        controller = pressing("+ 1 4 =", on: controller)
        #expect(controller.state.display == "18")
        #expect(controller.state.description == "√(9 + M) + 14 =")
    }

    @Test func clearMakesMUnset() {
        let controller = pressing("7 →M C M")
        #expect(controller.state.variables == "M = unset")
        #expect(controller.state.display == "0")
        #expect(controller.variableValues.isEmpty)
    }

    @Test func undoNeverUndoesStoringM() {
        // Hint 10: M cos, then π, then →M, then undo shows cos(M) = -1.
        let shown = state("M cos π →M ⌫")
        #expect(shown.display == "-1")
        #expect(shown.description == "cos(M) =")
        #expect(shown.variables == "M = 3.14159265358979")
    }
}
