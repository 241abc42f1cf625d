import CalculatorModel
import Numbers
import Testing

@Suite("Stack brain: Swift 2015 Assignment II (English and Russian)")
struct StackBrainTests {
    @Test(
        "Description examples of Required Task 7 and the SPEC",
        arguments: [
            ("10 cos", "cos(10)"),
            ("3 ↓ 5 −", "3 − 5"),
            ("23.5", "23.5"),
            ("π", "π"),
            ("x", "x"),
            ("10 √ 3 +", "√(10) + 3"),
            ("3 ↓ 5 + √", "√(3 + 5)"),
            ("3 ↓ 5 ↓ 4 + +", "3 + 5 + 4"),
            ("3 ↓ 5 √ + √ 6 ÷", "√(3 + √(5)) ÷ 6"),
            ("3 ↓ +", "? + 3"),
            ("3 ↓ 5 + √ π cos", "√(3 + 5), cos(π)"),
            ("3 ↓ 5 ↓ 4 + ×", "3 × (5 + 4)"),
        ])
    func description(keys: String, description: String) {
        #expect(rpn(keys).description == description)
    }

    @Test func feedingAnUnknownTokenFailsTheTest() {
        withKnownIssue("'frobnicate' is no operation") {
            #expect(rpn("3 frobnicate √").evaluate() == 3.0.squareRoot())
        }
    }

    @Test func memoryExampleWithVariableM() {
        var brain = rpn("7 M + √")
        #expect(brain.description == "√(7 + M)")
        #expect(brain.evaluate() == nil)
        #expect(brain.evaluateAndReportErrors() == .failure(.unsetVariable("M")))
        brain.variableValues["M"] = 9
        #expect(brain.evaluate() == 4)
        brain.pushOperand(14)
        #expect(brain.performOperation("+") == 18)
        #expect(brain.description == "√(7 + M) + 14")
    }

    @Test(
        "Errors of Extra Credit 3",
        arguments: [
            ("4 ↓ 0 ÷", CalculatorError.divisionByZero),
            ("4 ± √", .squareRootOfNegativeNumber),
            ("3 ↓ +", .missingOperand),
            ("x cos", .unsetVariable("x")),
            ("0 ln", .logarithmOfNonPositiveNumber),
            ("0 x⁻¹", .divisionByZero),
            ("1e308 ↓ 10 ×", .resultNotFinite),
            ("8 ± ↓ 0.5 ^", .resultNotReal),
            ("2 sin⁻¹", .resultNotReal),
            ("171 x!", .resultNotFinite),
        ])
    func error(keys: String, error: CalculatorError) {
        let brain = rpn(keys)
        #expect(brain.evaluateAndReportErrors() == .failure(error))
        #expect(brain.evaluate() == nil)
    }

    @Test func degrees() throws {
        var brain = rpn("180 sin 90 cos 45 tan 1 sin⁻¹")
        brain.angleUnit = .degrees
        #expect(brain.program == ["180", "sin", "90", "cos", "45", "tan", "1", "sin⁻¹"])
        #expect(brain.evaluate() == 90)
        brain.program = ["180", "sin"]
        #expect(brain.evaluate() == 0, "exactly 0, not 1.2e-16")
        brain.program = ["180", "sin", "90", "cos", "+", "45", "tan", "+"]
        #expect(brain.evaluate() == 1, "tan(45°) is exactly 1, not 0.9999999999999999")
        brain.angleUnit = .radians
        #expect(
            try brain.evaluateAndDescribe().result.get().text(significantDigits: 15)
                == "0.370548938680861")
        #expect(brain.expressions == ["sin(180) + cos(90) + tan(45)"])
    }

    @Test func factorialAndInverseTrigonometry() {
        #expect(rpn("5 x!").evaluate() == 120)
        #expect(rpn("1 tan⁻¹").evaluate() == Double.pi / 4)
    }

    @Test func pushAndPerformReturnTheNewValue() {
        var brain = RPNBrain()
        #expect(brain.pushOperand(3) == 3)
        #expect(brain.pushOperand(symbol: "x") == nil)
        brain.variableValues["x"] = 4
        #expect(brain.performOperation("×") == 12)
        #expect(brain.performOperation("=") == 12, "= is not an RPN operation")
        #expect(brain.program == ["3", "x", "×"])
    }

    @Test func undoRemovesTheTopItem() {
        var brain = rpn("3 ↓ 5 +")
        brain.undo()
        #expect(brain.description == "3, 5")
        #expect(brain.evaluate() == 5)
    }

    @Test func clearingTheStackKeepsVariablesAndViceVersa() {
        var brain = rpn("x", variables: ["x": 2])
        brain.clearStack()
        #expect(brain.program.isEmpty)
        #expect(brain.variableValues == ["x": 2])
        brain.pushOperand(symbol: "x")
        brain.clearVariables()
        #expect(brain.program == ["x"])
        #expect(brain.variableValues.isEmpty)
    }

    @Test func emptyStackIsAMissingOperand() {
        #expect(RPNBrain().evaluateAndReportErrors() == .failure(.missingOperand))
        #expect(RPNBrain().description == "")
    }
}

