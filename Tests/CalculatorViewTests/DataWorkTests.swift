import CGtk
import CalculatorController
import Glibc
import Testing

@testable import CalculatorView

/// Issue 66, item 28: a summary computed for an older table could be shown under a newer one.
@Suite("The Data pane's work")
@MainActor
struct DataWorkTests {
    @Test func aSummaryIsShownOnlyWithItsOwnTable() {
        let work = DataWork()
        var shown: [(rows: Int, count: Int?)] = []
        func summarize(_ values: [Int]) {
            let table = DataTable(rows: values.map { DataTable.Row(x: String($0)) })
            work.summarize(table) {
                shown.append((work.table?.rows.count ?? -1, try? work.summary?.get().count))
            }
        }
        summarize([1, 2, 3])
        // The first summary is done (a few microseconds) and waits for the main loop...
        usleep(200_000)
        summarize([4, 5])  // ...when a newer table comes.
        let context = g_main_context_default()
        for _ in 0..<300 where shown.isEmpty { g_main_context_iteration(context, 1) }
        while g_main_context_iteration(context, 0) != 0 {}
        #expect(shown.count == 1)
        #expect(shown.first?.rows == 2)
        #expect(shown.first?.count == 2)
    }
}
