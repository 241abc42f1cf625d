import CalculatorModel
import Graph
import Numbers

/// Everything that survives quitting: notation, both brains' programs, variable values, history,
/// settings and the window's size. Programs are property lists, so a saved `rand` stays drawn.
public struct Session: Codable, Equatable, Sendable {
    /// 7: the functions and the history are in files of their own, which `functionsFile` and
    /// `historyFile` name (see `SessionStore`); 6: `functions` keeps the user's functions as their definitions (`f(x) = x ^ 2 + 1`),
    /// each after those it calls, and a program's call is `f/1`; 5: a value may be complex, its parts after a comma (`"1/2,sqrt:1:2"` is 1/2 + √2·i),
    /// and `complexNumbers` says how they are written; 4: an approximation keeps the formula that made it (`≈0.5~…|1 sin 2 ^`), so that the
    /// exact field still decides what it is; 3: square roots, multiples of π, powers of e and
    /// logarithms are saved exactly (`"sqrt:1/2:3"`), approximations as Arb's balls; 2: numbers
    /// are saved as text, exactly (`"1/3"`, `"≈1.414…"`); 1 saved `Double`s.
    public static let currentVersion = 7

    public var version = Session.currentVersion
    public var notation = Notation.algebraic
    /// Scientific mode's programs.
    public var algebraicProgram: [String] = []
    public var rpnProgram: [String] = []
    public var mode = CalculatorMode.scientific
    /// Programmer mode's programs, and its word.
    public var programmerAlgebraicProgram: [String] = []
    public var programmerRPNProgram: [String] = []
    public var word = IntegerWord()
    /// The number being typed, if any.
    public var typing: String?
    /// The expression line being edited, its cursor (in Unicode scalars), and whether it is
    /// RPN's command line rather than an expression; the programs are as it opened on them.
    public var line: String?
    public var lineCursor: Int?
    public var lineIsCommandLine: Bool?
    public var variables: [String: Complex] = [:]
    /// The kept functions' definitions, each after the functions it calls.
    public var functions: [String] = []
    public var history: [HistoryEntry] = []
    public var angleUnit = AngleUnit.radians
    public var order = OrderOfOperations.entered
    public var complexNumbers = ComplexNumbers.rectangular
    public var significantDigits = 15
    public var numberStyle = NumberFormat.Style.decimal
    public var groupsDigits = false
    public var windowWidth: Int?
    public var windowHeight: Int?
    public var showsHistory: Bool?
    /// The graph: whether it is shown, where it looks and along which variable.
    public var showsGraph: Bool?
    public var graphViewport: Viewport?
    public var graphVariable: String?
    /// The unit converter: whether it is shown, and its units (`mi → km`).
    public var showsConverter: Bool?
    public var converterUnits: String?
    /// Where the exchange rates are fetched from; the European Central Bank's file when nil.
    public var ratesAddress: String?
    /// The Money pane: whether it is shown, and its fields.
    public var showsMoney: Bool?
    public var money: MoneyProblem?
    /// The Data pane: whether it is shown, whether the graph draws its points, and its table
    /// (its first `CalculatorController.maximumKeptDataRows` rows).
    public var showsData, plotsData: Bool?
    public var data: DataTable?
    /// What a damaged file held that could not be read and was left out, for a notice: never
    /// saved.
    public var dropped: [DroppedEntry] = []
    /// The steps of a program longer than `maximumProgramSteps`, of which the first were kept;
    /// for a notice, never saved.
    public var programStepsCut: Int?
    /// Variables of a session before version 5 whose names became the calculator's own
    /// (`i` and `j` the imaginary unit, `arg`, `conj`, `Re`, `Im`): each renamed, with its uses,
    /// so the work keeps its meaning. Old name → new, for a notice; never saved.
    public var renamedVariables: [String: String] = [:]

    /// Steps of a program a session restores: a million (the calculator's own scale), so that
    /// the memory a file costs is bounded (about 190 MB at most: docs/RELIABILITY.md).
    public static let maximumProgramSteps = 1_000_000

    public init() {}

    private enum CodingKeys: String, CodingKey {
        case version, notation, algebraicProgram, rpnProgram, mode, programmerAlgebraicProgram
        case programmerRPNProgram, word, typing, variables, functions, history, angleUnit, order
        case complexNumbers
        case significantDigits, numberStyle, groupsDigits, windowWidth, windowHeight
        case showsHistory, showsGraph, graphViewport, graphVariable, showsConverter
        case converterUnits, line, lineCursor, lineIsCommandLine, showsMoney, money,
            showsData, plotsData, data, ratesAddress
    }

