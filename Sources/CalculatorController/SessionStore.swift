import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps the session in `$XDG_STATE_HOME/calculator-brain/session.json` (default
/// `~/.local/state/…`). Writes are atomic (temporary file, fsync, rename), so a crash at any
/// moment leaves the previous session or the new one, never half of one.
public struct SessionStore: Sendable {
    public let directory: String
    public var path: String { directory + "/session.json" }
    /// Written first, then renamed over `path`. One name is enough: the app is single-instance.
    private var temporaryPath: String { path + ".tmp" }
    /// Set when the file on disk came from a newer version: it is never overwritten then.
    public private(set) var isReadOnly = false
    /// Larger files are not read (and so never written): a program of 10^6 steps takes 4 MiB.
    static let sizeLimit = 16 << 20

    public init(directory: String) { self.directory = directory }

    /// The store under `XDG_STATE_HOME`, or `HOME/.local/state` when that is not set.
    public static func standard() -> SessionStore {
        let stateHome =
            environment("XDG_STATE_HOME").flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment("HOME") ?? "/tmp") + "/.local/state"
        return SessionStore(directory: stateHome + "/calculator-brain")
    }

    public enum Outcome: Equatable, Sendable {
        case fresh
        case restored
        /// The file could not be read; it was moved to `path`.
        case setAside(path: String)
        /// The file was written by a newer version; it is left alone and not overwritten.
        case newerVersion
    }

    /// The saved session, or a new one; a damaged file is moved aside first.
    public mutating func load() -> (session: Session, outcome: Outcome) {
        // A process killed while saving leaves the temporary file; the rename never happened,
        // so the session file itself is whole.
        unlink(temporaryPath)
        guard access(path, F_OK) == 0 else { return (Session(), .fresh) }
        guard let data = Self.contents(of: path, limit: Self.sizeLimit),
            let version = try? JSONDecoder().decode(Version.self, from: data)
        else { return (Session(), setAside()) }
        guard version.version <= Session.currentVersion else {
            isReadOnly = true
            return (Session(), .newerVersion)
        }
        guard let session = try? JSONDecoder().decode(Session.self, from: data) else {
            return (Session(), setAside())
        }
        return (session, .restored)
    }

    /// Writes the session atomically; does nothing when the file belongs to a newer version.
    /// A session too large to be read back is refused, and the last one saved stays.
    public func save(_ session: Session) throws {
        guard !isReadOnly else { return }
        let data = try JSONEncoder().encode(session)
        guard data.count <= Self.sizeLimit else {
            throw SessionStoreError(operation: "save (too large)", path: path)
        }
        try makeDirectory()
        let temporary = temporaryPath
        do {
            try data.write(to: URL(filePath: temporary))
            try Self.flushToDisk(temporary)
            guard rename(temporary, path) == 0 else {
                throw SessionStoreError(operation: "rename", path: path)
            }
        } catch {
            unlink(temporary)
            throw error
        }
        try? Self.flushToDisk(directory)  // makes the rename itself durable
    }

    /// fsync: the file's (or folder's) contents are on the disk when this returns.
    private static func flushToDisk(_ path: String) throws {
        let file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { throw SessionStoreError(operation: "open", path: path) }
        defer { close(file) }
        guard fsync(file) == 0 else { throw SessionStoreError(operation: "fsync", path: path) }
    }

    /// The file's bytes, or nil when it cannot be read, is empty or is larger than `limit`.
    /// (An empty file never reaches `Data(contentsOf:)`, which leaks 4 KiB on one.)
    private static func contents(of path: String, limit: Int) -> Data? {
        var information = stat()
        guard stat(path, &information) == 0, information.st_size > 0, information.st_size <= limit
        else { return nil }
        return try? Data(contentsOf: URL(filePath: path))
    }

    private struct Version: Decodable {
        let version: Int
    }

    private func setAside() -> Outcome {
        let aside = path + ".corrupt-\(time(nil))"
        return rename(path, aside) == 0 ? .setAside(path: aside) : .setAside(path: path)
    }

    private func makeDirectory() throws {
        var folder = ""
        for component in directory.split(separator: "/") {
            folder += "/" + component
            if mkdir(folder, 0o700) != 0, errno != EEXIST {
                throw SessionStoreError(operation: "create", path: folder)
            }
        }
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}

public struct SessionStoreError: Error, Equatable {
    public let operation: String
    public let path: String
}
