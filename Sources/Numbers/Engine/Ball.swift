import CArb

/// A ball `[midpoint ± radius]` that is known to hold a real number: Arb's rigorous ball
/// arithmetic, every operation at the working precision (`Precision.bits`). Owned and never
/// changed once made.
final class Ball: Equatable, @unchecked Sendable {
    private let pointer: UnsafeMutablePointer<arb_struct>

    /// A ball that `make` sets, given the working precision.
    init(_ make: (UnsafeMutablePointer<arb_struct>, Int) -> Void) {
        pointer = .allocate(capacity: 1)
        arb_init(pointer)
        make(pointer, Precision.bits)
    }

    deinit {
        arb_clear(pointer)
        pointer.deallocate()
    }

    convenience init(_ value: Rational) {
        self.init { ball, bits in value.withFraction { arb_set_fmpq(ball, $0, bits) } }
    }

    /// `[value ± radius]`.
    convenience init(_ value: Rational, radius: Rational) {
        let error = Ball(radius)
        self.init { ball, bits in
            value.withFraction { arb_set_fmpq(ball, $0, bits) }
            withExtendedLifetime(error) { arb_add_error(ball, error.pointer) }
        }
    }

    static var pi: Ball { Ball { arb_const_pi($0, $1) } }

    private func map(
        _ operation: (UnsafeMutablePointer<arb_struct>?, UnsafePointer<arb_struct>?, Int) -> Void
    ) -> Ball {
        Ball { operation($0, pointer, $1) }
    }

    private func combine(
        _ other: Ball,
        _ operation: (
            UnsafeMutablePointer<arb_struct>?, UnsafePointer<arb_struct>?,
            UnsafePointer<arb_struct>?, Int
        ) -> Void
    ) -> Ball {
        Ball { operation($0, pointer, other.pointer, $1) }
    }

    static func + (a: Ball, b: Ball) -> Ball { a.combine(b, arb_add) }
    static func - (a: Ball, b: Ball) -> Ball { a.combine(b, arb_sub) }
    static func * (a: Ball, b: Ball) -> Ball { a.combine(b, arb_mul) }
    /// Unbounded (infinite radius) when `b` holds 0: the caller checks first.
    static func / (a: Ball, b: Ball) -> Ball { a.combine(b, arb_div) }
    static prefix func - (a: Ball) -> Ball { Ball { result, _ in arb_neg(result, a.pointer) } }

    func power(_ n: Int) -> Ball {
        Ball { arb_pow_ui($0, pointer, UInt(n.magnitude), $1) }.reciprocal(if: n < 0)
    }
    private func reciprocal(if condition: Bool) -> Ball {
        condition ? Ball { arb_inv($0, pointer, $1) } : self
    }

    func squareRoot() -> Ball { map(arb_sqrtpos) }
    func exponential() -> Ball { map(arb_exp) }
    func logarithm() -> Ball { map(arb_log) }
    func commonLogarithm() -> Ball { Ball { arb_log_base_ui($0, pointer, 10, $1) } }
    func sine() -> Ball { map(arb_sin) }
    func cosine() -> Ball { map(arb_cos) }
    func arctangent() -> Ball { map(arb_atan) }
    func arcsine() -> Ball { map(arb_asin) }
    func gamma() -> Ball { map(arb_gamma) }
    func logarithmOfGamma() -> Ball { map(arb_lgamma) }
    func binaryLogarithm() -> Ball { Ball { arb_log_base_ui($0, pointer, 2, $1) } }
    func hyperbolicSine() -> Ball { map(arb_sinh) }
    func hyperbolicCosine() -> Ball { map(arb_cosh) }
    func hyperbolicTangent() -> Ball { map(arb_tanh) }
    func inverseHyperbolicSine() -> Ball { map(arb_asinh) }
    func inverseHyperbolicCosine() -> Ball { map(arb_acosh) }
    func inverseHyperbolicTangent() -> Ball { map(arb_atanh) }

    /// ⌊x⌋ when the ball lies between two integers; nil when it holds one (or is too wide).
    var floor: Rational? { uniqueInteger(rounding: arb_floor) }
    /// ⌈x⌉ when the ball lies between two integers; nil when it holds one (or is too wide).
    var ceiling: Rational? { uniqueInteger(rounding: arb_ceil) }
    /// The integer nearest every value, when the ball is narrower than one.
    var nearestInteger: Rational? { (self + Ball(.half)).floor }

