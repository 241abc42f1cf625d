import Numbers
import Units

/// Algebraic brain of the 2017 assignments: binary operations run left to right as entered
/// (or, if asked, by ordinary precedence), `=` finishes what waits, parentheses group.
public struct CalculatorBrain: Sendable {
    private var steps: [ProgramStep] = []
    /// What each step leaves behind, kept beside it so a key costs no scan of the program.
    private var marks: [Mark] = []
    /// What `undo` took away, newest last, for `redo`: a key's step, or an expression's steps,
    /// never a copy of the program. Entering anything else forgets it.
    private var undone: [[ProgramStep]] = []
    /// How many steps name each variable: which are used is known without a pass.
    private var variableCounts: [String: Int] = [:]
    /// Where each expression begins, oldest first: an operand entered while no operation waits
    /// for one starts a new expression (`7 + 9 = 6` starts at `6`), and nothing before it can
    /// change its value or text. Evaluating from the last start keeps a key's cost to the
    /// expression it belongs to, not to everything ever entered.
    private var expressionStarts: [Int] = []

    /// How `sin`, `cos`, `tan` read their operand and their inverses write their result.
    public var angleUnit = AngleUnit.radians
    /// Whether `√−4` says "Square root of a negative number" rather than 2i.
    public var realResultsOnly = false
    /// Whether `7 + 9 × 2` is 32 (as entered, the default) or 25.
    public var order = OrderOfOperations.entered
    /// Programmer mode's word, which holds every value; nil in scientific mode.
    public var word: IntegerWord?
    /// The functions calls call.
    public var functions = FunctionLibrary()
    /// The day's exchange rates, for quantities of money (`100 USD to EUR`).
    public var exchangeRates: ExchangeRates?
    /// The current expression's evaluation, kept across keys.
    private(set) var cache = EvaluationCache<AlgebraicEvaluation>()

    private struct Mark {
        var isPending = false
        var openParentheses = 0
        /// Whether a binary operation was ever entered, so a later `=` has one to repeat.
        var hasOperated = false
        /// A `=` with nothing pending that repeats an earlier operation (`2 + 3 = 4 =`): it
        /// reaches back past where its expression starts.
        var repeatsOperation = false
        /// Whether the step belongs to the one before it (an expression entered whole): undo
        /// takes them back together.
        var continuesEntry = false
    }

    public init() {}

    /// What was entered, as a property list: numbers, operation symbols and variable names.
    /// Setting it replaces everything; items that are none of these are dropped.
    public var program: [String] {
        get { steps.map(\.propertyListItem) }
        set {
            (steps, marks, undone, expressionStarts, variableCounts) = ([], [], [], [], [:])
            cache = EvaluationCache()
            for step in newValue.compactMap(ProgramStep.init(propertyListItem:))
            where step != .duplicate {
                append(step)
            }
        }
    }

    /// Enters a number, read as the decimal it is written as (0.1 is exactly 1/10).
    public mutating func setOperand(_ operand: Double) {
        Real(operand).map { record(.operand(Complex($0))) }
    }

    public mutating func setOperand(exactly operand: Complex) { record(.operand(operand)) }

    /// Enters a variable; names of operations and other invalid names are ignored.
    public mutating func setOperand(variable named: String) {
        if isValidVariableName(named) { record(.variable(named)) }
    }

    /// Records an operation by its symbol or alias; unknown symbols, `)` with no parenthesis
    /// open and the RPN stack's keys are ignored. `rand` is drawn here, once, so evaluating again and undo
    /// give the same number.
    public mutating func performOperation(_ symbol: String) {
        OperationID(spelling: symbol).map { performOperation($0) }
    }

    public mutating func performOperation(_ id: OperationID) {
        switch id.entry.kind {
        case .random: record(.operand(Real(Double.random(in: 0..<1)).map { Complex($0) } ?? .zero))
        case .closeParenthesis where openParentheses == 0, .stack: break
        case .function: performCall(id.entry.symbol)
        default: record(.operation(id))
        }
    }

    /// Opens a call of a kept function, `f(`: its arguments follow, separated by
    /// `nextArgument()`, and `)` (or `=`) closes it. Unknown names are ignored.
    public mutating func performCall(_ name: String) {
        guard let counts = functions.argumentCounts(of: name) else { return }
        record(
            .call(OperationID(functionNamed: name)?.entry.symbol ?? name, arity: counts.lowerBound))
    }

    /// `,` in a call: the argument entered is done, the next follows. Ignored outside one.
    public mutating func nextArgument() {
        if openParentheses > 0 { record(.nextArgument) }
    }

    /// The value entered, or the result, in another unit, as a function works on it.
    public mutating func performConversion(_ conversion: UnitConversion) {
        record(.conversion(conversion))
    }

