import Numbers

#if canImport(Glibc)
    import Glibc
#endif

/// What each operation computes: exactly on complex values, exactly on real ones and on
/// Doubles, side by side. The Double one draws the graph's thousands of points and must agree
/// with the exact one wherever that one has a real value (a property test checks every
/// operation).
extension OperationID {
    /// The exact value. A real operand gets the real value where there is one, else (unless
    /// `realResultsOnly`) the principal complex one: `√−4` is 2i, `asin 2` is π/2 − 1.3169…i.
    /// `unit` is how trigonometry, `arg` and `∠` read and write angles.
    func apply(_ z: Complex, _ unit: AngleUnit, realResultsOnly: Bool) throws(ArithmeticError)
        -> Complex
    {
        switch self {
        case .argument: return Complex(try z.argument().fromRadians(unit))
        case .conjugate: return z.conjugate
        case .realPart: return Complex(z.real)
        case .imaginaryPart: return Complex(z.imaginary)
        default: break
        }
        if z.isReal {
            do {
                return Complex(try apply(z.real, unit))
            } catch  where error.mayHaveComplexValue && !realResultsOnly {}
        }
        return switch self {
        case .squareRoot: try z.squareRoot()
        case .cubeRoot: try z.power(Complex(Real(Rational(1, 3))))
        case .square: try z * z
        case .cube: try z.power(Complex(Real(3)))
        case .reciprocal: try .one / z
        case .negation: -z
        case .absoluteValue: Complex(try z.absoluteValue())
        case .sine: try z.inRadians(unit).sine()
        case .cosine: try z.inRadians(unit).cosine()
        case .tangent: try z.inRadians(unit).tangent()
        case .arcsine: try z.arcsine().fromRadians(unit)
        case .arccosine: try z.arccosine().fromRadians(unit)
        case .arctangent: try z.arctangent().fromRadians(unit)
        case .hyperbolicSine: try z.hyperbolicSine()
        case .hyperbolicCosine: try z.hyperbolicCosine()
        case .hyperbolicTangent: try z.hyperbolicTangent()
        case .inverseHyperbolicSine: try z.inverseHyperbolicSine()
        case .inverseHyperbolicCosine: try z.inverseHyperbolicCosine()
        case .inverseHyperbolicTangent: try z.inverseHyperbolicTangent()
        case .naturalLogarithm: try z.naturalLogarithm()
        case .commonLogarithm: try z.logarithm(base: 10)
        case .binaryLogarithm: try z.logarithm(base: 2)
        case .exponential: try z.exponential()
        case .powerOfTen: try Complex(Real(10)).power(z)
        case .powerOfTwo: try Complex(Real(2)).power(z)
        default: throw .needsRealNumbers
        }
    }

    /// The exact value of `a` and `b` under a binary operation, as the one-operand one above.
    func apply(_ a: Complex, _ b: Complex, _ unit: AngleUnit, realResultsOnly: Bool)
        throws(ArithmeticError) -> Complex
    {
        if a.isReal && b.isReal {
            if self == .polar {
                return try Complex(modulus: a.real, argument: b.real.inRadians(unit))
            }
            do {
                return Complex(try apply(a.real, b.real))
            } catch  where error.mayHaveComplexValue && !realResultsOnly {}
        }
        return switch self {
        case .plus: try a + b
        case .minus: try a - b
        case .times: try a * b
        case .dividedBy: try a / b
        case .power: try a.power(b)
        case .root: try a.power(.one / b)
        default: throw .needsRealNumbers
        }
    }

    /// The real value. `unit` is how trigonometry reads its operand and writes its result.
    func apply(_ x: Real, _ unit: AngleUnit) throws(ArithmeticError) -> Real {
        switch self {
        case .squareRoot: try x.squareRoot()
        case .cubeRoot: try x.root(Real(3))
        case .square: try x.squared()
        case .cube: try x.power(Real(3))
        case .reciprocal: try x.reciprocal()
        case .negation: -x
        case .absoluteValue: try x.absoluteValue()
        case .sine: try x.inRadians(unit).sine()
        case .cosine: try x.inRadians(unit).cosine()
        case .tangent: try x.inRadians(unit).tangent()
        case .arcsine: try x.arcsine().fromRadians(unit)
        case .arccosine: try x.arccosine().fromRadians(unit)
        case .arctangent: try x.arctangent().fromRadians(unit)
        case .hyperbolicSine: try x.hyperbolicSine()
        case .hyperbolicCosine: try x.hyperbolicCosine()
        case .hyperbolicTangent: try x.hyperbolicTangent()
        case .inverseHyperbolicSine: try x.inverseHyperbolicSine()
        case .inverseHyperbolicCosine: try x.inverseHyperbolicCosine()
        case .inverseHyperbolicTangent: try x.inverseHyperbolicTangent()
        case .naturalLogarithm: try x.naturalLogarithm()
        case .commonLogarithm: try x.commonLogarithm()
        case .binaryLogarithm: try x.binaryLogarithm()
        case .exponential: try x.exponential()
        case .powerOfTen: try Real(10).power(x)
        case .powerOfTwo: try Real(2).power(x)
        case .factorial: try x.factorial()
        case .floor: try x.floor()
        case .ceiling: try x.ceiling()
        case .round: try x.rounded()
        case .integerPart: try x.integerPart()
        case .fractionalPart: try x.fractionalPart()
        default: preconditionFailure("\(self) takes no single operand")
        }
    }

