import CalculatorModel
import Numbers

/// The number a person is typing, kept as typed so `0.`, `-0` and `2.50` show as they are.
/// Only legal decimals can be typed: a second point is ignored, leading zeros collapse.
struct NumberEntry: Equatable {
    private(set) var text: String
    /// A number put in whole (recalled from the history, pasted in exponent form): a digit
    /// typed next starts a new number instead of extending this one (`1e+32` then `5` must not
    /// read `1e+325`), and backspace removes it whole.
    private(set) var isComplete = false
    /// The exact value behind a recalled number, which shows rounded (1/3 as 0.333333333333333).
    private var recalled: Complex?
    /// Programmer mode's word, whose base the digits are typed in.
    private var word: IntegerWord?

    /// The most significant digits one can type: every one of them counts (numbers are exact),
    /// the limit only keeps a held-down key from growing the display without end. Leading zeros
    /// are not significant: `0.000…001` can be typed with any number of them.
    static let maximumDigits = 1_000
    /// The longest text of a number, leading zeros, point and exponent included.
    static let maximumLength = 1_100
    /// `1e9999` at most: a number anyone types, and far inside what an exact value holds.
    static let maximumExponentDigits = 4

    init(digit: Int) { text = String(digit) }

    init(decimalPoint: Void) { text = "0." }

    init(text: String, isComplete: Bool = false) {
        (self.text, self.isComplete) = (text, isComplete)
    }

    /// Digits typed in a word's base (programmer mode).
    init(text: String, in word: IntegerWord) { (self.text, self.word) = (text, word) }

    /// A saved entry of programmer mode, if the word holds it.
    init?(validText text: String, in word: IntegerWord) {
        guard text.count <= 64, word.value(ofTyped: text) != nil else { return nil }
        (self.text, self.word) = (text, word)
    }

    /// A number recalled from the history: shown as `text`, worth exactly `value`.
    init(recalling value: Complex, text: String) {
        (self.text, isComplete, recalled) = (text, true, value)
    }

    /// A saved entry, if it is a number as one could type it.
    init?(validText text: String) {
        guard text.count <= Self.maximumLength, Real(calculatorText: text) != nil else {
            return nil
        }
        self.text = text
        isComplete = text.contains("e")
    }

    /// Starts a number with an empty exponent (`EE` with nothing typed), as HP calculators do.
    init(exponentOfOne: Void) { text = "1e" }

    /// The value; an exponent still empty (`1.5e`, `1.5e-`) counts as 0.
    var value: Complex? {
        if let word { return word.value(ofTyped: text).map { Complex($0) } }
        return recalled
            ?? Real(
                calculatorText: text.hasSuffix("e") || text.hasSuffix("e-")
                    ? String(mantissa) : text
            ).map { Complex($0) }
    }

    private var mantissa: Substring { text.prefix { $0 != "e" } }

    /// Whether `EE` (or `e` typed) starts this number's exponent: it is being typed and has none.
    var canStartExponent: Bool { !isComplete && !text.contains("e") }

    mutating func startExponent() { if canStartExponent { text += "e" } }

    /// Adds a digit; false, and no change, when the number already has all the significant
    /// digits it can hold (or is as long as a number can be written), or its exponent all the
    /// digits it can hold.
    mutating func append(digit: Int) -> Bool {
        if let marker = text.firstIndex(of: "e") {
            var exponent = text[text.index(after: marker)...].drop { $0 == "-" }
            if exponent == "0" { exponent.removeLast() }  // `1e0` then 5 is `1e5`
            let typed = String(text[..<exponent.endIndex]) + String(digit)
            // Too many exponent digits, or beyond what an exact value holds.
            guard exponent.count < Self.maximumExponentDigits, Real(calculatorText: typed) != nil
            else { return false }
            text = typed
            return true
        }
        if text == "0" || text == "-0" {
            text.removeLast()
        } else if significantDigits >= Self.maximumDigits || text.utf8.count >= Self.maximumLength {
            return false
        }
        text += String(digit)
        return true
    }

    mutating func appendDecimalPoint() {
        if !text.contains("."), !text.contains("e") { text += "." }
    }

    /// Changes the exponent's sign once `EE` was pressed, else the number's.
    mutating func toggleSign() {
        if !isComplete, let marker = text.firstIndex(of: "e") {
            let sign = text.index(after: marker)
            if sign < text.endIndex, text[sign] == "-" {
                text.remove(at: sign)
            } else {
                text.insert("-", at: sign)
            }
            return
        }
        recalled = recalled.map { -$0 }
        if text.hasPrefix("-") { text.removeFirst() } else { text = "-" + text }
    }

    /// Removes the last character; false when nothing of the number is left.
    mutating func removeLast() -> Bool {
        guard !isComplete else { return false }
        text.removeLast()
        return !(text.isEmpty || text == "-")
    }

    var significantDigits: Int {
        mantissa.drop { !$0.isWholeNumber || $0 == "0" }.count(where: \.isWholeNumber)
    }
}
