import CGtk
import CalculatorController
import FoundationEssentials
import Testing

@testable import CalculatorView

/// Sessions that read as JSON but hold values no one would save: each is loaded, restored into
/// a controller and applied to a real, shown window with the calls the app makes at start
/// (one window for all: building 187 would take half a minute). None may crash it.
@Suite(
    "Valid but hostile sessions start cleanly",
    .enabled(if: getenv("DISPLAY") != nil, "needs an X display (make test starts Xvfb)"))
@MainActor
struct HostileSessionTests {
    static let fields: [(key: String, value: String)] = [
        ("notation", #""rpn""#), ("algebraicProgram", #"["7", "+", "9", "="]"#),
        ("rpnProgram", #"["3", "5", "+", "√"]"#), ("typing", #""12.5""#),
        ("variables", #"{"M": 7, "x": 2.5}"#),
        ("history", #"[{"description": "7 + 9", "result": 16}]"#),
        ("angleUnit", #""degrees""#), ("significantDigits", "10"), ("windowWidth", "500"),
        ("windowHeight", "700"), ("showsHistory", "true"),
        ("functions", #"["f(x) = x ^ 2 + 1", "g(x, y) = f(x) ÷ y"]"#),
    ]

    static let hostileValues = [
        "3000000000", "-3000000000", "9223372036854775807", "-9223372036854775808", "0", "-1",
        "1e308", "-1e308", "null", "true", #""""#,
        "\"" + String(repeating: "9", count: 100_000) + "\"",
        "[]", "{}", #"["1e308", "1e308", "×", "x!", "x!"]"#,
        #"{"x": 1e308, "sin": 1, "": 2}"#,
        #"[{"description": "", "result": 1e308}, {"description": "x", "result": -0}]"#,
    ]

    /// Each field replaced by each hostile value, the others valid.
    static var sessions: [String] {
        fields.indices.flatMap { replaced in
            hostileValues.map { hostile in
                let body = fields.enumerated().map { index, field in
                    "\"\(field.key)\": \(index == replaced ? hostile : field.value)"
                }
                return "{\"version\": 1, " + body.joined(separator: ", ") + "}"
            }
        }
    }

    @Test func everyHostileSessionStartsAWindow() throws {
        try #require(gtk_init_check() != 0)
        let application = Application(id: "io.github.calculatorbrain.HostileSessionTests")
        #expect(application.register())
        var template = Array("/tmp/calculator-brain-hostile-XXXXXX".utf8CString)
        let folder = template.withUnsafeMutableBufferPointer {
            String(cString: mkdtemp($0.baseAddress!)!)
        }
        let window = CalculatorWindow(application: application) { _ in }
        window.present()
        var started = 0
        for (index, json) in Self.sessions.enumerated() {
            var store = SessionStore(directory: "\(folder)/\(index)")
            _ = store.load()
            try Data(json.utf8).write(to: URL(filePath: store.path))
            store.unlock()
            var again = SessionStore(directory: store.directory)
            let (session, outcome) = again.load()
            again.unlock()
            var controller = CalculatorController(session: session)
            controller.announce(outcome)
            window.setSize(width: session.windowWidth ?? 440, height: session.windowHeight ?? 660)
            window.showHistory(session.showsHistory ?? false)
            window.render(controller.state)
            for _ in 0..<5 { g_main_context_iteration(nil, 0) }
            let state = controller.state
            for text in [state.display, state.description, state.variables] {
                #expect(!text.contains("nan") && !text.contains("inf"), "\(json.prefix(200))")
            }
            started += 1
        }
        gtk_window_destroy(window.window.cast())
        while g_main_context_iteration(nil, 0) != 0 {}
        #expect(started == Self.fields.count * Self.hostileValues.count)
    }
}
