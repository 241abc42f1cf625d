import CalculatorController

/// The app's commands besides the keypad's keys: the table that the notation switch's tooltips,
/// the application's accelerators and the shortcuts window read. The main menu declared in
/// `data/ui/main-menu.ui` offers each of them (a test holds the two together). Keys, undo and
/// redo among them, are `Key`'s catalogue.
enum AppCommand: CaseIterable {
    case scientific, programmer, algebraic, rpn, orderAsEntered, orderByPrecedence, copy, paste,
        moreDigits, showHistory
    case showGraph, showConverter, showMoney, showData, showSolver, functions, saveAsFunction
    case clearHistory
    case preferences, shortcuts, help, about, quit

    /// The detailed action name it activates.
    var action: String {
        switch self {
        case .scientific: "app.mode::scientific"
        case .programmer: "app.mode::programmer"
        case .algebraic: "app.notation::algebraic"
        case .rpn: "app.notation::rpn"
        case .orderAsEntered: "app.order::entered"
        case .orderByPrecedence: "app.order::precedence"
        case .copy: "app.copy"
        case .paste: "app.paste"
        case .moreDigits: "app.more-digits"
        case .showHistory: "app.show-history"
        case .showGraph: "app.show-graph"
        case .showConverter: "app.show-converter"
        case .showMoney: "app.show-money"
        case .showData: "app.show-data"
        case .showSolver: "app.show-solver"
        case .functions: "app.functions"
        case .saveAsFunction: "app.save-as-function"
        case .clearHistory: "app.clear-history"
        case .preferences: "app.preferences"
        case .shortcuts: "app.shortcuts"
        case .help: "app.help"
        case .about: "app.about"
        case .quit: "app.quit"
        }
    }

    /// Its name in menus and the shortcuts window.
    var title: String {
        switch self {
        case .scientific: localized("Scientific")
        case .programmer: localized("Programmer")
        case .algebraic: localized("Algebraic notation")
        case .rpn: localized("RPN notation")
        case .orderAsEntered: localized("Operations as Entered")
        case .orderByPrecedence: localized("Multiplication Before Addition")
        case .copy: localized("Copy")
        case .paste: localized("Paste")
        case .moreDigits: localized("More Digits")
        case .showHistory: localized("Show History")
        case .showGraph: localized("Show Graph")
        case .showConverter: localized("Show Unit Converter")
        case .showMoney: localized("Show Money")
        case .showData: localized("Show Data and Statistics")
        case .showSolver: localized("Show Solver")
        case .functions: localized("Functions")
        case .saveAsFunction: localized("Save as Function")
        case .clearHistory: localized("Clear History")
        case .preferences: localized("Preferences")
        case .shortcuts: localized("Keyboard Shortcuts")
        case .help: localized("Help")
        case .about: localized("About Calculator Brain")
        case .quit: localized("Quit")
        }
    }

    /// GTK accelerators, in the catalogue's canonical form (`<Control><Shift>z`).
    var accelerators: [String] {
        switch self {
        case .scientific: ["<Control>s"]
        case .programmer: ["<Control>p"]
        case .algebraic: ["<Control><Shift>a"]
        case .rpn: ["<Control>r"]
        case .copy: ["<Control>c"]
        case .paste: ["<Control>v"]
        case .moreDigits: ["<Control>period"]
        case .showHistory: ["<Control>h"]
        case .showGraph: ["<Control>g"]
        case .showConverter: ["<Control>u"]
        case .showMoney: ["<Control>m"]
        case .showData: ["<Control>t"]
        case .showSolver: ["<Control><Shift>e"]
        case .functions: ["<Control>f"]
        case .saveAsFunction: ["<Control><Shift>f"]
        case .orderAsEntered, .orderByPrecedence, .clearHistory, .about: []
        case .preferences: ["<Control>comma"]
        case .shortcuts: ["<Control>question"]
        case .help: ["F1"]
        case .quit: ["<Control>q"]
        }
    }

    /// The commands on the app as a whole, which a popover answers as the window does.
    static let appWide: [AppCommand] = [.preferences, .shortcuts, .help, .quit]

    /// Whether an accelerator is also a text field's own (select all, copy, paste): it gives
    /// way while a field has the focus.
    var isTextEditing: Bool {
        accelerators.contains {
            ["<Control>a", "<Control>c", "<Control>v", "<Control>x"].contains($0)
        }
    }

    /// "Copy (Ctrl+C)", for a tooltip.
    @MainActor var tooltip: String {
        accelerators.first.map { "\(title) (\(Shortcut.label($0)))" } ?? title
    }
}

extension Widget {
    /// The app-wide commands' shortcuts in a popover: a surface of its own, which the window's
    /// shortcuts miss (Ctrl+Q did nothing while one was open).
    func answerAppWideShortcuts() {
        for command in AppCommand.appWide {
            for accelerator in command.accelerators {
                addShortcut(accelerator, action: command.action)
            }
        }
    }
}
