import CGtk
import Testing

@testable import CalculatorView

/// GTK can only start where there is a display; `make test` provides one under Xvfb.
private let hasDisplay = getenv("DISPLAY") != nil

@Suite("Signal handlers", .enabled(if: hasDisplay, "needs an X display (make test starts Xvfb)"))
@MainActor
struct SignalBoxTests {
    @Test func everyHandlerIsReleasedWithItsWindow() throws {
        try #require(gtk_init_check() != 0)
        let application = Application(id: "io.github.calculatorbrain.SignalBoxTests")
        #expect(application.register())
        let before = SignalBox.liveCount.load(ordering: .relaxed)

        var peak = 0
        for _ in 0..<1_000 {
            let window = CalculatorWindow(application: application) { _ in }
            peak = max(peak, SignalBox.liveCount.load(ordering: .relaxed) - before)
            gtk_window_destroy(window.window.cast())
            while g_main_context_iteration(nil, 0) != 0 {}
        }

        #expect(
            peak == 11,
            """
            keyboard, focus ring, two size notifications; variables: click, destroy; \
            history: clear, row; stack: row, scroll, right click
            """)
        #expect(SignalBox.liveCount.load(ordering: .relaxed) == before)
    }

    @Test func theGraphsHandlersAreReleasedWithItsWindow() throws {
        try #require(gtk_init_check() != 0)
        let application = Application(id: "io.github.calculatorbrain.SignalBoxTests.Graph")
        #expect(application.register())
        let before = SignalBox.liveCount.load(ordering: .relaxed)

        var peak = 0
        for _ in 0..<200 {
            let window = CalculatorWindow(application: application) { _ in }
            _ = window.showGraph(true)
            peak = max(peak, SignalBox.liveCount.load(ordering: .relaxed) - before)
            gtk_window_destroy(window.window.cast())
            while g_main_context_iteration(nil, 0) != 0 {}
        }

        #expect(
            peak == 25,
            """
            the window's 11; graph: drawing, drag (3), scroll, pinch (3), double click, \
            pointer (2), keyboard, standard view, extremes popover
            """)
        #expect(SignalBox.liveCount.load(ordering: .relaxed) == before)
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
