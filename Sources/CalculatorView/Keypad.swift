import CalculatorController
import CalculatorModel

/// Where each key sits: two blocks of four rows, the scientific functions and the basic pad,
/// six columns each. A wide window puts them side by side, a tall one stacks them. `2nd` shows
/// each function key's second function in its place, so the keypad never grows.
enum Keypad {
    static let scientific: [[Key]] = [
        [.secondFunctions] + ops(.sine, .cosine, .tangent, .naturalLogarithm, .commonLogarithm),
        ops(.pi, .hyperbolicSine, .hyperbolicCosine, .hyperbolicTangent, .binaryLogarithm, .factorial),
        ops(.e, .square, .squareRoot, .power, .absoluteValue, .round),
        ops(.negation, .reciprocal, .modulo, .random) + [.variable("x"), .variable("y")],
    ]

    /// What `2nd` puts in a function key's place.
    static let secondFunctions: [Key: Key] = Dictionary(
        uniqueKeysWithValues: [
            (.sine, .arcsine), (.cosine, .arccosine), (.tangent, .arctangent),
            (.naturalLogarithm, .exponential), (.commonLogarithm, .powerOfTen),
            (.hyperbolicSine, .inverseHyperbolicSine), (.hyperbolicCosine, .inverseHyperbolicCosine),
            (.hyperbolicTangent, .inverseHyperbolicTangent), (.binaryLogarithm, .powerOfTwo),
            (.factorial, .permutations), (.square, .cube), (.squareRoot, .cubeRoot), (.power, .root),
            (.absoluteValue, .floor), (.round, .ceiling), (.reciprocal, .choose),
            (.modulo, .integerPart), (.random, .fractionalPart),
        ].map { (Key.operation($0), Key.operation($1)) })

    static let basic: [[Key]] = [
        [.digit(7), .digit(8), .digit(9)] + ops(.dividedBy, .openParenthesis) + [.clear],
        [.digit(4), .digit(5), .digit(6)] + ops(.times, .closeParenthesis) + [.backspace],
        [.digit(1), .digit(2), .digit(3)] + ops(.minus, .percent) + [.storeToMemory],
        [.digit(0), .decimalPoint, .exponent, .operation(.plus), .equals, .variable("M")],
    ]

    /// RPN's stack keys, in a row under the stack.
    static let stackKeys: [Key] = ops(.swap, .roll, .drop, .lastOperand)

    private static func ops(_ ids: OperationID...) -> [Key] { ids.map(Key.operation) }

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
        case .operation where basic.joined().contains(key): "operator"
        case .storeToMemory, .variable("M"): "memory"
        case .operation, .variable, .exponent: "function"
        case .equals: "suggested-action"
        case .clear, .backspace, .undo, .redo, .switchAngleUnit, .secondFunctions: "control"
        }
    }
}
