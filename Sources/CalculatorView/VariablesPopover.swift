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
    private let send: @MainActor (WindowCommand) -> Void
    private var state: DisplayState?

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
    }

    func render(_ state: DisplayState) {
        line.setLabelText(state.variables.isEmpty ? "" : state.variables)
        self.state = state
        if isOpen { rebuild() }
    }

    private func open() {
        rebuild()
        gtk_popover_popup(popover.cast())
    }

    private func rebuild() {
        guard let state else { return }
        rows.removeAllChildren()
        let grid = Widget.grid(spacing: 6, homogeneous: false)
        var names = state.variableList.map(\.name)
        for name in (state.notation == .rpn ? ["x", "y", "M"] : ["M"]) where !names.contains(name) {
            names.append(name)
        }
        for (row, name) in names.enumerated() {
            let variable = state.variableList.first { $0.name == name }
            let field = Widget(gtk_entry_new())
            gtk_editable_set_text(field.opaque, variable?.editableText ?? "")
            gtk_entry_set_placeholder_text(field.cast(), localized("unset"))
            field.setAccessibleLabel(localized("value of %@", name))
            Signal.connect(field.pointer, "activate") { [send] in
                send(
                    .setVariable(
                        name: name, text: String(cString: gtk_editable_get_text(field.opaque))))
            }
            let unset = Widget.iconButton(
                "edit-clear-symbolic", tooltip: localized("Unset %@", name),
                name: localized("unset %@", name))
            unset.onClicked { [send] in send(.unsetVariable(name)) }
            grid.attach(
                Widget.label(name, cssClass: "variable-name", xalign: 1), column: 0, row: Int32(row)
            )
            grid.attach(field, column: 1, row: Int32(row))
            grid.attach(unset, column: 2, row: Int32(row))
        }
        rows.append(grid)
        rows.append(Widget.label(localized("Press Enter to set a value"), cssClass: "dim-label"))
        if state.notation == .rpn {
            let presets = Widget.box(vertical: false, spacing: 6)
            presets.addCSSClass("linked")
            for preset in CalculatorController.variablePresets {
                let button = Widget.button(label: preset.title)
                button.onClicked { [send] in send(.applyPreset(preset)) }
                presets.append(button)
            }
            rows.append(Widget.label(localized("Test values"), cssClass: "heading"))
            rows.append(presets)
        }
        let clear = Widget.button(label: localized("Clear All"))
        clear.onClicked { [send] in send(.clearVariables) }
        rows.append(clear)
    }
}
