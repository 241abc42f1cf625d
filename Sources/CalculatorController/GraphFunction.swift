import CalculatorModel
import Numbers

extension CalculatorController {
    /// The variables a graph can run along: those the current program uses, by name.
    public var graphVariables: [String] {
        (notation == .algebraic ? algebraic.variablesUsed : rpn.variablesUsed).sorted()
    }

    /// What a graph runs along unless told otherwise: `x` if the program uses it, else `M`,
    /// else the first it uses; `x` for a program without variables (a constant).
    public var defaultGraphVariable: String {
        let used = graphVariables
        return used.contains("x") ? "x" : used.contains("M") ? "M" : used.first ?? "x"
    }

    /// The current program's value with `variable` set to `value` and the other variables as
    /// they are (an unset one counts as 0 in algebraic notation and is an error in RPN, as in
    /// the display). Nil when there is no program.
    public func graphValue(of variable: String, at value: Real) -> Result<Complex, CalculatorError>?
    {
        var values = variableValues
        values[variable] = Complex(value)
        switch notation {
        case .algebraic: return algebraic.evaluateExactly(using: values).result
        case .rpn: return rpn.isEmpty ? nil : rpn.value(using: values)
        }
    }

    /// The calculation as a function of `variable` on Doubles, for drawing (the number being
    /// typed included; while an algebraic operation waits for its second operand, what came
    /// before it); nil when there is no calculation.
    public func graphFunction(of variable: String) -> CompiledFunction? {
        let program = withEntryCommitted
        return switch notation {
        case .algebraic: program.algebraic.function(of: variable, using: variableValues)
        case .rpn: program.rpn.function(of: variable)
        }
    }

    /// What the graph of `variable` depends on: while it is the same, so is the function.
    public struct GraphKey: Equatable, Sendable {
        let generation: Int
        let typed: String?
        let variable: String
    }

    /// The graph's function of `variable`, to compile on another thread: a copy of the
    /// controller, and what the function depends on.
    public func graphCompilation(of variable: String) -> (
        key: GraphKey, compile: @Sendable () -> CompiledFunction?
    ) {
        let program = self
        return (
            GraphKey(generation: generation, typed: entry?.text, variable: variable),
            { program.graphFunction(of: variable) }
        )
    }

    /// A copy with the number being typed handed to the brain: it is part of the calculation.
    private var withEntryCommitted: CalculatorController {
        var program = self
        program.commitEntry()
        return program
    }

    /// `count + 1` evenly spaced values of `variable` from `lower` to `upper`,
    /// each with the program's value there as the display writes it (nil where it has none),
    /// every digit of both correct: the points are exact fractions. Each row is computed as
    /// it is read, so a long table starts at once and holds one row at a time.
    public func graphTable(of variable: String, from lower: Real, to upper: Real, count: Int)
        -> some Sequence<(variable: String, value: String?)>
    {
        let width = try? (upper - lower) / Real(count)
        let program = withEntryCommitted
        return (0..<(width == nil ? 0 : count + 1)).lazy.compactMap { step in
            guard let width, let point = try? lower + width * Real(step) else { return nil }
            // Where the value is not real the graph has a gap, and so has its table.
            let value = (try? program.graphValue(of: variable, at: point)?.get()).flatMap {
                $0.isReal ? $0.real.text(format) : nil
            }
            return (point.text(format), value)
        }
    }
}

extension CalculatorController {
    /// The graph could not be written where the user chose.
    public mutating func reportGraphNotSaved(path: String, reason: String) {
        notice = Messages.graphNotSaved(path, reason: reason)
    }

    /// A schedule or a table not saved as CSV.
    public mutating func reportFileNotSaved(path: String, reason: String) {
        notice = Messages.fileNotSaved(path, reason: reason)
    }
}

extension CalculatorController {
    /// The user guide could not be shown: no help viewer, most likely.
    public mutating func reportHelpNotOpened(reason: String) {
        notice = Messages.helpNotOpened(reason)
    }
}

/// A point the graph marks (issue 67): a root of the curve, or one of its extremes, each
/// found proven as `solve` finds roots, with its coordinates written.
public struct GraphMark: Equatable, Sendable {
    public enum Kind: Sendable { case root, extremum }
    public let kind: Kind
    public let x, y: Double
    /// `Root: x = 1.4142135623731`, `Extremum: (-0.816496580927726, 1.08866210790363)`.
    public let text: String
}

extension CalculatorController {
    /// The roots of the calculation as a function of `variable` from `lower` to `upper`, and
    /// the extremes of a polynomial there, each proven; what the budget left unsearched is
    /// left unmarked. Empty when the calculation is no equation's side.
    public func graphMarks(of variable: String, from lower: Double, to upper: Double)
        -> [GraphMark]
    {
        let program = withEntryCommitted
        let calculation =
            notation == .algebraic
            ? program.algebraic.calculationText : program.rpn.levels(top: 1).first?.expression
        guard let calculation, let lower = Real(lower)?.rational,
            let upper = Real(upper)?.rational, lower < upper,
            let equation = try? Equation(
                parsing: Self.lineText(ofDescription: calculation) + " = 0", unknown: variable,
                variables: variableValues.filter { $0.key != variable }
                    .compactMapValues { $0.isReal ? $0.real : nil },
                angleUnit: angleUnit, decimalSeparator: "."
            ).prepared()
        else { return [] }
        func marks(_ kind: GraphMark.Kind, of roots: Equation) -> [GraphMark] {
            roots.solutions(from: lower, to: upper).compactMap { finding in
                guard case .root(let x) = finding,
                    let y = kind == .root ? Real.zero : equation.value(at: x),
                    let point = x.doubleValue, let height = y.doubleValue
                else { return nil }
                let (xText, yText) = (text(of: Complex(x)), text(of: Complex(y)))
                return GraphMark(
                    kind: kind, x: point, y: height,
                    text: kind == .root
                        ? Messages.rootMark(variable, xText) : Messages.extremumMark(xText, yText))
            }
        }
        return marks(.root, of: equation)
            + (equation.stationaryPoints.map { marks(.extremum, of: $0) } ?? [])
    }
}
