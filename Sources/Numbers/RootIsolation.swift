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

    /// A piece of the range, or a point (`lower == upper`), as the function is given it.
    public struct Interval: Sendable {
        public let lower: Rational
        public let upper: Rational

        public init(lower: Rational, upper: Rational) { (self.lower, self.upper) = (lower, upper) }

        /// A ball that holds the piece; the exact point where it is a short fraction, else the
        /// point rounded to the working precision: a point the halving meets has ever longer
        /// fractions, and (1 + m)³⁶⁰ exactly costs far more than in a ball.
        public var ball: Real {
            if lower == upper {
                return lower.bitWidth <= 128
                    ? Real(lower) : Real(form: .approximate(Ball(lower)))
            }
            let (middle, radius) = ((lower + upper) * .half, (upper - lower) * .half)
            return Real(form: .approximate(Ball(middle, radius: radius)))
        }
    }

    /// What the search found in one part of the range.
    public enum Finding: Equatable, Sendable {
        /// Exactly one simple root, or an exact root at a point the halving met.
        case root(Real)
        /// Where neither no root nor one simple root could be proven, touching pieces joined.
        case undecided(lower: Rational, upper: Rational)
        /// Where the budget, or the most pieces a search looks at, ended the search: nothing
        /// is known there.
        case unsearched(lower: Rational, upper: Rational)
    }

    /// The findings on [`lower`, `upper`], in increasing order. `function` is given a piece
    /// of the range, or a point, and says what it proves there.
    public static func roots(
        from lower: Rational, to upper: Rational, of function: (Interval) -> Enclosure
    ) -> [Finding] {
        withoutActuallyEscaping(function) { function in
            var search = Search(function: function)
            return search.findings(from: lower, to: upper)
        }
    }

    private struct Search {
        let function: (Interval) -> Enclosure
        /// A root is narrowed to this width, relative to its size (or to 1 near 0): it is then
        /// known to the digits the display proves, with a margin.
        let narrowest = Self.width(bits: Precision.bits(forDigits: Precision.digits) + 8)
        /// A piece is cut no narrower than this. Within 2^(−bits/2) of a double root, the
        /// function's values (about the square of the distance) are below the working
        /// precision and cannot be told from 0, so a narrower cut decides nothing and there
        /// would be ever more of them.
        let narrowestPiece = Self.width(bits: Precision.bits / 2)

        static func width(bits: Int) -> Rational { (Rational(2).power(bits) ?? .one).reciprocal }
        var pointSigns: [Rational: Int?] = [:]
        /// Each finding with the start of its piece, for the order.
        var found: [(start: Rational, finding: Finding)] = []

        init(function: @escaping (Interval) -> Enclosure) { self.function = function }

        /// Pieces looked at, at most: where nothing can be decided on a wide part of the range
        /// (an overflow throughout), halving it to the narrowest would never end.
        static let maximumPieces = 100_000

        mutating func findings(from start: Rational, to end: Rational) -> [Finding] {
            var pieces = [(start, end)]  // the top is the leftmost
            var count = 0
            while let (lower, upper) = pieces.popLast() {
                count += 1
                if Budget.isSpent || count > Self.maximumPieces {
                    found.append((lower, .unsearched(lower: lower, upper: end)))
                    break
                }
                let enclosure = function(Interval(lower: lower, upper: upper))
                if enclosure.sign != nil { continue }  // no root here
                if enclosure.isMonotone, let lowerSign = sign(at: lower),
                    let upperSign = sign(at: upper)
                {
                    // Monotone: opposite signs at the ends hold exactly one root, equal signs
                    // none, and an exact root at an end is the only one.
                    if lowerSign == 0 { found.append((lower, .root(Real(lower)))) }
                    if upperSign == 0 { found.append((upper, .root(Real(upper)))) }
                    if lowerSign * upperSign < 0 {
                        let root = narrowed(lower, upper, lowerSign: lowerSign)
                        // Cut before its digits were known: not a root to show.
                        if Budget.isSpent {
                            found.append((lower, .unsearched(lower: lower, upper: end)))
                            break
                        }
                        found.append((lower, .root(root)))
                    }
                    continue
                }
                guard !isNarrower(lower, upper, than: narrowestPiece) else {
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
            var (findings, exactRoots) = ([Finding](), Set<Rational>())
            for (_, finding) in found.sorted(by: { $0.start < $1.start }) {
                switch (findings.last, finding) {
                case (_, .root(let root))
                where root.rational.map { !exactRoots.insert($0).inserted } == true:
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
            let sign = function(Interval(lower: point, upper: point)).sign
            pointSigns[point] = sign
            return sign
        }

        private func isNarrower(_ lower: Rational, _ upper: Rational, than width: Rational)
            -> Bool
        {
            upper - lower < max(lower.magnitude, upper.magnitude, .one) * width
        }

        /// The one simple root between `lower` and `upper`, where the function's signs are
        /// `lowerSign` and its opposite: halved until it is known to the display's digits, or
        /// exact where a midpoint is the root itself.
        private mutating func narrowed(_ lower: Rational, _ upper: Rational, lowerSign: Int)
            -> Real
        {
            var (lower, upper) = (lower, upper)
            while !isNarrower(lower, upper, than: narrowest), !Budget.isSpent {
                // A root that is a simple fraction (2, 1/3) is exact once the piece holds no
                // simpler one.
                let simplest = Self.simplest(from: lower, to: upper)
                if simplest != lower, simplest != upper, sign(at: simplest) == 0 {
                    return Real(simplest)
                }
                let middle = (lower + upper) * .half
                switch function(Interval(lower: middle, upper: middle)).sign {
                case 0?: return Real(middle)
                case lowerSign?: lower = middle
                case _?: upper = middle
                case nil:  // as narrow as can be decided
                    return Interval(lower: lower, upper: upper).ball
                }
            }
            return Interval(lower: lower, upper: upper).ball
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
    }
}
