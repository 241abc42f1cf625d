import CGtk

/// A GtkApplication with the few things this app asks of it: actions, accelerators, windows.
@MainActor
final class Application {
    let pointer: UnsafeMutablePointer<GtkApplication>

    init(id: String) {
        // The command line goes to the running instance (`--open 2+3` enters it there).
        pointer = gtk_application_new(id, G_APPLICATION_HANDLES_COMMAND_LINE)
    }

    private var gApplication: UnsafeMutablePointer<GApplication> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GApplication.self)
    }

    func onActivate(_ handler: @escaping Signal.Plain) {
        Signal.connect(pointer, "activate", handler)
    }

    /// In the running instance, each launch's arguments (the program's name first).
    func onCommandLine(_ handler: @escaping @MainActor ([String]) -> Void) {
        Signal.connectCommandLine(pointer, handler)
    }

    /// Runs the main loop until the last window closes; the exit status. A second launch hands
    /// `arguments` to the first and ends.
    func run(arguments: [String]) -> Int32 {
        defer { g_object_unref(pointer) }
        var argv = arguments.map { strdup($0) }
        defer { for argument in argv { free(argument) } }
        return g_application_run(gApplication, Int32(argv.count), &argv)
    }

    func activate() { g_application_activate(gApplication) }

    func quit() { g_application_quit(gApplication) }

    /// Registers without running the main loop (tests build windows this way).
    func register() -> Bool { g_application_register(gApplication, nil, nil) != 0 }

    /// Adds `app.NAME`. With `state`, the action takes a string and its state is that string;
    /// toggle buttons bound to it show which target is current.
    @discardableResult
    func addAction(
        _ name: String, takesString: Bool = false, state: String? = nil,
        _ handler: @escaping Signal.Activate
    ) -> Action {
        let type = takesString || state != nil ? cgtk_variant_type_string() : nil
        let action =
            if let state {
                g_simple_action_new_stateful(name, type, g_variant_new_string(state))
            } else {
                g_simple_action_new(name, type)
            }
        guard let action else { fatalError("GLib could not create the action \(name)") }
        Signal.connectActivate(action, handler)
        g_action_map_add_action(OpaquePointer(pointer), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        return Action(pointer: action)
    }

    /// Adds `app.NAME` with a true/false state, shown as a check item in menus; activating it
    /// flips the state.
    @discardableResult
    func addToggleAction(
        _ name: String, initially isOn: Bool, _ handler: @escaping @MainActor (Bool) -> Void
    ) -> Action {
        guard
            let action = g_simple_action_new_stateful(
                name, nil, g_variant_new_boolean(isOn ? 1 : 0))
        else { fatalError("GLib could not create the action \(name)") }
        Signal.connectActivate(action) { _ in
            let state = g_action_get_state(action)
            let isOn = g_variant_get_boolean(state) == 0
            g_variant_unref(state)
            g_simple_action_set_state(action, g_variant_new_boolean(isOn ? 1 : 0))
            handler(isOn)
        }
        g_action_map_add_action(OpaquePointer(pointer), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        return Action(pointer: action)
    }

    func setAccelerators(_ accelerators: [String], for detailedAction: String) {
        withCStringArray(accelerators) {
            gtk_application_set_accels_for_action(pointer, detailedAction, $0)
        }
    }

    /// Lets the app's windows find icons in `folder` (an `icons/hicolor/…` tree), for a run from
    /// the source tree, where the icon is not installed.
    func addIconFolder(_ folder: String) {
        gtk_icon_theme_add_search_path(
            gtk_icon_theme_get_for_display(gdk_display_get_default()), folder)
    }

    /// Loads a style sheet for every window of the app.
    func loadStyleSheet(at path: String) {
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_path(provider, path)
        gtk_style_context_add_provider_for_display(
            gdk_display_get_default(), OpaquePointer(provider),
            UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }
}

/// A GSimpleAction owned by the application.
@MainActor
struct Action {
    let pointer: OpaquePointer

    func setState(_ value: String) {
        g_simple_action_set_state(pointer, g_variant_new_string(value))
    }

    /// A toggle action's state, set without running its handler.
    func setState(_ isOn: Bool) {
        g_simple_action_set_state(pointer, g_variant_new_boolean(isOn ? 1 : 0))
    }

    var isEnabled: Bool { g_action_get_enabled(pointer) != 0 }

    /// As its menu item or shortcut does.
    func activate() { g_action_activate(pointer, nil) }

    /// A disabled action's menu items and buttons are insensitive, its shortcuts do nothing.
    func setEnabled(_ isEnabled: Bool) { g_simple_action_set_enabled(pointer, isEnabled ? 1 : 0) }
}
