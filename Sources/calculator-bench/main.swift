import CalculatorController
import CalculatorModel
import CalculatorView
import Graph
import Numbers

#if canImport(Glibc)
    import Glibc
#endif

/// The oracles' generators, `--NAME N [SEED]`: N random programs (or calculations) as lines
/// for a reference in `Tests/Oracle`, with how many N is when not given.
/// - `--programmer-oracle-programs`: calculations of programmer mode, a notation each;
/// - `--oracle-programs`: programs in each notation, for the exact reference;
/// - `--function-oracle-programs`: programs that define functions and call them;
/// - `--complex-oracle-programs`: programs over complex values, and as many pastes of them;
/// - `--money-oracle-programs`: calls of the functions of money;
/// - `--statistics-oracle-programs`: calls of the functions of statistics;
/// - `--solve-oracle-programs`: equations, and every root the solver proves.
let generators: [String: (count: Int, print: (Int, UInt64) -> Void)] = [
    "--programmer-oracle-programs": (
        10_000, { printProgrammerOraclePrograms(count: $0, seed: $1) }
    ),
    "--oracle-programs": (10_000, { printOraclePrograms(count: $0, seed: $1) }),
    "--function-oracle-programs": (5_000, { printFunctionOraclePrograms(count: $0, seed: $1) }),
    "--complex-oracle-programs": (5_000, { printComplexOraclePrograms(count: $0, seed: $1) }),
    "--money-oracle-programs": (5_000, { printMoneyOraclePrograms(count: $0, seed: $1) }),
    "--statistics-oracle-programs": (
        5_000, { printStatisticsOraclePrograms(count: $0, seed: $1) }
    ),
    "--solve-oracle-programs": (500, { printSolveOraclePrograms(count: $0, seed: $1) }),
]
if let option = CommandLine.arguments.dropFirst().first, let generator = generators[option] {
    let numbers = CommandLine.arguments.dropFirst(2).compactMap { UInt64($0) }
    generator.print(
        numbers.first.map { Int($0) } ?? generator.count, numbers.dropFirst().first ?? 2026)
    exit(0)
}

/// `--identity-programs N [SEED]`: N expressions that are 0 or whole by construction.
if CommandLine.arguments.dropFirst().first == "--identity-programs" {
    let numbers = CommandLine.arguments.dropFirst(2).compactMap { UInt64($0) }
    exit(
        runIdentityOracle(
            count: Int(numbers.first ?? 2_000), seed: numbers.dropFirst().first ?? 2026) ? 0 : 1)
}

if CommandLine.arguments.dropFirst().first == "--solve" {
    solveEachLine()
    exit(0)
}

if CommandLine.arguments.dropFirst().first == "--unit-conversions" {
    printUnitConversions(of: CommandLine.arguments.dropFirst(2).first ?? "7.3")
    exit(0)
}

/// `--displays`: each line of the standard input entered as an expression in a calculator of
/// its own, and what it shows (`Tests/Oracle/quantity_oracle.py` writes the lines).
if CommandLine.arguments.dropFirst().first == "--displays" {
    while let line = readLine() { print(shown(line)) }
    exit(0)
}

if CommandLine.arguments.dropFirst().first == "--session-memory" {
    printSessionMemory(shape: CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 0)
    exit(0)
}

if CommandLine.arguments.dropFirst().first == "--one-key" {
    printOneKeyTable()
    printOneKeyTable(whileACopyIsHeld: true)
    printTypingTable()
    exit(0)
}

if CommandLine.arguments.dropFirst().first == "--load-session" {
    printLoadedSessionMemory(folder: CommandLine.arguments.dropFirst(2).first ?? ".")
    exit(0)
}

if CommandLine.arguments.dropFirst().first == "--main-thread" {
    printMainThreadKeyTable()
    exit(0)
}

if CommandLine.arguments.dropFirst().first == "--first-unit" {
    let mode = CommandLine.arguments.dropFirst(2).first
    printFirstUnitKeys(prepared: mode == "prepared", before: mode == "before")
    exit(0)
}

if CommandLine.arguments.dropFirst().first == "--huge-history" {
    printHugeHistoryKeyTable()
    exit(0)
}

if CommandLine.arguments.dropFirst().first == "--random-keys" {
    exit(
        runRandomKeySequences(
            CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 1_000_000))
}

/// `make bench`, brain part: an evaluation from scratch with its description (what undo, a
/// changed setting or a restored session costs), one controller refresh (the state the window
/// renders, from the evaluation kept across keys), and a whole key press in place (√ and the
/// refresh after it), for programs of 10^3 … 10^6 steps in both notations. Medians of five
/// runs after a warm-up; growth is the ratio to the size ten times smaller (10 = linear).

