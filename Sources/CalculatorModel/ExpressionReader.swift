import Numbers

/// Reads an expression's text in one pass (a shunting-yard): operands become nodes, operators
/// wait on a stack until one that binds less tightly arrives.
struct ExpressionReader {
    typealias Node = Expression.Node
    typealias SyntaxError = Expression.SyntaxError

    private enum Waiting {
        case binary(Int, BinaryOperator)
        /// `−3`, or a function written without parentheses (`√16`, `sin 30`).
        case prefix(Int)
        /// `(`, perhaps a function's (`sqrt(`).
        case parenthesis(function: Int?)
    }

    private let text: [Character]
    private let decimalSeparator: Character
    /// The names read as variables; any other name that is no operation is an error, so a
    /// pasted sentence is refused rather than read as a product of unset variables.
    private let variables: Set<String>
    private var position = 0
    private var nodes: [Node] = []
    private var operands: [Int] = []
    private var waiting: [Waiting] = []

    init(text: [Character], decimalSeparator: Character, variables: Set<String>) {
        (self.text, self.decimalSeparator, self.variables) = (text, decimalSeparator, variables)
    }

    mutating func read() throws(SyntaxError) -> [Node] {
        var expectsOperand = true
        while let character = nextCharacter() {
            let start = position
            if expectsOperand {
                expectsOperand = try !readOperand(character)
                continue
            }
            if let symbol = Self.binarySymbols[character] {
                position += 1
                let isPower = character == "*" && position < text.count && text[position] == "*"
                if isPower { position += 1 }  // `**`
                enterBinary(isPower ? "^" : symbol)
                expectsOperand = true
            } else if let (symbol, length) = postfix(at: position) {
                position += length
                makeNode(symbol, operandCount: 1)
            } else if character == ")" || character == "]" {
                position += 1
                try closeParenthesis(at: start)
            } else if character.isNumber || character == "." || character == decimalSeparator {
                // Two numbers side by side (`2 3`) are a typing slip, not a product.
                throw SyntaxError(problem: .unexpected(String(character)), position: start + 1)
            } else if startsOperand(character) {
                // Written side by side, as on paper: `2(3+4)`, `2π`, `(1+2)(3+4)`, `2 sqrt 9`.
                enterBinary("×")
                expectsOperand = true
            } else {
                throw SyntaxError(problem: .unexpected(String(character)), position: start + 1)
            }
        }
        guard !expectsOperand else {
            throw SyntaxError(problem: .endsEarly, position: text.count + 1)
        }
        // Parentheses left open close at the end, as `=` closes them.
        while !waiting.isEmpty {
            runWaiting { _ in true }
            if case .parenthesis(let function)? = waiting.popLast(), let function {
                makeNode(function, operandCount: 1)
            }
        }
        return nodes
    }

    /// Reads what stands where an operand is expected; true when it completed one (a number,
    /// a constant, a variable), false when something that needs an operand was put aside.
    private mutating func readOperand(_ character: Character) throws(SyntaxError) -> Bool {
        let start = position
        if character.isNumber || character == "." || character == decimalSeparator {
            try readNumber()
            return true
        }
        if character.isLetter || character == "√" {
            let name = readName()
            guard let index = Self.operation(named: name) else {
                guard variables.contains(name) else {
                    throw SyntaxError(problem: .unknownName(name), position: start + 1)
                }
                nodes.append(Node(step: .variable(name), first: nil, second: nil))
                operands.append(nodes.count - 1)
                return true
            }
            switch Operation.table[index].operation {
            case .constant:
                makeNode(index, operandCount: 0)
                return true
            case .unary:
                if nextCharacter() == "(" || nextCharacter() == "[" {
                    position += 1
                    waiting.append(.parenthesis(function: index))
                } else {
                    waiting.append(.prefix(index))
                }
                return false
            default:
                throw SyntaxError(problem: .unknownName(name), position: start + 1)
            }
        }
        position += 1
        switch character {
        case "(", "[": waiting.append(.parenthesis(function: nil))
        case "-", "−", "–": waiting.append(.prefix(Self.negation))
        case "+": break
        default: throw SyntaxError(problem: .unexpected(String(character)), position: start + 1)
        }
        return false
    }

    private mutating func readNumber() throws(SyntaxError) {
        let start = position
        var digits = ""
        while position < text.count,
            text[position].isASCII && text[position].isNumber || text[position] == "."
                || text[position] == decimalSeparator
        {
            digits.append(text[position].isNumber ? text[position] : ".")
            position += 1
        }
        // An exponent only where digits follow (`1.5e-3`); else `e` is Euler's (`2e` is 2 × e).
        if position < text.count, text[position] == "e" || text[position] == "E" {
            var end = position + 1
            let sign: String
            if end < text.count, ["-", "−", "+"].contains(text[end]) {
                (sign, end) = (text[end] == "+" ? "" : "-", end + 1)
            } else {
                sign = ""
            }
            var exponent = ""
            while end < text.count, text[end].isASCII, text[end].isNumber {
                exponent.append(text[end])
                end += 1
            }
            if !exponent.isEmpty {
                digits += "e" + sign + exponent
                position = end
            }
        }
        let points = digits.indices.filter { digits[$0] == "." }
        if points.count > 1 {  // `192.168.0.1`: the second point is out of place
            let offset = digits.distance(from: digits.startIndex, to: points[1])
            throw SyntaxError(
                problem: .unexpected(String(text[start + offset])), position: start + offset + 1)
        }
        guard digits.contains(where: \.isNumber) else {
            throw SyntaxError(problem: .unexpected(String(text[start])), position: start + 1)
        }
        guard let number = Real(calculatorText: digits) else {
            throw SyntaxError(problem: .numberOutOfRange, position: start + 1)
        }
        nodes.append(Node(step: .operand(number), first: nil, second: nil))
        operands.append(nodes.count - 1)
    }

