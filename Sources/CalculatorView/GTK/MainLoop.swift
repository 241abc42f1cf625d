import CGtk

/// Main-loop services with Swift closures: timers, idle work, signals and the clipboard.
@MainActor
enum MainLoop {
    /// Runs `action` once, `milliseconds` from now, unless cancelled.
    @discardableResult
    static func after(milliseconds: UInt32, _ action: @escaping Signal.Plain) -> Timer {
        Timer(
            id: addSource(action, repeating: false) { run, box, release in
                g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, run, box, release)
            })
    }

    /// Runs `action` once when nothing more urgent waits: after the frame being drawn.
    static func whenIdle(_ action: @escaping Signal.Plain) {
        addSource(action, repeating: false) { run, box, release in
            g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, run, box, release)
        }
    }

    /// Runs `action` once before `widget`'s next frame, after the layout under way; never
    /// once the widget is gone, since GTK drops a widget's tick callbacks with it.
    static func beforeNextFrame(of widget: Widget, _ action: @escaping Signal.Plain) {
        let tick: GtkTickCallback = { _, _, data in
            MainActor.assumeIsolated { HandlerBox<Signal.Plain>.handler(from: data)() }
            return 0  // G_SOURCE_REMOVE
        }
        let release: GDestroyNotify = { data in
            Unmanaged<SignalBox>.fromOpaque(data!).release()
        }
        let box = Unmanaged.passRetained(HandlerBox(action) as SignalBox).toOpaque()
        gtk_widget_add_tick_callback(widget.pointer, tick, box, release)
    }

    /// Runs `action` on the main loop each time the process receives `signal` (SIGTERM,
    /// SIGINT, SIGHUP), instead of the signal's default of ending the process on the spot.
    static func onUnixSignal(_ signal: Int32, _ action: @escaping Signal.Plain) {
        addSource(action, repeating: true) { run, box, release in
            g_unix_signal_add_full(G_PRIORITY_DEFAULT, signal, run, box, release)
        }
    }

    /// A GSource that calls `action`: GLib owns one retain of its box and releases it when the
    /// source is removed.
    @discardableResult
    private static func addSource(
        _ action: @escaping Signal.Plain, repeating: Bool,
        _ attach: (GSourceFunc, UnsafeMutableRawPointer, GDestroyNotify) -> guint
    ) -> guint {
        let run: GSourceFunc = { data in
            let box = Unmanaged<SourceBox>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler() }
            return box.repeats ? 1 : 0  // G_SOURCE_CONTINUE : G_SOURCE_REMOVE
        }
        let release: GDestroyNotify = { data in
            Unmanaged<SignalBox>.fromOpaque(data!).release()
        }
        let box = SourceBox(action, repeats: repeating)
        return attach(run, Unmanaged.passRetained(box as SignalBox).toOpaque(), release)
    }

    private final class SourceBox: SignalBox {
        let handler: Signal.Plain
        let repeats: Bool
        init(_ handler: @escaping Signal.Plain, repeats: Bool) {
            (self.handler, self.repeats) = (handler, repeats)
        }
    }

    struct Timer {
        let id: guint
        func cancel() { g_source_remove(id) }
    }

    /// Opens `uri` in the desktop's application for it (through the portal in a sandbox); nil,
    /// or why it could not.
    static func openURI(_ uri: String) -> String? {
        var error: UnsafeMutablePointer<GError>?
        guard g_app_info_launch_default_for_uri(uri, nil, &error) == 0 else { return nil }
        return GLibError(consuming: error).description
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

    /// Reads the clipboard's text as the UTF-8 bytes it holds, 64 KiB at a time as they come:
    /// GDK's own text reading converts each byte's charset and makes one C string on the main
    /// thread, which held the window for tens of milliseconds for a 20 MB paste. `completion`
    /// gets the chunks as they came, to be joined off the main thread (one array grown chunk
    /// by chunk copied 8 and 16 MB in single turns of the loop); nil when there is no text or
    /// it could not be read whole; the first `limit` + 1 bytes or more of a longer one.
    static func readClipboardBytes(
        from widget: Widget, limit: Int, _ completion: @escaping @MainActor ([[UInt8]]?) -> Void
    ) {
        let reading = ClipboardReading(limit: limit, completion: completion)
        let opened: GAsyncReadyCallback = { source, result, data in
            let reading = Unmanaged<ClipboardReading>.fromOpaque(data!).takeRetainedValue()
            let stream = gdk_clipboard_read_finish(OpaquePointer(source), result, nil, nil)
            MainActor.assumeIsolated { reading.read(from: stream) }
        }
        // UTF-8 first; plain text (ASCII, or whatever the other program wrote) else. GDK takes
        // the types in the call.
        "text/plain;charset=utf-8".withCString { utf8 in
            "text/plain".withCString { plain in
                var types: [UnsafePointer<CChar>?] = [utf8, plain, nil]
                gdk_clipboard_read_async(
                    gtk_widget_get_clipboard(widget.pointer), &types, G_PRIORITY_DEFAULT, nil,
                    opened, Unmanaged.passRetained(reading).toOpaque())
            }
        }
    }
}

/// A clipboard's bytes as they are read (`MainLoop.readClipboardBytes`).
@MainActor
private final class ClipboardReading {
    let limit: Int
    let completion: @MainActor ([[UInt8]]?) -> Void
    private var chunks: [[UInt8]] = []
    private var count = 0

    init(limit: Int, completion: @escaping @MainActor ([[UInt8]]?) -> Void) {
        (self.limit, self.completion) = (limit, completion)
    }

    /// The next chunk of `stream`, until its end, a failure or past the limit.
    func read(from stream: UnsafeMutablePointer<GInputStream>?) {
        guard let stream else { return completion(nil) }
        let chunk: GAsyncReadyCallback = { source, result, data in
            let reading = Unmanaged<ClipboardReading>.fromOpaque(data!).takeRetainedValue()
            let stream = source.map { UnsafeMutablePointer<GInputStream>(OpaquePointer($0)) }
            let read = g_input_stream_read_bytes_finish(stream, result, nil)
            MainActor.assumeIsolated { reading.receive(read, from: stream) }
        }
        g_input_stream_read_bytes_async(
            stream, 65_536, G_PRIORITY_DEFAULT, nil, chunk, Unmanaged.passRetained(self).toOpaque())
    }

    private func receive(
        _ chunk: OpaquePointer?, from stream: UnsafeMutablePointer<GInputStream>?
    ) {
        var size: gsize = 0
        let data = chunk.flatMap { g_bytes_get_data($0, &size) }
        if let data, size > 0 {
            chunks.append(Array(UnsafeRawBufferPointer(start: data, count: Int(size))))
            count += Int(size)
        }
        if let chunk { g_bytes_unref(chunk) }
        guard let stream, chunk != nil, size > 0, count <= limit else {
            if let stream { g_object_unref(stream) }
            // A read that failed gives nothing, never the rows read before it.
            return completion(chunk == nil ? nil : chunks)
        }
        read(from: stream)
    }
}
