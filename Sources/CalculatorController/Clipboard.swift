import CalculatorModel

extension CalculatorController {
    /// The displayed number as plain text (no grouping, `.` as the decimal point); nil while
    /// the display shows an error.
    public var copyText: String? {
        let state = state
        return state.error == nil ? state.display : nil
    }

    /// The text to copy; when there is none, a notice says so.
    public mutating func copy() -> String? {
        guard let text = copyText else {
            notice = Messages.nothingToCopy
            return nil
        }
        return text
    }

    /// Pastes a number: it becomes the number being typed. Anything else is refused with a
    /// notice and changes nothing.
    public mutating func paste(_ text: String) {
        switch Self.number(fromPaste: text) {
        case .success(let number):
            notice = nil
            entry = NumberEntry(text: number)
        case .failure(let refusal):
            notice = refusal.message
        }
    }

    struct PasteRefusal: Error {
        let message: String
    }

    /// `1e5`, `-3.5`, `3,5` and surrounding white space are fine; the text to type is returned.
    static func number(fromPaste text: String) -> Result<String, PasteRefusal> {
        guard text.utf8.count <= 1000 else {
            return .failure(PasteRefusal(message: Messages.pasteTooLong))
        }
        let trimmed = String(
            text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
        let decimal = trimmed.contains(".") ? trimmed : trimmed.replacing(",", with: ".")
        guard decimal.count <= 40 else {
            return .failure(PasteRefusal(message: Messages.pasteTooLong))
        }
        guard let value = Double(calculatorText: decimal) else {
            return .failure(PasteRefusal(message: Messages.pasteNotANumber))
        }
        let isPlainDecimal = decimal.allSatisfy { $0.isWholeNumber || $0 == "." || $0 == "-" }
        return .success(
            isPlainDecimal && decimal.count <= 20
                ? decimal : value.calculatorText(significantDigits: 17))
    }
}
