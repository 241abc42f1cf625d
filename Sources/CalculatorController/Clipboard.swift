import CalculatorModel
import Numbers

#if canImport(Glibc)
    import Glibc
#endif

extension CalculatorController {
    /// The displayed number as plain text (no grouping, `.` as the decimal point), with every
    /// digit of a result whose decimals end (`0.1234567890123456789`, not the 15 digits shown);
    /// nil while the display shows an error.
    public var copyText: String? {
        let state = state
        guard state.error == nil else { return nil }
        // Programmer mode: the digits of the base, without the groups' spaces.
        if mode == .programmer { return displayValue.map { word.text(of: $0.real) } }
        if entry == nil, !state.showsMoreDigits, let value = displayValue {
            // With its units, so that it pastes back as the quantity: `16.09344 km/h`.
            guard let units = unitsShown else { return copyText(of: value) }
            return units.isMixed ? state.display : copyText(of: value) + " " + units.text
        }
        return state.display.filter { $0 != NumberFormat.groupSeparator }
    }

    /// Every digit of a value whose decimals end (in decimal), else the digits the display
    /// shows, without the groups' spaces, so that it pastes back; a complex value as `2-3i`.
    func copyText(of value: Complex) -> String {
        guard value.isReal else {
            return copyText(of: Complex(value.real)) + (value.imaginary.signum < 0 ? "" : "+")
                + copyText(of: Complex(value.imaginary)) + "i"
        }
        if format.style == .decimal, let digits = value.real.rational?.terminatingSignificantDigits
        {
            return digits <= Self.maximumCopiedDigits
                ? value.enteredText
                : value.text(
                    NumberFormat(style: .scientific, significantDigits: Self.maximumCopiedDigits))
        }
        var ungrouped = format
        ungrouped.groupsDigits = false
        return value.text(ungrouped)
    }

    /// Significant digits a copy holds at most. A longer text (`100000!` has 456 574 digits)
    /// would go to the X clipboard in increments, which GTK serves on the main thread, waiting
    /// on the reader: the window would hang.
    static let maximumCopiedDigits = NumberFormat.maximumDigits

    /// The text to copy; when there is none, a notice says so, and where the value has more
    /// digits than a copy holds, how many it holds.
    public mutating func copy() -> String? {
        guard let text = copyText else {
            notice = Messages.nothingToCopy
            return nil
        }
        if entry == nil, mode == .scientific, format.style == .decimal, !state.showsMoreDigits,
            let digits = displayValue?.real.rational?.terminatingSignificantDigits,
            digits > Self.maximumCopiedDigits
        {
            notice = Messages.copiedInPart(digits: digits, copied: Self.maximumCopiedDigits)
        }
        return text
    }

    /// Pastes a number, which becomes the number being typed, or an expression, which is
    /// entered as `enter(expression:)` does. Anything else is refused with a notice that says
    /// where, and changes nothing.
    public mutating func paste(_ text: String) {
        guard text.contains(where: { !$0.isWhitespace }) else {
            notice = Messages.nothingToPaste
            return
        }
        // A NUL or a bell is no part of anything written: the paste is garbage, not a slip.
        guard
            !text.unicodeScalars.contains(where: {
                $0.properties.generalCategory == .control && !$0.properties.isWhitespace
            })
        else {
            notice = Messages.pasteHoldsControlCharacters
            return
        }
        if line != nil { return type(text) }
        if mode == .programmer { return pasteInWord(text) }
        // `f(x) = x^2 + 1`: a definition, kept as the Functions field keeps one.
        if !SolveCall.begins(text), let (name, _, _) = try? FunctionLibrary.parts(of: text),
            !name.isEmpty
        {
            define(text)
            return
        }
        switch Self.number(fromPaste: text) {
        case .success(let number):
            notice = nil
            entry = number
        case .failure(let refusal) where refusal.isWrittenAsNumber:
            notice = refusal.message
        case .failure:
            // What cannot be read goes into the line, to be put right there.
            if !enter(expression: text) { openLine(refusedPaste: text) }
        }
    }

    /// Programmer mode takes a number in the word's base (or with a base's prefix) as if typed.
    private mutating func pasteInWord(_ text: String) {
        guard text.count <= 200, let value = word.value(ofPasted: text) else {
            notice = Messages.pasteNotANumber
            return
        }
        (entry, notice) = (NumberEntry(text: word.text(of: value), in: word), nil)
    }

    /// Enters an expression (`2+3×4`, `sqrt(16)+1`), read with ordinary precedence whatever the
    /// order of operations: in algebraic notation as the operand a pending operation waits for,
    /// or as a finished calculation; in RPN as one level. The number being typed is replaced.
    /// False when the text is refused: the notice says why, and nothing changed.
    @discardableResult
    public mutating func enter(expression text: String) -> Bool {
        closeLine()  // a line being typed is kept first (`--open` from another launch)
        guard text.unicodeScalars.count <= Self.maximumExpressionLength else {
            notice = Messages.expressionTooLong
            return false
        }
        if let isTaken = solve(text) { return isTaken }
        var (text, names) = (text, Set(["M", "x", "y"]).union(variableValues.keys))
        // A function's name alone is the function of its parameter (`f` is `f(x)`): to graph.
        if let function = functions[text.filter { !$0.isWhitespace }],
            function.parameters.count == 1
        {
            text = function.name + "(" + function.parameters[0] + ")"
            names.insert(function.parameters[0])
        }
        let expression: Expression
        do {
            expression = try Expression(
                parsing: Self.complexPair(in: text) ?? text,
                decimalSeparator: Self.decimalSeparator, variables: names,
                word: mode == .programmer ? word : nil, functions: functions)
        } catch {
            notice = Messages.text(for: error)
            return false
        }
        (entry, notice) = (nil, nil)
        switch notation {
        case .algebraic: algebraic.enter(expression)
        case .rpn: rpn.push(expression)
        }
        recordIfFinished()
        return true
    }

