import CalculatorModel
import Numbers
import Testing

@Suite("Algebraic brain: Swift 2017 Assignment I")
struct AssignmentOneTests {
    // Examples a–k of Required Task 7; b and j are about typing and live in the controller tests.
    @Test(
        "Description, pending flag and result of each example",
        arguments: [
            ("a", "7 +", "7 +", true, 7.0),
            ("c", "7 + 9 =", "7 + 9", false, 16),
            ("d", "7 + 9 = √", "√(7 + 9)", false, 4),
            ("e", "7 + 9 = √ + 2 =", "√(7 + 9) + 2", false, 6),
            ("f", "7 + 9 √", "7 + √(9)", true, 3),
            ("g", "7 + 9 √ =", "7 + √(9)", false, 10),
            ("h", "7 + 9 = + 6 = + 3 =", "7 + 9 + 6 + 3", false, 25),
            ("i", "7 + 9 = √ 6 + 3 =", "6 + 3", false, 9),
            ("k", "4 × π =", "4 × π", false, 4 * Double.pi),
        ])
    func example(name: String, keys: String, description: String, isPending: Bool, result: Double) {
        let evaluation = algebraic(keys).evaluate()
        #expect(evaluation.description == description, "example \(name)")
        #expect(evaluation.isPending == isPending, "example \(name)")
        #expect(evaluation.result == result, "example \(name)")
    }

    @Test func binaryOperationsRunLeftToRightAsEntered() {
        #expect(algebraic("6 × 5 × 4 × 3 =").evaluate().result == 360)
    }

    @Test func descriptionKeepsTheComputationPerformed() {
        let evaluation = algebraic("7 + 9 × 2 =").evaluate()
        #expect(evaluation.result == 32)
        #expect(evaluation.description == "(7 + 9) × 2")
    }

    @Test func binaryOperationRightAfterAnotherReplacesIt() {
        let evaluation = algebraic("7 + × 2 =").evaluate()
        #expect(evaluation.description == "7 × 2")
        #expect(evaluation.result == 14)
    }

    @Test func awaitsAnOperandWhenEmptyOrAfterABinaryOperation() {
        #expect(CalculatorBrain().isAwaitingOperand)
        #expect(algebraic("7 +").isAwaitingOperand)
        #expect(!algebraic("7 + 9").isAwaitingOperand)
        #expect(!algebraic("7 + 9 =").isAwaitingOperand)
    }

    @Test func clearReturnsToTheLaunchState() {
        var brain = algebraic("7 + 9 =")
        brain.clear()
        let evaluation = brain.evaluateAndReportErrors()
        #expect(evaluation.result == nil)
        #expect(!evaluation.isPending)
        #expect(evaluation.description == "")
    }

    @Test func randIsDrawnOnceAndRemembered() throws {
        var brain = algebraic("3 +")
        brain.performOperation("rand")
        let first = try #require(brain.evaluate().result)
        #expect((0..<1).contains(first))
        #expect(brain.evaluate().result == first)
        brain.performOperation("=")
        // The drawn number is read as its shortest decimal, and the sum is exact.
        #expect(brain.evaluate().result == (try Real(first).map { try $0 + 3 })?.doubleValue)
        brain.undo()
        #expect(brain.evaluate().result == first)
    }

    @Test func asciiAliasesMeanTheSameOperations() {
        let evaluation = algebraic("2 * pi - 1 / 4 ^ 2 = sqrt").evaluate()
        #expect(evaluation.description == "√(((2 × π − 1) ÷ 4) ^ 2)")
        #expect(abs((evaluation.result ?? 0) - (2 * Double.pi - 1) / 4) < 1e-15)
    }
}

@Suite("Algebraic brain: Swift 2017 Assignment II (German)")
struct AssignmentTwoTests {
    @Test func memoryExampleWithVariableM() {
        var brain = algebraic("9 + M = √")
        #expect(brain.evaluate().description == "√(9 + M)")
        #expect(brain.evaluate().result == 3, "unset M counts as 0")
        #expect(brain.evaluate(using: ["M": 7]).result == 4)
        brain.performOperation("+")
        brain.setOperand(14)
        brain.performOperation("=")
        let evaluation = brain.evaluate(using: ["M": 7])
        #expect(evaluation.result == 18)
        #expect(evaluation.description == "√(9 + M) + 14")
    }

