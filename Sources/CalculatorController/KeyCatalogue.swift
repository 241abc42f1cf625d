import CalculatorModel
import Units

/// What a key is called and which keyboard keys press it: the one table that button labels,
/// tooltips, accessible names, keyboard handling and the shortcuts window all read.
extension Key {
    /// Every key on the keypad, in the order a keyboard user tabs through it.
    public static let keypad: [Key] =
        (0...9).map(Key.digit) + [.decimalPoint, .exponent, .equals, .clear, .backspace]
        + [.storeToMemory]
        + [.variable("M"), .variable("x"), .variable("y")]
        + OperationID.allCases.filter { $0 != .equals }.map(Key.operation)
        + (10...15).map(Key.digit) + IntegerWord.Base.allCases.map(Key.base)
        + [.nextWordSize, .switchSignedness]

    /// Whether the key does something in `mode` (its button is shown there).
    public func isAvailable(in mode: CalculatorMode) -> Bool {
        switch self {
        case .digit(let digit): digit < 10 || mode == .programmer
        case .operation(let id): id.entry.modes.contains(mode)
        case .equals, .clear, .backspace, .undo, .redo: true
        case .base, .nextWordSize, .switchSignedness, .toggleBit: mode == .programmer
        case .decimalPoint, .exponent, .variable, .storeToMemory, .switchAngleUnit,
            .secondFunctions, .convert, .function, .nextArgument, .addDataPoint, .removeDataPoint:
            mode == .scientific
        }
    }

    /// The text of the key's button.
    public func label(in notation: Notation) -> String {
        switch self {
        case .digit(let digit): String(digit, radix: 16, uppercase: true)
        case .decimalPoint: String(CalculatorController.decimalSeparator)
        case .exponent: "×10ˣ"
        case .operation(let id): id.entry.label
        case .equals: notation == .rpn ? "↩" : "="
        case .variable(let name): name
        case .storeToMemory: "→M"
        case .clear: "C"
        case .backspace: "⌫"
        case .undo: "⎌"
        case .redo: "⟳"
        case .switchAngleUnit: "DEG"
        case .secondFunctions: "2nd"
        case .base(let base): base.label
        case .nextWordSize: "64-bit"
        case .switchSignedness: "signed"
        case .toggleBit(let bit): String(bit)
        case .convert(let conversion, _): "→ " + conversion.target.symbol
        case .function(let name): name
        case .nextArgument: ";"
        case .addDataPoint: "Σ+"
        case .removeDataPoint: "Σ−"
        }
    }

    /// What a screen reader says: "square root", not "√".
    public func spokenName(in notation: Notation) -> String {
        switch self {
        case .digit(let digit): String(digit, radix: 16, uppercase: true)
        case .decimalPoint: localized("decimal point")
        case .exponent: localized("exponent")
        case .operation(let id): localized(id.entry.spokenName)
        case .equals: notation == .rpn ? localized("enter") : localized("equals")
        case .variable("M"): localized("memory")
        case .variable(let name): localized("variable %@", name)
        case .storeToMemory: localized("store to memory")
        case .clear: localized("clear")
        case .backspace: localized("backspace")
        case .undo: localized("undo")
        case .redo: localized("redo")
        case .switchAngleUnit: localized("switch angle unit")
        case .secondFunctions: localized("second functions")
        case .base(.hexadecimal): localized("hexadecimal")
        case .base(.decimal): localized("decimal")
        case .base(.octal): localized("octal")
        case .base(.binary): localized("binary")
        case .nextWordSize: localized("word size")
        case .switchSignedness: localized("signed or unsigned")
        case .toggleBit(let bit): localized("bit %@", String(bit))
        case .convert(let conversion, _):
            localized(
                "convert %@ to %@", conversion.source.localizedName,
                conversion.target.localizedName)
        case .function(let name): localized("function %@", name)
        case .nextArgument: localized("next argument")
        case .addDataPoint: localized("add to the data")
        case .removeDataPoint: localized("take back from the data")
        }
    }

