import CGtk
import CalculatorController
import CalculatorModel

/// `data/ui/header-bar.ui`: undo and redo at the start, the notation switch in the middle, the
/// main menu at the end. The tooltips that name shortcuts come from the catalogues.
@MainActor
final class HeaderBar {
    let bar: Widget
    private let undo: Widget
    private let redo: Widget

    init() {
        let file = Builder("header-bar")
        defer { file.release() }
        (bar, undo, redo) = (file.widget("header_bar"), file.widget("undo"), file.widget("redo"))
        for (button, key) in [(undo, Key.undo), (redo, .redo)] {
            button.setTooltip(key.tooltip(in: .algebraic))
            button.setAccessibleLabel(key.spokenName(in: .algebraic))
        }
        for (id, command) in [("algebraic", AppCommand.algebraic), ("rpn", .rpn)] {
            file.widget(id).setTooltip(command.tooltip)
        }
        Self.buildMenuWhenFirstOpened(file.widget("menu_button"))
    }

    /// A menu model given to its button makes the whole popover, some twenty widgets and 2 ms
    /// of start-up: `data/ui/main-menu.ui` is built, and given to the button, when it first
    /// opens (by click, key or screen reader).
    private static func buildMenuWhenFirstOpened(_ button: Widget) {
        let open: GtkMenuButtonCreatePopupFunc = { button, _ in
            MainActor.assumeIsolated {
                let file = Builder("main-menu")
                defer { file.release() }
                gtk_menu_button_set_menu_model(button, file.object("main_menu"))
            }
        }
        gtk_menu_button_set_create_popup_func(button.opaque, open, nil, nil)
    }

    func render(_ state: DisplayState) {
        undo.setSensitive(state.canUndo)
        redo.setSensitive(state.canRedo)
    }
}
