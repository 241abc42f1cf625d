import BigInt

/// The elementary functions over intervals, each a power series on a reduced argument plus a
/// bound on the series' tail, so the result holds the true value of the function at every point
/// of the argument.
extension Interval {
    /// Values beyond `2^±maximumExponent` are refused: far more than anyone reads, and the
    /// costs of writing and scaling them stay small.
    static let maximumExponent = 1 << 24

    private static let negligible = Dyadic(1, exponent: -(precision + 16))

    static let ln2 = 2 * atanhSeries(Interval(Rational(1, 3)))
    static let ln10 = logarithm(Interval(10))
    static let pi =
        16 * atanSeries(Interval(Rational(1, 5))) - 4 * atanSeries(Interval(Rational(1, 239)))
    static let halfPi = pi.scaled(by: -1)

    /// Adds the terms `term(previous, i)` for i = 1, 2, … to `first` until one is negligible,
    /// then the tail, which every caller's series bounds by the last term taken.
    private static func series(_ first: Interval, _ term: (Interval, Int) -> Interval) -> Interval {
        var (sum, current, i) = (first, first, 1)
        repeat {
            current = term(current, i)
            sum = sum + current
            i += 1
        } while current.magnitude > negligible && i < 10_000
        return sum + Interval(radius: current.magnitude)
    }

    /// `atanh z = z + z³/3 + z⁵/5 + …`, for `|z| ≤ 1/3`.
    private static func atanhSeries(_ z: Interval) -> Interval {
        let square = z.squared()
        var power = z
        return series(z) { _, i in
            power = power * square
            return power / Interval(2 * i + 1)
        }
    }

    /// `atan z = z − z³/3 + z⁵/5 − …`, for `|z| ≤ 1/2`.
    private static func atanSeries(_ z: Interval) -> Interval {
        let square = -z.squared()
        var power = z
        return series(z) { _, i in
            power = power * square
            return power / Interval(2 * i + 1)
        }
    }

    static func * (n: Int, x: Interval) -> Interval { Interval(n) * x }

    // MARK: Exponential and logarithm

    static func exponential(_ x: Interval) throws(ArithmeticError) -> Interval {
        let estimate = x.midpoint.doubleValue / 0.6931471805599453
        guard estimate.magnitude < Double(maximumExponent) else {
            throw estimate > 0 ? .tooLarge : .tooSmall
        }
        let k = Int(estimate.rounded())
        // e^x = 2^k · (e^(r/256))^256 with |r| ≤ ln 2 / 2.
        let reduced = (x - Interval(k) * ln2).scaled(by: -8)
        var result = series(Interval(1)) { previous, i in previous * reduced / Interval(i) }
        for _ in 0..<8 { result = result.squared() }
        return result.scaled(by: k)
    }

    /// ln x for x > 0 (the caller checks).
    static func logarithm(_ x: Interval) -> Interval {
        // x = m · 2^k with m within [1/√2, √2]: ln x = k ln 2 + 2 atanh((m − 1)/(m + 1)).
        var k = x.midpoint.top - 1
        if x.midpoint.scaled(by: -k).doubleValue > 1.4142135623730951 { k += 1 }
        let m = x.scaled(by: -k)
        let z = (m - Interval(1)) / (m + Interval(1))
        return 2 * atanhSeries(z) + Interval(k) * ln2
    }

    // MARK: Trigonometry

    /// sin x and cos x, from x reduced by the nearest multiple of π/2.
    static func sineAndCosine(_ x: Interval) throws(ArithmeticError) -> (
        sin: Interval, cos: Interval
    ) {
        guard x.magnitude.top <= 128 else { throw .angleTooLarge }
        let quarters = Dyadic.quotient(x.midpoint, halfPi.midpoint, .down, bits: 200).nearestInteger
        let r = x - halfPi * Interval(Dyadic(quarters))
        let square = -r.squared()
        let sine = series(r) { previous, i in previous * square / Interval((2 * i) * (2 * i + 1)) }
        let cosine = series(Interval(1)) { previous, i in
            previous * square / Interval((2 * i - 1) * (2 * i))
        }
        let unit = Interval(lower: Dyadic(-1), upper: Dyadic(1))
        let quadrant = Int(truncatingIfNeeded: quarters.modulus(4))
        let (s, c) =
            switch quadrant {
            case 0: (sine, cosine)
            case 1: (cosine, -sine)
            case 2: (-sine, -cosine)
            default: (-cosine, sine)
            }
        return (s.intersection(unit), c.intersection(unit))
    }

    /// atan x = 8 atan y, where y is x with its angle halved three times (`|y| ≤ tan(π/16)`).
    static func arctangent(_ x: Interval) -> Interval {
        var y = x
        for _ in 0..<3 { y = y / (Interval(1) + (Interval(1) + y.squared()).squareRoot()) }
        return atanSeries(y).scaled(by: 3)
    }

    /// asin x = 2 atan(x / (1 + √(1 − x²))), for |x| ≤ 1: no division by zero at ±1.
    static func arcsine(_ x: Interval) -> Interval {
        let cosine = (Interval(1) - x.squared()).squareRoot()
        return 2 * arctangent(x / (Interval(1) + cosine))
    }

    func intersection(_ other: Interval) -> Interval {
        Interval(lower: max(lower, other.lower), upper: min(upper, other.upper))
    }
}
