import CGtk
import CalculatorController

/// The desktop app: one GtkApplication, one window, one controller. Every button and key press
/// arrives as the `app.press` action, goes through the controller, and the window renders the
/// state that comes back.
@MainActor
public final class CalculatorApplication {
    public static let id = "io.github.calculatorbrain.Calculator"
    public static let version = "0.1.0"

    private let application = Application(id: CalculatorApplication.id)
    private var controller = CalculatorController()
    private var window: CalculatorWindow?
    private var notationAction: Action?

    /// A calculator draws nothing that needs OpenGL, and software GL costs most of start-up
    /// time and memory (measured: 180 ms and 100 MiB of 220 ms and 140 MiB). A renderer the
    /// user chose (`GSK_RENDERER`, `GDK_DEBUG`) is kept.
    public init() {
        if getenv("GSK_RENDERER") == nil, getenv("GDK_DEBUG") == nil {
            setenv("GSK_RENDERER", "cairo", 1)
            setenv("GDK_DEBUG", "gl-disable", 1)
        }
    }

    /// Runs until the window closes; the exit status.
    public func run() -> Int32 {
        application.onActivate { [unowned self] in activate() }
        return application.run()
    }

    private func activate() {
        if let window { return window.present() }  // a second launch shows the running one
        if let styleSheet = DataFiles.path(of: "style.css") {
            application.loadStyleSheet(at: styleSheet)
        }
        followSystemDarkStyle()
        addActions()
        let window = CalculatorWindow(application: application)
        self.window = window
        window.render(controller.state)
        window.present()
    }

    private func update(_ change: (inout CalculatorController) -> Void) {
        change(&controller)
        notationAction?.setState(controller.notation.rawValue)
        window?.render(controller.state)
    }

    private func addActions() {
        application.addAction("press", takesString: true) { [unowned self] token in
            guard let key = token.flatMap(Key.init(token:)) else { return }
            update { $0.press(key) }
        }
        notationAction = application.addAction("notation", state: controller.notation.rawValue) {
            [unowned self] value in
            guard let notation = value.flatMap(Notation.init(rawValue:)) else { return }
            update { $0.setNotation(notation) }
        }
        application.addAction("about") { [unowned self] _ in showAbout() }
        application.addAction("shortcuts") { [unowned self] _ in window?.showShortcuts() }
        application.addAction("quit") { [unowned self] _ in application.quit() }
        application.setAccelerators(["<Control>q"], for: "app.quit")
        application.setAccelerators(["<Control>a"], for: "app.notation::algebraic")
        application.setAccelerators(["<Control>r"], for: "app.notation::rpn")
        application.setAccelerators(["<Control>question"], for: "app.shortcuts")
    }

    private func showAbout() {
        let about = Widget(gtk_about_dialog_new())
        gtk_about_dialog_set_program_name(about.opaque, "Calculator Brain")
        gtk_about_dialog_set_version(about.opaque, Self.version)
        gtk_about_dialog_set_comments(
            about.opaque, "An algebraic and RPN calculator that shows its work")
        gtk_about_dialog_set_website(
            about.opaque, "https://github.com/calculatorbrain/calculator-brain")
        gtk_about_dialog_set_license_type(about.opaque, GTK_LICENSE_MIT_X11)
        gtk_about_dialog_set_logo_icon_name(about.opaque, "accessories-calculator")
        if let window { gtk_window_set_transient_for(about.cast(), window.window.cast()) }
        gtk_window_set_modal(about.cast(), 1)
        gtk_window_present(about.cast())
    }

    /// GTK 4.8 does not read GNOME's dark-style preference by itself.
    private func followSystemDarkStyle() {
        let schemaID = "org.gnome.desktop.interface"
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, schemaID, 1)
        else { return }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, "color-scheme") != 0 else { return }
        let settings = g_settings_new(schemaID)
        defer { g_object_unref(UnsafeMutableRawPointer(settings)) }
        guard let scheme = g_settings_get_string(settings, "color-scheme") else { return }
        defer { g_free(scheme) }
        cgtk_settings_prefer_dark(String(cString: scheme) == "prefer-dark" ? 1 : 0)
    }
}
