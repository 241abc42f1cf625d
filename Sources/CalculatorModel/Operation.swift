import Numbers

/// How tightly an expression binds, for writing it with the fewest parentheses.
/// Ordinary precedence: `OR` < `XOR` < `AND` < shifts < `+ −` < `× ÷` < prefix `-` < `^` <
/// postfix `² ⁻¹` < atoms (the bitwise levels are C's and Python's).
public enum Precedence: Int, Comparable, Sendable {
    /// A unit conversion works on everything written before it: `(2 + 3) ft → m`.
    case conversion
    case bitwiseOr, bitwiseXor, bitwiseAnd, shift
    case additive, multiplicative, negation, power, postfix, atom

    public static func < (lhs: Precedence, rhs: Precedence) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// How a binary operation groups with a neighbour of equal precedence.
public enum Associativity: Sendable {
    /// `a − b − c` is `(a − b) − c`.
    case left
    /// `a ^ b ^ c` is `a ^ (b ^ c)`.
    case right
    /// `a + (b + c)` may be written `a + b + c`: grouping does not change the value (nor
    /// with a right operand that `regroups`: `a + (b − c)` is `a + b − c`).
    case both
}

/// How a one-operand operation is written.
public enum UnaryNotation: Sendable, Hashable {
    /// `√(9)`, `cos(π)`: one pair of parentheses, never two.
    case function(String)
    /// `-x`, `10^x`: the symbol, then the operand, in parentheses when it binds more loosely
    /// than `^`. The node binds as `precedence` says.
    case prefix(String, Precedence)
    /// `x²`, `x⁻¹`.
    case postfix(String)
}

/// What the calculator works with: real numbers, or the integers of a machine word.
public enum CalculatorMode: String, CaseIterable, Codable, Sendable {
    case scientific, programmer
}

/// How complex results are written, or whether they are refused (issue 45).
public enum ComplexNumbers: String, CaseIterable, Codable, Sendable {
    /// `3 + 2i`.
    case rectangular
    /// `3.60555127546399∠0.588002603547568`: modulus and argument, in the angle unit.
    case polar
    /// `√−4` says "Square root of a negative number", as a real calculator does; a value made
    /// with `i` is still complex.
    case realOnly
}

/// Whether trigonometry measures angles in radians or degrees.
public enum AngleUnit: String, CaseIterable, Codable, Sendable {
    case radians, degrees
}

/// What kind of thing an operation is: how many operands it takes, how it is written, how
/// it groups.
public enum OperationKind: Sendable {
    case constant(Complex)
    /// A number in [0, 1), drawn once when the operation is entered.
    case random
    case unary(UnaryNotation)
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
    /// Written `pmt(rate, nper, pv)`, with this many arguments (`Int.max`: any number); not a
    /// key of the keypad. Entered as a call, as a kept function is.
    case function(arguments: ClosedRange<Int>)
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

/// How an infix operation groups.
public struct BinaryOperator: Sendable {
    public let precedence: Precedence
    public let associativity: Associativity
    /// Whether a percent right of it is a percent of its left operand (`a + b%`, `a − b%`).
    public let readsPercentOfLeft: Bool
    /// Whether, as the right operand of `+` or `×`, it may lose its parentheses: `a × (b ÷ c)`
    /// is `a × b ÷ c`. Not so `mod`, `nCr`, `nPr`.
    public let regroups: Bool

    init(
        _ precedence: Precedence, _ associativity: Associativity, readsPercentOfLeft: Bool = false,
        regroups: Bool = false
    ) {
        (self.precedence, self.associativity) = (precedence, associativity)
        (self.readsPercentOfLeft, self.regroups) = (readsPercentOfLeft, regroups)
    }

    /// Whether this operation, waiting on the left, runs before `next` under ordinary
    /// precedence: it binds tighter, or as tight and `next` groups from the left.
    func runs(before next: BinaryOperator) -> Bool {
        precedence > next.precedence
            || (precedence == next.precedence && next.associativity != .right)
    }
}
