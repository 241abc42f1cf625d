import CalculatorModel

/// The number a person is typing, kept as typed so `0.`, `-0` and `2.50` show as they are.
/// Only legal decimals can be typed: a second point is ignored, leading zeros collapse.
struct NumberEntry: Equatable {
    private(set) var text: String

    /// The longest number one can type; more digits add nothing a `Double` can hold.
    private static let maximumDigits = 20

    init(digit: Int) { text = String(digit) }

    init(decimalPoint: Void) { text = "0." }

    init(text: String) { self.text = text }

    /// A saved entry, if it is a number as one could type it.
    init?(validText text: String) {
        guard text.count <= 40, Double(calculatorText: text) != nil else { return nil }
        self.text = text
    }

    var value: Double? { Double(text) }

    mutating func append(digit: Int) {
        if text == "0" || text == "-0" {
            text.removeLast()
        } else if text.count(where: \.isWholeNumber) >= Self.maximumDigits {
            return
        }
        text += String(digit)
    }

    mutating func appendDecimalPoint() {
        if !text.contains(".") { text += "." }
    }

    mutating func toggleSign() {
        if text.hasPrefix("-") { text.removeFirst() } else { text = "-" + text }
    }

    /// Removes the last character; false when nothing of the number is left.
    mutating func removeLast() -> Bool {
        text.removeLast()
        return !(text.isEmpty || text == "-")
    }
}
