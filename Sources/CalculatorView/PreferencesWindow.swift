import CGtk
import CalculatorController
import CalculatorModel
import Numbers

/// How numbers are written, the angle unit and the order of operations, applied as they
/// change.
@MainActor
enum PreferencesWindow {
    static func present(
        over parent: Widget, state: DisplayState, format: NumberFormat,
        send: @escaping @MainActor (WindowCommand) -> Void
    ) {
        let window = Widget(gtk_window_new())
        gtk_window_set_title(window.cast(), localized("Preferences"))
        gtk_window_set_transient_for(window.cast(), parent.cast())
        gtk_window_set_modal(window.cast(), 1)
        gtk_window_set_resizable(window.cast(), 0)
        gtk_window_set_destroy_with_parent(window.cast(), 1)
        window.closeOnEscape()

        let grid = Widget.grid(spacing: 12, homogeneous: false)
        grid.setMargins(18)
        let digits = Widget(gtk_spin_button_new_with_range(1, 17, 1))
        gtk_spin_button_set_value(digits.opaque, Double(format.significantDigits))
        digits.setAccessibleLabel(localized("significant digits"))
        Signal.connect(digits.pointer, "value-changed") {
            send(.setSignificantDigits(Int(gtk_spin_button_get_value_as_int(digits.opaque))))
        }
        let styles = NumberFormat.Style.allCases
        let grouping = Widget(gtk_switch_new())
        gtk_switch_set_active(grouping.opaque, format.groupsDigits ? 1 : 0)
        gtk_widget_set_halign(grouping.pointer, GTK_ALIGN_START)
        grouping.setAccessibleLabel(localized("group digits"))
        let sendFormat: @MainActor (Int) -> Void = { styleIndex in
            send(
                .setNumberFormat(
                    styles[styleIndex], groupsDigits: gtk_switch_get_active(grouping.opaque) != 0))
        }
        let style = Widget.dropDown(
            [
                localized("Decimal"), localized("Fraction"), localized("Scientific"),
                localized("Engineering"),
            ],
            selected: styles.firstIndex(of: format.style) ?? 0,
            accessibleLabel: localized("number format"), onSelect: sendFormat)
        Signal.connectNotify(grouping.pointer, property: "active") {
            sendFormat(Int(gtk_drop_down_get_selected(style.opaque)))
        }
        let unit = Widget.dropDown(
            [localized("Radians"), localized("Degrees")],
            selected: state.angleUnit == .degrees ? 1 : 0, accessibleLabel: localized("angle unit")
        ) { send(.setAngleUnit($0 == 1 ? .degrees : .radians)) }
        let order = Widget.dropDown(
            [AppCommand.orderAsEntered.title, AppCommand.orderByPrecedence.title],
            selected: state.order == .precedence ? 1 : 0,
            accessibleLabel: localized("order of operations")
        ) { send(.setOrder($0 == 1 ? .precedence : .entered)) }
        for (row, (title, control)) in [
            (localized("Number format"), style), (localized("Significant digits"), digits),
            (localized("Group digits"), grouping), (localized("Angle unit"), unit),
            (localized("Order of operations"), order),
        ].enumerated() {
            grid.attach(Widget.label(title, xalign: 0), column: 0, row: Int32(row))
            grid.attach(control, column: 1, row: Int32(row))
        }
        gtk_window_set_child(window.cast(), grid.pointer)
        gtk_window_present(window.cast())
    }
}
