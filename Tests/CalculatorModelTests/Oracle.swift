import Foundation

/// An expression evaluator written for the tests, independent of the brains: it reads a
/// description with ordinary precedence (`^` > prefix `-` > `× ÷` > `+ −`, `^` right
/// associative, postfix `² ⁻¹ !` tightest) and computes its value.
///
///     expression = term (("+" | "−") term)*
///     term       = unary (("×" | "÷") unary)*
///     unary      = "-" power | power
///     power      = postfix ("^" power)?
///     postfix    = primary ("²" | "⁻¹" | "!")*
///     primary    = number | name | function "(" expression ")" | "(" expression ")"
indirect enum OracleTree: Equatable {
    case number(Double)
    case name(String)
    case call(String, OracleTree)
    case negation(OracleTree)
    case postfix(String, OracleTree)
    case binary(String, OracleTree, OracleTree)
}

struct Oracle {
    static let functions: [String: @Sendable (Double) -> Double] = [
        "√": { $0.squareRoot() }, "sin": sin, "cos": cos, "tan": tan, "ln": log, "log": log10,
        "exp": exp, "asin": asin, "acos": acos, "atan": atan,
    ]

    /// The tree of a description; nil when it does not parse completely.
    static func parse(_ text: String) -> OracleTree? {
        var parser = Parser(tokens: tokens(text) ?? [])
        guard !parser.tokens.isEmpty, let tree = parser.expression(),
            parser.position == parser.tokens.count
        else { return nil }
        return tree
    }

    /// The value of a tree and the largest magnitude met on the way (how much rounding to allow;
    /// infinite where a value drowned in rounding).
    static func evaluate(_ tree: OracleTree, variables: [String: Double]) -> (
        value: Double, scale: Double
    ) {
        var scale = 0.0
        func value(_ tree: OracleTree) -> Double {
            let result: Double
            switch tree {
            case .number(let number): result = number
            case .name("π"): result = .pi
            case .name("e"): result = M_E
            case .name(let name): result = variables[name] ?? 0
            case .call(let name, let argument): result = functions[name]!(value(argument))
            case .negation(let operand): result = -value(operand)
            case .postfix("²", let operand): result = pow(value(operand), 2)
            case .postfix("⁻¹", let operand): result = 1 / value(operand)
            case .postfix(_, let operand): result = tgamma(value(operand) + 1)
            case .binary(let symbol, let left, let right):
                let (a, b) = (value(left), value(right))
                switch symbol {
                case "+": result = a + b
                case "−": result = a - b
                case "×": result = a * b
                case "÷": result = a / b
                default: result = pow(a, b)
                }
            }
            if result.isFinite { scale = max(scale, abs(result)) }
            // Lost in Double's rounding (sin π is 1.2e-16, not 0): where the brain is exact,
            // this reference cannot judge the value. An infinite scale says so.
            if result != 0 && abs(result) < 1e-12 * scale { scale = .infinity }
            return result
        }
        let result = value(tree)
        return (result, scale)
    }

    private static func tokens(_ text: String) -> [String]? {
        var tokens: [String] = []
        var rest = Substring(text)
        let symbols = ["⁻¹", "+", "−", "×", "÷", "^", "-", "(", ")", "²", "!", "√", "π"]
        while let first = rest.first {
            if first == " " {
                rest.removeFirst()
            } else if first.isASCII, first.isNumber {
                let number = rest.prefix { ($0.isASCII && $0.isNumber) || $0 == "." || $0 == "e" }
                var end = rest.index(rest.startIndex, offsetBy: number.count)
                if number.last == "e", end < rest.endIndex, "+-".contains(rest[end]) {
                    end = rest.index(after: end)
                    while end < rest.endIndex, rest[end].isASCII, rest[end].isNumber {
                        end = rest.index(after: end)
                    }
                }
                tokens.append(String(rest[..<end]))
                rest = rest[end...]
            } else if first.isLetter {
                let name = rest.prefix { $0.isLetter || ($0.isASCII && $0.isNumber) }
                tokens.append(String(name))
                rest = rest.dropFirst(name.count)
            } else if let symbol = symbols.first(where: { rest.hasPrefix($0) }) {
                tokens.append(symbol)
                rest = rest.dropFirst(symbol.count)
            } else {
                return nil
            }
        }
        return tokens
    }

    private struct Parser {
        let tokens: [String]
        var position = 0

        private var next: String? { position < tokens.count ? tokens[position] : nil }

        private mutating func take(_ token: String) -> Bool {
            guard next == token else { return false }
            position += 1
            return true
        }

        mutating func expression() -> OracleTree? {
            guard var tree = term() else { return nil }
            while let symbol = next, symbol == "+" || symbol == "−" {
                position += 1
                guard let right = term() else { return nil }
                tree = .binary(symbol, tree, right)
            }
            return tree
        }

        mutating func term() -> OracleTree? {
            guard var tree = unary() else { return nil }
            while let symbol = next, symbol == "×" || symbol == "÷" {
                position += 1
                guard let right = unary() else { return nil }
                tree = .binary(symbol, tree, right)
            }
            return tree
        }

        mutating func unary() -> OracleTree? {
            if take("-") { return power().map(OracleTree.negation) }
            return power()
        }

        mutating func power() -> OracleTree? {
            guard let base = postfix() else { return nil }
            guard take("^") else { return base }
            return power().map { .binary("^", base, $0) }
        }

        mutating func postfix() -> OracleTree? {
            guard var tree = primary() else { return nil }
            while let symbol = next, ["²", "⁻¹", "!"].contains(symbol) {
                position += 1
                tree = .postfix(symbol, tree)
            }
            return tree
        }

        mutating func primary() -> OracleTree? {
            guard let token = next else { return nil }
            position += 1
            if token == "(" {
                guard let inner = expression(), take(")") else { return nil }
                return inner
            }
            if Oracle.functions[token] != nil {
                guard take("("), let argument = expression(), take(")") else { return nil }
                return .call(token, argument)
            }
            if let number = Double(token), token.first?.isNumber == true { return .number(number) }
            if token.first?.isLetter == true || token == "π" { return .name(token) }
            return nil
        }
    }
}

/// A fixed-seed generator, so every run checks the same programs.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
