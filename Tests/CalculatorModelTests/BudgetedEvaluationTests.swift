import CalculatorModel
import Numbers
import Testing

/// An evaluation under a time budget (issue 43): cut short, it says so and is not kept; a
/// result that needed the highest precision is kept as final; a step after it runs at the
/// precision it needs itself.
@Suite("Evaluation under a budget")
struct BudgetedEvaluationTests {
    /// π·10^−20000: needs every bit of the highest precision, and proves only that it is
    /// tiny (the exact field proves it is not 0).
    static let nearlyZero = "π × ( 10 ^ -20000 ) + 1 − 1 ="

    /// A budget already spent: any round or node it reaches is cut.
    static func spent<Value>(_ body: () -> Value) -> Value {
        Budget.$current.withValue(Budget(milliseconds: 0), operation: body)
    }

    @Test func anEvaluationCutShortSaysSoAndIsNotKept() {
        let brain = algebraic(Self.nearlyZero)
        #expect(Self.spent { brain.evaluateExactly() }.result == .failure(.tookTooLong))
        let afterwards = brain.evaluateExactly()
        #expect(text(of: afterwards.result) == "0.000000000000000…")
    }

    @Test func aCancelledEvaluationStopsAsASpentOneDoes() {
        let brain = algebraic(Self.nearlyZero)
        let budget = Budget(milliseconds: 60_000)
        budget.cancel()
        let result = Budget.$current.withValue(budget) { brain.evaluateExactly().result }
        #expect(result == .failure(.tookTooLong))
    }

    /// Issue 66, item 15: the Money pane's largest n, 72 million additions in each shift of
    /// its rate's polynomial (a minute and more), stops at the budget like any other step.
    @Test func aRateOfTwelveThousandPeriodsStopsAtTheBudget() throws {
        var brain = CalculatorBrain()
        brain.enter(try Expression(parsing: "rate(12000, -600, 50000)"))
        let result = Budget.$current.withValue(Budget(milliseconds: 200)) {
            brain.evaluateExactly().result
        }
        // The round before the cut could not isolate the roots at its precision.
        #expect(result == .failure(.imprecise))
    }

    @Test func aResultUnsettledAtTheHighestPrecisionIsNeverEvaluatedAgain() {
        var brain = algebraic(Self.nearlyZero)
        #expect(text(of: brain.evaluateExactly().result) == "0.000000000000000…")
        // Kept: a spent budget does not stop reading it, nor a step that needs no new bits.
        #expect(text(of: Self.spent { brain.evaluateExactly() }.result) == "0.000000000000000…")
        brain.performOperation(.times)
        #expect(text(of: Self.spent { brain.evaluateExactly() }.result) == "0.000000000000000…")
    }

    @Test func aStepAfterOneThatNeededTheHighestPrecisionRunsAtItsOwn() throws {
        var brain = algebraic(Self.nearlyZero)
        _ = brain.evaluateExactly()
        for step in ["+", "π", "="] { brain.performOperation(step) }
        let value = try #require(try brain.evaluateExactly().result?.get())
        #expect(value.text(NumberFormat()) == "3.14159265358979")
        // Its ball is π's at the starting 128 bits, not at 65 536: Arb's text of it is short.
        #expect(value.serialized.count < 200)
    }
}

private func text(of result: Result<Complex, CalculatorError>?) -> String? {
    switch result {
    case .success(let value)?: value.text(NumberFormat())
    case .failure(let error)?: "\(error)"
    case nil: nil
    }
}
