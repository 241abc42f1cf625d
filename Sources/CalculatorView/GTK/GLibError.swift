import CGtk

/// What went wrong, in GLib's words (a GError, freed once read).
struct GLibError: Error, CustomStringConvertible {
    let description: String

    init(consuming error: UnsafeMutablePointer<GError>?) {
        description = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown"
        if let error { g_error_free(error) }
    }
}
