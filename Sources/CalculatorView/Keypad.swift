import CalculatorController

/// Where each key sits: two blocks of four rows, the scientific functions (five columns) and
/// the basic pad (six). A wide window puts them side by side, a tall one stacks them.
enum Keypad {
    static let scientific: [[Key]] = [
        [
            .operation("sin"), .operation("cos"), .operation("tan"), .operation("π"),
            .operation("e"),
        ],
        [
            .operation("sin⁻¹"), .operation("cos⁻¹"), .operation("tan⁻¹"), .operation("ln"),
            .operation("log"),
        ],
        [.operation("x²"), .operation("^"), .operation("√"), .operation("eˣ"), .operation("x⁻¹")],
        [.operation("±"), .operation("x!"), .operation("rand"), .variable("x"), .variable("y")],
    ]

    static let basic: [[Key]] = [
        [.digit(7), .digit(8), .digit(9), .operation("÷"), .operation("("), .clear],
        [.digit(4), .digit(5), .digit(6), .operation("×"), .operation(")"), .backspace],
        [.digit(1), .digit(2), .digit(3), .operation("−"), .operation("%"), .storeToMemory],
        [.digit(0), .decimalPoint, .exponent, .operation("+"), .equals, .variable("M")],
    ]

    /// RPN's stack keys, in a row under the stack.
    static let stackKeys: [Key] = ["x⇄y", "R↓", "drop", "LASTx"].map(Key.operation)

    enum Shape {
        case wide, tall

        /// Wide once the window is clearly wider than tall.
        init(width: Int32, height: Int32) {
            self = Double(width) > Double(height) * 1.1 ? .wide : .tall
        }
    }

    /// `(`, with the number of open parentheses beside it (`(₂`), as Windows Calculator shows.
    static func openParenthesisLabel(open count: Int) -> String {
        let subscripts = Array("₀₁₂₃₄₅₆₇₈₉")
        return "("
            + (count > 0
                ? String(String(count).compactMap { $0.wholeNumberValue.map { subscripts[$0] } })
                : "")
    }

    /// The style class that colours a key's button.
    static func styleClass(of key: Key) -> String {
        switch key {
        case .digit, .decimalPoint: "digit"
        case .operation(let symbol) where ["+", "−", "×", "÷", "%", "(", ")"].contains(symbol):
            "operator"
        case .storeToMemory, .variable("M"): "memory"
        case .operation, .variable, .exponent: "function"
        case .equals: "suggested-action"
        case .clear, .backspace, .undo, .redo, .switchAngleUnit: "control"
        }
    }
}
