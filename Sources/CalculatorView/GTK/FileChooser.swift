import CGtk

/// The desktop's own Save dialog (a portal where there is one).
@MainActor
enum FileChooser {
    /// Asks where to save; `onChosen` gets the path, and is not called if the user cancels.
    static func save(
        title: String, suggestedName: String, over parent: Widget,
        onChosen: @escaping @MainActor (String) -> Void
    ) {
        guard
            let chooser = gtk_file_chooser_native_new(
                title, parent.cast(), GTK_FILE_CHOOSER_ACTION_SAVE, nil, nil)
        else { return }
        let dialog = UnsafeMutableRawPointer(chooser)
        let native = dialog.assumingMemoryBound(to: GtkNativeDialog.self)
        gtk_file_chooser_set_current_name(OpaquePointer(dialog), suggestedName)
        gtk_native_dialog_set_modal(native, 1)
        Signal.connect(
            dialog, "response",
            integer: { response in
                defer { g_object_unref(dialog) }  // the reference `new` gave
                guard response == GTK_RESPONSE_ACCEPT.rawValue,
                    let file = gtk_file_chooser_get_file(OpaquePointer(dialog))
                else { return }
                defer { g_object_unref(UnsafeMutableRawPointer(file)) }
                guard let path = g_file_get_path(file) else { return }
                defer { g_free(path) }
                onChosen(String(cString: path))
            })
        gtk_native_dialog_show(native)
    }
}
