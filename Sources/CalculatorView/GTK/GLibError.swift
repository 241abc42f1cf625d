import CGtk

#if canImport(Glibc)
    import Glibc
#endif

/// What went wrong, in GLib's words (a GError, freed once read).
struct GLibError: Error, CustomStringConvertible {
    let description: String

    init(consuming error: UnsafeMutablePointer<GError>?) {
        description = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown"
        if let error { g_error_free(error) }
    }
}

/// One line on standard error, for what has no window to be said in (a broken installation,
/// the search provider).
func complain(_ text: String) {
    let line = Array("calculator-brain: \(text)\n".utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