    private func uniqueInteger(
        rounding: (UnsafeMutablePointer<arb_struct>?, UnsafePointer<arb_struct>?, Int) -> Void
    ) -> Rational? {
        // The integer of a value this large would not be exact anyway.
        guard isBelow(twoToThe: Rational.maximumBitWidth) else { return nil }
        let rounded = map(rounding)
        var isUnique = false
        let integer = Rational {
            isUnique = arb_get_unique_fmpz($0.numeratorPointer, rounded.pointer) != 0
        }
        return isUnique ? integer : nil
    }

    // MARK: What is known

    var containsZero: Bool { arb_contains_zero(pointer) != 0 }
    /// Exactly 0: the midpoint and the radius are.
    var isZero: Bool { arb_is_zero(pointer) != 0 }
    var isPositive: Bool { arb_is_positive(pointer) != 0 }
    var isNegative: Bool { arb_is_negative(pointer) != 0 }
    var isFinite: Bool { arb_is_finite(pointer) != 0 }
    var containsInteger: Bool { arb_contains_int(pointer) != 0 }

    /// Whether every value lies within `[−1, 1]`, and whether some does.
    var isWithinUnit: Bool { Ball.unit.contains(self) }
    var meetsUnit: Bool { Ball.unit.overlaps(self) }
    private static var unit: Ball { Ball { result, _ in arb_zero_pm_one(result) } }
    // Methods of the temporary ball, so that it lives until Arb has read it.
    private func contains(_ other: Ball) -> Bool { arb_contains(pointer, other.pointer) != 0 }
    private func overlaps(_ other: Ball) -> Bool { arb_overlaps(pointer, other.pointer) != 0 }

    /// Whether the radius is below 1: an angle known that closely has a place in its turn.
    var isPlaceable: Bool { mag_cmp_2exp_si(&pointer.pointee.rad, 0) < 0 }

    /// An upper bound on the magnitude, as the exponent e of 2^e, no lower than −2^40: a ball
    /// around 0 may be far narrower than a word counts (`log(tanh(10^70000))`), and its
    /// exponent must still multiply safely.
    var magnitudeExponent: Int {
        var magnitude = mag_struct()
        mag_init(&magnitude)
        defer { mag_clear(&magnitude) }
        arb_get_mag(&magnitude, pointer)
        // Within ±2^40: a ball around 0 as wide as 2^(2^100) proves no digit either way.
        let (floor, ceiling) = (-(1 << 40), 1 << 40)
        if mag_cmp_2exp_si(&magnitude, floor) < 0 { return floor }
        return mag_cmp_2exp_si(&magnitude, ceiling) > 0 ? ceiling : fmpz_get_si(&magnitude.exp)
    }

    /// The midpoint's exponent e: 2^(e−1) ≤ |midpoint| < 2^e.
    var midpointExponent: Int { fmpz_get_si(&pointer.pointee.mid.exp) }

    /// How many bits of the midpoint are right relative to the value's size (negative when
    /// the radius is larger than the midpoint).
    var accuracy: Int { arb_rel_accuracy_bits(pointer) }

    /// Where the magnitude lies on the scale of exponents, which has no end (the exponent is
    /// FLINT's integer of any size): the exponent e of a bound 2^e from above
    /// (`arb_get_mag`) or from below, as its sign and the bits of |e|.
    func exponentSize(fromAbove: Bool) -> (sign: Int, bits: Int) {
        withBound(fromAbove ? arb_get_mag : arb_get_mag_lower) { magnitude in
            magnitude.pointee.man == 0
                ? (0, 0)
                : (Int(fmpz_sgn(&magnitude.pointee.exp)), Int(fmpz_bits(&magnitude.pointee.exp)))
        }
    }

    /// Whether every value is smaller than 2^exponent in magnitude, and larger.
    func isBelow(twoToThe exponent: Int) -> Bool {
        withBound(arb_get_mag) { mag_cmp_2exp_si($0, exponent) < 0 }
    }

    func isAbove(twoToThe exponent: Int) -> Bool {
        withBound(arb_get_mag_lower) { mag_cmp_2exp_si($0, exponent) > 0 }
    }

