import Numbers

/// Stack ("RPN") brain of the 2015 Swift and 2011 Objective-C assignments: operands are pushed,
/// operations take theirs from the top of the stack.
public struct RPNBrain: Sendable {
    private var stack: [ProgramStep] = []
    /// What `undo` took away, newest last, for `redo`: one step each, never a copy of the
    /// program. Pushing anything else forgets it.
    private var undone: [ProgramStep] = []

    /// The variables' exact values.
    public var variables: [String: Real] = [:]

    /// The variables' values as the 2011 assignment passes them.
    public var variableValues: [String: Double] {
        get { variables.compactMapValues(\.doubleValue) }
        set { variables = newValue.exactValues }
    }

    /// How `sin`, `cos`, `tan` read their operand and their inverses write their result.
    public var angleUnit = AngleUnit.radians

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
        Real(operand).map { record(.operand($0)) }
    }

    public mutating func push(exactly operand: Real) { record(.operand(operand)) }

    /// Pushes a variable; names of operations and other invalid names are ignored.
    public mutating func push(variable name: String) {
        if isValidVariableName(name) { record(.variable(name)) }
    }

    /// Pushes an operation by its symbol or alias; unknown symbols, `=` and parentheses are
    /// ignored.
    /// `rand` pushes a number drawn here, once.
    public mutating func push(operation symbol: String) {
        switch Operation.index(of: symbol) {
        case let index? where Operation.table[index].operation.isRandom:
            record(.operand(Real(Double.random(in: 0..<1)) ?? .zero))
        case let index? where Operation.table[index].operation.isRecordedInRPN:
            record(.operation(index))
        default: break
        }
    }

    /// Pushes a whole expression's value as one level, described as the expression.
    public mutating func push(_ expression: Expression) {
        for step in expression.rpnSteps { record(step) }
    }

    private mutating func record(_ step: ProgramStep) {
        stack.append(step)
        undone.removeAll()
    }

    /// The value of the top of the stack; nil for a missing operand, an unset variable or any
    /// other error.
    public func evaluate() -> Double? { try? evaluateAndReportErrors().get() }

    public func evaluateAndReportErrors() -> Result<Double, CalculatorError> {
        evaluateAndDescribe().result.flatMap(\.doubleResult)
    }

    /// Every complete expression on the stack, oldest first: `√(3 + 5), cos(π)`.
    public var description: String { expressions.joined(separator: ", ") }

    /// The description of each complete expression on the stack, oldest first.
    public var expressions: [String] { evaluateAndDescribe().expressions }

    /// The value of the top of the stack and the description of each expression, from one pass
    /// over the program.
    public func evaluateAndDescribe() -> (
        result: Result<Real, CalculatorError>, expressions: [String]
    ) {
        let (forest, expressions) = build()
        let result = expressions.last.map(forest.value(of:)) ?? .failure(.missingOperand)
        return (result, expressions.map { forest.text(of: $0) })
    }

    private func build() -> (forest: ExpressionForest, expressions: [Int]) {
        Self.build(stack, angleUnit: angleUnit) { name in
            variables[name].map(ExpressionForest.Value.success)
                ?? .failure(.unsetVariable(name))
        }
    }

    public var isEmpty: Bool { stack.isEmpty }

    /// The names of the variables on the stack.
    public var variablesUsed: Set<String> { stack.variableNames }

    public mutating func undo() { stack.popLast().map { undone.append($0) } }

    /// Puts back the step the last `undo` took away.
    public mutating func redo() { undone.popLast().map { stack.append($0) } }

    /// Whether `redo` has a step to put back.
    public var canRedo: Bool { !undone.isEmpty }

    public mutating func clearStack() { (stack, undone) = ([], []) }

    public mutating func clearVariables() { variables.removeAll() }

    /// The stack as a property list: numbers, operation symbols and variable names. Setting it
    /// replaces the stack; items that are none of these are dropped.
    public var program: [String] {
        get { stack.map(\.propertyListItem) }
        set {
            stack = newValue.compactMap(ProgramStep.init(propertyListItem:))
            undone.removeAll()
        }
    }

    /// The value of the top of the program's stack, with unset variables as 0; 0 where the
    /// program has no value (nothing on the stack, division by zero, …).
    public static func runProgram(
        _ program: [String], usingVariableValues variableValues: [String: Double]? = nil
    ) -> Double {
        let steps = program.compactMap(ProgramStep.init(propertyListItem:))
        let variables = variableValues?.exactValues
        let (forest, expressions) = build(steps) { .success(variables?[$0] ?? .zero) }
        return (try? expressions.last.map(forest.value(of:))?.get().doubleValue) ?? 0
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

    /// Runs the steps left to right on a stack of expressions: each operation takes its operands
    /// from the top, a missing one becomes `?`. No recursion, so no depth is too deep.
    private static func build(
        _ steps: [ProgramStep], angleUnit: AngleUnit = .radians,
        variableValue: (String) -> ExpressionForest.Value
    ) -> (forest: ExpressionForest, expressions: [Int]) {
        var forest = ExpressionForest(angleUnit: angleUnit, capacity: steps.count)
        var expressions: [Int] = []
        let table = Operation.table
        func pop() -> Int { expressions.popLast() ?? forest.missingOperand() }

        for step in steps {
            switch step {
            case .operand(let number):
                expressions.append(forest.number(number))
            case .variable(let name):
                expressions.append(forest.leaf(name, value: variableValue(name)))
            case .operation(let index):
                let symbol = table[index].symbol
                switch table[index].operation {
                case .constant(let value):
                    expressions.append(forest.leaf(symbol, value: .success(value)))
                case .unary(let notation, let function):
                    expressions.append(forest.unary(notation, function, operand: pop()))
                case .binary(let infix):
                    let right = pop()
                    let left = pop()
                    expressions.append(forest.binary(symbol, infix, left: left, right: right))
                case .percent:
                    let percent = forest.percent(of: pop())
                    let base = expressions.last ?? forest.missingOperand()
                    expressions.append(forest.binary("×", .times, left: base, right: percent))
                case .random, .equals, .openParenthesis, .closeParenthesis:
                    break
                }
            }
        }
        return (forest, expressions)
    }
}

extension Operation {
    fileprivate var isRandom: Bool { if case .random = self { true } else { false } }
    fileprivate var isRecordedInRPN: Bool {
        switch self {
        case .equals, .openParenthesis, .closeParenthesis: false
        default: true
        }
    }
}
