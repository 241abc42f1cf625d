import CalculatorController
import CalculatorModel
import Numbers

/// `calculator-bench --function-oracle-programs N`: N random programs that define functions
/// and call them (issue 46), each one line `notation TAB angle unit TAB display TAB
/// description TAB definition…`, with x = 1.5, y = −2.25, M = 0.1. `Tests/Oracle/
/// function_oracle.py` writes each call out in full from the definitions, as text, and checks
/// every digit of the display against mpmath and fractions on that text.
func printFunctionOraclePrograms(count: Int, seed: UInt64) {
    var random = SplitMix64(state: seed)
    let numbers = [
        "2", "3", "0.5", "7", "1.25", "10", "-2", "0.1", "12345678901234567890", "π", "e",
    ]
    // No `%`: a percent's meaning depends on what stands left of it, which a call hides.
    let unary = [
        "√", "x²", "x⁻¹", "±", "sin", "cos", "tan", "ln", "eˣ", "sin⁻¹", "tan⁻¹", "x!", "sinh",
        "cosh", "tanh", "|x|", "⌊x⌋", "round", "∛", "x³", "log₂",
    ]
    let binary = ["+", "−", "×", "÷", "^", "+", "−", "×", "÷", "mod", "ʸ√"]
    /// An RPN program over `leaves` and calls of `functions` (name and arity).
    func program(depth: Int, leaves: [String], functions: [(String, Int)]) -> [String] {
        if depth == 0 || Int.random(in: 0..<4, using: &random) == 0 {
            return [leaves.randomElement(using: &random)!]
        }
        let operand = { program(depth: depth - 1, leaves: leaves, functions: functions) }
        switch Int.random(in: 0..<5, using: &random) {
        case 0 where !functions.isEmpty:
            let (name, arity) = functions.randomElement(using: &random)!
            return (0..<arity).flatMap { _ in operand() } + ["\(name)/\(arity)"]
        case 0, 1: return operand() + [unary.randomElement(using: &random)!]
        default: return operand() + operand() + [binary.randomElement(using: &random)!]
        }
    }
    for _ in 0..<count {
        var controller = CalculatorController()
        controller.keepsHistory = false
        controller.setComplexNumbers(.realOnly)
        controller.setNotation(Bool.random(using: &random) ? .rpn : .algebraic)
        controller.setOrder(Bool.random(using: &random) ? .precedence : .entered)
        if Bool.random(using: &random) { controller.press(.switchAngleUnit) }
        for (name, value) in [("x", 1.5), ("y", -2.25), ("M", 0.1)] {
            controller.setVariable(name, to: Real(value).map { Complex($0) })
        }
        var functions: [(String, Int)] = []
        for index in 0..<Int.random(in: 1...3, using: &random) {
            let parameters = Array(["a", "b"].prefix(Int.random(in: 1...2, using: &random)))
            let body = program(
                depth: Int.random(in: 1...3, using: &random),
                leaves: numbers + parameters + parameters + parameters,
                functions: functions)
            let name = "f\(index)"
            let formula = RPNBrain.descriptionOfProgram(body)
            guard
                controller.define(
                    name + "(" + parameters.joined(separator: ", ") + ") = " + formula)
            else { continue }
            functions.append((name, parameters.count))
        }
        // The calculation calls one of them at its top at least.
        let (name, arity) = functions.randomElement(using: &random)!
        let arguments = (0..<arity).flatMap { _ in
            program(
                depth: Int.random(in: 0...2, using: &random), leaves: numbers + ["x", "y", "M"],
                functions: functions)
        }
        let text = RPNBrain.descriptionOfProgram(arguments + ["\(name)/\(arity)"])
        let isAccepted = controller.enter(expression: text)
        let state = controller.state
        print(
            ([
                controller.notation.rawValue, controller.angleUnit.rawValue,
                isAccepted ? state.display : state.notice ?? "", text,
            ] + state.functions.map(\.definition)).joined(separator: "\t"))
    }
}
