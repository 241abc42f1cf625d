import Numbers
import Units

/// An expression written as text (`2+3×4`, `sqrt(16)+1`, `2(3+4)`, `50+10%`, `−3^2`), read
/// with ordinary precedence: `^` (from the right) before prefix `−` and functions written
/// without parentheses, before `× ÷` and implied multiplication, before `+ −`. A conversion
/// ends it and takes all of it: `(2 + 3) ft in m`, `98.6 °F → °C`.
///
/// The tree lives in one array in postfix order (operands before what works on them); it is
/// read, and written into a brain's steps, without recursion, so no nesting is too deep.
public struct Expression: Sendable {
    struct Node: Sendable {
        let step: ProgramStep
        /// The operands' nodes, left to right: none of a number, one of a function or `%`,
        /// two of a binary operation, a call's arguments.
        var operands: [Int] = []

        var isBinary: Bool {
            guard case .operation(let id) = step, case .binary = id.entry.kind else { return false }
            return true
        }
    }

    var nodes: [Node] = []

    /// Why text is not an expression, and where: `position` counts characters from 1.
    public struct SyntaxError: Error, Equatable, Sendable {
        public enum Problem: Equatable, Sendable {
            /// Something that cannot stand where it stands (`2 + × 3`, `)` with no `(`).
            case unexpected(String)
            /// A word that is no function, constant or variable.
            case unknownName(String)
            /// A number beyond what an exact value holds (`1e9999999`).
            case numberOutOfRange
            /// The text ends where an operand is still needed (`2 +`, or nothing at all).
            case endsEarly
            /// A conversion between units that measure different things (`5 kg in m`).
            case unitMismatch(Dimension, Dimension)
            /// `+`, `−` or another operation on quantities of different dimensions
            /// (`2 m + 3 s`).
            case incompatibleUnits(OperationID, Dimension, Dimension)
            /// A quantity where a plain number is needed: `sin(2 m)`, `2 ^ (3 m)`, `(m)^x`.
            case needsPlainNumber(String, Dimension)
            /// A temperature on a scale with an offset (°C, °F) multiplied, divided or raised.
            case temperatureArithmetic(String)
            /// Units raised to a power that is no whole number: `(2 m) ^ 0.5`.
            case unitPower
            /// A conversion to something that is no unit (`5 kg in foo`).
            case unknownUnit(String)
            /// Programmer mode: a number its word cannot hold.
            case doesNotFit(bits: Int)
            /// Programmer mode: a digit the word's base lacks (`9` in octal).
            case notADigit(String, base: Int)
            /// Programmer mode: an operation of scientific mode (`sin`).
            case needsScientificMode(String)
            /// A kept function called with other than its number of arguments (`f` alone is
            /// called with none).
            case argumentCount(String, expected: ClosedRange<Int>, found: Int)
        }
        public let problem: Problem
        public let position: Int

        public init(problem: Problem, position: Int) {
            (self.problem, self.position) = (problem, position)
        }
    }

    /// Reads `text`. `decimalSeparator` is the locale's: with `,`, both `,` and `.` are decimal
    /// points. Of the names that are no operation, only `variables` are read, as variables.
    /// With programmer mode's `word`, numbers are the word's integers in its base.
    public init(
        parsing text: String, decimalSeparator: Character = ".",
        variables: Set<String> = ["M", "x", "y"], word: IntegerWord? = nil,
        functions: FunctionLibrary = FunctionLibrary()
    ) throws(SyntaxError) {
        var (text, target) = (text, UnitTarget?.none)
        switch ConversionText.reading(text) {
        case .conversion(let expression, let found)?:
            (text, target) = (expression, found)
        case .unknownTarget(let name)?:
            throw SyntaxError(problem: .unknownUnit(name), position: text.count - name.count + 1)
        case nil:
            break
        }
        var reader = ExpressionReader(
            text: Array(text), decimalSeparator: decimalSeparator, variables: variables,
            word: word, functions: functions)
        nodes = try reader.read()
        try checkUnits(shownIn: target)
    }

    /// Whether an operation works on something in it: `2+3`, `sqrt(16)`, `2pi`, but not `5` or
    /// `pi`, which are a value and no calculation.
    public var isCalculation: Bool { nodes.contains { !$0.operands.isEmpty } }

    /// Whether it is a binary operation at the top: it needs parentheses to be one operand.
    var isBinary: Bool { nodes.last?.isBinary ?? false }

    /// Steps that mean the expression in the algebraic brain, whatever its order of operations:
    /// a binary right operand, a left one that would not run first, and a function's binary
    /// operand are put in parentheses. `grouped` puts the whole in parentheses if it needs
    /// them to be one operand.
    func algebraicSteps(grouped: Bool) -> [ProgramStep] {
        guard !nodes.isEmpty else { return [] }
        enum Work {
            case node(Int)
            case step(ProgramStep)
        }
        let (open, close) = (
            ProgramStep.operation(.openParenthesis), ProgramStep.operation(.closeParenthesis)
        )
        var steps: [ProgramStep] = []
        var work: [Work] = []
        func push(_ node: Int, parenthesized: Bool) {
            if parenthesized { work.append(.step(close)) }
            work.append(.node(node))
            if parenthesized { work.append(.step(open)) }
        }
        push(nodes.count - 1, parenthesized: grouped && isBinary)
        while let item = work.popLast() {
            switch item {
            case .step(let step):
                steps.append(step)
            case .node(let index):
                let node = nodes[index]
                if case .call = node.step {
                    // `f(`, the arguments between `,`, `)`: pushed last first.
                    work.append(.step(close))
                    for (position, argument) in node.operands.enumerated().reversed() {
                        work.append(.node(argument))
                        if position > 0 { work.append(.step(.nextArgument)) }
                    }
                    work.append(.step(node.step))
                    continue
                }
                guard let first = node.operands.first else {
                    steps.append(node.step)
                    continue
                }
                guard node.operands.count == 2 else {
                    work.append(.step(node.step))
                    push(first, parenthesized: nodes[first].isBinary)
                    continue
                }
                let second = node.operands[1]
                push(second, parenthesized: nodes[second].isBinary)
                work.append(.step(node.step))
                // A left operand that binds more loosely would not run first under precedence.
                let isLooser = infix(of: first).flatMap { left in
                    infix(of: node).map { !left.runs(before: $0) }
                }
                push(first, parenthesized: isLooser == true)
            }
        }
        return steps
    }

    /// Steps that push the expression's value onto the RPN stack as one level. RPN's `%` keeps
    /// level 2 and takes a percent of it (HP's), which is `a + b%` exactly; any other percent is
    /// written `÷ 100`.
    var rpnSteps: [ProgramStep] {
        var percentsOfLeft = Set<Int>()
        for node in nodes {
            if node.isBinary, case .operation(let id) = node.step, id.readsPercentOfLeft {
                percentsOfLeft.insert(node.operands[1])
            }
        }
        var steps: [ProgramStep] = []
        for (index, node) in nodes.enumerated() {
            if node.step == .operation(.percent), !percentsOfLeft.contains(index) {
                steps += [.operand(Complex(Real(100))), .operation(.dividedBy)]
            } else {
                steps.append(node.step)
            }
        }
        return steps
    }

    private func infix(of index: Int) -> BinaryOperator? { infix(of: nodes[index]) }

    private func infix(of node: Node) -> BinaryOperator? {
        guard node.isBinary, case .operation(let id) = node.step else { return nil }
        return id.infix
    }
}
