import CalculatorModel
import Numbers
import Testing

@Suite("Algebraic brain: percent, parentheses, order of operations, repeated =")
struct AlgebraicKeysTests {
    @Test(
        "Percent reads as GNOME and Windows Calculator read it",
        arguments: [
            ("100 + 20 % =", "100 + 20%", 120.0), ("100 − 20 % =", "100 − 20%", 80),
            ("200 × 15 % =", "200 × 15%", 30), ("100 ÷ 1 % =", "100 ÷ 1%", 10000),
            ("20 % =", "20%", 0.2), ("100 + 20 % x² =", "100 + (100 × 20%)²", 500),
            ("10 + % % =", "10 + (10 × 10%)%", 10.1),
        ])
    func percent(keys: String, description: String, result: Double) {
        let evaluation = algebraic(keys).evaluate()
        #expect(evaluation.description == description)
        #expect(evaluation.result == result)
    }

    @Test func aSumThatTakesAPercentKeepsItsParenthesesUnderAnotherSum() {
        // 1 + (100 + 10%) is 111; written `1 + 100 + 10%` it would read 111.1.
        #expect(algebraic("1 + ( 100 + 10 % =").evaluate().description == "1 + (100 + 10%)")
        #expect(algebraic("1 + ( 100 + 10 % =").evaluate().result == 111)
        // 50 + (10% − 1): the percent is of nothing left of it, 0.1.
        #expect(algebraic("50 + ( 10 % − 1 =").evaluate().description == "50 + (10% − 1)")
        #expect(algebraic("50 + ( 10 % − 1 =").evaluate().result == 49.1)
        #expect(algebraic("( 100 + 10 % ) + 1 =").evaluate().description == "100 + 10% + 1")
    }

    @Test func parenthesesGroupAndDisappearFromTheDescriptionWhereNotNeeded() {
        #expect(algebraic("2 × ( 3 + 4 ) =").evaluate().result == 14)
        #expect(algebraic("2 × ( 3 + 4 ) =").evaluate().description == "2 × (3 + 4)")
        #expect(algebraic("( 2 × 3 ) + 4 =").evaluate().description == "2 × 3 + 4")
        #expect(algebraic("2 × ( 3 + 4").openParentheses == 1)
        #expect(algebraic("2 × ( 3 + 4").evaluate().description == "2 × (3 + 4")
        #expect(algebraic("2 × ( 3 + 4").evaluate().isPending)
    }

    @Test func aCloseParenthesisWithNoneOpenIsNotRecorded() {
        var brain = algebraic("7 )")
        #expect(brain.program == ["7"])
        brain.performOperation("(")
        brain.performOperation(")")
        #expect(brain.program == ["7", "(", ")"])
    }

    @Test func equalsClosesEveryParenthesis() {
        let brain = algebraic("2 × ( 3 + ( 4 − 1 =")
        #expect(brain.evaluate().result == 12)
        #expect(brain.openParentheses == 0)
        #expect(!brain.isPending)
    }

    @Test func precedenceIsAChoice() {
        var brain = algebraic("12.5 + 7.25 × 2 =")
        #expect(brain.evaluate().result == 39.5)
        #expect(brain.evaluate().description == "(12.5 + 7.25) × 2")
        brain.order = .precedence
        #expect(brain.evaluate().result == 27)
        #expect(brain.evaluate().description == "12.5 + 7.25 × 2")
    }

    @Test func precedenceRunsPowerFromTheRightAndSubtractionFromTheLeft() {
        var brain = algebraic("2 ^ 3 ^ 2 − 100 − 10 × 2 ^ 2 =")
        brain.order = .precedence
        #expect(brain.evaluate().result == 372)
        #expect(brain.evaluate().description == "2 ^ 3 ^ 2 − 100 − 10 × 2 ^ 2")
    }

    @Test func anOperationRightAfterAnotherReplacesItUnderPrecedenceToo() {
        var brain = algebraic("2 − 3 × − 4 =")
        brain.order = .precedence
        #expect(brain.evaluate().result == -5)
        #expect(brain.evaluate().description == "2 − 3 − 4")
    }

    @Test(
        "Repeated = repeats the last operation with its right operand",
        arguments: [
            ("8 × 2 = =", "8 × 2 × 2", 32.0), ("2 + 3 = 4 =", "4 + 3", 7),
            ("2 + 3 = 4 = 5 =", "5 + 3", 8), ("7 + 9 = √ =", "√(7 + 9) + 9", 13),
            ("( 2 + 3 ) =", "2 + 3", 5), ("7 = 6 =", "6", 6),
        ])
    func repeatedEquals(keys: String, description: String, result: Double) {
        let evaluation = algebraic(keys).evaluate()
        #expect(evaluation.description == description)
        #expect(evaluation.result == result)
    }

    @Test func undoOfARepeatedEqualsGoesBackOneStep() {
        var brain = algebraic("2 + 3 = 4 =")
        brain.undo()
        #expect(brain.evaluate().description == "4")
        brain.redo()
        #expect(brain.evaluate().result == 7)
    }

    @Test func aProgramOfAMillionParenthesesNeitherOverflowsNorTakesQuadraticTime() {
        var brain = CalculatorBrain()
        brain.program =
            Array(repeating: "(", count: 200_000) + ["1"] + Array(repeating: "+", count: 1)
            + ["2"] + Array(repeating: ")", count: 200_000) + ["="]
        #expect(brain.evaluate().result == 3)
        #expect(brain.evaluate().description == "1 + 2")
    }
}

@Suite("RPN brain: HP's percent")
struct RPNPercentTests {
    @Test func percentTakesXPercentOfYAndKeepsY() {
        let brain = rpn("200 ↓ 15 %")
        #expect(brain.evaluate() == 30)
        #expect(brain.description == "200, 200 × 15%")
        #expect(rpn("200 ↓ 15 % +").evaluate() == 230)
    }

    @Test func parenthesesAreNotRecordedInRPN() {
        #expect(rpn("3 ( 4 ) +").program == ["3", "4", "+"])
    }
}
