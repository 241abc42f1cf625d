import Numbers
import Units

/// Reads an expression's text in one pass (a shunting-yard): operands become nodes, operators
/// wait on a stack until one that binds less tightly arrives.
struct ExpressionReader {
    typealias Node = Expression.Node
    typealias SyntaxError = Expression.SyntaxError

    private enum Waiting {
        case binary(OperationID)
        /// `−3`, or a function written without parentheses (`√16`, `sin 30`).
        case prefix(OperationID)
        /// `(`, perhaps a function's (`sqrt(`).
        case parenthesis(function: OperationID?)
        /// A kept function's `f(`, the arguments before the one being read, and where its name
        /// began.
        case call(String, arguments: Int, position: Int)
    }

    private let text: [Character]
    private let decimalSeparator: Character
    /// Programmer mode's word: numbers are its integers, written in its base (`FF`), and only
    /// its operations are read.
    private let word: IntegerWord?
    /// The names read as variables; any other name that is no operation is an error, so a
    /// pasted sentence is refused rather than read as a product of unset variables.
    private let variables: Set<String>
    /// The kept functions, whose names followed by `(` are calls.
    private let functions: FunctionLibrary
    /// Whether `;` separates arguments here: `,` then never does.
    private let usesSemicolons: Bool
    private var position = 0
    private var nodes: [Node] = []
    private var operands: [Int] = []
    private var waiting: [Waiting] = []

    init(
        text: [Character], decimalSeparator: Character, variables: Set<String>,
        word: IntegerWord? = nil, functions: FunctionLibrary = FunctionLibrary()
    ) {
        (self.text, self.decimalSeparator, self.variables) = (text, decimalSeparator, variables)
        (self.word, self.functions) = (word, functions)
        usesSemicolons = text.contains(";")
    }

