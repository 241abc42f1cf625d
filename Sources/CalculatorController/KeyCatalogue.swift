import CalculatorModel

/// What a key is called and which keyboard keys press it: the one table that button labels,
/// tooltips, accessible names, keyboard handling and the shortcuts window all read.
extension Key {
    /// Every key on the keypad, in the order a keyboard user tabs through it.
    public static let keypad: [Key] =
        (0...9).map(Key.digit) + [.decimalPoint, .exponent, .equals, .clear, .backspace]
        + [.storeToMemory]
        + [.variable("M"), .variable("x"), .variable("y")]
        + OperationID.allCases.filter { $0 != .equals }.map(Key.operation)

    /// The text of the key's button.
    public func label(in notation: Notation) -> String {
        switch self {
        case .digit(let digit): String(digit)
        case .decimalPoint: "."
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
        }
    }

    /// What a screen reader says: "square root", not "√".
    public func spokenName(in notation: Notation) -> String {
        switch self {
        case .digit(let digit): String(digit)
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
        }
    }

    /// The keyboard keys that press this key, as GTK accelerators in one canonical form: a
    /// letter is lower case, with `<Shift>` when Shift is part of it (`<Shift>s`,
    /// `<Control><Shift>z`); other keys by their own name (`asterisk`, `KP_Add`).
    public var accelerators: [String] {
        switch self {
        case .digit(let digit): ["\(digit)", "KP_\(digit)"]
        case .decimalPoint: ["period", "comma", "KP_Decimal", "KP_Separator"]
        case .exponent: ["<Shift>e"]
        case .operation(let id): id.entry.accelerators
        case .equals: ["Return", "KP_Enter", "equal"]
        case .variable("M"): ["m"]
        case .variable(let name): [name]
        case .storeToMemory: ["<Shift>m"]
        case .clear: ["Escape", "Delete"]
        case .backspace: ["BackSpace"]
        case .undo: ["<Control>z"]
        case .redo: ["<Control><Shift>z", "<Control>y"]
        case .switchAngleUnit: ["<Control>d"]
        case .secondFunctions: ["<Control>2"]
        }
    }

    /// The key a keyboard key presses, by the names `accelerators` uses.
    public init?(accelerator: String) {
        guard let key = Self.keysByAccelerator[accelerator] else { return nil }
        self = key
    }

    /// The name of the key in an action target: `7`, `√`, `→M`; `Key(token:)` reads it back.
    public var token: String {
        switch self {
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
        }
    }

    public init?(token: String) {
        guard let keys = Self.keys(for: token), keys.count == 1 else { return nil }
        self = keys[0]
    }

    /// Every key that has a keyboard shortcut: the keypad's and the header bar's.
    public static let all = keypad + [.undo, .redo, .switchAngleUnit, .secondFunctions]

    /// A test proves that no two keys (nor an app command) share an accelerator; should one
    /// slip through, the first key keeps it rather than the app failing to start.
    private static let keysByAccelerator: [String: Key] = Dictionary(
        all.flatMap { key in key.accelerators.map { ($0, key) } },
        uniquingKeysWith: { first, _ in first })
}
