import CalculatorController
import CalculatorModel

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 28's programs: each with its first items, the items it repeats, and the keys that
/// repeat them (a sum grows by `+ 1`, a nest by one more `√`).
private enum KeyBenchShape: Int, CaseIterable {
    case algebraicSum, algebraicNest, algebraicParentheses, rpnSum, rpnNest, rpnDeepStack

    var name: String {
        switch self {
        case .algebraicSum: "algebraic sum 1 + 1 + …"
        case .algebraicNest: "algebraic nest √(√(…))"
        case .algebraicParentheses: "algebraic parentheses 1 + 1 × (1 + 1 × (…"
        case .rpnSum: "RPN sum 1 + 1 + …"
        case .rpnNest: "RPN nest √(√(…))"
        case .rpnDeepStack: "RPN deep stack 1 ↩ 1 ↩ …"
        }
    }

    var items: (start: [String], repeated: [String], keys: [Key]) {
        switch self {
        case .algebraicSum: (["1"], ["+", "1"], [.operation(.plus), .digit(1)])
        case .algebraicNest, .rpnNest: (["2"], ["√"], [.operation(.squareRoot)])
        case .algebraicParentheses:
            (
                [], ["1", "+", "1", "×", "("],
                [.digit(1), .operation(.plus), .digit(1), .operation(.times)]
                    + [.operation(.openParenthesis)]
            )
        case .rpnSum: (["1"], ["1", "+"], [.digit(1), .operation(.plus)])
        case .rpnDeepStack: (["1"], ["1"], [.digit(1), .equals])
        }
    }

    /// A controller restored from a session whose program has about `steps` steps.
    func controller(steps: Int) -> CalculatorController {
        let (start, repeated, _) = items
        let program = start + Array(repeating: repeated, count: steps / repeated.count).joined()
        var session = Session()
        session.order = self == .algebraicParentheses ? .precedence : .entered
        switch self {
        case .rpnSum, .rpnNest, .rpnDeepStack:
            (session.notation, session.rpnProgram) = (.rpn, program)
        default: session.algebraicProgram = program
        }
        var controller = CalculatorController(session: session)
        controller.keepsHistory = false
        _ = controller.state
        return controller
    }
}

/// One key on a program of 10, 10³ and 10⁵ steps, pressed in place on the controller (as the
/// window holds it), with the state the window then renders: 200 keys a run after a warm-up
/// run, microseconds a key, the median of five runs. `whileACopyIsHeld`: quick keys as the
/// window has them (issue 53, item 14), each pressed while the worker still holds the copy it
/// evaluates for the key before, then evaluated as the worker does.
func printOneKeyTable(whileACopyIsHeld: Bool = false) {
    let title =
        whileACopyIsHeld ? "quick keys, the last key's copy held" : "one key, then the state"
    print("\n| \(title) (µs a key) | 10 steps | 10³ steps | 10⁵ steps | 10⁵ vs 10 |")
    print("|---|---:|---:|---:|---:|")
    for shape in KeyBenchShape.allCases {
        let times = [10, 1_000, 100_000].map { steps in
            var controller = shape.controller(steps: steps)
            controller.defersEvaluation = whileACopyIsHeld
            let presses = Array(repeating: shape.items.keys, count: 200 / shape.items.keys.count)
                .joined()
            let time = median {
                var held = controller.pendingEvaluation
                for key in presses {
                    controller.press(key)
                    guard whileACopyIsHeld else {
                        _ = controller.state
                        continue
                    }
                    held = controller.pendingEvaluation
                    if let outcome = held?.evaluate() { controller.receive(outcome) }
                }
                withExtendedLifetime(held) {}
            }
            return milliseconds(time) * 1_000 / Double(presses.count)
        }
        print(
            "| \(shape.name) | \(String(format: times[0])) | \(String(format: times[1])) | \(String(format: times[2])) | \(String(format: times[2] / times[0])) |"
        )
    }
}

/// `--session-memory N`, in a process of its own: what the 10⁵-step program of shape N (0 to
/// 5) adds to the resident memory once restored and shown, its kept evaluation included.
func printSessionMemory(shape index: Int) {
    guard let shape = KeyBenchShape(rawValue: index) else { return }
    let before = residentMiB()
    let controller = shape.controller(steps: 100_000)
    let after = residentMiB()
    withExtendedLifetime(controller) {
        print("| \(shape.name) | \(String(format: after - before)) |")
    }
}

/// This process's resident memory, from /proc/self/statm (its second field, in pages).
private func residentMiB() -> Double {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 128)
    guard fgets(&line, Int32(line.count), file) != nil else { return 0 }
    let text = String(
        decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return Double(pages * sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}

/// `--load-session FOLDER`: the session saved in FOLDER loaded, restored and shown (its
/// state), then this process's peak resident memory in MiB and the steps kept.
func printLoadedSessionMemory(folder: String) {
    var store = SessionStore(directory: folder)
    let (session, outcome) = store.load()
    store.unlock()
    if CommandLine.arguments.count > 3 { print("loaded", residentMiB(), peakResidentMiB()) }
    let controller = CalculatorController(session: session)
    if CommandLine.arguments.count > 3 { print("controller", residentMiB(), peakResidentMiB()) }
    let state = controller.state
    if CommandLine.arguments.count > 3 { print("state", residentMiB(), peakResidentMiB()) }
    print(
        "| \(outcome) | \(session.rpnProgram.count + session.algebraicProgram.count) steps | peak \(String(format: peakResidentMiB())) MiB | \(state.notice ?? "") |"
    )
}

/// This process's peak resident memory, from /proc/self/status (VmHWM, in kB).
private func peakResidentMiB() -> Double {
    guard let file = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(
            decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix("VmHWM:") {
            return Double(text.split(separator: " ")[1]).map { $0 / 1024 } ?? 0
        }
    }
    return 0
}
