import CalculatorModel
import Graph
import Numbers

/// Everything that survives quitting: notation, both brains' programs, variable values, history,
/// settings and the window's size. Programs are property lists, so a saved `rand` stays drawn.
public struct Session: Codable, Equatable, Sendable {
    /// 3: square roots, multiples of π, powers of e and logarithms are saved exactly
    /// (`"sqrt:1/2:3"`), approximations as Arb's balls; 2: numbers are saved as text, exactly
    /// (`"1/3"`, `"≈1.414…"`); 1 saved `Double`s.
    public static let currentVersion = 3

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
    public var variables: [String: Real] = [:]
    public var history: [HistoryEntry] = []
    public var angleUnit = AngleUnit.radians
    public var order = OrderOfOperations.entered
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

    public init() {}

    /// A field that is missing takes its default, so a file from an earlier version (or one
    /// written by hand) is read, not set aside. A setting that cannot be read (`1e999` in the
    /// graph's view) takes its default too, and the work is kept; work of the wrong type
    /// (programs, the number typed, variables, history) makes the file unreadable, and it is
    /// set aside whole.
    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        func work<Value: Decodable>(_ key: CodingKeys, _ fallback: Value) throws -> Value {
            try fields.decodeIfPresent(Value.self, forKey: key) ?? fallback
        }
        func setting<Value: Decodable>(_ key: CodingKeys) -> Value? {
            (try? fields.decodeIfPresent(Value.self, forKey: key)) ?? nil
        }
        version = try fields.decode(Int.self, forKey: .version)
        algebraicProgram = try work(.algebraicProgram, algebraicProgram)
        rpnProgram = try work(.rpnProgram, rpnProgram)
        programmerAlgebraicProgram = try work(
            .programmerAlgebraicProgram, programmerAlgebraicProgram)
        programmerRPNProgram = try work(.programmerRPNProgram, programmerRPNProgram)
        mode = setting(.mode) ?? mode
        word = (setting(.word) ?? word).validated
        typing = try fields.decodeIfPresent(String.self, forKey: .typing)
        variables = try work(.variables, variables)
        history = try work(.history, history)
        notation = setting(.notation) ?? notation
        angleUnit = setting(.angleUnit) ?? angleUnit
        order = setting(.order) ?? order
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
    }
}

extension CalculatorController {
    /// The controller's part of the session (the window size is the view's).
    public var session: Session {
        var session = Session()
        session.notation = notation
        let current = (algebraic: algebraic, rpn: rpn)
        let scientific = mode == .scientific ? current : otherMode
        let programmer = mode == .scientific ? otherMode : current
        (session.algebraicProgram, session.rpnProgram) = (
            scientific.algebraic.program, scientific.rpn.program
        )
        (session.programmerAlgebraicProgram, session.programmerRPNProgram) = (
            programmer.algebraic.program, programmer.rpn.program
        )
        (session.mode, session.word) = (mode, word)
        session.typing = entry?.text
        session.variables = variableValues
        session.history = history
        session.angleUnit = angleUnit
        session.order = order
        session.significantDigits = significantDigits
        (session.numberStyle, session.groupsDigits) = (format.style, format.groupsDigits)
        return session
    }

    /// Restores a session; whatever in it is not valid (a garbage program step, a non-finite
    /// value, an invalid name, an out-of-range setting) is dropped or clamped, and what exceeds
    /// a limit (variables, history) is cut, with a notice.
    public init(session: Session) {
        self.init()
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
        history = session.history.suffix(Self.maximumHistory).map {
            var entry = $0
            entry.description = Self.shortened(entry.description)
            return entry
        }
        (angleUnit, order) = (session.angleUnit, session.order)
        // Observers do not run inside an initializer: the brains take the values and settings.
        (rpn.variables, algebraic.angleUnit, rpn.angleUnit) = (variableValues, angleUnit, angleUnit)
        algebraic.order = order
        setSignificantDigits(session.significantDigits)
        setFormat(session.numberStyle, groupsDigits: session.groupsDigits)
        if variables.count > Self.maximumVariables || session.history.count > Self.maximumHistory {
            notice = Messages.sessionCut(
                variables: Self.maximumVariables, history: Self.maximumHistory)
        }
    }
}

extension CalculatorController {
    /// Says, until the next key, that the session could not be saved.
    public mutating func reportSaveFailure(path: String) { notice = Messages.cannotSave(path) }

    /// Tells the user, once, what happened to a saved session that could not be used.
    public mutating func announce(_ outcome: SessionStore.Outcome) {
        switch outcome {
        case .fresh, .restored: break
        case .setAside(let path): notice = Messages.sessionSetAside(path)
        case .damagedLeftInPlace: notice = Messages.sessionDamagedLeftInPlace
        case .newerVersion: notice = Messages.sessionFromNewerVersion
        case .linked: notice = Messages.sessionIsALink
        case .unreadable(let reason): notice = Messages.sessionUnreadable(reason)
        case .unsafeFolder: notice = Messages.stateFolderNotYoursAlone
        case .inUse: notice = Messages.sessionInUse
        }
    }
}
