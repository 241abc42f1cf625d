import BigInt

/// A real number as the calculator knows it: exact where the mathematics is (a fraction, a
/// rational multiple of π, a rational power of e), otherwise an interval that is known to hold
/// it. Every operation keeps a value exact when its result is one of these exact forms.
public struct Real: Equatable, Sendable {
    enum Form: Equatable, Sendable {
        case rational(Rational)
        /// `q·π`, q ≠ 0.
        case piMultiple(Rational)
        /// `e^q`, q ≠ 0.
        case exponential(Rational)
        /// Boxed: most values are exact, and a `Real` stays as small as a `Rational`.
        indirect case approximate(Interval)
    }

    let form: Form

    init(form: Form) { self.form = form }

    public init(_ value: Rational) { form = .rational(value) }

    public init(_ integer: Int) { self.init(Rational(integer)) }

    public static let zero = Real(0)
    public static let one = Real(1)
    public static let pi = Real(form: .piMultiple(.one))
    public static let e = Real(form: .exponential(.one))

    /// `q·π`, simplified.
    static func pi(times q: Rational) -> Real { q.isZero ? .zero : Real(form: .piMultiple(q)) }

    /// `e^q`, simplified; refused beyond the range an approximation can reach.
    static func exponential(_ q: Rational) throws(ArithmeticError) -> Real {
        if q.isZero { return .one }
        // 2^maximumExponent is e^(maximumExponent · ln 2), and ln 2 > 0.693.
        guard q.magnitude < Rational(Interval.maximumExponent) * Rational(693, 1000) else {
            throw q.isNegative ? .tooSmall : .tooLarge
        }
        return Real(form: .exponential(q))
    }

    /// An interval result, or 0 when the interval holds 0 and is negligible next to `scale`
    /// (the size of the operands it came from): `sin 45° − 1 ÷ √2` is 0, not ±10^−77. An
    /// interval too wide to prove its first three digits is refused: it shows nothing right.
    static func approximate(_ interval: Interval, scale: Dyadic? = nil) throws(ArithmeticError)
        -> Real
    {
        if interval.containsZero {
            let scale = scale ?? interval.magnitude
            let threshold = scale.top - Interval.precision / 2
            if interval.magnitude.isZero || interval.magnitude.top <= threshold { return .zero }
            throw .imprecise
        }
        let smallest = min(interval.lower.magnitude, interval.upper.magnitude)
        if interval.magnitude.top > Interval.maximumExponent { throw .tooLarge }
        if smallest.top < -Interval.maximumExponent { throw .tooSmall }
        let width = Dyadic.sum(interval.upper, -interval.lower, .up, bits: 8)
        if width.top > smallest.top - 10 { throw .imprecise }
        return Real(form: .approximate(interval))
    }

    /// The exact value, if the number is rational.
    public var rational: Rational? { if case .rational(let q) = form { q } else { nil } }

    /// Whether the number is known exactly (a fraction, or a multiple of π or power of e).
    public var isExact: Bool { if case .approximate = form { false } else { true } }

    /// An interval that holds the number.
    var interval: Interval {
        switch form {
        case .rational(let q): Interval(q)
        case .piMultiple(let q): Interval(q) * Interval.pi
        // Within range by construction (`exponential(_:)`).
        case .exponential(let q): (try? Interval.exponential(Interval(q))) ?? Interval(0)
        case .approximate(let interval): interval
        }
    }

    /// −1, 0 or 1; for an approximation, the sign of its midpoint.
    public var signum: Int {
        switch form {
        case .rational(let q): q.isZero ? 0 : (q.isNegative ? -1 : 1)
        case .piMultiple(let q): q.isNegative ? -1 : 1
        case .exponential: 1
        case .approximate(let interval): interval.midpoint.signum
        }
    }

    public var isZero: Bool { rational?.isZero == true }
}

// MARK: Doubles

extension Real {
    /// A `Double` read as the decimal it is written as: 0.1 is 1/10, not 0.1000000000000000055….
    public init?(_ value: Double) {
        guard value.isFinite, let exact = Rational(decimalText: value.shortestText) else {
            return nil
        }
        self.init(exact)
    }

    /// The nearest `Double`; nil beyond its range (171!, 10^400).
    public var doubleValue: Double? {
        let value: Double =
            switch form {
            case .rational(let q):
                Dyadic.quotient(Dyadic(q.numerator), Dyadic(q.denominator), .down, bits: 64)
                    .doubleValue
            default: interval.midpoint.doubleValue
            }
        return value.isFinite ? value : nil
    }
}

extension Double {
    /// The shortest decimal that reads back as this number (`0.1`, `1e-05`).
    var shortestText: String { description }
}

/// `5` and `4.8` in code mean the decimals they are written as.
extension Real: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self.init(value) }

    public init(floatLiteral value: Double) {
        guard let exact = Real(value) else { preconditionFailure("not a finite literal") }
        self = exact
    }
}
