import Numbers

/// How tightly an expression binds, for writing it with the fewest parentheses.
/// Ordinary precedence: `+ −` < `× ÷` < prefix `-` < `^` < postfix `² ⁻¹` < atoms.
public enum Precedence: Int, Comparable, Sendable {
    case additive, multiplicative, negation, power, postfix, atom

    public static func < (lhs: Precedence, rhs: Precedence) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// How a binary operation groups with a neighbour of equal precedence.
public enum Associativity: Sendable {
    /// `a − b − c` is `(a − b) − c`.
    case left
    /// `a ^ b ^ c` is `a ^ (b ^ c)`.
    case right
    /// `a + (b + c)` may be written `a + b + c`: grouping does not change the value.
    case both
}

/// How a one-operand operation is written.
public enum UnaryNotation: Sendable, Hashable {
    /// `√(9)`, `cos(π)`: one pair of parentheses, never two.
    case function(String)
    /// `-x`: negation.
    case prefix(String)
    /// `x²`, `x⁻¹`.
    case postfix(String)
}

/// Whether trigonometry measures angles in radians or degrees.
public enum AngleUnit: String, CaseIterable, Codable, Sendable {
    case radians, degrees
}

/// Every operation the brains know. The symbol table below is the only list of them.
public enum Operation: Sendable {
    /// Gets the operand and the angle unit in use (`sin` reads degrees, `asin` writes them).
    public typealias UnaryFunction = @Sendable (Real, AngleUnit) throws(ArithmeticError) -> Real
    public typealias BinaryFunction = @Sendable (Real, Real) throws(ArithmeticError) -> Real

    case constant(Real)
    /// A number in [0, 1), drawn once when the operation is entered.
    case random
    case unary(UnaryNotation, UnaryFunction)
    case binary(BinaryOperator)
    /// `x%` is x ÷ 100; right of `+` or `−` it is that percent of the left operand
    /// (`100 + 20%` is 120), and a function or `%` after it takes that amount (`100 + 20% x²`
    /// is `100 + (100 × 20%)²`). In RPN, x percent of level 2, which stays (`200 ↓ 15 %`
    /// leaves 200 and 30), as HP calculators do.
    case percent
    /// Algebraic only: operations inside wait for nothing outside.
    case openParenthesis, closeParenthesis
    case equals
    /// RPN only: moves the stack's levels without computing anything.
    case stack(StackManipulation)
}

/// What the RPN stack keys do to the stack's levels (level 1 is the top).
public enum StackManipulation: Sendable {
    /// `x⇄y`: levels 1 and 2 change places.
    case swap
    /// `R↓`: level 1 goes to the top of the stack and every other level moves down one.
    case roll
    /// Level 1 goes away.
    case drop
    /// `LAST X`: pushes again the operand of the last operation (x of a binary one).
    case lastOperand
}

/// An infix operation: how to compute it and how it groups.
public struct BinaryOperator: Sendable {
    public let precedence: Precedence
    public let associativity: Associativity
    public let function: Operation.BinaryFunction
    /// Whether a percent right of it is a percent of its left operand (`a + b%`, `a − b%`).
    public let readsPercentOfLeft: Bool

    init(
        _ precedence: Precedence, _ associativity: Associativity, readsPercentOfLeft: Bool = false,
        _ function: @escaping Operation.BinaryFunction
    ) {
        (self.precedence, self.associativity, self.function) = (precedence, associativity, function)
        self.readsPercentOfLeft = readsPercentOfLeft
    }

    /// `×`: the table's, and the one RPN's `%` writes the percent it takes of level 2 with.
    static let times = BinaryOperator(.multiplicative, .both) { a, b throws(ArithmeticError) in
        try a * b
    }

