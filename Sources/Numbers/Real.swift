/// A real number as the calculator knows it: exact where the mathematics is (a fraction, a
/// rational multiple of a square root or of π, a rational power of e, the logarithm of a
/// fraction), otherwise a ball that is known to hold it. Every operation keeps a value exact
/// when its result is one of these exact forms; 0 is only ever the exact 0.
public struct Real: Equatable, Sendable {
    enum Form: Equatable, Sendable {
        case rational(Rational)
        /// `q·√n`, q ≠ 0, n > 1 and free of squares: `√8 − 2√2` is exactly 0.
        case surd(Rational, radicand: Int)
        /// `q·π`, q ≠ 0.
        case piMultiple(Rational)
        /// `c·e^q`, c ≠ 0, q ≠ 0: `e − e` is exactly 0.
        case exponential(Rational, power: Rational)
        /// `ln q`, q > 0 and q ≠ 1: `e^(ln 2)` is exactly 2.
        case logarithm(Rational)
        /// At the precision of the evaluation that made it.
        case approximate(Ball)
    }

    let form: Form
    /// How an approximation was made, for the exact field to decide what its ball cannot;
    /// nil for an exact form, and where it is not known (a session's ball) or too large.
    private let madeBy: Formula?

    init(form: Form, madeBy: Formula? = nil) { (self.form, self.madeBy) = (form, madeBy) }

    public static func == (a: Real, b: Real) -> Bool { a.form == b.form }

    /// Whether `other` is this very value: the same exact form, or the same ball (equal bits
    /// made another way are another value to the exact field).
    public func isIdentical(to other: Real) -> Bool {
        if case .approximate(let a) = form, case .approximate(let b) = other.form { return a === b }
        return form == other.form
    }

    /// The value as the exact field writes it.
    var formula: Formula? {
        switch form {
        case .rational(let q): .number(q)
        case .surd(let q, let n):
            Formula(.multiply, .number(q), Formula(.squareRoot, .number(Rational(n))))
        case .piMultiple(let q): Formula(.multiply, .number(q), .pi)
        case .exponential(let c, let q):
            Formula(.multiply, .number(c), Formula(.exponential, .number(q)))
        case .logarithm(let q): Formula(.logarithm, .number(q))
        case .approximate: madeBy
        }
    }

    public init(_ value: Rational) { (form, madeBy) = (.rational(value), nil) }

    public init(_ integer: Int) { self.init(Rational(integer)) }

    public static let zero = Real(0)
    public static let one = Real(1)
    public static let pi = Real(form: .piMultiple(.one))
    public static let e = Real(form: .exponential(.one, power: .one))

    /// Values beyond 2^(±2^exponentBits) are refused: their exponents alone would have more
    /// than 30 digits. Below that, any size is a ball's (`e^(10^20)`, `2^−(10^12)`).
    static let exponentBits = 100

    /// `q·π`, simplified.
    public static func pi(times q: Rational) throws(ArithmeticError) -> Real {
        q.isZero ? .zero : try exact(.piMultiple(q))
    }

    /// `q·√n` for a square-free n ≥ 1, simplified.
    static func surd(_ q: Rational, radicand n: Int) throws(ArithmeticError) -> Real {
        q.isZero || n == 1 ? try exact(.rational(q)) : try exact(.surd(q, radicand: n))
    }

    /// `c·e^q`, simplified; refused beyond the range an approximation can reach.
    static func exponential(_ q: Rational, times c: Rational = .one) throws(ArithmeticError)
        -> Real
    {
        if q.isZero || c.isZero { return try exact(.rational(c)) }
        // 2^(2^exponentBits) is e^(2^exponentBits · ln 2), and ln 2 > 0.693.
        guard q.magnitude < Rational(2).raised(to: exponentBits) * Rational(693, 1000) else {
            throw q.isNegative ? .tooSmall : .tooLarge
        }
        return try exact(.exponential(c, power: q))
    }

    /// `ln q` for q > 0, simplified.
    static func logarithm(_ q: Rational) throws(ArithmeticError) -> Real {
        q == .one ? .zero : try exact(.logarithm(q))
    }

    /// The one door of every computed exact form: one whose rationals outgrow
    /// `Rational.maximumBitWidth` becomes a ball, so no form can grow without bound (squaring
    /// `c·e^q` forty times costs what squaring a ball does).
    static func exact(_ form: Form) throws(ArithmeticError) -> Real {
        let value = Real(form: form)
        return value.exactBitWidth > Rational.maximumBitWidth
            ? try approximate(value.ball, value.formula) : value
    }