    @Test func undoGoesBackToTheExpressionThatUsesM() {
        // Hint 10: M cos, then π, then →M, then undo: cos(M) with M = π.
        var brain = algebraic("M cos π")
        let memory = ["M": brain.evaluate().result ?? 0]
        brain.undo()
        #expect(brain.evaluate(using: memory).result == -1)
        #expect(brain.evaluate(using: memory).description == "cos(M)")
    }

    @Test func undoRemovesTheLastOperandOrOperation() {
        var brain = algebraic("7 + 9 =")
        brain.undo()
        #expect(brain.evaluate().description == "7 + 9")
        #expect(brain.evaluate().isPending)
        brain.undo()
        brain.undo()
        #expect(brain.evaluate().description == "7")
        brain.undo()
        brain.undo()
        #expect(brain.evaluate().description == "")
    }

    @Test func programRoundTripsAndKeepsRand() {
        var brain = algebraic("7 + M = √")
        brain.performOperation("rand")
        var copy = CalculatorBrain()
        copy.program = brain.program
        #expect(copy.program == brain.program)
        #expect(copy.evaluate().result == brain.evaluate().result)
        #expect(Array(copy.program.prefix(5)) == ["7", "+", "M", "=", "√"])
    }

    @Test func degreesInAlgebraicNotation() {
        var brain = algebraic("30 sin")
        brain.angleUnit = .degrees
        #expect(abs((brain.evaluate().result ?? 0) - 0.5) < 1e-15)
    }

    @Test func namesOfOperationsAreNotVariables() {
        var brain = CalculatorBrain()
        for name in ["√", "sin", "e", "pi", "=", "", "2x", "a b"] {
            brain.setOperand(variable: name)
        }
        #expect(brain.evaluate().description == "")
        brain.setOperand(variable: "x1")
        #expect(brain.evaluate(using: ["x1": 2]).result == 2)
    }

    @Test func unknownSymbolsAreIgnored() {
        var brain = algebraic("2 +")
        for symbol in ["%", "", "++", "sinh", "🙂"] { brain.performOperation(symbol) }
        brain.setOperand(3)
        brain.performOperation("=")
        #expect(brain.evaluate().description == "2 + 3")
        #expect(brain.evaluate().result == 5)
    }

    @Test func deprecatedPropertiesAgreeWithEvaluate() {
        let brain: any DeprecatedBrainAPI = algebraic("7 + 9 √")
        #expect(brain.result == 3)
        #expect(brain.resultIsPending)
        #expect(brain.description == "7 + √(9)")
    }
}

/// Reaches the deprecated properties without a deprecation warning at each use.
protocol DeprecatedBrainAPI {
    var result: Double? { get }
    var resultIsPending: Bool { get }
    var description: String { get }
}

extension CalculatorBrain: DeprecatedBrainAPI {}

@Suite("An expression costs its own steps, not everything entered before it")
struct ExpressionStartTests {
    @Test func aNumberAfterAFinishedCalculationStartsAnExpressionOfItsOwn() {
        let brain = algebraic("7 + 9 = √ 6 + 3 =")
        #expect(brain.evaluate().description == "6 + 3")
        #expect(brain.evaluate().result == 9)
        #expect(!brain.isSingleOperand)
        #expect(algebraic("7 = 6 =").isSingleOperand)
        #expect(!algebraic("7 + 9 = 6 =").isSingleOperand, "6 = repeats + 9")
    }

    @Test func undoAndRedoAcrossTheStartOfAnExpression() {
        var brain = algebraic("7 + 9 = 6 + 3 =")
        for _ in 0..<4 { brain.undo() }
        #expect(brain.evaluate().description == "7 + 9")
        #expect(brain.evaluate().result == 16)
        brain.redo()
        #expect(brain.evaluate().description == "6")
        brain.redo()
        #expect(brain.evaluate().description == "6 +")
        var replaced = CalculatorBrain()
        replaced.program = brain.program
        #expect(replaced.evaluate().description == "6 +", "a program set whole finds its starts")
    }
}
