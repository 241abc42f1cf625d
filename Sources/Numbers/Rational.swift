/// An exact fraction in lowest terms, the denominator positive.
public struct Rational: Hashable, Comparable, Sendable {
    /// Integers that fit in a machine word, by far the most common values, are kept as one: a
    /// chain of `1 + 1 + …` never calls FLINT, and a `Rational` is a word and a tag to copy.
    /// Every value has one storage (an integer that fits is always `.word`).
    enum Storage: Sendable {
        case word(Int)
        case big(Fraction)
    }

    let storage: Storage

    /// Past this many bits (numerator and denominator together, about 1.26 million decimal
    /// digits) a value stops being exact: squaring `2` forty times must not take all memory.
    /// Below it every operation costs milliseconds (FLINT's fast multiplication).
    public static let maximumBitWidth = 1 << 22

    public static let zero = Rational(0)
    public static let one = Rational(1)
    public static let half = Rational(1, 2)

    init(storage: Storage) { self.storage = storage }

    public init(_ integer: Int) { storage = .word(integer) }

    /// `numerator / denominator`; the denominator must not be 0.
    public init(_ numerator: Int, _ denominator: Int) {
        precondition(denominator != 0, "zero denominator")
        self = Rational(numerator) / Rational(denominator)
    }

    /// The value as a machine integer, when it is an integer that fits in one.
    public var word: Int? { if case .word(let integer) = storage { integer } else { nil } }

    public var isInteger: Bool {
        switch storage {
        case .word: true
        case .big(let fraction): fraction.isInteger
        }
    }
    public var isZero: Bool { word == 0 }
    public var isNegative: Bool { word.map { $0 < 0 } ?? (Self.compare(self, .zero) < 0) }
    public var magnitude: Rational { isNegative ? -self : self }
    var isTooLarge: Bool { word == nil && bitWidth > Self.maximumBitWidth }

    /// Every digit of an integer (`-12`); nil for a fraction.
    var integerText: String? { word.map(String.init) ?? (isInteger ? textParts.numerator : nil) }

    public static func + (a: Rational, b: Rational) -> Rational {
        if let x = a.word, let y = b.word, case (let sum, false) = x.addingReportingOverflow(y) {
            return Rational(sum)
        }
        return add(a, b)
    }

    public static prefix func - (a: Rational) -> Rational {
        if let x = a.word, x != .min { return Rational(-x) }
        return negate(a)
    }

    public static func - (a: Rational, b: Rational) -> Rational { a + -b }

    public static func * (a: Rational, b: Rational) -> Rational {
        if let x = a.word, let y = b.word,
            case (let product, false) = x.multipliedReportingOverflow(by: y)
        {
            return Rational(product)
        }
        return multiply(a, b)
    }

    /// `b` must not be 0.
    public static func / (a: Rational, b: Rational) -> Rational {
        precondition(!b.isZero, "division by zero")
        if let x = a.word, let y = b.word, y != -1, x.isMultiple(of: y) { return Rational(x / y) }
        return divide(a, b)
    }

    public var reciprocal: Rational { .one / self }

    public static func < (a: Rational, b: Rational) -> Bool {
        if let x = a.word, let y = b.word { return x < y }
        return compare(a, b) < 0
    }

    public static func == (a: Rational, b: Rational) -> Bool {
        if let x = a.word, let y = b.word { return x == y }
        return a.word == nil && b.word == nil && compare(a, b) == 0
    }

    public func hash(into hasher: inout Hasher) {
        if let word { hasher.combine(word) } else { hasher.combine(textParts.numerator) }
    }

    /// `self` to an integer power, or nil when the result would be larger than an exact value
    /// may be (the caller approximates instead). `0` to a negative power is the caller's to refuse.
    public func power(_ exponent: Int) -> Rational? {
        if exponent == 0 || self == .one { return .one }
        if isZero || self == -.one { return exponent.isMultiple(of: 2) ? .one : self }
        // The magnitude, not the negation: −Int.min overflows.
        let count = exponent.magnitude
        guard count <= Self.maximumBitWidth, (bitWidth - 1) * Int(count) <= Self.maximumBitWidth
        else { return nil }
        return (exponent < 0 ? reciprocal : self).raised(to: Int(count))
    }

    /// The exact `n`th root, if it is rational: `(−8, 3)` → −2, `(16/9, 2)` → 4/3.
    public func root(_ n: Int) -> Rational? {
        precondition(n > 0)
        if n == 1 || isZero || self == .one { return self }
        if isNegative { return n.isMultiple(of: 2) ? nil : magnitude.root(n).map { -$0 } }
        guard let top = numerator.integerRoot(n), let bottom = denominator.integerRoot(n) else {
            return nil
        }
        return top / bottom
    }

    /// `self` less the largest multiple of `modulus` not above it: in `[0, modulus)`.
    func modulo(_ modulus: Rational) -> Rational { self - modulus * (self / modulus).floor }

    /// Whether the integer is even.
    var isEven: Bool { (self * .half).isInteger }
}

extension Rational: CustomStringConvertible {
    /// `-12`, `7/12`.
    public var description: String {
        if let word { return String(word) }
        let (top, bottom) = textParts
        return bottom == "1" ? top : top + "/" + bottom
    }
}
