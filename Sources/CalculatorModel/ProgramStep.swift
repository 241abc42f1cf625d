import Numbers
import Units

/// One recorded input of a brain. Brains record inputs, never results, so any variable values
/// can be substituted later and undo is removing the last step.
enum ProgramStep: Equatable {
    case operand(Complex)
    case variable(String)
    case operation(OperationID)
    /// The value so far, in another unit: `ft → m`.
    case conversion(UnitConversion)
    /// A quantity's unit, or the unit a value is shown in: `20 mi`, `→ km/h`.
    case units(UnitStep)
    /// RPN Enter with nothing typed: level 1 once more, as entered (`x` stays `x`).
    case duplicate
    /// A kept function (`FunctionLibrary`): in RPN it takes `arity` levels; in algebraic
    /// notation it opens its parenthesis, which `)` closes.
    case call(String, arity: Int)
    /// Algebraic notation: the next argument of the call whose parenthesis is open (`,`).
    case nextArgument

    /// How a program writes `duplicate`.
    static let duplicateItem = "↩"
    /// How a program writes `nextArgument`.
    static let nextArgumentItem = ";"

    /// Reads one item of a property-list program; nil for anything that is not a number (a
    /// decimal, `1/3`, or an approximation `≈1.414…`), an operation, a conversion (`ft → m`)
    /// or a valid variable name.
    init?(propertyListItem item: String) {
        if item == Self.duplicateItem {
            self = .duplicate
        } else if item == Self.nextArgumentItem {
            self = .nextArgument
        } else if let call = Self.call(item) {
            self = call
        } else if let number = Complex(serialized: item) {
            self = .operand(number)
        } else if let id = OperationID(spelling: item) {
            self = .operation(id)
        } else if let conversion = UnitConversion(text: item) {
            self = .conversion(conversion)
        } else if let step = UnitStep(propertyListItem: item) {
            self = .units(step)
        } else if isValidVariableName(item) {
            self = .variable(item)
        } else {
            return nil
        }
    }

    /// Whether the step begins a value (a number, a variable, a constant such as `π`, an
    /// opening parenthesis) rather than working on one.
    var entersValue: Bool {
        switch self {
        case .operand, .variable, .duplicate, .call: true
        case .conversion, .units, .nextArgument: false
        case .operation(let id):
            switch id.entry.kind {
            case .constant, .openParenthesis: true
            default: false
            }
        }
    }

    var propertyListItem: String {
        switch self {
        case .operand(let number): number.serialized
        case .variable(let name): name
        case .operation(let id): id.entry.symbol
        case .conversion(let conversion): conversion.text
        case .units(let step): step.propertyListItem
        case .duplicate: Self.duplicateItem
        case .call(let name, let arity): name + "/" + String(arity)
        case .nextArgument: Self.nextArgumentItem
        }
    }

    /// `f/2`, a call of `f` with two arguments: no number, operation or variable reads so.
    private static func call(_ item: String) -> ProgramStep? {
        let parts = item.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, isValidVariableName(String(parts[0])),
            let arity = Int(parts[1]), (1...maximumArity).contains(arity)
        else { return nil }
        return .call(String(parts[0]), arity: arity)
    }

    /// More parameters than any function needs; a program's call takes at most this many.
    static let maximumArity = 64
}

extension [String: Int] {
    /// Counts a step's variable in or out; a name counted out to none is removed.
    mutating func count(_ step: ProgramStep, by change: Int) {
        guard case .variable(let name) = step else { return }
        let count = self[name, default: 0] + change
        self[name] = count > 0 ? count : nil
    }
}

extension [ProgramStep] {
    var variableNames: Set<String> {
        Set(compactMap { step in if case .variable(let name) = step { name } else { nil } })
    }
}

/// A letter, then letters, digits or `_`; at most 32 characters in at most 128 bytes (a letter
/// with 100 000 combining marks is one character); not an operation's name and not a word that
/// reads as a number (`nan`, `inf`).
public func isValidVariableName(_ name: String) -> Bool {
    guard name.utf8.count <= 128, let first = name.first, first.isLetter, name.count <= 32 else {
        return false
    }
    return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        && OperationID(spelling: name) == nil && Double(name) == nil
}

/// Whether a brain's program can hold the item: a number, an operation, a conversion, a
/// variable or RPN's repeated Enter.
public func isValidProgramItem(_ item: String) -> Bool {
    ProgramStep(propertyListItem: item) != nil
}
