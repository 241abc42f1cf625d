import CalculatorModel

/// The number a person is typing, kept as typed so `0.`, `-0` and `2.50` show as they are.
/// Only legal decimals can be typed: a second point is ignored, leading zeros collapse.
struct NumberEntry: Equatable {
    private(set) var text: String
    /// A number put in whole (recalled from the history, pasted in exponent form): a digit
    /// typed next starts a new number instead of extending this one (`1e+32` then `5` must not
    /// read `1e+325`), and backspace removes it whole.
    private(set) var isComplete = false

    /// The most significant digits one can type; more would add nothing a `Double` holds.
    /// Leading zeros are not significant: `0.000…001` can be typed with any number of them.
    static let maximumDigits = 20

    init(digit: Int) { text = String(digit) }

    init(decimalPoint: Void) { text = "0." }

    init(text: String, isComplete: Bool = false) {
        (self.text, self.isComplete) = (text, isComplete)
    }

    /// A saved entry, if it is a number as one could type it.
    init?(validText text: String) {
        guard text.count <= 400, Double(calculatorText: text) != nil else { return nil }
        self.text = text
        isComplete = text.contains("e")
    }

    /// nil for the text of a number no `Double` holds (it can only come from outside).
    var value: Double? { Double(text).flatMap { $0.isFinite ? $0 : nil } }

    /// Adds a digit; false, and no change, when the number already has all the significant
    /// digits it can hold (or is as long as a number can be written).
    mutating func append(digit: Int) -> Bool {
        if text == "0" || text == "-0" {
            text.removeLast()
        } else if significantDigits >= Self.maximumDigits || text.utf8.count >= 400 {
            return false
        }
        text += String(digit)
        return true
    }

    mutating func appendDecimalPoint() {
        if !text.contains(".") { text += "." }
    }

    mutating func toggleSign() {
        if text.hasPrefix("-") { text.removeFirst() } else { text = "-" + text }
    }

    /// Removes the last character; false when nothing of the number is left.
    mutating func removeLast() -> Bool {
        guard !isComplete else { return false }
        text.removeLast()
        return !(text.isEmpty || text == "-")
    }

    var significantDigits: Int {
        text.drop { !$0.isWholeNumber || $0 == "0" }.count(where: \.isWholeNumber)
    }
}