    /// A field that is missing takes its default, so a file from an earlier version (or one
    /// written by hand) is read, not set aside. A damaged entry is left out alone and named in
    /// `dropped`: a setting takes its default, a variable or a history row is dropped, a program
    /// keeps its steps before the first one that cannot be read; the rest of the work is kept.
    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        func setting<Value: Decodable>(_ key: CodingKeys) -> Value? {
            (try? fields.decodeIfPresent(Value.self, forKey: key)) ?? nil
        }
        func program(_ key: CodingKeys) -> [String] {
            guard fields.contains(key) else { return [] }
            let items = setting(key) as [Salvaged<String>]? ?? [Salvaged(value: nil)]
            let kept = items.prefix(Self.maximumProgramSteps)
            let valid = kept.prefix { $0.value.map(isValidProgramItem) == true }
            if valid.count < kept.count {
                dropped.append(.programSteps(from: valid.count + 1))
            } else if kept.count < items.count {
                programStepsCut = max(programStepsCut ?? 0, items.count)
            }
            return valid.compactMap(\.value)
        }
        version = try fields.decode(Int.self, forKey: .version)
        algebraicProgram = program(.algebraicProgram)
        rpnProgram = program(.rpnProgram)
        programmerAlgebraicProgram = program(.programmerAlgebraicProgram)
        programmerRPNProgram = program(.programmerRPNProgram)
        mode = setting(.mode) ?? mode
        word = (setting(.word) ?? word).validated
        typing = setting(.typing)
        if typing == nil, fields.contains(.typing), (try? fields.decodeNil(forKey: .typing)) != true
        {
            dropped.append(.typing)
        }
        if fields.contains(.variables) {
            let values = setting(.variables) as [String: Salvaged<Complex>]? ?? [:]
            variables = values.compactMapValues(\.value)
            dropped += values.keys.filter { variables[$0] == nil }.sorted().map(
                DroppedEntry.variable)
        }
        if fields.contains(.functions) {
            let texts = setting(.functions) as [Salvaged<String>]? ?? [Salvaged(value: nil)]
            functions = texts.compactMap(\.value)
            if functions.count < texts.count {
                dropped.append(.functions(texts.count - functions.count))
            }
        }
        if fields.contains(.history) {
            let rows = setting(.history) as [Salvaged<HistoryEntry>]? ?? [Salvaged(value: nil)]
            history = rows.compactMap(\.value)
            if history.count < rows.count {
                dropped.append(.historyRows(rows.count - history.count))
            }
        }
        notation = setting(.notation) ?? notation
        angleUnit = setting(.angleUnit) ?? angleUnit
        order = setting(.order) ?? order
        complexNumbers = setting(.complexNumbers) ?? complexNumbers
        significantDigits = setting(.significantDigits) ?? significantDigits
        numberStyle = setting(.numberStyle) ?? numberStyle
        groupsDigits = setting(.groupsDigits) ?? groupsDigits
        windowWidth = setting(.windowWidth)
        windowHeight = setting(.windowHeight)
        showsHistory = setting(.showsHistory)
        showsGraph = setting(.showsGraph)
        graphViewport = setting(.graphViewport)
        graphVariable = setting(.graphVariable)
        showsConverter = setting(.showsConverter)
        converterUnits = setting(.converterUnits)
        ratesAddress = setting(.ratesAddress)
        (showsMoney, money) = (setting(.showsMoney), setting(.money))
        (showsData, plotsData, data) = (setting(.showsData), setting(.plotsData), setting(.data))
        (line, lineCursor, lineIsCommandLine) = (
            setting(.line), setting(.lineCursor), setting(.lineIsCommandLine)
        )
        if version < 5 { renameVariablesNamedAsComplexOperations() }
    }

    /// The names version 5 gave to complex numbers' operations, which a variable could have
    /// before (a name of more than one letter in any case, as operations are read).
    private static func wasFreeBeforeVersion5(_ name: String) -> Bool {
        ["i", "j"].contains(name)
            || ["arg", "conj", "re", "im", "real", "imag"].contains(
                name.lowercased())
    }

    private mutating func renameVariablesNamedAsComplexOperations() {
        let programs: [WritableKeyPath<Session, [String]>] = [
            \.algebraicProgram, \.rpnProgram, \.programmerAlgebraicProgram, \.programmerRPNProgram,
        ]
        let used = Set(variables.keys).union(programs.flatMap { self[keyPath: $0] })
        for name in used.sorted() where Self.wasFreeBeforeVersion5(name) {
            let renamed = sequence(first: 1) { $0 + 1 }.lazy
                .map { name + ($0 == 1 ? "_" : "_\($0)") }
                .first { !used.contains($0) && !variables.keys.contains($0) }!
            renamedVariables[name] = renamed
            variables[renamed] = variables.removeValue(forKey: name)
            for program in programs {
                self[keyPath: program] = self[keyPath: program].map { $0 == name ? renamed : $0 }
            }
            if graphVariable == name { graphVariable = renamed }
        }
    }
}

