#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
public enum UnaryNotation: Sendable, Equatable {
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

/// What a one-operand operation does with angles.
public enum AngleRole: Sendable {
    case none
    /// `sin`: the operand is an angle.
    case argument
    /// `asin`: the result is an angle.
    case result
}

/// Every operation the brains know. The symbol table below is the only list of them.
public enum Operation: Sendable {
    /// Gets the operand and the angle unit in use (`tan` has no value at a right angle).
    public typealias UnaryCheck = @Sendable (Double, AngleUnit) -> CalculatorError?
    public typealias BinaryCheck = @Sendable (Double, Double) -> CalculatorError?

    case constant(Double)
    /// A number in [0, 1), drawn once when the operation is entered.
    case random
    case unary(
        UnaryNotation, @Sendable (Double) -> Double, check: UnaryCheck?, angle: AngleRole = .none)
    case binary(BinaryOperator)
    case equals
}

/// An infix operation: how to compute it, how to check its operands, how it groups.
public struct BinaryOperator: Sendable {
    public let precedence: Precedence
    public let associativity: Associativity
    public let function: @Sendable (Double, Double) -> Double
    public let check: Operation.BinaryCheck?

    init(
        _ precedence: Precedence, _ associativity: Associativity,
        _ function: @escaping @Sendable (Double, Double) -> Double,
        check: Operation.BinaryCheck? = nil
    ) {
        (self.precedence, self.associativity, self.function, self.check) =
            (precedence, associativity, function, check)
    }
}

/// One entry of the symbol table: the operation and what a person calls it.
public struct OperationEntry: Sendable {
    public let symbol: String
    public let operation: Operation
    /// What a screen reader says for the key ("square root", not "√").
    public let spokenName: String
}

extension Operation {
    /// The symbol table, in keypad order. Adding an operation is one line here.
    public static let table: [OperationEntry] = [
        .init("+", .binary(.init(.additive, .both, +)), "plus"),
        .init("−", .binary(.init(.additive, .left, -)), "minus"),
        .init("×", .binary(.init(.multiplicative, .both, *)), "times"),
        .init("÷", .binary(.init(.multiplicative, .left, /, check: nonZeroDivisor)), "divided by"),
        .init("^", .binary(.init(.power, .right, pow, check: nonZeroBase)), "to the power of"),
        .init("√", .unary(.function("√"), sqrt, check: notNegative), "square root"),
        .init("x²", .unary(.postfix("²"), { $0 * $0 }, check: nil), "square"),
        .init(
            "x⁻¹",
            .unary(.postfix("⁻¹"), { 1 / $0 }, check: { x, _ in x == 0 ? .divisionByZero : nil }),
            "reciprocal"),
        .init("±", .unary(.prefix("-"), { -$0 }, check: nil), "change sign"),
        .init("sin", .unary(.function("sin"), sin, check: nil, angle: .argument), "sine"),
        .init("cos", .unary(.function("cos"), cos, check: nil, angle: .argument), "cosine"),
        .init(
            "tan", .unary(.function("tan"), tan, check: oddRightAngle, angle: .argument), "tangent"),
        .init("sin⁻¹", .unary(.function("asin"), asin, check: nil, angle: .result), "arcsine"),
        .init("cos⁻¹", .unary(.function("acos"), acos, check: nil, angle: .result), "arccosine"),
        .init("tan⁻¹", .unary(.function("atan"), atan, check: nil, angle: .result), "arctangent"),
        .init("x!", .unary(.postfix("!"), { tgamma($0 + 1) }, check: negativeInteger), "factorial"),
        .init("ln", .unary(.function("ln"), log, check: positive), "natural logarithm"),
        .init("log", .unary(.function("log"), log10, check: positive), "common logarithm"),
        .init("eˣ", .unary(.function("exp"), exp, check: nil), "e to the power of"),
        .init("π", .constant(.pi), "pi"),
        .init("e", .constant(M_E), "Euler's number"),
        .init("rand", .random, "random number"),
        .init("=", .equals, "equals"),
    ]

    /// Other spellings callers may use, mapped to the symbol in the table.
    public static let aliases: [String: String] = [
        "-": "−", "*": "×", "/": "÷", "xʸ": "^", "sqrt": "√", "pi": "π",
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

    private static let nonZeroDivisor: BinaryCheck = { $1 == 0 ? .divisionByZero : nil }
    private static let nonZeroBase: BinaryCheck = { $0 == 0 && $1 < 0 ? .divisionByZero : nil }
    private static let notNegative: UnaryCheck = { x, _ in
        x < 0 ? .squareRootOfNegativeNumber : nil
    }
    private static let positive: UnaryCheck = { x, _ in
        x <= 0 ? .logarithmOfNonPositiveNumber : nil
    }
    /// 90°, 270°, … and π/2, 3π/2, … as the keys compute them (`π ÷ 2`), where `tan` has no
    /// value but binary floating point would give 1.6e16.
    private static let oddRightAngle: UnaryCheck = { x, unit in
        let quarterTurns = x / (unit == .degrees ? 90 : .pi / 2)
        return quarterTurns == quarterTurns.rounded()
            && quarterTurns.truncatingRemainder(dividingBy: 2) != 0 ? .undefined : nil
    }
    /// The factorial is Γ(x + 1), which has poles at the negative integers.
    private static let negativeInteger: UnaryCheck = { x, _ in
        x < 0 && x == x.rounded() ? .undefined : nil
    }
}

extension OperationEntry {
    fileprivate init(_ symbol: String, _ operation: Operation, _ spokenName: String) {
        self.init(symbol: symbol, operation: operation, spokenName: spokenName)
    }
}
