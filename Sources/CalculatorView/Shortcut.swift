import CGtk
import CalculatorController

/// Key events and accelerators in the key catalogue's canonical form (`r`, `<Shift>s`,
/// `<Control><Shift>z`, `asterisk`).
@MainActor
enum Shortcut {
    /// The catalogue's name for a key press; nil for presses with Super. A letter is
    /// named by its lower case with `<Shift>` when Shift is held, so Caps Lock changes nothing;
    /// other keys by their own name (Shift is part of typing `*` or `!`). The numeric keypad
    /// types its digits with NumLock off too, as in GNOME Calculator.
    static func accelerator(_ keyval: guint, _ state: GdkModifierType) -> String? {
        guard state.rawValue & GDK_SUPER_MASK.rawValue == 0 else { return nil }
        let lower = gdk_keyval_to_lower(keyval)
        let isLetter = gdk_keyval_to_upper(lower) != lower
        let key = isLetter ? lower : keypadDigits[keyval] ?? keyval
        guard let name = gdk_keyval_name(key) else { return nil }
        let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0 ? "<Control>" : ""
        let alt = state.rawValue & GDK_ALT_MASK.rawValue != 0 ? "<Alt>" : ""
        let shift = isLetter && state.rawValue & GDK_SHIFT_MASK.rawValue != 0 ? "<Shift>" : ""
        return control + alt + shift + String(cString: name)
    }

    /// The character a key types, where it may be part of a function's call (`f(2, 3)`): a
    /// letter, a digit, `(` or `,`, typed without Control, Alt or Super; nil otherwise.
    static func typedCharacter(_ keyval: guint, _ state: GdkModifierType) -> Character? {
        let modifiers = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
        guard state.rawValue & modifiers == 0,
            let scalar = Unicode.Scalar(gdk_keyval_to_unicode(keyval))
        else { return nil }
        let character = Character(scalar)
        return character.isLetter || character.isNumber || "(,".contains(character)
            ? character : nil
    }

    /// Whether a key moves the focus or presses the focused control, as keyboard users navigate.
    static func movesFocus(_ keyval: guint) -> Bool {
        navigationKeys.contains(Int32(keyval))
    }

    /// Whether a key activates the focused control (a button, a toggle) as GTK's own.
    static func activatesFocus(_ keyval: guint) -> Bool {
        [GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space]
            .contains(Int32(keyval))
    }

    private static let navigationKeys: Set<Int32> = [
        GDK_KEY_Tab, GDK_KEY_ISO_Left_Tab, GDK_KEY_Up, GDK_KEY_Down, GDK_KEY_Left, GDK_KEY_Right,
        GDK_KEY_Home, GDK_KEY_End, GDK_KEY_Page_Up, GDK_KEY_Page_Down, GDK_KEY_space,
    ]

    /// How GTK writes an accelerator for people: `r` is "R", `<Shift>m` is "Shift+M",
    /// `<Control><Shift>z` is "Shift+Ctrl+Z".
    static func label(_ accelerator: String?) -> String {
        guard let accelerator else { return "" }
        var keyval: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        gtk_accelerator_parse(accelerator, &keyval, &modifiers)
        guard let label = gtk_accelerator_get_label(keyval, modifiers) else { return accelerator }
        defer { g_free(label) }
        return String(cString: label)
    }

    /// The keypad's keys with NumLock off, by the digit (or point) they bear.
    private static let keypadDigits: [guint: guint] = [
        guint(GDK_KEY_KP_Insert): guint(GDK_KEY_KP_0), guint(GDK_KEY_KP_End): guint(GDK_KEY_KP_1),
        guint(GDK_KEY_KP_Down): guint(GDK_KEY_KP_2), guint(GDK_KEY_KP_Next): guint(GDK_KEY_KP_3),
        guint(GDK_KEY_KP_Left): guint(GDK_KEY_KP_4), guint(GDK_KEY_KP_Begin): guint(GDK_KEY_KP_5),
        guint(GDK_KEY_KP_Right): guint(GDK_KEY_KP_6), guint(GDK_KEY_KP_Home): guint(GDK_KEY_KP_7),
        guint(GDK_KEY_KP_Up): guint(GDK_KEY_KP_8), guint(GDK_KEY_KP_Prior): guint(GDK_KEY_KP_9),
        guint(GDK_KEY_KP_Delete): guint(GDK_KEY_KP_Decimal),
    ]
}

extension Key {
    /// What the key's button says when hovered: "Square root (R)", "Arcsine (Shift+S)".
    @MainActor func tooltip(in notation: Notation) -> String {
        "\(spokenName(in: notation).capitalizedFirst) (\(Shortcut.label(accelerators.first)))"
    }
}
