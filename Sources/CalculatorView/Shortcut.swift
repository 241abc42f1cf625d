import CGtk

/// Key events and accelerator names, as the key catalogue writes them (`r`, `<Control>z`).
@MainActor
enum Shortcut {
    /// The catalogue's name for a key press; nil for presses with Alt or Super.
    static func accelerator(_ keyval: guint, _ state: GdkModifierType) -> String? {
        let ignored = GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
        guard state.rawValue & ignored == 0, let name = gdk_keyval_name(keyval) else { return nil }
        let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0 ? "<Control>" : ""
        return control + String(cString: name)
    }

    /// How GTK writes a key for people: `r` is "R", `M` is "Shift+M", `<Control>z` is "Ctrl+Z".
    static func label(_ accelerator: String?) -> String {
        guard let accelerator else { return "" }
        var keyval: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        gtk_accelerator_parse(accelerator, &keyval, &modifiers)
        if gdk_keyval_to_lower(keyval) != keyval {
            keyval = gdk_keyval_to_lower(keyval)
            modifiers = GdkModifierType(rawValue: modifiers.rawValue | GDK_SHIFT_MASK.rawValue)
        }
        guard let label = gtk_accelerator_get_label(keyval, modifiers) else { return accelerator }
        defer { g_free(label) }
        return String(cString: label)
    }
}
