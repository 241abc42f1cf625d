import CGtk
import Synchronization
import Testing

@testable import CalculatorView

/// Issue 53 item 13: a thread that could not be started left "Computing…" for ever. The job
/// now waits, the window is told why, and a thread is tried again until one starts.
@Suite("The worker's threads")
@MainActor
struct WorkerTests {
    @Test func aJobWhoseThreadCouldNotStartRunsOnceOneCan() {
        let refusals = Mutex(2)
        let worker = Worker(threads: 1) { body in
            let refused = refusals.withLock { left in
                defer { left -= 1 }
                return left > 0
            }
            return refused ? "Resource temporarily unavailable" : Worker.startThread(body)
        }
        var told: [String] = []
        worker.onNoThread = { told.append($0) }
        var value: Int?
        worker.run({ 6 * 7 }, then: { value = $0 })
        #expect(told == ["Resource temporarily unavailable"])
        let context = g_main_context_default()
        for _ in 0..<300 where value == nil {
            g_main_context_iteration(context, 1)
        }
        #expect(value == 42)
        #expect(told == ["Resource temporarily unavailable", "Resource temporarily unavailable"])
    }
}
