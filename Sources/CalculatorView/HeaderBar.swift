import CGtk
import CalculatorController
import CalculatorModel

/// Undo and redo at the start, the notation switch in the middle, the main menu at the end.
@MainActor
final class HeaderBar {
    let bar = Widget(gtk_header_bar_new())
    private let undo = Widget.iconButton(
        "edit-undo-symbolic", tooltip: Key.undo.tooltip(in: .algebraic),
        name: Key.undo.spokenName(in: .algebraic))
    private let redo = Widget.iconButton(
        "edit-redo-symbolic", tooltip: Key.redo.tooltip(in: .algebraic),
        name: Key.redo.spokenName(in: .algebraic))

    init() {
        let history = Widget.box(vertical: false, spacing: 0)
        history.addCSSClass("linked")
        for (button, key) in [(undo, Key.undo), (redo, .redo)] {
            gtk_actionable_set_action_name(button.opaque, "app.press")
            gtk_actionable_set_action_target_value(button.opaque, g_variant_new_string(key.token))
            history.append(button)
        }
        gtk_header_bar_pack_start(bar.opaque, history.pointer)

        let modes = Widget.box(vertical: false, spacing: 0)
        modes.addCSSClass("linked")
        for (title, command) in [
            (localized("Algebraic"), AppCommand.algebraic), (localized("RPN"), .rpn),
        ] {
            let toggle = Widget(gtk_toggle_button_new_with_label(title))
            gtk_actionable_set_detailed_action_name(toggle.opaque, command.action)
            toggle.setTooltip(command.tooltip)
            modes.append(toggle)
        }
        gtk_header_bar_set_title_widget(bar.opaque, modes.pointer)

        gtk_header_bar_pack_end(bar.opaque, Self.menuButton().pointer)
    }

    func render(_ state: DisplayState) {
        undo.setSensitive(state.canUndo)
        redo.setSensitive(state.canRedo)
    }

    private static func menuButton() -> Widget {
        let menu = g_menu_new()
        let sections: [[AppCommand]] = [
            [.scientific, .programmer],
            [.copy, .paste, .moreDigits, .showHistory, .showGraph, .clearHistory],
            [.orderAsEntered, .orderByPrecedence],
            [.preferences, .shortcuts, .help, .about, .quit],
        ]
        for commands in sections {
            let section = g_menu_new()
            for command in commands { g_menu_append(section, command.title, command.action) }
            g_menu_append_section(
                menu, nil,
                UnsafeMutableRawPointer(section)?.assumingMemoryBound(to: GMenuModel.self))
            g_object_unref(UnsafeMutableRawPointer(section))
        }
        let button = Widget(gtk_menu_button_new())
        gtk_menu_button_set_icon_name(button.opaque, "open-menu-symbolic")
        gtk_menu_button_set_menu_model(
            button.opaque, UnsafeMutableRawPointer(menu)?.assumingMemoryBound(to: GMenuModel.self))
        button.setTooltip(localized("Main menu"))
        button.setAccessibleLabel(localized("main menu"))
        g_object_unref(UnsafeMutableRawPointer(menu))
        return button
    }
}