    mutating func read() throws(SyntaxError) -> [Node] {
        var expectsOperand = true
        while let character = nextCharacter() {
            let start = position
            if expectsOperand {
                expectsOperand = try !readOperand(character)
                continue
            }
            // A text that separates arguments with `;` writes `,` as a decimal comma, which
            // a reader whose decimal point is `.` refuses rather than takes for a fifth
            // argument (`pmt(6,5/1200; 360; 200000)`).
            if character == ";" || character == "," && decimalSeparator != "," && !usesSemicolons {
                position += 1
                try nextArgument(at: start)
                expectsOperand = true
            } else if let (id, length) = binaryOperator(at: position) {
                position += length
                enterBinary(id)
                expectsOperand = true
            } else if let (id, length) = postfix(at: position) {
                position += length
                makeNode(id, operandCount: 1)
            } else if character == ")" || character == "]" {
                position += 1
                try closeParenthesis(at: start)
            } else if readUnits() {
                continue
            } else if character.isNumber || character == "." || character == decimalSeparator {
                // `5 ft 11 in` is 5 ft + 11 in; two plain numbers side by side (`2 3`) are a
                // typing slip, not a product.
                guard try readNextMixedUnit() else {
                    throw SyntaxError(problem: .unexpected(String(character)), position: start + 1)
                }
            } else if isTimesBetweenNumbers(at: position) {
                // `3x4` is 3 × 4, as written by hand; `3x` alone is 3 times the variable x.
                position += 1
                enterBinary(.times)
                expectsOperand = true
            } else if startsOperand(at: position) {
                // Written side by side, as on paper: `2(3+4)`, `2π`, `(1+2)(3+4)`, `2 sqrt 9`.
                enterBinary(.times)
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
            try closeGroup(waiting.popLast())
        }
        return nodes
    }

    /// Reads what stands where an operand is expected; true when it completed one (a number,
    /// a constant, a variable), false when something that needs an operand was put aside.
    private mutating func readOperand(_ character: Character) throws(SyntaxError) -> Bool {
        let start = position
        if let word, let digits = wordDigits(at: position) {
            position += digits.count
            guard let number = word.value(ofTyped: digits) else {
                throw SyntaxError(problem: .doesNotFit(bits: word.bits), position: start + 1)
            }
            nodes.append(Node(step: .operand(Complex(number))))
            operands.append(nodes.count - 1)
            return true
        }
        if let word, character.isASCII, character.isNumber {
            // A digit the base lacks (`19` in octal) is refused where it stands.
            var index = position
            while index < text.count, text[index].isASCII, let digit = text[index].wholeNumberValue
            {
                guard digit < word.base.rawValue else {
                    throw SyntaxError(
                        problem: .notADigit(String(text[index]), base: word.base.rawValue),
                        position: index + 1)
                }
                index += 1
            }
        }
        if character.isNumber || character == "." || character == decimalSeparator {
            try readNumber()
            return true
        }
        if let name = name(at: position) {
            position += name.count
            if let counts = functions.argumentCounts(of: name), word == nil {
                let name = OperationID(functionNamed: name)?.entry.symbol ?? name
                if nextCharacter() == "(" {
                    position += 1
                    waiting.append(.call(name, arguments: 0, position: start))
                    return false
                }
                guard variables.contains(name) else {
                    let problem = SyntaxError.Problem.argumentCount(
                        name, expected: counts, found: 0)
                    throw SyntaxError(problem: problem, position: start + 1)
                }
            }
            guard let id = OperationID(spelling: name) else {
                guard variables.contains(name) else {
                    throw SyntaxError(problem: .unknownName(name), position: start + 1)
                }
                // Variables are scientific mode's, as their keys are.
                guard word == nil else {
                    throw SyntaxError(problem: .needsScientificMode(name), position: start + 1)
                }
                nodes.append(Node(step: .variable(name)))
                operands.append(nodes.count - 1)
                return true
            }
            if word != nil, !id.entry.modes.contains(.programmer) {
                throw SyntaxError(problem: .needsScientificMode(name), position: start + 1)
            }
            switch id.entry.kind {
            case .constant:
                makeNode(id, operandCount: 0)
                return true
            case .unary:
                if nextCharacter() == "(" || nextCharacter() == "[" {
                    position += 1
                    waiting.append(.parenthesis(function: id))
                } else {
                    waiting.append(.prefix(id))
                }
                return false
            default:
                throw SyntaxError(problem: .unknownName(name), position: start + 1)
            }
        }
        position += 1
        switch character {
        case "(", "[": waiting.append(.parenthesis(function: nil))
        case "-", "−", "–": waiting.append(.prefix(.negation))
        case "+": break
        default: throw SyntaxError(problem: .unexpected(String(character)), position: start + 1)
        }
        return false
    }

    /// Units written after an operand (`20 mi`, `9.81 m/s²`, `(2 + 3) ft`): they make it a
    /// quantity, binding before anything else. A name that is a variable's or a kept
    /// function's keeps its meaning, and so does a name called (`min(`: `90 min` is minutes);
    /// programmer mode has no units.
    private mutating func readUnits() -> Bool {
        // Only a letter or a unit's sign begins one: `2(3)` and `2+3` never build the catalogue.
        guard word == nil, text[position].isLetter || Self.unitSigns.contains(text[position]),
            let (product, end) = UnitProduct.read(
                text, at: position,
                accepting: { name in
                    !variables.contains(name)
                        && (OperationID(functionNamed: name) != nil
                            || functions.argumentCounts(of: name) == nil)
                }),
            end >= text.count || text[end] != "("
        else { return false }
        position = end
        let quantity = UnitStep.quantity(product, asDifference: false)
        nodes.append(Node(step: .units(quantity), operands: [operands.removeLast()]))
        operands.append(nodes.count - 1)
        return true
    }

    private static let unitSigns: Set<Character> = ["°", "′", "″", "'", "\"", "€", "$", "£", "¥"]

    /// After a quantity, a number with units of its own (`5 ft 11 in`, `1 h 30 min`) is added
    /// to it at once, so `5 ft 11 in × 2` doubles both. False where no quantity came before or
    /// no units follow the number.
    private mutating func readNextMixedUnit() throws(SyntaxError) -> Bool {
        guard let last = operands.last, case .units(.quantity) = nodes[last].step else {
            return false
        }
        let (start, nodeCount) = (position, nodes.count)
        try readNumber()
        _ = nextCharacter()
        guard position < text.count, readUnits() else {
            (position, nodes) = (start, Array(nodes.prefix(nodeCount)))
            operands.removeLast()
            return false
        }
        let parts = Array(operands.suffix(2))
        operands.removeLast(2)
        nodes.append(Node(step: .operation(.plus), operands: parts))
        operands.append(nodes.count - 1)
        return true
    }

    /// The digits of the word's base written at `index` (`FF` in hexadecimal, where a word of
    /// hexadecimal digits is a number, not a name); nil where none is.
    private func wordDigits(at index: Int) -> String? {
        guard let word else { return nil }
        var end = index
        while end < text.count, Self.isNamePart(text[end]) { end += 1 }
        let run = String(text[index..<end])
        guard !run.isEmpty,
            run.allSatisfy({
                $0.isASCII && $0.hexDigitValue.map { $0 < word.base.rawValue } == true
            })
        else { return nil }
        return run
    }

    /// `0x1F`, `0b101`, `0o17`: a whole number in base 16, 2 or 8, as programmer mode and
    /// other calculators write it (never 0 × x1F). False where no such number starts.
    private mutating func readPrefixedInteger() throws(SyntaxError) -> Bool {
        let bases: [Character: Int] = ["x": 16, "X": 16, "b": 2, "B": 2, "o": 8, "O": 8]
        guard text[position] == "0", position + 2 < text.count,
            let base = bases[text[position + 1]],
            text[position + 2].hexDigitValue.map({ $0 < base }) == true
        else { return false }
        var end = position + 2
        while end < text.count, Self.isNamePart(text[end]) { end += 1 }
        let digits = text[(position + 2)..<end]
        if let wrong = digits.firstIndex(where: { $0.hexDigitValue.map { $0 >= base } ?? true }) {
            throw SyntaxError(problem: .unexpected(String(text[wrong])), position: wrong + 1)
        }
        guard digits.count <= Self.longestPrefixedInteger else {
            throw SyntaxError(problem: .numberOutOfRange, position: position + 1)
        }
        let number = digits.reduce(Rational.zero) {
            $0 * Rational(base) + Rational($1.hexDigitValue ?? 0)
        }
        position = end
        nodes.append(Node(step: .operand(Complex(Real(number)))))
        operands.append(nodes.count - 1)
        return true
    }

    /// Digits of a prefixed whole number that are read (a 4096-bit number at most).
    private static let longestPrefixedInteger = 4096

    private static func isNamePart(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    private mutating func readNumber() throws(SyntaxError) {
        if try readPrefixedInteger() { return }
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
            } else if text[position] == "E", word == nil,
                position + 1 == text.count || !Self.isNamePart(text[position + 1])
            {
                position += 1  // the EXP key's `E` before its digits: `2E` is 2, as on the keypad
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
        nodes.append(Node(step: .operand(Complex(number))))
        operands.append(nodes.count - 1)
    }

    /// Whether `x` stands between a number and a digit (`3x4`, `2 x 3`) and names nothing there.
    private func isTimesBetweenNumbers(at index: Int) -> Bool {
        guard word == nil, text[index] == "x", let name = name(at: index) else { return false }
        let next = text[(index + 1)...].first { !$0.isWhitespace }
        guard let next, next.isASCII, next.isNumber else { return false }
        return name == "x"
            || (text[index + 1].isNumber && !variables.contains(name)
                && functions.argumentCounts(of: name) == nil)
    }

    /// The name written at `index`: an operation's symbol such as `√`, `∛`, `sin⁻¹` or `log₂`,
    /// else a letter and the letters, digits and `_` after it (`sqrt`, `x1`), but only the
    /// letters where those alone name an operation (`sin30` is `sin 30`); nil where no name is.
    private func name(at index: Int) -> String? {
        for symbol in Self.symbolicNames
        where text[index...].starts(with: symbol) {
            return String(symbol)
        }
        guard text[index].isLetter else { return nil }
        var end = index
        while end < text.count, text[end].isLetter { end += 1 }
        let letters = String(text[index..<end])
        // ASCII digits: `x²` is x squared.
        while end < text.count,
            text[end].isLetter || text[end].isASCII && text[end].isNumber || text[end] == "_"
        {
            end += 1
        }
        let name = String(text[index..<end])
        if OperationID(spelling: name) == nil, !variables.contains(name),
            functions.argumentCounts(of: name) == nil, OperationID(spelling: letters) != nil
        {
            return letters
        }
        return name
    }

    private mutating func closeParenthesis(at start: Int) throws(SyntaxError) {
        runWaiting { _ in true }
        guard let group = waiting.popLast() else {
            throw SyntaxError(problem: .unexpected(String(text[start])), position: start + 1)
        }
        try closeGroup(group)
    }

    /// Makes the node a closed parenthesis stands for: a function's, a call's, or none.
    private mutating func closeGroup(_ group: Waiting?) throws(SyntaxError) {
        switch group {
        case .parenthesis(let function?)?:
            makeNode(function, operandCount: 1)
        case .call(let name, let arguments, let position)?:
            let (expected, found) = (functions.argumentCounts(of: name) ?? 0...0, arguments + 1)
            guard expected.contains(found) else {
                let problem = SyntaxError.Problem.argumentCount(
                    name, expected: expected, found: found)
                throw SyntaxError(problem: problem, position: position + 1)
            }
            let arguments = Array(operands.suffix(found))
            operands.removeLast(found)
            nodes.append(Node(step: .call(name, arity: found), operands: arguments))
            operands.append(nodes.count - 1)
        default:
            break
        }
    }

    /// `,` between a call's arguments: ends the one read.
    private mutating func nextArgument(at start: Int) throws(SyntaxError) {
        runWaiting { _ in true }
        guard case .call(let name, let arguments, let position)? = waiting.last else {
            throw SyntaxError(problem: .unexpected(String(text[start])), position: start + 1)
        }
        waiting[waiting.count - 1] = .call(name, arguments: arguments + 1, position: position)
    }

    private mutating func enterBinary(_ id: OperationID) {
        runWaiting { waiting in waiting.runs(before: id.infix) }
        waiting.append(.binary(id))
    }

    /// Turns waiting operators into nodes, down to the nearest parenthesis, while the one on
    /// top binds at least as tightly as `shouldRun` asks. A prefix binds as tightly as
    /// negation: before `× ÷ + −`, after `^` (`−3^2` is −9).
    private mutating func runWaiting(while shouldRun: (BinaryOperator) -> Bool) {
        while let top = waiting.last {
            switch top {
            case .binary(let id) where shouldRun(id.infix):
                waiting.removeLast()
                makeNode(id, operandCount: 2)
            case .prefix(let id) where shouldRun(Self.negationLevel):
                waiting.removeLast()
                makeNode(id, operandCount: 1)
            default:
                return
            }
        }
    }

    private mutating func makeNode(_ id: OperationID, operandCount: Int) {
        let taken = Array(operands.suffix(operandCount))
        operands.removeLast(taken.count)
        nodes.append(Node(step: .operation(id), operands: taken))
        operands.append(nodes.count - 1)
    }

    private mutating func nextCharacter() -> Character? {
        while position < text.count, text[position].isWhitespace { position += 1 }
        return position < text.count ? text[position] : nil
    }

    private func startsOperand(at index: Int) -> Bool {
        text[index] == "(" || text[index] == "[" || name(at: index) != nil
    }

    /// The binary operation written at `index` (`+`, `**`, `<<`, `mod`, `ʸ√`), and its length.
    private func binaryOperator(at index: Int) -> (OperationID, length: Int)? {
        if let (symbol, id) = Self.binarySymbols.first(where: { text[index...].starts(with: $0.0) })
        {
            return (id, symbol.count)
        }
        guard let name = name(at: index), let id = OperationID(spelling: name),
            case .binary = id.entry.kind
        else { return nil }
        return (id, name.count)
    }

    /// The postfix operation written at `index` (`!`, `%`, `²`, `⁻¹`), and its length.
    private func postfix(at index: Int) -> (OperationID, length: Int)? {
        Self.postfixSymbols.first { text[index...].starts(with: $0.symbol) }.map {
            ($0.id, $0.symbol.count)
        }
    }

    /// Infix symbols without letters, longest first: `**`, `<<`, `+ − × ÷ ^` and their
    /// spellings (`*`, `/`, `·`).
    private static let binarySymbols: [(String, OperationID)] = OperationID.allCases.flatMap {
        id -> [(String, OperationID)] in
        guard case .binary = id.entry.kind else { return [] }
        return id.entry.spellings.filter { !$0.contains(where: \.isLetter) }.map { ($0, id) }
    }.sorted { $0.0.count > $1.0.count }

    private static let postfixSymbols: [(symbol: String, id: OperationID)] =
        [("%", .percent)]
        + OperationID.allCases.compactMap { id in
            if case .unary(.postfix(let symbol)) = id.entry.kind { (symbol, id) } else { nil }
        }

    /// The operations' names that are more than letters (`√`, `sin⁻¹`, `log₂`, `ʸ√`), longest
    /// first: read wherever they begin.
    private static let symbolicNames: [[Character]] = OperationID.allCases.flatMap {
        id -> [String] in
        switch id.entry.kind {
        case .unary(.function), .binary, .constant:
            return id.entry.spellings.filter { spelling in
                spelling.contains { !$0.isLetter }
                    && (spelling.first?.isLetter == true
                        || ["√", "∛", "~"].contains(spelling.first))
            }
        default: return []
        }
    }.map(Array.init).sorted { $0.count > $1.count }

    /// How tightly a prefix binds, as a binary operation's precedence to compare with.
    private static let negationLevel = BinaryOperator(.negation, .left)
}
