/// Every real root of a continuous function in a range, each one proven. The range is cut in
/// halves until each piece provably holds no root (the function's enclosure on it excludes
/// 0), or provably holds exactly one simple root (the function is monotone on it and its ends
/// have opposite signs), or is too narrow to cut again and is said to be undecided (a double
/// root, close roots, a pole). A root is then narrowed by halving to the digits the display
/// proves; one at a rational point the halving meets is exact.
public enum RootIsolation {
    /// What is proven of a function on an interval, or at a point.
    public struct Enclosure: Sendable {
        /// The sign of every value on the interval, −1 or 1; 0 at a point where the value is
        /// exactly 0; nil where none is proven (the interval may hold a root).
        public var sign: Int?
        /// Whether the function is proven monotone on the whole interval (its slope's
        /// enclosure excludes 0).
        public var isMonotone: Bool

        public init(sign: Int?, isMonotone: Bool = false) {
            (self.sign, self.isMonotone) = (sign, isMonotone)
        }
    }

    /// What the search found in one part of the range.
    public enum Finding: Equatable, Sendable {
        /// Exactly one simple root, or an exact root at a point the halving met.
        case root(Real)
        /// Where neither no root nor one simple root could be proven, touching pieces joined.
        case undecided(lower: Rational, upper: Rational)
        /// Where the budget ended the search: nothing is known there.
        case unsearched(lower: Rational, upper: Rational)
    }

    /// The findings on [`lower`, `upper`], in increasing order. `function` is given a ball
    /// that holds an interval of the range, or an exact point, and says what it proves there.
    public static func roots(
        from lower: Rational, to upper: Rational, of function: (Real) -> Enclosure
    ) -> [Finding] {
        withoutActuallyEscaping(function) { function in
            var search = Search(function: function)
            return search.findings(from: lower, to: upper)
        }
    }

    private struct Search {
        let function: (Real) -> Enclosure
        /// Pieces narrower than this, relative to their size (or to 1 near 0), are not cut:
        /// their roots are known to the digits the display proves, with a margin.
        let narrowest =
            (Rational(2).power(Precision.bits(forDigits: Precision.digits) + 8)
            ?? .one).reciprocal
        var pointSigns: [Rational: Int?] = [:]
        /// Each finding with the start of its piece, for the order.
        var found: [(start: Rational, finding: Finding)] = []

        init(function: @escaping (Real) -> Enclosure) { self.function = function }

        mutating func findings(from start: Rational, to end: Rational) -> [Finding] {
            var pieces = [(start, end)]  // the top is the leftmost
            while let (lower, upper) = pieces.popLast() {
                if Budget.isSpent {
                    found.append((lower, .unsearched(lower: lower, upper: end)))
                    break
                }
                let enclosure = function(Self.ball(lower, upper))
                if enclosure.sign != nil { continue }  // no root here
                if enclosure.isMonotone, let lowerSign = sign(at: lower),
                    let upperSign = sign(at: upper)
                {
                    // Monotone: opposite signs at the ends hold exactly one root, equal signs
                    // none, and an exact root at an end is the only one.
                    if lowerSign == 0 { found.append((lower, .root(Real(lower)))) }
                    if upperSign == 0 { found.append((upper, .root(Real(upper)))) }
                    if lowerSign * upperSign < 0 {
                        found.append((lower, .root(narrowed(lower, upper, lowerSign: lowerSign))))
                    }
                    continue
                }
                guard !isNarrowest(lower, upper) else {
                    found.append((lower, .undecided(lower: lower, upper: upper)))
                    continue
                }
                let middle = (lower + upper) * .half
                if sign(at: middle) == 0 { found.append((middle, .root(Real(middle)))) }
                pieces += [(middle, upper), (lower, middle)]
            }
            return joined()
        }

        /// The findings in order: an exact root met more than once kept once, touching
        /// undecided pieces joined.
        private func joined() -> [Finding] {
            var findings: [Finding] = []
            for (_, finding) in found.sorted(by: { $0.start < $1.start }) {
                switch (findings.last, finding) {
                case (.root(let last)?, .root(let root)) where last.isExact && last == root:
                    continue
                case (.undecided(let lower, let end)?, .undecided(let start, let upper))
                where end == start:
                    findings[findings.count - 1] = .undecided(lower: lower, upper: upper)
                default:
                    findings.append(finding)
                }
            }
            return findings
        }

        /// The proven sign at a point: 0 where the value is exactly 0; nil where undecided.
        private mutating func sign(at point: Rational) -> Int? {
            if let known = pointSigns[point] { return known }
            let sign = function(Real(point)).sign
            pointSigns[point] = sign
            return sign
        }

        private func isNarrowest(_ lower: Rational, _ upper: Rational) -> Bool {
            upper - lower < max(lower.magnitude, upper.magnitude, .one) * narrowest
        }

        /// The one simple root between `lower` and `upper`, where the function's signs are
        /// `lowerSign` and its opposite: halved until it is known to the display's digits, or
        /// exact where a midpoint is the root itself.
        private mutating func narrowed(_ lower: Rational, _ upper: Rational, lowerSign: Int)
            -> Real
        {
            var (lower, upper) = (lower, upper)
            while !isNarrowest(lower, upper), !Budget.isSpent {
                // A root that is a simple fraction (2, 1/3) is exact once the piece holds no
                // simpler one.
                let simplest = Self.simplest(from: lower, to: upper)
                if simplest != lower, simplest != upper, sign(at: simplest) == 0 {
                    return Real(simplest)
                }
                let middle = (lower + upper) * .half
                switch function(Real(middle)).sign {
                case 0?: return Real(middle)
                case lowerSign?: lower = middle
                case _?: upper = middle
                case nil: return Self.ball(lower, upper)  // as narrow as can be decided
                }
            }
            return Self.ball(lower, upper)
        }

        /// The fraction of smallest denominator in [a, b], a < b: the continued fraction both
        /// ends share, then the smallest step between them (the Stern–Brocot tree's descent).
        static func simplest(from a: Rational, to b: Rational) -> Rational {
            var (a, b, terms) = (a, b, [Rational]())
            while true {
                let whole = a.floor
                if whole == a || whole + .one <= b {
                    var value = whole == a ? a : whole + .one
                    for term in terms.reversed() { value = term + value.reciprocal }
                    return value
                }
                terms.append(whole)
                (a, b) = ((b - whole).reciprocal, (a - whole).reciprocal)
            }
        }

        /// A ball that holds [lower, upper].
        static func ball(_ lower: Rational, _ upper: Rational) -> Real {
            guard lower != upper else { return Real(lower) }
            let (middle, radius) = ((lower + upper) * .half, (upper - lower) * .half)
            return Real(form: .approximate(Ball(middle, radius: radius)))
        }
    }
}
