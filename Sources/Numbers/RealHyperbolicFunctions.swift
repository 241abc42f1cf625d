/// sinh, cosh, tanh and their inverses, with the exact values the logarithm form gives:
/// sinh(ln q) = (q − 1/q)/2, asinh(3/4) = ln 2.
extension Real {
    public func hyperbolicSine() throws(ArithmeticError) -> Real {
        if isZero { return .zero }
        if case .logarithm(let q) = form { return Real((q - q.reciprocal) * .half) }
        return try Real.approximate(
            boundedForExponential().hyperbolicSine(), .hyperbolicSine(formula))
    }

    public func hyperbolicCosine() throws(ArithmeticError) -> Real {
        if isZero { return .one }
        if case .logarithm(let q) = form { return Real((q + q.reciprocal) * .half) }
        return try Real.approximate(
            boundedForExponential().hyperbolicCosine(), .hyperbolicCosine(formula))
    }

    public func hyperbolicTangent() throws(ArithmeticError) -> Real {
        if isZero { return .zero }
        if case .logarithm(let q) = form {
            let square = q * q
            return Real((square - .one) / (square + .one))
        }
        return try Real.approximate(ball.hyperbolicTangent(), .hyperbolicTangent(formula))
    }

    /// ln(x + √(x² + 1)): exact when x² + 1 is a square (`asinh(3/4)` is ln 2).
    public func inverseHyperbolicSine() throws(ArithmeticError) -> Real {
        if isZero { return .zero }
        if let x = rational, let root = (x * x + .one).root(2) {
            // x + √(x² + 1) > 0 for every x.
            return try Real.logarithm(x + root)
        }
        return try Real.approximate(
            ball.inverseHyperbolicSine(), .inverseHyperbolicSine(formula))
    }

    /// ln(x + √(x² − 1)), for x ≥ 1.
    public func inverseHyperbolicCosine() throws(ArithmeticError) -> Real {
        if let x = rational {
            guard x >= .one else { throw .notReal }
            if let root = (x * x - .one).root(2) { return try Real.logarithm(x + root) }
        }
        let x = ball
        guard !(x - Ball(.one)).isNegative else { throw .notReal }
        guard (x - Ball(.one)).isPositive else { throw .imprecise }
        return try Real.approximate(
            x.inverseHyperbolicCosine(), .inverseHyperbolicCosine(formula))
    }

    /// ½ ln((1 + x)/(1 − x)), for |x| < 1; undefined at ±1, where it grows without bound.
    public func inverseHyperbolicTangent() throws(ArithmeticError) -> Real {
        if isZero { return .zero }
        if let x = rational {
            guard x.magnitude <= .one else { throw .notReal }
            guard x.magnitude < .one else { throw .undefined }
            if let root = ((Rational.one + x) / (Rational.one - x)).root(2) {
                return try Real.logarithm(root)
            }
        }
        let x = ball
        guard x.meetsUnit else { throw .notReal }
        guard x.isWithinUnit, !(x - Ball(.one)).containsZero, !(x + Ball(.one)).containsZero
        else { throw .imprecise }
        return try Real.approximate(
            x.inverseHyperbolicTangent(), .inverseHyperbolicTangent(formula))
    }

    /// The ball, refused beyond 2^exponentBits in size: sinh and cosh grow as e^|x|, past any
    /// value the calculator writes.
    private func boundedForExponential() throws(ArithmeticError) -> Ball {
        let x = ball
        if x.isAbove(twoToThe: Real.exponentBits) { throw .tooLarge }
        guard x.isBelow(twoToThe: Real.exponentBits) else { throw .imprecise }
        return x
    }
}
