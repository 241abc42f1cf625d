import Numbers
import Synchronization

/// A function the user keeps: `f(x, y) = x² + y`. Its body is an RPN program over its
/// parameters and calls of other kept functions, so a call is as exact and as proven as any
/// operation.
public struct UserFunction: Equatable, Sendable {
    public let name: String
    public let parameters: [String]
    /// The body's steps; its parameters are `.variable` steps.
    let body: [ProgramStep]
    /// The body as a description writes it, with the fewest parentheses: `x ^ 2 + 1`.
    public let formula: String
    /// The functions its body calls: read from the body once, not at each check of the
    /// library (which made restoring 1 000 functions quadratic in their size).
    let callees: Set<String>

    init(name: String, parameters: [String], body: [ProgramStep]) {
        (self.name, self.parameters, self.body) = (name, parameters, body)
        callees = Set(
            body.compactMap { step in if case .call(let name, _) = step { name } else { nil } })
        // Written without values: no variable is set and no function is known, so nothing
        // but the text costs anything.
        let evaluation = StackEvaluation(body, settings: EvaluationSettings())
        formula = evaluation.stack.top.map { evaluation.forest.text(of: $0, limit: .max) } ?? ""
    }

    /// `f(x, y) = x² + y`: what a session keeps and `--functions` lists; it reads back as itself.
    public var definition: String { heading + " = " + formula }

    /// `f(x, y)`.
    public var heading: String { name + "(" + parameters.joined(separator: ", ") + ")" }

    /// The same function calling `newName` where it called `oldName`.
    func renamingCalls(of oldName: String, to newName: String) -> UserFunction {
        let body = body.map { step -> ProgramStep in
            guard case .call(oldName, let arity) = step else { return step }
            return .call(newName, arity: arity)
        }
        return UserFunction(name: name, parameters: parameters, body: body)
    }
}

/// Why a definition, a renaming or a deletion is refused. The controller says it in the
/// user's language.
public enum DefinitionError: Error, Equatable, Sendable {
    /// Not `f(x) = …`.
    case notADefinition
    /// A name that is no variable's name (`2f`), or one that is built in (`sin`, `pi`).
    case invalidName(String)
    case builtInName(String)
    case noParameters
    case repeatedParameter(String)
    /// The formula does not read; positions count from the formula's first character.
    case formula(Expression.SyntaxError)
    /// `f` would call itself, directly (`through` is empty) or through the functions named.
    case callsItself(String, through: [String])
    /// Calls would nest deeper than `FunctionLibrary.maximumDepth`.
    case callsTooDeep(String)
    /// Other functions call it: it cannot go, nor change its number of parameters.
    case usedBy(String, users: [String])
    case nameTaken(String)
    case tooMany
}

/// The functions the user keeps, by name, in the order defined. A value, held in each brain's
/// settings as the variables are, so a change evaluates again.
public struct FunctionLibrary: Equatable, Sendable {
    private var functions: [String: UserFunction] = [:]
    /// The names, in the order defined.
    public private(set) var names: [String] = []

    /// How deep calls may nest through definitions: evaluating a call evaluates its body,
    /// so this bounds the evaluation's recursion.
    public static let maximumDepth = 100
    /// More than anyone keeps; a session with more keeps the first.
    public static let maximumCount = 1_000

    public init() {}

    public subscript(name: String) -> UserFunction? { functions[name] }

    public var all: [UserFunction] { names.compactMap { functions[$0] } }

    public var isEmpty: Bool { names.isEmpty }

    /// How many arguments a call of `name` takes, a function of money's or a kept function's;
    /// nil when no function has that name.
    func argumentCounts(of name: String) -> ClosedRange<Int>? {
        if let id = OperationID(functionNamed: name), case .function(let counts) = id.entry.kind {
            return counts
        }
        return functions[name].map { $0.parameters.count...$0.parameters.count }
    }

    /// Reads `f(x, y) = formula` (or `:=`) and keeps it, in place of a function of that name.
    @discardableResult
    public mutating func define(_ text: String, decimalSeparator: Character = ".")
        throws(DefinitionError) -> UserFunction
    {
        let (name, parameters, formula) = try Self.parts(of: text)
        return try define(
            name, parameters: parameters, formula: formula, decimalSeparator: decimalSeparator)
    }

    /// Keeps `formula`, a function of `parameters`, as `name`, in place of a function of that
    /// name. Refused, and nothing changes, if it would call itself, nest calls too deeply or
    /// change the parameter count others call it with.
    @discardableResult
    public mutating func define(
        _ name: String, parameters: [String], formula: String, decimalSeparator: Character = "."
    ) throws(DefinitionError) -> UserFunction {
        try Self.check(name: name)
        guard !parameters.isEmpty else { throw .noParameters }
        guard parameters.count <= ProgramStep.maximumArity else { throw .tooMany }
        for (index, parameter) in parameters.enumerated() {
            guard parameter != name else { throw .repeatedParameter(parameter) }
            try Self.check(name: parameter)
            if parameters[..<index].contains(parameter) { throw .repeatedParameter(parameter) }
        }
        guard functions[name] != nil || names.count < Self.maximumCount else { throw .tooMany }
        var arities = self
        arities.functions[name] = UserFunction(
            name: name, parameters: parameters, body: [])  // its own calls read as calls
        let expression: Expression
        do {
            expression = try Expression(
                parsing: formula, decimalSeparator: decimalSeparator,
                variables: Set(parameters), functions: arities)
        } catch {
            throw .formula(error)
        }
        let function = UserFunction(name: name, parameters: parameters, body: expression.rpnSteps)
        try replace(with: function)
        return function
    }