    /// The value on Doubles: nan or an infinity where the exact one has none.
    func apply(_ x: Double, _ unit: AngleUnit) -> Double {
        let radians = unit == .degrees ? Double.pi / 180 : 1
        // Degrees within a turn first (exactly): 10^8° is then as precise as 280°.
        let turn = unit == .degrees ? x.truncatingRemainder(dividingBy: 360) : x
        return switch self {
        case .squareRoot: x.squareRoot()
        case .cubeRoot: cbrt(x)
        case .square: x * x
        case .cube: x * x * x
        case .reciprocal: 1 / x
        case .negation: -x
        case .absoluteValue: abs(x)
        case .sine: sin(turn * radians)
        case .cosine: cos(turn * radians)
        case .tangent: tan(turn * radians)
        case .arcsine: asin(x) / radians
        case .arccosine: acos(x) / radians
        case .arctangent: atan(x) / radians
        case .hyperbolicSine: sinh(x)
        case .hyperbolicCosine: cosh(x)
        case .hyperbolicTangent: tanh(x)
        case .inverseHyperbolicSine: asinh(x)
        case .inverseHyperbolicCosine: acosh(x)
        // atanh(±1) is undefined, not infinite.
        case .inverseHyperbolicTangent: abs(x) == 1 ? .nan : atanh(x)
        case .naturalLogarithm: log(x)
        case .commonLogarithm: log10(x)
        case .binaryLogarithm: log2(x)
        case .exponential: exp(x)
        case .powerOfTen: pow(10, x)
        case .powerOfTwo: exp2(x)
        // Γ(x + 1), undefined at the negative integers as the exact factorial is.
        case .factorial: x < 0 && x == x.rounded() ? .nan : tgamma(x + 1)
        case .floor: x.rounded(.down)
        case .ceiling: x.rounded(.up)
        case .round: x.rounded(.toNearestOrAwayFromZero)
        case .integerPart: x.rounded(.towardZero)
        case .fractionalPart: x - x.rounded(.towardZero)
        case .argument: x < 0 ? Double.pi / radians : x == x ? 0 : .nan
        case .conjugate, .realPart: x
        case .imaginaryPart: x == x ? 0 : .nan
        default: .nan
        }
    }

    /// The real value of `a` and `b` under a binary operation.
    func apply(_ a: Real, _ b: Real) throws(ArithmeticError) -> Real {
        switch self {
        case .plus: try a + b
        case .minus: try a - b
        case .times: try a * b
        case .dividedBy: try a / b
        case .power: try a.power(b)
        case .root: try a.root(b)
        case .modulo: try a.modulo(b)
        case .choose: try a.choose(b)
        case .permutations: try a.permutations(b)
        default: preconditionFailure("\(self) takes no two operands")
        }
    }

    func apply(_ a: Double, _ b: Double) -> Double {
        switch self {
        case .plus: a + b
        case .minus: a - b
        case .times: a * b
        case .dividedBy: a / b
        case .power: realPower(a, b)
        case .root: b == 0 ? .nan : realPower(a, 1 / b)
        case .modulo: b == 0 ? .nan : a - b * (a / b).rounded(.down)
        case .choose: count(a, b, ordered: false)
        case .permutations: count(a, b, ordered: true)
        // Real where the modulus or the angle is 0 (any other angle is not exactly a
        // multiple of π on Doubles).
        case .polar: a == 0 || b == 0 ? a : .nan
        default: .nan
        }
    }
}

/// Programmer mode's operations on a word's values (the caller wraps every result into the
/// word, so `÷` is division toward zero and `+` wraps as hardware does).
extension OperationID {
    func apply(_ x: Real, in word: IntegerWord) -> Real {
        self == .bitwiseNot ? word.value(ofPattern: ~word.pattern(of: x)) : -x
    }

