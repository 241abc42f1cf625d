import CGtk
import CalculatorController
import CalculatorModel
import Numbers

/// `data/ui/preferences.ui`: how numbers are written, the angle unit, the order of operations
/// and complex numbers, applied as they change.
@MainActor
enum PreferencesWindow {
    static func present(
        over parent: Widget, state: DisplayState, format: NumberFormat,
        send: @escaping @MainActor (WindowCommand) -> Void
    ) {
        let file = Builder("preferences")
        defer { file.release() }
        let window = file.widget("preferences")
        gtk_window_set_transient_for(window.cast(), parent.cast())

        let digits = file.widget("digits")
        gtk_spin_button_set_value(digits.opaque, Double(format.significantDigits))
        Signal.connect(digits.pointer, "value-changed") {
            send(.setSignificantDigits(Int(gtk_spin_button_get_value_as_int(digits.opaque))))
        }
        let (style, grouping) = (file.widget("style"), file.widget("grouping"))
        let styles = NumberFormat.Style.allCases
        gtk_switch_set_active(grouping.opaque, format.groupsDigits ? 1 : 0)
        let sendFormat: @MainActor () -> Void = {
            send(
                .setNumberFormat(
                    styles[Int(gtk_drop_down_get_selected(style.opaque))],
                    groupsDigits: gtk_switch_get_active(grouping.opaque) != 0))
        }
        choose(style, styles.firstIndex(of: format.style) ?? 0) { _ in sendFormat() }
        Signal.connectNotify(grouping.pointer, property: "active", sendFormat)
        choose(file.widget("unit"), state.angleUnit == .degrees ? 1 : 0) {
            send(.setAngleUnit($0 == 1 ? .degrees : .radians))
        }
        choose(file.widget("order"), state.order == .precedence ? 1 : 0) {
            send(.setOrder($0 == 1 ? .precedence : .entered))
        }
        let choices = ComplexNumbers.allCases
        choose(file.widget("complex"), choices.firstIndex(of: state.complexNumbers) ?? 0) {
            send(.setComplexNumbers(choices[$0]))
        }
        gtk_window_present(window.cast())
    }

    /// Shows the choice at `index` in a drop-down, then tells `onSelect` of each new one.
    private static func choose(
        _ dropDown: Widget, _ index: Int, onSelect: @escaping @MainActor (Int) -> Void
    ) {
        gtk_drop_down_set_selected(dropDown.opaque, guint(index))
        Signal.connectNotify(dropDown.pointer, property: "selected") {
            onSelect(Int(gtk_drop_down_get_selected(dropDown.opaque)))
        }
    }
}
