import Numbers
import Units

/// Whether binary operations run as entered or by ordinary precedence.
public enum OrderOfOperations: String, CaseIterable, Codable, Sendable {
    /// Each operation runs as soon as the next one is entered: `7 + 9 × 2` is 32, as in the
    /// 2017 assignments and on a pocket calculator.
    case entered
    /// `^` before `× ÷` before `+ −`, `^` from the right: `7 + 9 × 2` is 25.
    case precedence
}

/// One pass over an algebraic program. Operations wait on a stack until the order of
/// operations lets them run; a parenthesis on the stack is where running stops. An explicit
/// stack, not recursion, so any depth of parentheses is fine.
struct AlgebraicEvaluation: StepEvaluation {
    fileprivate enum Waiting {
        case operation(OperationID, left: Int)
        case parenthesis
        /// A kept function's open parenthesis and the arguments before the one being entered.
        case call(String, arguments: [Int])
    }

    private var forest: ExpressionForest
    private let order: OrderOfOperations
    private var waiting: [Waiting] = []
    private var openParentheses = 0
    /// The value being entered or the last result.
    private var accumulator: Int?
    /// The last operation run and its right operand: `=` with nothing waiting runs it again.
    private var lastOperation: (id: OperationID, right: Int)?
    /// A calculation is finished only by `=`, or by a function after it.
    private var isPending = false
    private let variables: [String: Complex]?

    init(settings: EvaluationSettings, capacity: Int) {
        (order, variables) = (settings.order, settings.variables)
        forest = ExpressionForest(settings: settings, capacity: capacity)
    }

    /// Whether the value shown is settled.
    var isSettled: Bool { value?.isSettled ?? true }

    mutating func enter(_ step: ProgramStep) {
        switch step {
        case .operand(let number):
            accumulator = forest.number(number)
        case .variable(let name):
            accumulator = forest.leaf(name, value: .success(variables?[name] ?? .zero))
        case .duplicate:
            break  // RPN's only
        case .call(let name, _):
            // A value entered just before is replaced, as after `(`.
            (accumulator, isPending) = (nil, true)
            waiting.append(.call(name, arguments: []))
            openParentheses += 1
        case .nextArgument:
            guard case .call(let name, var arguments)? = innermostGroup else { break }
            runWaitingOperations { _ in true }
            arguments.append(operand)
            waiting[waiting.count - 1] = .call(name, arguments: arguments)
            (accumulator, isPending) = (nil, true)
        case .conversion(let conversion):
            takePercentAmount()
            accumulator = forest.conversion(conversion, operand: operand)
        case .units(let step):
            takePercentAmount()
            accumulator = forest.units(step, operand: operand)
        case .operation(let id):
            switch id.entry.kind {
            case .constant(let value):
                accumulator = forest.leaf(id.entry.symbol, value: .success(value))
            case .unary:
                takePercentAmount()
                accumulator = forest.unary(id, operand: operand)
            case .percent:
                takePercentAmount()
                accumulator = forest.percent(of: operand)
            case .binary(let infix):
                enter(id, infix)
            case .openParenthesis:
                // A value entered just before is replaced, as a number typed there would be.
                (accumulator, isPending) = (nil, true)
                waiting.append(.parenthesis)
                openParentheses += 1
            case .closeParenthesis where openParentheses > 0:
                runWaitingOperations { _ in true }
                if !closeCall() {
                    accumulator = operand
                    waiting.removeLast()
                }
                isPending = true
                openParentheses -= 1
            case .equals:
                finish()
            case .closeParenthesis, .random, .stack, .function:  // a function's step is a call
                break
            }
        }
    }

    /// The value entered; with none right after a binary operation, its left operand once more
    /// (`x × =` is `x × x`, `7 + √` is `7 + √(7)`): the operand as entered, so changing `x`
    /// changes both factors.
    private var operand: Int {
        mutating get {
            if let accumulator { return accumulator }
            guard case .operation(_, let left)? = waiting.last else {
                return forest.missingOperand()
            }
            return forest.recall(left)
        }
    }

    /// A percent waiting as the right operand of `+` or `−` stands for that percent of the left
    /// operand, and the display shows that amount (`100 + 20%` shows 20): a function or another
    /// `%` applied to it takes the amount, as written (`100 + 20% x²` is `100 + (100 × 20%)²`,
    /// 500; `10 + % %` shows 0.1, and `√` then takes 0.1). Keys and pasted text alike.
    private mutating func takePercentAmount() {
        guard let accumulator, case .operation(let id, let left)? = waiting.last,
            id.readsPercentOfLeft, forest.isPercent(accumulator)
        else { return }
        self.accumulator = forest.binary(.times, left: forest.recall(left), right: accumulator)
    }

    private mutating func enter(_ id: OperationID, _ infix: BinaryOperator) {
        if accumulator == nil, case .operation(_, let left)? = waiting.last {
            // Right after another binary operation: replaces it.
            waiting.removeLast()
            accumulator = left
        }
        let order = order
        runWaitingOperations { waiting in order == .entered || waiting.runs(before: infix) }
        let left = operand
        waiting.append(.operation(id, left: left))
        (accumulator, isPending) = (nil, true)
    }

