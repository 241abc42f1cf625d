#if canImport(Glibc)
    import Glibc
#endif

/// An operation on Doubles, where a pixel's worth of precision is enough (a graph's curve).
/// Plain cases, not closures, so a point of a long program costs a switch per step. Where
/// the exact operation has no value these give nan or an infinity.
public enum FastFunction: Sendable {
    case unary(Unary)
    case binary(Binary)

    public enum Unary: Sendable {
        case squareRoot, square, reciprocal, negation, sine, cosine, tangent, arcsine, arccosine
        case arctangent, factorial, naturalLogarithm, commonLogarithm, exponential

        func callAsFunction(_ x: Double, _ unit: AngleUnit) -> Double {
            let radians = unit == .degrees ? Double.pi / 180 : 1
            return switch self {
            case .squareRoot: x.squareRoot()
            case .square: x * x
            case .reciprocal: 1 / x
            case .negation: -x
            case .sine: sin(x * radians)
            case .cosine: cos(x * radians)
            case .tangent: tan(x * radians)
            case .arcsine: asin(x) / radians
            case .arccosine: acos(x) / radians
            case .arctangent: atan(x) / radians
            // Γ(x + 1), undefined at the negative integers as the exact factorial is.
            case .factorial: x < 0 && x == x.rounded() ? .nan : tgamma(x + 1)
            case .naturalLogarithm: log(x)
            case .commonLogarithm: log10(x)
            case .exponential: exp(x)
            }
        }
    }

    public enum Binary: Sendable {
        case plus, minus, times, dividedBy, power

        func callAsFunction(_ a: Double, _ b: Double) -> Double {
            switch self {
            case .plus: a + b
            case .minus: a - b
            case .times: a * b
            case .dividedBy: a / b
            case .power: pow(a, b)
            }
        }
    }
}
