/// How an approximate value was made from exact numbers, in the exact field's terms: what the
/// field rebuilds to decide whether the value is 0 when no ball can (`sin(1)² + cos(1)² − 1`).
/// Nodes are shared, never copied: a formula costs one node per operation that made it.
public struct Formula: Sendable {
    /// The field's primitive operations, by the token the helper process reads.
    enum Operation: String, Sendable {
        case add = "+"
        case multiply = "*"
        case divide = "/"
        case power = "^"
        case negate = "neg"
        case squareRoot = "sqrt"
        case exponential = "exp"
        case logarithm = "ln"
        case gamma = "gamma"
        case sine = "sin"
        case cosine = "cos"
        case tangent = "tan"
        case arcsine = "asin"
        case arccosine = "acos"
        case arctangent = "atan"

        var arity: Int {
            switch self {
            case .add, .multiply, .divide, .power: 2
            default: 1
            }
        }
    }

    private enum Step: Sendable {
        case number(Rational)
        case pi
        case operation(Operation)
    }

    private final class Node: Sendable {
        let step: Step
        let operands: [Node]
        /// Nodes counted with repetition, and a bound on the characters of their tokens and
        /// spaces: a shared node is written once for each use (`x·x` squared is four x's).
        let size: Int
        let length: Int
        init(_ step: Step, _ operands: [Node]) {
            (self.step, self.operands) = (step, operands)
            size = operands.reduce(1) { $0 + $1.size }
            let token =
                switch step {
                // A bit is 0.30103 digits; a sign, a slash and two rounded-up digits more.
                case .number(let q): q.bitWidth * 3_011 / 10_000 + 4
                case .pi: 2
                case .operation(let operation): operation.rawValue.utf8.count
                }
            length = operands.reduce(token + 1) { $0 + $1.length }
        }
    }

    private let node: Node

    /// No formula is kept past this many nodes, or past this much text: the field would not
    /// decide it within a budget, a node chain is freed by recursion, and writing it must
    /// cost little (a number of a million digits squared ten times is a thousand of them).
    static let maximumSize = 2_000
    static let maximumLength = 1 << 20

    /// At least the characters of `postfix`, known without writing it.
    var length: Int { node.length }

    static func number(_ q: Rational) -> Formula { Formula(node: Node(.number(q), [])) }
    static let pi = Formula(node: Node(.pi, []))

    private init(node: Node) { self.node = node }

    /// `operation` of `operands`; nil when one is unknown or the result would be too large.
    init?(_ operation: Operation, _ operands: Formula?...) {
        var nodes: [Node] = []
        for operand in operands {
            guard let operand else { return nil }
            nodes.append(operand.node)
        }
        let node = Node(.operation(operation), nodes)
        guard node.size <= Self.maximumSize, node.length <= Self.maximumLength else { return nil }
        self.node = node
    }

    /// The question the field's helper reads: the formula in postfix, tokens between spaces.
    var postfix: String {
        var tokens: [String] = []
        // Operands before their operation, without recursion: (node, operands written).
        var pending: [(Node, Bool)] = [(node, false)]
        while let (node, written) = pending.popLast() {
            if written || node.operands.isEmpty {
                let token =
                    switch node.step {
                    case .number(let q): q.description
                    case .pi: "pi"
                    case .operation(let operation): operation.rawValue
                    }
                tokens.append(token)
            } else {
                pending.append((node, true))
                pending += node.operands.reversed().map { ($0, false) }
            }
        }
        return tokens.joined(separator: " ")
    }

    /// Reads `postfix` back (as a session keeps it); nil for anything it does not write, and
    /// past `maximumSize` tokens.
    init?(postfix text: Substring) {
        var stack: [Node] = []
        for (count, token) in text.split(separator: " ").enumerated() {
            guard count < Self.maximumSize else { return nil }
            if token == "pi" {
                stack.append(Self.pi.node)
            } else if let operation = Operation(rawValue: String(token)) {
                guard stack.count >= operation.arity else { return nil }
                let operands = Array(stack.suffix(operation.arity))
                stack.removeLast(operation.arity)
                stack.append(Node(.operation(operation), operands))
            } else if let q = Real(serialized: String(token))?.rational {
                stack.append(Node(.number(q), []))
            } else {
                return nil
            }
        }
        guard stack.count == 1, let node = stack.first, node.length <= Self.maximumLength else {
            return nil
        }
        self.node = node
    }
}

/// The compositions the field has no primitive for.
extension Formula {
    static func sum(_ a: Formula?, _ b: Formula?) -> Formula? { Formula(.add, a, b) }
    static func difference(_ a: Formula?, _ b: Formula?) -> Formula? {
        Formula(.add, a, Formula(.negate, b))
    }
    static func product(_ a: Formula?, _ q: Rational) -> Formula? {
        Formula(.multiply, a, .number(q))
    }

    /// ln x / ln base.
    static func logarithm(_ x: Formula?, base: Rational) -> Formula? {
        Formula(.divide, Formula(.logarithm, x), Formula(.logarithm, .number(base)))
    }

    /// (e^x − e^(−x)) / 2 and (e^x + e^(−x)) / 2.
    static func hyperbolicSine(_ x: Formula?) -> Formula? {
        product(difference(Formula(.exponential, x), exponentialOfMinus(x)), .half)
    }
    static func hyperbolicCosine(_ x: Formula?) -> Formula? {
        product(sum(Formula(.exponential, x), exponentialOfMinus(x)), .half)
    }
    private static func exponentialOfMinus(_ x: Formula?) -> Formula? {
        Formula(.exponential, Formula(.negate, x))
    }

    /// (e^2x − 1) / (e^2x + 1).
    static func hyperbolicTangent(_ x: Formula?) -> Formula? {
        let square = Formula(.exponential, product(x, Rational(2)))
        return Formula(
            .divide, sum(square, .number(Rational(-1))), sum(square, .number(.one)))
    }

    /// ln(x + √(x² ± 1)).
    static func inverseHyperbolicSine(_ x: Formula?) -> Formula? {
        inverseHyperbolic(x, .one)
    }
    static func inverseHyperbolicCosine(_ x: Formula?) -> Formula? {
        inverseHyperbolic(x, Rational(-1))
    }
    private static func inverseHyperbolic(_ x: Formula?, _ one: Rational) -> Formula? {
        let root = Formula(.squareRoot, sum(Formula(.multiply, x, x), .number(one)))
        return Formula(.logarithm, sum(x, root))
    }

    /// ln((1 + x)/(1 − x)) / 2.
    static func inverseHyperbolicTangent(_ x: Formula?) -> Formula? {
        let one = Formula.number(.one)
        return product(
            Formula(.logarithm, Formula(.divide, sum(one, x), difference(one, x))), .half)
    }
}