    /// Enters a whole expression so that it means what it says under either order of
    /// operations: as the operand a pending operation waits for, or else as a calculation of
    /// its own, finished with `=`.
    public mutating func enter(_ expression: Expression) {
        let isOperand = isPending
        append(entry: expression.algebraicSteps(grouped: isOperand))
        // `=` only finishes an operation: after a lone value (`5`, `√4`) it would repeat the
        // last calculation's (`7 + 9 =` then `5` would be 5 + 9).
        if !isOperand, isPending { append(.operation(.equals), continuesEntry: true) }
        undone.removeAll()
    }

    private mutating func record(_ step: ProgramStep) {
        append(step)
        undone.removeAll()
    }

    /// Appends steps that undo takes back together.
    private mutating func append(entry steps: [ProgramStep]) {
        for (index, step) in steps.enumerated() { append(step, continuesEntry: index > 0) }
    }

    private mutating func append(_ step: ProgramStep, continuesEntry: Bool = false) {
        // A copy sharing the cache keeps it; this brain's steps now go on from that copy's.
        if !isKnownUniquelyReferenced(&cache) { cache = EvaluationCache(continuing: cache) }
        if step.entersValue, !isPending { expressionStarts.append(steps.count) }
        var mark = marks.last ?? Mark()
        (mark.repeatsOperation, mark.continuesEntry) = (false, continuesEntry)
        if case .operation(let id) = step {
            switch id.entry.kind {
            case .binary:
                (mark.isPending, mark.hasOperated) = (true, true)
            case .openParenthesis:
                (mark.isPending, mark.openParentheses) = (true, mark.openParentheses + 1)
            case .closeParenthesis where mark.openParentheses > 0:
                (mark.isPending, mark.openParentheses) = (true, mark.openParentheses - 1)
            case .equals:
                mark.repeatsOperation = !mark.isPending && mark.hasOperated
                (mark.isPending, mark.openParentheses) = (false, 0)
            default:
                break
            }
        } else if case .call = step {
            (mark.isPending, mark.openParentheses) = (true, mark.openParentheses + 1)
        } else if step == .nextArgument {
            mark.isPending = true
        }
        steps.append(step)
        variableCounts.count(step, by: 1)
        marks.append(mark)
    }

    /// The steps of the expression being entered (or last finished), reaching back to an
    /// earlier one whose operation a `=` repeats.
    private var currentExpression: ArraySlice<ProgramStep> {
        var (index, end) = (expressionStarts.count - 1, steps.count)
        while index > 0, marks[expressionStarts[index]..<end].contains(where: \.repeatsOperation) {
            (index, end) = (index - 1, expressionStarts[index])
        }
        return steps[(index < 0 ? 0 : expressionStarts[index])...]
    }

    /// Whether the next operation has nothing to work on: the brain is empty or the last thing
    /// entered was a binary operation or an opening parenthesis.
    public var isAwaitingOperand: Bool {
        guard let last = steps.last else { return true }
        if case .call = last { return true }
        if last == .nextArgument { return true }
        guard case .operation(let id) = last else { return false }
        switch id.entry.kind {
        case .binary, .openParenthesis: return true
        default: return false
        }
    }

    /// Whether the last step is a binary operation: a binary operation entered next replaces it.
    public var endsWithBinaryOperation: Bool {
        guard case .operation(let id) = steps.last else { return false }
        if case .binary = id.entry.kind { return true }
        return false
    }

    /// Whether the calculation is unfinished: a binary operation or a parenthesis was entered
    /// since the last `=`. Read from the steps, without evaluating.
    public var isPending: Bool { marks.last?.isPending ?? false }

    /// How many parentheses are open.
    public var openParentheses: Int { marks.last?.openParentheses ?? 0 }

    public var isEmpty: Bool { steps.isEmpty }

    /// Whether all that was entered is one number, constant or variable, perhaps with `=`:
    /// nothing was calculated.
    public var isSingleOperand: Bool {
        let expression = currentExpression
        guard let first = expression.first, expression.count <= 2, first.entersValue else {
            return false
        }
        guard expression.count == 2, case .operation(let id) = expression.last else {
            return true
        }
        return id == .equals
    }

    /// The names of the variables entered so far.
    public var variablesUsed: Set<String> { Set(variableCounts.keys) }

    /// Of `names`, those the current expression reads, in the order entered: the unset ones
    /// it took as 0. Scans the expression only when the program uses one of them at all.
    public func variables(among names: Set<String>) -> [String] {
        guard !names.isDisjoint(with: variableCounts.keys) else { return [] }
        var found: [String] = []
        for case .variable(let name) in currentExpression
        where names.contains(name) && !found.contains(name) {
            found.append(name)
        }
        return found
    }

    /// Takes back the last key's step, or the whole of the expression entered last.
    public mutating func undo() {
        guard let start = marks.lastIndex(where: { !$0.continuesEntry }) else { return }
        undone.append(removeSteps(from: start))
    }

    /// Takes out the calculation being entered, whose text is now edited elsewhere: what is
    /// entered next starts a calculation of its own.
    public mutating func withdrawCurrentCalculation() {
        guard isPending else { return }
        _ = removeSteps(from: currentExpression.startIndex)
        undone.removeAll()
    }

