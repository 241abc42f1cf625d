import CalculatorController
import FoundationEssentials
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What another local user (or a damaged home folder) could plant is never trusted.
@Suite("The session store trusts nothing it did not make", .serialized)
struct SessionSecurityTests {
    private func contents(of path: String) -> String? {
        let file = open(path, O_RDONLY)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var bytes = [UInt8](repeating: 0, count: 1 << 16)
        let count = read(file, &bytes, bytes.count)
        return String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self)
    }

    private func isLink(_ path: String) -> Bool {
        var information = stat()
        return lstat(path, &information) == 0 && information.st_mode & S_IFMT == S_IFLNK
    }

    private func precious() throws -> String {
        let victim = temporaryFolder() + "/precious.txt"
        try Data("precious".utf8).write(to: URL(filePath: victim))
        return victim
    }

    @Test func aTemporaryFilePlantedAsALinkIsNeverFollowed() throws {
        var store = SessionStore(directory: temporaryFolder() + "/calculator-brain")
        _ = store.load()
        let victim = try precious()
        #expect(symlink(victim, store.path + ".tmp") == 0)
        try store.save(pressing("1 + 1 =").session)
        #expect(contents(of: victim) == "precious")
        #expect(contents(of: store.path)?.contains("\"+\"") == true)
        #expect(!isLink(store.path))
        var information = stat()
        #expect(stat(store.path, &information) == 0 && information.st_mode & 0o777 == 0o600)
    }

    @Test func aSessionFileThatIsALinkIsLeftAlone() throws {
        var store = SessionStore(directory: temporaryFolder() + "/calculator-brain")
        _ = store.load()
        store.unlock()
        let victim = try precious()
        #expect(symlink(victim, store.path) == 0)
        var again = SessionStore(directory: store.directory)
        let (session, outcome) = again.load()
        #expect(outcome == .linked)
        #expect(session == Session())
        #expect(again.isReadOnly)
        try again.save(pressing("1 + 1 =").session)
        #expect(isLink(again.path), "still the link, not replaced")
        #expect(contents(of: victim) == "precious")
        var controller = CalculatorController(session: session)
        controller.announce(outcome)
        #expect(controller.state.notice?.contains("is a link") == true)
    }

    @Test func aFolderOthersMayWriteInIsRefused() throws {
        var store = SessionStore(directory: temporaryFolder() + "/calculator-brain")
        _ = store.load()
        store.unlock()
        try store.save(pressing("1 + 1 =").session)
        chmod(store.directory, 0o777)
        var again = SessionStore(directory: store.directory)
        let (session, outcome) = again.load()
        #expect(outcome == .unsafeFolder)
        #expect(session == Session(), "nothing in it is read")
        #expect(throws: SessionStoreError.self) { try store.save(pressing("2 + 2 =").session) }
        #expect(contents(of: store.path)?.contains("\"4\"") == false)
    }

    @Test(.enabled(if: getuid() == 0, "only root can give a folder to another user"))
    func aFolderOwnedBySomeoneElseIsRefused() throws {
        var store = SessionStore(directory: temporaryFolder() + "/calculator-brain")
        #expect(mkdir(store.directory, 0o700) == 0)
        #expect(chown(store.directory, 65_534, 65_534) == 0)
        #expect(store.load().outcome == .unsafeFolder)
        #expect(store.isReadOnly)
    }

    @Test func withoutHomeTheHomeFolderComesFromThePasswordDatabase() throws {
        let saved = getenv("HOME").map { String(cString: $0) }
        defer { if let saved { setenv("HOME", saved, 1) } }
        unsetenv("HOME")
        let expected = String(cString: try #require(getpwuid(getuid())?.pointee.pw_dir))
        #expect(SessionStore.standard().directory.hasPrefix(expected + "/.local/state/"))
        #expect(!SessionStore.standard().directory.hasPrefix("/tmp/"))
    }

    @Test func oneProcessWritesAtATime() throws {
        let folder = temporaryFolder() + "/calculator-brain"
        var first = SessionStore(directory: folder)
        #expect(first.load().outcome == .fresh)
        try first.save(pressing("1 + 1 =").session)
        var second = SessionStore(directory: folder)
        #expect(second.load().outcome == .inUse)
        #expect(second.isReadOnly)
        try second.save(pressing("5 + 5 =").session)
        #expect(contents(of: first.path)?.contains("\"5\"") == false, "the second wrote nothing")
        first.unlock()
        var third = SessionStore(directory: folder)
        #expect(third.load().outcome == .restored)
    }

    @Test func aFileWithOnlyItsVersionIsAnEmptySession() throws {
        var store = SessionStore(directory: temporaryFolder() + "/calculator-brain")
        _ = store.load()
        store.unlock()
        try Data(#"{"version": 1}"#.utf8).write(to: URL(filePath: store.path))
        var again = SessionStore(directory: store.directory)
        let (session, outcome) = again.load()
        #expect(outcome == .restored)
        var empty = Session()
        empty.version = 1
        #expect(session == empty)
    }

    @Test func tooManyVariablesOrHistoryEntriesAreCutWithANotice() {
        var session = Session()
        session.variables = Dictionary(uniqueKeysWithValues: (0..<50_000).map { ("v\($0)", 1.0) })
        let controller = CalculatorController(session: session)
        #expect(controller.variableValues.count == 1_000)
        #expect(controller.variableValues["v0"] == 1)
        #expect(
            controller.state.notice
                == "Your saved session was larger than the calculator keeps: at most 1000 variables and 100 history entries were restored"
        )
    }
}

@Suite("A state folder the user cannot open")
struct UnreadableStateFolderTests {
    // Root opens any folder, so this runs only for other users (a developer's own account).
    @Test(.enabled(if: getuid() != 0, "root can open a folder of mode 000"))
    func aFolderThatCannotBeOpenedSaysWhy() throws {
        var template = Array("/tmp/calculator-brain-tests-XXXXXX".utf8CString)
        let folder = template.withUnsafeMutableBufferPointer {
            String(cString: mkdtemp($0.baseAddress!)!)
        }
        var store = SessionStore(directory: folder + "/calculator-brain")
        #expect(mkdir(store.directory, 0o000) == 0)
        defer { chmod(store.directory, 0o700) }
        #expect(store.load().outcome == .unreadable(reason: "Permission denied"))
        #expect(store.isReadOnly)
    }
}
