import CGtk

#if canImport(Glibc)
    import Glibc
#endif

/// A new file beside `path` that takes its place only when complete. It is made with
/// `O_EXCL`, so it is never a link someone else made.
final class Replacement {
    let path: String
    let temporary: String
    private let descriptor: Int32
    /// Why a write failed (the system's words), if one did.
    private(set) var failure: String?

    init?(for path: String) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(folder).\(name).XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        // As a new file would be: readable by others unless the umask says otherwise.
        let mask = umask(0)
        umask(mask)
        fchmod(descriptor, 0o666 & ~mask)
        (self.path, self.descriptor) = (path, descriptor)
        temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// Cairo's stream function: `closure` is the replacement.
    static let write: cairo_write_func_t = { closure, data, length in
        let file = Unmanaged<Replacement>.fromOpaque(closure!).takeUnretainedValue()
        var written = 0
        while written < Int(length) {
            let count = Glibc.write(file.descriptor, data! + written, Int(length) - written)
            guard count > 0 else {
                file.failure = String(cString: strerror(errno))
                return CAIRO_STATUS_WRITE_ERROR
            }
            written += count
        }
        return CAIRO_STATUS_SUCCESS
    }

    /// Puts the complete file in place; nil when done, else why not.
    func commit() -> String? {
        let synced = fsync(descriptor) == 0 ? nil : errno
        let closed = close(descriptor) == 0 ? nil : errno
        guard let error = synced ?? closed ?? (rename(temporary, path) == 0 ? nil : errno) else {
            return nil
        }
        unlink(temporary)
        return String(cString: strerror(error))
    }

    /// Writes `bytes` to `path` whole or not at all; nil when written, else why not.
    static func write(_ bytes: [UInt8], to path: String) -> String? {
        guard let file = Replacement(for: path) else { return String(cString: strerror(errno)) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes {
                Glibc.write(file.descriptor, $0.baseAddress, $0.count)
            }
            guard count > 0 else {
                let reason = String(cString: strerror(errno))
                file.abandon()
                return reason
            }
            written += count
        }
        return file.commit()
    }

    func abandon() {
        close(descriptor)
        unlink(temporary)
    }
}
