import CGtk
import CalculatorController
import CalculatorModel

/// Number precision and the angle unit, applied as they change.
@MainActor
enum PreferencesWindow {
    static func present(
        over parent: Widget, state: DisplayState, significantDigits: Int,
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
        gtk_spin_button_set_value(digits.opaque, Double(significantDigits))
        digits.setAccessibleLabel(localized("significant digits"))
        Signal.connect(digits.pointer, "value-changed") {
            send(.setSignificantDigits(Int(gtk_spin_button_get_value_as_int(digits.opaque))))
        }
        let units = [localized("Radians"), localized("Degrees")]
        var unitNames = units.map { strdup($0) } + [nil]
        let unit = Widget(
            unitNames.withUnsafeMutableBufferPointer { names in
                names.withMemoryRebound(to: UnsafePointer<CChar>?.self) {
                    gtk_drop_down_new_from_strings($0.baseAddress)
                }
            })
        for name in unitNames { free(name) }
        gtk_drop_down_set_selected(unit.opaque, state.angleUnit == .degrees ? 1 : 0)
        unit.setAccessibleLabel(localized("angle unit"))
        Signal.connectNotify(unit.pointer, property: "selected") {
            send(.setAngleUnit(gtk_drop_down_get_selected(unit.opaque) == 1 ? .degrees : .radians))
        }
        grid.attach(Widget.label(localized("Significant digits"), xalign: 0), column: 0, row: 0)
        grid.attach(digits, column: 1, row: 0)
        grid.attach(Widget.label(localized("Angle unit"), xalign: 0), column: 0, row: 1)
        grid.attach(unit, column: 1, row: 1)
        gtk_window_set_child(window.cast(), grid.pointer)
        gtk_window_present(window.cast())
    }
}
