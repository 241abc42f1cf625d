import Numbers

/// What each operation's derivative is, beside its value (`OperationEvaluation`): where the
/// derivative's enclosure on an interval excludes 0, the function is monotone there, which is
/// how a root is proven to be the only one (`Equation`). Nil for an operation without one
/// written here (a step, `floor`, money): its equations' roots are then not proven simple.
extension OperationID {
    /// The derivative at `x` of the one-operand operation, whose value there is `y`. `unit`
    /// is how trigonometry reads its operand and writes its result.
    func derivative(at x: Real, value y: Real, _ unit: AngleUnit) throws(ArithmeticError) -> Real? {
        // d/dx sin(x°) = cos(x°)·π/180: an angle's radians per unit, and its inverse.
        let radians = unit == .degrees ? Real.degree : .one
        return switch self {
        case .squareRoot: try .one / (Real(2) * y)
        case .cubeRoot: try .one / (Real(3) * y.squared())
        case .square: try Real(2) * x
        case .cube: try Real(3) * x.squared()
        case .reciprocal: try -y.squared()
        case .negation: Real(-1)
        case .absoluteValue: Real(try x.sign())
        case .sine: try radians * OperationID.cosine.apply(x, unit)
        case .cosine: try -(radians * OperationID.sine.apply(x, unit))
        case .tangent: try radians * (.one + y.squared())
        case .arcsine: try .one / (radians * (.one - x.squared()).squareRoot())
        case .arccosine: try -(.one / (radians * (.one - x.squared()).squareRoot()))
        case .arctangent: try .one / (radians * (.one + x.squared()))
        case .hyperbolicSine: try x.hyperbolicCosine()
        case .hyperbolicCosine: try x.hyperbolicSine()
        case .hyperbolicTangent: try .one - y.squared()
        case .inverseHyperbolicSine: try .one / (x.squared() + .one).squareRoot()
        case .inverseHyperbolicCosine: try .one / (x.squared() - .one).squareRoot()
        case .inverseHyperbolicTangent: try .one / (.one - x.squared())
        case .naturalLogarithm: try x.reciprocal()
        case .commonLogarithm: try .one / (x * Real(10).naturalLogarithm())
        case .binaryLogarithm: try .one / (x * Real(2).naturalLogarithm())
        case .exponential: y
        case .powerOfTen: try y * Real(10).naturalLogarithm()
        case .powerOfTwo: try y * Real(2).naturalLogarithm()
        default: nil
        }
    }

    /// The derivative of `a ∘ b`, whose value is `y`, from the operands' derivatives `da` and
    /// `db`.
    func derivative(_ a: Real, _ b: Real, value y: Real, _ da: Real, _ db: Real)
        throws(ArithmeticError) -> Real?
    {
        switch self {
        case .plus: return try da + db
        case .minus: return try da - db
        case .times: return try da * b + a * db
        case .dividedBy: return try (da - y * db) / b
        case .power:
            // xⁿ with n fixed: n·xⁿ⁻¹ (defined where x ≤ 0 too); else y·(b′·ln a + b·a′/a).
            if db.isZero, let n = b.rational, n.isInteger {
                return try b * a.power(b - .one) * da
            }
            return try y * (db * a.naturalLogarithm() + b * da / a)
        default: return nil
        }
    }
}

/// A value and its derivative (a dual number, a + a′ε with ε² = 0): the formulas of money,
/// written once for any `MoneyArithmetic`, give their derivative evaluated on these, as a
/// function of one operand gives its own by `derivative(at:value:_:)`.
struct Dual: MoneyArithmetic {
    var value: Real
    var slope: Real

    init(_ integer: Int) { (value, slope) = (Real(integer), .zero) }
    init(_ value: Real, slope: Real) { (self.value, self.slope) = (value, slope) }

    static func + (a: Dual, b: Dual) throws(ArithmeticError) -> Dual {
        Dual(try a.value + b.value, slope: try a.slope + b.slope)
    }
    static func - (a: Dual, b: Dual) throws(ArithmeticError) -> Dual { try a + -b }
    static func * (a: Dual, b: Dual) throws(ArithmeticError) -> Dual {
        Dual(try a.value * b.value, slope: try a.slope * b.value + a.value * b.slope)
    }
    static func / (a: Dual, b: Dual) throws(ArithmeticError) -> Dual {
        let y = try a.value / b.value
        return Dual(y, slope: try (a.slope - y * b.slope) / b.value)
    }
    static prefix func - (a: Dual) -> Dual { Dual(-a.value, slope: -a.slope) }

    func power(_ exponent: Dual) throws(ArithmeticError) -> Dual {
        let y = try value.power(exponent.value)
        let slope = try OperationID.power.derivative(
            value, exponent.value, value: y, self.slope, exponent.slope)
        guard let slope else { throw .undefined }
        return Dual(y, slope: slope)
    }
    func naturalLogarithm() throws(ArithmeticError) -> Dual {
        Dual(try value.naturalLogarithm(), slope: try slope / value)
    }
    func sign() throws(ArithmeticError) -> Int { try value.sign() }
    func isWhole() throws(ArithmeticError) -> Bool { try value.isWhole() }
}
