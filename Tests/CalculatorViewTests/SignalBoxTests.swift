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
        let window = ShortcutsWindow.make()
        defer { gtk_window_destroy(window.cast()) }
        #expect(gtk_widget_get_first_child(window.pointer) != nil)
        let shortcuts = ShortcutsWindow.groups.flatMap(\.shortcuts)
        // Every key that a keyboard key presses is listed under its spoken name.
        for key in Key.all where !key.accelerators.isEmpty {
            if case .digit = key { continue }  // one row: 0...9
            let title = key.spokenName(in: .algebraic).capitalizedFirst
            #expect(shortcuts.contains { $0.title.hasPrefix(title) }, "\(key)")
        }
        #expect(shortcuts.contains { $0 == ("Arcsine", "<Alt><Shift>s") })
        #expect(
            shortcuts.contains { $0 == ("Edit the calculation as text", "Home Left <Control>a") })
        #expect(shortcuts.contains { $0 == ("Next argument", "semicolon") })
        #expect(shortcuts.contains { $0 == ("Functions", "<Control>f") })
        #expect(shortcuts.contains { $0 == ("Save as Function", "<Control><Shift>f") })
        #expect(shortcuts.contains { $0 == ("Add to the data", "<Control>plus <Control>Return") })
        #expect(shortcuts.contains { $0 == ("Show Data and Statistics", "<Control>t") })
        #expect(
            ShortcutsWindow.groups.map(\.id) == [
                "numbers", "arithmetic", "functions", "programmer", "stack", "memory", "data",
                "editing", "general",
            ])
    }

    /// A widget the file gives no parent outlives the builder, and dies with the container it
    /// was put in.
    @Test func aLooseWidgetOfAFileLivesInItsContainerAndDiesWithIt() throws {
        try #require(gtk_init_check() != 0)
        let file = Builder("history")
        let pane = file.widget("pane")
        var alive: UnsafeMutableRawPointer? = UnsafeMutableRawPointer(pane.pointer)
        g_object_add_weak_pointer(
            UnsafeMutableRawPointer(pane.pointer).assumingMemoryBound(to: GObject.self), &alive)
        file.release()
        #expect(alive != nil, "floating, it outlives the builder")
        let box = Widget.box(vertical: true, spacing: 0)
        g_object_ref_sink(box.pointer)
        box.append(pane)
        #expect(alive != nil)
        g_object_unref(box.pointer)
        #expect(alive == nil, "it dies with its container")
    }
}
