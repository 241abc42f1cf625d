/// A complex number as the calculator knows it (issue 45): a real and an imaginary part, each a
/// `Real`, exact where the mathematics is and otherwise a ball that carries the formula the
/// exact field decides with. So `e^(iπ) + 1` is exactly 0 and `(1 + i)²` exactly 2i. Every
/// function is its principal branch, as in mpmath and qalc; an odd root of a negative real
/// stays real (`(−8)^(1/3)` is −2), as the real calculator has it.
public struct Complex: Equatable, Sendable {
    public let real: Real
    public let imaginary: Real

    public init(_ real: Real, _ imaginary: Real = .zero) {
        (self.real, self.imaginary) = (real, imaginary)
    }

    /// Whether `other` is this very value, part by part (see `Real.isIdentical`).
    public func isIdentical(to other: Complex) -> Bool {
        real.isIdentical(to: other.real) && imaginary.isIdentical(to: other.imaginary)
    }

    public static let i = Complex(.zero, .one)
    public static let zero = Complex(.zero)
    public static let one = Complex(.one)

    /// Whether the imaginary part is exactly 0.
    public var isReal: Bool { imaginary.isZero }

    public var isZero: Bool { real.isZero && imaginary.isZero }

    /// Whether both parts are exact (no ball).
    public var isExact: Bool { real.isExact && imaginary.isExact }

    /// The value as a real number, for the operations that have no other (`floor`, `mod`, a
    /// unit conversion, a machine word).
    public func realValue() throws(ArithmeticError) -> Real {
        guard isReal else { throw .needsRealNumbers }
        return real
    }

    public var conjugate: Complex { Complex(real, -imaginary) }

    /// Whether both parts are known to `digits` significant digits.
    public func isKnown(toDigits digits: Int) -> Bool {
        real.isKnown(toDigits: digits) && imaginary.isKnown(toDigits: digits)
    }

    /// Whether either part is beyond what an exact value holds (and shown as an approximation).
    public var isBeyondExactSize: Bool { real.isBeyondExactSize || imaginary.isBeyondExactSize }

    /// The places proven 0 of a part that may be 0 and is not decided (`0.000…`).
    public var placesKnownToBeZero: Int? {
        real.placesKnownToBeZero ?? imaginary.placesKnownToBeZero
    }

    /// The value as a `Double`: nil off the real line, or where no `Double` holds it.
    public var doubleValue: Double? { isReal ? real.doubleValue : nil }

    /// r∠θ: r·(cos θ + i sin θ), θ in radians (exact where cos θ and sin θ are: 2∠π/2 is 2i).
    public init(modulus: Real, argument: Real) throws(ArithmeticError) {
        self.init(try modulus * argument.cosine(), try modulus * argument.sine())
    }

    public static prefix func - (z: Complex) -> Complex { Complex(-z.real, -z.imaginary) }

    public static func + (a: Complex, b: Complex) throws(ArithmeticError) -> Complex {
        Complex(try a.real + b.real, try a.imaginary + b.imaginary)
    }

    public static func - (a: Complex, b: Complex) throws(ArithmeticError) -> Complex {
        try a + -b
    }

    /// (a + bi)(c + di) = (ac − bd) + (ad + bc)i; a real factor scales both parts alone.
    public static func * (a: Complex, b: Complex) throws(ArithmeticError) -> Complex {
        if b.isReal { return Complex(try a.real * b.real, try a.imaginary * b.real) }
        if a.isReal { return Complex(try a.real * b.real, try a.real * b.imaginary) }
        return Complex(
            try a.real * b.real - a.imaginary * b.imaginary,
            try a.real * b.imaginary + a.imaginary * b.real)
    }

    /// a / b = a · b̄ / |b|², with |b|² = c² + d² exact where c and d are.
    public static func / (a: Complex, b: Complex) throws(ArithmeticError) -> Complex {
        if b.isReal { return Complex(try a.real / b.real, try a.imaginary / b.real) }
        let norm = try b.real.squared() + b.imaginary.squared()
        let product = try a * b.conjugate
        return Complex(try product.real / norm, try product.imaginary / norm)
    }

    /// |z| = √(a² + b²).
    public func absoluteValue() throws(ArithmeticError) -> Real {
        if isReal { return try real.absoluteValue() }
        if real.isZero { return try imaginary.absoluteValue() }
        return try (real.squared() + imaginary.squared()).squareRoot()
    }

    /// The principal argument, in (−π, π]: exact on the axes, atan(b/a) moved into the
    /// quadrant elsewhere. 0 has none.
    public func argument() throws(ArithmeticError) -> Real {
        let (a, b) = (try real.sign(), try imaginary.sign())
        switch (a, b) {
        case (0, 0): throw .undefined
        case (_, 0): return a > 0 ? .zero : .pi
        case (0, _): return try Real.pi(times: Rational(b, 2))
        default:
            let angle = try (imaginary / real).arctangent()
            if a > 0 { return angle }
            return b > 0 ? try angle + .pi : try angle - .pi
        }
    }

