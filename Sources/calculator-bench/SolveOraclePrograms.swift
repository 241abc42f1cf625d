import CalculatorController
import CalculatorModel
import Dispatch
import Numbers
import Synchronization

/// `calculator-bench --solve-oracle-programs N`: N random equations and what the solver finds
/// (issue 67), each one line `equation TAB lower TAB upper TAB findings` (roots with 15
/// significant digits, `undecided a b`, `unsearched a b`, or `none`, separated by `;`).
/// Polynomials are built from known roots (fractions, square roots, close pairs, repeated);
/// other equations mix sin, cos, e^ and powers with random coefficients, on a random range.
/// `Tests/Oracle/solve_oracle.py` finds every root with mpmath at 50 digits and checks each
/// digit, and that none is missing or extra.
func printSolveOraclePrograms(count: Int, seed: UInt64) {
    var random = SplitMix64(state: seed)
    func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    for index in 0..<count {
        let text: String
        var range: (Rational, Rational)?
        if index.isMultiple(of: 2) {
            // A polynomial from its roots: x − p/q, x² − k (±√k), a close pair, powers.
            text =
                (0..<number(1...4)).map { _ -> String in
                    let power = number(0...3) == 0 ? "^\(number(2...3))" : ""
                    switch number(0...2) {
                    case 0: return "(x - (\(number(-40...40))/\(number(1...9))))" + power
                    case 1: return "(x^2 - \(number(2...30)))" + power
                    default:
                        let root = number(-20...20)
                        return "(x - \(root))*(x - \(root) - 1/\(number(100...10_000)))"
                    }
                }.joined(separator: "*") + " = 0"
        } else {
            let terms = [
                "\(number(1...5))*sin(\(number(1...4))*x)", "\(number(-3...3))*cos(x)",
                "e^(x/\(number(2...6)))", "\(number(-9...9))*x", "x^2/\(number(5...50))",
            ]
            text =
                terms.filter { _ in number(0...2) > 0 }.joined(separator: " + ")
                + " = \(number(-5...5))"
            range = (Rational(number(-20...0)), Rational(number(1...20)))
        }
        guard let equation = try? Equation(parsing: text) else { continue }
        let (lower, upper) =
            range ?? (equation.searchRange.lowerBound, equation.searchRange.upperBound)
        print("\(text)\t\(lower)\t\(upper)\t\(written(equation.solutions(from: lower, to: upper)))")
    }
}

/// Findings as the oracle reads them: roots with 15 significant digits, `;` between.
func written(_ findings: [RootIsolation.Finding]) -> String {
    guard !findings.isEmpty else { return "none" }
    return findings.map { finding in
        switch finding {
        case .root(let root): root.text(significantDigits: 15)
        case .undecided(let a, let b): "undecided \(a) \(b)"
        case .unsearched(let a, let b): "unsearched \(a) \(b)"
        }
    }.joined(separator: ";")
}

/// `calculator-bench --solve`: each line of the standard input an equation, and perhaps a
/// range (`equation TAB lower TAB upper`, decimals), solved in it or in its search range, with
/// the time it took (`make bench`'s solver rows, `scripts/bench/solve`).
func solveEachLine() {
    while let line = readLine() {
        let fields = line.split(separator: "\t").map(String.init)
        guard let equation = try? Equation(parsing: fields[0]) else {
            print("refused\t\(line)")
            continue
        }
        let range =
            fields.count == 3 ? fields.dropFirst().compactMap(Rational.init(decimalText:)) : []
        let (lower, upper) =
            range.count == 2
            ? (range[0], range[1])
            : (equation.searchRange.lowerBound, equation.searchRange.upperBound)
        let start = ContinuousClock.now
        let findings = equation.solutions(from: lower, to: upper)
        let time = ContinuousClock.now - start
        let keys = slowestKeyWhileSolving(
            "solve(" + ([fields[0], "x"] + fields.dropFirst()).joined(separator: ", ") + ")")
        print(
            "\(Int(milliseconds(time))) ms\t\(findings.count) findings\tslowest of \(keys.count) keys meanwhile: \((keys.slowest * 100).rounded() / 100) ms\t\(written(findings).prefix(100))"
        )
    }
}

/// The window's side of a solve: the call entered as the line enters it, its search run on
/// another thread (the worker), and meanwhile digits and ⌫ pressed here, each with the state
/// read after it, as the window's main thread does: how many, and the slowest, in ms.
private func slowestKeyWhileSolving(_ call: String) -> (count: Int, slowest: Double) {
    var controller = CalculatorController()
    controller.defersEvaluation = true
    guard controller.enter(expression: call), let pending = controller.pendingEvaluation else {
        return (0, 0)
    }
    let isDone = Atomic(false)
    DispatchQueue.global().async {
        _ = Budget.$current.withValue(Budget(milliseconds: CalculatorController.timeLimit)) {
            pending.evaluate()
        }
        isDone.store(true, ordering: .releasing)
    }
    var (count, slowest) = (0, 0.0)
    let clock = ContinuousClock()
    while !isDone.load(ordering: .acquiring) {
        for key in [Key.digit(count % 10), .backspace] {
            let time = clock.measure {
                controller.press(key)
                _ = controller.state
            }
            (count, slowest) = (count + 1, max(slowest, milliseconds(time)))
        }
    }
    return (count, slowest)
}
