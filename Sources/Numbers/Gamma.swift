import BigInt

/// The gamma function over intervals (x! is Γ(x + 1) for x that is not a whole number, or too
/// large to be exact), from Stirling's series: for real z > 0 the error of its first K terms is
/// smaller than the first term left out, so that term's size is the interval's added radius.
extension Interval {
    /// Stirling's series is summed from z ≥ 30 with 40 terms: a tail below 2^−215 of the result.
    private static let terms = 40
    private static let smallestArgument = 30

    /// B₂ₖ / (2k (2k − 1)) for k = 1 … terms + 1, from B₂, B₄, … (Akiyama–Tanigawa).
    private static let coefficients: [Interval] = {
        let count = 2 * (terms + 1)
        var row: [Rational] = []
        var numbers: [Rational] = []
        for m in 0...count {
            row.append(Rational(1, BigInt(m + 1)))
            for j in stride(from: m, to: 0, by: -1) {
                row[j - 1] = Rational(j) * (row[j - 1] - row[j])
            }
            if m >= 2 && m.isMultiple(of: 2) { numbers.append(row[0] / Rational(m * (m - 1))) }
        }
        return numbers.map(Interval.init)
    }()

    private static let halfLogTwoPi = logarithm(2 * pi).scaled(by: -1)

    /// Γ(x); the caller refuses 0 and the negative integers.
    static func gamma(_ x: Interval) throws(ArithmeticError) -> Interval {
        let middle = x.midpoint.doubleValue
        if middle < 0.5 {
            // Reflection: Γ(x) Γ(1 − x) = π / sin(πx). Γ(1 − x) beyond range makes Γ(x) too
            // close to 0, whatever the sine: an exact argument is never nearer an integer
            // than 2^−(2^15), so |sin πx| is not that small.
            let reflected: Interval
            do throws(ArithmeticError) {
                reflected = try gamma(Interval(1) - x)
            } catch .tooLarge { throw .tooSmall }
            let sine = try sineAndCosine(pi * x).sin
            // Exact integers are poles before they get here: bounds around one are too wide.
            guard !sine.containsZero else { throw .imprecise }
            return pi / (sine * reflected)
        }
        let shift =
            middle >= Double(smallestArgument) ? 0 : smallestArgument - Int(middle.rounded(.down))
        var z = x
        var product = Interval(1)
        for _ in 0..<shift {
            product = product * z
            z = z + Interval(1)
        }
        return try exponential(logGammaStirling(z)) / product
    }

    /// ln Γ(z) = (z − ½) ln z − z + ½ ln 2π + Σ B₂ₖ / (2k (2k − 1) z^(2k − 1)) + tail.
    private static func logGammaStirling(_ z: Interval) -> Interval {
        let logarithm = logarithm(z)
        var sum = (z - Interval(Rational(1, 2))) * logarithm - z + halfLogTwoPi
        let reciprocal = Interval(1) / z
        let reciprocalSquare = reciprocal.squared()
        var power = reciprocal
        for coefficient in coefficients.dropLast() {
            sum = sum + coefficient * power
            power = power * reciprocalSquare
        }
        return sum + Interval(radius: (coefficients.last! * power).magnitude)
    }
}
