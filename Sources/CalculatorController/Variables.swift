import CalculatorModel
import Numbers

/// A named set of variable values one click away in RPN mode (the 2011 assignment's "test"
/// buttons): ordinary values, edge cases, and one that unsets everything.
public struct VariablePreset: Sendable {
    public let name: String
    public let values: [String: Double]

    /// What its button says: the values, or "None" for the set that unsets everything.
    public var title: String { values.isEmpty ? localized("None") : name }
}

extension CalculatorController {
    public static let variablePresets = [
        VariablePreset(name: "x = 5, y = 4.8", values: ["x": 5, "y": 4.8]),
        VariablePreset(name: "x = 0, y = −1", values: ["x": 0, "y": -1]),
        VariablePreset(name: "x = 1e300, y = 1e−300", values: ["x": 1e300, "y": 1e-300]),
        VariablePreset(name: "None", values: [:]),
    ]

    /// Replaces every variable value with the preset's (M included).
    public mutating func applyPreset(_ preset: VariablePreset) {
        clearVariables()
        for (name, value) in preset.values {
            setVariable(name, to: Real(value).map { Complex($0) })
        }
    }

    /// Sets a variable from text a person typed (`3,5` is fine); refuses anything that is not a
    /// number with a notice. Empty text unsets the variable.
    public mutating func setVariable(_ name: String, text: String) {
        let trimmed = text.filter { !$0.isWhitespace }
        if trimmed.isEmpty { return setVariable(name, to: nil) }
        guard
            let value = Complex(calculatorText: trimmed.withDecimalPoint)
                ?? Complex(serialized: trimmed)
        else {
            notice = Messages.notANumber(name)
            return
        }
        notice = nil
        setVariable(name, to: value)
    }
}
