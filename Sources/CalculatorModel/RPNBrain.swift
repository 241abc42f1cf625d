import Numbers
import Units

/// Stack ("RPN") brain of the 2015 Swift and 2011 Objective-C assignments: operands are pushed,
/// operations take theirs from the top of the stack.
public struct RPNBrain: Sendable {
    private var steps: [ProgramStep] = []
    /// What each step leaves behind, kept beside it so a stack key costs no pass over the
    /// program.
    private var marks: [Mark] = []
    /// What `undo` took away, newest last, for `redo`: one step each, never a copy of the
    /// program. Pushing anything else forgets it.
    private var undone: [[ProgramStep]] = []
    /// How many steps name each variable: which are used is known without a pass.
    private var variableCounts: [String: Int] = [:]

    /// The variables' exact values.
    public var variables: [String: Complex] = [:]

    /// The variables' values as the 2011 assignment passes them.
    public var variableValues: [String: Double] {
        get { variables.compactMapValues(\.doubleValue) }
        set { variables = newValue.exactValues }
    }

    /// How `sin`, `cos`, `tan` read their operand and their inverses write their result.
    public var angleUnit = AngleUnit.radians
    /// Whether `√−4` says "Square root of a negative number" rather than 2i.
    public var realResultsOnly = false
    /// Programmer mode's word, which holds every value; nil in scientific mode.
    public var word: IntegerWord?
    /// The functions calls call.
    public var functions = FunctionLibrary()
    /// The day's exchange rates, for quantities of money.
    public var exchangeRates: ExchangeRates?
    /// The stack's evaluation, kept across keys.
    private(set) var cache = EvaluationCache<StackEvaluation>()

    private struct Mark {
        /// How many levels the stack has.
        var depth = 0
        /// Whether an operation has run, so `LASTx` has an operand to recall.
        var hasOperated = false
        /// Whether the step belongs to the one before it (an expression pushed whole): undo
        /// takes them back together.
        var continuesEntry = false
    }

    public init() {}

    // The assignments' methods push and return the new value; the `push` methods only push,
    // for a caller that evaluates once after its steps (a 10^5-step program costs milliseconds).

    @discardableResult
    public mutating func pushOperand(_ operand: Double) -> Double? {
        push(operand)
        return evaluate()
    }

    @discardableResult
    public mutating func pushOperand(symbol: String) -> Double? {
        push(variable: symbol)
        return evaluate()
    }

    @discardableResult
    public mutating func performOperation(_ symbol: String) -> Double? {
        push(operation: symbol)
        return evaluate()
    }

    /// Pushes a number, read as the decimal it is written as (0.1 is exactly 1/10).
    public mutating func push(_ operand: Double) {
        Real(operand).map { record(.operand(Complex($0))) }
    }

    public mutating func push(exactly operand: Complex) { record(.operand(operand)) }

    /// Pushes a variable; names of operations and other invalid names are ignored.
    public mutating func push(variable name: String) {
        if isValidVariableName(name) { record(.variable(name)) }
    }

    /// Pushes an operation by its symbol or alias; unknown symbols, `=` and parentheses are
    /// ignored.
    /// `rand` pushes a number drawn here, once.
    public mutating func push(operation symbol: String) {
        OperationID(spelling: symbol).map { push(operation: $0) }
    }

    public mutating func push(operation id: OperationID) {
        switch id.entry.kind {
        case .random: record(.operand(Real(Double.random(in: 0..<1)).map { Complex($0) } ?? .zero))
        case .equals, .openParenthesis, .closeParenthesis: break
        case .function: push(call: id.entry.symbol)
        default: record(.operation(id))
        }
    }

    /// A kept function, applied to the top levels (level 1 its last argument). Unknown names
    /// are ignored.
    public mutating func push(call name: String) {
        guard let counts = functions.argumentCounts(of: name) else { return }
        record(
            .call(OperationID(functionNamed: name)?.entry.symbol ?? name, arity: counts.lowerBound))
    }

    /// Level 1 in another unit.
    public mutating func push(conversion: UnitConversion) { record(.conversion(conversion)) }

    /// Pushes level 1 once more, as entered: recorded, not evaluated, so Enter costs the same
    /// at any depth.
    public mutating func duplicateLevel1() { record(.duplicate) }

