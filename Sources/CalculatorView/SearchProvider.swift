import CGtk
import CalculatorController

#if canImport(Glibc)
    import Glibc
#endif

/// GNOME Shell's search provider (`org.gnome.Shell.SearchProvider2`): the value of a sum typed
/// in the Activities overview. A process of its own, which D-Bus starts when the overview
/// first asks (`--search-provider`) and which ends after a while without questions.
@MainActor
public final class SearchProvider {
    static let busName = CalculatorApplication.id + ".SearchProvider"
    static let objectPath = "/io/github/calculatorbrain/Calculator/SearchProvider"
    /// How long the overview, which waits for every provider, waits for an answer.
    static let timeLimit: UInt32 = 500
    /// Seconds without a question before the process ends; a test may ask for fewer.
    static let idleSeconds: UInt32 =
        getenv("CALCULATOR_BRAIN_SEARCH_IDLE_SECONDS").flatMap { UInt32(String(cString: $0)) }
        ?? 20

    /// Words in a search, and bytes of them, beyond which it is no sum anyone typed: refused
    /// before it is read.
    static let maximumTerms = 100
    static let maximumBytes = 4 * SearchAnswer.maximumLength

    /// The answers of the latest search, by result id (the words searched for).
    private var answers: [String: SearchAnswer] = [:]
    /// One worker for every search: a newer search cancels the older one's work.
    private let worker = Worker()
    /// The search being computed, answered with nothing when a newer one comes.
    private var pending: PendingCall?
    private var idleTimer: MainLoop.Timer?
    private let loop = g_main_loop_new(nil, 0)

    /// Serves until idle; the exit status (1 when the bus or the interface file is missing).
    public static func run() -> Int32 {
        let provider = SearchProvider()
        guard let interfaceFile = DataFiles.path(of: "org.gnome.Shell.SearchProvider2.xml") else {
            complain("the search provider's interface file is missing")
            return 1
        }
        let exported = BusObject.export(
            interfaceFile: interfaceFile, at: objectPath, named: busName, provider.answer)
        if case .failure(let error) = exported {
            complain("no search provider on the session bus: \(error)")
            return 1
        }
        provider.waitForNextQuestion()
        g_main_loop_run(provider.loop)
        return 0
    }

    private func waitForNextQuestion() {
        idleTimer?.cancel()
        idleTimer = MainLoop.after(milliseconds: Self.idleSeconds * 1000) { [loop] in
            g_main_loop_quit(loop)
        }
    }

    private func answer(_ call: BusCall) {
        waitForNextQuestion()
        switch call.method {
        case "GetInitialResultSet": search(terms(of: call, at: 0), call)
        case "GetSubsearchResultSet": search(terms(of: call, at: 1), call)
        case "GetResultMetas":
            call.reply(
                call.strings(at: 0).compactMap { id in
                    answers[id].map { answer in
                        [
                            ("id", id), ("name", answer.result),
                            ("description", answer.description),
                            // The overview copies it when the result is chosen.
                            ("clipboardText", answer.result),
                        ]
                    }
                })
        case "ActivateResult":
            open(call.string(at: 0))
            call.reply()
        case "LaunchSearch":
            open(call.strings(at: 0).joined(separator: " "))
            call.reply()
        default:
            call.reply()
        }
    }

    /// Answers with the words' id when they have a value within the time limit, else with
    /// none: a sum that takes longer must not hold up the overview. One that comes later is kept
    /// for the next search of the same words.
    private func search(_ terms: [String]?, _ call: BusCall) {
        guard let terms else { return call.reply([String]()) }
        let id = terms.joined(separator: " ")
        pending?.reply([])
        if answers[id] != nil { return call.reply([id]) }
        let pending = PendingCall(call, answeringNothingAfter: Self.timeLimit)
        self.pending = pending
        worker.run(within: Int(Self.timeLimit)) {
            SearchAnswer(terms: terms)
        } then: { answer in
            // The provider lives as long as the process: held, not weakly referenced.
            self.pending = nil
            guard let answer else { return pending.reply([]) }
            self.answers = [id: answer]
            pending.reply([id])
        }
    }

    /// The words searched for; nil for more than a search ever has.
    private func terms(of call: BusCall, at index: Int) -> [String]? {
        call.strings(at: index, atMost: Self.maximumTerms, bytes: Self.maximumBytes)
    }

    /// Opens the calculator with the text entered: a new process, which hands it to the
    /// running calculator if there is one.
    private func open(_ text: String) {
        var argv: [UnsafeMutablePointer<CChar>?] =
            [strdup("/proc/self/exe"), strdup("--open"), strdup(text), nil]
        defer { for argument in argv { free(argument) } }
        var error: UnsafeMutablePointer<GError>?
        if g_spawn_async(nil, &argv, nil, G_SPAWN_DEFAULT, nil, nil, nil, &error) == 0 {
            complain("could not open the calculator: \(GLibError(consuming: error))")
        }
    }
}

/// A call answered once: by the answer, or with nothing when the time limit comes first.
@MainActor
private final class PendingCall {
    private var call: BusCall?
    private var timer: MainLoop.Timer?

    init(_ call: BusCall, answeringNothingAfter milliseconds: UInt32) {
        self.call = call
        timer = MainLoop.after(milliseconds: milliseconds) { [weak self] in
            self?.timer = nil  // fired: there is nothing left to cancel
            self?.reply([])
        }
    }

    func reply(_ ids: [String]) {
        timer?.cancel()
        timer = nil
        call?.reply(ids)
        call = nil
    }
}