extension CalculatorController {
    /// The controller's part of the session (the window size is the view's).
    public var session: Session {
        var session = Session()
        session.notation = notation
        // An edit in progress is saved as its text and the calculation it opened on.
        let current =
            line.map { (algebraic: $0.before.algebraic, rpn: $0.before.rpn) }
            ?? (algebraic: algebraic, rpn: rpn)
        let scientific = mode == .scientific ? current : otherMode
        let programmer = mode == .scientific ? otherMode : current
        (session.algebraicProgram, session.rpnProgram) = (
            scientific.algebraic.program, scientific.rpn.program
        )
        (session.programmerAlgebraicProgram, session.programmerRPNProgram) = (
            programmer.algebraic.program, programmer.rpn.program
        )
        (session.mode, session.word) = (mode, word)
        session.typing = line.map { $0.before.entry?.text } ?? entry?.text
        session.line = line?.state.text
        session.lineCursor = line?.state.cursor
        session.lineIsCommandLine = line.map { $0.kind == .commands }
        session.variables = variableValues
        session.functions = functionsBeingRead ?? functions.definitions
        session.history = history
        session.angleUnit = angleUnit
        session.order = order
        session.complexNumbers = complexNumbers
        session.significantDigits = significantDigits
        (session.numberStyle, session.groupsDigits) = (format.style, format.groupsDigits)
        session.money = money
        session.data =
            data.rows.count <= Self.maximumKeptDataRows
            ? data : DataTable(rows: Array(data.rows.prefix(Self.maximumKeptDataRows)))
        return session
    }

    /// Restores a session; whatever in it is not valid (a garbage program step, a non-finite
    /// value, an invalid name, an out-of-range setting) is dropped or clamped, and what exceeds
    /// a limit (variables, history) is cut, with a notice. With `readsFunctions` false, the
    /// kept functions are left to `readFunctions` elsewhere, and `receiveFunctions` takes them.
    /// `defersEvaluation`: as the window's controller, set before a line the session kept is
    /// opened again, so that opening it evaluates nothing on the window's thread.
    public init(session: Session, readsFunctions: Bool = true, defersEvaluation: Bool = false) {
        self.init()
        self.defersEvaluation = defersEvaluation
        setNotation(session.notation)
        algebraic.program = session.algebraicProgram
        rpn.program = session.rpnProgram
        otherMode.algebraic.program = session.programmerAlgebraicProgram
        otherMode.rpn.program = session.programmerRPNProgram
        word = session.word
        if session.mode == .programmer {
            swapBrainsWithOtherMode()
            mode = .programmer
        }
        // An initializer runs no `didSet`: the brains get their word here.
        (algebraic.word, rpn.word) = (brainWord, brainWord)
        entry = session.typing.flatMap {
            mode == .programmer ? NumberEntry(validText: $0, in: word) : NumberEntry(validText: $0)
        }
        let variables = session.variables.filter { isValidVariableName($0.key) }
        // One assignment: setting them one by one copies the table each time (quadratic).
        variableValues = Dictionary(
            uniqueKeysWithValues: variables.sorted { $0.key < $1.key }.prefix(Self.maximumVariables)
                .map { ($0.key, $0.value) })
        // Each definition alone: one that does not read (or calls one that did not) is left
        // out, the rest are kept.
        var unread = session.dropped
        if !readsFunctions, !session.functions.isEmpty {
            functionsBeingRead = session.functions
        } else {
            let read = Self.readFunctions(session.functions)
            functions = read.functions
            unread += read.unread
        }
        history = session.history.suffix(Self.maximumHistory).map {
            var entry = $0
            entry.description = Self.shortened(entry.description)
            return entry
        }
        (angleUnit, order, complexNumbers) = (
            session.angleUnit, session.order, session.complexNumbers
        )
        money = session.money ?? money
        data = session.data ?? data
        // Observers do not run inside an initializer: the brains take the values and settings.
        rpn.variables = variableValues
        giveBrainsTheSettings()
        setSignificantDigits(session.significantDigits)
        setFormat(session.numberStyle, groupsDigits: session.groupsDigits)
        prepareHistory()  // once, in the format restored (an initializer runs no didSet)
        if variables.count > Self.maximumVariables || session.history.count > Self.maximumHistory {
            notice = Messages.sessionCut(
                variables: Self.maximumVariables, history: Self.maximumHistory)
        }
        if let steps = session.programStepsCut {
            notice = Messages.programCut(steps: steps, kept: Session.maximumProgramSteps)
        }
        if !session.renamedVariables.isEmpty {
            notice = Messages.variablesRenamed(session.renamedVariables)
        }
        if let text = session.line, text.unicodeScalars.count <= Self.maximumLineLength {
            let savedNotice = notice
            restoreLine(
                text, cursor: session.lineCursor ?? text.unicodeScalars.count,
                isCommandLine: session.lineIsCommandLine ?? false)
            notice = savedNotice
        } else if let text = session.line {
            // Longer than the line edits (an earlier version's): entered, as a paste of it is.
            enter(expression: text)
        }
        if !unread.isEmpty { notice = Messages.sessionEntriesDropped(unread) }
    }
}