    /// Pushes a whole expression's value as one level, described as the expression.
    public mutating func push(_ expression: Expression) {
        append(entry: expression.rpnSteps)
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
        var mark = marks.last ?? Mark()
        mark.continuesEntry = continuesEntry
        if case .operation(let id) = step {
            switch id.entry.kind {
            case .constant: mark.depth += 1
            case .unary, .percent: (mark.depth, mark.hasOperated) = (max(mark.depth, 1), true)
            case .binary: (mark.depth, mark.hasOperated) = (max(mark.depth, 2) - 1, true)
            case .stack(.swap): mark.depth = max(mark.depth, 2)
            case .stack(.drop): mark.depth = max(mark.depth - 1, 0)
            case .stack(.lastOperand): mark.depth += 1
            case .stack(.roll), .random, .equals, .openParenthesis, .closeParenthesis, .function:
                break
            }
        } else if step == .duplicate {
            mark.depth = max(mark.depth, 1) + 1
        } else if case .call(_, let arity) = step {
            (mark.depth, mark.hasOperated) = (max(mark.depth, arity) - arity + 1, true)
        } else if step != .nextArgument {
            mark.depth += 1
        }
        steps.append(step)
        variableCounts.count(step, by: 1)
        marks.append(mark)
    }

    /// The value of the top of the stack; nil for a missing operand, an unset variable or any
    /// other error.
    public func evaluate() -> Double? { try? evaluateAndReportErrors().get() }

    /// A `Double` is real: here `4 ± √` is "Square root of a negative number", as in the seeds.
    public func evaluateAndReportErrors() -> Result<Double, CalculatorError> {
        var realBrain = self
        realBrain.realResultsOnly = true
        return realBrain.evaluateAndDescribe().result.flatMap(\.doubleResult)
    }

    /// Every complete expression on the stack, oldest first: `√(3 + 5), cos(π)`.
    public var description: String { expressions.joined(separator: ", ") }

    /// The description of each complete expression on the stack, oldest first.
    public var expressions: [String] { evaluateAndDescribe().expressions }

    /// The value of the top of the stack and the description of each expression, from one pass
    /// over the program.
    public func evaluateAndDescribe() -> (
        result: Result<Complex, CalculatorError>, expressions: [String]
    ) {
        let levels = levels
        return (
            levels.first?.value ?? .failure(.missingOperand), levels.reversed().map(\.expression)
        )
    }

    /// Every level of the stack, level 1 (the top) first: its value and its whole expression.
    public var levels: [StackLevel] { levels(top: .max, textLimit: .max) }

    /// The top `count` levels, level 1 first, each expression's last `textLimit` bytes: a
    /// stack of 10^5 levels writes only those shown. From the evaluation kept across keys.
    public func levels(top count: Int, textLimit: Int = expressionTextLimit)
        -> [StackLevel]
    {
        let read = { (evaluation: StackEvaluation) in
            evaluation.stack.topFirst(count).map { node in
                StackLevel(
                    value: evaluation.forest.value(of: node),
                    expression: evaluation.forest.text(of: node, limit: textLimit),
                    wrapped: evaluation.forest.wrapped(node),
                    units: evaluation.forest.unitsShown(by: node))
            }
        }
        return cache.evaluation(of: steps[...], settings: settings(variables), read: read)
    }

    /// Level 1's expression, whole; nil for an empty stack.
    public var calculationText: String? { levels(top: 1, textLimit: .max).first?.expression }

    /// Level 1's value with these variable values instead of the brain's (a graph's points);
    /// no text is written.
    public func value(using variables: [String: Complex]) -> Result<Complex, CalculatorError> {
        let evaluation = evaluation(using: variables)
        return evaluation.stack.top.map(evaluation.forest.value(of:)) ?? .failure(.missingOperand)
    }

    /// Level 1 as a function of `variable`, the other variables as they are (an unset one
    /// has no value); nil for an empty stack.
    public func function(of variable: String) -> CompiledFunction? {
        var values = variables
        values[variable] = .zero
        let evaluation = evaluation(using: values)
        return evaluation.stack.top.map { evaluation.forest.compiled(root: $0, variable: variable) }
    }

    /// An evaluation apart from the kept one, whose variables differ.
    private func evaluation(using variables: [String: Complex]) -> StackEvaluation {
        StackEvaluation.afresh(steps[...], settings: settings(variables)).evaluation
    }