    /// Keeps `formula` as `name`, a function of the `variables` it uses, in the order first
    /// used (`x`, then `y`): a calculation saved as it stands.
    @discardableResult
    public mutating func define(_ name: String, formula: String, variables: Set<String>)
        throws(DefinitionError) -> UserFunction
    {
        let expression: Expression
        do {
            expression = try Expression(parsing: formula, variables: variables, functions: self)
        } catch {
            throw .formula(error)
        }
        var parameters: [String] = []
        for case .variable(let variable) in expression.rpnSteps
        where !parameters.contains(variable) {
            parameters.append(variable)
        }
        return try define(name, parameters: parameters, formula: formula)
    }

    /// Removes `name`, unless another function calls it; returns it and where it stood.
    public mutating func remove(_ name: String) throws(DefinitionError) -> (
        function: UserFunction, position: Int
    )? {
        guard let function = functions[name], let position = names.firstIndex(of: name) else {
            return nil
        }
        let users = callers(of: name)
        guard users.isEmpty else { throw .usedBy(name, users: users) }
        functions[name] = nil
        names.remove(at: position)
        return (function, position)
    }

    /// Puts back a function `remove` took away, where it stood, if its name is still free and
    /// what it calls is still there.
    public mutating func restore(_ function: UserFunction, at position: Int)
        throws(DefinitionError)
    {
        guard functions[function.name] == nil else { throw .nameTaken(function.name) }
        try define(function.definition)
        names.removeLast()
        names.insert(function.name, at: min(position, names.count))
    }

    /// Renames `oldName`; the functions that call it call it by the new name.
    public mutating func rename(_ oldName: String, to newName: String) throws(DefinitionError) {
        guard let function = functions[oldName], newName != oldName else { return }
        try Self.check(name: newName)
        guard functions[newName] == nil else { throw .nameTaken(newName) }
        if function.parameters.contains(newName) { throw .repeatedParameter(newName) }
        for caller in callers(of: oldName) {
            functions[caller] = functions[caller]?.renamingCalls(of: oldName, to: newName)
        }
        functions[oldName] = nil
        functions[newName] = UserFunction(
            name: newName, parameters: function.parameters, body: function.body
        ).renamingCalls(of: oldName, to: newName)
        names = names.map { $0 == oldName ? newName : $0 }
    }

    /// The names of the functions that call `name`, in the order defined.
    func callers(of name: String) -> [String] {
        names.filter { $0 != name && functions[$0]?.callees.contains(name) == true }
    }

    /// Every definition, each after the functions it calls, so that they read back in order.
    public var definitions: [String] { dependencyOrder().map(\.definition) }

    // MARK: Checks

    private static func check(name: String) throws(DefinitionError) {
        guard isValidVariableName(name) else {
            let isBuiltIn = OperationID(spelling: name) != nil || Double(name) != nil
            throw isBuiltIn ? .builtInName(name) : .invalidName(name)
        }
    }

    /// `f(x, y) = formula`, `f(x; y) := formula`: the name, the parameters, the formula.
    public static func parts(of text: String) throws(DefinitionError) -> (
        name: String, parameters: [String], formula: String
    ) {
        guard let equals = text.firstIndex(of: "="), let open = text.firstIndex(of: "("),
            let close = text[open...].firstIndex(of: ")"), close < equals
        else { throw .notADefinition }
        var colon = text[close..<equals].dropFirst()
        colon = colon.drop(while: \.isWhitespace)
        guard colon.isEmpty || colon == ":" else { throw .notADefinition }
        let name = text[..<open].trimmingWhitespace
        let parameters = text[text.index(after: open)..<close]
            .split(omittingEmptySubsequences: false, whereSeparator: { $0 == "," || $0 == ";" })
            .map(\.trimmingWhitespace)
        let formula = text[text.index(after: equals)...].trimmingWhitespace
        guard !formula.isEmpty else { throw .notADefinition }
        return (name, parameters == [""] ? [] : parameters, formula)
    }

    /// Keeps `function` if it calls nothing that calls it back and no chain of calls grows
    /// too deep; a changed parameter count only while nothing calls it.
    private mutating func replace(with function: UserFunction) throws(DefinitionError) {
        let name = function.name
        if let old = functions[name], old.parameters.count != function.parameters.count {
            let users = callers(of: name)
            guard users.isEmpty else { throw .usedBy(name, users: users) }
        }
        if let through = cycle(from: function) { throw .callsItself(name, through: through) }
        var changed = self
        changed.functions[name] = function
        if !names.contains(name) { changed.names.append(name) }
        if let tooDeep = changed.deepest() { throw .callsTooDeep(tooDeep) }
        self = changed
    }

