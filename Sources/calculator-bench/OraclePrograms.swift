import CalculatorController
import CalculatorModel
import Numbers

/// `calculator-bench --oracle-programs N`: N random programs in each notation, each as one line
/// `notation TAB angle unit TAB display TAB description`, with x = 1.5, y = −2.25, M = 0.1,
/// for `Tests/Oracle/exact_oracle.py` to check every digit against mpmath and fractions. Then N
/// pasted expressions in each notation, each line with the pasted text as its description: the
/// oracle reads what was pasted, not what the calculator made of it.
func printOraclePrograms(count: Int, seed: UInt64) {
    var random = SplitMix64(state: seed)
    let leaves = [
        "2", "3", "0.5", "7", "1.25", "10", "-2", "0.1", "0.3", "12345678901234567890", "1e-20",
        "π", "e", "x", "y", "M",
    ]
    let unary = [
        "√", "x²", "x⁻¹", "±", "sin", "cos", "tan", "ln", "log", "eˣ", "sin⁻¹", "cos⁻¹", "tan⁻¹",
        "x!", "%", "sinh", "cosh", "tanh", "sinh⁻¹", "cosh⁻¹", "tanh⁻¹", "|x|", "⌊x⌋", "⌈x⌉",
        "round", "int", "frac", "∛", "x³", "10ˣ", "2ˣ", "log₂",
    ]
    let binary = ["+", "−", "×", "÷", "^", "+", "−", "×", "÷", "^", "mod", "nCr", "nPr", "ʸ√"]
    func expression(depth: Int) -> [String] {
        if depth == 0 || Int.random(in: 0..<4, using: &random) == 0 {
            return [leaves.randomElement(using: &random)!]
        }
        if Int.random(in: 0..<6, using: &random) == 0 { return cancellation(depth: depth) }
        if Bool.random(using: &random) {
            return expression(depth: depth - 1) + [unary.randomElement(using: &random)!]
        }
        return expression(depth: depth - 1) + expression(depth: depth - 1)
            + [binary.randomElement(using: &random)!]
    }
    /// Cancellation on purpose, t from 10^−5 to 10^−100: (a + t) − a, sin t − t, (1 + t)^(1/t).
    func cancellation(depth: Int) -> [String] {
        let t = "1e-\(Int.random(in: 5...100, using: &random))"
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let a = expression(depth: depth - 1)
            return a + [t, "+"] + a + ["−"]
        case 1: return [t, "sin", t, "−"]
        default: return ["1", t, "+", t, "x⁻¹", "^"]
        }
    }
    for notation in Notation.allCases {
        for _ in 0..<count {
            var session = Session()
            session.notation = notation
            session.variables = ["x": 1.5, "y": -2.25, "M": 0.1]
            session.angleUnit = Bool.random(using: &random) ? .degrees : .radians
            session.order = Bool.random(using: &random) ? .precedence : .entered
            // The real calculator: `Tests/Oracle/complex_oracle.py` checks the complex one.
            session.complexNumbers = .realOnly
            if notation == .rpn {
                session.rpnProgram = expression(depth: Int.random(in: 1...5, using: &random))
            } else {
                // Keys as a person presses them: an operand, then operations, each binary one
                // with its right operand, sometimes opening a parenthesis before it; `)`, `=`
                // (which repeats a finished calculation's last operation) now and then.
                var keys = [leaves.randomElement(using: &random)!]
                for _ in 0..<Int.random(in: 1...8, using: &random) {
                    switch Int.random(in: 0..<12, using: &random) {
                    case 0..<5:
                        keys.append(binary.randomElement(using: &random)!)
                        if Int.random(in: 0..<3, using: &random) == 0 { keys.append("(") }
                        keys.append(leaves.randomElement(using: &random)!)
                    case 5..<8: keys.append(unary.randomElement(using: &random)!)
                    case 8..<10: keys.append(")")
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
    // An RPN description is an expression written with the fewest parentheses: pasted into
    // either notation, under either order, it must mean what it says.
    for notation in Notation.allCases {
        var pasted = 0
        while pasted < count {
            let text = RPNBrain.descriptionOfProgram(
                expression(depth: Int.random(in: 1...5, using: &random)))
            guard !text.contains("?"), !text.contains(", ") else { continue }
            var controller = CalculatorController()
            controller.keepsHistory = false
            controller.setNotation(notation)
            controller.setComplexNumbers(.realOnly)
            controller.setOrder(Bool.random(using: &random) ? .precedence : .entered)
            if Bool.random(using: &random) { controller.press(.switchAngleUnit) }
            for (name, value) in [("x", 1.5), ("y", -2.25), ("M", 0.1)] {
                controller.setVariable(name, to: Real(value).map { Complex($0) })
            }
            // A refused text prints its notice; an accepted one its display (a notice may
            // stand beside it: "not kept exactly").
            let isAccepted = controller.enter(expression: text)
            let state = controller.state
            print(
                notation.rawValue, controller.angleUnit.rawValue,
                isAccepted ? state.display : state.notice ?? "", text, separator: "\t")
            pasted += 1
        }
    }
}
