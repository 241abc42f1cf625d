import CalculatorController
import CalculatorModel
import Numbers
import Testing

/// Issue 67: `solve(…)` typed or pasted is a calculation of its own. Its roots are listed,
/// said to be every one in the range searched, and go to the history; a single one is the
/// number the next key works on. Roots from mpmath at 40 digits (√2 = 1.4142135623730950…).
@Suite struct SolvingTests {
    private func solving(_ text: String, in notation: Notation = .algebraic)
        -> CalculatorController
    {
        var controller = pressing("", in: notation)
        let isTaken = controller.enter(expression: text)
        #expect(isTaken)
        return controller
    }

    @Test func everyRootIsListedAndGoesToTheHistoryOneRowEach() {
        let state = solving("solve(x^2 = 2)").state
        #expect(state.display == "-1.4142135623731, 1.4142135623731")
        #expect(state.description == "solve(x^2 = 2) =")
        #expect(state.notice == "Every real root; there are no complex roots.")
        #expect(
            state.history == [
                HistoryRow(expression: "solve(x^2 = 2) =", result: "1.4142135623731"),
                HistoryRow(expression: "solve(x^2 = 2) =", result: "-1.4142135623731"),
            ])
    }

    @Test func typedInTheLineItsEqualsSignIsTextAndTheOneAfterItSolves() {
        var controller = CalculatorController()
        for character in "solve(x^3-2x-5=0)" { controller.type(String(character)) }
        #expect(controller.state.display == "Return solves the equation")
        controller.type("=")
        #expect(controller.state.line == nil)
        #expect(controller.state.display == "2.09455148154233")
        #expect(controller.state.description == "solve(x^3-2x-5=0) =")
    }

    @Test func aSolveWhoseEquationLooksLikeADefinitionIsSolvedTypedOrPasted() {
        var controller = CalculatorController()
        for character in "solve(sin(x) = 0, x, 1, 4)" { controller.type(String(character)) }
        controller.keepLine()
        #expect(controller.state.display == "3.14159265358979")
        controller.paste("solve(cos(x) = 0, x, 1, 2)")
        #expect(controller.state.display == "1.5707963267949")
        #expect(controller.functions.all.isEmpty)
    }

    @Test func aLineThatCannotBeSolvedStaysOpenAndSaysWhy() {
        var controller = CalculatorController()
        for character in "solve(x^2+1)" { controller.type(String(character)) }
        controller.keepLine()
        #expect(controller.state.line?.text == "solve(x^2+1)")
        #expect(
            controller.state.notice == "solve needs an equation with one =, as in solve(x^2 = 2)")
    }

    @Test func aRangeGivenIsSaidAndAnEquationWithoutOneIsSearchedInTheDefault() {
        #expect(solving("solve(sin(x) = 0, x, 1, 10)").state.notice == "Every root in 1 … 10.")
        let state = solving("solve(cos(x) = x)").state
        #expect(state.display == "0.739085133215161")
        #expect(
            state.notice
                == "Every root in -1000 … 1000, the range searched when none is given: solve(equation, x, a, b) searches another."
        )
    }

    @Test func noRootIsSaidInWords() {
        let state = solving("solve(e^x = 0, x, -100, 100)").state
        #expect(state.display == "No root")
        #expect(state.notice == "Proven: no root in -100 … 100.")
        #expect(state.history.isEmpty)
    }

    @Test func aSingleRootIsTheNumberTheNextKeyWorksOn() {
        var controller = solving("solve(x^3 = 8)")
        #expect(controller.state.notice == "Every real root; complex roots not shown: 2.")
        controller = pressing("+ 1 =", on: controller)
        #expect(controller.state.display == "3")
        let rpn = pressing("1 +", in: .rpn, on: solving("solve(x^3 = 8)", in: .rpn))
        #expect(rpn.state.display == "3")
        var typed = solving("solve(x^3 = 8)")
        for character in "*5" { typed.type(String(character)) }
        typed.keepLine()
        #expect(typed.state.display == "10")
        #expect(typed.state.description == "2 × 5 =")
    }

    @Test func severalRootsAreNoNumberToWorkOnTillOneIsChosen() {
        var controller = pressing("+", on: solving("solve(x^2 = 2)"))
        #expect(
            controller.state.notice
                == "There are several roots: choose one in the history to work on it")
        #expect(controller.state.display == "-1.4142135623731, 1.4142135623731")
        controller.recallHistory(at: 0)
        controller = pressing("× 2 =", on: controller)
        #expect(controller.state.display == "2.82842712474619")
    }

    @Test func aDoubleRootOfAnotherFunctionIsSaidUndecidedNeverShownAsARoot() {
        // sin x = 1 touches at π/2 without crossing.
        let state = solving("solve(sin(x) = 1, x, 0, 3)").state
        #expect(state.display == "No root proven")
        #expect(
            state.notice
                == "Every root in 0 … 3. Not decided near 1.5707963267949: a double root, roots too close to tell apart, a pole, or an edge of where the equation has a value."
        )
    }

    @Test(arguments: [
        ("solve(x = 1) + 1", "solve(…) is a calculation of its own: write it alone, its ( closed"),
        ("solve(x = 1", "solve(…) is a calculation of its own: write it alone, its ( closed"),
        ("solve(x^2)", "solve needs an equation with one =, as in solve(x^2 = 2)"),
        (
            "solve(v = d / t)",
            "Which of d, t, v is the unknown? Give it after the equation: solve(v = d / t, t)"
        ),
        (
            "solve(x = 1, x, 2)",
            "solve takes an equation, then its unknown, then the ends of the range searched: solve(sin(x) = 0, x, 1, 10)"
        ),
        (
            "solve(x = 1, x, 5, 2)",
            "The range's ends must be real numbers, the first below the second"
        ),
    ])
    func aCallThatCannotBeSolvedIsRefusedAndSaysWhy(text: String, notice: String) {
        var controller = pressing("7")
        let isTaken = controller.enter(expression: text)
        #expect(!isTaken)
        #expect(controller.state.notice == notice)
        #expect(controller.state.display == "7")
    }

    @Test func anIdentityIsSaidToHoldForEveryValue() {
        let state = solving("solve(x + 1 = 1 + x)").state
        #expect(state.display == "Both sides are the same: every value is a solution")
        #expect(state.notice == nil)
    }

    @Test func theNamesSetAreKnownAndTheOneLeftIsTheUnknown() {
        var controller = CalculatorController()
        controller.setVariable("d", to: Complex(Real(100)))
        controller.setVariable("t", to: Complex(Real(8)))
        let isTaken = controller.enter(expression: "solve(v = d / t)")
        #expect(isTaken)
        #expect(controller.state.display == "12.5")
    }

    @Test func inTheWindowItRunsWhereEvaluationsRunAndTheNextKeyCancelsIt() throws {
        var controller = CalculatorController()
        controller.defersEvaluation = true
        let isTaken = controller.enter(expression: "solve(sin(x) = 0, x, 1, 10)")
        #expect(isTaken)
        #expect(controller.state.isComputing)
        let pending = try #require(controller.pendingEvaluation)
        #expect(!pending.finishesACalculation)  // the next key cancels it
        controller.receive(pending.evaluate())
        #expect(controller.state.display == "3.14159265358979, 6.28318530717959, 9.42477796076938")
        #expect(controller.state.history.count == 3)
    }

    @Test func aSearchTheBudgetCutSaysWhatItDidNotSearch() throws {
        var controller = CalculatorController()
        controller.defersEvaluation = true
        let isTaken = controller.enter(expression: "solve(sin(x) = 0, x, 1, 10)")
        #expect(isTaken)
        let pending = try #require(controller.pendingEvaluation)
        let budget = Budget(milliseconds: 5_000)
        budget.cancel()
        controller.receive(Budget.$current.withValue(budget) { pending.evaluate() })
        #expect(controller.state.display == "No root proven")
        #expect(
            controller.state.notice == "Roots found in 1 … 10. Not searched in the time: 1 … 10.")
    }
}