    /// The functions through which `function` would reach itself, if it would: a depth-first
    /// walk with a stack of its own, so a long chain of definitions cannot overflow the stack.
    private func cycle(from function: UserFunction) -> [String]? {
        var cameFrom: [String: String] = [:]
        var work: [String] = []
        for callee in function.callees {
            cameFrom[callee] = function.name
            work.append(callee)
        }
        while let current = work.popLast() {
            if current == function.name {
                var through: [String] = []
                var step = cameFrom[current]!
                while step != function.name {
                    through.append(step)
                    step = cameFrom[step]!
                }
                return through.reversed()
            }
            for callee in functions[current]?.callees ?? [] where cameFrom[callee] == nil {
                cameFrom[callee] = current
                work.append(callee)
            }
        }
        return nil
    }

    /// A function whose calls nest deeper than `maximumDepth`, if any.
    private func deepest() -> String? {
        var depths: [String: Int] = [:]
        for function in dependencyOrder() {
            let depth = 1 + (function.callees.compactMap { depths[$0] }.max() ?? 0)
            if depth > Self.maximumDepth { return function.name }
            depths[function.name] = depth
        }
        return nil
    }

    /// Every function after those it calls (a post-order walk, without recursion).
    private func dependencyOrder() -> [UserFunction] {
        var (order, placed) = ([UserFunction](), Set<String>())
        for root in names where !placed.contains(root) {
            var work: [(name: String, calleesPlaced: Bool)] = [(root, false)]
            while let (name, calleesPlaced) = work.popLast() {
                guard !placed.contains(name), let function = functions[name] else { continue }
                if calleesPlaced {
                    placed.insert(name)
                    order.append(function)
                } else {
                    work.append((name, true))
                    for callee in function.callees.sorted() where !placed.contains(callee) {
                        work.append((callee, false))
                    }
                }
            }
        }
        return order
    }

    // MARK: Evaluation

    /// `name` called with `arguments`: its body evaluated with its parameters bound to them,
    /// at the caller's precision and under its budget.
    func value(
        of name: String, arguments: [Complex], settings: EvaluationSettings
    ) -> Result<Complex, CalculatorError> {
        guard let counts = argumentCounts(of: name) else {
            return .failure(.unknownFunction(name))
        }
        guard counts.contains(arguments.count) else {
            return .failure(.wrongArgumentCount(name, expected: counts, given: arguments.count))
        }
        guard let function = functions[name] else {
            return OperationID(functionNamed: name).map { id in
                Result { () throws(ArithmeticError) in
                    try id.apply(arguments.map { z throws(ArithmeticError) in try z.realValue() })
                }.map { Complex($0) }.mapError(CalculatorError.init)
            } ?? .failure(.unknownFunction(name))
        }
        guard let calls = CallValues.current else {
            return CallValues.$current.withValue(CallValues()) {
                value(of: name, arguments: arguments, settings: settings)
            }
        }
        if let known = calls.value(of: name, at: arguments) { return known }
        var settings = settings
        settings.variables = Dictionary(
            zip(function.parameters, arguments), uniquingKeysWith: { first, _ in first })
        let evaluation = StackEvaluation(function.body, settings: settings)
        let result =
            evaluation.stack.top.map(evaluation.forest.value(of:)) ?? .failure(.missingOperand)
        calls.keep(result, of: name, at: arguments)
        return result
    }
}

/// The calls one outermost call has made, with their values: a kept function is pure, so a
/// call on the same arguments at the same precision is computed once
/// (`d(k)(x) = d(k−1)(x) + d(k−1)(x)` costs k calls, not 2^k). Arguments match only when
/// identical: a ball equal in its bits to another but made otherwise is another value to the
/// exact field.
final class CallValues: Sendable {
    @TaskLocal static var current: CallValues?

    private struct Call {
        let arguments: [Complex]
        let bits: Int
        let value: Result<Complex, CalculatorError>
    }

    /// The last few distinct calls of each function: what fans out calls the same arguments.
    private static let keptForEachFunction = 64
    private let calls = Mutex<[String: [Call]]>([:])

    func value(of name: String, at arguments: [Complex]) -> Result<Complex, CalculatorError>? {
        let bits = Precision.bits
        return calls.withLock { calls in
            calls[name]?.first { call in
                call.bits == bits
                    && call.arguments.elementsEqual(arguments) { $0.isIdentical(to: $1) }
            }?.value
        }
    }

    func keep(_ value: Result<Complex, CalculatorError>, of name: String, at arguments: [Complex]) {
        let call = Call(arguments: arguments, bits: Precision.bits, value: value)
        calls.withLock { calls in
            if calls[name, default: []].count == Self.keptForEachFunction {
                calls[name]?.removeFirst()
            }
            calls[name, default: []].append(call)
        }
    }
}

extension Substring {
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
