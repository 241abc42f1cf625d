import CGtk
import CalculatorController
import CalculatorModel

/// The variables line, clickable: a popover lists each variable with a field for its value,
/// a button to unset it, a button to clear them all, and in RPN mode the preset value sets.
@MainActor
final class VariablesPopover {
    /// The button that shows the variables line and opens the popover.
    let button: Widget
    let line: Widget
    /// The popover, built when it first opens: the first frame does not show it.
    private var popup: Popup?
    private let send: @MainActor (WindowCommand) -> Void
    private var state: DisplayState?
    private var rowsByName: [String: VariableRow] = [:]

    var isOpen: Bool { popup?.popover.isVisible == true }

    /// The button of `data/ui/variables.ui`.
    init(send: @escaping @MainActor (WindowCommand) -> Void) {
        self.send = send
        let file = Builder("variables", objects: ["button"])
        defer { file.release() }
        (button, line) = (file.widget("button"), file.widget("line"))
        button.onClicked { [weak self] in self?.open() }
    }

    func render(_ state: DisplayState) {
        line.setLabelText(state.variables)
        // Empty, it is out of the way of a screen reader, which would call it "GtkLabel".
        line.setVisible(!state.variables.isEmpty)
        self.state = state
        if let popup, isOpen { update(popup) }
    }

    private func open() {
        let popup = popup ?? Popup(of: button, send: send)
        self.popup = popup
        update(popup)
        gtk_popover_popup(popup.popover.cast())
    }

    /// Brings the rows up to date in place, keyed by name: the field being typed in keeps the
    /// focus when Enter sets its variable, so several can be set in a row from the keyboard.
    private func update(_ popup: Popup) {
        guard let state else { return }
        let grid = popup.grid
        var names = state.variableList.map(\.name)
        for name in (state.notation == .rpn ? ["x", "y", "M"] : ["M"]) where !names.contains(name) {
            names.append(name)
        }
        for (name, row) in rowsByName where !names.contains(name) {
            for widget in row.widgets { gtk_grid_remove(grid.cast(), widget.pointer) }
            rowsByName[name] = nil
        }
        for (index, name) in names.enumerated() {
            let existing = rowsByName[name]
            let row = existing ?? makeRow(name)
            rowsByName[name] = row
            for (column, widget) in row.widgets.enumerated() {
                let (column, index) = (Int32(column), Int32(index))
                if existing == nil {
                    grid.attach(widget, column: column, row: index)
                } else {
                    grid.move(widget, column: column, row: index)
                }
            }
            row.show(state.variableList.first { $0.name == name }?.editableText ?? "")
        }
        popup.presets.setVisible(state.notation == .rpn)
    }

    private func makeRow(_ name: String) -> VariableRow {
        let row = VariableRow(
            name: Widget.label(name, cssClass: "variable-name", xalign: 1),
            unset: Widget.iconButton(
                "edit-clear-symbolic", tooltip: localized("Unset %@", name),
                name: localized("unset %@", name)))
        gtk_entry_set_placeholder_text(row.field.cast(), localized("unset"))
        row.field.setAccessibleLabel(localized("value of %@", name))
        Signal.connect(row.field.pointer, "activate") { [send, field = row.field] in
            send(
                .setVariable(name: name, text: String(cString: gtk_editable_get_text(field.opaque)))
            )
        }
        row.unset.onClicked { [send] in send(.unsetVariable(name)) }
        return row
    }

    /// The popover of `data/ui/variables.ui`, with a button for each preset set of values.
    @MainActor
    private struct Popup {
        let popover: Widget
        /// One row a variable (name, value, unset), in the order of the state's list.
        let grid: Widget
        let presets: Widget

        init(of button: Widget, send: @escaping @MainActor (WindowCommand) -> Void) {
            let file = Builder("variables", objects: ["popover"])
            defer { file.release() }
            (popover, grid, presets) = (
                file.widget("popover"), file.widget("rows"), file.widget("presets")
            )
            gtk_widget_set_parent(popover.pointer, button.pointer)
            popover.answerAppWideShortcuts()
            // A button lets go of its own child only; the popover it carries must be let go of
            // before the button is finalized, and the window's "destroy" comes too late for that.
            Signal.connect(button.pointer, "destroy") { [popover] in
                gtk_widget_unparent(popover.pointer)
            }
            let presetButtons = file.widget("preset_buttons")
            for preset in CalculatorController.variablePresets {
                let button = Widget.button(label: preset.title)
                button.onClicked { send(.applyPreset(preset)) }
                presetButtons.append(button)
            }
            file.widget("clear_all").onClicked { send(.clearVariables) }
        }
    }

    /// One variable's line: its name, a field for its value, a button that unsets it.
    @MainActor
    private final class VariableRow {
        let name: Widget
        let field = Widget(gtk_entry_new())
        let unset: Widget
        /// The value the field was last given: a field is set anew only when its value
        /// changes, so what is being typed in another stays.
        private var shownText: String?

        init(name: Widget, unset: Widget) { (self.name, self.unset) = (name, unset) }

        var widgets: [Widget] { [name, field, unset] }

        func show(_ text: String) {
            guard text != shownText else { return }
            gtk_editable_set_text(field.opaque, text)
            shownText = text
        }
    }
}