    /// The principal root: √((|z| + a)/2) + sign(b)·√((|z| − a)/2)·i (√(3 + 4i) is exactly
    /// 2 + i); on the negative axis, √|a|·i.
    public func squareRoot() throws(ArithmeticError) -> Complex {
        if isReal {
            return try real.sign() >= 0
                ? Complex(try real.squareRoot()) : Complex(.zero, try (-real).squareRoot())
        }
        let (modulus, half) = (try absoluteValue(), Real(Rational(1, 2)))
        let magnitude = try ((modulus - real) * half).squareRoot()
        return Complex(
            try ((modulus + real) * half).squareRoot(),
            try imaginary.sign() > 0 ? magnitude : -magnitude)
    }

    /// e^(a + bi) = e^a·(cos b + i sin b).
    public func exponential() throws(ArithmeticError) -> Complex {
        let scale = try real.exponential()
        if isReal { return Complex(scale) }
        return Complex(try scale * imaginary.cosine(), try scale * imaginary.sine())
    }

    /// ln z = ln|z| + i·arg z; ln of a positive real stays real, ln(−1) is πi.
    public func naturalLogarithm() throws(ArithmeticError) -> Complex {
        if isZero { throw .logarithmOfNonPositiveNumber }
        if isReal, try real.sign() > 0 { return Complex(try real.naturalLogarithm()) }
        return Complex(try absoluteValue().naturalLogarithm(), try argument())
    }

    /// z^w: a whole power by repeated squaring (exact where the parts are: (1 + i)² is 2i),
    /// a real power of a real as the real calculator computes it (an odd root of a negative
    /// number is real), otherwise e^(w·ln z), the principal value (i^i is e^(−π/2)).
    public func power(_ w: Complex) throws(ArithmeticError) -> Complex {
        if w.isReal, let n = w.real.rational, n.isInteger, let count = n.numerator.word,
            count.magnitude <= 1 << 16
        {
            return try wholePower(count)
        }
        if isReal && w.isReal {
            do {
                return Complex(try real.power(w.real))
            } catch .notReal, .squareRootOfNegativeNumber {}
        }
        if isZero {
            guard try w.real.sign() > 0 else { throw .divisionByZero }
            return Complex(.zero)
        }
        return try (w * naturalLogarithm()).exponential()
    }

    private func wholePower(_ n: Int) throws(ArithmeticError) -> Complex {
        if isReal { return Complex(try real.power(Real(n))) }
        var (result, square, remaining) = (Complex.one, self, n.magnitude)
        while remaining > 0 {
            if remaining & 1 == 1 { result = try result * square }
            remaining >>= 1
            if remaining > 0 { square = try square * square }
        }
        return n < 0 ? try Complex.one / result : result
    }

    /// sin(a + bi) = sin a·cosh b + i·cos a·sinh b.
    public func sine() throws(ArithmeticError) -> Complex {
        if isReal { return Complex(try real.sine()) }
        return Complex(
            try real.sine() * imaginary.hyperbolicCosine(),
            try real.cosine() * imaginary.hyperbolicSine())
    }

    /// cos(a + bi) = cos a·cosh b − i·sin a·sinh b.
    public func cosine() throws(ArithmeticError) -> Complex {
        if isReal { return Complex(try real.cosine()) }
        return Complex(
            try real.cosine() * imaginary.hyperbolicCosine(),
            try -(real.sine() * imaginary.hyperbolicSine()))
    }

    /// asin z = −i·ln(iz + √(1 − z²)); real on [−1, 1] (asin 2 is π/2 − 1.3169578969…i).
    public func arcsine() throws(ArithmeticError) -> Complex {
        if isReal, let value = try? real.arcsine() { return Complex(value) }
        let root = try (Complex.one - self * self).squareRoot()
        return try -Complex.i * (Complex.i * self + root).naturalLogarithm()
    }

    public func tangent() throws(ArithmeticError) -> Complex {
        if isReal { return Complex(try real.tangent()) }
        return try sine() / cosine()
    }

    /// acos z = π/2 − asin z (acos 2 is 1.3169578969…i, its real part exactly 0).
    public func arccosine() throws(ArithmeticError) -> Complex {
        if isReal, let value = try? real.arccosine() { return Complex(value) }
        return try Complex(Real.pi(times: Rational(1, 2))) - arcsine()
    }

    /// atan z = (i/2)·(ln(1 − iz) − ln(1 + iz)); ±i, its branch points, have none.
    public func arctangent() throws(ArithmeticError) -> Complex {
        if isReal { return Complex(try real.arctangent()) }
        let one = Complex.one
        let (below, above) = (try one - Complex.i * self, try one + Complex.i * self)
        if below.isZero || above.isZero { throw .undefined }
        return try Complex(.zero, Real(Rational(1, 2)))
            * (below.naturalLogarithm() - above.naturalLogarithm())
    }

