import CGtk
import CalculatorController

#if canImport(Glibc)
    import Glibc
#endif

/// The objects a GtkBuilder file under `data/ui/` declares, looked up by id. Its translatable
/// texts are translated from the app's catalog.
@MainActor
struct Builder {
    private let builder: OpaquePointer

    /// Loads `data/ui/NAME.ui`, or of it only the objects `ids` and what they hold: a part the
    /// first frame does not show is built when it is first needed. A missing or damaged file
    /// is a broken installation: the app says which file and ends, rather than show a window
    /// with parts missing.
    init(_ name: String, objects ids: [String] = []) {
        builder = gtk_builder_new()
        gtk_builder_set_translation_domain(builder, Localization.domain)
        var error: UnsafeMutablePointer<GError>?
        let loaded = DataFiles.path(of: "ui/\(name).ui").map { path in
            ids.isEmpty
                ? gtk_builder_add_from_file(builder, path, &error)
                : withCStringArray(ids) {
                    gtk_builder_add_objects_from_file(builder, path, $0, &error)
                }
        }
        guard let loaded, loaded != 0 else {
            let reason = error.map { GLibError(consuming: $0).description } ?? "not found"
            complain("ui/\(name).ui: \(reason)")
            exit(1)
        }
    }

    func contains(_ id: String) -> Bool { gtk_builder_get_object(builder, id) != nil }

    /// The object with this id, the builder's until it is released.
    func object<Object>(_ id: String, as type: Object.Type = Object.self) -> UnsafeMutablePointer<
        Object
    > {
        guard let object = gtk_builder_get_object(builder, id) else {
            fatalError("ui file lacks the object \(id)")  // the files ship with the code
        }
        return UnsafeMutableRawPointer(object).assumingMemoryBound(to: Object.self)
    }

    /// The widget with this id. One the file gives no parent comes back floating, as a new
    /// widget does: the container it is put in owns it, and it dies with that container (the
    /// builder's own reference alone would end it when the builder is released).
    func widget(_ id: String) -> Widget {
        let widget: UnsafeMutablePointer<GtkWidget> = object(id)
        let isLoose = gtk_widget_get_parent(widget) == nil && gtk_widget_get_root(widget) == nil
        if isLoose && g_object_is_floating(widget) == 0 { Widget(widget).holdAsFloating() }
        return Widget(widget)
    }

    /// Puts `child` in the object `id` as a `<child>` of the file would.
    func add(_ child: UnsafeMutablePointer<GObject>, to id: String) { add(child, to: object(id)) }

    func add(_ child: UnsafeMutablePointer<GObject>, to parent: UnsafeMutablePointer<GObject>) {
        cgtk_buildable_add_child(parent, builder, child)
    }

    /// Lets go of the file's objects: widgets live on in the windows and containers that hold
    /// them, windows until they are destroyed.
    func release() { g_object_unref(UnsafeMutableRawPointer(builder)) }
}