    /// The bits of the rationals an exact form keeps; 0 for a ball (its precision bounds it).
    var exactBitWidth: Int {
        switch form {
        case .rational(let q), .surd(let q, _), .piMultiple(let q), .logarithm(let q): q.bitWidth
        case .exponential(let c, let q): c.bitWidth + q.bitWidth
        case .approximate: 0
        }
    }

    /// A ball result, made by `formula`: refused when it is surely beyond the range, and when
    /// it is unbounded (a division by a ball around 0: the evaluation is run again at a higher
    /// precision). A ball around 0 is exactly 0 when the exact field proves its formula is.
    static func approximate(_ ball: Ball, _ formula: Formula?) throws(ArithmeticError) -> Real {
        guard ball.isFinite else { throw .imprecise }
        // Arb proved it 0 (a product with an exact 0): the exact 0.
        if ball.isZero { return .zero }
        // A ball across a limit is refused by where it lies, within a factor of 2.
        let (above, below) = (
            ball.exponentSize(fromAbove: true), ball.exponentSize(fromAbove: false)
        )
        let isBeyond = { (size: (sign: Int, bits: Int), sign: Int) in
            size.sign == sign && size.bits > exponentBits
        }
        if isBeyond(above, 1) { throw isBeyond(below, 1) ? .tooLarge : .imprecise }
        if !ball.containsZero && isBeyond(below, -1) {
            throw isBeyond(above, -1) ? .tooSmall : .imprecise
        }
        if ball.containsZero, let formula, ExactField.isZero(formula) { return .zero }
        return Real(form: .approximate(ball), madeBy: formula)
    }

    /// The exact value, if the number is rational.
    public var rational: Rational? { if case .rational(let q) = form { q } else { nil } }

    /// Whether the number is known exactly.
    public var isExact: Bool { if case .approximate = form { false } else { true } }

    /// A ball that holds the number, at the working precision.
    var ball: Ball {
        switch form {
        case .rational(let q): Ball(q)
        case .surd(let q, let n): Ball(q) * Ball(Rational(n)).squareRoot()
        case .piMultiple(let q): Ball(q) * Ball.pi
        case .exponential(let c, let q): Ball(c) * Ball(q).exponential()
        case .logarithm(let q): Ball(q).logarithm()
        case .approximate(let ball): ball
        }
    }

    /// −1, 0 or 1; an approximation that holds 0 cannot say (`imprecise`: evaluate again at a
    /// higher precision).
    public func sign() throws(ArithmeticError) -> Int {
        switch form {
        case .rational(let q): return q.isZero ? 0 : (q.isNegative ? -1 : 1)
        case .surd(let q, _), .piMultiple(let q), .exponential(let q, _):
            return q.isNegative ? -1 : 1
        case .logarithm(let q): return q < .one ? -1 : 1
        case .approximate(let ball):
            if ball.isPositive { return 1 }
            if ball.isNegative { return -1 }
            throw .imprecise
        }
    }

    /// −1, 0 or 1; for an approximation, the sign of its midpoint (for writing, not deciding).
    public var signum: Int {
        if let sign = try? sign() { return sign }
        return ball.midpoint < 0 ? -1 : (ball.midpoint > 0 ? 1 : 0)
    }

    public var isZero: Bool { rational?.isZero == true }

    /// Whether the value is an approximation beyond the size an exact value may have
    /// (|x| ≥ 2^(2^22) or ≤ 2^−(2^22)): 3^3 000 000 is known by its proven digits only.
    public var isBeyondExactSize: Bool {
        guard case .approximate(let ball) = form else { return false }
        let limit = Rational.maximumBitWidth
        return ball.isAbove(twoToThe: limit)
            || (!ball.containsZero && ball.isBelow(twoToThe: -limit))
    }

    /// Whether the value is known to `digits` significant digits: exact, or a ball that narrow.
    public func isKnown(toDigits digits: Int) -> Bool {
        guard case .approximate(let ball) = form else { return true }
        return ball.accuracy >= Precision.bits(forDigits: digits)
    }
}

// MARK: Doubles

extension Real {
    /// A `Double` read as the decimal it is written as: 0.1 is 1/10, not 0.1000000000000000055….
    public init?(_ value: Double) {
        guard value.isFinite, let exact = Rational(decimalText: value.description) else {
            return nil
        }
        self.init(exact)
    }

    /// The nearest `Double`; nil beyond its range (171!, 10^400).
    public var doubleValue: Double? {
        let value = Precision.$bits.withValue(max(Precision.bits, 64)) { ball.midpoint }
        return value.isFinite ? value : nil
    }
}

/// `5` and `4.8` in code mean the decimals they are written as.
extension Real: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self.init(value) }

    public init(floatLiteral value: Double) {
        guard let exact = Real(value) else { preconditionFailure("not a finite literal") }
        self = exact
    }
}
