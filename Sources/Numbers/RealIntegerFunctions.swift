/// The functions of whole numbers: rounding, the remainder, counting. A value's whole number
/// is decided from a ball that lies between two integers; exact forms other than fractions
/// are never whole (nor half) numbers, so more precision always decides them.
extension Real {
    public func absoluteValue() throws(ArithmeticError) -> Real {
        try sign() < 0 ? -self : self
    }

    public func floor() throws(ArithmeticError) -> Real {
        if let q = rational { return Real(q.floor) }
        return Real(try decided(ball.floor))
    }

    public func ceiling() throws(ArithmeticError) -> Real {
        if let q = rational { return Real(-(-q).floor) }
        return Real(try decided(ball.ceiling))
    }

    /// To the nearest whole number, a half away from zero (2.5 → 3, −2.5 → −3).
    public func rounded() throws(ArithmeticError) -> Real {
        if isWithin(.half) { return .zero }
        let half = Real(Rational.half)
        return try sign() < 0 ? try (self - half).ceiling() : try (self + half).floor()
    }

    /// The whole part, toward zero (−2.7 → −2).
    public func integerPart() throws(ArithmeticError) -> Real {
        if isWithin(.one) { return .zero }
        return try sign() < 0 ? try ceiling() : try floor()
    }

    /// What is left after the whole part, with the value's sign (−2.75 → −0.75).
    public func fractionalPart() throws(ArithmeticError) -> Real {
        try self - integerPart()
    }

    /// `self − divisor × ⌊self ÷ divisor⌋`: the sign of the divisor, as in Python
    /// (`7 mod −3` is −2, `−7 mod 3` is 2); exact for fractions.
    public func modulo(_ divisor: Real) throws(ArithmeticError) -> Real {
        if divisor.isZero { throw .divisionByZero }
        if let a = rational, let b = divisor.rational { return Real(a.modulo(b)) }
        return try self - divisor * (self / divisor).floor()
    }

    /// n over k: how many ways to choose k of n things; exact at any size an exact value has.
    public func choose(_ k: Real) throws(ArithmeticError) -> Real {
        let (n, k) = try Self.wholeNumbers(self, k)
        if k > n { return .zero }
        let fewer = min(k, n - k)
        if let count = fewer.word {
            // C(n, k) < 2^n, and < n^k.
            let bits = Self.bitsOfPower(n, count)
            if let small = n.word, min(small, bits) <= Rational.maximumBitWidth {
                return Real(Rational.binomial(small, count))
            }
            if bits <= Rational.maximumBitWidth {
                return Real((n - Rational(count - 1)).risingFactorial(count) / .factorial(count))
            }
        }
        return try Self.approximateCount(n, taken: fewer, ordered: false)
    }

    /// n!/(n − k)!: how many ways to arrange k of n things.
    public func permutations(_ k: Real) throws(ArithmeticError) -> Real {
        let (n, k) = try Self.wholeNumbers(self, k)
        if k > n { return .zero }
        if let count = k.word, Self.bitsOfPower(n, count) <= Rational.maximumBitWidth {
            return Real((n - Rational(count - 1)).risingFactorial(count))
        }
        return try Self.approximateCount(n, taken: k, ordered: true)
    }

    /// e^(ln Γ(n+1) − ln Γ(n−k+1) [− ln Γ(k+1)]): a count too large to be exact, of any size
    /// the range holds (`12345678901234567890 nPr 12345678901234567890`).
    private static func approximateCount(_ n: Rational, taken k: Rational, ordered: Bool)
        throws(ArithmeticError) -> Real
    {
        let one = Ball(.one)
        var logarithm =
            (Ball(n) + one).logarithmOfGamma() - (Ball(n - k) + one).logarithmOfGamma()
        if !ordered { logarithm = logarithm - (Ball(k) + one).logarithmOfGamma() }
        // Not a formula of the field's: a count is decided by its ball.
        return try Real.approximate(logarithm, nil).exponential()
    }

    /// At least the bits of n^k; Int.max where that overflows.
    private static func bitsOfPower(_ n: Rational, _ k: Int) -> Int {
        let (bits, overflow) = k.multipliedReportingOverflow(by: n.bitWidth)
        return overflow ? .max : bits
    }

    private static func wholeNumbers(_ a: Real, _ b: Real) throws(ArithmeticError) -> (
        Rational, Rational
    ) {
        guard let n = a.rational, let k = b.rational, n.isInteger, k.isInteger, !n.isNegative,
            !k.isNegative
        else { throw .needsWholeNumbers }
        return (n, k)
    }

    /// Whether |x| < bound, proven.
    private func isWithin(_ bound: Rational) -> Bool {
        if let q = rational { return q.magnitude < bound }
        return (ball - Ball(bound)).isNegative && (ball + Ball(bound)).isPositive
    }

    /// The integer a ball decided; else the ball holds an integer, which the value is when
    /// the exact field proves it (ln 8 / ln 2 is 3), or the ball is too wide (more precision),
    /// and past the last the words that say so.
    private func decided(_ integer: Rational?) throws(ArithmeticError) -> Rational {
        if let integer { return integer }
        let ball = self.ball
        if let n = ball.nearestInteger, let difference = Formula.difference(formula, .number(n)),
            ExactField.isZero(difference)
        {
            return n
        }
        throw ball.isPlaceable ? .tooCloseToWholeNumber : .imprecise
    }
}
