import Numbers
import Units

/// A calculation as a function of one of its variables, on Doubles: what a graph evaluates a
/// few thousand times a frame. Compiled once from the expression the brain built, so a point
/// costs one pass over the operations that lead to the result and writes no text.
public struct CompiledFunction: Sendable {
    fileprivate enum Instruction {
        /// A number, a constant, or another variable's value (nan where it has none).
        case constant(Double)
        /// The value of the variable (or parameter) at this index.
        case variable(Int)
        /// A kept function's body at its arguments.
        case call(Callee, arguments: [Int])
        /// A function of money at its arguments.
        case function(OperationID, arguments: [Int])
        /// `LASTx` of an expression: its value once more.
        case copy(Int)
        case unary(OperationID, operand: Int)
        case binary(OperationID, left: Int, right: Int)
        /// `a + b%`: the percent is of the left operand.
        case binaryTakingPercent(OperationID, left: Int, right: Int)
        case percent(operand: Int)
        case conversion(UnitConversion, operand: Int)
        case units(UnitStep, operand: Int)
    }

    /// A kept function's body, compiled once for every call of it in one compilation; `index`
    /// numbers it among them, for the values of its calls at a point.
    fileprivate final class Callee: Sendable {
        let body: CompiledFunction
        let index: Int
        init(body: CompiledFunction, index: Int) { (self.body, self.index) = (body, index) }
    }

    /// The calls made at one point, by callee: a kept function is pure, so a call on the same
    /// arguments is computed once (`d(k)(x) = d(k−1)(x) + d(k−1)(x)` costs k calls, not 2^k).
    private typealias CallValues = [[(arguments: [Double], value: Double)]]
    /// Values kept for each callee at a point: the last few distinct argument lists.
    private static let callValuesKept = 16

    /// In order: an instruction's operands come before it; the last is the result.
    fileprivate let instructions: [Instruction]
    fileprivate let angleUnit: AngleUnit
    fileprivate let unitContext: UnitContext
    /// How many functions its calls reach, each counted once.
    fileprivate let calleeCount: Int
    /// The expression, as the description writes it: `sin(M) × M`.
    public let expression: String
    /// Operations a point costs at most: each call counts its body's, as if no call's value
    /// were known from another (saturating, so a cost beyond counting reads as the largest).
    public let steps: Int

    /// The function's value at `x`; nil where it has none (nan, an infinity).
    public func callAsFunction(_ x: Double) -> Double? {
        var calls = CallValues(repeating: [], count: calleeCount)
        let result = value(at: [x], calls: &calls)
        return result.isFinite ? result : nil
    }

    /// The value at `arguments`, one for each variable; nan where it has none.
    private func value(at arguments: [Double], calls: inout CallValues) -> Double {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: instructions.count) {
            values in
            for (index, instruction) in instructions.enumerated() {
                let value =
                    switch instruction {
                    case .constant(let value): value
                    case .variable(let index): arguments[index]
                    case .call(let callee, let operands):
                        Self.call(callee, at: operands.map { values[$0] }, calls: &calls)
                    case .function(let id, let operands): id.apply(operands.map { values[$0] })
                    case .copy(let original): values[original]
                    case .unary(let id, let operand): id.apply(values[operand], angleUnit)
                    case .binary(let id, let left, let right):
                        id.apply(values[left], values[right])
                    case .binaryTakingPercent(let id, let left, let right):
                        id.apply(values[left], values[left] * values[right])
                    case .percent(let operand): values[operand] / 100
                    case .conversion(let conversion, let operand):
                        conversion.apply(values[operand])
                    case .units(let step, let operand):
                        step.apply(values[operand], in: unitContext)
                    }
                // Where the exact value has none, nothing after it has one (`1 ÷ ln 0` is not
                // 0): an infinity becomes nan (0 × ±∞ is nan), without a branch in this loop.
                values[index] = value + 0 * value
            }
            return values[instructions.count - 1]
        }
    }

    private static func call(_ callee: Callee, at arguments: [Double], calls: inout CallValues)
        -> Double
    {
        if let known = calls[callee.index].first(where: { $0.arguments == arguments }) {
            return known.value
        }
        let value = callee.body.value(at: arguments, calls: &calls)
        if calls[callee.index].count == callValuesKept { calls[callee.index].removeFirst() }
        calls[callee.index].append((arguments, value))
        return value
    }
}

