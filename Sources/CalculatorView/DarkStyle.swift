import CGtk

/// The desktop's dark-style preference, followed while the app runs. The settings portal's
/// `org.freedesktop.appearance color-scheme` (1 prefers dark) is what Flatpak and every desktop
/// with xdg-desktop-portal give; GNOME's own `color-scheme` key in GSettings is read first,
/// at once, and stays the answer where no portal runs. GTK 4.8 reads neither by itself.
@MainActor
final class DarkStyle {
    /// Kept for its change signal.
    private var gnomeSettings: UnsafeMutablePointer<GSettings>?
    /// Once the portal has answered, GSettings no longer decides.
    private var portalAnswers = false

    func follow() {
        followGSettings()
        SettingsPortal.readColorScheme { [weak self] scheme in
            self?.portalAnswers = true
            self?.apply(prefersDark: scheme == 1)
        }
    }

    private func followGSettings() {
        let schemaID = "org.gnome.desktop.interface"
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, schemaID, 1)
        else { return }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, "color-scheme") != 0 else { return }
        let settings = g_settings_new(schemaID)
        gnomeSettings = settings
        let read = { [weak self] in
            guard let self, !portalAnswers,
                let scheme = g_settings_get_string(settings, "color-scheme")
            else { return }
            defer { g_free(scheme) }
            apply(prefersDark: String(cString: scheme) == "prefer-dark")
        }
        read()
        let changed: @MainActor (UnsafeMutableRawPointer?) -> Void = { _ in read() }
        Signal.connect(UnsafeMutableRawPointer(settings!), "changed::color-scheme", changed)
    }

    /// Setting GTK's property reloads the theme (12 ms of start-up): only a change is applied,
    /// so a light desktop costs nothing and a dark theme chosen in GTK's own settings stays.
    private func apply(prefersDark: Bool) {
        guard (cgtk_settings_prefers_dark() != 0) != prefersDark else { return }
        cgtk_settings_set_prefer_dark(prefersDark ? 1 : 0)
    }
}

/// `org.freedesktop.portal.Settings` on the session bus.
@MainActor
enum SettingsPortal {
    private static let name = "org.freedesktop.portal.Desktop"
    private static let path = "/org/freedesktop/portal/desktop"
    private static let interface = "org.freedesktop.portal.Settings"

    /// Calls `handle` with the colour scheme (0 no preference, 1 dark, 2 light) when the portal
    /// answers, and again at each change. Nothing waits for it, and no portal is started for it.
    static func readColorScheme(_ handle: @escaping @MainActor (UInt32) -> Void) {
        guard let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return }
        let changed: GDBusSignalCallback = { _, _, _, _, _, parameters, data in
            guard let parameters, g_variant_n_children(parameters) == 3,
                SettingsPortal.string(at: 0, of: parameters) == "org.freedesktop.appearance",
                SettingsPortal.string(at: 1, of: parameters) == "color-scheme",
                let scheme = SettingsPortal.uint32(in: g_variant_get_child_value(parameters, 2))
            else { return }
            MainActor.assumeIsolated {
                HandlerBox<@MainActor (UInt32) -> Void>.handler(from: data)(scheme)
            }
        }
        let release: GDestroyNotify = { data in Unmanaged<SignalBox>.fromOpaque(data!).release() }
        g_dbus_connection_signal_subscribe(
            connection, name, interface, "SettingChanged", path, "org.freedesktop.appearance",
            G_DBUS_SIGNAL_FLAGS_NONE, changed,
            Unmanaged.passRetained(HandlerBox(handle) as SignalBox).toOpaque(), release)

        let answered: GAsyncReadyCallback = { source, result, data in
            let box = Unmanaged<HandlerBox<@MainActor (UInt32) -> Void>>.fromOpaque(data!)
                .takeRetainedValue()
            guard let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, nil)
            else { return }  // no portal, or one without the setting
            defer { g_variant_unref(reply) }
            guard let scheme = SettingsPortal.uint32(in: g_variant_ref(reply)) else { return }
            MainActor.assumeIsolated { box.handler(scheme) }
        }
        var arguments = [
            g_variant_new_string("org.freedesktop.appearance"),
            g_variant_new_string("color-scheme"),
        ]
        g_dbus_connection_call(
            connection, name, path, interface, "Read", g_variant_new_tuple(&arguments, 2), nil,
            G_DBUS_CALL_FLAGS_NO_AUTO_START, 1000, nil, answered,
            Unmanaged.passRetained(HandlerBox(handle)).toOpaque())
    }

    fileprivate static func string(at index: Int, of tuple: OpaquePointer) -> String? {
        let child = g_variant_get_child_value(tuple, gsize(index))
        defer { g_variant_unref(child) }
        return cgtk_variant_string(child).map { String(cString: $0) }
    }

    /// The number inside `value`, however deep in tuples and variants the portal's version
    /// puts it (`Read` answers `(v)` holding a `v`). Takes the reference it is given.
    fileprivate static func uint32(in value: OpaquePointer?) -> UInt32? {
        var value = value
        while let current = value {
            defer { g_variant_unref(current) }
            switch g_variant_classify(current) {
            case G_VARIANT_CLASS_UINT32: return g_variant_get_uint32(current)
            case G_VARIANT_CLASS_VARIANT: value = g_variant_get_variant(current)
            case G_VARIANT_CLASS_TUPLE where g_variant_n_children(current) == 1:
                value = g_variant_get_child_value(current, 0)
            default: return nil
            }
        }
        return nil
    }
}
