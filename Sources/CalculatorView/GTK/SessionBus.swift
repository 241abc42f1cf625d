import CGtk

/// The D-Bus session bus, which GApplication and the accessibility bus are reached through.
@MainActor
enum SessionBus {
    /// GTK 4.8 crashes when it unmaps a window while its accessibility has no session bus
    /// (measured: SIGSEGV in `gtk_window_close` with `DBUS_SESSION_BUS_ADDRESS` unreachable),
    /// and no screen reader can reach the app then anyway: accessibility is turned off before
    /// GTK starts. The connection is kept: GApplication uses the same one, so this costs nothing.
    static func turnOffAccessibilityIfUnreachable() {
        var error: UnsafeMutablePointer<GError>?
        guard g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) == nil else { return }
        g_error_free(error)
        setenv("GTK_A11Y", "none", 0)
    }
}
