import BigInt

/// An exact fraction in lowest terms, the denominator positive. Integers (denominator 1), the
/// common case, skip the greatest common divisor entirely.
public struct Rational: Hashable, Comparable, Sendable {
    public let numerator: BigInt
    public let denominator: BigInt

    /// Past this many bits (numerator and denominator together, about 9 900 decimal digits) a
    /// value stops being exact: squaring `2` forty times must not take all memory.
    public static let maximumBitWidth = 1 << 15

    public static let zero = Rational(0)
    public static let one = Rational(1)

    public init(_ integer: BigInt) { (numerator, denominator) = (integer, 1) }

    public init(_ integer: Int) { self.init(BigInt(integer)) }

    /// `numerator / denominator`; the denominator must not be 0.
    public init(_ numerator: BigInt, _ denominator: BigInt) {
        precondition(!denominator.isZero, "zero denominator")
        if denominator == 1 {
            (self.numerator, self.denominator) = (numerator, 1)
            return
        }
        let divisor = numerator.greatestCommonDivisor(with: denominator)
        let sign: BigInt = denominator.sign == .minus ? -1 : 1
        (self.numerator, self.denominator) = (
            sign * numerator / divisor, sign * denominator / divisor
        )
    }

    public var isInteger: Bool { denominator == 1 }
    public var isZero: Bool { numerator.isZero }
    public var isNegative: Bool { numerator.sign == .minus && !numerator.isZero }
    public var magnitude: Rational { isNegative ? -self : self }

    /// Numerator and denominator bits together: what the exact value costs to keep.
    public var bitWidth: Int { numerator.magnitude.bitWidth + denominator.magnitude.bitWidth }
    var isTooLarge: Bool { bitWidth > Self.maximumBitWidth }

    public static func + (a: Rational, b: Rational) -> Rational {
        if a.denominator == b.denominator {
            return a.denominator == 1
                ? Rational(a.numerator + b.numerator)
                : Rational(a.numerator + b.numerator, a.denominator)
        }
        return Rational(
            a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator
        )
    }

    public static prefix func - (a: Rational) -> Rational {
        Rational(unreduced: -a.numerator, a.denominator)
    }

    public static func - (a: Rational, b: Rational) -> Rational { a + -b }

    public static func * (a: Rational, b: Rational) -> Rational {
        if a.isInteger && b.isInteger { return Rational(a.numerator * b.numerator) }
        return Rational(a.numerator * b.numerator, a.denominator * b.denominator)
    }

    /// `b` must not be 0.
    public static func / (a: Rational, b: Rational) -> Rational {
        Rational(a.numerator * b.denominator, a.denominator * b.numerator)
    }

    public var reciprocal: Rational { Rational(denominator, numerator) }

    public static func < (a: Rational, b: Rational) -> Bool {
        a.numerator * b.denominator < b.numerator * a.denominator
    }

    /// `self` to an integer power, or nil when the result would be larger than an exact value
    /// may be (the caller approximates instead). `0` to a negative power is the caller's to refuse.
    public func power(_ exponent: Int) -> Rational? {
        if exponent < 0 { return reciprocal.power(-exponent) }
        if exponent == 0 || self == .one { return .one }
        if isZero || self == -.one { return exponent.isMultiple(of: 2) ? .one : self }
        guard exponent <= Self.maximumBitWidth, (bitWidth - 1) * exponent <= Self.maximumBitWidth
        else { return nil }
        return Rational(unreduced: numerator.power(exponent), denominator.power(exponent))
    }

    /// The exact `n`th root, if it is rational: `(−8, 3)` → −2, `(16/9, 2)` → 4/3.
    public func root(_ n: Int) -> Rational? {
        precondition(n > 0)
        if n == 1 || isZero || self == .one { return self }
        if isNegative { return n.isMultiple(of: 2) ? nil : magnitude.root(n).map { -$0 } }
        guard let top = numerator.magnitude.exactRoot(n),
            let bottom = denominator.magnitude.exactRoot(n)
        else { return nil }
        return Rational(unreduced: BigInt(top), BigInt(bottom))
    }

    /// Numerator and denominator already in lowest terms.
    init(unreduced numerator: BigInt, _ denominator: BigInt) {
        (self.numerator, self.denominator) = (numerator, denominator)
    }
}

extension BigUInt {
    /// The integer `n`th root, if `self` is a perfect `n`th power.
    func exactRoot(_ n: Int) -> BigUInt? {
        if self < 2 { return self }
        // 2^n > self: the root is 1, and self is not 1.
        if n >= bitWidth { return nil }
        if n == 2 {
            let root = squareRoot()
            return root * root == self ? root : nil
        }
        // Newton's iteration from above converges to the floor of the root.
        var root = BigUInt(1) << ((bitWidth + n - 1) / n)
        while true {
            let next = ((root * BigUInt(n - 1)) + self / root.power(n - 1)) / BigUInt(n)
            if next >= root { break }
            root = next
        }
        return root.power(n) == self ? root : nil
    }
}
