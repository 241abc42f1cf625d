import BigInt

/// An exact fraction in lowest terms, the denominator positive.
public struct Rational: Hashable, Comparable, Sendable {
    /// Integers that fit in a machine word, by far the most common values, are kept as one: a
    /// chain of `1 + 1 + …` never touches BigInt, and a `Rational` is a word and a tag to copy
    /// (the rest is boxed). Every value has one storage (an integer that fits is always `.word`), so
    /// the synthesized `==` and hash are right.
    private enum Storage: Hashable, Sendable {
        case word(Int)
        indirect case fraction(numerator: BigInt, denominator: BigInt)
    }

    private let storage: Storage

    /// Past this many bits (numerator and denominator together, about 9 900 decimal digits) a
    /// value stops being exact: squaring `2` forty times must not take all memory.
    public static let maximumBitWidth = 1 << 15

    public static let zero = Rational(0)
    public static let one = Rational(1)

    public init(_ integer: Int) { storage = .word(integer) }

    public init(_ integer: BigInt) { self.init(unreduced: integer, 1) }

    /// `numerator / denominator`; the denominator must not be 0.
    public init(_ numerator: BigInt, _ denominator: BigInt) {
        precondition(!denominator.isZero, "zero denominator")
        if denominator.isOne {
            self.init(unreduced: numerator, 1)
            return
        }
        let divisor = numerator.greatestCommonDivisor(with: denominator)
        let sign: BigInt = denominator.sign == .minus ? -1 : 1
        self.init(unreduced: sign * numerator / divisor, sign * denominator / divisor)
    }

    /// Numerator and denominator already in lowest terms.
    init(unreduced numerator: BigInt, _ denominator: BigInt) {
        if denominator.isOne, let word = numerator.word {
            storage = .word(word)
        } else {
            storage = .fraction(numerator: numerator, denominator: denominator)
        }
    }

    public var numerator: BigInt {
        switch storage {
        case .word(let integer): BigInt(integer)
        case .fraction(let numerator, _): numerator
        }
    }

    public var denominator: BigInt {
        switch storage {
        case .word: 1
        case .fraction(_, let denominator): denominator
        }
    }

    /// The value as a machine integer, when it is an integer that fits in one.
    var word: Int? { if case .word(let integer) = storage { integer } else { nil } }

    public var isInteger: Bool { word != nil || denominator.isOne }

    /// Every digit of an integer (`-12`); nil for a fraction.
    var integerText: String? { word.map(String.init) ?? (isInteger ? numerator.description : nil) }

    public var isZero: Bool { word == 0 }
    public var isNegative: Bool { word.map { $0 < 0 } ?? (numerator.sign == .minus) }
    public var magnitude: Rational { isNegative ? -self : self }

    /// Numerator and denominator bits together: what the exact value costs to keep.
    public var bitWidth: Int {
        if let word { return Int.bitWidth - word.magnitude.leadingZeroBitCount + 1 }
        return numerator.magnitude.bitWidth + denominator.magnitude.bitWidth
    }
    var isTooLarge: Bool { bitWidth > Self.maximumBitWidth }

    public static func + (a: Rational, b: Rational) -> Rational {
        if let x = a.word, let y = b.word, case (let sum, false) = x.addingReportingOverflow(y) {
            return Rational(sum)
        }
        if a.denominator == b.denominator {
            return Rational(a.numerator + b.numerator, a.denominator)
        }
        return Rational(
            a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator
        )
    }

    public static prefix func - (a: Rational) -> Rational {
        if let x = a.word, x != .min { return Rational(-x) }
        return Rational(unreduced: -a.numerator, a.denominator)
    }

    public static func - (a: Rational, b: Rational) -> Rational { a + -b }

    public static func * (a: Rational, b: Rational) -> Rational {
        if let x = a.word, let y = b.word,
            case (let product, false) = x.multipliedReportingOverflow(by: y)
        {
            return Rational(product)
        }
        return Rational(a.numerator * b.numerator, a.denominator * b.denominator)
    }

    /// `b` must not be 0.
    public static func / (a: Rational, b: Rational) -> Rational {
        Rational(a.numerator * b.denominator, a.denominator * b.numerator)
    }

    public var reciprocal: Rational { Rational(denominator, numerator) }

    public static func < (a: Rational, b: Rational) -> Bool {
        if let x = a.word, let y = b.word { return x < y }
        return a.numerator * b.denominator < b.numerator * a.denominator
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
}

extension BigInt {
    var isOne: Bool { sign == .plus && magnitude.bitWidth == 1 }

    /// The value, if it fits in an `Int` (without BigInt's generic conversion).
    var word: Int? {
        guard magnitude.bitWidth < Int.bitWidth else { return nil }
        let value = Int(magnitude.words.first ?? 0)
        return sign == .minus ? -value : value
    }
}

extension BigUInt {
    /// ⌊√self⌋ by Newton's iteration from a `Double`'s estimate: two divisions for a 256-bit
    /// radicand, where BigInt's own `squareRoot` takes nine from a power of 2.
    func flooredSquareRoot() -> BigUInt {
        if isZero { return 0 }
        let shift = Swift.max(0, bitWidth - 52) & ~1
        let top = (self >> shift).words.first ?? 0
        // ⌊√top⌋ + 1 ≥ √(top + 1): above the root, right to 25 bits. Each step squares the
        // relative error and stays at or above ⌊√self⌋, so once the error is below 1 the root
        // is at most two above it.
        var root = BigUInt(UInt(Double(top).squareRoot() * (1 + 0x1p-40)) + 1) << (shift / 2)
        var correctBits = 25
        while correctBits < root.bitWidth + 2 {
            root = (root + self / root) >> 1
            correctBits *= 2
        }
        while root * root > self { root -= 1 }
        return root
    }

    /// The integer `n`th root, if `self` is a perfect `n`th power.
    func exactRoot(_ n: Int) -> BigUInt? {
        if self < 2 { return self }
        // 2^n > self: the root is 1, and self is not 1.
        if n >= bitWidth { return nil }
        if n == 2 {
            let root = flooredSquareRoot()
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
