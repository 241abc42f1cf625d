import CalculatorModel
import Numbers

/// What the desktop's search (GNOME Shell's overview) shows for the words typed there: the
/// value of the calculation they write, read as a paste is. Words that write no calculation
/// (`hello`, `firefox`, a lone number, a name) and calculations without a value (`1/0`) have
/// no answer.
public struct SearchAnswer: Equatable, Sendable {
    /// The calculation as the calculator writes it (`√16 + 1 =`).
    public let description: String
    /// Its value, as the display shows it.
    public let result: String

    /// Far longer than a search; beyond it the words are no sum anyone typed.
    public static let maximumLength = 1000

    public init?(terms: [String]) {
        let text = terms.joined(separator: " ")
        guard text.unicodeScalars.count <= Self.maximumLength,
            let expression = try? Expression(
                parsing: text, decimalSeparator: CalculatorController.decimalSeparator,
                variables: []),
            expression.isCalculation
        else { return nil }
        var brain = CalculatorBrain()
        brain.enter(expression)
        let (result, _, description, _, units) = brain.evaluateExactlyWithUnits()
        guard case .success(let value)? = result else { return nil }
        let style = ValueStyle(NumberFormat())
        self.description = description + " ="
        self.result =
            units.map { Quantities.text(of: value, in: $0, style) }
            ?? value.text(style)
    }
}
