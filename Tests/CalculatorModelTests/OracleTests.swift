import CalculatorModel
import Foundation
import Testing

/// Every description means what the brain computed, with no parenthesis to spare: checked on
/// random programs against `Oracle`, which reads the description and evaluates it in `Double`s
/// (where those are finite: the brain's exact values go where `Double`s cannot). The digits
/// themselves are checked against mpmath by `Tests/Oracle/exact_oracle.py`.
/// `ORACLE_PROGRAMS` asks for more than the default 1 000 a notation (the fuzz run uses it).
@Suite("Descriptions against an independent evaluator")
struct OracleTests {
    static let count =
        ProcessInfo.processInfo.environment["ORACLE_PROGRAMS"].flatMap(Int.init) ?? 1_000
    static let variables = ["x": 1.5, "y": -2.25, "M": 4]
    static let leaves = ["2", "3", "0.5", "7", "1.25", "10", "-2", "π", "e", "x", "y", "M"]
    static let unary = [
        "√", "x²", "x⁻¹", "±", "sin", "cos", "tan", "ln", "log", "eˣ", "sin⁻¹", "cos⁻¹", "tan⁻¹",
        "x!",
    ]
    static let binary = ["+", "−", "×", "÷", "^"]

    @Test func rpnPrograms() {
        var random = SplitMix64(state: 2011)
        var failures: [String] = []
        for _ in 0..<Self.count {
            var brain = RPNBrain()
            brain.variableValues = Self.variables
            brain.program = Self.expression(
                depth: Int.random(in: 1...6, using: &random), using: &random)
            failures += Self.check(brain.description, brain.evaluateAndReportErrors())
        }
        #expect(failures.prefix(5) == [], "\(failures.count) of \(Self.count) programs")
    }

    @Test func algebraicKeySequences() {
        var random = SplitMix64(state: 2017)
        var failures: [String] = []
        for _ in 0..<Self.count {
            var brain = CalculatorBrain()
            Self.enter(Self.leaves.randomElement(using: &random)!, into: &brain)
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<5:
                    brain.performOperation(Self.binary.randomElement(using: &random)!)
                    Self.enter(Self.leaves.randomElement(using: &random)!, into: &brain)
                case 5..<8: brain.performOperation(Self.unary.randomElement(using: &random)!)
                default: brain.performOperation("=")
                }
                if brain.isPending != brain.evaluate().isPending {
                    failures.append("isPending differs from evaluation after \(brain.program)")
                }
            }
            brain.performOperation("=")
            let evaluation = brain.evaluateAndReportErrors(using: Self.variables)
            failures += Self.check(
                evaluation.description, evaluation.result ?? .failure(.missingOperand))
        }
        #expect(failures.prefix(5) == [], "\(failures.count) of \(Self.count) programs")
    }

    @Test func theOracleReadsOrdinaryNotation() {
        let cases: [(String, Double)] = [
            ("2 ^ 3 ^ 2", 512), ("-2 ^ 2", -4), ("(-2)²", 4), ("8 − 4 − 2", 2), ("8 ÷ 4 ÷ 2", 1),
            ("2 + 3 × 4", 14), ("√(9) + 3!", 9), ("1e+2 × 2", 200), ("2 × -3", -6),
        ]
        for (text, value) in cases {
            let tree = Oracle.parse(text)
            #expect(tree.map { Oracle.evaluate($0, variables: [:]).value } == value, "\(text)")
        }
        #expect(Oracle.parse("2 ^ -3") == nil)
        #expect(Oracle.parse("--3") == nil)
        #expect(Oracle.parse("(1 + 2") == nil)
    }

    // MARK: Programs

    static func expression(depth: Int, using random: inout SplitMix64) -> [String] {
        if depth == 0 || Int.random(in: 0..<4, using: &random) == 0 {
            return [leaves.randomElement(using: &random)!]
        }
        if Bool.random(using: &random) {
            return expression(depth: depth - 1, using: &random) + [
                unary.randomElement(using: &random)!
            ]
        }
        return expression(depth: depth - 1, using: &random)
            + expression(depth: depth - 1, using: &random)
            + [binary.randomElement(using: &random)!]
    }

    static func enter(_ leaf: String, into brain: inout CalculatorBrain) {
        if let number = Double(leaf) {
            brain.setOperand(number)
        } else if ["π", "e"].contains(leaf) {
            brain.performOperation(leaf)
        } else {
            brain.setOperand(variable: leaf)
        }
    }

    // MARK: Checks

    /// What is wrong with a description of a computation that gave `result`; empty when nothing.
    static func check(_ description: String, _ result: Result<Double, CalculatorError>) -> [String]
    {
        guard let tree = Oracle.parse(description) else { return ["unreadable: \(description)"] }
        var problems: [String] = []
        if case .success(let value) = result {
            let (expected, scale) = Oracle.evaluate(tree, variables: variables)
            if expected.isFinite && scale.isFinite
                && !(abs(expected - value) <= 1e-9 * max(scale, 1))
            {
                problems.append("\(description) is \(expected), brain says \(value)")
            }
        }
        for pair in parenthesisPairs(in: description) {
            var text = Array(description)
            text.remove(at: pair.close)
            text.remove(at: pair.open)
            if Oracle.parse(String(text)) == tree {
                problems.append("spare parentheses: \(description)")
            }
        }
        return problems
    }

    /// Grouping parentheses (not those of a function call), as character offsets.
    static func parenthesisPairs(in text: String) -> [(open: Int, close: Int)] {
        let characters = Array(text)
        var opened: [Int] = []
        var pairs: [(open: Int, close: Int)] = []
        for (index, character) in characters.enumerated() {
            if character == "(" {
                opened.append(index)
            } else if character == ")", let open = opened.popLast() {
                let isCall =
                    open > 0 && (characters[open - 1].isLetter || characters[open - 1] == "√")
                if !isCall { pairs.append((open, index)) }
            }
        }
        return pairs
    }
}
