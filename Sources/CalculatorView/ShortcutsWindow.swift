import CGtk
import CalculatorController
import CalculatorModel

/// `data/ui/shortcuts.ui`, its groups filled from the key and command catalogues, so the window
/// lists exactly the keys the calculator answers to.
@MainActor
enum ShortcutsWindow {
    /// Built when asked for, not at start-up: it costs more to build than the whole keypad.
    static func make() -> Widget {
        let file = Builder("shortcuts")
        defer { file.release() }
        for (group, shortcuts) in groups {
            for (title, accelerator) in shortcuts {
                file.add(cgtk_shortcuts_shortcut_new(title, accelerator), to: group)
            }
        }
        // Now that the section is whole, the window indexes it for its search.
        file.add(file.object("section"), to: "shortcuts")
        return file.widget("shortcuts")
    }

    /// Each group's shortcuts, title and accelerators, by the group's id in the file.
    static var groups: [(id: String, shortcuts: [(title: String, accelerator: String)])] {
        let operations = OperationID.allCases.filter { !$0.entry.accelerators.isEmpty }
        let arithmetic = operations.filter(\.isArithmetic).map(Key.operation)
        let functions = operations.filter {
            !$0.isArithmetic && !$0.isStackKey && $0.entry.modes.contains(.scientific)
        }
        let bitwise = operations.filter { !$0.entry.modes.contains(.scientific) }
        return [
            (
                "numbers",
                [
                    (localized("Digits"), "0...9"), (localized("Decimal point"), "period comma"),
                    (localized("Equals (Enter in RPN)"), shown(Key.equals.accelerators)),
                    (
                        localized("Exponent (also e while typing a number)"),
                        shown(Key.exponent.accelerators)
                    ),
                ]
            ),
            (
                "arithmetic",
                arithmetic.map(shortcut)
            ),
            (
                "functions",
                functions.map { shortcut(.operation($0)) }
            ),
            (
                "programmer",
                [(localized("Digits A to F"), "a...f")] + bitwise.map { shortcut(.operation($0)) }
                    + (IntegerWord.Base.allCases.map(Key.base) + [.nextWordSize, .switchSignedness])
                    .map(shortcut)
            ),
            (
                "stack",
                Keypad.stackKeys.map(shortcut)
            ),
            (
                "memory",
                [Key.storeToMemory, .variable("M"), .variable("x"), .variable("y")].map(shortcut)
            ),
            (
                "editing",
                [Key.backspace, .clear, .undo, .redo, .switchAngleUnit, .secondFunctions].map(
                    shortcut)
            ),
            (
                "general",
                AppCommand.allCases.filter { !$0.accelerators.isEmpty }.map {
                    ($0.title, shown($0.accelerators))
                }
            ),
        ]
    }

    private static func shortcut(_ key: Key) -> (String, String) {
        (key.spokenName(in: .algebraic).capitalizedFirst, shown(key.accelerators))
    }

    /// The accelerators as the window lists them: the numeric keypad's twins (`KP_Add` beside
    /// `plus`) would only repeat a key, under a raw name.
    private static func shown(_ accelerators: [String]) -> String {
        accelerators.filter { !$0.hasPrefix("KP_") }.joined(separator: " ")
    }
}

extension OperationID {
    /// `+ − × ÷ %` and parentheses: the basic pad's operations.
    fileprivate var isArithmetic: Bool { Keypad.basic.joined().contains(.operation(self)) }

    fileprivate var isStackKey: Bool { if case .stack = entry.kind { true } else { false } }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
