import CalculatorModel
import Numbers
import Testing

/// Feeds space-separated tokens to a brain the way the seeds write their examples:
/// numbers are operands, `M x y r a b` are variables, everything else is an operation; a token
/// that is none of these fails the test.
func algebraic(_ tokens: String) -> CalculatorBrain {
    var brain = CalculatorBrain()
    for token in tokens.split(separator: " ").map(String.init) {
        if let number = Double(token) {
            brain.setOperand(number)
        } else if variableNames.contains(token) {
            brain.setOperand(variable: token)
        } else if isOperation(token) {
            brain.performOperation(token)
        }
    }
    return brain
}

/// The same for the stack brain; `↓` (Enter) only separates numbers.
func rpn(_ tokens: String, variables: [String: Double] = [:]) -> RPNBrain {
    var brain = RPNBrain()
    brain.variableValues = variables
    for token in tokens.split(separator: " ").map(String.init) where token != "↓" {
        if let number = Double(token) {
            brain.pushOperand(number)
        } else if variableNames.contains(token) {
            brain.pushOperand(symbol: token)
        } else if isOperation(token) {
            brain.performOperation(token)
        }
    }
    return brain
}

/// `text` entered into an algebraic brain and evaluated exactly: its value written in `style`,
/// or its error.
func evaluated(_ text: String, _ style: NumberFormat.Style = .decimal) throws -> String {
    var brain = CalculatorBrain()
    brain.enter(try Expression(parsing: text))
    return switch brain.evaluateExactly().result {
    case .success(let value)?: value.text(NumberFormat(style: style))
    case .failure(let error)?: "\(error)"
    case nil: "nothing"
    }
}

private func isOperation(_ token: String) -> Bool {
    guard OperationID(spelling: token) == nil else { return true }
    Issue.record("'\(token)' is no number, variable or operation")
    return false
}

private let variableNames: Set = ["M", "x", "y", "r", "a", "b"]
