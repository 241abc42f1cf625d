import Numbers

/// `solve(EQUATION)`, `solve(EQUATION, x)` or `solve(EQUATION, x, a, b)` as typed: the
/// equation, its unknown, and the range searched, which is `a…b` when given, else every real
/// root's for a polynomial, else −1000…1000 (`Equation.searchRange`).
public struct SolveCall: Sendable {
    public enum Problem: Error, Equatable, Sendable {
        case equation(Equation.Problem)
        /// Not `solve(…)` alone with its parentheses closed.
        case notAlone
        /// Not one, two or four arguments, or an unknown that is no name.
        case arguments
        /// A range's end that is no real number, or ends in the wrong order.
        case range
    }

    public let equation: Equation
    /// The range given; nil for the equation's own (`Equation.searchRange`).
    public let givenRange: ClosedRange<Rational>?

    /// Nil when `text` does not begin with `solve(`. Arguments are separated by `,`, or by `;`
    /// where `,` is the decimal separator.
    public init?(
        parsing text: String, variables: [String: Real] = [:], angleUnit: AngleUnit = .radians,
        decimalSeparator: Character = "."
    ) throws(Problem) {
        let trimmed = Self.trimmed(text)
        guard Self.begins(trimmed) else { return nil }
        guard trimmed.hasSuffix(")") else { throw .notAlone }
        let separators: Set<Character> = decimalSeparator == "," ? [";"] : [",", ";"]
        var (arguments, depth, argument) = ([String](), 0, "")
        for character in trimmed.dropFirst("solve(".count).dropLast() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth < 0 { throw .notAlone }  // `solve(…) + (…)`
            if depth == 0, separators.contains(character) {
                arguments.append(argument)
                argument = ""
            } else {
                argument.append(character)
            }
        }
        arguments.append(argument)
        arguments = arguments.map(Self.trimmed)
        guard [1, 2, 4].contains(arguments.count),
            arguments.count == 1 || isValidVariableName(arguments[1])
        else { throw .arguments }
        do {
            equation = try Equation(
                parsing: arguments[0], unknown: arguments.count > 1 ? arguments[1] : nil,
                variables: variables, angleUnit: angleUnit, decimalSeparator: decimalSeparator)
        } catch {
            throw .equation(error)
        }
        guard arguments.count == 4 else {
            givenRange = nil
            return
        }
        let ends = arguments[2...].map { text in
            Self.value(of: text, decimalSeparator: decimalSeparator).flatMap(Self.rational(near:))
        }
        guard let lower = ends[0], let upper = ends[1], lower < upper else { throw .range }
        givenRange = lower...upper
    }

    private static func trimmed(_ text: some StringProtocol) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// Whether `text` begins a call of `solve`, finished or not: a line that does is solved
    /// when kept, never read as it is typed.
    public static func begins(_ text: String) -> Bool { trimmed(text).hasPrefix("solve(") }

    /// Whether `text` is a call of `solve` whose parenthesis is still open: an `=` typed at
    /// its end belongs to the equation.
    public static func isOpen(_ text: String) -> Bool {
        begins(text) && text.count { $0 == "(" } > text.count { $0 == ")" }
    }

    /// The real value of a number or an expression written in a range's end or a Solver
    /// field (`2pi`, `1/3`); nil for any other text, and for one that takes longer than a
    /// frame: it is read where the call is typed, on the window's thread (`100000!`).
    public static func value(of text: String, decimalSeparator: Character = ".") -> Real? {
        guard let expression = try? Expression(parsing: text, decimalSeparator: decimalSeparator)
        else { return nil }
        var brain = CalculatorBrain()
        brain.enter(expression)
        let result = Budget.$current.withValue(Budget(milliseconds: 16)) {
            brain.evaluateExactly().result
        }
        guard let value = try? result?.get(), value.isReal else { return nil }
        return value.real
    }

    /// A range's end: its value where it is a fraction, else within 2⁻⁶⁴ of it (`2π`).
    private static func rational(near value: Real) -> Rational? {
        if let exact = value.rational { return exact }
        let scale = Rational(2).power(64) ?? .one
        return try? (value * Real(scale)).rounded().rational.map { $0 / scale }
    }

    /// Every root in the range, each proven, and what could not be decided or searched.
    public func solved() -> Solution {
        guard let equation = try? equation.prepared() else {
            return Solution(
                unknown: self.equation.unknown, range: givenRange ?? .zero ... .zero,
                isRangeGiven: givenRange != nil,
                findings: [], roots: [], complexRootCount: nil, isIdentity: true)
        }
        let range = givenRange ?? equation.searchRange
        let (findings, distinctRoots) = equation.search(
            from: range.lowerBound, to: range.upperBound)
        let roots = findings.compactMap { finding in
            if case .root(let root) = finding { root } else { nil }
        }
        // A polynomial searched within its root bound: its other roots are complex.
        let complexRootCount =
            givenRange != nil || findings.contains(where: { $0.root == nil })
            ? nil : distinctRoots.map { $0 - roots.count }
        return Solution(
            unknown: equation.unknown, range: range, isRangeGiven: givenRange != nil,
            findings: findings, roots: roots, complexRootCount: complexRootCount,
            isIdentity: false)
    }
}

/// What `solve` proved: its roots, in increasing order, and the parts of the range it could
/// not decide or did not search.
public struct Solution: Sendable {
    public let unknown: String
    public let range: ClosedRange<Rational>
    public let isRangeGiven: Bool
    public let findings: [RootIsolation.Finding]
    public let roots: [Real]
    /// A polynomial's roots that are not real (each counted once); nil for any other
    /// equation, or a search not finished.
    public let complexRootCount: Int?
    /// Both sides are the same polynomial: every value is a solution.
    public let isIdentity: Bool

    /// Whether no root is proven in the range: every part of it searched and decided.
    public var provesNoRoot: Bool { findings.isEmpty }

    /// Whether the budget let the whole range be searched.
    public var isComplete: Bool {
        !findings.contains { if case .unsearched = $0 { true } else { false } }
    }
}

extension RootIsolation.Finding {
    var root: Real? { if case .root(let root) = self { root } else { nil } }
}
