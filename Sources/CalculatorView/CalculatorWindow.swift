import CGtk
import CalculatorController

/// The calculator's window: header bar, description, display, variables line and keypad.
/// It renders `DisplayState` and sends every click and key press through `app.press`.
@MainActor
final class CalculatorWindow {
    let window: Widget
    private let description = Widget.label(cssClass: "description")
    private let display = Widget.label(cssClass: "display")
    private let variables = Widget.label(cssClass: "variables")
    private let keypad = Widget.grid(spacing: 6, homogeneous: true)
    private let basicBlock = Widget.grid(spacing: 6, homogeneous: true)
    private var buttons: [Key: Widget] = [:]
    private var shape = Keypad.Shape.tall
    private var notation: Notation?

    init(application: Application) {
        window = Widget(gtk_application_window_new(application.pointer))
        gtk_window_set_title(window.cast(), "Calculator Brain")
        gtk_window_set_default_size(window.cast(), 400, 640)
        gtk_window_set_titlebar(window.cast(), Self.headerBar().pointer)

        let content = Widget.box(vertical: true, spacing: 4)
        content.setMargins(12)
        for (label, role) in [
            (description, "expression"), (display, "result"), (variables, "variables"),
        ] {
            gtk_label_set_xalign(label.opaque, 1)
            gtk_label_set_ellipsize(label.opaque, PANGO_ELLIPSIZE_START)
            gtk_label_set_selectable(label.opaque, 1)
            gtk_widget_set_focusable(label.pointer, 0)  // selectable by mouse, not a Tab stop
            label.setAccessibleDescription(role)
            content.append(label)
        }
        gtk_widget_set_margin_bottom(variables.pointer, 8)

        let scientificBlock = Widget.grid(spacing: 6, homogeneous: true)
        addButtons(Keypad.scientific, to: scientificBlock)
        addButtons(Keypad.basic, to: basicBlock)
        keypad.attach(scientificBlock, column: 0, row: 0)
        keypad.attach(basicBlock, column: 0, row: 1)
        keypad.setExpand(horizontally: true, vertically: true)
        keypad.addCSSClass("keypad")
        content.append(keypad)
        gtk_window_set_child(window.cast(), content.pointer)

        listenToKeyboard()
        for property in ["default-width", "default-height"] {
            Signal.connectNotify(window.pointer, property: property) { [weak self] in self?.reflow()
            }
        }
    }

    func present() { gtk_window_present(window.cast()) }

    /// Built when asked for, not at start-up: it costs more to build than the whole keypad.
    func showShortcuts() {
        let builder = gtk_builder_new_from_string(ShortcutsWindow.builderXML(), -1)
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let shortcuts = gtk_builder_get_object(builder, "shortcuts") else { return }
        let shortcutsWindow = UnsafeMutableRawPointer(shortcuts).assumingMemoryBound(
            to: GtkWindow.self)
        gtk_window_set_transient_for(shortcutsWindow, window.cast())
        gtk_window_present(shortcutsWindow)
    }

    func render(_ state: DisplayState) {
        description.setLabelText(state.description)
        display.setLabelText(state.display)
        display.setCSSClass("error", state.error != nil)
        variables.setLabelText(state.variables)
        if state.notation != notation {
            notation = state.notation
            for (key, button) in buttons { label(button, for: key, in: state.notation) }
        }
    }

    // MARK: Building

