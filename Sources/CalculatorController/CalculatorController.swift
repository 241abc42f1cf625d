import CalculatorModel

/// Turns keys into display states. It owns both brains, the notation, the number being typed
/// and the variable values (M among them); the view knows nothing else.
public struct CalculatorController: Sendable {
    public private(set) var notation: Notation = .algebraic
    private var algebraic = CalculatorBrain()
    private var rpn = RPNBrain()
    /// Non-nil while the user is in the middle of typing a number.
    private var entry: NumberEntry?
    /// The values of M and every other variable, shared by both notations.
    public private(set) var variableValues: [String: Double] = [:] {
        didSet { rpn.variableValues = variableValues }
    }

    public init() {}

    // MARK: Input

    public mutating func press(_ key: Key) {
        switch key {
        case .digit(let digit) where (0...9).contains(digit):
            if entry == nil {
                entry = NumberEntry(digit: digit)
            } else {
                entry?.append(digit: digit)
            }
        case .digit:
            break
        case .decimalPoint:
            if entry == nil {
                entry = NumberEntry(decimalPoint: ())
            } else {
                entry?.appendDecimalPoint()
            }
        case .operation("±") where entry != nil:
            entry?.toggleSign()
        case .operation(let symbol):
            perform(symbol)
        case .equals where notation == .algebraic:
            perform("=")
        case .equals:
            enter()
        case .variable(let name):
            commitEntry()
            switch notation {
            case .algebraic: algebraic.setOperand(variable: name)
            case .rpn: rpn.pushOperand(symbol: name)
            }
        case .storeToMemory:
            if let value = displayValue { variableValues["M"] = value }
            entry = nil
        case .clear:
            (algebraic, rpn, entry, variableValues) = (CalculatorBrain(), RPNBrain(), nil, [:])
        case .backspace where entry != nil:
            if entry?.removeLast() == false { entry = nil }
        case .backspace, .undo:
            if entry != nil {
                entry = nil
            } else {
                undo()
            }
        }
    }

    public mutating func setNotation(_ newNotation: Notation) {
        notation = newNotation
    }

    /// Sets a variable's value, or unsets it with nil. Invalid names are ignored.
    public mutating func setVariable(_ name: String, to value: Double?) {
        guard isValidVariableName(name), value?.isFinite ?? true else { return }
        variableValues[name] = value
    }

    // MARK: Output

    public var state: DisplayState {
        let (result, description) = evaluation
        let error: String? =
            if entry == nil, case .failure(let error) = result { error.description } else { nil }
        return DisplayState(
            display: entry?.text ?? error ?? (try? result?.get())?.calculatorText() ?? "0",
            description: description, variables: variablesText, error: error, notation: notation)
    }

    /// The current brain's value (nil when it has none) and its description with ` …` or ` =`.
    private var evaluation: (result: Result<Double, CalculatorError>?, description: String) {
        switch notation {
        case .algebraic:
            let evaluation = algebraic.evaluateAndReportErrors(using: variableValues)
            let suffix = evaluation.isPending ? " …" : " ="
            return (
                evaluation.result,
                evaluation.description.isEmpty ? "" : evaluation.description + suffix
            )
        case .rpn:
            guard !rpn.isEmpty else { return (nil, "") }
            return (rpn.evaluateAndReportErrors(), rpn.description + " =")
        }
    }

    /// The number the display shows, if it shows one: what is typed, else the result.
    private var displayValue: Double? {
        if let entry { return entry.value }
        guard let result = evaluation.result else { return 0 }
        return try? result.get()
    }

    private var variablesText: String {
        let used = notation == .algebraic ? algebraic.variablesUsed : rpn.variablesUsed
        let names = used.union(variableValues.keys).sorted {
            ($0 == "M" ? 1 : 0, $0) < ($1 == "M" ? 1 : 0, $1)
        }
        return names.map { name in
            "\(name) = \(variableValues[name]?.calculatorText() ?? "unset")"
        }.joined(separator: "  ")
    }

    // MARK: Steps

    private mutating func perform(_ symbol: String) {
        guard let operation = Operation.entry(for: symbol)?.operation else { return }
        switch notation {
        case .algebraic:
            if entry == nil, algebraic.isAwaitingOperand, needsDisplayedOperand(operation) {
                algebraic.setOperand(displayValue ?? 0)
            }
            commitEntry()
            algebraic.performOperation(symbol)
        case .rpn:
            commitEntry()
            rpn.performOperation(symbol)
        }
    }

    /// Whether an operation pressed while the brain has no operand should work on the number
    /// displayed (`7 + √` is `7 + √(7)`, `+` at launch is `0 +`). A binary operation right after
    /// another replaces it instead.
    private func needsDisplayedOperand(_ operation: Operation) -> Bool {
        let isPending = algebraic.evaluateAndReportErrors().isPending
        switch operation {
        case .unary: return true
        case .binary: return !isPending
        case .equals: return isPending
        case .constant, .random: return false
        }
    }

    /// RPN Enter: pushes the number typed, or the displayed number again.
    private mutating func enter() {
        if let value = displayValue { rpn.pushOperand(value) }
        entry = nil
    }

    /// Hands the number being typed to the brain.
    private mutating func commitEntry() {
        guard let value = entry?.value else { return }
        switch notation {
        case .algebraic: algebraic.setOperand(value)
        case .rpn: rpn.pushOperand(value)
        }
        entry = nil
    }

    private mutating func undo() {
        switch notation {
        case .algebraic: algebraic.undo()
        case .rpn: rpn.undo()
        }
    }
}