/// The Solver pane: a field for each name of the equation; the one left empty is solved for.
@Suite struct SolverPaneTests {
    private func solver(_ values: [String: String]) -> CalculatorController {
        var controller = CalculatorController()
        controller.editSolver { $0.equation = "v = d / t" }
        controller.editSolver { $0.values = values }
        controller.solveInSolver()
        return controller
    }

    @Test(arguments: [
        (["d": "100", "t": "8"], "12.5", "solve(v = d / t, v)  d = 100  t = 8 ="),
        (["v": "12.5", "t": "8"], "100", "solve(v = d / t, d)  v = 12.5  t = 8 ="),
        (["v": "12.5", "d": "100"], "8", "solve(v = d / t, t)  v = 12.5  d = 100 ="),
    ])
    func eachNameIsSolvedFromTheOthers(
        values: [String: String], display: String, description: String
    ) {
        let state = solver(values).state
        #expect(state.solver.names == ["v", "d", "t"])
        #expect(state.display == display)
        #expect(state.description == description)
        #expect(state.roots == [display])
    }

    @Test func oneFieldMustBeLeftEmptyAndEachOtherHoldANumber() {
        #expect(
            solver(["d": "100"]).state.notice
                == "Fill in all of v, d, t but one: the one left empty is solved for")
        #expect(solver(["d": "100", "t": "eight"]).state.notice == "t holds no number")
    }

    @Test func useTakesARootToTheDisplay() {
        var controller = CalculatorController()
        controller.editSolver { $0.equation = "x^2 = 2" }
        controller.solveInSolver()
        #expect(controller.state.roots == ["-1.4142135623731", "1.4142135623731"])
        controller.useRoot(at: 1)
        controller = pressing("× 2 =", on: controller)
        #expect(controller.state.display == "2.82842712474619")
    }
}

/// The graph's marks: its roots and a polynomial's extremes, each proven. mpmath: √2 =
/// 1.41421356237309505, √(2/3) = 0.816496580927726033, (4/3)√(2/3) = 1.08866210790363471.
@Suite struct GraphMarkTests {
    @Test func theCubicsThreeRootsAndTwoExtremes() {
        var controller = CalculatorController()
        let isTaken = controller.enter(expression: "x^3 - 2x")
        #expect(isTaken)
        let marks = controller.graphMarks(of: "x", from: -10, to: 10)
        #expect(
            marks.map(\.text) == [
                "Root: x = -1.4142135623731", "Root: x = 0", "Root: x = 1.4142135623731",
                "Extremum: (-0.816496580927726, 1.08866210790363)",
                "Extremum: (0.816496580927726, -1.08866210790363)",
            ])
        #expect(marks.map(\.kind) == [.root, .root, .root, .extremum, .extremum])
    }

    @Test func aTranscendentalCurvesRootsInViewAndNoExtremesClaimed() {
        var controller = CalculatorController()
        let isTaken = controller.enter(expression: "sin(x)")
        #expect(isTaken)
        #expect(
            controller.graphMarks(of: "x", from: -4, to: 4).map(\.text) == [
                "Root: x = -3.14159265358979", "Root: x = 0", "Root: x = 3.14159265358979",
            ])
    }
}