func median(_ body: () -> Void) -> Duration {
    body()
    var times: [Duration] = []
    for _ in 0..<5 {
        let clock = ContinuousClock()
        times.append(clock.measure(body))
    }
    return times.sorted()[2]
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
}

/// Nested square roots stop at 10^5 steps: each is a 128-bit interval root (about 25 µs), so
/// 10^6 of them take 25 s a run.
/// Parentheses and precedence: `1 + 1 × (1 + 1 × (… 1 …)) =`, every operation waiting.
let precedence = OrderOfOperations.precedence
let shapes:
    [(
        name: String, notation: Notation, order: OrderOfOperations, largest: Int,
        program: (Int) -> [String]
    )] = [
        (
            "RPN chain 1 + 1 + …", .rpn, .entered, 1_000_000,
            { ["1"] + Array(repeating: ["1", "+"], count: ($0 - 1) / 2).flatMap { $0 } }
        ),
        (
            "RPN nesting √(√(…))", .rpn, .entered, 100_000,
            { ["2"] + Array(repeating: "√", count: $0 - 1) }
        ),
        (
            "algebraic 1 + 1 + … =", .algebraic, .entered, 1_000_000,
            { ["1"] + Array(repeating: ["+", "1"], count: ($0 - 2) / 2).flatMap { $0 } + ["="] }
        ),
        (
            "algebraic √(√(…))", .algebraic, .entered, 100_000,
            { ["2"] + Array(repeating: "√", count: $0 - 1) }
        ),
        (
            "precedence 1 + 1 × (1 + 1 × (…)) =", .algebraic, precedence, 1_000_000,
            { steps in
                let depth = (steps - 2) / 6
                return Array(repeating: ["1", "+", "1", "×", "("], count: depth).flatMap { $0 }
                    + ["1"] + Array(repeating: ")", count: depth) + ["="]
            }
        ),
    ]

print(
    "| program | steps | evaluate from scratch + description (ms) | growth | refresh (ms) | growth | key √ + refresh (ms) |"
)
print("|---|---:|---:|---:|---:|---:|---:|")
/// `calculator-bench LARGEST` stops at that many steps (profiling runs want small programs).
let largest = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
for shape in shapes {
    var previous: (Double, Double)?
    for steps in [1_000, 10_000, 100_000, 1_000_000] where steps <= min(largest, shape.largest) {
        let program = shape.program(steps)
        var session = Session()
        (session.notation, session.order) = (shape.notation, shape.order)
        var evaluate: () -> Void
        switch shape.notation {
        case .rpn:
            session.rpnProgram = program
            var brain = RPNBrain()
            brain.program = program
            evaluate = { [brain] in
                var fresh = brain
                fresh.undo()  // a step taken away: evaluated from scratch
                _ = fresh.evaluateAndDescribe()
            }
        case .algebraic:
            session.algebraicProgram = program
            var brain = CalculatorBrain()
            (brain.program, brain.order) = (program, shape.order)
            evaluate = { [brain] in
                var fresh = brain
                fresh.undo()
                _ = fresh.evaluateAndReportErrors()
            }
        }
        var controller = CalculatorController(session: session)
        let brainTime = milliseconds(median(evaluate))
        let refreshTime = milliseconds(median { _ = controller.state })
        let keyTime = milliseconds(
            median {
                controller.press(.operation(.squareRoot))
                _ = controller.state
            })
        let growth = previous.map {
            (String(format: brainTime / $0.0), String(format: refreshTime / $0.1))
        }
        print(
            "| \(shape.name) | \(steps) | \(String(format: brainTime)) | \(growth?.0 ?? "") | \(String(format: refreshTime)) | \(growth?.1 ?? "") | \(String(format: keyTime)) |"
        )
        previous = (brainTime, refreshTime)
    }
}