    /// Letters (`sqrt`, `pi`, `x`), or one `√`; `⁻¹` right after a function's name makes it
    /// the inverse (`sin⁻¹`).
    private mutating func readName() -> String {
        guard text[position] != "√" else {
            position += 1
            return "√"
        }
        var name = ""
        while position < text.count, text[position].isLetter {
            name.append(text[position])
            position += 1
        }
        // `x⁻¹` is the variable's reciprocal; only a function's name has an inverse.
        if postfix(at: position)?.symbol == Self.reciprocal,
            let inverse = Self.operation(named: name + "⁻¹"),
            case .unary(.function, _) = Operation.table[inverse].operation
        {
            position += 2
            name += "⁻¹"
        }
        return name
    }

    private mutating func closeParenthesis(at start: Int) throws(SyntaxError) {
        runWaiting { _ in true }
        guard case .parenthesis(let function)? = waiting.popLast() else {
            throw SyntaxError(problem: .unexpected(String(text[start])), position: start + 1)
        }
        if let function { makeNode(function, operandCount: 1) }
    }

    private mutating func enterBinary(_ symbol: String) {
        guard let index = Operation.index(of: symbol),
            case .binary(let infix) = Operation.table[index].operation
        else { return }
        runWaiting { waiting in waiting.runs(before: infix) }
        waiting.append(.binary(index, infix))
    }

    /// Turns waiting operators into nodes, down to the nearest parenthesis, while the one on
    /// top binds at least as tightly as `shouldRun` asks. A prefix binds as tightly as
    /// negation: before `× ÷ + −`, after `^` (`−3^2` is −9).
    private mutating func runWaiting(while shouldRun: (BinaryOperator) -> Bool) {
        while let top = waiting.last {
            switch top {
            case .binary(let index, let infix) where shouldRun(infix):
                waiting.removeLast()
                makeNode(index, operandCount: 2)
            case .prefix(let index) where shouldRun(Self.negationLevel):
                waiting.removeLast()
                makeNode(index, operandCount: 1)
            default:
                return
            }
        }
    }

    private mutating func makeNode(_ index: Int, operandCount: Int) {
        let second = operandCount == 2 ? operands.popLast() : nil
        let first = operandCount >= 1 ? operands.popLast() : nil
        nodes.append(Node(step: .operation(index), first: first, second: second))
        operands.append(nodes.count - 1)
    }

    private mutating func nextCharacter() -> Character? {
        while position < text.count, text[position].isWhitespace { position += 1 }
        return position < text.count ? text[position] : nil
    }

    private func startsOperand(_ character: Character) -> Bool {
        character.isLetter || ["(", "[", "√"].contains(character)
    }

    /// The postfix operation written at `index`, and how many characters it takes.
    private func postfix(at index: Int) -> (symbol: Int, length: Int)? {
        guard index < text.count else { return nil }
        switch text[index] {
        case "!": return (Self.factorial, 1)
        case "%": return (Self.percent, 1)
        case "²": return (Self.square, 1)
        case "⁻" where index + 1 < text.count && text[index + 1] == "¹":
            return (Self.reciprocal, 2)
        default: return nil
        }
    }

    private static let binarySymbols: [Character: String] = [
        "+": "+", "-": "−", "−": "−", "–": "−", "*": "×", "×": "×", "·": "×", "⋅": "×",
        "/": "÷", "÷": "÷", "∶": "÷", "^": "^",
    ]

    /// Names people write, mapped to the symbol table's.
    private static let names: [String: String] = [
        "sqrt": "√", "asin": "sin⁻¹", "arcsin": "sin⁻¹", "acos": "cos⁻¹", "arccos": "cos⁻¹",
        "atan": "tan⁻¹", "arctan": "tan⁻¹", "exp": "eˣ", "pi": "π",
    ]

    /// `sqrt`, `SIN`, `π`; a one-letter name only as written (`E` is not `e`).
    private static func operation(named name: String) -> Int? {
        let spelling = name.count > 1 ? name.lowercased() : name
        return Operation.index(of: names[spelling] ?? spelling)
    }

    private static let negation = Operation.index(of: "±")!
    private static let factorial = Operation.index(of: "x!")!
    private static let percent = Operation.index(of: "%")!
    private static let square = Operation.index(of: "x²")!
    private static let reciprocal = Operation.index(of: "x⁻¹")!
    /// How tightly a prefix binds, as a binary operation's precedence to compare with.
    private static let negationLevel = BinaryOperator(.negation, .left) { a, _ in a }
}
