import CGtk
import CalculatorController
import CalculatorModel

/// The variables line, clickable: a popover lists each variable with a field for its value,
/// a button to unset it, a button to clear them all, and in RPN mode the preset value sets.
@MainActor
final class VariablesPopover {
    /// The button that shows the variables line and opens the popover.
    let button = Widget(gtk_button_new())
    let line = Widget.label(cssClass: "variables")
    private let popover = Widget(gtk_popover_new())
    private let rows = Widget.box(vertical: true, spacing: 6)
    /// One row a variable (name, value, unset), in the order of the state's list.
    private let grid = Widget.grid(spacing: 6, homogeneous: false)
    private let presets = Widget.box(vertical: true, spacing: 6)
    private let send: @MainActor (WindowCommand) -> Void
    private var state: DisplayState?
    private var rowsByName: [String: VariableRow] = [:]

    var isOpen: Bool { popover.isVisible }

    init(send: @escaping @MainActor (WindowCommand) -> Void) {
        self.send = send
        gtk_button_set_child(button.cast(), line.pointer)
        button.addCSSClass("flat")
        button.addCSSClass("variables-button")
        button.setTooltip(localized("Edit variables"))
        button.setAccessibleLabel(localized("variables"))
        gtk_widget_set_parent(popover.pointer, button.pointer)
        // A button lets go of its own child only; the popover it carries must be let go of
        // before the button is finalized, and the window's "destroy" comes too late for that.
        Signal.connect(button.pointer, "destroy") { [popover] in
            gtk_widget_unparent(popover.pointer)
        }
        rows.setMargins(6)
        gtk_popover_set_child(popover.cast(), rows.pointer)
        button.onClicked { [weak self] in self?.open() }

        rows.append(grid)
        rows.append(Widget.label(localized("Press Enter to set a value"), cssClass: "dim-label"))
        let presetButtons = Widget.box(vertical: false, spacing: 6)
        presetButtons.addCSSClass("linked")
        for preset in CalculatorController.variablePresets {
            let button = Widget.button(label: preset.title)
            button.onClicked { [send] in send(.applyPreset(preset)) }
            presetButtons.append(button)
        }
        presets.append(Widget.label(localized("Test values"), cssClass: "heading"))
        presets.append(presetButtons)
        rows.append(presets)
        let clear = Widget.button(label: localized("Clear All"))
        clear.onClicked { [send] in send(.clearVariables) }
        rows.append(clear)
    }

    func render(_ state: DisplayState) {
        line.setLabelText(state.variables.isEmpty ? "" : state.variables)
        self.state = state
        if isOpen { update() }
    }

    private func open() {
        update()
        gtk_popover_popup(popover.cast())
    }

    /// Brings the rows up to date in place, keyed by name: the field being typed in keeps the
    /// focus when Enter sets its variable, so several can be set in a row from the keyboard.
    private func update() {
        guard let state else { return }
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
        presets.setVisible(state.notation == .rpn)
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
