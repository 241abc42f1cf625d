import JSONCoding
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps the session in `$XDG_STATE_HOME/calculator-brain/session.json` (default
/// `~/.local/state/…`), its kept functions and its history in files of their own that it names
/// (`functions-3.json`): a save rewrites a part only when it changed, since a thousand functions
/// take 13 MB and a key changes none of them. Writes are atomic (temporary file, fsync, rename;
/// a new part under a new name before the session that names it), so a crash at any moment
/// leaves the previous session or the new one, never half of one. Nothing another local
/// user could plant is trusted: the folder must be the user's own and writable by no one else,
/// no link is followed, and the temporary file is created afresh. One process at a time writes.
public struct SessionStore: Sendable {
    public let directory: String
    public var path: String { directory + "/session.json" }
    /// Written first, then renamed over `path`.
    private var temporaryPath: String { path + ".tmp" }
    /// Set when this process must not write: the file came from a newer version, is a link,
    /// could not be read, or another window holds the folder.
    public private(set) var isReadOnly = false
    /// The open folder this process holds a lock on, from `load` until `unlock` or the end.
    private var lockedFolder: Int32 = -1
    /// Made before a session is read and removed once the app has shown it (`confirmOpened`):
    /// found at the next start, it means that start died opening the file, which is then set
    /// aside rather than opened again.
    private var openingMarkerPath: String { path + ".opening" }
    /// Whether `load` leaves the marker for `confirmOpened` (the app's store does).
    private let guardsOpening: Bool
    /// Larger files are not read (and so never written): a program of 10^6 steps takes 4 MiB.
    static let sizeLimit = 16 << 20
    /// What this store wrote last, shared by its copies, whose saves take turns on it.
    private let ledger = Ledger()

    public init(directory: String, guardsOpening: Bool = false) {
        (self.directory, self.guardsOpening) = (directory, guardsOpening)
    }

    /// The store under `XDG_STATE_HOME`, or `~/.local/state` when that is not set.
    public static func standard() -> SessionStore {
        let stateHome =
            environment("XDG_STATE_HOME").flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? home + "/.local/state"
        return SessionStore(directory: stateHome + "/calculator-brain", guardsOpening: true)
    }

    /// `HOME`, else the password database's home folder: never a shared folder such as /tmp.
    static var home: String {
        environment("HOME") ?? getpwuid(getuid()).flatMap { $0.pointee.pw_dir }.map {
            String(cString: $0)
        } ?? "/nonexistent"
    }

    public enum Outcome: Equatable, Sendable {
        case fresh
        case restored
        /// The file could not be read; it was moved to `path`.
        case setAside(path: String)
        /// The last start stopped while opening the file; it was moved to `path`.
        case setAsideAfterCrash(path: String)
        /// The file could not be read, nor moved aside; it is left alone.
        case damagedLeftInPlace
        /// The file was written by a newer version; it is left alone and not overwritten.
        case newerVersion
        /// The file is a link; it is left alone and not followed.
        case linked
        /// The file exists but could not be opened (the system's reason).
        case unreadable(reason: String)
        /// The folder is not the user's own, or others may write in it.
        case unsafeFolder
        /// Another process of the app holds the folder.
        case inUse
    }

    /// The saved session, or a new one; a damaged file is moved aside first. Takes the folder
    /// for this process: a second one reads nothing and writes nothing.
    public mutating func load() -> (session: Session, outcome: Outcome) {
        let (session, outcome) = loadOwned()
        switch outcome {
        case .fresh, .restored, .setAside, .setAsideAfterCrash: break
        default: isReadOnly = true
        }
        return (session, outcome)
    }

    /// Lets another process take the folder (the app never does: it holds it to the end).
    public mutating func unlock() {
        if lockedFolder >= 0 { close(lockedFolder) }
        lockedFolder = -1
    }

    private mutating func loadOwned() -> (session: Session, outcome: Outcome) {
        guard (try? makeDirectory()) != nil else { return (Session(), .fresh) }  // save will say
        guard isSafeFolder else { return (Session(), .unsafeFolder) }
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            return (Session(), .unreadable(reason: String(cString: strerror(errno))))
        }
        // flock on the folder itself: no lock file to leave behind.
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return (Session(), .inUse)
        }
        unlock()
        lockedFolder = descriptor
        // A process killed while saving leaves the temporary file; the rename never happened,
        // so the session file itself is whole.
        unlink(temporaryPath)
        var information = stat()
        guard lstat(path, &information) == 0 else { return (Session(), .fresh) }
        guard information.st_mode & S_IFMT == S_IFREG else { return (Session(), .linked) }
        if guardsOpening {
            // unlink succeeds only on a marker the last start left: it died opening this file.
            if unlink(openingMarkerPath) == 0 {
                let aside = path + ".crashed-\(time(nil))"
                return (
                    Session(),
                    rename(path, aside) == 0
                        ? .setAsideAfterCrash(path: aside) : .damagedLeftInPlace
                )
            }
            close(
                open(openingMarkerPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            )
        }
        var members: [String: JSON]
        switch Self.contents(of: path, limit: Self.sizeLimit) {
        case .success(let bytes):
            guard case .object(let parsed)? = try? JSON(parsing: bytes) else {
                return (Session(), setAside())
            }
            members = parsed
        case .failure(.damaged): return (Session(), setAside())
        case .failure(.unreadable(let reason)): return (Session(), .unreadable(reason: reason))
        }
        guard let version = try? JSON.object(members).decode(Version.self) else {
            return (Session(), setAside())
        }
        guard version.version <= Session.currentVersion else { return (Session(), .newerVersion) }
        // A name the store does not write is left out with a notice, as a damaged entry is; a
        // part file that cannot be read is set aside, as a damaged session file is.
        var files: [SessionPart: String] = [:]
        var partsSetAside: [DroppedEntry] = []
        for part in SessionPart.allCases {
            guard case .string(let name)? = members.removeValue(forKey: part.fileKey) else {
                continue
            }
            let file = directory + "/" + name
            var information = stat()
            guard part.names(name), lstat(file, &information) == 0 else {
                members[part.rawValue] = .null
                continue
            }
            guard let bytes = try? Self.contents(of: file, limit: Self.sizeLimit).get(),
                let parsed = try? JSON(parsing: bytes), case .array = parsed
            else {
                let aside = file + ".corrupt-\(time(nil))"
                partsSetAside.append(
                    .partSetAside(part, path: rename(file, aside) == 0 ? aside : file))
                continue
            }
            (files[part], members[part.rawValue]) = (name, parsed)
        }
        guard var session = try? JSON.object(members).decode(Session.self) else {
            return (Session(), setAside())
        }
        session.dropped += partsSetAside
        removeParts { files[$0] != $1 }
        ledger.state.withLock { written in
            written.nextSerial = SessionPart.serial(
                after: files.values.compactMap(SessionPart.serial).max() ?? 0)
            guard session.dropped.isEmpty else { return }
            written.functions = files[.functions].map { .init(value: session.functions, file: $0) }
            written.history = files[.history].map { .init(value: session.history, file: $0) }
        }
        return (session, .restored)
    }

    /// The session as one JSON text, its parts inside: what writing it all costs (the bench).
    public static func encoded(_ session: Session) throws -> [UInt8] {
        try JSON(encoding: session).utf8
    }

    /// The session `load` read has been shown: the next start opens it as usual.
    public func confirmOpened() { unlink(openingMarkerPath) }

    /// Writes the session atomically; does nothing when this process must not write. A session
    /// too large to be read back is refused, and the last one saved stays. A `generation`
    /// (increasing with each save asked for) orders saves made on other threads: one older
    /// than a save already written is skipped.
    public func save(_ session: Session, generation: Int? = nil) throws {
        guard !isReadOnly else { return }
        try ledger.state.withLock { written in
            if let generation {
                guard generation > written.newestGeneration else { return }
                written.newestGeneration = generation
            }
            try write(session, after: &written)
        }
    }

    private func write(_ session: Session, after written: inout Ledger.State) throws {
        try makeDirectory()
        guard isSafeFolder else { throw SessionStoreError(operation: "trust", path: directory) }
        var rest = session
        (rest.functions, rest.history) = ([], [])
        guard case .object(var members) = try JSON(encoding: rest) else {
            throw SessionStoreError(operation: "encode", path: path)
        }
        let functions = try file(
            of: session.functions, as: .functions, last: written.functions,
            serial: &written.nextSerial)
        let history = try file(
            of: session.history, as: .history, last: written.history, serial: &written.nextSerial)
        if functions?.file != written.functions?.file || history?.file != written.history?.file {
            // A new part's name is durable before a session names it.
            Self.flushDirectory(directory)
        }
        for part in SessionPart.allCases { members[part.rawValue] = nil }
        members[SessionPart.functions.fileKey] = functions.map { .string($0.file) }
        members[SessionPart.history.fileKey] = history.map { .string($0.file) }
        try replace(path, with: JSON.object(members).utf8)
        Self.flushDirectory(directory)  // makes the renames themselves durable
        (written.functions, written.history) = (functions, history)
        removeParts { _, file in file != functions?.file && file != history?.file }
    }

    /// The file that holds `value` as `part`: `last` if its value is the same, else a new one
    /// (none for nothing).
    private func file<Value: Collection & Encodable & Equatable & Sendable>(
        of value: Value, as part: SessionPart, last: Ledger.Written<Value>?, serial: inout Int
    ) throws -> Ledger.Written<Value>? {
        guard !value.isEmpty else { return nil }
        if let last, last.value == value { return last }
        if part.fileName(serial) == last?.file { serial = SessionPart.serial(after: serial) }
        let name = part.fileName(serial)
        serial = SessionPart.serial(after: serial)
        try replace(directory + "/" + name, with: JSON(encoding: value).utf8)
        return Ledger.Written(value: value, file: name)
    }

    /// Writes `data` to a temporary file (`target.tmp` unless given), then renames it over
    /// `target`.
    func replace(_ target: String, with data: [UInt8], temporary: String? = nil) throws {
        guard data.count <= Self.sizeLimit else {
            throw SessionStoreError(operation: "save (too large)", path: target)
        }
        var information = stat()
        if lstat(target, &information) == 0, information.st_mode & S_IFMT != S_IFREG {
            throw SessionStoreError(operation: "replace a link", path: target)
        }
        let temporary = temporary ?? target + ".tmp"
        unlink(temporary)  // a leftover, or anything planted: removed, never followed
        let file = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard file >= 0 else { throw SessionStoreError(operation: "create", path: temporary) }
        do {
            defer { close(file) }
            try Self.write(data, to: file, path: temporary)
            guard fsync(file) == 0 else {
                throw SessionStoreError(operation: "fsync", path: temporary)
            }
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, target) == 0 else {
            unlink(temporary)
            throw SessionStoreError(operation: "rename", path: target)
        }
    }

    /// Removes the part files for which `isObsolete` holds (those a newer save replaced, or a
    /// crash left unnamed), and every part's temporary file.
    private func removeParts(where isObsolete: (SessionPart, String) -> Bool) {
        for name in names(in: directory) {
            let isTemporary = name.hasSuffix(".tmp")
            let file = isTemporary ? String(name.dropLast(4)) : name
            guard let part = SessionPart.allCases.first(where: { $0.names(file) }),
                isTemporary || isObsolete(part, file)
            else { continue }
            unlink(directory + "/" + name)
        }
    }

    // MARK: Files

    /// The names of the files in `folder`.
    func names(in folder: String) -> [String] {
        guard let listing = opendir(folder) else { return [] }
        defer { closedir(listing) }
        var names: [String] = []
        while let entry = readdir(listing) {
            names.append(
                withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                })
        }
        return names
    }

    /// The folder is a folder (not a link), the user's own, and no one else may write in it.
    var isSafeFolder: Bool {
        var information = stat()
        return lstat(directory, &information) == 0 && information.st_mode & S_IFMT == S_IFDIR
            && information.st_uid == getuid() && information.st_mode & 0o022 == 0
    }

    enum ReadFailure: Error {
        case damaged
        case unreadable(String)
    }

    /// The file's bytes; damaged when it is empty or larger than `limit`. Read with POSIX calls,
    /// without following a link.
    static func contents(of path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
        let file = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard file >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        defer { close(file) }
        var information = stat()
        guard fstat(file, &information) == 0, information.st_size > 0, information.st_size <= limit
        else { return .failure(.damaged) }
        var bytes = [UInt8](repeating: 0, count: Int(information.st_size))
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes {
                Glibc.read(file, $0.baseAddress! + count, $0.count - count)
            }
            guard read > 0 else { return .failure(.damaged) }
            count += read
        }
        return .success(bytes)
    }

    private static func write(_ data: [UInt8], to file: Int32, path: String) throws {
        try data.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                let count = Glibc.write(file, buffer.baseAddress! + written, buffer.count - written)
                guard count > 0 else { throw SessionStoreError(operation: "write", path: path) }
                written += count
            }
        }
    }

    private static func flushDirectory(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private struct Version: Decodable {
        let version: Int
    }

    private func setAside() -> Outcome {
        let aside = path + ".corrupt-\(time(nil))"
        return rename(path, aside) == 0 ? .setAside(path: aside) : .damagedLeftInPlace
    }

    /// Creates the folder and its parents, each only for the user (0700).
    func makeDirectory() throws {
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

/// The parts of a session kept in files of their own, each named in the session file.
public enum SessionPart: String, CaseIterable, Sendable {
    case functions, history

    /// The session file's member that names the part's file.
    var fileKey: String { rawValue + "File" }

    /// The serial of the file after one numbered `serial`: past the 18 digits a name holds,
    /// the serials start again at 1 (`file(of:)` skips the one in use).
    static func serial(after serial: Int) -> Int { serial % 999_999_999_999_999_999 + 1 }

    func fileName(_ serial: Int) -> String { rawValue + "-\(serial).json" }

    /// Whether `name` is a name the store gives the part's files (`functions-12.json`): a
    /// session file can name no other file, in this folder or elsewhere.
    func names(_ name: String) -> Bool {
        Self.serial(name).map { fileName($0) == name } ?? false
    }

    /// The number in a part file's name: a plain name, its serial in 1…18 digits.
    static func serial(_ name: String) -> Int? {
        guard name.hasSuffix(".json"), let dash = name.firstIndex(of: "-") else { return nil }
        let digits = name[name.index(after: dash)..<name.index(name.endIndex, offsetBy: -5)]
        guard (1...18).contains(digits.count), digits.first != "0",
            digits.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return Int(digits)
    }
}

/// What a store wrote last: the newest generation, and each part's value and file.
final class Ledger: Sendable {
    struct Written<Value: Sendable>: Sendable {
        let value: Value
        let file: String
    }

    struct State: Sendable {
        var newestGeneration = Int.min
        var functions: Written<[String]>?
        var history: Written<[HistoryEntry]>?
        var nextSerial = 1
    }

    let state = Mutex(State())
}

public struct SessionStoreError: Error, Equatable {
    public let operation: String
    public let path: String
}
