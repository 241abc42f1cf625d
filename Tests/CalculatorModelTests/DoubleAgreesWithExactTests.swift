import Testing

@testable import CalculatorModel
@testable import Numbers

/// The graph draws with the `Double` switch, the display shows the exact one: for every
/// operation of the catalogue, on random programs and arguments, both have a value or neither
/// has, and the values agree to 1e-9 (relative, or absolute below 1).
@Suite("One semantics for a value")
struct DoubleAgreesWithExactTests {
    /// Operations whose value jumps at whole numbers (or halves, or odd denominators): they
    /// take their operands straight from a leaf, whose Double is the decimal itself or within
    /// an ulp of one that is not a whole number, so a jump is never an ulp away.
    static let stepped: Set<OperationID> = [
        .floor, .ceiling, .round, .integerPart, .fractionalPart, .modulo, .choose, .permutations,
        .factorial, .power, .root, .cubeRoot, .powerOfTen, .powerOfTwo, .tangent, .cube,
    ]

    static let unary = OperationID.allCases.filter {
        if case .unary = $0.entry.kind { true } else { false }
    }
    static let binary = OperationID.allCases.filter {
        if case .binary = $0.entry.kind { true } else { false }
    }

    @Test(arguments: AngleUnit.allCases)
    func everyOperationOnRandomArguments(unit: AngleUnit) {
        var random = SplitMix64(state: 25)
        var checked: [OperationID: Int] = [:]
        for _ in 0..<20_000 {
            let (program, operations) = Self.program(using: &random)
            let x = Self.leaf(using: &random)
            if compare(program, x: x, unit: unit) {
                for id in operations { checked[id, default: 0] += 1 }
            }
        }
        for id in Self.unary + Self.binary {
            #expect(
                checked[id, default: 0] >= 50, "\(id) was compared \(checked[id, default: 0]) times"
            )
        }
    }

    /// `x ^ (1 ÷ 3)` and `∛x` at x = −8: −2 on both paths, as the graph of issue 25 asks.
    @Test func oddRootsOfNegativeNumbersAreReal() throws {
        var brain = CalculatorBrain()
        for step in ["x", "^", "(", "1", "÷", "3", ")", "="] {
            if step == "x" {
                brain.setOperand(variable: "x")
            } else if let number = Double(step) {
                brain.setOperand(number)
            } else {
                brain.performOperation(step)
            }
        }
        let function = try #require(brain.function(of: "x"))
        #expect(function(-8).map { abs($0 + 2) < 1e-12 } == true)
        #expect(try brain.evaluateExactly(using: ["x": -8]).result?.get() == -2)
        #expect(function(-2.5) != nil)
        var rpn = RPNBrain()
        rpn.program = ["x", "∛"]
        #expect(rpn.function(of: "x").flatMap { $0(-27) }.map { abs($0 + 3) < 1e-12 } == true)
    }

    /// Whether the comparison was made (not where the exact value is beyond Double's range or
    /// needs more precision than a test should spend). A program of two operations is compared
    /// end to end; where the paths differ there, the outer operation is compared on the Double
    /// of its exact operand: a difference that the operand's rounding makes (`cos(10^16)`,
    /// `acosh(tanh 62)` with tanh 62 rounded to 1) is the Double's conditioning, not another
    /// semantics. So is one that a few ulps of the operand make: Double's functions are
    /// within an ulp or two, not correctly rounded.
    private func compare(_ program: [String], x: Double, unit: AngleUnit) -> Bool {
        // A power's realness depends on the fraction as written (`(−8) ^ (1 ÷ 69.944)` has an
        // odd denominator), so there x is the decimal a person types.
        let readsFraction = program.contains { $0 == "^" || $0 == "ʸ√" }
        guard let exactX = readsFraction ? Real(x) : Self.exactly(x) else { return false }
        let value = { (program: [String]) in
            var brain = RPNBrain()
            (brain.angleUnit, brain.program) = (unit, program)
            return (
                brain.value(using: ["x": Complex(exactX)]),
                brain.function(of: "x").flatMap { $0(x) }
            )
        }
        let (exact, double) = value(program)
        let place = "\(program.joined(separator: " ")) at x = \(x), \(unit)"
        guard let agrees = Self.agree(exact, double) else { return false }
        if agrees { return true }
        // The operand of the last operation, exactly and as the Double it rounds to.
        let last = OperationID(spelling: program.last!)!
        let operandEnd = program.count - (last.isBinary ? 2 : 1)
        let operands =
            [value(Array(program[..<operandEnd])).0]
            + (last.isBinary ? [value([program[operandEnd]]).0] : [])
        let doubles = operands.compactMap { (try? $0.get())?.doubleValue }
        guard doubles.count == operands.count else { return false }
        // Within a few ulps of the operand: as far as Double's own functions stray.
        let nearby = [
            doubles[0], doubles[0].nextUp, doubles[0].nextDown, doubles[0].nextUp.nextUp,
            doubles[0].nextDown.nextDown,
        ]
        for operand in nearby {
            let outer = last.isBinary ? last.apply(operand, doubles[1]) : last.apply(operand, unit)
            if Self.agree(exact, outer.isFinite ? outer : nil) == false {
                return false  // rounding of the operand
            }
        }
        Issue.record(
            "Double \(double.map { "\($0)" } ?? "none"), exact \(Self.text(exact)): \(place)")
        return true
    }

    private static func text(_ exact: Result<Complex, CalculatorError>) -> String {
        switch exact {
        case .success(let value): "\(value.doubleValue ?? .nan)"
        case .failure(let error): "\(error)"
        }
    }

    /// The Double's own value, every binary digit of it (19.924 is 19.923999999999999488…):
    /// both paths then start from the same point, and `x cosh sin` in degrees does not differ
    /// by cosh's amplification (×20) of the decimal's rounding.
    private static func exactly(_ x: Double) -> Real? {
        guard x.isFinite, x != 0 else { return x == 0 ? .zero : nil }
        let significand = Int(x.significand * 0x1p52)
        return try? Real(x.sign == .minus ? -significand : significand)
            * Real(2).power(Real(Int(x.exponent) - 52))
    }

    /// Whether an exact result and a Double agree; nil where the exact one cannot be compared.
    private static func agree(_ exact: Result<Complex, CalculatorError>, _ double: Double?) -> Bool?
    {
        switch exact {
        case .success(let value):
            guard let expected = value.doubleValue, abs(expected) < 1e300 else { return nil }
            guard let double else { return false }
            return abs(double - expected) <= 1e-9 * max(abs(expected), 1)
        case .failure(.resultNotFinite), .failure(.resultTooSmall), .failure(.imprecise):
            return nil
        case .failure:
            return double == nil
        }
    }

    /// An RPN program over `x`: one operation on leaves, or a smooth one on its result.
    private static func program(using random: inout SplitMix64) -> ([String], [OperationID]) {
        var (program, operations) = operation(using: &random)
        if Bool.random(using: &random) {
            let outer = (unary + binary).filter { !stepped.contains($0) }.randomElement(
                using: &random)!
            if case .binary = outer.entry.kind { program.append(leafText(using: &random)) }
            program.append(outer.entry.symbol)
            operations.append(outer)
        }
        return (program, operations)
    }

    private static func operation(using random: inout SplitMix64) -> ([String], [OperationID]) {
        let id = (unary + binary).randomElement(using: &random)!
        var program = ["x"]
        if case .binary = id.entry.kind {
            program.append(leafText(using: &random))
            if Bool.random(using: &random) { program.reverse() }
        }
        return (program + [id.entry.symbol], [id])
    }

    /// Small decimals, whole numbers, halves and thirds' decimals: where the jumps are.
    private static func leaf(using random: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: Double(Int.random(in: -6...25, using: &random))
        case 1: Double(Int.random(in: -20...20, using: &random)) / 2
        case 2: Double(Int.random(in: -1000...1000, using: &random)) / 1000
        default: Double(Int.random(in: -99_999...99_999, using: &random)) / 1000
        }
    }

    private static func leafText(using random: inout SplitMix64) -> String {
        Real(leaf(using: &random))!.serialized
    }
}

extension OperationID {
    fileprivate var isBinary: Bool { if case .binary = entry.kind { true } else { false } }
}
