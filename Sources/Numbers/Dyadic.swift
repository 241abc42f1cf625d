import BigInt

/// `mantissa · 2^exponent`: the endpoints of intervals. Exact on its own; the operations that
/// cannot be exact round in the direction asked, so an interval's ends only ever move outward.
struct Dyadic: Comparable, Sendable {
    var mantissa: BigInt
    var exponent: Int

    enum Rounding { case down, up }

    static let zero = Dyadic(0)

    init(_ mantissa: BigInt, exponent: Int = 0) {
        (self.mantissa, self.exponent) = (mantissa, exponent)
    }

    init(_ integer: Int, exponent: Int = 0) { self.init(BigInt(integer), exponent: exponent) }

    var isZero: Bool { mantissa.isZero }
    var isNegative: Bool { mantissa.sign == .minus && !mantissa.isZero }
    var magnitude: Dyadic { Dyadic(BigInt(mantissa.magnitude), exponent: exponent) }
    /// One past the position of the highest bit: `2^(top − 1) ≤ |self| < 2^top`.
    var top: Int { exponent + mantissa.magnitude.bitWidth }

    /// At most `bits` bits of mantissa, toward −∞ or +∞.
    func rounded(_ direction: Rounding, bits: Int) -> Dyadic {
        let excess = mantissa.magnitude.bitWidth - bits
        guard excess > 0 else { return self }
        return Dyadic(mantissa.shiftedRight(excess, direction), exponent: exponent + excess)
    }

    /// The value scaled by `2^shift`, exactly.
    func scaled(by shift: Int) -> Dyadic { Dyadic(mantissa, exponent: exponent + shift) }

    static prefix func - (a: Dyadic) -> Dyadic { Dyadic(-a.mantissa, exponent: a.exponent) }

    static func sum(_ a: Dyadic, _ b: Dyadic, _ direction: Rounding, bits: Int) -> Dyadic {
        if a.isZero { return b.rounded(direction, bits: bits) }
        if b.isZero { return a.rounded(direction, bits: bits) }
        var (large, small) = a.top >= b.top ? (a, b) : (b, a)
        // A term below every bit the result can keep only decides the rounding direction: a
        // stand-in of the same sign, still below half of the lowest bit, costs no long shift.
        let lowest = min(large.exponent, large.top - bits)
        if small.top < lowest - 1 {
            small = Dyadic(small.isNegative ? -1 : 1, exponent: lowest - 2)
        }
        let exponent = min(large.exponent, small.exponent)
        let mantissa =
            (large.mantissa << (large.exponent - exponent))
            + (small.mantissa << (small.exponent - exponent))
        return Dyadic(mantissa, exponent: exponent).rounded(direction, bits: bits)
    }

    static func product(_ a: Dyadic, _ b: Dyadic, _ direction: Rounding, bits: Int) -> Dyadic {
        Dyadic(a.mantissa * b.mantissa, exponent: a.exponent + b.exponent)
            .rounded(direction, bits: bits)
    }

    /// `a / b` with `bits` bits; `b` must not be 0.
    static func quotient(_ a: Dyadic, _ b: Dyadic, _ direction: Rounding, bits: Int) -> Dyadic {
        if a.isZero { return .zero }
        let shift = max(0, bits + 2 + b.mantissa.magnitude.bitWidth - a.mantissa.magnitude.bitWidth)
        let (quotient, remainder) = (a.mantissa << shift).quotientAndRemainder(
            dividingBy: b.mantissa)
        var mantissa = quotient
        // Truncation went toward zero; the sign of the true quotient says which way that was.
        if !remainder.isZero {
            let negative = (a.mantissa.sign == .minus) != (b.mantissa.sign == .minus)
            if direction == .up && !negative { mantissa += 1 }
            if direction == .down && negative { mantissa -= 1 }
        }
        return Dyadic(mantissa, exponent: a.exponent - b.exponent - shift)
            .rounded(direction, bits: bits)
    }

    /// `√self` (not negative) with `bits` bits.
    func squareRoot(_ direction: Rounding, bits: Int) -> Dyadic {
        if isZero { return self }
        // An even exponent and a mantissa of about 2·bits bits: the root has about `bits`.
        var shift = max(0, 2 * bits + 2 - mantissa.magnitude.bitWidth)
        if (exponent - shift) % 2 != 0 { shift += 1 }
        let radicand = mantissa.magnitude << shift
        var root = radicand.flooredSquareRoot()
        if direction == .up && root * root != radicand { root += 1 }
        return Dyadic(BigInt(root), exponent: (exponent - shift) / 2).rounded(direction, bits: bits)
    }

    static func == (a: Dyadic, b: Dyadic) -> Bool { compare(a, b) == 0 }
    static func < (a: Dyadic, b: Dyadic) -> Bool { compare(a, b) < 0 }

    /// −1, 0 or 1 as `a` is below, at or above `b`.
    static func compare(_ a: Dyadic, _ b: Dyadic) -> Int {
        let (signA, signB) = (a.signum, b.signum)
        if signA != signB || signA == 0 { return signA < signB ? -1 : (signA > signB ? 1 : 0) }
        if a.top != b.top { return (a.top < b.top) == (signA > 0) ? -1 : 1 }
        let exponent = min(a.exponent, b.exponent)
        let difference =
            (a.mantissa << (a.exponent - exponent)) - (b.mantissa << (b.exponent - exponent))
        return difference.isZero ? 0 : (difference.sign == .minus ? -1 : 1)
    }

    var signum: Int { mantissa.isZero ? 0 : (mantissa.sign == .minus ? -1 : 1) }

    /// The nearest `Double` (to within an ulp), or ±infinity beyond its range.
    var doubleValue: Double {
        let rounded = rounded(.down, bits: 60)
        return Double(Int64(truncatingIfNeeded: rounded.mantissa))
            * Double(
                sign: .plus, exponent: max(min(rounded.exponent, 2_000), -2_000), significand: 1)
    }

    /// The integer nearest the value, halves away from zero.
    var nearestInteger: BigInt {
        if exponent >= 0 { return mantissa << exponent }
        let half = BigUInt(1) << (-exponent - 1)
        return BigInt(sign: mantissa.sign, magnitude: (mantissa.magnitude + half) >> -exponent)
    }
}

extension BigInt {
    /// `self / 2^count`, toward −∞ or +∞.
    func shiftedRight(_ count: Int, _ direction: Dyadic.Rounding) -> BigInt {
        guard count > 0 else { return self << -count }
        let truncated = BigInt(sign: sign, magnitude: magnitude >> count)
        guard magnitude.trailingZeroBitCount < count, !magnitude.isZero else { return truncated }
        switch (direction, sign) {
        case (.up, .plus): return truncated + 1
        case (.down, .minus): return truncated - 1
        default: return truncated
        }
    }
}
