/// The positive roots of a polynomial `c₀ + c₁x + … + cₙxⁿ`, every one proven: Descartes'
/// rule of signs isolates them (the Vincent–Collins–Akritas bisection, on the exact
/// coefficients where they are exact), and each is narrowed to a ball of the working
/// precision by Newton's steps that keep a sign change inside. A root at a rational point the
/// bisection meets is exact. An undecidable sign is `imprecise`: Ziv's loop evaluates again.
extension Real {
    public static func positiveRoots(ofPolynomial coefficients: [Real]) throws(ArithmeticError)
        -> [Real]
    {
        var c = coefficients
        while let last = c.last, try last.sign() == 0 { c.removeLast() }
        while let first = c.first, try first.sign() == 0 { c.removeFirst() }  // roots at 0
        guard c.count > 1, try signChanges(c) > 0 else { return [] }
        if c.count == 2 { return [try -c[0] / c[1]] }
        // (0, 1) on p; 1 itself; (1, ∞) as (0, 1) on xⁿp(1/x), whose roots are reciprocals.
        var roots: [Real] = []
        if try sum(c).sign() == 0 {  // a root at 1 leaves the parts on both sides of it
            roots.append(.one)
            c = try deflated(c, at: .one)
        }
        roots += try isolatedRoots(c)
        for root in try isolatedRoots(c.reversed()) { roots.append(try root.reciprocal()) }
        return roots.sorted { $0.ball.midpoint < $1.ball.midpoint }
    }

    /// Sign changes of the coefficients, zeros skipped: an upper bound on the positive roots,
    /// of the same parity; 0 and 1 are exact counts.
    private static func signChanges(_ c: [Real]) throws(ArithmeticError) -> Int {
        var (changes, previous) = (0, 0)
        for coefficient in c {
            let sign = try coefficient.sign()
            if sign != 0 && previous != 0 && sign != previous { changes += 1 }
            if sign != 0 { previous = sign }
        }
        return changes
    }

    private static func sum(_ c: [Real]) throws(ArithmeticError) -> Real {
        var total = Real.zero
        for coefficient in c { total = try total + coefficient }
        return total
    }

    /// `q(x + 1)`: Horner's shift, n²/2 additions: of degree 12 000, 72 million, so the
    /// budget is checked at each of its n rounds (a window's key never waits for it).
    private static func shiftedByOne(_ q: [Real]) throws(ArithmeticError) -> [Real] {
        var a = q
        for i in 0..<a.count {
            if Budget.isSpent { throw .imprecise }
            for j in stride(from: a.count - 2, through: i, by: -1) { a[j] = try a[j] + a[j + 1] }
        }
        return a
    }

    /// `c ÷ (x − r)`, where r is a root of c: synthetic division.
    private static func deflated(_ c: [Real], at r: Rational) throws(ArithmeticError) -> [Real] {
        var quotient = [Real](repeating: .zero, count: c.count - 1)
        var carried = Real.zero
        for k in stride(from: c.count - 1, through: 1, by: -1) {
            carried = try c[k] + Real(r) * carried
            quotient[k - 1] = carried
        }
        return quotient
    }

    /// The roots of p in (0, 1): bisection until Descartes counts 0 or 1 in each part. A
    /// part is the polynomial that maps it onto (0, 1), with its left end and width.
    private static func isolatedRoots(_ p: [Real]) throws(ArithmeticError) -> [Real] {
        var (roots, parts) = ([Real](), [(q: p, left: Rational.zero, width: Rational.one)])
        while let part = parts.popLast() {
            let (q, left, width) = (part.q, part.left, part.width)
            if Budget.isSpent { throw .imprecise }
            // Roots of q in (0, 1) are those of (x + 1)ⁿq(1/(x + 1)) in (0, ∞).
            switch try signChanges(shiftedByOne(q.reversed())) {
            case 0: continue
            case 1:
                roots.append(try root(of: p, between: left, and: left + width))
                continue
            default: break
            }
            // Isolating needs the roots apart by more than the precision can tell: a double
            // root off the bisection's points is not decided.
            guard width.bitWidth < Precision.bits else { throw .imprecise }
            var halved = q
            var scale = Rational.one
            for index in halved.indices {
                halved[index] = try halved[index] * Real(scale)
                scale = scale * .half
            }
            let middle = left + width * .half
            var (below, above) = (halved, try shiftedByOne(halved))
            if try sum(halved).sign() == 0 {
                // A root where the bisection cuts (`irr(4, −13, 10)`'s 25 %) leaves both
                // parts: at 1 of the one below, at 0 of the one above (its constant is 0).
                roots.append(Real(middle))
                below = try deflated(below, at: .one)
                above.removeFirst()
            }
            parts.append((above, middle, width * .half))
            parts.append((below, left, width * .half))
        }
        return roots
    }

    /// p's one root in (a, b), where p changes sign: a ball of the working precision.
    private static func root(of p: [Real], between a: Rational, and b: Rational)
        throws(ArithmeticError) -> Real
    {
        // Rational coefficients tell a root at a rational point exactly.
        let rationals = p.compactMap(\.rational)
        let isExactRoot = { (x: Rational) in
            rationals.count == p.count && rationals.reversed().reduce(.zero) { $0 * x + $1 }.isZero
        }
        // An end that is a root (found where the bisection cut) has no sign: p without it has.
        var p = p
        for end in [a, b] where isExactRoot(end) { p = try deflated(p, at: end) }
        let coefficients = p.map(\.ball)
        let derivative = p.indices.dropFirst().map { Ball(Rational($0)) * coefficients[$0] }
        let value = { (c: [Ball], x: Ball) in c.reversed().reduce(Ball(.zero)) { $0 * x + $1 } }
        let sign = { (x: Rational) -> Int? in
            let y = value(coefficients, Ball(x))
            return y.isPositive ? 1 : (y.isNegative ? -1 : nil)
        }
        guard let signAtA = sign(a) else { throw .imprecise }
        var (a, b) = (a, b)
        // Moves the end of (a, b) that has p's sign at x to x; false where that sign is not
        // known (x is as near the root as the precision can tell).
        func cut(at x: Rational) -> Bool {
            guard a < x, x < b, let signAtX = sign(x) else { return false }
            if signAtX == signAtA { a = x } else { b = x }
            return true
        }
        // Until (a, b) is as narrow as the precision, relative to the root.
        while !Ball((b - a) / (a.isZero ? b : a)).isBelow(twoToThe: 8 - Precision.bits) {
            if Budget.isSpent { throw .imprecise }
            let middle = a + (b - a) * .half
            guard cut(at: middle) else {
                if isExactRoot(middle) { return Real(middle) }
                break
            }
            // Newton's step from the middle; near the root, the root lies within a sixteenth
            // of the step from where it lands, so two more signs close (a, b) on both sides.
            let slope = value(derivative, Ball(middle))
            guard !slope.containsZero else { continue }
            let next = (Ball(middle) - value(coefficients, Ball(middle)) / slope).exactMidpoint
            guard cut(at: next) else { continue }
            let step = (next - middle).magnitude * Rational(1, 16)
            _ = cut(at: next + step)
            _ = cut(at: next - step)
        }
        return try approximate(Ball(a + (b - a) * .half, radius: (b - a) * .half), nil)
    }
}
