import CArb

/// One FLINT fraction (`fmpq`: numerator and denominator in lowest terms, the denominator
/// positive), owned and never changed once made: the big storage of `Rational`. This folder
/// (`Engine`) holds every call into FLINT and Arb.
final class Fraction: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<fmpq>

    /// A fraction that `make` sets.
    init(_ make: (UnsafeMutablePointer<fmpq>) -> Void) {
        pointer = .allocate(capacity: 1)
        fmpq_init(pointer)
        make(pointer)
    }

    deinit {
        fmpq_clear(pointer)
        pointer.deallocate()
    }

    var isInteger: Bool { fmpz_is_one(pointer.denominatorPointer) != 0 }
}

/// FLINT's text of an integer in `base`.
func text(of integer: UnsafePointer<fmpz>, base: Int32 = 10) -> String {
    guard let characters = fmpz_get_str(nil, base, integer) else { return "" }
    defer { flint_free(characters) }
    return String(cString: characters)
}

extension Rational {
    /// `body` with this value as a FLINT fraction, for the length of the call.
    func withFraction<Result>(_ body: (UnsafeMutablePointer<fmpq>) -> Result) -> Result {
        if case .big(let fraction) = storage {
            return withExtendedLifetime(fraction) { body(fraction.pointer) }
        }
        var q = fmpq()
        fmpq_init(&q)
        defer { fmpq_clear(&q) }
        fmpq_set_si(&q, word ?? 0, 1)
        return body(&q)
    }

    /// The value a FLINT call makes, kept as a word when it is an integer that fits one.
    init(_ make: (UnsafeMutablePointer<fmpq>) -> Void) {
        let fraction = Fraction(make)
        let (top, bottom) = (fraction.pointer.numeratorPointer, fraction.pointer.denominatorPointer)
        if fmpz_is_one(bottom) != 0, fmpz_fits_si(top) != 0 {
            self.init(fmpz_get_si(top))
        } else {
            self.init(storage: .big(fraction))
        }
    }

    static func combine(
        _ a: Rational, _ b: Rational,
        _ operation: (
            UnsafeMutablePointer<fmpq>?, UnsafePointer<fmpq>?, UnsafePointer<fmpq>?
        ) -> Void
    ) -> Rational {
        a.withFraction { x in b.withFraction { y in Rational { operation($0, x, y) } } }
    }

    static func add(_ a: Rational, _ b: Rational) -> Rational { combine(a, b, fmpq_add) }
    static func multiply(_ a: Rational, _ b: Rational) -> Rational { combine(a, b, fmpq_mul) }
    static func divide(_ a: Rational, _ b: Rational) -> Rational { combine(a, b, fmpq_div) }
    static func negate(_ a: Rational) -> Rational {
        a.withFraction { x in Rational { fmpq_neg($0, x) } }
    }

    static func compare(_ a: Rational, _ b: Rational) -> Int32 {
        a.withFraction { x in b.withFraction { y in fmpq_cmp(x, y) } }
    }

    /// A natural number from its digits in `base` (10 or 16, no sign), or nil for any other text.
    init?(digits: some StringProtocol, base: Int32 = 10) {
        let allowed = base == 16 ? "0123456789abcdefABCDEF" : "0123456789"
        guard !digits.isEmpty, digits.allSatisfy(allowed.contains) else { return nil }
        var failed = false
        self.init { failed = fmpz_set_str($0.numeratorPointer, String(digits), base) != 0 }
        if failed { return nil }
    }

    /// 10^exponent, exponent ≥ 0.
    static func tenToThe(_ exponent: Int) -> Rational {
        if exponent <= 18 { return Rational((0..<exponent).reduce(1) { power, _ in power * 10 }) }
        return Rational { fmpz_ui_pow_ui($0.numeratorPointer, 10, UInt(exponent)) }
    }

    /// n! exactly.
    static func factorial(_ n: Int) -> Rational {
        Rational { fmpz_fac_ui($0.numeratorPointer, UInt(n)) }
    }

    /// The binomial coefficient n over k, exactly; the caller bounds the size.
    static func binomial(_ n: Int, _ k: Int) -> Rational {
        Rational { fmpz_bin_uiui($0.numeratorPointer, UInt(n), UInt(k)) }
    }

