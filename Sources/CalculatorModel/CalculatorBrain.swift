import Numbers

/// Immediate-execution ("algebraic") brain of the 2017 assignments: binary operations run left
/// to right as entered, `=` finishes the pending one.
public struct CalculatorBrain: Sendable {
    private var steps: [ProgramStep] = []
    /// What `undo` took away, newest last, for `redo`: one step each, never a copy of the
    /// program. Entering anything else forgets it.
    private var undone: [ProgramStep] = []
    /// Where each expression begins, oldest first: an operand entered while no operation waits
    /// for one starts a new expression (`7 + 9 = 6` starts at `6`), and nothing before it can
    /// change its value or text. Evaluating from the last start keeps a key's cost to the
    /// expression it belongs to, not to everything ever entered.
    private var expressionStarts: [Int] = []

    /// How `sin`, `cos`, `tan` read their operand and their inverses write their result.
    public var angleUnit = AngleUnit.radians

    public init() {}

    /// What was entered, as a property list: numbers, operation symbols and variable names.
    /// Setting it replaces everything; items that are none of these are dropped.
    public var program: [String] {
        get { steps.map(\.propertyListItem) }
        set {
            (steps, undone, expressionStarts) = ([], [], [])
            for step in newValue.compactMap(ProgramStep.init(propertyListItem:)) { append(step) }
        }
    }

    /// Enters a number, read as the decimal it is written as (0.1 is exactly 1/10).
    public mutating func setOperand(_ operand: Double) {
        Real(operand).map { record(.operand($0)) }
    }

    public mutating func setOperand(exactly operand: Real) { record(.operand(operand)) }

    /// Enters a variable; names of operations and other invalid names are ignored.
    public mutating func setOperand(variable named: String) {
        if isValidVariableName(named) { record(.variable(named)) }
    }

    /// Records an operation by its symbol or alias; unknown symbols are ignored.
    /// `rand` is drawn here, once, so evaluating again and undo give the same number.
    public mutating func performOperation(_ symbol: String) {
        guard let index = Operation.index(of: symbol) else { return }
        if case .random = Operation.table[index].operation {
            record(.operand(Real(Double.random(in: 0..<1)) ?? .zero))
        } else {
            record(.operation(index))
        }
    }

    private mutating func record(_ step: ProgramStep) {
        append(step)
        undone.removeAll()
    }

    private mutating func append(_ step: ProgramStep) {
        if step.entersValue, !isPending { expressionStarts.append(steps.count) }
        steps.append(step)
    }

    /// The steps of the expression being entered (or last finished).
    private var currentExpression: ArraySlice<ProgramStep> {
        steps[(expressionStarts.last ?? 0)...]
    }

    /// Whether the next operation has nothing to work on: the brain is empty or the last thing
    /// entered was a binary operation.
    public var isAwaitingOperand: Bool {
        guard let last = steps.last else { return true }
        guard case .operation(let index) = last, case .binary = Operation.table[index].operation
        else { return false }
        return true
    }

    /// Whether a binary operation waits for its second operand: the last binary operation or
    /// `=` entered was a binary operation. Read from the steps, without evaluating.
    public var isPending: Bool {
        for case .operation(let index) in steps.reversed() {
            switch Operation.table[index].operation {
            case .binary: return true
            case .equals: return false
            default: continue
            }
        }
        return false
    }

    public var isEmpty: Bool { steps.isEmpty }

    /// Whether all that was entered is one number, constant or variable, perhaps with `=`:
    /// nothing was calculated.
    public var isSingleOperand: Bool {
        let expression = currentExpression
        guard let first = expression.first, expression.count <= 2, first.entersValue else {
            return false
        }
        guard expression.count == 2, case .operation(let index) = expression.last else {
            return true
        }
        if case .equals = Operation.table[index].operation { return true }
        return false
    }

    /// The names of the variables entered so far.
    public var variablesUsed: Set<String> { steps.variableNames }

    public mutating func undo() {
        guard let last = steps.popLast() else { return }
        undone.append(last)
        if expressionStarts.last == steps.count { expressionStarts.removeLast() }
    }

    /// Puts back the step the last `undo` took away.
    public mutating func redo() { undone.popLast().map { append($0) } }

    /// Whether `redo` has a step to put back.
    public var canRedo: Bool { !undone.isEmpty }

    public mutating func clear() { (steps, undone, expressionStarts) = ([], [], []) }

    /// Unset variables count as 0. `result` is nil when there is no value (or an error, or a
    /// value beyond `Double`'s range).
    public func evaluate(using variables: [String: Double]? = nil)
        -> (result: Double?, isPending: Bool, description: String)
    {
        let evaluation = evaluateAndReportErrors(using: variables)
        return (try? evaluation.result?.get(), evaluation.isPending, evaluation.description)
    }

    /// `result` is the value so far (the first operand while a binary operation waits for its
    /// second), nil only when nothing has been entered.
    public func evaluateAndReportErrors(using variables: [String: Double]? = nil)
        -> (result: Result<Double, CalculatorError>?, isPending: Bool, description: String)
    {
        let evaluation = evaluateExactly(using: variables?.exactValues)
        return (
            evaluation.result.map { $0.flatMap(\.doubleResult) }, evaluation.isPending,
            evaluation.description
        )
    }

    /// As `evaluateAndReportErrors`, with exact values: `0.1 + 0.2 − 0.3` is 0, `2 ^ 64` has
    /// every digit.
    public func evaluateExactly(using variables: [String: Real]? = nil)
        -> (result: Result<Real, CalculatorError>?, isPending: Bool, description: String)
    {
        let steps = currentExpression
        var forest = ExpressionForest(angleUnit: angleUnit, capacity: steps.count)
        var accumulator: Int?
        var pending: (symbol: String, infix: BinaryOperator, left: Int)?

        func performPendingOperation() {
            guard let (symbol, infix, left) = pending else { return }
            let right = accumulator ?? forest.missingOperand()
            accumulator = forest.binary(symbol, infix, left: left, right: right)
            pending = nil
        }

        let table = Operation.table
        for step in steps {
            switch step {
            case .operand(let number):
                accumulator = forest.number(number)
            case .variable(let name):
                accumulator = forest.leaf(name, value: .success(variables?[name] ?? .zero))
            case .operation(let index):
                let symbol = table[index].symbol
                switch table[index].operation {
                case .constant(let value):
                    accumulator = forest.leaf(symbol, value: .success(value))
                case .unary(let notation, let function):
                    let operand = accumulator ?? forest.missingOperand()
                    accumulator = forest.unary(notation, function, operand: operand)
                case .binary(let infix):
                    if accumulator == nil, let left = pending?.left {
                        // Right after another binary operation: replaces it.
                        pending = (symbol, infix, left)
                    } else {
                        performPendingOperation()
                        pending = (symbol, infix, accumulator ?? forest.missingOperand())
                        accumulator = nil
                    }
                case .equals:
                    performPendingOperation()
                case .random:
                    break
                }
            }
        }

        if let (symbol, infix, left) = pending {
            let description = forest.binaryText(symbol, infix, left: left, right: accumulator)
            return (forest.value(of: accumulator ?? left), true, description)
        }
        return (
            accumulator.map(forest.value(of:)), false, accumulator.map { forest.text(of: $0) } ?? ""
        )
    }

    @available(*, deprecated, message: "Use evaluate(using:)")
    public var result: Double? { evaluate().result }

    @available(*, deprecated, message: "Use evaluate(using:)")
    public var resultIsPending: Bool { evaluate().isPending }

    @available(*, deprecated, message: "Use evaluate(using:)")
    public var description: String { evaluate().description }
}
