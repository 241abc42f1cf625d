import CGtk
import CalculatorController
import Testing

@testable import CalculatorView

/// GTK can only start where there is a display; `make test` provides one under Xvfb.
private let hasDisplay = getenv("DISPLAY") != nil

@Suite("Signal handlers", .enabled(if: hasDisplay, "needs an X display (make test starts Xvfb)"))
@MainActor
struct SignalBoxTests {
    /// Builds and destroys `count` windows, each prepared by `prepare`; the most handlers alive
    /// at once, and how many are left after the last window is gone.
    private func handlers(
        windows count: Int, id: String, prepare: (CalculatorWindow) -> Void = { _ in }
    ) throws -> (peak: Int, left: Int) {
        try #require(gtk_init_check() != 0)
        let application = Application(id: id)
        #expect(application.register())
        let before = SignalBox.liveCount.load(ordering: .relaxed)
        var peak = 0
        for _ in 0..<count {
            let window = CalculatorWindow(application: application) { _ in }
            prepare(window)
            peak = max(peak, SignalBox.liveCount.load(ordering: .relaxed) - before)
            gtk_window_destroy(window.window.cast())
            while g_main_context_iteration(nil, 0) != 0 {}
        }
        return (peak, SignalBox.liveCount.load(ordering: .relaxed) - before)
    }

    @Test func everyHandlerIsReleasedWithItsWindow() throws {
        let (peak, left) = try handlers(
            windows: 1_000, id: "io.github.calculatorbrain.SignalBoxTests")
        #expect(peak > 0, "each window connects handlers")
        #expect(left == 0)
    }

    @Test func theGraphsHandlersAreReleasedWithItsWindow() throws {
        let (plainPeak, _) = try handlers(
            windows: 1, id: "io.github.calculatorbrain.SignalBoxTests.Plain")
        let (peak, left) = try handlers(
            windows: 200, id: "io.github.calculatorbrain.SignalBoxTests.Graph"
        ) { _ = $0.showGraph(true) }
        #expect(peak > plainPeak, "the graph connects handlers of its own")
        #expect(left == 0)
    }

    /// The stack keeps level 1 in view with work deferred to its next frame: destroying the
    /// window before that frame releases it, and nothing runs on the view once it is gone.
    @Test func deferredWorkDiesWithItsWidget() throws {
        var controller = CalculatorController()
        controller.setNotation(.rpn)
        for key in [Key.digit(1), .equals, .equals, .equals] { controller.press(key) }
        let (peak, left) = try handlers(
            windows: 50, id: "io.github.calculatorbrain.SignalBoxTests.Deferred"
        ) { $0.render(controller.state) }
        #expect(peak > 0)
        #expect(left == 0)
    }

    @Test func shortcutsWindowListsEveryKey() throws {
        try #require(gtk_init_check() != 0)
        let builder = gtk_builder_new_from_string(ShortcutsWindow.builderXML(), -1)
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        #expect(gtk_builder_get_object(builder, "shortcuts") != nil)
        let xml = ShortcutsWindow.builderXML()
        // Every key of the keypad that a keyboard key presses is listed under its spoken name.
        for key in Key.keypad where !key.accelerators.isEmpty {
            if case .digit = key { continue }  // one row: 0...9
            let title = key.spokenName(in: .algebraic).capitalizedFirst
            #expect(xml.contains(#"<property name="title">\#(title)"#), "\(key)")
        }
        #expect(xml.contains("&lt;Shift&gt;s"), "arcsine is Shift+S")
    }
}
