import CalculatorController
import FoundationEssentials
import JSONCoding
import Numbers
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 53, item 29: the functions and the history are files of their own, rewritten only
/// when they change (1 000 functions made every save 13 MB: 437 MB in 10 s of typing).
@Suite("A save costs what changed")
struct SessionPartsTests {
    private func store() -> SessionStore {
        SessionStore(directory: temporaryFolder() + "/calculator-brain")
    }

    /// The session file's members, its strings as strings.
    private func members(of store: SessionStore) throws -> [String: String] {
        let data = try Data(contentsOf: URL(filePath: store.path))
        guard case .object(let members) = try JSON(parsing: Array(data)) else { return [:] }
        return members.compactMapValues {
            if case .string(let text) = $0 { text } else { $0 == .null ? nil : "…" }
        }
    }

    private func inode(_ path: String) -> ino_t? {
        var information = stat()
        return lstat(path, &information) == 0 ? information.st_ino : nil
    }

    private func files(in store: SessionStore) -> [String] {
        (try? FileManagerless.listing(store.directory)) ?? []
    }

    /// A thousand functions of 160 characters each, and a calculation that calls one.
    private func thousandFunctions() -> CalculatorController {
        var controller = CalculatorController()
        let body = Array(repeating: "x", count: 40).joined(separator: "+")
        for index in 0..<1000 { _ = controller.define("f\(index)(x) = \(body)") }
        return controller
    }

    @Test func typingRewritesNeitherTheFunctionsNorTheHistory() throws {
        var controller = pressing("2 + 3 =", on: thousandFunctions())
        var store = store()
        _ = store.load()
        try store.save(controller.session)
        let first = try members(of: store)
        let functions = try #require(first["functionsFile"])
        let history = try #require(first["historyFile"])
        let (functionsInode, historyInode) = (
            inode(store.directory + "/" + functions), inode(store.directory + "/" + history)
        )
        #expect(functionsInode != nil)
        for digit in [4, 5, 6] {
            controller.press(.digit(digit))
            try store.save(controller.session)
        }
        let last = try members(of: store)
        #expect(last["functionsFile"] == functions)
        #expect(last["historyFile"] == history)
        #expect(inode(store.directory + "/" + functions) == functionsInode)
        #expect(inode(store.directory + "/" + history) == historyInode)
        #expect(last["typing"] == "456")
        #expect(last["functions"] == nil)
        let sessionSize = try Data(contentsOf: URL(filePath: store.path)).count
        #expect(sessionSize < 2_000, "the session file itself holds no function: \(sessionSize) B")

        store.unlock()
        var reader = SessionStore(directory: store.directory)
        let (loaded, outcome) = reader.load()
        #expect(outcome == .restored)
        #expect(loaded.functions.count == 1000)
        #expect(loaded.functions == controller.session.functions, "(not shown: 600 kB)")
        #expect(loaded.history.map(\.description) == ["2 + 3"])
    }

    @Test func aChangedPartGetsANewFileAndTheOldOneGoes() throws {
        var controller = pressing("2 + 3 =")
        _ = controller.define("g(x) = x + 1")
        var store = store()
        _ = store.load()
        try store.save(controller.session)
        #expect(files(in: store) == ["functions-1.json", "history-2.json", "session.json"])
        _ = controller.define("h(x) = x + 2")
        try store.save(controller.session)
        #expect(files(in: store) == ["functions-3.json", "history-2.json", "session.json"])
        controller.deleteFunction("g")
        controller.deleteFunction("h")
        try store.save(controller.session)
        #expect(files(in: store) == ["history-2.json", "session.json"])
        // The next process goes on numbering after the files it finds.
        store.unlock()
        var again = SessionStore(directory: store.directory)
        let (loaded, _) = again.load()
        #expect(loaded.history.map(\.description) == ["2 + 3"])
        let more = pressing("7 =", on: CalculatorController(session: loaded))
        try again.save(more.session)
        #expect(files(in: store) == ["history-3.json", "session.json"])
    }