    private func withBound<Result>(
        _ bound: (UnsafeMutablePointer<mag_struct>?, UnsafePointer<arb_struct>?) -> Void,
        _ body: (UnsafeMutablePointer<mag_struct>) -> Result
    ) -> Result {
        var magnitude = mag_struct()
        mag_init(&magnitude)
        defer { mag_clear(&magnitude) }
        bound(&magnitude, pointer)
        return body(&magnitude)
    }

    /// The midpoint, exactly (a finite ball's: at most the working precision's bits).
    var exactMidpoint: Rational { Rational { arf_get_fmpq($0, midpointPointer) } }

    /// The midpoint's nearest `Double` (±infinity beyond its range).
    var midpoint: Double { arf_get_d(midpointPointer, ARF_RND_NEAR) }

    private var midpointPointer: UnsafeMutablePointer<arf_struct> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: arf_struct.self)
    }

    /// The digits of the integer nearest every value of `self · 10^scale` (about `digits`
    /// of them) and whether it is negative; nil when the values round to different integers.
    func rounded(at scale: Int, digits: Int) -> (digits: String, isNegative: Bool)? {
        // Rigorous, and beyond the ball's own accuracy or the digits asked for (with a margin
        // for a value near a half): the scaled ball is as narrow as it can be.
        let bits = min(accuracy, max(Precision.bits, Precision.bits(forDigits: digits + 10))) + 64
        var (power, scaled) = (arb_struct(), arb_struct())
        arb_init(&power)
        arb_init(&scaled)
        defer {
            arb_clear(&power)
            arb_clear(&scaled)
        }
        arb_ui_pow_ui(&power, 10, UInt(abs(scale)), bits)
        if scale >= 0 {
            arb_mul(&scaled, pointer, &power, bits)
        } else {
            arb_div(&scaled, pointer, &power, bits)
        }
        return Self.nearestInteger(to: &scaled, bits: bits)
    }

    /// The digits of the integer nearest every value of `ball` and whether it is negative;
    /// nil when its ends round to different integers (or it is not finite).
    private static func nearestInteger(to ball: UnsafePointer<arb_struct>, bits: Int) -> (
        digits: String, isNegative: Bool
    )? {
        guard arb_is_finite(ball) != 0 else { return nil }
        var (lower, upper) = (arf_struct(), arf_struct())
        var (low, high) = (fmpz(), fmpz())
        // FLINT's small integers and Arb's zero numbers are all-zero structs: only clearing is
        // needed, for what grew on the heap.
        defer {
            arf_clear(&lower)
            arf_clear(&upper)
            fmpz_clear(&low)
            fmpz_clear(&high)
        }
        arb_get_lbound_arf(&lower, ball, bits)
        arb_get_ubound_arf(&upper, ball, bits)
        arf_get_fmpz(&low, &lower, ARF_RND_NEAR)
        arf_get_fmpz(&high, &upper, ARF_RND_NEAR)
        guard fmpz_equal(&low, &high) != 0 else { return nil }
        fmpz_abs(&high, &low)
        return (text(of: &high), fmpz_sgn(&low) < 0)
    }

    /// Whether the midpoint's binary exponent needs more than 48 bits: its decimal exponent
    /// is then worked out in FLINT's integers (`scientific`), not in a word.
    var hasHugeExponent: Bool { fmpz_bits(&pointer.pointee.mid.exp) > 48 }

    /// `digits` significant digits of a value of any size, its sign, and its decimal exponent k
    /// (|x| ≈ d.dd… · 10^k) less `k mod step` as text, with that shift (engineering: step 3);
    /// nil when the ball's values do not all round alike.
    func scientific(digits: Int, step: UInt) -> (
        digits: String, isNegative: Bool, exponent: String, shift: Int
    )? {
        let bits =
            max(Precision.bits, Precision.bits(forDigits: digits + 10)) + 64
            + Int(fmpz_bits(&pointer.pointee.mid.exp))
        var (exponent, scale, term) = (fmpz(), fmpz(), fmpz())
        var (logarithm, ten, power, scaled) = (
            arb_struct(), arb_struct(), arb_struct(), arb_struct()
        )
        // FLINT's small integers and Arb's zero balls are all-zero structs: only clearing is
        // needed, for what grew on the heap.
        defer {
            fmpz_clear(&exponent)
            fmpz_clear(&scale)
            fmpz_clear(&term)
            arb_clear(&logarithm)
            arb_clear(&ten)
            arb_clear(&power)
            arb_clear(&scaled)
        }
        // k = ⌊log₁₀ |x|⌋, or one off where x is near a power of ten.
        arb_abs(&power, pointer)
        arb_log_base_ui(&logarithm, &power, 10, bits)
        arf_get_fmpz(&exponent, &logarithm.mid, ARF_RND_FLOOR)
        arb_set_ui(&ten, 10)
        for _ in 0..<3 {
            // The integer nearest |x| · 10^(digits − 1 − k).
            fmpz_set_si(&term, digits - 1)
            fmpz_sub(&scale, &term, &exponent)
            arb_pow_fmpz(&power, &ten, &scale, bits)
            arb_mul(&scaled, pointer, &power, bits)
            guard let (digitsFound, isNegative) = Self.nearestInteger(to: &scaled, bits: bits)
            else { return nil }
            var mantissa = digitsFound
            let isPowerOfTen =
                mantissa.first == "1" && mantissa.dropFirst().allSatisfy { $0 == "0" }
            fmpz_set_si(&term, mantissa.count > digits ? 1 : -1)
            if mantissa.count != digits && !(mantissa.count == digits + 1 && isPowerOfTen) {
                fmpz_add(&scale, &exponent, &term)
                fmpz_set(&exponent, &scale)
                continue
            }
            if mantissa.count > digits {
                mantissa.removeLast()
                fmpz_add(&scale, &exponent, &term)
                fmpz_set(&exponent, &scale)
            }
            let shift = Int(fmpz_fdiv_ui(&exponent, step))
            fmpz_set_si(&term, -shift)
            fmpz_add(&scale, &exponent, &term)
            return (mantissa, isNegative, text(of: &scale), shift)
        }
        return nil
    }

    /// Arb's exact text of the ball, which `init?(exactText:)` reads back to the same ball.
    var exactText: String {
        guard let characters = arb_dump_str(pointer) else { return "" }
        defer { flint_free(characters) }
        return String(cString: characters)
    }

    /// Nil for anything `exactText` does not write for a finite ball. Arb's reader aborts the
    /// process on a zero mantissa with an exponent other than 0 (its codes for ±∞ and NaN, and
    /// on no code at all), so the text is checked here before Arb sees it.
    convenience init?(exactText text: Substring) {
        let fields = text.split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count == 4, fields.allSatisfy(Self.isHexadecimalInteger),
            !fields[2].hasPrefix("-")
        else { return nil }
        let isZero = { (field: Substring) in field.allSatisfy { $0 == "0" || $0 == "-" } }
        guard !isZero(fields[0]) || isZero(fields[1]), !isZero(fields[2]) || isZero(fields[3])
        else { return nil }
        var failed = false
        self.init { ball, _ in failed = arb_load_str(ball, String(text)) != 0 }
        guard !failed, isFinite else { return nil }
    }

    /// `-1a2b`: an optional sign, then lower-case hexadecimal digits, as FLINT writes an integer.
    private static func isHexadecimalInteger(_ field: Substring) -> Bool {
        let digits = field.hasPrefix("-") ? field.dropFirst() : field
        return !digits.isEmpty && digits.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }

    /// The ball from `lower` to `upper`, each `mantissa · 2^exponent` (the text of earlier
    /// versions); nil when they are not in order.
    static func between(
        _ lower: (mantissa: Rational, exponent: Int), _ upper: (mantissa: Rational, exponent: Int)
    ) -> Ball? {
        var isOrdered = false
        let ball = Ball { ball, bits in
            var (low, high) = (arf_struct(), arf_struct())
            arf_init(&low)
            arf_init(&high)
            defer {
                arf_clear(&low)
                arf_clear(&high)
            }
            set(&low, lower)
            set(&high, upper)
            isOrdered = arf_cmp(&low, &high) <= 0
            if isOrdered { arb_set_interval_arf(ball, &low, &high, bits) }
        }
        return isOrdered ? ball : nil
    }

    private static func set(
        _ end: UnsafeMutablePointer<arf_struct>, _ value: (mantissa: Rational, exponent: Int)
    ) {
        var exponent = fmpz()
        fmpz_init_set_si(&exponent, value.exponent)
        defer { fmpz_clear(&exponent) }
        value.mantissa.withFraction {
            arf_set_fmpz_2exp(end, $0.numeratorPointer, &exponent)
        }
    }

    static func == (a: Ball, b: Ball) -> Bool { arb_equal(a.pointer, b.pointer) != 0 }
}
