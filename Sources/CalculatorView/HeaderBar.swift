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
        Self.giveMenu(file.object("main_menu"), whenFirstOpened: file.widget("menu_button"))
    }

    /// A menu model given to its button makes the whole popover, some twenty widgets and 2 ms
    /// of start-up: the button gets it when it first opens (by click, key or screen reader).
    private static func giveMenu(
        _ menu: UnsafeMutablePointer<GMenuModel>, whenFirstOpened button: Widget
    ) {
        let open: GtkMenuButtonCreatePopupFunc = { button, menu in
            gtk_menu_button_set_menu_model(button, menu?.assumingMemoryBound(to: GMenuModel.self))
        }
        g_object_ref(menu)  // the builder's reference ends with the builder
        gtk_menu_button_set_create_popup_func(button.opaque, open, menu, g_object_unref)
    }

    func render(_ state: DisplayState) {
        undo.setSensitive(state.canUndo)
        redo.setSensitive(state.canRedo)
    }
}