    /// sinh(a + bi) = sinh a·cos b + i·cosh a·sin b.
    public func hyperbolicSine() throws(ArithmeticError) -> Complex {
        if isReal { return Complex(try real.hyperbolicSine()) }
        return Complex(
            try real.hyperbolicSine() * imaginary.cosine(),
            try real.hyperbolicCosine() * imaginary.sine())
    }

    /// cosh(a + bi) = cosh a·cos b + i·sinh a·sin b.
    public func hyperbolicCosine() throws(ArithmeticError) -> Complex {
        if isReal { return Complex(try real.hyperbolicCosine()) }
        return Complex(
            try real.hyperbolicCosine() * imaginary.cosine(),
            try real.hyperbolicSine() * imaginary.sine())
    }

    public func hyperbolicTangent() throws(ArithmeticError) -> Complex {
        if isReal { return Complex(try real.hyperbolicTangent()) }
        return try hyperbolicSine() / hyperbolicCosine()
    }

    /// asinh z = ln(z + √(z² + 1)).
    public func inverseHyperbolicSine() throws(ArithmeticError) -> Complex {
        if isReal { return Complex(try real.inverseHyperbolicSine()) }
        return try (self + (self * self + Complex.one).squareRoot()).naturalLogarithm()
    }

    /// acosh z = ln(z + √(z + 1)·√(z − 1)) (acosh −2 is ln(2 + √3) + πi).
    public func inverseHyperbolicCosine() throws(ArithmeticError) -> Complex {
        if isReal, let value = try? real.inverseHyperbolicCosine() { return Complex(value) }
        let one = Complex.one
        let root = try (self + one).squareRoot() * (self - one).squareRoot()
        return try (self + root).naturalLogarithm()
    }

    /// atanh z = (ln(1 + z) − ln(1 − z))/2 (atanh 2 is 0.5493… − 1.5707…i, as mpmath);
    /// ±1 have none.
    public func inverseHyperbolicTangent() throws(ArithmeticError) -> Complex {
        if isReal, let value = try? real.inverseHyperbolicTangent() { return Complex(value) }
        let one = Complex.one
        let (above, below) = (try one + self, try one - self)
        if above.isZero || below.isZero { throw .undefined }
        return try (above.naturalLogarithm() - below.naturalLogarithm())
            * Complex(Real(Rational(1, 2)))
    }

    /// log_base z = ln z / ln base, for the real bases 10 and 2.
    public func logarithm(base: Int) throws(ArithmeticError) -> Complex {
        if isReal, try real.sign() > 0 {
            return Complex(
                base == 10 ? try real.commonLogarithm() : try real.binaryLogarithm())
        }
        return try naturalLogarithm() / Complex(Real(base).naturalLogarithm())
    }

    /// Text that reads back as the same value, as a session keeps it: the real part's
    /// `serialized` text, and the imaginary part's after a comma when it is not 0 (`1/2,sqrt:1:2`
    /// is 1/2 + √2·i); neither part's text has a comma.
    public var serialized: String {
        isReal ? real.serialized : real.serialized + "," + imaginary.serialized
    }

    public init?(serialized text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count <= 2, let real = Real(serialized: String(parts[0])) else { return nil }
        guard parts.count == 2 else {
            self.init(real)
            return
        }
        guard let imaginary = Real(serialized: String(parts[1])) else { return nil }
        self.init(real, imaginary)
    }

    /// `a + bi`, `a − bi`, `bi` or `a`, each part in `format`; a part that is exactly 0 is left
    /// out, and a coefficient 1 of i too (`i`, `-i`).
    public func text(_ format: NumberFormat) -> String { written { $0.text(format) } }

    /// In decimal with at most `significantDigits` significant digits in each part.
    public func text(significantDigits: Int) -> String {
        text(NumberFormat(significantDigits: significantDigits))
    }

    /// As typed: each part's `enteredText` (every digit of a decimal), in the same form.
    public var enteredText: String { written(\.enteredText) }

    private func written(_ part: (Real) -> String) -> String {
        if isReal { return part(real) }
        let magnitude = imaginary.signum < 0 ? -imaginary : imaginary
        let coefficient = magnitude == .one ? "" : part(magnitude)
        if real.isZero { return (imaginary.signum < 0 ? "-" : "") + coefficient + "i" }
        return part(real) + (imaginary.signum < 0 ? " − " : " + ") + coefficient + "i"
    }
}

extension Complex: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) { self.init(Real(value)) }
    public init(floatLiteral value: Double) { self.init(Real(floatLiteral: value)) }
}
