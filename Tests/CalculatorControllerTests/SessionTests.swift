import CalculatorController
import FoundationEssentials
import JSONCoding
import Numbers
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Session survives quitting, with real files")
struct SessionTests {
    /// A new folder for each test.
    private func temporaryStore() -> SessionStore {
        var template = Array("/tmp/calculator-brain-tests-XXXXXX".utf8CString)
        let folder = template.withUnsafeMutableBufferPointer {
            String(cString: mkdtemp($0.baseAddress!)!)
        }
        return SessionStore(directory: folder + "/state/calculator-brain")
    }

    private func contents(of path: String) -> String? {
        (try? Data(contentsOf: URL(filePath: path))).map { String(decoding: $0, as: UTF8.self) }
    }

    private func write(_ text: String, to store: SessionStore) throws {
        try store.save(Session())
        try Data(text.utf8).write(to: URL(filePath: store.path))
    }

    @Test func everythingComesBack() throws {
        var controller = pressing("9 + M = √ 7 →M rand", in: .algebraic)
        controller = pressing("3 enter 4", in: .rpn, on: controller)
        controller.press(.switchAngleUnit)
        controller.setSignificantDigits(10)
        var session = controller.session
        session.windowWidth = 900
        var store = temporaryStore()
        try store.save(session)

        let (loaded, outcome) = store.load()
        #expect(outcome == .restored)
        #expect(loaded == session)
        let restored = CalculatorController(session: loaded)
        #expect(restored.session == controller.session)
        var afterwards = restored
        afterwards.setNotation(.algebraic)
        var original = controller
        original.setNotation(.algebraic)
        #expect(
            afterwards.state == original.state, "the rand drawn before quitting is the same number")
        #expect(restored.state.angleUnit == .degrees)
    }

    @Test func noFileStartsFresh() {
        var store = temporaryStore()
        let (session, outcome) = store.load()
        #expect(outcome == .fresh)
        #expect(session == Session())
    }

    @Test(arguments: [
        "{ this is not json", "", "[1]", "\u{0}\u{1}binary",
    ])
    func aDamagedFileIsSetAsideAndTheAppStartsClean(damage: String) throws {
        var store = temporaryStore()
        try write(damage, to: store)
        let (session, outcome) = store.load()
        #expect(session == Session())
        guard case .setAside(let aside) = outcome else {
            Issue.record("expected the file to be set aside, got \(outcome)")
            return
        }
        #expect(aside.hasPrefix(store.path + ".corrupt-"))
        #expect(contents(of: aside) == damage)
        #expect(access(store.path, F_OK) != 0, "the damaged file no longer stands in the way")
        var controller = CalculatorController(session: session)
        controller.announce(outcome)
        #expect(controller.state.notice?.contains("could not be read") == true)
        controller.press(.digit(1))
        #expect(controller.state.notice == nil, "told once")
    }

    @Test(arguments: [
        #""graphViewport": {"centerX": 1e999, "centerY": 0, "unitsPerPixelX": 1, "unitsPerPixelY": 1}"#,
        #""notation": 7"#, #""windowWidth": 1e999"#, #""angleUnit": "gradians""#,
        #""graphVariable": []"#,
    ])
    func aSettingThatCannotBeReadTakesItsDefaultAndTheWorkIsKept(setting: String) throws {
        var store = temporaryStore()
        let json = """
            {"version": 2, "algebraicProgram": ["7", "+", "x", "="], "variables": {"x": "2"},
             "history": [{"description": "1 + 1", "result": "2"}], \(setting)}
            """
        try write(json, to: store)
        let (session, outcome) = store.load()
        #expect(outcome == .restored)
        let controller = CalculatorController(session: session)
        #expect(controller.state.description == "7 + x =")
        #expect(controller.state.display == "9")
        #expect(controller.variableValues == ["x": 2])
        #expect(controller.history.map(\.description) == ["1 + 1"])
        #expect(session.graphViewport == nil)
        #expect(session.windowWidth == nil)
        #expect(session.notation == .algebraic)
        #expect(session.angleUnit == .radians)
    }

    /// Issue 42, items 23-24: one bad value is dropped alone, with a notice that names it;
    /// the values Arb's reader would abort on are among them.
    @Test func aDamagedEntryIsDroppedAloneAndTheRestIsKept() throws {
        var store = temporaryStore()
        let json = """
            {"version": 3, "typing": 5, "algebraicProgram": ["7", "+", "x", "sqrt:1:4", "="],
             "rpnProgram": ["2", 3, "√"],
             "variables": {"x": "2", "b": "≈1~1 0 0 -3", "c": "ln:0", "d": "sqrt:1/0:3",
                           "e": "≈1~", "f": 1e999, "g": "1e999"},
             "history": [{"description": "1 + 1", "result": "2"},
                         {"description": "bad", "result": "≈1~1 0 0 -4"}, 7]}
            """
        try write(json, to: store)
        let (session, outcome) = store.load()
        #expect(outcome == .restored)
        #expect(session.algebraicProgram == ["7", "+", "x"])
        #expect(session.rpnProgram == ["2"])
        #expect(session.typing == nil)
        #expect(session.variables.keys.sorted() == ["g", "x"])
        #expect(session.history.map(\.description) == ["1 + 1"])
        #expect(
            session.dropped == [
                .programSteps(from: 4), .programSteps(from: 2), .typing, .variable("b"),
                .variable("c"), .variable("d"), .variable("e"), .variable("f"), .historyRows(2),
            ])
        let controller = CalculatorController(session: session)
        #expect(controller.state.description == "7 + x …")
        #expect(
            controller.state.notice
                == "Parts of your saved session could not be read and were left out: the calculation from step 4, the calculation from step 2, the number being typed, variable b, variable c, …"
        )
        #expect(!session.dropped.isEmpty && Session().dropped.isEmpty)
    }

    /// Issue 53 item 5: before version 5, `i`, `j`, `arg` and `Re` could be variables; they
    /// are renamed with their uses, so `i × 2` with i = 5 is still 10, not 2i.
    @Test func anOlderSessionsVariablesNamedAsComplexOperationsAreRenamed() throws {
        var store = temporaryStore()
        let json = """
            {"version": 4, "algebraicProgram": ["i", "×", "2", "="],
             "rpnProgram": ["j", "2", "^", "Re", "+"],
             "variables": {"i": "5", "j": "7", "Re": "1", "i_": "3"}, "graphVariable": "j"}
            """
        try write(json, to: store)
        let (session, _) = store.load()
        #expect(session.renamedVariables == ["i": "i_2", "j": "j_", "Re": "Re_"])
        #expect(session.algebraicProgram == ["i_2", "×", "2", "="])
        #expect(session.rpnProgram == ["j_", "2", "^", "Re_", "+"])
        #expect(session.variables.keys.sorted() == ["Re_", "i_", "i_2", "j_"])
        #expect(session.graphVariable == "j_")
        var controller = CalculatorController(session: session)
        #expect(controller.state.display == "10")
        #expect(controller.state.description == "i_2 × 2 =")
        #expect(
            controller.state.notice
                == "Your saved session used names the calculator now gives to complex numbers; its variables were renamed: Re → Re_, i → i_2, j → j_"
        )
        controller.setNotation(.rpn)
        #expect(controller.state.display == "50")
        // Saved again, the new names stay: the session's meaning is kept for good.
        #expect(controller.session.variables["j_"] == Complex(Real(7)))
        #expect(controller.session.rpnProgram == ["j_", "2", "^", "Re_", "+"])
    }

    /// Issue 53 item 28: the window reads a session's functions on a worker. Meanwhile
    /// nothing is evaluated, a save keeps the definitions, and a change to them waits.
    @Test func functionsReadElsewhereAreKeptUntilTheyComeAndThenEvaluated() {
        var session = Session()
        session.functions = ["f(x) = x + 1", "g(x) = f(x) × 2"]
        session.algebraicProgram = ["g/1", "3", ")", "="]
        var controller = CalculatorController(session: session, readsFunctions: false)
        controller.defersEvaluation = true
        #expect(controller.functionsBeingRead == session.functions)
        #expect(controller.pendingEvaluation == nil)
        #expect(controller.state.display == "Computing…")
        #expect(controller.session.functions == session.functions)
        let refused = controller.define("h(x) = x")
        #expect(!refused)
        #expect(
            controller.state.notice
                == "Your functions are still being read; try again in a moment")
        controller.receiveFunctions(CalculatorController.readFunctions(session.functions))
        #expect(controller.functionsBeingRead == nil)
        if let pending = controller.pendingEvaluation { controller.receive(pending.evaluate()) }
        #expect(controller.state.display == "8")
        #expect(controller.session.functions == ["f(x) = x + 1", "g(x) = f(x) × 2"])
    }

    /// Issue 66, item 28: a line restored before the functions it calls come is read again
    /// when they come (it said "Cannot be read" until edited).
    @Test func aRestoredLineIsReadAgainWhenItsFunctionsCome() {
        var session = Session()
        session.functions = ["f(x) = x + 1"]
        session.line = "f(2)+1"
        var controller = CalculatorController(
            session: session, readsFunctions: false, defersEvaluation: true)
        #expect(controller.state.line?.reason == "Cannot be read")
        controller.receiveFunctions(CalculatorController.readFunctions(session.functions))
        #expect(controller.state.line?.reason == nil)
        if let pending = controller.pendingEvaluation { controller.receive(pending.evaluate()) }
        #expect(controller.state.display == "4")
    }

    /// Issue 66, item 17: a restored history row's value is kept as the session wrote it, not
    /// written again at start (100 rows of 10^1259990 held the window 37 s: a third of a second
    /// each to write it again).
    @Test func aRestoredHistoryValueIsKeptAsSaved() throws {
        let row = #"{"description": "2e3 =", "result": "2e3"}"#
        let entry = try JSON(parsing: Array(row.utf8)).decode(HistoryEntry.self)
        #expect(entry.result == Complex(Real(2000)))
        guard case .object(let written) = try JSON(encoding: entry) else {
            Issue.record("not an object")
            return
        }
        #expect(written["result"] == .string("2e3"))
        var changed = entry
        changed.result = Complex(Real(3000))
        guard case .object(let rewritten) = try JSON(encoding: changed) else { return }
        #expect(rewritten["result"] == .string("3000"))
    }

    /// Issue 66, item 28: a NUL in a saved line cut the line at the first key (the entry
    /// holds text up to a NUL); a pasted line break is a space, as the entry shows one line.
    @Test func theLineHoldsOneLineWithoutControlCharacters() {
        var session = Session()
        session.line = "2+3\u{0}*4\u{7}"
        var controller = CalculatorController(session: session)
        #expect(controller.state.line?.text == "2+3*4")
        controller.type("\n-1\t")
        #expect(controller.state.line?.text == "2+3*4 -1 ")
        controller.keepLine()
        #expect(controller.state.display == "13")
    }

    /// Issue 42, item 23: a start that dies while opening the session cannot die again on it.
    @Test func aSessionThatKilledTheLastStartIsSetAside() throws {
        let folder = temporaryStore().directory
        var first = SessionStore(directory: folder, guardsOpening: true)
        try write(#"{"version": 3, "variables": {"x": "2"}}"#, to: first)
        #expect(first.load().outcome == .restored)
        first.confirmOpened()
        first.unlock()
        var second = SessionStore(directory: folder, guardsOpening: true)
        #expect(second.load().outcome == .restored, "confirmed: opened again as usual")
        second.unlock()  // and dies before it confirms
        var third = SessionStore(directory: folder, guardsOpening: true)
        let (session, outcome) = third.load()
        #expect(session == Session())
        guard case .setAsideAfterCrash(let aside) = outcome else {
            Issue.record("expected the file to be set aside, got \(outcome)")
            return
        }
        #expect(contents(of: aside) == #"{"version": 3, "variables": {"x": "2"}}"#)
        var controller = CalculatorController(session: session)
        controller.announce(outcome)
        #expect(controller.state.notice?.hasPrefix("The calculator stopped while opening") == true)
        third.unlock()
        var fourth = SessionStore(directory: folder, guardsOpening: true)
        #expect(fourth.load().outcome == .fresh, "and the next start is clean")
    }

    /// Issue 42, item 29: a program longer than a million steps keeps its first million, with
    /// a notice (a 15.9 MB file of 2.65 million steps peaked at 825 MB; now 241 MB).
    @Test func aProgramBeyondAMillionStepsIsCutWithANotice() throws {
        var store = temporaryStore()
        let steps = Session.maximumProgramSteps + 5
        let program = "\"2\"" + String(repeating: ",\"√\"", count: steps - 1)
        try write(#"{"version": 3, "notation": "rpn", "rpnProgram": [\#(program)]}"#, to: store)
        let (session, outcome) = store.load()
        #expect(outcome == .restored)
        #expect(session.rpnProgram.count == Session.maximumProgramSteps)
        #expect(session.programStepsCut == steps)
        let controller = CalculatorController(session: session)
        #expect(
            controller.state.notice
                == "Your saved calculation had 1\u{202F}000\u{202F}005 steps, more than the calculator keeps: the first 1\u{202F}000\u{202F}000 were restored"
        )
    }

    /// Issue 42, item 25: saves made on other threads take turns, and one that waited never
    /// overwrites a newer one.
    @Test func anOlderSaveNeverOverwritesANewerOne() throws {
        var store = temporaryStore()
        _ = store.load()
        try store.save(pressing("1 + 1 =").session, generation: 2)
        try store.save(pressing("7 + 7 =").session, generation: 1)
        #expect(contents(of: store.path)?.contains("\"7\"") == false)
        try store.save(pressing("5 + 5 =").session, generation: 3)
        #expect(contents(of: store.path)?.contains("\"5\"") == true)
    }

    @Test func aSessionWithHugeValuesIsReadBack() throws {
        var store = temporaryStore()
        var session = Session()
        session.history = [
            HistoryEntry(description: "40001!", result: Complex(try Real(40_001).factorial())),
            HistoryEntry(description: "400001!", result: Complex(try Real(400_001).factorial())),
        ]
        #expect(session.history.map(\.result.isExact) == [true, false])
        try store.save(session)
        let (loaded, outcome) = store.load()
        #expect(outcome == .restored, "found by make soak: it was set aside as damaged")
        #expect(loaded.history == session.history)
    }

    /// sin(1)² + cos(1)² is 1, but only as a ball: the formula saved with it lets the field
    /// prove, after a restart, that it minus 1 is exactly 0.
    @Test func anApproximationKeepsItsFormulaThroughARestart() throws {
        let saved = pressing("1 sin x² + 1 cos x² = →M").session
        #expect(saved.variables["M"]?.isExact == false)
        var store = temporaryStore()
        try store.save(saved)
        #expect(contents(of: store.path)?.contains("|1 sin 1 sin * 1 cos 1 cos * +") == true)
        let (loaded, outcome) = store.load()
        #expect(outcome == .restored)
        let restored = CalculatorController(session: loaded)
        #expect(pressing("M − 1 =", on: restored).state.display == "0")
    }

    /// A version-3 file holds a ball alone, and a damaged formula loses only its variable.
    @Test func aBallWithoutOrWithADamagedFormulaIsReadAsItWas() throws {
        var store = temporaryStore()
        let ball = "≈1~1 0 1 -40"
        try write(
            #"{"version": 3, "variables": {"a": "\#(ball)", "b": "\#(ball)|1 +", "c": "\#(ball)|1"}}"#,
            to: store)
        let (loaded, _) = store.load()
        #expect(loaded.variables.keys.sorted() == ["a", "c"])
        #expect(loaded.dropped == [.variable("b")])
        let restored = CalculatorController(session: loaded)
        #expect(pressing("a − 1 =", on: restored).state.display.hasSuffix("…"))
        #expect(pressing("c − 1 =", on: restored).state.display == "0")
    }

    @Test func aFileFromANewerVersionIsNeverOverwritten() throws {
        var store = temporaryStore()
        let newer = #"{"version": 99, "somethingNew": true}"#
        try write(newer, to: store)
        let (session, outcome) = store.load()
        #expect(outcome == .newerVersion)
        #expect(session == Session())
        try store.save(pressing("1 + 1 =").session)
        #expect(contents(of: store.path) == newer)
    }

    @Test func invalidValuesInsideAValidFileAreDropped() throws {
        var store = temporaryStore()
        let json = #"""
            {"version": 1, "notation": "rpn", "algebraicProgram": [], "rpnProgram": ["3", "garbage!", "√"],
             "variables": {"x": 2, "sin": 3}, "history": [], "angleUnit": "radians", "significantDigits": 400}
            """#
        try write(json, to: store)
        let (session, outcome) = store.load()
        #expect(outcome == .restored)
        let controller = CalculatorController(session: session)
        // The steps after a bad one worked on what it was: they are dropped with it.
        #expect(controller.state.description == "3 =")
        #expect(controller.state.notice?.contains("the calculation from step 2") == true)
        #expect(controller.variableValues == ["x": 2])
        #expect(controller.significantDigits == 17)
    }

    @Test func aSaveCutShortLeavesTheLastSessionWhole() throws {
        var store = temporaryStore()
        try store.save(pressing("1 + 1 =").session)
        try Data("{\"version\": 1, \"nota".utf8).write(to: URL(filePath: store.path + ".tmp"))
        let (session, outcome) = store.load()
        #expect(outcome == .restored)
        #expect(session.algebraicProgram == ["1", "+", "1", "="])
        #expect(
            try FileManagerless.listing(store.directory) == ["history-1.json", "session.json"],
            "the leftover is gone")
    }

    @Test func aSessionTooLargeToReadBackIsNotWritten() throws {
        var store = temporaryStore()
        try store.save(pressing("1 + 1 =").session)
        var huge = Session()
        huge.history = Array(
            repeating: HistoryEntry(description: String(repeating: "1", count: 1 << 20), result: 1),
            count: 17)
        #expect(throws: SessionStoreError.self) { try store.save(huge) }
        let (session, outcome) = store.load()
        #expect(outcome == .restored)
        #expect(session.algebraicProgram == ["1", "+", "1", "="])
    }

    @Test func savingReplacesTheFileAtomically() throws {
        let store = temporaryStore()
        try store.save(pressing("1 + 1 =").session)
        try store.save(pressing("2 + 2 =").session)
        #expect(contents(of: store.path)?.contains("\"2\"") == true)
        let leftovers = try FileManagerless.listing(store.directory)
        #expect(leftovers == ["history-2.json", "session.json"], "the older history is gone")
    }
}

/// Lists a folder with POSIX calls (FoundationEssentials has no FileManager).
enum FileManagerless {
    static func listing(_ folder: String) throws -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
