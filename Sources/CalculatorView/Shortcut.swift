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

    /// The text a key types: a character (a space too) typed without Control, Alt or Super;
    /// nil for any other key.
    static func typedText(_ keyval: guint, _ state: GdkModifierType) -> String? {
        guard !isModified(state), let scalar = Unicode.Scalar(gdk_keyval_to_unicode(keyval)),
            !scalar.properties.isWhitespace || scalar == " ",
            scalar.properties.generalCategory != .control
        else { return nil }
        return String(Character(scalar))
    }

    /// Whether Control, Alt or Super is held: the key is a shortcut, not text.
    static func isModified(_ state: GdkModifierType) -> Bool {
        let modifiers = GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue
        return state.rawValue & modifiers != 0
    }

    /// What a key does to the expression line: Home, End, Left and Right open it on the
    /// calculation's text, Ctrl+A with all of it selected; Up and Down bring earlier
    /// calculations; while it is open, Return keeps it and Esc leaves it.
    static func lineCommand(_ keyval: guint, _ state: GdkModifierType, lineIsOpen: Bool)
        -> WindowCommand?
    {
        let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
        if control {
            let isA = gdk_keyval_to_lower(keyval) == guint(GDK_KEY_a)
            return isA && state.rawValue & GDK_SHIFT_MASK.rawValue == 0 ? .openLine(.all) : nil
        }
        guard !isModified(state) else { return nil }
        switch Int32(keyval) {
        // The numeric keypad's arrows are its digits with NumLock off, as ever.
        case GDK_KEY_Home: return .openLine(.start)
        case GDK_KEY_End, GDK_KEY_Right: return .openLine(.end)
        case GDK_KEY_Left: return .openLine(.beforeEnd)
        case GDK_KEY_Up: return .recallCalculation(older: true)
        case GDK_KEY_Down: return .recallCalculation(older: false)
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter:
            return lineIsOpen ? .keepLine : nil
        case GDK_KEY_Escape: return lineIsOpen ? .leaveLine : nil
        default: return nil
        }
    }

    /// Whether a keypad key's shortcut is also one of a text field's own (undo, redo, delete a
    /// word): in the line, the field keeps it.
    static func editsText(_ accelerator: String) -> Bool {
        ["<Control>z", "<Control><Shift>z", "<Control>y", "<Control>BackSpace"].contains(
            accelerator)
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
