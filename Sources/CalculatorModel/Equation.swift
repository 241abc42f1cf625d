import Numbers

/// An equation in one unknown, `lhs = rhs`, read as the function lhs − rhs, whose roots are
/// its solutions: every one in a range, each proven (`RootIsolation`). The function is
/// evaluated on intervals with its derivative (forward mode, `OperationID.derivative`), which
/// proves a root the only one where it excludes 0; a step without a derivative (money, a kept
/// function) is evaluated as any calculation is, and its roots are then not proven simple.
public struct Equation: Sendable {
    public enum Problem: Error, Equatable, Sendable {
        /// No `=`, or more than one outside parentheses.
        case notAnEquation
        /// More than one name that could be the unknown, and none given.
        case unknownNotGiven([String])
        /// Both sides are the same polynomial: every value of the unknown is a solution.
        case identity
        case syntax(Expression.SyntaxError)
    }

    /// The name solved for.
    public let unknown: String
    private let steps: [ProgramStep]
    /// lhs − rhs when it is a polynomial with rational coefficients: all its roots lie within
    /// its root bound, and its extremes are its derivative's roots. It is searched by its
    /// square-free part, whose roots are the same, each simple.
    /// Recognized by `prepared()`, on the thread that searches: building (x + a)²⁵⁶ with
    /// long fractions takes seconds, which no key may wait for.
    private var polynomial: Polynomial?
    private var isPrepared = false
    private var settings = EvaluationSettings()