    private static func headerBar() -> Widget {
        let header = Widget(gtk_header_bar_new())
        let modes = Widget.box(vertical: false, spacing: 0)
        modes.addCSSClass("linked")
        for (title, notation) in [("Algebraic", Notation.algebraic), ("RPN", .rpn)] {
            let toggle = Widget(gtk_toggle_button_new_with_label(title))
            gtk_actionable_set_action_name(toggle.opaque, "app.notation")
            gtk_actionable_set_action_target_value(
                toggle.opaque, g_variant_new_string(notation.rawValue))
            toggle.setTooltip(
                notation == .rpn
                    ? "Reverse Polish notation (Ctrl+R)" : "Algebraic notation (Ctrl+A)")
            modes.append(toggle)
        }
        gtk_header_bar_set_title_widget(header.opaque, modes.pointer)

        let menu = g_menu_new()
        g_menu_append(menu, "Keyboard Shortcuts", "app.shortcuts")
        g_menu_append(menu, "About Calculator Brain", "app.about")
        g_menu_append(menu, "Quit", "app.quit")
        let menuButton = Widget(gtk_menu_button_new())
        gtk_menu_button_set_icon_name(menuButton.opaque, "open-menu-symbolic")
        gtk_menu_button_set_menu_model(
            menuButton.opaque,
            UnsafeMutableRawPointer(menu)?.assumingMemoryBound(to: GMenuModel.self))
        menuButton.setTooltip("Main menu")
        menuButton.setAccessibleLabel("main menu")
        g_object_unref(UnsafeMutableRawPointer(menu))
        gtk_header_bar_pack_end(header.opaque, menuButton.pointer)
        return header
    }

    private func addButtons(_ rows: [[Key]], to grid: Widget) {
        for (row, keys) in rows.enumerated() {
            for (column, key) in keys.enumerated() {
                let button = Widget.button(action: "app.press", target: key.token)
                button.addCSSClass(Keypad.styleClass(of: key))
                button.setExpand(horizontally: true, vertically: true)
                label(button, for: key, in: .algebraic)
                grid.attach(button, column: Int32(column), row: Int32(row))
                buttons[key] = button
            }
        }
    }

    private func label(_ button: Widget, for key: Key, in notation: Notation) {
        button.setButtonLabel(key.label(in: notation))
        let name = key.spokenName(in: notation)
        button.setAccessibleLabel(name)
        button.setTooltip(
            "\(name.capitalizedFirst) (\(Self.shortcutLabel(key.accelerators.first)))")
    }

    /// How GTK writes a key for people: `r` is "R", `<Control>z` is "Ctrl+Z".
    private static func shortcutLabel(_ accelerator: String?) -> String {
        guard let accelerator else { return "" }
        var keyval: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        gtk_accelerator_parse(accelerator, &keyval, &modifiers)
        if gdk_keyval_to_lower(keyval) != keyval {  // `M` is typed with Shift
            keyval = gdk_keyval_to_lower(keyval)
            modifiers = GdkModifierType(rawValue: modifiers.rawValue | GDK_SHIFT_MASK.rawValue)
        }
        guard let label = gtk_accelerator_get_label(keyval, modifiers) else { return accelerator }
        defer { g_free(label) }
        return String(cString: label)
    }

    // MARK: Keyboard and size

    /// Keys go to the same action as the buttons. Listening before the focused widget does
    /// keeps Return meaning "=" even when a button has the focus.
    private func listenToKeyboard() {
        let controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        Signal.connectKeyPressed(controller) { [window] keyval, state in
            let ignored = GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
            guard state.rawValue & ignored == 0, let name = gdk_keyval_name(keyval) else {
                return false
            }
            let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0 ? "<Control>" : ""
            guard let key = Key(accelerator: control + String(cString: name)) else { return false }
            window.activateAction("app.press", parameter: key.token)
            return true
        }
        gtk_widget_add_controller(window.pointer, controller)
    }

    /// GTK 4 keeps a window's default size equal to its current size.
    private func reflow() {
        var (width, height): (Int32, Int32) = (0, 0)
        gtk_window_get_default_size(window.cast(), &width, &height)
        let newShape = Keypad.Shape(width: width, height: height)
        guard newShape != shape else { return }
        shape = newShape
        switch shape {
        case .wide: keypad.move(basicBlock, column: 1, row: 0)
        case .tall: keypad.move(basicBlock, column: 0, row: 1)
        }
    }
}