@Suite("Stack brain: Objective-C 2011 programmable calculator")
struct ProgrammableCalculatorTests {
    @Test(
        "descriptionOfProgram examples of Required Task 2, in our symbols",
        arguments: [
            (["3", "5", "6", "7", "+", "*", "-"], "3 − 5 × (6 + 7)"),
            (["3", "5", "+", "sqrt"], "√(3 + 5)"),
            (["3", "sqrt", "sqrt"], "√(√(3))"),
            (["3", "5", "sqrt", "+"], "3 + √(5)"),
            (["π", "r", "r", "*", "*"], "π × r × r"),
            (["a", "a", "*", "b", "b", "*", "+", "sqrt"], "√(a × a + b × b)"),
            (["3", "5", "+", "6", "*"], "(3 + 5) × 6"),
            (["3", "5"], "5, 3"),
            (["3", "5", "+", "6", "7", "*", "9", "sqrt"], "√(9), 6 × 7, 3 + 5"),
        ])
    func description(program: [String], description: String) {
        #expect(RPNBrain.descriptionOfProgram(program) == description)
    }

    @Test func runProgramSubstitutesVariablesAndTreatsUnsetOnesAsZero() {
        let program = ["a", "a", "*", "b", "b", "*", "+", "sqrt"]
        #expect(RPNBrain.runProgram(program, usingVariableValues: ["a": 3, "b": 4]) == 5)
        #expect(RPNBrain.runProgram(program, usingVariableValues: ["a": 3]) == 3)
        #expect(RPNBrain.runProgram(program) == 0)
        #expect(RPNBrain.runProgram(["3", "5", "6", "7", "+", "*", "-"]) == -62)
    }

    @Test func variablesUsedInProgramIsNilWithoutVariables() {
        #expect(RPNBrain.variablesUsedInProgram(["3", "5", "+"]) == nil)
        #expect(RPNBrain.variablesUsedInProgram([]) == nil)
        #expect(RPNBrain.variablesUsedInProgram(["x", "y", "+", "x", "π"]) == ["x", "y"])
    }

    @Test func garbageProgramsNeverCrash() {
        let garbage = [
            "+", "foo bar", "12abc", "", "nan", "inf", "1e9999999", "0x1p3", "√√", "-", "⌘",
        ]
        #expect(RPNBrain.runProgram(garbage) == 0)
        #expect(RPNBrain.descriptionOfProgram(garbage) == "? − (? + ?)")
        #expect(RPNBrain.variablesUsedInProgram(["nan", "inf", "Infinity"]) == nil)
        #expect(RPNBrain.variablesUsedInProgram(garbage) == nil)
        var brain = RPNBrain()
        brain.program = garbage
        #expect(brain.program == ["+", "−"])
    }

    @Test func programRoundTripsExactly() {
        var brain = RPNBrain()
        brain.pushOperand(1.0 / 3)
        brain.pushOperand(-0.1)
        brain.pushOperand(symbol: "x")
        brain.performOperation("pi")
        var copy = RPNBrain()
        copy.program = brain.program
        #expect(copy.program == brain.program)
        #expect(copy.program == ["0.3333333333333333", "-0.1", "x", "π"], "shortest exact text")
        #expect(RPNBrain.runProgram(["0.3333333333333333"]) == 1.0 / 3)
    }
}

@Suite("Programs of 100 000 steps and more")
struct DeepProgramTests {
    static let depth = 100_000

    @Test func deeplyNestedUnaryOperations() {
        let program = ["1"] + Array(repeating: "√", count: Self.depth)
        #expect(RPNBrain.runProgram(program) == 1)
        let description = RPNBrain.descriptionOfProgram(program)
        #expect(description.count == 1 + 3 * Self.depth)
        #expect(description.prefix(6) == "√(√(√(")
        #expect(description.dropFirst(2 * Self.depth).prefix(3) == "1))")
    }

    @Test func longChainsInBothBrains() {
        var brain = CalculatorBrain()
        brain.setOperand(0)
        for _ in 0..<Self.depth {
            brain.performOperation("+")
            brain.setOperand(1)
        }
        brain.performOperation("=")
        #expect(brain.evaluate().result == Double(Self.depth))

        var stack = RPNBrain()
        stack.program = ["0"] + Array(repeating: ["1", "−"], count: Self.depth).flatMap { $0 }
        #expect(stack.evaluate() == -Double(Self.depth))
        #expect(stack.description.suffix(8) == " − 1 − 1")
    }

    @Test func rightNestedOperationsAreParenthesized() {
        let program = ["2"] + Array(repeating: ["2", "^"], count: Self.depth).flatMap { $0 }
        let description = RPNBrain.descriptionOfProgram(program)
        #expect(description.prefix(4) == "((((")
        #expect(description.suffix(10) == ") ^ 2) ^ 2")
        #expect(
            description.count == 6 * Self.depth - 1,
            "2, then ` ^ 2` and a pair of parentheses a step")
        #expect(RPNBrain.runProgram(program) == 0, "overflows: no value, so 0")
    }
}
