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
            entry = NumberEntry(text: number, isComplete: number.contains("e"))
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
            let isTooLarge = Double(decimal)?.isInfinite == true
            return .failure(
                PasteRefusal(
                    message: isTooLarge ? Messages.pasteTooLarge : Messages.pasteNotANumber))
        }
        // A number one could have typed stays as written (`2.50`); any other is written anew.
        let isPlainDecimal = decimal.allSatisfy { $0.isWholeNumber || $0 == "." || $0 == "-" }
        let canBeTyped =
            isPlainDecimal
            && NumberEntry(text: decimal).significantDigits <= NumberEntry.maximumDigits
        return .success(canBeTyped ? decimal : value.roundTripText)
    }
}
