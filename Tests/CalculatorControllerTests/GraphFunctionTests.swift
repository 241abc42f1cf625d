import CalculatorController
import Graph
import Numbers
import Testing

@Suite("Controller: the calculation as a function of one variable")
struct GraphFunctionTests {
    @Test(arguments: [
        ("x sin", ["x"], "x"), ("M sin M ×", ["M"], "M"), ("y + x + M =", ["M", "x", "y"], "x"),
        ("y + M =", ["M", "y"], "M"), ("b + a =", ["a", "b"], "a"), ("3 + 4 =", [], "x"),
    ])
    func theGraphRunsAlongXThenMThenTheFirstVariable(
        keys: String, used: [String], chosen: String
    ) {
        let controller = pressing(keys)
        #expect(controller.graphVariables == used)
        #expect(controller.defaultGraphVariable == chosen)
    }

    @Test func aValueIsTheProgramWithTheVariableSetAndTheOthersAsTheyAre() throws {
        var controller = pressing("x × y =")
        #expect(try controller.graphValue(of: "x", at: 7)?.get() == 0, "algebraic: unset y is 0")
        controller.setVariable("y", to: 3)
        #expect(try controller.graphValue(of: "x", at: 7)?.get() == 21)
        #expect(controller.state.display == "0", "the display keeps x unset")

        var rpn = pressing("x y ×", in: .rpn)
        #expect(
            rpn.graphValue(of: "x", at: 7).map { (try? $0.get()) == nil } == true,
            "RPN: unset y is an error")
        rpn.setVariable("y", to: 3)
        #expect(try rpn.graphValue(of: "x", at: 7)?.get() == 21)
        #expect(pressing("", in: .rpn).graphValue(of: "x", at: 1) == nil, "no program, no value")
    }

    @Test func theDrawnFunctionIsTheCompleteCalculationWithTheNumberBeingTyped() {
        #expect(pressing("x × 3 =").graphFunction(of: "x")?(2) == 6)
        let waiting = pressing("x sin ×").graphFunction(of: "x")
        #expect(waiting?.expression == "sin(x)", "while × waits, the calculation before it")
        #expect(waiting?(0) == 0)
        // Issue 42, item 12: the pending calculation, as `=` would finish it (it plotted 1,
        // then lagged a step behind).
        #expect(pressing("1 ÷ x").graphFunction(of: "x")?(4) == 0.25)
        #expect(pressing("x sin × 3").graphFunction(of: "x")?.expression == "sin(x) × 3")
        #expect(pressing("2 × ( x + 1").graphFunction(of: "x")?(1) == 4, "parentheses closed")
        #expect(pressing("x sin × 3 =").graphFunction(of: "x")?.expression == "sin(x) × 3")
        #expect(pressing("x enter 3", in: .rpn).graphFunction(of: "x")?(2) == 3, "level 1 is 3")
        #expect(pressing("x sin", in: .rpn).graphFunction(of: "x")?(0) == 0)
        #expect(pressing("", in: .rpn).graphFunction(of: "x") == nil)
    }

    @Test func aTableHasEvenlySpacedExactPoints() {
        let table = Array(pressing("x x² =").graphTable(of: "x", from: -1, to: 2, count: 3))
        #expect(table.map(\.variable) == ["-1", "0", "1", "2"])
        #expect(table.map(\.value) == ["1", "0", "1", "4"])
        let undefined = Array(pressing("x ln").graphTable(of: "x", from: 0, to: 1, count: 1))
        #expect(undefined.map(\.value) == [nil, "0"])
    }
}

@Suite("Session: the graph's view is kept")
struct GraphSessionTests {
    @Test func theGraphsViewVariableAndVisibilityComeBack() throws {
        var store = SessionStore(directory: temporaryFolder() + "/calculator-brain")
        _ = store.load()
        var session = pressing("x sin").session
        session.showsGraph = true
        session.graphViewport = Viewport(
            centerX: 2.5, centerY: -1, unitsPerPixelX: 0.01, unitsPerPixelY: 0.02)
        session.graphVariable = "x"
        try store.save(session)
        store.unlock()
        var again = SessionStore(directory: store.directory)
        let (loaded, outcome) = again.load()
        #expect(outcome == .restored)
        #expect(loaded.showsGraph == true)
        #expect(loaded.graphViewport == session.graphViewport)
        #expect(loaded.graphVariable == "x")
    }
}
