import CalculatorController
import CalculatorModel

/// `calculator-bench --oracle-programs N`: N random programs in each notation, each as one line
/// `notation TAB angle unit TAB display TAB description`, with x = 1.5, y = −2.25, M = 0.1,
/// for `Tests/Oracle/exact_oracle.py` to check every digit against mpmath and fractions.
func printOraclePrograms(count: Int, seed: UInt64) {
    var random = SplitMix64(state: seed)
    let leaves = [
        "2", "3", "0.5", "7", "1.25", "10", "-2", "0.1", "0.3", "12345678901234567890", "1e-20",
        "π", "e", "x", "y", "M",
    ]
    let unary = [
        "√", "x²", "x⁻¹", "±", "sin", "cos", "tan", "ln", "log", "eˣ", "sin⁻¹", "cos⁻¹", "tan⁻¹",
        "x!",
    ]
    let binary = ["+", "−", "×", "÷", "^"]
    func expression(depth: Int) -> [String] {
        if depth == 0 || Int.random(in: 0..<4, using: &random) == 0 {
            return [leaves.randomElement(using: &random)!]
        }
        if Bool.random(using: &random) {
            return expression(depth: depth - 1) + [unary.randomElement(using: &random)!]
        }
        return expression(depth: depth - 1) + expression(depth: depth - 1)
            + [binary.randomElement(using: &random)!]
    }
    for notation in Notation.allCases {
        for _ in 0..<count {
            var session = Session()
            session.notation = notation
            session.variables = ["x": 1.5, "y": -2.25, "M": 0.1]
            session.angleUnit = Bool.random(using: &random) ? .degrees : .radians
            if notation == .rpn {
                session.rpnProgram = expression(depth: Int.random(in: 1...5, using: &random))
            } else {
                // Keys as a person presses them: an operand, then operations, each binary one
                // with its right operand.
                var keys = [leaves.randomElement(using: &random)!]
                for _ in 0..<Int.random(in: 1...6, using: &random) {
                    switch Int.random(in: 0..<10, using: &random) {
                    case 0..<5:
                        keys += [
                            binary.randomElement(using: &random)!,
                            leaves.randomElement(using: &random)!,
                        ]
                    case 5..<8: keys.append(unary.randomElement(using: &random)!)
                    default: keys.append("=")
                    }
                }
                session.algebraicProgram = keys + ["="]
            }
            let state = CalculatorController(session: session).state
            print(
                notation.rawValue, session.angleUnit.rawValue, state.display, state.description,
                separator: "\t")
        }
    }
}
