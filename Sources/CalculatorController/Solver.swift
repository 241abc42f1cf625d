import CalculatorModel
import Numbers

/// The Solver pane (issue 67): any equation, a field for each of its names. All but one
/// filled, Solve finds every root of the one left empty, as `solve(…)` typed in the line
/// does: the display lists them, the history keeps them, and Use puts one on the display.
public struct SolverProblem: Equatable, Sendable {
    /// `v = d / t`, as typed.
    public var equation = ""
    /// Each name's field, as typed; a name not in the equation keeps its text for when it
    /// comes back.
    public var values: [String: String] = [:]
    /// The range searched, when both ends are filled.
    public var lower = "", upper = ""
    /// The roots last found, each to Use, until another equation is typed.
    public internal(set) var roots: [Real] = []

    public init() {}

    /// The names the equation holds, in the order written: each gets a field.
    public var names: [String] { Equation.names(in: equation) }
}

extension CalculatorController {
    public mutating func editSolver(_ change: (inout SolverProblem) -> Void) {
        let (equation, roots) = (solver.equation, solver.roots)
        change(&solver)
        solver.roots = solver.equation == equation ? roots : []
    }

    /// Solves the Solver's equation for the one name whose field is empty.
    public mutating func solveInSolver() {
        notice = nil
        let names = solver.names
        guard !names.isEmpty else {
            notice = Messages.solverNeedsEquation
            return
        }
        let empty = names.filter { (solver.values[$0] ?? "").allSatisfy(\.isWhitespace) }
        guard empty.count == 1, let unknown = empty.first else {
            notice = Messages.leaveOneFieldEmpty(names.joined(separator: ", "))
            return
        }
        var given: [String: Real] = [:]
        for name in names where name != unknown {
            let text = Self.numberText(solver.values[name] ?? "")
            guard let value = SolveCall.value(of: text, decimalSeparator: ".") else {
                notice = Messages.fieldHoldsNoNumber(name)
                return
            }
            given[name] = value
        }
        let separator = Self.decimalSeparator == "," ? "; " : ", "
        let hasRange = !(solver.lower + solver.upper).allSatisfy(\.isWhitespace)
        let arguments =
            [solver.equation, unknown] + (hasRange ? [solver.lower, solver.upper] : [])
        let call = "solve(" + arguments.joined(separator: separator) + ")"
        let values = names.filter { $0 != unknown }.map { "\($0) = \(solver.values[$0] ?? "")" }
        let description = ([call] + values).joined(separator: "  ")
        _ = solve(call, given: given, description: description)
    }

    /// The root at `index` of those last found, as a recalled number: the next key works on
    /// it.
    public mutating func useRoot(at index: Int) {
        guard solver.roots.indices.contains(index) else { return }
        notice = nil
        let value = Complex(solver.roots[index])
        entry = NumberEntry(recalling: value, text: text(of: value))
    }
}
