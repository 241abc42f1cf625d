import CalculatorController
import CalculatorModel

/// The GtkBuilder description of the Keyboard Shortcuts window, written from the key catalogue
/// so it lists exactly the keys the window answers to.
enum ShortcutsWindow {
    static func builderXML() -> String {
        let operations = OperationID.allCases.filter { !$0.entry.accelerators.isEmpty }
        let arithmetic = operations.filter(\.isArithmetic).map(Key.operation)
        let functions = operations.filter {
            !$0.isArithmetic && !$0.isStackKey && $0.entry.modes.contains(.scientific)
        }
        let bitwise = operations.filter { !$0.entry.modes.contains(.scientific) }
        let groups: [(title: String, shortcuts: [(title: String, accelerator: String)])] = [
            (
                localized("Numbers"),
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
                localized("Arithmetic"),
                arithmetic.map(shortcut)
            ),
            (
                localized("Functions"),
                functions.map { shortcut(.operation($0)) }
            ),
            (
                localized("Programmer mode"),
                [(localized("Digits A to F"), "a...f")] + bitwise.map { shortcut(.operation($0)) }
                    + (IntegerWord.Base.allCases.map(Key.base) + [.nextWordSize, .switchSignedness])
                    .map(shortcut)
            ),
            (
                localized("RPN stack"),
                Keypad.stackKeys.map(shortcut)
            ),
            (
                localized("Memory and variables"),
                [Key.storeToMemory, .variable("M"), .variable("x"), .variable("y")].map(shortcut)
            ),
            (
                localized("Editing"),
                [Key.backspace, .clear, .undo, .redo, .switchAngleUnit, .secondFunctions].map(
                    shortcut)
            ),
            (
                localized("General"),
                AppCommand.allCases.filter { !$0.accelerators.isEmpty }.map {
                    ($0.title, shown($0.accelerators))
                }
            ),
        ]
        let groupsXML = groups.map { group in
            let items = group.shortcuts.map { item in
                """
                <child><object class="GtkShortcutsShortcut">\
                <property name="title">\(escaped(item.title))</property>\
                <property name="accelerator">\(escaped(item.accelerator))</property>\
                </object></child>
                """
            }.joined()
            return """
                <child><object class="GtkShortcutsGroup">\
                <property name="title">\(escaped(group.title))</property>\(items)</object></child>
                """
        }.joined()
        return """
            <interface><object class="GtkShortcutsWindow" id="shortcuts">\
            <property name="modal">1</property><child><object class="GtkShortcutsSection">\
            <property name="section-name">shortcuts</property>\
            \(groupsXML)</object></child></object></interface>
            """
    }

    private static func shortcut(_ key: Key) -> (String, String) {
        (key.spokenName(in: .algebraic).capitalizedFirst, shown(key.accelerators))
    }

    /// The accelerators as the window lists them: the numeric keypad's twins (`KP_Add` beside
    /// `plus`) would only repeat a key, under a raw name.
    private static func shown(_ accelerators: [String]) -> String {
        accelerators.filter { !$0.hasPrefix("KP_") }.joined(separator: " ")
    }

    private static func escaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
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