    private func settings(_ variables: [String: Complex]) -> EvaluationSettings {
        EvaluationSettings(
            angleUnit: angleUnit, realResultsOnly: realResultsOnly, word: word,
            variables: variables, functions: functions, rates: exchangeRates)
    }

    public var isEmpty: Bool { steps.isEmpty }

    /// How many levels the stack has, read from the steps without evaluating.
    public var depth: Int { marks.last?.depth ?? 0 }

    /// Whether an operation has run, so `LASTx` has an operand to recall.
    public var hasLastOperand: Bool { marks.last?.hasOperated ?? false }

    /// The names of the variables on the stack.
    public var variablesUsed: Set<String> { Set(variableCounts.keys) }

    /// Takes back the last key's step, or the whole of the expression pushed last.
    public mutating func undo() {
        guard let start = marks.lastIndex(where: { !$0.continuesEntry }) else { return }
        let entry = Array(steps[start...])
        for step in entry { variableCounts.count(step, by: -1) }
        steps.removeSubrange(start...)
        marks.removeSubrange(start...)
        cache = EvaluationCache()
        undone.append(entry)
    }

    /// Puts back what the last `undo` took away.
    public mutating func redo() {
        append(entry: undone.popLast() ?? [])
    }

    /// How many keys or expressions `redo` can put back.
    public var stepsToRedo: Int { undone.count }

    /// New input began (a number typed after undo): what undo took away cannot come back.
    public mutating func forgetUndoneSteps() { undone = [] }

    public mutating func clearStack() {
        (steps, marks, undone, variableCounts) = ([], [], [], [:])
        cache = EvaluationCache()
    }

    public mutating func clearVariables() { variables.removeAll() }

    /// The stack as a property list: numbers, operation symbols and variable names. Setting it
    /// replaces the stack; items that are none of these are dropped.
    public var program: [String] {
        get { steps.map(\.propertyListItem) }
        set {
            (steps, marks, undone, variableCounts) = ([], [], [], [:])
            cache = EvaluationCache()
            for step in newValue.compactMap(ProgramStep.init(propertyListItem:)) { append(step) }
        }
    }

    /// The value of the top of the program's stack, with unset variables as 0; 0 where the
    /// program has no value (nothing on the stack, division by zero, …).
    public static func runProgram(
        _ program: [String], usingVariableValues variableValues: [String: Double]? = nil
    ) -> Double {
        var brain = RPNBrain()
        brain.program = program
        let given = variableValues?.exactValues ?? [:]
        let variables = Dictionary(
            uniqueKeysWithValues: brain.variablesUsed.map { ($0, given[$0] ?? .zero) })
        return (try? brain.value(using: variables).get().doubleValue) ?? 0
    }

    /// Every complete expression of the program, top of the stack first: `√(9), 6 × 7, 3 + 5`.
    public static func descriptionOfProgram(_ program: [String]) -> String {
        var brain = RPNBrain()
        brain.program = program
        return brain.expressions.reversed().joined(separator: ", ")
    }

    /// The names of the variables the program uses; nil, not an empty set, when there are none.
    public static func variablesUsedInProgram(_ program: [String]) -> Set<String>? {
        let names = program.compactMap(ProgramStep.init(propertyListItem:)).variableNames
        return names.isEmpty ? nil : names
    }
}

/// One pass over an RPN program, a step at a time: each operation takes its operands from the
/// top of a stack of expressions, a missing one becomes `?`. No recursion, so no depth is too
/// deep.
struct StackEvaluation: StepEvaluation {
    private(set) var forest: ExpressionForest
    private(set) var stack = Levels()
    /// The operand of the last operation, for `LASTx`.
    private var lastOperand: Int?
    private let variables: [String: Complex]?
    /// How many levels hold a value not yet settled at this precision.
    private var unsettledLevels = 0

    init(settings: EvaluationSettings, capacity: Int) {
        forest = ExpressionForest(settings: settings, capacity: capacity)
        variables = settings.variables
    }

    /// `steps` entered in order, at the precision in force: a function's body.
    init(_ steps: [ProgramStep], settings: EvaluationSettings) {
        self.init(settings: settings, capacity: steps.count)
        for step in steps { enter(step) }
    }

