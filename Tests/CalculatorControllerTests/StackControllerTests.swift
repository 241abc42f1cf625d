import CalculatorController
import CalculatorModel
import Testing

@Suite("Controller: the RPN stack, its levels and its keys")
struct StackControllerTests {
    /// Each row as `level: value  expression`.
    private func rows(_ state: DisplayState) -> [String] {
        state.stack.map { "\($0.level): \($0.value)  \($0.expression)" }
    }

    @Test func everyLevelShowsItsValueAndExpressionLevelOneFirst() {
        let levels = state("3 enter 5 + 2 √", in: .rpn)
        #expect(rows(levels) == ["1: 1.4142135623731  √(2)", "2: 8  3 + 5"])
        #expect(levels.stackDepth == 2)
        #expect(
            levels.stack.map(\.spokenText) == [
                "level 1: 1.4142135623731, square root of (2)", "level 2: 8, 3 plus 5",
            ])
        #expect(!levels.isTyping)
        #expect(state("3 enter 5", in: .rpn).isTyping)
    }

    @Test func aLevelWithAnErrorShowsItsMessageAndTheOthersKeepTheirValues() {
        let levels = state("1 enter 0 ÷ 7 x", in: .rpn)
        #expect(
            rows(levels) == [
                "1: Variable x is not set  x", "2: 7  7", "3: Division by zero  1 ÷ 0",
            ])
        #expect(levels.stack.map(\.isError) == [true, false, true])
    }

    @Test func aFormulaIsSpokenWithItsFunctionsByName() {
        let spoken = state("0.5 sin⁻¹ √ 2 × sin", in: .rpn).stack.map(\.spokenText)
        #expect(
            spoken == [
                "level 1: 0.992372001617361, sine of (square root of (arcsine of (0.5)) times 2)"
            ])
        let functions = state("8 log₂ sinh⁻¹ 7 mod", in: .rpn).stack.map(\.spokenText)
        #expect(
            functions == [
                "level 1: 1.81844645923207,"
                    + " inverse hyperbolic sine of (binary logarithm of (8)) modulo 7"
            ])
    }

    @Test func theStackKeysRearrangeTheLevels() {
        #expect(rows(state("1 enter 2 x⇄y", in: .rpn)) == ["1: 1  1", "2: 2  2"])
        #expect(rows(state("1 enter 2 enter 3 R↓", in: .rpn)) == ["1: 2  2", "2: 1  1", "3: 3  3"])
        #expect(rows(state("1 enter 2 drop", in: .rpn)) == ["1: 1  1"])
        #expect(rows(state("3 enter 5 × lastx", in: .rpn)) == ["1: 5  5", "2: 15  3 × 5"])
        #expect(state("1 enter 2 drop", in: .rpn).display == "1")
    }

    @Test func theNumberBeingTypedIsEnteredFirst() {
        #expect(rows(state("4 enter 9 swap", in: .rpn)) == ["1: 4  4", "2: 9  9"])
        #expect(rows(state("4 enter 9 drop", in: .rpn)) == ["1: 4  4"])
    }

    @Test(
        "A stack key with too few levels says why and changes nothing",
        arguments: [
            ("x⇄y", "5", "x⇄y needs two levels on the stack"),
            ("R↓", "5", "R↓ needs two levels on the stack"),
            ("drop", "", "The stack is empty"),
            (
                "LASTx", "5 enter",
                "LASTx recalls the operand of the last operation: there is none yet"
            ),
        ])
    func refusal(key: String, before: String, notice: String) {
        let start = pressing(before, in: .rpn)
        var controller = start
        controller.press(.operation(OperationID(spelling: key)!))
        #expect(controller.state.notice == notice)
        #expect(controller.session == start.session)
        #expect(controller.state.display == start.state.display)
    }

    @Test func inAlgebraicNotationTheStackKeysPointToRPN() {
        let controller = pressing("3 + 4 x⇄y", in: .algebraic)
        #expect(controller.state.notice == "The stack keys work in RPN notation (Ctrl+R)")
        #expect(controller.state.description == "3 + …")
        #expect(controller.state.stack.isEmpty)
    }

    @Test func undoAndRedoGoThroughStackKeysOneAtATime() {
        var controller = pressing("1 enter 2 enter 3 R↓ x⇄y drop", in: .rpn)
        #expect(rows(controller.state) == ["1: 2  2", "2: 3  3"])
        controller.press(.undo)
        #expect(rows(controller.state) == ["1: 1  1", "2: 2  2", "3: 3  3"])
        controller.press(.undo)
        controller.press(.undo)
        #expect(rows(controller.state) == ["1: 3  3", "2: 2  2", "3: 1  1"])
        for _ in 1...3 { controller.press(.redo) }
        #expect(rows(controller.state) == ["1: 2  2", "2: 3  3"])
    }

    @Test func aSavedSessionKeepsStackKeysInTheProgram() {
        let controller = pressing("3 enter 5 × lastx 2 swap roll drop", in: .rpn)
        let restored = CalculatorController(session: controller.session)
        #expect(restored.state == controller.state)
        #expect(rows(restored.state) == ["1: 15  3 × 5", "2: 5  5"])
    }

    @Test func usingALevelPushesACopyOfItsValue() {
        var controller = pressing("3 enter 5 + 2 √", in: .rpn)
        controller.useLevel(2)
        #expect(rows(controller.state) == ["1: 8  8", "2: 1.4142135623731  √(2)", "3: 8  3 + 5"])
        controller = pressing("4", in: .rpn, on: controller)
        controller.useLevel(1)
        #expect(rows(controller.state).prefix(2) == ["1: 8  8", "2: 4  4"], "typed number first")
        controller.press(.undo)
        #expect(rows(controller.state).first == "1: 4  4")
    }

    @Test func aLevelWithNoValueCannotBeUsedOrCopied() {
        var controller = pressing("1 enter 0 ÷", in: .rpn)
        controller.useLevel(1)
        #expect(controller.state.notice == "Level 1 has no value to use")
        #expect(controller.state.stackDepth == 1)
        #expect(controller.copy(level: 3) == nil)
        #expect(controller.state.notice == "Level 3 has no value to use")
    }

    @Test func copyingALevelKeepsEveryDigitOfADecimalThatEnds() {
        var controller = pressing("1 enter 3 ÷ 2 enter 64 ^ 10 enter 4 ÷", in: .rpn)
        #expect(controller.copy(level: 1) == "2.5")
        #expect(controller.copy(level: 2) == "18446744073709551616")
        #expect(controller.copy(level: 3) == "0.333333333333333")
    }

    @Test func aDeepStackShowsItsTopHundredLevelsAndCountsThemAll() {
        let controller = pressing(
            Array(repeating: "1 enter", count: 150).joined(separator: " "), in: .rpn)
        #expect(controller.state.stack.count == 100)
        #expect(controller.state.stackDepth == 150)
        #expect(controller.stackRows.count == 150)
    }
}