    /// Reads `lhs = rhs`; the unknown is `unknown`, else the one name in it that is no
    /// operation, no function and not among `variables` (whose values it uses), else `x`.
    public init(
        parsing text: String, unknown given: String? = nil, variables: [String: Real] = [:],
        angleUnit: AngleUnit = .radians, decimalSeparator: Character = "."
    ) throws(Problem) {
        var depth = 0
        let signs = text.indices.filter { index in
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1 }
            return depth == 0 && text[index] == "="
        }
        guard signs.count == 1, let sign = signs.first else { throw .notAnEquation }
        let (left, right) = (text[..<sign], text[text.index(after: sign)...])
        let names = Set(Self.names(in: text)).subtracting(variables.keys)
        guard let unknown = given ?? (names.count <= 1 ? names.first ?? "x" : nil) else {
            throw .unknownNotGiven(names.sorted())
        }
        do {
            steps =
                try Expression(
                    parsing: "(\(left))-(\(right))", decimalSeparator: decimalSeparator,
                    variables: Set(variables.keys).union([unknown])
                ).rpnSteps
        } catch {
            throw .syntax(error)
        }
        self.unknown = unknown
        settings.angleUnit = angleUnit
        settings.variables = variables.mapValues { Complex($0) }
        settings.realResultsOnly = true
    }

    /// lhs − rhs = 0 for a polynomial.
    private init(unknown: String, polynomial: Polynomial) {
        (self.unknown, steps, self.polynomial, isPrepared) = (unknown, [], polynomial, true)
    }

    /// The equation with its polynomial recognized once, for the searches and values that
    /// follow; `identity` where both sides are the same polynomial.
    public func prepared() throws(Problem) -> Equation {
        var prepared = self
        (prepared.polynomial, prepared.isPrepared) = (polynomialPart, true)
        if prepared.polynomial?.coefficients.isEmpty == true { throw .identity }
        return prepared
    }

    /// lhs − rhs when it is a polynomial with rational coefficients.
    private var polynomialPart: Polynomial? {
        isPrepared ? polynomial : Self.polynomial(steps, in: unknown)
    }

    /// Where lhs − rhs has its extremes and its other stationary points, as an equation: its
    /// derivative = 0. Nil unless lhs − rhs is a polynomial of degree 2 at least.
    public var stationaryPoints: Equation? {
        guard let polynomial = polynomialPart, polynomial.degree >= 2 else { return nil }
        return Equation(unknown: unknown, polynomial: polynomial.derivative)
    }

    /// lhs − rhs at `x`, enclosed; nil where it has no real value or a step no derivative.
    public func value(at x: Real) -> Real? {
        if let polynomial = polynomialPart { return try? polynomial.value(at: x) }
        return jet(at: x)?.value
    }

    /// The names written in `text` that name no operation or function, each once, in the
    /// order written: the unknown is one of them, the others need values.
    public static func names(in text: String) -> [String] {
        var (names, name) = ([String](), "")
        for character in text + " " {
            if character.isLetter || character == "_" || (!name.isEmpty && character.isNumber) {
                name.append(character)
                continue
            }
            if !name.isEmpty, isValidVariableName(name), OperationID(functionNamed: name) == nil,
                !names.contains(name)
            {
                names.append(name)
            }
            name = ""
        }
        return names
    }

    /// Every root in [`lower`, `upper`], in increasing order, each proven; what could not be
    /// decided, and what the budget left unsearched, said in its place.
    public func solutions(from lower: Rational, to upper: Rational) -> [RootIsolation.Finding] {
        search(from: lower, to: upper).findings
    }

    /// The solutions, and for a polynomial how many distinct roots it has, real and complex
    /// (nil where the budget ended before its square-free part was known).
    public func search(from lower: Rational, to upper: Rational) -> (
        findings: [RootIsolation.Finding], distinctRoots: Int?
    ) {
        // A repeated root, found by a square-free part, is simple (`(x − 1)² = 0` is 1);
        // without one in time, it is said to be undecided.
        let polynomial = polynomialPart
        let squareFree = polynomial?.squareFreePart
        let findings = RootIsolation.roots(from: lower, to: upper) { piece in
            enclosure(on: piece, of: squareFree ?? polynomial)
        }
        return (findings, squareFree?.degree)
    }

    /// Where a range not given is searched: a polynomial's every real root lies within its
    /// root bound; any other equation is searched in −1000…1000.
    public var searchRange: ClosedRange<Rational> {
        let bound = polynomialPart?.rootBound ?? Rational(1000)
        return -bound...bound
    }

    /// The polynomial `steps` make of `unknown` when each is a rational number, the unknown,
    /// + − × or ÷ by a number, or a power with a whole exponent up to the largest degree.
    private static func polynomial(_ steps: [ProgramStep], in unknown: String) -> Polynomial? {
        let largestDegree = 256
        var stack: [Polynomial] = []
        for step in steps {
            if Budget.isSpent { return nil }
            switch step {
            case .operand(let number):
                guard number.isReal, let q = number.real.rational else { return nil }
                stack.append(Polynomial([q]))
            case .variable(unknown):
                stack.append(.x)
            case .operation(let id):
                guard let p = stack.popLast() else { return nil }
                switch id {
                case .negation: stack.append(-p)
                case .square: stack.append(p * p)
                case .cube: stack.append(p * p * p)
                case .plus, .minus, .times, .dividedBy, .power:
                    guard let a = stack.popLast() else { return nil }
                    switch id {
                    case .plus: stack.append(a + p)
                    case .minus: stack.append(a - p)
                    case .times: stack.append(a * p)
                    case .dividedBy:
                        guard p.degree == 0 else { return nil }
                        stack.append(a.scaled(by: p.coefficients[0].reciprocal))
                    default:
                        guard p.degree <= 0, let n = (p.coefficients.first ?? .zero).word,
                            n >= 0, a.degree * n <= largestDegree
                        else { return nil }
                        var power = Polynomial([.one])
                        for _ in 0..<n where !Budget.isSpent { power = power * a }
                        stack.append(power)
                    }
                default: return nil
                }
            default: return nil
            }
            if let top = stack.last, top.degree > largestDegree { return nil }
        }
        return stack.count == 1 ? stack[0] : nil
    }

    // MARK: Evaluation on intervals

    /// A value on an interval, with its derivative where known, and whether it is proven
    /// nonzero though its value may be unknown (`sin x ÷ cos x` across a pole: its zeros are
    /// the numerator's).
    private struct Jet {
        var value: Real?
        var slope: Real?
        var isNonzero: Bool
        /// No real value anywhere on the interval (√ of negatives): no root is there.
        var isUndefined = false

        init(_ value: Real?, slope: Real?, isNonzero: Bool = false) {
            self.value = value
            self.slope = value == nil ? nil : slope
            self.isNonzero =
                isNonzero || value.map { (try? $0.sign()).map { $0 != 0 } ?? false } ?? false
        }

        static let undefined = {
            var jet = Jet(nil, slope: nil, isNonzero: true)
            jet.isUndefined = true
            return jet
        }()

        /// `value`'s jet, or an undefined one where it failed for want of any real value
        /// there (as a ball of negatives has no square root); nil where it is only unknown.
        static func value(_ value: () throws(ArithmeticError) -> Real) -> Jet? {
            do {
                return Jet(try value(), slope: nil)
            } catch {
                let hasNoValue: [ArithmeticError] = [
                    .squareRootOfNegativeNumber, .logarithmOfNonPositiveNumber, .notReal,
                    .undefined, .divisionByZero,
                ]
                return hasNoValue.contains(error) ? .undefined : nil
            }
        }
    }

    /// What is proven of lhs − rhs on a piece of the range, or at a point.
    private func enclosure(on piece: RootIsolation.Interval, of polynomial: Polynomial?)
        -> RootIsolation.Enclosure
    {
        if let polynomial {
            let (sign, isMonotone) = polynomial.signs(from: piece.lower, to: piece.upper)
            return RootIsolation.Enclosure(sign: sign, isMonotone: isMonotone)
        }
        let x = piece.ball
        guard let jet = jet(at: x) else {
            // A step without a derivative: the value alone, as any calculation gets it.
            var settings = settings
            settings.variables?[unknown] = Complex(x)
            let evaluation = StackEvaluation(steps, settings: settings)
            let value = evaluation.stack.top.map(evaluation.forest.value(of:))
            switch value {
            case .success(let z)? where z.isReal:
                return RootIsolation.Enclosure(sign: try? z.real.sign())
            // No real value anywhere there: no root either.
            case .failure(.squareRootOfNegativeNumber)?, .failure(.logarithmOfNonPositiveNumber)?,
                .failure(.resultNotReal)?, .failure(.divisionByZero)?:
                return RootIsolation.Enclosure(sign: 1)
            default:
                return RootIsolation.Enclosure(sign: nil)
            }
        }
        let sign =
            jet.value.flatMap { try? $0.sign() } ?? (jet.isNonzero ? 1 : nil)
            ?? centeredSign(on: piece, slope: jet.slope)
        let slopeSign = jet.slope.flatMap { try? $0.sign() }
        return RootIsolation.Enclosure(sign: sign, isMonotone: slopeSign.map { $0 != 0 } ?? false)
    }

    /// The sign on `piece` from the value at its middle m and the slope's enclosure on it:
    /// f(x) ∈ f(m) + f′(piece)·(x − m). Its error shrinks with the square of the width, where
    /// evaluating on the whole piece shrinks only with the width: beside a double root
    /// (sin(3x) = −1) that would take ever narrower pieces without end.
    private func centeredSign(on piece: RootIsolation.Interval, slope: Real?) -> Int? {
        guard let slope, piece.lower != piece.upper else { return nil }
        let middle = (piece.lower + piece.upper) * .half
        let offset = RootIsolation.Interval(
            lower: piece.lower - middle, upper: piece.upper - middle)
        guard let value = jet(at: Real(middle))?.value else { return nil }
        return try? (value + slope * offset.ball).sign()
    }

    /// lhs − rhs and its derivative at `x`; nil where a step has no derivative written.
    private func jet(at x: Real) -> Jet? {
        let unit = settings.angleUnit
        var stack: [Jet] = []
        for step in steps {
            switch step {
            case .operand(let number) where number.isReal:
                stack.append(Jet(number.real, slope: .zero))
            case .variable(let name) where name == unknown:
                stack.append(Jet(x, slope: .one))
            case .variable(let name):
                guard let value = settings.variables?[name], value.isReal else { return nil }
                stack.append(Jet(value.real, slope: .zero))
            case .operation(let id):
                switch id.entry.kind {
                case .constant(let value) where value.isReal:
                    stack.append(Jet(value.real, slope: .zero))
                case .unary:
                    guard let u = stack.popLast() else { return nil }
                    let result = u.value.flatMap { u in
                        Jet.value { () throws(ArithmeticError) in try id.apply(u, unit) }
                    }
                    if u.isUndefined || result?.isUndefined == true {
                        stack.append(.undefined)
                        continue
                    }
                    let y = result?.value
                    var slope: Real?
                    if let a = u.value, let y, let du = u.slope,
                        let d = try? id.derivative(at: a, value: y, unit)
                    {
                        slope = try? d * du
                    }
                    stack.append(Jet(y, slope: slope, isNonzero: keepsZerosOf(id, u)))
                case .binary:
                    guard let b = stack.popLast(), let a = stack.popLast() else { return nil }
                    let result = a.value.flatMap { av in
                        b.value.flatMap { bv in
                            Jet.value { () throws(ArithmeticError) in try id.apply(av, bv) }
                        }
                    }
                    if a.isUndefined || b.isUndefined || result?.isUndefined == true {
                        stack.append(.undefined)
                        continue
                    }
                    let y = result?.value
                    var slope: Real?
                    if let av = a.value, let bv = b.value, let y, let da = a.slope, let db = b.slope
                    {
                        slope = try? id.derivative(av, bv, value: y, da, db)
                    }
                    let isNonzero =
                        switch id {
                        case .times: a.isNonzero && b.isNonzero
                        // `tan x = 0` is tan x − 0: the zeros of tan x.
                        case .plus, .minus:
                            (b.value?.isZero == true && a.isNonzero)
                                || (a.value?.isZero == true && b.isNonzero)
                        case .dividedBy, .power: a.isNonzero
                        default: false
                        }
                    stack.append(Jet(y, slope: slope, isNonzero: isNonzero))
                default:
                    return nil
                }
            case .call(let name, let arity):
                guard let id = OperationID(functionNamed: name), stack.count >= arity else {
                    return nil
                }
                stack.append(call(id, on: Array(stack.suffix(arity))))
                stack.removeSubrange(stack.count - 1 - arity..<stack.count - 1)
            default:
                return nil
            }
        }
        return stack.count == 1 ? stack[0] : nil
    }

    /// A function of several operands (money's) on their jets: its derivative from its
    /// formulas evaluated on dual numbers.
    private func call(_ id: OperationID, on arguments: [Jet]) -> Jet {
        if arguments.contains(where: \.isUndefined) { return .undefined }
        let values = arguments.compactMap(\.value)
        guard values.count == arguments.count,
            let result = Jet.value({ () throws(ArithmeticError) in try id.apply(values) })
        else { return Jet(nil, slope: nil) }
        guard !result.isUndefined else { return .undefined }
        let slopes = arguments.compactMap(\.slope)
        let duals = zip(values, slopes).map { Dual($0, slope: $1) }
        let slope = slopes.count == values.count ? (try? id.evaluate(duals))??.slope : nil
        return Jet(result.value, slope: slope)
    }

    /// Whether `id` of `u` is nonzero wherever `u` is (or always), though its value on the
    /// interval may be unknown: `tan u` is 0 only where `sin u` is.
    private func keepsZerosOf(_ id: OperationID, _ u: Jet) -> Bool {
        switch id {
        case .exponential, .powerOfTen, .powerOfTwo, .reciprocal: true
        case .negation, .square, .cube, .squareRoot, .cubeRoot: u.isNonzero
        case .tangent:
            u.value.flatMap { try? OperationID.sine.apply($0, settings.angleUnit).sign() }
                .map { $0 != 0 } ?? false
        default: false
        }
    }
}