    func apply(_ a: Real, _ b: Real, in word: IntegerWord) throws(ArithmeticError) -> Real {
        let (x, y) = (word.pattern(of: a), word.pattern(of: b))
        let rotation = Int(y % UInt64(word.bits))
        return switch self {
        case .bitwiseAnd: word.value(ofPattern: x & y)
        case .bitwiseOr: word.value(ofPattern: x | y)
        case .bitwiseXor: word.value(ofPattern: x ^ y)
        case .bitwiseNand: word.value(ofPattern: ~(x & y))
        case .bitwiseNor: word.value(ofPattern: ~(x | y))
        // Shifts multiply and divide (rounding down): arithmetic for signed values, logical
        // for unsigned ones, whose values are never negative.
        case .shiftLeft: try a * (try Real(2).power(try shiftCount(b, word)))
        case .shiftRight: try (a / (try Real(2).power(try shiftCount(b, word)))).floor()
        case .rotateLeft:
            word.value(ofPattern: x << rotation | x >> UInt64(word.bits - rotation))
        case .rotateRight:
            word.value(ofPattern: x >> rotation | x << UInt64(word.bits - rotation))
        default: try apply(a, b)
        }
    }

    /// How far to shift: beyond the word's size every bit is gone already.
    private func shiftCount(_ n: Real, _ word: IntegerWord) throws(ArithmeticError) -> Real {
        guard n.signum >= 0 else { throw .needsWholeNumbers }
        return try (n - Real(word.bits)).signum > 0 ? Real(word.bits) : n
    }
}

/// `a ^ b` as the exact path has it: a negative base to a fraction with an odd denominator is
/// real (`(−8) ^ (1/3)` is −2), which `pow` leaves undefined. The exponent is read as the
/// fraction it is closest to, when that one has a denominator below 2^20 and is within
/// rounding of it: 0.333… is 1/3, while 0.333 stays 333/1000 (even denominator: undefined).
private func realPower(_ a: Double, _ b: Double) -> Double {
    guard a < 0, b != b.rounded(), b.isFinite,
        let (numerator, denominator) = nearbyFraction(b), denominator % 2 == 1
    else { return pow(a, b) }
    let magnitude = pow(-a, b)
    return numerator % 2 == 0 ? magnitude : -magnitude
}

/// The fraction p/q that `x` rounds from, found by continued fractions.
private func nearbyFraction(_ x: Double) -> (Int, Int)? {
    var (p0, q0, p1, q1) = (0, 1, 1, 0)
    var rest = x
    for _ in 0..<40 {
        let whole = rest.rounded(.down)
        guard abs(whole) < 0x1p40 else { return nil }
        let a = Int(whole)
        (p0, q0, p1, q1) = (p1, q1, a * p1 + p0, a * q1 + q0)
        if q1 >= 1 << 20 { return nil }
        if abs(Double(p1) / Double(q1) - x) <= abs(x) * 4 * Double.ulpOfOne { return (p1, q1) }
        rest = 1 / (rest - whole)
        guard rest.isFinite else { return nil }
    }
    return nil
}

/// n nCr k and n nPr k on Doubles: undefined but for whole numbers that are not negative.
private func count(_ n: Double, _ k: Double, ordered: Bool) -> Double {
    guard n >= 0, k >= 0, n == n.rounded(), k == k.rounded() else { return .nan }
    if k > n { return 0 }
    let logarithm = lgamma(n + 1) - lgamma(n - k + 1) - (ordered ? 0 : lgamma(k + 1))
    return exp(logarithm).rounded()
}

extension Real {
    /// Degrees become radians exactly: 45° is π/4, so `sin 45°` knows its exact form.
    fileprivate func inRadians(_ unit: AngleUnit) throws(ArithmeticError) -> Real {
        unit == .degrees ? try self * Real.degree : self
    }

    fileprivate func fromRadians(_ unit: AngleUnit) throws(ArithmeticError) -> Real {
        unit == .degrees ? try self / Real.degree : self
    }

    static let degree = (try? Real.pi / Real(180)) ?? .pi
}

extension Complex {
    fileprivate func inRadians(_ unit: AngleUnit) throws(ArithmeticError) -> Complex {
        unit == .degrees ? try self * Complex(Real.degree) : self
    }

    fileprivate func fromRadians(_ unit: AngleUnit) throws(ArithmeticError) -> Complex {
        unit == .degrees ? try self / Complex(Real.degree) : self
    }
}
