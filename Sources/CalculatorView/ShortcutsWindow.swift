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
        for (index, section) in sections(file).enumerated() {
            let name = String(index + 1)
            let object = cgtk_shortcuts_section_new(name, section.title)!
            for group in section.groups { file.add(group, to: object) }
            // Whole, the section joins the window, which indexes it for its search.
            file.add(object, to: "shortcuts")
        }
        return file.widget("shortcuts")
    }

    /// Lines a section's column holds (GTK's `max-height`: 1366 × 768 holds the window), and
    /// columns a page shows. A group is never split across columns, so a long one is cut into
    /// parts, the later ones "continued"; and a section is one page, two columns: GTK 4.8
    /// turns a section's pages round each time it lays them out.
    private static let linesInAColumn = 15
    private static let columnsInASection = 2

    /// The groups, whole and filled, in sections of one page each, the section named by its
    /// first group.
    private static func sections(_ file: Builder) -> [(
        title: String, groups: [UnsafeMutablePointer<GObject>]
    )] {
        var sections: [(title: String, groups: [UnsafeMutablePointer<GObject>])] = []
        var (column, lines) = (0, 0)
        for (id, shortcuts) in groups where !shortcuts.isEmpty {
            let group: UnsafeMutablePointer<GObject> = file.object(id)
            let groupTitle =
                cgtk_shortcuts_group_dup_title(group).map { copy in
                    defer { g_free(copy) }
                    return String(cString: copy)
                } ?? ""
            let partSize = linesInAColumn - 1  // and its title
            for start in stride(from: 0, to: shortcuts.count, by: partSize) {
                let title = start == 0 ? groupTitle : localized("%@ (continued)", groupTitle)
                let part = start == 0 ? group : cgtk_shortcuts_group_new(title)!
                let slice = shortcuts[start..<min(start + partSize, shortcuts.count)]
                for (title, accelerator) in slice {
                    file.add(cgtk_shortcuts_shortcut_new(title, accelerator), to: part)
                }
                // Where GTK will put it: in this column, else the next, else a new section.
                let height = slice.count + 1
                if !sections.isEmpty, lines + height > linesInAColumn {
                    (column, lines) = (column + 1, 0)
                }
                if sections.isEmpty || column == columnsInASection {
                    sections.append((title, []))
                    (column, lines) = (0, 0)
                }
                lines += height
                sections[sections.count - 1].groups.append(part)
            }
        }
        return sections
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
                (arithmetic + [.nextArgument]).map(shortcut)
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
                "data",
                [Key.addDataPoint, .removeDataPoint].map(shortcut)
            ),
            (
                "editing",
                [
                    (localized("Edit the calculation as text"), "Home Left <Control>a"),
                    (localized("Earlier calculations"), "Up Down"),
                    (localized("Leave the line unchanged"), "Escape"),
                ]
                    + [Key.backspace, .clear, .undo, .redo, .switchAngleUnit, .secondFunctions].map(
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
        accelerators.filter { !$0.contains("KP_") }.joined(separator: " ")
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