// Scripts as the headless mode runs them (no history kept, one state at the end) and a saved
// session with many variables loaded and restored: both must grow linearly.
print("\n| script or session | size | time (ms) | growth |")
print("|---|---:|---:|---:|")
let scripts: [(name: String, notation: Notation, keys: [Key])] = [
    ("RPN keys 1 + 1 + …", .rpn, [.digit(1), .equals] + [.digit(1), .operation(.plus)]),
    ("algebraic keys 1 + = 1 + = …", .algebraic, [.digit(1), .operation(.plus), .equals]),
    // Enter with nothing typed copies level 1 at any depth: it records, never evaluates.
    ("RPN keys 1 Enter Enter Enter …", .rpn, [.equals]),
]
for script in scripts {
    var previous: Double?
    for count in [10_000, 100_000] {
        let keys = Array(repeating: script.keys, count: count / script.keys.count).joined()
        let time = milliseconds(
            median {
                var controller = CalculatorController()
                controller.keepsHistory = false
                controller.setNotation(script.notation)
                for key in keys { controller.press(key) }
                _ = controller.state
            })
        let growth = previous.map { String(format: time / $0) } ?? ""
        print("| \(script.name) | \(count) keys | \(String(format: time)) | \(growth) |")
        previous = time
    }
}
var previousLoad: Double?
for count in [10_000, 100_000] {
    var template = Array("/tmp/calculator-bench-XXXXXX".utf8CString)
    let folder = template.withUnsafeMutableBufferPointer {
        String(cString: mkdtemp($0.baseAddress!)!)
    }
    var session = Session()
    session.variables = Dictionary(
        uniqueKeysWithValues: (0..<count).map { ("v\($0)", Complex(Real($0))) })
    var writer = SessionStore(directory: folder + "/calculator-brain")
    _ = writer.load()
    try writer.save(session)
    writer.unlock()
    let time = milliseconds(
        median {
            var store = SessionStore(directory: writer.directory)
            let (loaded, _) = store.load()
            store.unlock()
            _ = CalculatorController(session: loaded).state
        })
    let growth = previousLoad.map { String(format: time / $0) } ?? ""
    print(
        "| session with many variables, loaded and restored | \(count) variables | \(String(format: time)) | \(growth) |"
    )
    previousLoad = time
}

// The graph: a 1 000-step program compiled to Doubles once, then sampled across 1 600 pixel
// columns (refined where steep); a drag samples it again every frame.
print("\n| graph of a 1 000-step RPN program, 1 600 × 1 000 pixels | time (ms) | points |")
print("|---|---:|---:|")
do {
    var session = Session()
    session.notation = .rpn
    session.rpnProgram =
        ["x"] + Array(repeating: ["x", "sin", "+", "0.5", "×"], count: 200).joined()
    let controller = CalculatorController(session: session)
    let compile = milliseconds(median { _ = controller.graphFunction(of: "x") })
    let function = controller.graphFunction(of: "x")!
    let start = Viewport.standard(width: 1600)
    var points = 0
    let sample = milliseconds(
        median {
            points =
                Curve(of: function.callAsFunction, in: start, width: 1600, height: 1000).pieces
                .joined().count
        })
    // 60 frames of a drag, 10 pixels each.
    let drag = milliseconds(
        median {
            var view = start
            for _ in 0..<60 {
                view = view.panned(byPixels: 10, 0)
                _ = Curve(of: function.callAsFunction, in: view, width: 1600, height: 1000)
            }
        })
    let redraw = milliseconds(
        median { GraphFile.drawInMemory(function, viewport: start, width: 1600, height: 1000) })
    let dragWithDrawing = milliseconds(
        median {
            var view = start
            for _ in 0..<60 {
                view = view.panned(byPixels: 10, 0)
                GraphFile.drawInMemory(function, viewport: view, width: 1600, height: 1000)
            }
        })
    print("| compile the program | \(String(format: compile)) | |")
    print("| sample the curve (one redraw's points) | \(String(format: sample)) | \(points) |")
    print("| a drag: frames per second, sampling only | \(String(format: 60_000 / drag)) | |")
    print(
        "| one full redraw: sampling and drawing (cairo, in memory) | \(String(format: redraw)) | |"
    )
    print(
        "| a drag: frames per second, sampling and drawing | \(String(format: 60_000 / dragWithDrawing)) | |"
    )
}

printOneKeyTable()
printOneKeyTable(whileACopyIsHeld: true)
printHugeHistoryKeyTable()
printMainThreadKeyTable()

// Digits on demand (issue 24): each value written with N significant digits, every one
// proven, evaluated at the precision they need (as `--digits N` does). Goal: under 50 ms at
// 1 000 digits.
print("\n| digits on demand | 1 000 digits (ms) | 10 000 digits (ms) |")
print("|---|---:|---:|")
for (name, expression) in [("√2", "sqrt(2)"), ("π", "pi"), ("e^π − π", "e^pi-pi")] {
    let times = [1_000, 10_000].map { digits in
        milliseconds(
            median {
                var controller = CalculatorController()
                controller.keepsHistory = false  // as headless: evaluated once, at the end
                controller.setFormat(NumberFormat(significantDigits: digits))
                _ = controller.enter(expression: expression)
                _ = Precision.proving(digits: digits) { controller.state }
            })
    }
    print("| \(name) | \(String(format: times[0])) | \(String(format: times[1])) |")
}

extension String {
    /// Two decimals, without Foundation.
    init(format value: Double) {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        self = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
