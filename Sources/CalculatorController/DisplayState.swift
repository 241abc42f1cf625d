import CalculatorModel
import Numbers
import Units

/// What the window shows, and all it shows: the controller computes it, the view renders it.
public struct DisplayState: Equatable, Sendable {
    /// The number being typed or the result; the error message when there is an error.
    public var display: String
    /// The expression behind the display, ending in ` …` while an operation waits for its
    /// operand and ` =` otherwise; empty when there is nothing to describe.
    public var description: String
    /// `x = 5  y = 4.8  M = unset`: every variable that is used or set; empty when none is.
    public var variables: String
    /// Set when the display shows an error message instead of a number.
    public var error: String?
    public var notation: Notation
    /// The variables of `variables`, for editing.
    public var variableList: [VariableValue]
    /// A short message near the display (a refused paste, a damaged session file); it lasts
    /// until the next key.
    public var notice: String?
    public var angleUnit: AngleUnit
    public var order: OrderOfOperations
    public var complexNumbers: ComplexNumbers
    /// How many parentheses are open (algebraic only).
    public var openParentheses: Int
    public var canUndo: Bool
    public var canRedo: Bool
    /// Finished calculations, newest first, formatted with the current settings.
    public var history: [HistoryRow]
    /// RPN: the stack's levels, level 1 first, at most as many as a window shows.
    public var stack: [StackRow]
    /// RPN: how many levels the stack has, shown or not.
    public var stackDepth: Int
    /// Whether a number is being typed: in RPN it is the entry line under level 1.
    public var isTyping: Bool
    /// Whether the result is being computed: the display says so, and the description and
    /// the stack are the last ones computed.
    public var isComputing = false
    /// Whether the result is shown with more digits than the format's (`showMoreDigits`):
    /// the display then shows every line of them.
    public var showsMoreDigits = false
    /// Whether the function keys show their second functions (`2nd`).
    public var showsSecondFunctions = false
    public var mode = CalculatorMode.scientific
    /// Programmer mode: the word, the value in every base and its bits; nil in scientific mode.
    public var word: WordReadout?
    /// The kept functions, in the order defined: `f(x) = x ^ 2 + 1`.
    public var functions: [FunctionRow] = []
    /// The function just deleted, which undo brings back; nil when there is none.
    public var deletedFunction: String?
    /// The expression line while text is typed or edited in it; nil while the description
    /// shows the calculation the keys made.
    public var line: LineState?
    /// The Money pane's fields.
    public var money = MoneyProblem()
    /// The Data pane's table.
    public var data = DataTable()
    /// The Solver pane's equation and fields.
    public var solver = SolverProblem()
    /// The roots last found (`SolverProblem.roots`), each as the display writes it.
    public var roots: [String] = []
    /// Whether the result is money, or would be with the day's exchange rates: the window
    /// fetches them then, at most once a day.
    public var usesExchangeRates = false
}

/// A kept function as the Functions list shows it.
public struct FunctionRow: Equatable, Sendable {
    public let name: String
    /// `f(x)`.
    public let heading: String
    /// `x ^ 2 + 1`.
    public let formula: String
    public let parameterCount: Int

    public var definition: String { heading + " = " + formula }
}

public enum Notation: String, CaseIterable, Codable, Sendable {
    case algebraic
    case rpn
}

public struct VariableValue: Equatable, Sendable {
    public var name: String
    /// nil when the variable is unset.
    public var value: Complex?

    public init(name: String, value: Complex?) { (self.name, self.value) = (name, value) }

    /// The value as a field shows it for editing: every digit that is known, and text that
    /// reads back as the same value (`0.1`, `1/3`, `≈1.414…`).
    public var editableText: String {
        guard let value else { return "" }
        // `2 + 3.5i` where both parts are decimals; else the exact text (`1/3,sqrt:1:2`).
        let isDecimal = [value.real, value.imaginary].allSatisfy {
            $0.rational?.terminatingSignificantDigits != nil
        }
        return value.isReal || !isDecimal ? value.serialized : value.enteredText
    }
}

/// A finished calculation: what was computed and its value.
public struct HistoryEntry: Sendable {
    public var description: String
    public var result: Complex { didSet { (written, savedValue) = (nil, nil) } }
    /// The units the result is shown in (`km/h`), if the calculation had any.
    public var units: UnitTarget?
    /// The result as the history pane shows it in a format, and its value as the session
    /// saves it, made once (`prepare`): writing a huge value costs milliseconds, which no key
    /// may pay again. Its formula is written when saved, on the saving thread.
    private(set) var written: Written?
    /// The result's value as a session saved it (its real part): read back, it need not be
    /// written again, which for 10^1259990 costs a third of a second.
    private var savedValue: String?

    struct Written: Sendable {
        let style: ValueStyle
        let text: String
        let serializedValue: String
    }

    public init(description: String, result: Complex, units: UnitTarget? = nil) {
        (self.description, self.result, self.units) = (description, result, units)
    }

    /// Writes the result in `style` now, and as the session saves it, if not yet.
    mutating func prepare(_ style: ValueStyle) {
        guard written?.style != style else { return }
        written = Written(
            style: style, text: result.text(style),
            serializedValue: written?.serializedValue ?? savedValue ?? result.real.serializedValue)
    }

    /// The result in `style`: the text `prepare` made, else made now.
    func resultText(_ style: ValueStyle) -> String {
        if let written, written.style == style { return written.text }
        return result.text(style)
    }

    /// The result with its units, as the history pane shows it: `16.09344 km/h`.
    func quantityText(_ style: ValueStyle) -> String {
        units.map { Quantities.text(of: result, in: $0, style) } ?? resultText(style)
    }
}

extension HistoryEntry: Equatable {
    public static func == (a: HistoryEntry, b: HistoryEntry) -> Bool {
        a.description == b.description && a.result == b.result && a.units == b.units
    }
}

extension HistoryEntry: Codable {
    private enum CodingKeys: String, CodingKey { case description, result, units }

    /// Units that no longer read (a damaged file) are left out: the number is still right.
    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            description: try fields.decode(String.self, forKey: .description),
            result: try fields.decode(Complex.self, forKey: .result),
            units: try fields.decodeIfPresent(String.self, forKey: .units).flatMap {
                UnitTarget(text: $0)
            })
        // A real value's text, its formula (`|…`) apart, is a serialization of it.
        if result.isReal, let text = try? fields.decode(String.self, forKey: .result),
            !text.contains(",")
        {
            savedValue = String(text.prefix { $0 != "|" })
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: CodingKeys.self)
        try fields.encode(description, forKey: .description)
        try fields.encodeIfPresent(units?.text, forKey: .units)
        // A complex value is written whole: each part with its formula.
        let real =
            (written?.serializedValue ?? savedValue ?? result.real.serializedValue)
            + result.real.formulaSuffix
        try fields.encode(
            result.isReal ? real : real + "," + result.imaginary.serialized, forKey: .result)
    }
}
