import CalculatorController
import CalculatorModel
import Numbers

/// Issue 43: how long the main thread is held per key in a session of slow work — `(1÷3)! −
/// (1÷3)!` (Ziv's loop to 65 536 bits), `100000!`, 10 000 digits on demand, a 10^5-step
/// program with the graph shown — as the window did it (every evaluation on the main thread)
/// and as it does now: the key and its state, then, once the worker's outcome comes, taking it
/// and the state again. What the worker spends is timed apart, as is the work of a key after a
/// result that needed the highest precision.
func printMainThreadKeyTable() {
    typealias Step = (name: String, act: (inout CalculatorController) -> Void)
    func keys(_ text: String) -> [Step] {
        text.split(separator: " ").map { token in
            (String(token), { for key in Key.keys(for: String(token)) ?? [] { $0.press(key) } })
        }
    }
    let moreDigits: [Step] = Array(repeating: ("more digits", { $0.showMoreDigits() }), count: 3)
    let script =
        keys("( 1 ÷ 3 ) x! − ( 1 ÷ 3 ) x! = × 2 = 5 6")
        + keys("C 1 0 0 0 0 0 x! = + 1 =") + keys("C 2 √") + moreDigits + keys("C 7")
    // x + 1 + 1 + … (10^5 steps), graphed along x.
    var long = Session()
    long.algebraicProgram = ["x"] + Array(repeating: ["+", "1"], count: 50_000).joined()
    let graphed = keys("+ 2 = × 3 =")

    /// Milliseconds the main thread is held by each step, and the worker's for each.
    /// `start` is consumed: a brain no one else holds keeps its evaluation across keys, as the
    /// window's does (a copy held elsewhere makes the next step start a new one).
    func run(_ steps: [Step], from start: consuming CalculatorController, defers: Bool, graph: Bool)
        -> (main: [Double], worker: [Double])
    {
        var controller = consume start
        controller.defersEvaluation = defers
        var (main, worker): ([Double], [Double]) = ([], [])
        let clock = ContinuousClock()
        for step in steps {
            var pending: PendingEvaluation?
            var compile: (@Sendable () -> CompiledFunction?)?
            let key = clock.measure {
                step.act(&controller)
                _ = controller.state
                pending = controller.pendingEvaluation
                if graph && defers { compile = controller.graphCompilation(of: "x").compile }
                if graph && !defers { _ = controller.graphFunction(of: "x") }
            }
            var outcome: Outcome?
            worker.append(
                milliseconds(
                    clock.measure {
                        outcome = pending?.evaluate()
                        _ = compile?()
                    }))
            let delivery = clock.measure {
                if let outcome { controller.receive(outcome) }
                _ = controller.state
            }
            main.append(milliseconds(key + delivery))
        }
        return (main, worker)
    }

    print("\n| main thread held per key (ms) | median | max | worker's max |")
    print("|---|---:|---:|---:|")
    for defers in [false, true] {
        let (main, worker) = run(script, from: CalculatorController(), defers: defers, graph: false)
        let (graphMain, graphWorker) = run(
            graphed, from: CalculatorController(session: long), defers: defers, graph: true)
        let all = (main + graphMain).sorted()
        print(
            "| \(defers ? "now: evaluated on the worker" : "before: evaluated on the main thread") | \(String(format: all[all.count / 2])) | \(String(format: all.last!)) | \(defers ? String(format: (worker + graphWorker).max()!) : "") |"
        )
    }

    // A key after `(1÷3)! − (1÷3)! =` (settled at the precision cap) against the same key
    // after `1 ÷ 3 =`: what the worker spends on it.
    print("\n| worker per key (ms), `× 2 = + 5 =` after | median | max |")
    print("|---|---:|---:|")
    for (name, setUp) in [
        ("`1 ÷ 3 =`", "1 ÷ 3 ="),
        ("`(1÷3)! − (1÷3)! =`, settled at the cap", "( 1 ÷ 3 ) x! − ( 1 ÷ 3 ) x! ="),
    ] {
        var start = CalculatorController()
        start.defersEvaluation = true
        for step in keys(setUp) { step.act(&start) }
        if let pending = start.pendingEvaluation { start.receive(pending.evaluate()) }
        let worker = run(keys("× 2 = + 5 ="), from: consume start, defers: true, graph: false)
            .worker.sorted()
        print(
            "| \(name) | \(String(format: worker[worker.count / 2])) | \(String(format: worker.last!)) |"
        )
    }
}
