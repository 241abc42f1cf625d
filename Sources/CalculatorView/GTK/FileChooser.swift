import CGtk

/// The desktop's own Open and Save dialogs (a portal where there is one).
@MainActor
enum FileChooser {
    /// Asks where to save; `onChosen` gets the path, and is not called if the user cancels.
    static func save(
        title: String, suggestedName: String, over parent: Widget,
        onChosen: @escaping @MainActor (String) -> Void
    ) {
        choose(GTK_FILE_CHOOSER_ACTION_SAVE, title: title, over: parent, onChosen: onChosen) {
            gtk_file_chooser_set_current_name($0, suggestedName)
        }
    }

    /// Asks which file to open, showing those whose names end in one of `endings`
    /// (`*.csv`) first.
    static func open(
        title: String, filterName: String, allFilesName: String, endings: [String],
        over parent: Widget,
        onChosen: @escaping @MainActor (String) -> Void
    ) {
        choose(GTK_FILE_CHOOSER_ACTION_OPEN, title: title, over: parent, onChosen: onChosen) {
            let filter = gtk_file_filter_new()
            gtk_file_filter_set_name(filter, filterName)
            for ending in endings { gtk_file_filter_add_pattern(filter, "*" + ending) }
            gtk_file_chooser_add_filter($0, filter)
            g_object_unref(UnsafeMutableRawPointer(filter))  // the chooser holds its own
            let all = gtk_file_filter_new()
            gtk_file_filter_set_name(all, allFilesName)
            gtk_file_filter_add_pattern(all, "*")
            gtk_file_chooser_add_filter($0, all)
            g_object_unref(UnsafeMutableRawPointer(all))
        }
    }

    private static func choose(
        _ action: GtkFileChooserAction, title: String, over parent: Widget,
        onChosen: @escaping @MainActor (String) -> Void, prepare: (OpaquePointer) -> Void
    ) {
        guard let chooser = gtk_file_chooser_native_new(title, parent.cast(), action, nil, nil)
        else { return }
        let dialog = UnsafeMutableRawPointer(chooser)
        let native = dialog.assumingMemoryBound(to: GtkNativeDialog.self)
        prepare(OpaquePointer(dialog))
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