    @Test func aSessionNamesNoFileButItsOwnParts() throws {
        var store = store()
        _ = store.load()
        try store.save(Session())
        store.unlock()
        let secret = store.directory + "/functions-7.json.secret"
        try Data(#"["s(x) = x"]"#.utf8).write(to: URL(filePath: secret))
        for name in [
            "../../etc/passwd", "/etc/passwd", "session.json", "functions-7.json.secret",
            "functions-07.json", "functions-.json", "history-1.json", "functions-1.json",
            "functions-/../../outside/functions-1.json", "functions-1-2.json",
            "functions-1000000000000000000.json",
        ] {
            try Data(#"{"version": 7, "functionsFile": "\#(name)", "typing": "5"}"#.utf8)
                .write(to: URL(filePath: store.path))
            var reader = SessionStore(directory: store.directory)
            let (session, outcome) = reader.load()
            #expect(outcome == .restored, "\(name)")
            #expect(session.functions == [], "\(name)")
            #expect(session.typing == "5", "\(name)")
            #expect(session.dropped == [.functions(1)], "\(name): left out with a notice")
            reader.unlock()
        }
        #expect(files(in: store).contains("functions-7.json.secret"), "a file not a part stays")
    }

    /// Issue 66, item 27: a name of the store's form with a folder in it reached outside.
    @Test func aNameWithAFolderInItReadsNothingOutsideTheStore() throws {
        var store = store()
        _ = store.load()
        try store.save(Session())
        store.unlock()
        let outside = store.directory + "/../outside"
        mkdir(outside, 0o700)
        mkdir(store.directory + "/history-", 0o700)
        let entry = HistoryEntry(description: "6*7", result: Complex(Real(42)))
        try Data(JSON(encoding: [entry]).utf8).write(to: URL(filePath: outside + "/x-1.json"))
        try Data(#"{"version": 7, "historyFile": "history-/../../outside/x-1.json"}"#.utf8)
            .write(to: URL(filePath: store.path))
        var reader = SessionStore(directory: store.directory)
        let (session, outcome) = reader.load()
        #expect(outcome == .restored)
        #expect(session.history == [])
        #expect(session.dropped == [.historyRows(1)])
    }

    /// Issue 66, item 27: a part that could not be read was counted as one entry and deleted at
    /// the next save.
    @Test func aPartThatCannotBeReadIsSetAsideAndKept() throws {
        var store = store()
        _ = store.load()
        var session = Session()
        session.functions = ["f(x) = x + 1"]
        session.history = [HistoryEntry(description: "2+3", result: Complex(Real(5)))]
        try store.save(session)
        store.unlock()
        let damaged = #"[{"description": "1+1"}, {"descr"#
        try Data(damaged.utf8).write(to: URL(filePath: store.directory + "/history-2.json"))
        var reader = SessionStore(directory: store.directory)
        let (restored, outcome) = reader.load()
        #expect(outcome == .restored)
        #expect(restored.functions == ["f(x) = x + 1"], "the other part is read")
        #expect(restored.history == [])
        let aside = try #require(
            files(in: reader).first { $0.hasPrefix("history-2.json.corrupt-") })
        #expect(restored.dropped == [.partSetAside(.history, path: reader.directory + "/" + aside)])
        try reader.save(restored)
        let kept = try String(contentsOfFile: reader.directory + "/" + aside, encoding: .utf8)
        #expect(kept == damaged, "set aside as it was, and not removed by the next save")
    }

    /// Issue 66, item 27: a serial past 18 digits named a file the next start could not read.
    @Test func serialsStartAgainPastEighteenDigits() throws {
        var store = store()
        _ = store.load()
        try store.save(Session())
        store.unlock()
        let last = "functions-999999999999999999.json"
        try Data(#"["f(x) = x"]"#.utf8).write(to: URL(filePath: store.directory + "/" + last))
        try Data(#"{"version": 7, "functionsFile": "\#(last)"}"#.utf8)
            .write(to: URL(filePath: store.path))
        var reader = SessionStore(directory: store.directory)
        var session = reader.load().session
        #expect(session.functions == ["f(x) = x"])
        session.functions.append("g(x) = 2x")
        try reader.save(session)
        #expect(try members(of: reader)["functionsFile"] == "functions-1.json")
        reader.unlock()
        var again = SessionStore(directory: store.directory)
        #expect(again.load().session.functions == ["f(x) = x", "g(x) = 2x"])
    }

    @Test func aVersion6SessionWithItsFunctionsInsideIsRead() throws {
        var store = store()
        _ = store.load()
        try store.save(Session())
        store.unlock()
        try Data(#"{"version": 6, "functions": ["f(x) = x + 1"], "typing": "5"}"#.utf8)
            .write(to: URL(filePath: store.path))
        var reader = SessionStore(directory: store.directory)
        let (session, outcome) = reader.load()
        #expect(outcome == .restored)
        #expect(session.functions == ["f(x) = x + 1"])
        try reader.save(session)
        #expect(try members(of: reader)["functionsFile"] == "functions-1.json")
        #expect(files(in: reader) == ["functions-1.json", "session.json"])
    }

    @Test func partsACrashLeftUnnamedAreRemovedAtTheNextStart() throws {
        var store = store()
        _ = store.load()
        var session = Session()
        session.functions = ["f(x) = x + 1"]
        try store.save(session)
        for leftover in ["functions-9.json", "functions-9.json.tmp", "history-4.json"] {
            try Data("[]".utf8).write(to: URL(filePath: store.directory + "/" + leftover))
        }
        store.unlock()
        var again = SessionStore(directory: store.directory)
        #expect(again.load().session.functions == ["f(x) = x + 1"])
        #expect(files(in: again) == ["functions-1.json", "session.json"])
    }
}