    /// Whether this operation, waiting on the left, runs before `next` under ordinary
    /// precedence: it binds tighter, or as tight and `next` groups from the left.
    func runs(before next: BinaryOperator) -> Bool {
        precedence > next.precedence
            || (precedence == next.precedence && next.associativity != .right)
    }
}

/// One entry of the symbol table: the operation and what a person calls it.
public struct OperationEntry: Sendable {
    public let symbol: String
    public let operation: Operation
    /// What a screen reader says for the key ("square root", not "√").
    public let spokenName: String
    /// The operation on Doubles, for a graph's thousands of points (nil for what a graph
    /// never evaluates this way: constants and `%` are the forest's; `rand`, parentheses,
    /// `=` and the stack keys leave nothing to evaluate).
    public let fast: FastFunction?
}

extension Operation {
    /// The symbol table, in keypad order. Adding an operation is one line here.
    public static let table: [OperationEntry] = [
        .init(
            "+",
            .binary(
                .init(.additive, .both, readsPercentOfLeft: true) { a, b throws(ArithmeticError) in
                    try a + b
                }), "plus", fast: .binary(.plus)),
        .init(
            "−",
            .binary(
                .init(.additive, .left, readsPercentOfLeft: true) { a, b throws(ArithmeticError) in
                    try a - b
                }), "minus", fast: .binary(.minus)),
        .init("×", .binary(.times), "times", fast: .binary(.times)),
        .init(
            "÷",
            .binary(.init(.multiplicative, .left) { a, b throws(ArithmeticError) in try a / b }),
            "divided by", fast: .binary(.dividedBy)),
        .init(
            "^", .binary(.init(.power, .right) { a, b throws(ArithmeticError) in try a.power(b) }),
            "to the power of", fast: .binary(.power)),
        .init(
            "√", .unary(.function("√")) { x, _ throws(ArithmeticError) in try x.squareRoot() },
            "square root", fast: .unary(.squareRoot)),
        .init(
            "x²", .unary(.postfix("²")) { x, _ throws(ArithmeticError) in try x.squared() },
            "square", fast: .unary(.square)),
        .init(
            "x⁻¹", .unary(.postfix("⁻¹")) { x, _ throws(ArithmeticError) in try x.reciprocal() },
            "reciprocal", fast: .unary(.reciprocal)),
        .init("±", .unary(.prefix("-")) { x, _ in -x }, "change sign", fast: .unary(.negation)),
        .init(
            "sin",
            .unary(.function("sin")) { x, unit throws(ArithmeticError) in
                try x.inRadians(unit).sine()
            }, "sine", fast: .unary(.sine)),
        .init(
            "cos",
            .unary(.function("cos")) { x, unit throws(ArithmeticError) in
                try x.inRadians(unit).cosine()
            }, "cosine", fast: .unary(.cosine)),
        .init(
            "tan",
            .unary(.function("tan")) { x, unit throws(ArithmeticError) in
                try x.inRadians(unit).tangent()
            }, "tangent", fast: .unary(.tangent)),
        .init(
            "sin⁻¹",
            .unary(.function("asin")) { x, unit throws(ArithmeticError) in
                try x.arcsine().fromRadians(unit)
            }, "arcsine", fast: .unary(.arcsine)),
        .init(
            "cos⁻¹",
            .unary(.function("acos")) { x, unit throws(ArithmeticError) in
                try x.arccosine().fromRadians(unit)
            }, "arccosine", fast: .unary(.arccosine)),
        .init(
            "tan⁻¹",
            .unary(.function("atan")) { x, unit throws(ArithmeticError) in
                try x.arctangent().fromRadians(unit)
            }, "arctangent", fast: .unary(.arctangent)),
        .init(
            "x!", .unary(.postfix("!")) { x, _ throws(ArithmeticError) in try x.factorial() },
            "factorial", fast: .unary(.factorial)),
        .init(
            "ln",
            .unary(.function("ln")) { x, _ throws(ArithmeticError) in try x.naturalLogarithm() },
            "natural logarithm", fast: .unary(.naturalLogarithm)),
        .init(
            "log",
            .unary(.function("log")) { x, _ throws(ArithmeticError) in try x.commonLogarithm() },
            "common logarithm", fast: .unary(.commonLogarithm)),
        .init(
            "eˣ", .unary(.function("exp")) { x, _ throws(ArithmeticError) in try x.exponential() },
            "e to the power of", fast: .unary(.exponential)),
        .init("π", .constant(.pi), "pi"),
        .init("e", .constant(.e), "Euler's number"),
        .init("rand", .random, "random number"),
        .init("%", .percent, "percent"),
        .init("(", .openParenthesis, "open parenthesis"),
        .init(")", .closeParenthesis, "close parenthesis"),
        .init("=", .equals, "equals"),
        .init("x⇄y", .stack(.swap), "swap x and y"),
        .init("R↓", .stack(.roll), "roll down"),
        .init("drop", .stack(.drop), "drop"),
        .init("LASTx", .stack(.lastOperand), "last x"),
    ]

    /// Other spellings callers may use, mapped to the symbol in the table.
    public static let aliases: [String: String] = [
        "-": "−", "*": "×", "/": "÷", "xʸ": "^", "sqrt": "√", "pi": "π", "swap": "x⇄y",
        "x<>y": "x⇄y", "roll": "R↓", "lastx": "LASTx",
    ]

    private static let indicesBySymbol: [String: Int] = Dictionary(
        uniqueKeysWithValues: table.enumerated().map { ($1.symbol, $0) })

    /// The table entry for a symbol or one of its aliases; nil for anything else.
    public static func entry(for symbol: String) -> OperationEntry? {
        index(of: symbol).map { table[$0] }
    }

    /// Where a symbol or alias stands in `table`: recorded programs keep this, so evaluating
    /// them hashes no strings.
    static func index(of symbol: String) -> Int? {
        indicesBySymbol[aliases[symbol] ?? symbol]
    }
}

extension Real {
    /// Degrees become radians exactly: 45° is π/4, so `sin 45°` knows its exact form.
    fileprivate func inRadians(_ unit: AngleUnit) throws(ArithmeticError) -> Real {
        unit == .degrees ? try self * Real.degree : self
    }

    fileprivate func fromRadians(_ unit: AngleUnit) throws(ArithmeticError) -> Real {
        unit == .degrees ? try self / Real.degree : self
    }

    private static let degree = (try? Real.pi / Real(180)) ?? .pi
}

extension OperationEntry {
    fileprivate init(
        _ symbol: String, _ operation: Operation, _ spokenName: String, fast: FastFunction? = nil
    ) {
        self.init(symbol: symbol, operation: operation, spokenName: spokenName, fast: fast)
    }
}
