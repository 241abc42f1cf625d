import CGtk
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
        #expect(
            peak == 11,
            """
            keyboard, focus ring, two size notifications; variables: click, destroy; \
            history: clear, row; stack: row, scroll, right click
            """)
        #expect(left == 0)
    }

    @Test func theGraphsHandlersAreReleasedWithItsWindow() throws {
        let (peak, left) = try handlers(
            windows: 200, id: "io.github.calculatorbrain.SignalBoxTests.Graph"
        ) { _ = $0.showGraph(true) }
        #expect(
            peak == 25,
            """
            the window's 11; graph: drawing, drag (3), scroll, pinch (3), double click, \
            pointer (2), keyboard, standard view, extremes popover
            """)
        #expect(left == 0)
    }

    @Test func shortcutsWindowListsEveryKey() throws {
        try #require(gtk_init_check() != 0)
        let builder = gtk_builder_new_from_string(ShortcutsWindow.builderXML(), -1)
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        #expect(gtk_builder_get_object(builder, "shortcuts") != nil)
        let rows = ShortcutsWindow.builderXML().split(separator: #"class="GtkShortcutsShortcut""#)
        #expect(
            rows.count - 1 == 51,
            "digits, point, equals, exponent; 25 operations; 4 memory; 5 editing; 4 stack; 9 more")
        #expect(ShortcutsWindow.builderXML().contains("&lt;Shift&gt;s"), "arcsine is Shift+S")
    }
}