    /// The keyboard keys that press this key, as GTK accelerators in one canonical form: a
    /// letter is lower case, with `<Shift>` when Shift is part of it (`<Shift>s`,
    /// `<Control><Shift>z`); other keys by their own name (`asterisk`, `KP_Add`).
    public var accelerators: [String] {
        switch self {
        case .digit(let digit) where digit >= 10:
            [String(digit, radix: 16), "<Shift>" + String(digit, radix: 16)]
        case .digit(let digit): ["\(digit)", "KP_\(digit)"]
        case .decimalPoint: ["period", "comma", "KP_Decimal", "KP_Separator"]
        case .exponent: ["<Alt><Shift>e"]
        case .operation(let id): id.entry.accelerators
        case .equals: ["Return", "KP_Enter", "equal"]
        case .variable("M"): ["<Alt>m"]
        case .variable(let name): ["<Alt>" + name]
        case .storeToMemory: ["<Alt><Shift>m"]
        case .clear: ["Escape", "Delete"]
        case .backspace: ["BackSpace"]
        case .undo: ["<Control>z"]
        case .redo: ["<Control><Shift>z", "<Control>y"]
        case .switchAngleUnit: ["<Control>d"]
        case .secondFunctions: ["<Control>2"]
        case .base(.hexadecimal): ["<Alt>h"]
        case .base(.decimal): ["<Alt>d"]
        case .base(.octal): ["<Alt>o"]
        case .base(.binary): ["<Alt>b"]
        case .nextWordSize: ["<Alt>w"]
        case .switchSignedness: ["<Alt>u"]
        case .nextArgument: ["semicolon"]
        // The keys' own signs with Control; Σ+ also beside Enter, as on HP's calculators.
        case .addDataPoint: ["<Control>plus", "<Control>KP_Add", "<Control>Return"]
        case .removeDataPoint: ["<Control>minus", "<Control>KP_Subtract"]
        case .toggleBit, .convert, .function: []
        }
    }

    /// The key a keyboard key presses in `mode`, by the names `accelerators` uses (`c` is
    /// cosine in scientific mode, the digit C in programmer mode).
    public init?(accelerator: String, in mode: CalculatorMode = .scientific) {
        guard let key = Self.keysByAccelerator[mode]?[accelerator] else { return nil }
        self = key
    }

    /// The name of the key in an action target: `7`, `√`, `→M`; `Key(token:)` reads it back.
    public var token: String {
        switch self {
        case .digit(let digit) where digit >= 10: "hex" + String(digit, radix: 16, uppercase: true)
        case .digit(let digit): String(digit)
        case .decimalPoint: "."
        case .exponent: "EE"
        case .operation(let id): id.entry.symbol
        case .equals: "="
        case .variable(let name): name
        case .storeToMemory: "→M"
        case .clear: "C"
        case .backspace: "⌫"
        case .undo: "⎌"
        case .redo: "redo"
        case .switchAngleUnit: "angle"
        case .secondFunctions: "2nd"
        case .base(let base): base.label
        case .nextWordSize: "word"
        case .switchSignedness: "signed"
        case .toggleBit(let bit): "bit\(bit)"
        case .convert(let conversion, _): conversion.source.symbol + "→" + conversion.target.symbol
        case .function(let name): "fx:" + name
        case .nextArgument: ";"
        case .addDataPoint: "Σ+"
        case .removeDataPoint: "Σ−"
        }
    }

    public init?(token: String) {
        guard let keys = Self.keys(for: token, in: .scientific), keys.count == 1 else { return nil }
        self = keys[0]
    }

    /// Every key that has a keyboard shortcut: the keypad's and the header bar's.
    public static let all =
        keypad + [
            .undo, .redo, .switchAngleUnit, .secondFunctions, .nextArgument, .addDataPoint,
            .removeDataPoint,
        ]

    /// A test proves that no two keys of a mode (nor an app command) share an accelerator;
    /// should one slip through, the first key keeps it rather than the app failing to start.
    private static let keysByAccelerator = Dictionary(
        uniqueKeysWithValues: CalculatorMode.allCases.map { mode in
            let keys = all.filter { $0.isAvailable(in: mode) }
            return (
                mode,
                Dictionary(
                    keys.flatMap { key in key.accelerators.map { ($0, key) } },
                    uniquingKeysWith: { first, _ in first })
            )
        })
}

extension IntegerWord.Base {
    /// `HEX`, as on every programmer's calculator.
    public var label: String {
        switch self {
        case .hexadecimal: "HEX"
        case .decimal: "DEC"
        case .octal: "OCT"
        case .binary: "BIN"
        }
    }
}