    /// The integer times the n − 1 integers above it; the caller bounds the size.
    func risingFactorial(_ n: Int) -> Rational {
        withFraction { x in
            Rational { fmpz_rfac_ui($0.numeratorPointer, x.numeratorPointer, UInt(n)) }
        }
    }

    /// `self^exponent`; the caller bounds the size.
    func raised(to exponent: Int) -> Rational {
        if let power = word.flatMap({ Self.wordPower($0, exponent) }) { return Rational(power) }
        return withFraction { x in Rational { fmpq_pow_si($0, x, exponent) } }
    }

    /// `base^exponent` by squaring, when it is an integer that fits a word.
    private static func wordPower(_ base: Int, _ exponent: Int) -> Int? {
        guard exponent >= 0 else { return nil }
        var (result, square, rest) = (1, base, exponent)
        while rest > 0 {
            if rest & 1 == 1 {
                guard case (let product, false) = result.multipliedReportingOverflow(by: square)
                else { return nil }
                result = product
            }
            rest >>= 1
            guard rest > 0 else { break }
            guard case (let next, false) = square.multipliedReportingOverflow(by: square)
            else { return nil }
            square = next
        }
        return result
    }

    var numerator: Rational {
        if word != nil { return self }
        return withFraction { x in
            Rational { fmpz_set($0.numeratorPointer, x.numeratorPointer) }
        }
    }

    var denominator: Rational {
        if word != nil { return Rational(1) }
        return withFraction { x in
            Rational { fmpz_set($0.numeratorPointer, x.denominatorPointer) }
        }
    }

    /// The largest integer not above the value.
    var floor: Rational {
        withFraction { x in
            Rational {
                fmpz_fdiv_q(
                    $0.numeratorPointer, x.numeratorPointer, x.denominatorPointer)
            }
        }
    }

    /// The exact `n`th root of a non-negative integer, when it is one.
    func integerRoot(_ n: Int) -> Rational? {
        var exact = false
        let root = withFraction { x in
            Rational { exact = fmpz_root($0.numeratorPointer, x.numeratorPointer, n) != 0 }
        }
        return exact ? root : nil
    }

    /// How many times `factor` (above 1) divides the integer.
    func multiplicity(of factor: Int) -> Int { removingFactor(factor).count }

    /// How many times `factor` (above 1) divides the integer, and the integer divided by it
    /// that many times.
    func removingFactor(_ factor: Int) -> (count: Int, rest: Rational) {
        guard !isZero else { return (0, self) }
        if var rest = word {
            var count = 0
            while rest.isMultiple(of: factor) { (rest, count) = (rest / factor, count + 1) }
            return (count, Rational(rest))
        }
        var divisor = fmpz()
        fmpz_init_set_si(&divisor, factor)
        defer { fmpz_clear(&divisor) }
        var count = 0
        let rest = withFraction { x in
            Rational { count = fmpz_remove($0.numeratorPointer, x.numeratorPointer, &divisor) }
        }
        return (count, rest)
    }

    /// Numerator and denominator bits together: what the exact value costs to keep.
    public var bitWidth: Int {
        if let word { return Int.bitWidth - word.magnitude.leadingZeroBitCount + 1 }
        return withFraction {
            Int(fmpz_bits($0.numeratorPointer) + fmpz_bits($0.denominatorPointer))
        }
    }

    /// The digits of the numerator (with its sign), and of the denominator.
    var textParts: (numerator: String, denominator: String) {
        if let word { return (String(word), "1") }
        return withFraction {
            (text(of: $0.numeratorPointer), text(of: $0.denominatorPointer))
        }
    }

    /// The numerator's digits in `base`, for integers.
    func integerText(base: Int32) -> String {
        withFraction { text(of: $0.numeratorPointer, base: base) }
    }
}

extension UnsafeMutablePointer<fmpq> {
    var numeratorPointer: UnsafeMutablePointer<fmpz> {
        UnsafeMutableRawPointer(self).assumingMemoryBound(to: fmpz.self)
    }
    var denominatorPointer: UnsafeMutablePointer<fmpz> { numeratorPointer + 1 }
}

/// Frees the caches FLINT and Arb keep for the calling thread (constants, integers in use):
/// nothing frees them when a thread ends. A thread that used numbers calls this last.
public func releaseThreadCaches() { engine_release_thread_caches() }