    /// `(2,3)`, as Fortran, Octave and many files write 2 + 3i, as an expression: `(2+(3)i)`.
    /// Where `,` is the decimal separator, `(2;3)`.
    static func complexPair(in text: String) -> String? {
        let separator: Character = decimalSeparator == "," ? ";" : ","
        let trimmed = String(
            text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        guard trimmed.first == "(", trimmed.last == ")" else { return nil }
        let parts = trimmed.dropFirst().dropLast().split(
            separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2,
            parts.allSatisfy({ part in
                part.contains(where: \.isNumber) && !part.contains { "(),;".contains($0) }
            })
        else { return nil }
        return "(\(parts[0])+(\(parts[1]))i)"
    }

    /// Longer than anyone pastes on purpose; reading it costs time in proportion all the same.
    static let maximumExpressionLength = 100_000

    /// The locale's decimal point: with `,`, pasted expressions may use `,` (and `.`) in
    /// numbers.
    static var decimalSeparator: Character {
        guard let conventions = localeconv(), let point = conventions.pointee.decimal_point,
            String(cString: point) == ","
        else { return "." }
        return ","
    }

    /// Text the window shows with numbers in it (a value, a description), as the locale writes
    /// numbers: `2,5` and `pmt(0,5; 360; 1)` where `,` is the decimal point, as GNOME
    /// Calculator and qalc show them. Scripts and copies keep the point.
    static func inLocale(_ text: String) -> String {
        guard decimalSeparator == ",", text.contains(where: { $0 == "." || $0 == "," }) else {
            return text
        }
        return String(text.replacing(", ", with: "; ").map { $0 == "." ? "," : $0 })
    }

    /// A number as a person enters it anywhere (pasted, in a Money field, a Data cell, a CSV
    /// file), as `Real(calculatorText:)` reads it: groups ungrouped, the locale's decimal
    /// separator a point, white space around it left out. The one reader of typed numbers.
    static func numberText(_ typed: String) -> String {
        ungrouped(typed.trimmingSpaces).withDecimalPoint
    }

    /// `1 234.56` (a space, thin or no-break space between groups) and the locale's own
    /// group separator (`1,234.56`; `1.234,56` where `,` is the decimal point): the digits
    /// without the groups' separators, as GNOME reads them. Only whole groups of three after
    /// a first of one to three digits, not 0, are groups (`0,125` is no 125); anything else
    /// stays.
    static func ungrouped(_ text: String) -> String {
        let separators: Set<Character> =
            decimalSeparator == "."
            ? [" ", "\u{2009}", "\u{202F}", "\u{A0}", ","]
            : [" ", "\u{2009}", "\u{202F}", "\u{A0}", "."]
        let sign = text.prefix { $0 == "-" }
        let body = text.dropFirst(sign.count)
        let integer = body.prefix { ("0"..."9").contains($0) || separators.contains($0) }
        let groups = integer.split(
            omittingEmptySubsequences: false, whereSeparator: separators.contains)
        guard groups.count > 1, (1...3).contains(groups[0].count), groups[0] != "0",
            groups.dropFirst().allSatisfy({ $0.count == 3 })
        else { return text }
        return sign + groups.joined() + body.dropFirst(integer.count)
    }

    struct PasteRefusal: Error {
        let message: String
        /// Whether the text was a number, only one that cannot be held.
        var isWrittenAsNumber = false
    }

    /// `1e5`, `-3.5`, `3,5` and surrounding white space are fine. A number one could have typed
    /// stays as written (`2.50`) and can be typed on; any other is written anew and is whole.
    static func number(fromPaste text: String) -> Result<NumberEntry, PasteRefusal> {
        guard text.utf8.count <= NumberEntry.maximumLength + 100 else {
            return .failure(PasteRefusal(message: Messages.pasteTooLong))
        }
        let decimal = numberText(text)
        guard decimal.count <= NumberEntry.maximumLength else {
            return .failure(PasteRefusal(message: Messages.pasteTooLong))
        }
        guard let value = Real(calculatorText: decimal) else {
            // Written as a number, but beyond what an exact value holds (`1e9999999`).
            let refusal: PasteRefusal =
                switch Double(decimal) {
                case let number? where number.isInfinite:
                    PasteRefusal(message: Messages.pasteTooLarge, isWrittenAsNumber: true)
                case 0? where decimal.contains(where: { ("1"..."9").contains($0) }):
                    PasteRefusal(message: Messages.pasteTooSmall, isWrittenAsNumber: true)
                default: PasteRefusal(message: Messages.pasteNotANumber)
                }
            return .failure(refusal)
        }
        let isPlainDecimal = decimal.allSatisfy { $0.isWholeNumber || $0 == "." || $0 == "-" }
        let canBeTyped =
            isPlainDecimal
            && NumberEntry(text: decimal).significantDigits <= NumberEntry.maximumDigits
        return .success(
            canBeTyped
                ? NumberEntry(text: decimal)
                : NumberEntry(recalling: Complex(value), text: value.enteredText))
    }
}
