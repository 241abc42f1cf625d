import CalculatorController
import CalculatorModel
import Numbers

/// `calculator-bench --programmer-oracle-programs N [SEED]`: N random calculations of
/// programmer mode in each notation, pressed key by key in a random word (size, signedness,
/// base, order of operations), each as one line `notation TAB bits TAB signed|unsigned TAB
/// base TAB dec TAB hex TAB description`, for `Tests/Oracle/programmer_oracle.py` to evaluate
/// the description with Python's integers and compare.
func printProgrammerOraclePrograms(count: Int, seed: UInt64) {
    var random = SplitMix64(state: seed)
    let operands = [
        "0", "1", "2", "3", "7", "10", "15", "100", "127", "128", "255", "256", "4095", "32767",
        "65535", "2147483647", "4294967295", "9223372036854775807", "18446744073709551615",
    ]
    let binary = [
        "+", "−", "×", "÷", "mod", "AND", "OR", "XOR", "NAND", "NOR", "<<", ">>", "rol", "ror",
    ]
    for notation in Notation.allCases {
        for _ in 0..<count {
            var controller = CalculatorController()
            controller.keepsHistory = false
            controller.setMode(.programmer)
            controller.setNotation(notation)
            controller.setOrder(Bool.random(using: &random) ? .precedence : .entered)
            let word = IntegerWord(
                bits: IntegerWord.sizes.randomElement(using: &random)!,
                isSigned: Bool.random(using: &random),
                base: IntegerWord.Base.allCases.randomElement(using: &random)!)
            controller.setWord(word)
            // An operand typed in the word's base (its digits, as the word holds the number);
            // now and then with ± or NOT after it.
            func typeOperand() {
                let decimal = IntegerWord(bits: 64, isSigned: false, base: .decimal)
                let value = decimal.value(ofTyped: operands.randomElement(using: &random)!)!
                let pattern = decimal.pattern(of: value) & word.mask
                for digit in String(pattern, radix: word.base.rawValue, uppercase: true) {
                    controller.press(.digit(digit.hexDigitValue!))
                }
                switch Int.random(in: 0..<8, using: &random) {
                case 0: controller.press(.operation(.negation))
                case 1: controller.press(.operation(.bitwiseNot))
                default: break
                }
            }
            typeOperand()
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let id = OperationID(spelling: binary.randomElement(using: &random)!)!
                switch notation {
                case .algebraic:
                    controller.press(.operation(id))
                    if Int.random(in: 0..<4, using: &random) == 0 {
                        controller.press(.operation(.openParenthesis))
                    }
                    typeOperand()
                    if Int.random(in: 0..<4, using: &random) == 0 {
                        controller.press(.operation(.closeParenthesis))
                    }
                case .rpn:
                    // Enter after the first number; later ones work on the result.
                    if controller.state.isTyping { controller.press(.equals) }
                    typeOperand()
                    controller.press(.operation(id))
                }
            }
            if notation == .algebraic { controller.press(.equals) }
            let state = controller.state
            let lines = Dictionary(
                uniqueKeysWithValues: state.word?.lines.map { ($0.base, $0.text) } ?? [])
            let description =
                notation == .rpn ? state.stack.first?.expression ?? "" : state.description
            print(
                notation.rawValue, word.bits, word.isSigned ? "signed" : "unsigned",
                word.base.label, state.error ?? lines[.decimal] ?? "", lines[.hexadecimal] ?? "",
                description, separator: "\t")
        }
    }
}