extension ExpressionForest {
    /// `root`'s expression as a function of `variable`; every other leaf keeps the value it
    /// has in the forest. Only the nodes `root` depends on are compiled.
    func compiled(root: Int, variable: String) -> CompiledFunction {
        var callees: [String: CompiledFunction.Callee] = [:]
        return compiled(root: root, variables: [variable], callees: &callees)
    }

    /// `root`'s expression as a function of `variables`, in order; a kept function it calls
    /// is compiled once, into `callees`, however many calls reach it.
    fileprivate func compiled(
        root: Int, variables: [String], callees: inout [String: CompiledFunction.Callee]
    ) -> CompiledFunction {
        var isNeeded = [Bool](repeating: false, count: root + 1)
        isNeeded[root] = true
        for node in stride(from: root, through: 0, by: -1) where isNeeded[node] {
            for operand in operands(of: node) { isNeeded[operand] = true }
        }
        var instructionOfNode = [Int](repeating: -1, count: root + 1)
        var instructions: [CompiledFunction.Instruction] = []
        var steps = 0
        for node in 0...root where isNeeded[node] {
            instructionOfNode[node] = instructions.count
            let instruction = instruction(
                for: node, variables: variables, callees: &callees, index: { instructionOfNode[$0] }
            )
            if case .call(let callee, _) = instruction {
                steps = steps.addingSaturated(callee.body.steps)
            }
            steps = steps.addingSaturated(1)
            instructions.append(instruction)
        }
        return CompiledFunction(
            instructions: instructions, angleUnit: angleUnit, unitContext: unitContext,
            calleeCount: callees.count,
            expression: text(of: root), steps: steps)
    }

    private func operands(of node: Int) -> [Int] {
        switch nodes[node].shape {
        case .leaf: recalls[node].map { [$0] } ?? []
        case .unary(_, let operand), .percent(let operand), .conversion(_, let operand),
            .units(_, let operand):
            [operand]
        case .binary(_, let left, let right): [left, right]
        case .call(_, let arguments): arguments
        }
    }

    private func instruction(
        for node: Int, variables: [String], callees: inout [String: CompiledFunction.Callee],
        index: (Int) -> Int
    ) -> CompiledFunction.Instruction {
        switch nodes[node].shape {
        case .leaf(let text):
            if let original = recalls[node] { return .copy(index(original)) }
            if let variable = variables.firstIndex(of: text) { return .variable(variable) }
            return .constant((try? nodes[node].value.get())?.doubleValue ?? .nan)
        case .unary(let id, let operand):
            return .unary(id, operand: index(operand))
        case .percent(let operand):
            return .percent(operand: index(operand))
        case .conversion(let conversion, let operand):
            return .conversion(conversion, operand: index(operand))
        case .units(let step, let operand):
            return .units(step, operand: index(operand))
        case .call(let name, let arguments):
            if let id = OperationID(functionNamed: name) {
                return .function(id, arguments: arguments.map(index))
            }
            guard let callee = callee(name, callees: &callees) else { return .constant(.nan) }
            return .call(callee, arguments: arguments.map(index))
        case .binary(let id, let left, let right):
            if id.readsPercentOfLeft, isPercent(right) {
                return .binaryTakingPercent(id, left: index(left), right: index(right))
            }
            return .binary(id, left: index(left), right: index(right))
        }
    }

    /// `name`'s body compiled, once a compilation; none once the budget is spent.
    private func callee(_ name: String, callees: inout [String: CompiledFunction.Callee])
        -> CompiledFunction.Callee?
    {
        if let compiled = callees[name] { return compiled }
        guard !Budget.isSpent, let function = functions[name] else { return nil }
        var settings = settingsOfCalls
        settings.variables = nil
        let evaluation = StackEvaluation(function.body, settings: settings)
        guard let root = evaluation.stack.top else { return nil }
        let body = evaluation.forest.compiled(
            root: root, variables: function.parameters, callees: &callees)
        let callee = CompiledFunction.Callee(body: body, index: callees.count)
        callees[name] = callee
        return callee
    }
}

extension Int {
    fileprivate func addingSaturated(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
