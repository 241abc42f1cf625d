import BigInt

/// A closed interval `[lower, upper]` that is known to hold a real number: every operation
/// rounds its ends outward, so the true value never leaves it. Ends carry `precision` bits
/// (38 decimal digits): 21 digits of room for cancellation before one of the 17 digits the
/// display can show is lost, and a lost digit is not shown.
struct Interval: Equatable, Sendable {
    let lower: Dyadic
    let upper: Dyadic

    static let precision = 128
    private static var bits: Int { precision }

    init(lower: Dyadic, upper: Dyadic) { (self.lower, self.upper) = (lower, upper) }

    init(_ point: Dyadic) {
        (lower, upper) = (
            point.rounded(.down, bits: Self.bits), point.rounded(.up, bits: Self.bits)
        )
    }

    init(_ integer: Int) { self.init(Dyadic(integer)) }

    init(_ value: Rational) {
        if value.isInteger {
            self.init(Dyadic(value.numerator))
        } else {
            let (top, bottom) = (Dyadic(value.numerator), Dyadic(value.denominator))
            self.init(
                lower: .quotient(top, bottom, .down, bits: Self.bits),
                upper: .quotient(top, bottom, .up, bits: Self.bits))
        }
    }

    /// `[−radius, radius]`.
    init(radius: Dyadic) { (lower, upper) = (-radius.magnitude, radius.magnitude) }

    var containsZero: Bool { lower.signum <= 0 && upper.signum >= 0 }
    var isNegative: Bool { upper.signum < 0 }
    var isPositive: Bool { lower.signum > 0 }
    /// The larger of the ends' magnitudes: a bound on `|x|`.
    var magnitude: Dyadic { max(lower.magnitude, upper.magnitude) }
    var midpoint: Dyadic { Dyadic.sum(lower, upper, .down, bits: Self.bits + 1).scaled(by: -1) }

    static func + (a: Interval, b: Interval) -> Interval {
        Interval(
            lower: .sum(a.lower, b.lower, .down, bits: bits),
            upper: .sum(a.upper, b.upper, .up, bits: bits))
    }

    static prefix func - (a: Interval) -> Interval { Interval(lower: -a.upper, upper: -a.lower) }

    static func - (a: Interval, b: Interval) -> Interval { a + -b }

    static func * (a: Interval, b: Interval) -> Interval {
        if a.lower.signum >= 0 && b.lower.signum >= 0 {
            return Interval(
                lower: .product(a.lower, b.lower, .down, bits: bits),
                upper: .product(a.upper, b.upper, .up, bits: bits))
        }
        let products = [
            (a.lower, b.lower), (a.lower, b.upper), (a.upper, b.lower), (a.upper, b.upper),
        ].map { Dyadic($0.mantissa * $1.mantissa, exponent: $0.exponent + $1.exponent) }
        return Interval(
            lower: products.min()!.rounded(.down, bits: bits),
            upper: products.max()!.rounded(.up, bits: bits))
    }

    /// `b` must not contain 0.
    static func / (a: Interval, b: Interval) -> Interval {
        a
            * Interval(
                lower: .quotient(Dyadic(1), b.upper, .down, bits: bits),
                upper: .quotient(Dyadic(1), b.lower, .up, bits: bits))
    }

    /// Exact scaling by `2^shift`.
    func scaled(by shift: Int) -> Interval {
        Interval(lower: lower.scaled(by: shift), upper: upper.scaled(by: shift))
    }

    /// The smallest interval holding both.
    func union(_ other: Interval) -> Interval {
        Interval(lower: min(lower, other.lower), upper: max(upper, other.upper))
    }

    /// `√x` over the part of the interval that is not negative.
    func squareRoot() -> Interval {
        Interval(
            lower: max(lower, .zero).squareRoot(.down, bits: Self.bits),
            upper: max(upper, .zero).squareRoot(.up, bits: Self.bits))
    }

    /// `self^n` by repeated squaring; an even power of an interval around 0 starts at 0.
    func power(_ n: Int) -> Interval {
        if n < 0 { return Interval(1) / power(-n) }
        var (result, base, n) = (Interval(1), self, n)
        while n > 0 {
            if n & 1 == 1 { result = result * base }
            n >>= 1
            if n > 0 { base = base.squared() }
        }
        return result
    }

    func squared() -> Interval {
        let outer = magnitude
        let largest = Dyadic.product(outer, outer, .up, bits: Self.bits)
        if containsZero { return Interval(lower: .zero, upper: largest) }
        let inner = min(lower.magnitude, upper.magnitude)
        return Interval(lower: .product(inner, inner, .down, bits: Self.bits), upper: largest)
    }
}