extension CalculatorController {
    /// A session's definitions, each read alone: one that does not read (or calls one that did
    /// not) is left out, the rest are kept. Pure: the window runs it on a worker.
    public static func readFunctions(_ texts: [String]) -> (
        functions: FunctionLibrary, unread: [DroppedEntry]
    ) {
        var (library, unread) = (FunctionLibrary(), [DroppedEntry]())
        for text in texts.prefix(FunctionLibrary.maximumCount) {
            do {
                try library.define(text)
            } catch {
                unread.append(.function(text))
            }
        }
        if texts.count > FunctionLibrary.maximumCount {
            unread.append(.functions(texts.count - FunctionLibrary.maximumCount))
        }
        return (library, unread)
    }

    /// The functions `readFunctions` read for the session restored: the calculation that
    /// calls them is evaluated now.
    public mutating func receiveFunctions(
        _ read: (functions: FunctionLibrary, unread: [DroppedEntry])
    ) {
        (functions, functionsBeingRead) = (read.functions, nil)
        // A line restored before them (`f(2)+1`) is read again, now that f is known.
        if line != nil { readLine() }
        if !read.unread.isEmpty { notice = Messages.sessionEntriesDropped(read.unread) }
    }

    /// Says, until the next key, that the session could not be saved.
    public mutating func reportSaveFailure(path: String) { notice = Messages.cannotSave(path) }

    /// Says that no thread could be started for the calculation, which waits for one.
    public mutating func reportNoThread(_ reason: String) { notice = Messages.noThread(reason) }

    /// Tells the user, once, what happened to a saved session that could not be used.
    public mutating func announce(_ outcome: SessionStore.Outcome) {
        switch outcome {
        case .fresh, .restored: break
        case .setAside(let path): notice = Messages.sessionSetAside(path)
        case .setAsideAfterCrash(let path): notice = Messages.sessionSetAsideAfterCrash(path)
        case .damagedLeftInPlace: notice = Messages.sessionDamagedLeftInPlace
        case .newerVersion: notice = Messages.sessionFromNewerVersion
        case .linked: notice = Messages.sessionIsALink
        case .unreadable(let reason): notice = Messages.sessionUnreadable(reason)
        case .unsafeFolder: notice = Messages.stateFolderNotYoursAlone
        case .inUse: notice = Messages.sessionInUse
        }
    }
}

/// A part of a saved session that could not be read, and so was left out.
public enum DroppedEntry: Equatable, Sendable {
    case variable(String)
    case historyRows(Int)
    /// Function definitions that were not text.
    case functions(Int)
    /// A function's definition that does not read (or calls one that did not).
    case function(String)
    /// A program's steps from this one (counted from 1) on.
    case programSteps(from: Int)
    case typing
    /// A part file that could not be read, moved to `path` (or left there if it could not be).
    case partSetAside(SessionPart, path: String)
}

/// A value that may be damaged: nil then, and the collection around it is still read.
struct Salvaged<Value: Decodable>: Decodable {
    let value: Value?
    init(value: Value?) { self.value = value }
    init(from decoder: any Decoder) { value = try? Value(from: decoder) }
}
