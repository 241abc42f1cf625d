import CalculatorController
import CalculatorModel
import Numbers

/// `calculator-bench --complex-oracle-programs N [SEED]`: N random RPN programs over complex
/// values, each line `notation TAB angle unit TAB display TAB description` as
/// `Tests/Oracle/complex_oracle.py` reads them; then each program's description pasted into
/// algebraic notation. The leaves sit on and just off the branch cuts (−2 ± 10^−30·i), the
/// exponents are those whose branch the reference can tell (denominators 1 and 2, and 1/3 of
/// an odd root).
func printComplexOraclePrograms(count: Int, seed: UInt64) {
    var random = SplitMix64(state: seed)
    let leaves: [[String]] = [
        ["2"], ["3"], ["0.5"], ["-2"], ["1.25"], ["-0.75"], ["i"], ["π"], ["e"], ["1", "i", "+"],
        ["-2", "1e-30", "i", "×", "+"], ["-2", "1e-30", "i", "×", "−"], ["3", "4", "i", "×", "+"],
        ["0.5", "i", "×"], ["-1", "i", "−"], ["2", "π", "∠"], ["1.5", "0.5", "∠"],
    ]
    let exponents: [[String]] = [
        ["2"], ["3"], ["-1"], ["0.5"], ["1.5"], ["-0.5"], ["i"], ["1", "i", "+"],
    ]
    let roots: [[String]] = [["2"], ["3"], ["-2"], ["0.5"]]
    let unary = [
        "√", "x²", "x⁻¹", "±", "sin", "cos", "tan", "ln", "log", "log₂", "eˣ", "sin⁻¹", "cos⁻¹",
        "tan⁻¹", "sinh", "cosh", "tanh", "sinh⁻¹", "cosh⁻¹", "tanh⁻¹", "|x|", "arg", "conj", "Re",
        "Im", "∛", "x³", "10ˣ", "2ˣ",
    ]
    let binary = ["+", "−", "×", "÷", "+", "−", "×", "÷", "^", "ʸ√"]
    func expression(depth: Int) -> [String] {
        if depth == 0 || Int.random(in: 0..<4, using: &random) == 0 {
            return leaves.randomElement(using: &random)!
        }
        if Bool.random(using: &random) {
            return expression(depth: depth - 1) + [unary.randomElement(using: &random)!]
        }
        let operation = binary.randomElement(using: &random)!
        let right =
            switch operation {
            case "^": exponents.randomElement(using: &random)!
            case "ʸ√": roots.randomElement(using: &random)!
            default: expression(depth: depth - 1)
            }
        return expression(depth: depth - 1) + right + [operation]
    }
    var descriptions: [(unit: AngleUnit, text: String)] = []
    for _ in 0..<count {
        var session = Session()
        session.notation = .rpn
        session.angleUnit = Int.random(in: 0..<4, using: &random) == 0 ? .degrees : .radians
        session.rpnProgram = expression(depth: Int.random(in: 1...4, using: &random))
        let state = CalculatorController(session: session).state
        print("rpn", session.angleUnit.rawValue, state.display, state.description, separator: "\t")
        descriptions.append((session.angleUnit, String(state.description.dropLast(2))))
    }
    for (unit, text) in descriptions where !text.contains("?") && !text.contains(", ") {
        var controller = CalculatorController()
        controller.keepsHistory = false
        if unit == .degrees { controller.press(.switchAngleUnit) }
        let isAccepted = controller.enter(expression: text)
        print(
            "algebraic", unit.rawValue, isAccepted ? controller.state.display : "refused",
            text, separator: "\t")
    }
}
