import CGtk

/// Main-loop services with Swift closures: a one-shot timer and the clipboard.
@MainActor
enum MainLoop {
    /// Runs `action` once, `milliseconds` from now, unless cancelled.
    @discardableResult
    static func after(milliseconds: UInt32, _ action: @escaping Signal.Plain) -> Timer {
        let run: GSourceFunc = { data in
            MainActor.assumeIsolated {
                Unmanaged<HandlerBox<Signal.Plain>>.fromOpaque(data!).takeUnretainedValue()
                    .handler()
            }
            return 0  // G_SOURCE_REMOVE
        }
        let release: GDestroyNotify = { data in
            Unmanaged<SignalBox>.fromOpaque(data!).release()
        }
        let box = Unmanaged.passRetained(HandlerBox(action) as SignalBox).toOpaque()
        return Timer(id: g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, run, box, release))
    }

    struct Timer {
        let id: guint
        func cancel() { g_source_remove(id) }
    }

    static func copyToClipboard(_ text: String, from widget: Widget) {
        gdk_clipboard_set_text(gtk_widget_get_clipboard(widget.pointer), text)
    }

    /// Reads the clipboard's text; `completion` gets nil when there is no text.
    static func readClipboard(
        from widget: Widget, _ completion: @escaping @MainActor (String?) -> Void
    ) {
        let finished: GAsyncReadyCallback = { source, result, data in
            let box = Unmanaged<HandlerBox<@MainActor (String?) -> Void>>.fromOpaque(data!)
                .takeRetainedValue()
            let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, nil)
            defer { g_free(text) }
            let string = text.map { String(cString: $0) }
            MainActor.assumeIsolated { box.handler(string) }
        }
        let box = Unmanaged.passRetained(HandlerBox(completion)).toOpaque()
        gdk_clipboard_read_text_async(gtk_widget_get_clipboard(widget.pointer), nil, finished, box)
    }
}
