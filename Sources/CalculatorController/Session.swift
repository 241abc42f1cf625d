import CalculatorModel

/// Everything that survives quitting: notation, both brains' programs, variable values, history,
/// settings and the window's size. Programs are property lists, so a saved `rand` stays drawn.
public struct Session: Codable, Equatable, Sendable {
    public static let currentVersion = 1

    public var version = Session.currentVersion
    public var notation = Notation.algebraic
    public var algebraicProgram: [String] = []
    public var rpnProgram: [String] = []
    /// The number being typed, if any.
    public var typing: String?
    public var variables: [String: Double] = [:]
    public var history: [HistoryEntry] = []
    public var angleUnit = AngleUnit.radians
    public var significantDigits = 15
    public var windowWidth: Int?
    public var windowHeight: Int?
    public var showsHistory: Bool?

    public init() {}
}

extension CalculatorController {
    /// The controller's part of the session (the window size is the view's).
    public var session: Session {
        var session = Session()
        session.notation = notation
        session.algebraicProgram = algebraic.program
        session.rpnProgram = rpn.program
        session.typing = entry?.text
        session.variables = variableValues
        session.history = history
        session.angleUnit = angleUnit
        session.significantDigits = significantDigits
        return session
    }

    /// Restores a session; whatever in it is not valid (a garbage program step, a non-finite
    /// value, an out-of-range setting) is dropped or clamped.
    public init(session: Session) {
        self.init()
        setNotation(session.notation)
        algebraic.program = session.algebraicProgram
        rpn.program = session.rpnProgram
        entry = session.typing.flatMap(NumberEntry.init(validText:))
        for (name, value) in session.variables { setVariable(name, to: value) }
        history = session.history.filter(\.result.isFinite).suffix(Self.maximumHistory)
        angleUnit = session.angleUnit
        setSignificantDigits(session.significantDigits)
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
        case .newerVersion: notice = Messages.sessionFromNewerVersion
        }
    }
}
