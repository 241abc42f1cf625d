import CalculatorModel
import Units

/// Everything a person can press. A button and its keyboard shortcut produce the same key.
public enum Key: Hashable, Sendable {
    /// 0–9, and in programmer mode's hexadecimal the digits A–F (10–15).
    case digit(Int)
    case decimalPoint
    /// `EE`: starts the exponent of the number being typed (`1.5 EE 3 ±` is 1.5e-3); with
    /// nothing typed, of 1.
    case exponent
    /// Any operation but `=`.
    case operation(OperationID)
    /// `=` in algebraic notation, Enter (`↩`) in RPN.
    case equals
    case variable(String)
    /// `→M`: the displayed value becomes the value of M.
    case storeToMemory
    /// `C`: back to the launch state; variable values are discarded.
    case clear
    /// `⌫`: removes the last typed character, or undoes when nothing is being typed.
    case backspace
    /// Undoes the last step; a number being typed is discarded as a whole.
    case undo
    /// Puts back what undo took away.
    case redo
    /// Switches trigonometry between radians and degrees.
    case switchAngleUnit
    /// `2nd`: the function keys show their inverses and the rarer functions, until pressed
    /// again. Only the keypad changes; nothing is recorded.
    case secondFunctions
    /// Programmer mode: the base numbers are typed and shown in.
    case base(IntegerWord.Base)
    /// Programmer mode: 8, 16, 32, 64 bits, round.
    case nextWordSize
    /// Programmer mode: signed (two's complement) ⇄ unsigned.
    case switchSignedness
    /// Programmer mode: flips one bit of the number shown (0 is the lowest).
    case toggleBit(Int)
    /// The value shown, or `value` (a number as pasted) when there is one, in another unit:
    /// the converter's "use" button; a step of the program like a function.
    case convert(UnitConversion, value: String? = nil)
    /// A kept function: opens its call in algebraic notation, applies it in RPN.
    case function(String)
    /// `,` between a call's arguments.
    case nextArgument
    /// `Σ+`: the displayed value into the Data pane's table, as a new row; `Σ−` takes the last
    /// row holding it back out.
    case addDataPoint, removeDataPoint
}

extension Key {
    /// The words a script names keys with besides digits, operations and variables, each
    /// named after what it does: the headless mode's parsing and its `--help` both read this.
    public static let scriptWords: [(words: [String], key: Key)] = [
        (["=", "enter", "↩", "↵", "↓"], .equals), ([".", ","], .decimalPoint),
        (["EE", "×10ˣ"], .exponent),
        (["C", "clear"], .clear), (["backspace", "⌫"], .backspace), (["undo", "⎌"], .undo),
        (["redo", "⟳"], .redo), (["angle", "deg", "rad"], .switchAngleUnit),
        (["->M", "→M"], .storeToMemory), (["2nd"], .secondFunctions),
        (["HEX"], .base(.hexadecimal)), (["DEC"], .base(.decimal)), (["OCT"], .base(.octal)),
        (["BIN"], .base(.binary)), (["word"], .nextWordSize), (["signed"], .switchSignedness),
        ([";"], .nextArgument), (["Σ+", "sigma+"], .addDataPoint),
        (["Σ-", "Σ−", "sigma-"], .removeDataPoint),
    ]

    private static let keysByScriptWord = Dictionary(
        uniqueKeysWithValues: scriptWords.flatMap { entry in entry.words.map { ($0, entry.key) } })

    /// The keys a script token names (`12` is `1 2`, `->M` is `→M`; in programmer mode `FF`
    /// is `F F` and `bit7` flips bit 7); nil for anything else.
    public static func keys(for token: String, in mode: CalculatorMode = .scientific) -> [Key]? {
        if token.hasPrefix("fx:"), isValidVariableName(String(token.dropFirst(3))) {
            return [.function(String(token.dropFirst(3)))]
        }
        if token.hasPrefix("bit"), let bit = Int(token.dropFirst(3)), (0..<64).contains(bit) {
            return [.toggleBit(bit)]
        }
        if token.hasPrefix("hex"), token.count == 4, let digit = token.last?.hexDigitValue {
            return [.digit(digit)]
        }
        // `C` is a digit there, `DEC` a base.
        if mode == .programmer, token.count == 1 || keysByScriptWord[token] == nil,
            !token.isEmpty, token.allSatisfy(\.isHexDigit)
        {
            return token.compactMap(\.hexDigitValue).map(Key.digit)
        }
        if let key = keysByScriptWord[token] { return [key] }
        if token.contains("→"), let conversion = UnitConversion(text: token) {
            return [.convert(conversion)]
        }
        if let id = OperationID(spelling: token) {
            return [id == .equals ? .equals : .operation(id)]
        }
        // Digits are typed one by one, so any number of them is fine (the entry says when a
        // number has more than it holds); one decimal point at most.
        if token.allSatisfy({ ("0"..."9").contains($0) || $0 == "." || $0 == "," }),
            token.contains(where: { ("0"..."9").contains($0) }),
            token.count(where: { $0 == "." || $0 == "," }) <= 1
        {
            return token.map { $0.wholeNumberValue.map(Key.digit) ?? .decimalPoint }
        }
        if isValidVariableName(token) { return [.variable(token)] }
        return nil
    }
}

extension Key {
    /// Whether the key works on the number displayed (`+`, `sin`, `→M`, a conversion) rather
    /// than beginning one.
    var worksOnTheDisplayedValue: Bool {
        switch self {
        case .operation(let id):
            switch id.entry.kind {
            case .unary, .binary, .percent: true
            default: false
            }
        case .storeToMemory, .convert: true
        default: false
        }
    }
}
