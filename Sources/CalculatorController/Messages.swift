import CalculatorModel

/// Every sentence the controller shows a person, in one place for translation.
enum Messages {
    static let unset = "unset"

    static func text(for error: CalculatorError) -> String {
        switch error {
        case .divisionByZero: "Division by zero"
        case .squareRootOfNegativeNumber: "Square root of a negative number"
        case .logarithmOfNonPositiveNumber: "Logarithm of a number that is not positive"
        case .missingOperand: "Missing operand"
        case .unsetVariable(let name): "Variable \(name) is not set"
        case .resultNotReal: "Result is not a real number"
        case .resultNotFinite: "Result is too large"
        }
    }

    static let pasteTooLong = "Cannot paste: that is too long to be a number"
    static let pasteNotANumber = "Cannot paste: that is not a number"
    static let nothingToCopy = "Nothing to copy"

    static func sessionSetAside(_ path: String) -> String {
        "Your saved session could not be read; it was moved to \(path)"
    }

    static let sessionFromNewerVersion =
        "Your saved session is from a newer version; it is kept, and this session will not be saved"

    static func notANumber(_ name: String) -> String { "\(name): that is not a number" }
}
