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
        case call(CompiledFunction, arguments: [Int])
        /// `LASTx` of an expression: its value once more.
        case copy(Int)
        case unary(OperationID, operand: Int)
        case binary(OperationID, left: Int, right: Int)
        /// `a + b%`: the percent is of the left operand.
        case binaryTakingPercent(OperationID, left: Int, right: Int)
        case percent(operand: Int)
        case conversion(UnitConversion, operand: Int)
    }

    /// In order: an instruction's operands come before it; the last is the result.
    fileprivate let instructions: [Instruction]
    fileprivate let angleUnit: AngleUnit
    /// The expression, as the description writes it: `sin(M) × M`.
    public let expression: String

    /// Operations a point costs.
    public var steps: Int { instructions.count }

    /// The function's value at `x`; nil where it has none (nan, an infinity).
    public func callAsFunction(_ x: Double) -> Double? {
        let result = value(at: [x])
        return result.isFinite ? result : nil
    }

    /// The value at `arguments`, one for each variable; nan where it has none.
    private func value(at arguments: [Double]) -> Double {
        withUnsafeTemporaryAllocation(of: Double.self, capacity: instructions.count) {
            values in
            for (index, instruction) in instructions.enumerated() {
                let value =
                    switch instruction {
                    case .constant(let value): value
                    case .variable(let index): arguments[index]
                    case .call(let body, let operands): body.value(at: operands.map { values[$0] })
                    case .copy(let original): values[original]
                    case .unary(let id, let operand): id.apply(values[operand], angleUnit)
                    case .binary(let id, let left, let right):
                        id.apply(values[left], values[right])
                    case .binaryTakingPercent(let id, let left, let right):
                        id.apply(values[left], values[left] * values[right])
                    case .percent(let operand): values[operand] / 100
                    case .conversion(let conversion, let operand):
                        conversion.apply(values[operand])
                    }
                // Where the exact value has none, nothing after it has one (`1 ÷ ln 0` is not
                // 0): an infinity becomes nan (0 × ±∞ is nan), without a branch in this loop.
                values[index] = value + 0 * value
            }
            return values[instructions.count - 1]
        }
    }
}

extension ExpressionForest {
    /// `root`'s expression as a function of `variable`; every other leaf keeps the value it
    /// has in the forest. Only the nodes `root` depends on are compiled.
    func compiled(root: Int, variable: String) -> CompiledFunction {
        compiled(root: root, variables: [variable])
    }

    /// `root`'s expression as a function of `variables`, in order.
    func compiled(root: Int, variables: [String]) -> CompiledFunction {
        var isNeeded = [Bool](repeating: false, count: root + 1)
        isNeeded[root] = true
        for node in stride(from: root, through: 0, by: -1) where isNeeded[node] {
            for operand in operands(of: node) { isNeeded[operand] = true }
        }
        var instructionOfNode = [Int](repeating: -1, count: root + 1)
        var instructions: [CompiledFunction.Instruction] = []
        for node in 0...root where isNeeded[node] {
            instructionOfNode[node] = instructions.count
            instructions.append(
                instruction(for: node, variables: variables) { instructionOfNode[$0] })
        }
        return CompiledFunction(
            instructions: instructions, angleUnit: angleUnit, expression: text(of: root))
    }

    private func operands(of node: Int) -> [Int] {
        switch nodes[node].shape {
        case .leaf: recalls[node].map { [$0] } ?? []
        case .unary(_, let operand), .percent(let operand), .conversion(_, let operand): [operand]
        case .binary(_, let left, let right): [left, right]
        case .call(_, let arguments): arguments
        }
    }

    private func instruction(
        for node: Int, variables: [String], index: (Int) -> Int
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
        case .call(let name, let arguments):
            guard let body = functions.compiled(name, settings: settingsOfCalls) else {
                return .constant(.nan)
            }
            return .call(body, arguments: arguments.map(index))
        case .binary(let id, let left, let right):
            if id.readsPercentOfLeft, isPercent(right) {
                return .binaryTakingPercent(id, left: index(left), right: index(right))
            }
            return .binary(id, left: index(left), right: index(right))
        }
    }
}
