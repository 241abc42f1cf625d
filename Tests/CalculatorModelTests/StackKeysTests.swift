import CalculatorModel
import Numbers
import Testing

@Suite("RPN brain: x⇄y, R↓, drop, LASTx")
struct StackKeysTests {
    private func brain(_ program: [String]) -> RPNBrain {
        var brain = RPNBrain()
        brain.program = program
        return brain
    }

    /// Each level as `value  expression`, level 1 first.
    private func levels(_ program: [String]) -> [String] {
        brain(program).levels.map { level in
            ((try? level.value.get())?.text(significantDigits: 15) ?? "error") + "  "
                + level.expression
        }
    }

    @Test func enterWithNothingTypedRecordsLevelOneOnceMore() {
        var entered = RPNBrain()
        entered.variables = ["x": 3]
        entered.push(variable: "x")
        for _ in 0..<3 { entered.duplicateLevel1() }
        #expect(entered.program == ["x", "↩", "↩", "↩"], "one step each, nothing evaluated")
        #expect(entered.depth == 4)
        entered.push(operation: "×")
        #expect(entered.expressions == ["x", "x", "x × x"], "a variable stays the variable")
        #expect(levels(["2", "3", "+", "↩", "×"]) == ["25  (2 + 3) × 5"])
        #expect(levels(["↩"]) == ["error  ?", "error  ?"], "an empty stack has no level 1")
    }

    @Test func algebraicProgramsIgnoreRPNsEnter() {
        var brain = CalculatorBrain()
        brain.program = ["2", "↩", "+", "3", "="]
        #expect(brain.program == ["2", "+", "3", "="])
    }

    @Test func swapExchangesLevelsOneAndTwo() {
        #expect(levels(["3", "5", "+", "2", "√", "x⇄y"]) == ["8  3 + 5", "1.4142135623731  √(2)"])
        #expect(levels(["2", "10", "x⇄y", "÷"]) == ["5  10 ÷ 2"])
    }

    @Test func rollPutsLevelOneOnTopAndMovesTheOthersDown() {
        #expect(levels(["1", "2", "3", "R↓"]) == ["2  2", "1  1", "3  3"])
        #expect(levels(["1", "2", "3", "R↓", "R↓", "R↓"]) == ["3  3", "2  2", "1  1"])
        #expect(levels(["1", "2", "3", "R↓", "4", "R↓", "+"]) == ["3  1 + 2", "3  3", "4  4"])
    }

    @Test func dropRemovesLevelOne() {
        #expect(levels(["3", "5", "+", "7", "drop"]) == ["8  3 + 5"])
        #expect(brain(["5", "drop", "drop"]).levels.isEmpty)
    }

    @Test func lastXRecallsTheOperandOfTheLastOperation() {
        #expect(levels(["3", "5", "+", "LASTx"]) == ["5  5", "8  3 + 5"])
        #expect(levels(["3", "5", "+", "√", "LASTx"]) == ["8  8", "2.82842712474619  √(3 + 5)"])
        #expect(levels(["x", "sin", "LASTx", "×"]).last == "error  sin(x) × x")
        #expect(levels(["9", "LASTx"]) == ["error  ?", "9  9"], "no operation yet: missing")
    }

    @Test func depthAndLastOperandAreKnownWithoutEvaluating() {
        var brain = brain(["1", "2", "x⇄y", "R↓", "+", "drop"])
        #expect(brain.depth == 0)
        #expect(brain.hasLastOperand)
        brain.undo()
        #expect(brain.depth == 1)
        brain.program = ["x⇄y"]
        #expect(brain.depth == 2, "two missing operands")
        #expect(!brain.hasLastOperand)
    }

    @Test func undoAndRedoTakeBackOneStackKeyAtATime() {
        var brain = brain(["1", "2", "3", "R↓", "x⇄y"])
        brain.undo()
        #expect(brain.expressions == ["3", "1", "2"])
        brain.undo()
        #expect(brain.expressions == ["1", "2", "3"])
        brain.redo()
        brain.redo()
        #expect(brain.expressions == ["3", "2", "1"])
        #expect(brain.program == ["1", "2", "3", "R↓", "x⇄y"])
    }

    @Test func theAssignmentsStaticMethodsRunStackKeys() {
        let program = ["3", "5", "+", "2", "swap", "÷", "LASTx", "+", "4", "roll", "7", "drop"]
        #expect(RPNBrain.runProgram(program) == 8.25)
        #expect(RPNBrain.descriptionOfProgram(program) == "2 ÷ (3 + 5) + 8, 4")
        #expect(
            RPNBrain.runProgram(["x", "y", "x⇄y", "−"], usingVariableValues: ["x": 5, "y": 2]) == -3
        )
        #expect(
            brain(program).program == [
                "3", "5", "+", "2", "x⇄y", "÷", "LASTx", "+", "4", "R↓", "7", "drop",
            ])
        var pushed = RPNBrain()
        pushed.pushOperand(8)
        pushed.pushOperand(2)
        #expect(pushed.performOperation("swap") == 8)
        #expect(pushed.performOperation("÷") == 0.25)
        #expect(pushed.performOperation("lastx") == 8)
        #expect(pushed.performOperation("drop") == 0.25)
    }

    @Test func algebraicNotationIgnoresStackKeys() {
        var brain = CalculatorBrain()
        brain.setOperand(3)
        brain.performOperation("x⇄y")
        brain.performOperation("drop")
        #expect(brain.program == ["3"])
    }

    /// 400 000 rolls of a stack of 200 000 levels: linear, not a copy per roll.
    @Test func manyRollsCostLinearTime() throws {
        let program =
            Array(repeating: "1", count: 200_000) + Array(repeating: "R↓", count: 400_000)
            + ["+"]
        let brain = brain(program)
        #expect(brain.depth == 199_999)
        #expect(try brain.evaluateAndDescribe().result.get() == 2)
    }

    /// Each recall of a whole expression is its value, so recalling it again and again adds
    /// a number's digits each time: the text would double each time if it were the expression.
    @Test func lastXOfAnExpressionIsItsValue() {
        var program = ["2"]
        for _ in 0..<2_000 { program += ["√", "LASTx", "+"] }
        let description = brain(program).expressions.joined()
        #expect(description.count < 2_000 * 25)
        #expect(brain(["2", "√", "LASTx", "+"]).expressions == ["√(2) + 2"])
    }
}