    /// `=`: runs everything that waits, closing every parenthesis; after a finished calculation,
    /// runs its last operation again on the result (`8 × 2 = =` is 8 × 2 × 2).
    private mutating func finish() {
        defer { isPending = false }
        guard !waiting.isEmpty else {
            // After `(2 + 3)`, `=` only finishes.
            if !isPending, let accumulator, let (id, right) = lastOperation {
                self.accumulator = forest.binary(id, left: accumulator, right: right)
            }
            return
        }
        while !waiting.isEmpty {
            runWaitingOperations { _ in true }
            if !closeCall(), case .parenthesis? = waiting.last { waiting.removeLast() }
        }
        openParentheses = 0
    }

    /// The nearest parenthesis or call waiting, if any.
    private var innermostGroup: Waiting? {
        waiting.last { if case .operation = $0 { false } else { true } }
    }

    /// Closes the call on top of the waiting stack, if one is there: its value is then the
    /// operand.
    private mutating func closeCall() -> Bool {
        guard case .call(let name, let arguments)? = waiting.last else { return false }
        let last = operand  // while the call waits: nothing before it is recalled
        waiting.removeLast()
        accumulator = forest.call(name, arguments: arguments + [last])
        return true
    }

    /// Runs the operations on top of the stack, down to the nearest parenthesis, while
    /// `shouldRun` says so of the next one.
    private mutating func runWaitingOperations(while shouldRun: (BinaryOperator) -> Bool) {
        while case .operation(let id, let left)? = waiting.last, shouldRun(id.infix) {
            let right = operand  // while the operation still waits: it may repeat `left`
            waiting.removeLast()
            accumulator = forest.binary(id, left: left, right: right)
            lastOperation = (id, right)
        }
    }

    /// The value so far (while an operation waits: the operand being entered, else the left
    /// operand of the nearest waiting operation), whether it is pending, and its description.
    var outcome:
        (
            result: Result<Complex, CalculatorError>?, isPending: Bool, description: String,
            wrapped: Bool
        )
    {
        // Written from the end: with 10^5 operations waiting, only the last few are read.
        var pieces: [String] = []  // right to left
        if let accumulator, waiting.isEmpty || waiting.last.isGroup {
            pieces.append(forest.text(of: accumulator))
        }
        var length = pieces.first?.utf8.count ?? 0
        for index in waiting.indices.reversed() {
            if length > expressionTextLimit {
                pieces.append("…")
                break
            }
            let piece: String
            switch waiting[index] {
            case .parenthesis:
                piece = "("
            case .call(let name, let arguments):
                piece =
                    name + "("
                    + arguments.map { forest.text(of: $0) + ", " }.joined()
            case .operation(let id, let left):
                let isLast = index == waiting.count - 1
                piece =
                    forest.binaryText(id, left: left, right: isLast ? accumulator : nil)
                    + (isLast ? "" : " ")
            }
            pieces.append(piece)
            length += piece.utf8.count
        }
        let description = pieces.reversed().joined()
        return (value, isPending, description, valueNode.map(forest.wrapped) ?? false)
    }

    /// The units the value shown is written in, if the expression chose any.
    var unitsShown: UnitTarget? { valueNode.flatMap(forest.unitsShown(by:)) }

    /// The text of what `compiled` compiles, whole; nil when nothing has been entered.
    var text: String? { compiledRoot.map { forest.text(of: $0, limit: .max) } }

    /// The calculation as a function of `variable`. While an operation waits for its second
    /// operand, the complete calculation before it (`sin(x)` in `sin(x) × 2`, until `=`); nil
    /// when nothing has been entered.
    func compiled(variable: String) -> CompiledFunction? {
        compiledRoot.map { forest.compiled(root: $0, variable: variable) }
    }

    private var compiledRoot: Int? {
        let waitingLeft = waiting.last { if case .operation = $0 { true } else { false } }
        if case .operation(_, let left)? = waitingLeft { return left }
        return accumulator
    }

    var value: Result<Complex, CalculatorError>? {
        if let accumulator, case .operation(let id, let left)? = waiting.last {
            return forest.value(of: accumulator, rightOf: id, left: left)
        }
        return valueNode.map(forest.value(of:))
    }

    /// The node whose value is shown: the operand being entered, else the left operand of the
    /// nearest waiting operation.
    private var valueNode: Int? {
        if let accumulator { return accumulator }
        for case .operation(_, let left) in waiting.reversed() { return left }
        return nil
    }
}

extension AlgebraicEvaluation.Waiting? {
    /// Whether it is a parenthesis or a call's: what follows is written after it.
    fileprivate var isGroup: Bool {
        switch self {
        case .parenthesis?, .call?: true
        case .operation?, nil: false
        }
    }
}
