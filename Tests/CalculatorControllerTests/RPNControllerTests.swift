import CalculatorController
import Testing

@Suite("Controller: RPN (2015, 2011)")
struct RPNControllerTests {
    @Test func memoryExample() {
        var controller = pressing("7 M + √", in: .rpn)
        #expect(controller.state.description == "√(7 + M) =")
        #expect(controller.state.error == "Variable M is not set")
        #expect(controller.state.display == "Variable M is not set")
        #expect(controller.state.variables == "M = unset")
        controller = pressing("9 →M", in: .rpn, on: controller)
        #expect(controller.state.display == "4")
        #expect(controller.state.description == "√(7 + M) =")
        controller = pressing("1 4 +", in: .rpn, on: controller)
        #expect(controller.state.display == "18")
        #expect(controller.state.description == "√(7 + M) + 14 =")
    }

    @Test func enterPushesTheTypedNumberOrTheDisplayedOneAgain() {
        #expect(state("3 enter 5 enter 4 + +", in: .rpn).description == "3 + 5 + 4 =")
        #expect(state("3 enter 5 enter 4 + +", in: .rpn).display == "12")
        #expect(state("3 enter enter ×", in: .rpn).description == "3 × 3 =")
        #expect(state("3 enter +", in: .rpn).description == "? + 3 =")
        #expect(state("3 enter +", in: .rpn).error == "Missing operand")
    }

    @Test func severalExpressionsAreListedOldestFirst() {
        #expect(state("3 enter 5 + √ π cos", in: .rpn).description == "√(3 + 5), cos(π) =")
        #expect(state("3 enter 5 + √ π cos", in: .rpn).display == "-1")
    }

    @Test func variablesLineListsEveryVariableUsedWithMLast() {
        var controller = CalculatorController()
        controller.setVariable("x", to: 5)
        controller.setVariable("y", to: 4.8)
        controller = pressing("x y + M +", in: .rpn, on: controller)
        #expect(controller.state.variables == "x = 5  y = 4.8  M = unset")
        controller.setVariable("M", to: 1)
        #expect(controller.state.display == "10.8")
        controller.setVariable("x", to: nil)
        #expect(controller.state.error == "Variable x is not set")
    }

    @Test func undoRemovesTheTopOfTheStack() {
        #expect(state("3 enter 5 + ⌫", in: .rpn).description == "3, 5 =")
        let undone = state("3 enter 5 + ⌫ ⌫ ⌫", in: .rpn)
        #expect(undone.display == "0")
        #expect(undone.description == "")
        #expect(!undone.canUndo)
        #expect(undone.canRedo)
    }

    @Test func eachNotationKeepsItsOwnWork() {
        var controller = pressing("7 + 9 =")
        controller = pressing("2 enter 3 ×", in: .rpn, on: controller)
        #expect(controller.state.display == "6")
        controller.setNotation(.algebraic)
        #expect(controller.state.display == "16")
        #expect(controller.state.description == "7 + 9 =")
    }

    @Test func theDisplayNeverShowsNanOrInf() {
        for keys in ["0 ln", "1 0 x² x² x² x² x² x² x² x² x² x² 1 ±", "8 ± enter 0.5 ^", "0 x⁻¹"] {
            let display = state(keys, in: .rpn).display
            #expect(
                !display.contains("nan") && !display.contains("inf"), "\(keys) shows \(display)")
        }
    }
}

@Suite("Key tokens")
struct KeyTokenTests {
    @Test func tokensName() {
        #expect(Key.keys(for: "12") == [.digit(1), .digit(2)])
        #expect(Key.keys(for: "3,5") == [.digit(3), .decimalPoint, .digit(5)])
        #expect(Key.keys(for: "sqrt") == [.operation(.squareRoot)])
        #expect(Key.keys(for: "*") == [.operation(.times)])
        #expect(Key.keys(for: "=") == [.equals])
        #expect(Key.keys(for: "enter") == [.equals])
        #expect(Key.keys(for: "->M") == [.storeToMemory])
        #expect(Key.keys(for: "backspace") == [.backspace])
        #expect(Key.keys(for: "⌫") == [.backspace])
        #expect(Key.keys(for: "undo") == [.undo], "named after what it does")
        #expect(Key.keys(for: "⎌") == [.undo])
        #expect(Key.keys(for: "redo") == [.redo])
        #expect(Key.keys(for: "angle") == [.switchAngleUnit])
        #expect(Key.keys(for: "x") == [.variable("x")])
        #expect(Key.keys(for: "C") == [.clear])
    }

    @Test(arguments: ["foo bar", "1e5", "-3", "192.168.0.1x", "", "nan", "@"])
    func unknownTokens(token: String) {
        #expect(Key.keys(for: token) == nil)
    }
}