    private mutating func push(_ node: Int) {
        stack.push(node)
        if !forest.value(of: node).isSettled { unsettledLevels += 1 }
    }

    /// Level 1, taken off the stack; nil for an empty stack.
    private mutating func popLevel() -> Int? {
        let node = stack.pop()
        if let node, !forest.value(of: node).isSettled { unsettledLevels -= 1 }
        return node
    }

    private mutating func pop() -> Int { popLevel() ?? forest.missingOperand() }

    private mutating func popOperand() -> Int {
        let operand = pop()
        lastOperand = operand
        return operand
    }

    mutating func enter(_ step: ProgramStep) {
        switch step {
        case .operand(let number):
            push(forest.number(number))
        case .variable(let name):
            let value = variables?[name].map(ExpressionForest.Value.success)
            push(forest.leaf(name, value: value ?? .failure(.unsetVariable(name))))
        case .conversion(let conversion):
            push(forest.conversion(conversion, operand: popOperand()))
        case .units(let step):
            push(forest.units(step, operand: popOperand()))
        case .duplicate:
            let top = stack.top ?? forest.missingOperand()
            if stack.top == nil { push(top) }
            push(forest.recall(top))
        case .call(let name, let arity):
            // Level 1 is the last argument; `LASTx` recalls it, as a binary operation's right.
            var arguments = (0..<arity).map { _ in pop() }
            lastOperand = arguments.first
            arguments.reverse()
            push(forest.call(name, arguments: arguments))
        case .nextArgument:
            break  // algebraic notation's only
        case .operation(let id):
            switch id.entry.kind {
            case .constant(let value):
                push(forest.leaf(id.entry.symbol, value: .success(value)))
            case .unary:
                push(forest.operation(id, on: [popOperand()]) { $0.unary(id, operand: $1[0]) })
            case .binary:
                let right = popOperand()
                let left = pop()
                push(
                    forest.operation(id, on: [left, right]) {
                        $0.binary(id, left: $1[0], right: $1[1])
                    })
            case .percent:
                let percent = forest.percent(of: popOperand())
                let base = stack.top ?? forest.missingOperand()
                push(forest.percent(percent, ofBase: base))
            case .stack(.swap):
                let (x, y) = (pop(), pop())
                push(x)
                push(y)
            case .stack(.roll):
                stack.pop().map { stack.putAtBottom($0) }  // no level comes or goes
            case .stack(.drop):
                _ = popLevel()
            case .stack(.lastOperand):
                push(lastOperand.map { forest.recall($0) } ?? forest.missingOperand())
            case .random, .equals, .openParenthesis, .closeParenthesis, .function:
                break
            }
        }
    }

    /// Whether every level holds a settled value: counted as levels come and go, so a key on
    /// a stack of 10^5 levels reads none of the others.
    var isSettled: Bool { unsettledLevels == 0 }
}

/// The value and expression of one level of the stack.
public struct StackLevel: Equatable, Sendable {
    public let value: Result<Complex, CalculatorError>
    /// `√(3 + 5)`.
    public let expression: String
    /// Whether the word (programmer mode) could not hold the value and wrapped it.
    public var wrapped = false
    /// The units its expression shows the value in (`km/h`), if it has any.
    public var units: UnitTarget?
}

/// The stack's levels as its expressions' nodes. `R↓` puts level 1 at the bottom, so the
/// bottom is kept apart, newest first: a million rolls cost a million moves, not a million
/// copies of the stack.
struct Levels: Sendable {
    /// The upper levels, bottom first: the last is level 1.
    private var upper: [Int] = []
    /// The levels rolled under `upper`, the one just under it first: the last is the bottom.
    private var rolled: [Int] = []

    var top: Int? { upper.last ?? rolled.first }

    mutating func push(_ node: Int) { upper.append(node) }

    mutating func pop() -> Int? {
        if upper.isEmpty { (upper, rolled) = (rolled.reversed(), []) }
        return upper.popLast()
    }

    mutating func putAtBottom(_ node: Int) { rolled.append(node) }

    var bottomFirst: [Int] { rolled.reversed() + upper }

    /// The top `count` levels, level 1 first: reading a few of a deep stack costs a few.
    func topFirst(_ count: Int) -> [Int] {
        Array(upper.reversed().prefix(count)) + rolled.prefix(max(0, count - upper.count))
    }
}