    private mutating func removeSteps(from start: Int) -> [ProgramStep] {
        let removed = Array(steps[start...])
        for step in removed { variableCounts.count(step, by: -1) }
        steps.removeSubrange(start...)
        marks.removeSubrange(start...)
        cache = EvaluationCache()
        while let last = expressionStarts.last, last >= steps.count {
            expressionStarts.removeLast()
        }
        return removed
    }

    /// Puts back what the last `undo` took away.
    public mutating func redo() {
        append(entry: undone.popLast() ?? [])
    }

    /// How many keys or expressions `redo` can put back.
    public var stepsToRedo: Int { undone.count }

    /// New input began (a number typed after undo): what undo took away cannot come back.
    public mutating func forgetUndoneSteps() { undone = [] }

    public mutating func clear() {
        (steps, marks, undone, expressionStarts, variableCounts) = ([], [], [], [], [:])
        cache = EvaluationCache()
    }

    /// Unset variables count as 0. `result` is nil when there is no value (or an error, or a
    /// value beyond `Double`'s range).
    public func evaluate(using variables: [String: Double]? = nil)
        -> (result: Double?, isPending: Bool, description: String)
    {
        let evaluation = evaluateAndReportErrors(using: variables)
        return (try? evaluation.result?.get(), evaluation.isPending, evaluation.description)
    }

    /// `result` is the value so far (the first operand while a binary operation waits for its
    /// second), nil only when nothing has been entered. A `Double` is real: here `√−4` is
    /// "Square root of a negative number", as the seeds have it.
    public func evaluateAndReportErrors(using variables: [String: Double]? = nil)
        -> (result: Result<Double, CalculatorError>?, isPending: Bool, description: String)
    {
        var realBrain = self
        realBrain.realResultsOnly = true
        let evaluation = realBrain.evaluateExactly(using: variables?.exactValues)
        return (
            evaluation.result.map { $0.flatMap(\.doubleResult) }, evaluation.isPending,
            evaluation.description
        )
    }

    /// As `evaluateAndReportErrors`, with exact values: `0.1 + 0.2 − 0.3` is 0, `2 ^ 64` has
    /// every digit. `wrapped`: the word (programmer mode) could not hold the value shown.
    public func evaluateExactly(using variables: [String: Complex]? = nil) -> (
        result: Result<Complex, CalculatorError>?, isPending: Bool, description: String,
        wrapped: Bool
    ) {
        cache.evaluation(of: currentExpression, settings: settings(variables), read: \.outcome)
    }

    /// As `evaluateExactly`, with the units the value is shown in, if the expression chose
    /// any (`km/h` after `20 mi / 2 h to km/h`): read from the same evaluation.
    public func evaluateExactlyWithUnits(using variables: [String: Complex]? = nil) -> (
        result: Result<Complex, CalculatorError>?, isPending: Bool, description: String,
        wrapped: Bool, units: UnitTarget?
    ) {
        cache.evaluation(of: currentExpression, settings: settings(variables)) { evaluation in
            let (result, isPending, description, wrapped) = evaluation.outcome
            return (result, isPending, description, wrapped, evaluation.unitsShown)
        }
    }

    /// The calculation as a function of `variable`, the other variables at `variables` (an
    /// unset one is 0); while a binary operation waits for its second operand, the complete
    /// calculation before it. Evaluated apart from the kept evaluation, whose variables differ.
    public func function(of variable: String, using variables: [String: Complex] = [:])
        -> CompiledFunction?
    {
        var values = variables
        values[variable] = .zero
        return AlgebraicEvaluation.afresh(finishedExpression, settings: settings(values))
            .evaluation.compiled(variable: variable)
    }

    /// The calculation as a whole, written as its description is but never shortened: what
    /// `=` would finish while an operation waits (its left operand while one waits for its
    /// right); nil when nothing has been entered.
    public var calculationText: String? {
        AlgebraicEvaluation.afresh(finishedExpression, settings: settings(nil)).evaluation.text
    }

    /// The pending calculation as its description writes it (`1 ÷ x …` is 1/x), as `=` would
    /// finish it; while an operation waits for its operand, what came before it.
    private var finishedExpression: ArraySlice<ProgramStep> {
        guard isPending && !isAwaitingOperand else { return currentExpression }
        return ArraySlice(currentExpression + [.operation(.equals)])
    }

    private func settings(_ variables: [String: Complex]?) -> EvaluationSettings {
        EvaluationSettings(
            order: order, angleUnit: angleUnit, realResultsOnly: realResultsOnly, word: word,
            variables: variables, functions: functions, rates: exchangeRates)
    }

    @available(*, deprecated, message: "Use evaluate(using:)")
    public var result: Double? { evaluate().result }

    @available(*, deprecated, message: "Use evaluate(using:)")
    public var resultIsPending: Bool { evaluate().isPending }

    @available(*, deprecated, message: "Use evaluate(using:)")
    public var description: String { evaluate().description }
}
