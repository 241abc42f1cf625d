import CalculatorController
import CalculatorModel

#if canImport(Glibc)
    import Glibc
#endif

/// `calculator-brain --keys "7 + 9 = √"`: presses the keys and prints what the window would
/// show, one `name: value` line each. For scripts and tests; needs no display.
enum HeadlessMode {
    static var usage: String {
        let operations = Operation.table.map(\.symbol).filter { $0 != "=" }
        let words = Key.scriptWords.map { entry in
            let name = entry.key.spokenName(in: .algebraic)
            let meaning = entry.key == .equals ? name + " (Enter in RPN)" : name
            return "  \(entry.words.joined(separator: " or ")): \(meaning)"
        }
        return """
            Usage: calculator-brain [--keys "KEYS"] [--mode algebraic|rpn] [--var NAME=VALUE]...
                   calculator-brain --version | --data-dir | --help

            Without arguments, opens the calculator window.
            With --keys, presses the space-separated KEYS and prints the display, the
            description, the variables and any error, one per line.

            Keys:
              0 to 9: digits (12 is 1 2)
              \(operations.joined(separator: " "))
                (also \(Operation.aliases.keys.sorted().joined(separator: " ")))
            \(words.joined(separator: "\n"))
              M, x, y or any other name: that variable
            """
    }

    struct UsageError: Error, Equatable {
        let message: String
    }

    /// Runs the arguments (without the program name); the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        do {
            print(try lines(for: arguments).joined(separator: "\n"))
            return 0
        } catch {
            var message = "calculator-brain: \(error.message)\n"
            message.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
            return 2
        }
    }

    static func lines(for arguments: [String]) throws(UsageError) -> [String] {
        var controller = CalculatorController()
        var keys: [Key] = []
        var remaining = arguments[...]
        while let option = remaining.popFirst() {
            guard let value = remaining.popFirst() else {
                throw UsageError(message: "\(option) needs a value\n\n\(usage)")
            }
            switch option {
            case "--keys":
                for token in value.split(separator: " ").map(String.init) {
                    guard let named = Key.keys(for: token) else {
                        throw UsageError(message: "unknown key '\(token)'")
                    }
                    keys += named
                }
            case "--mode":
                guard let notation = Notation(rawValue: value) else {
                    throw UsageError(message: "unknown mode '\(value)': use algebraic or rpn")
                }
                controller.setNotation(notation)
            case "--var":
                let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, isValidVariableName(parts[0]),
                    let number = Double(calculatorText: parts[1])
                else { throw UsageError(message: "--var takes NAME=NUMBER, not '\(value)'") }
                controller.setVariable(parts[0], to: number)
            default:
                throw UsageError(message: "unknown option '\(option)'\n\n\(usage)")
            }
        }
        for key in keys { controller.press(key) }

        let state = controller.state
        var lines = [state.error.map { "error: \($0)" } ?? "display: \(state.display)"]
        lines.append("description: \(state.description)")
        if !state.variables.isEmpty { lines.append("variables: \(state.variables)") }
        return lines
    }
}
