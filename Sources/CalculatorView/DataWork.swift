import CalculatorController
import CalculatorModel
import Numbers

/// The Data pane's work off the window's thread: a paste or a file read in, and the table's
/// summary (a million exact values take seconds), so that no key waits for either.
@MainActor
final class DataWork {
    private let summarizer = Worker(threads: 1)
    private let reader = Worker(threads: 1)
    /// The table summarized or being summarized, and its summary once it has come.
    private(set) var table: DataTable?
    private(set) var summary: Result<DataSummary, DataRefusal>?
    /// Counts the tables summarized: a summary that comes for an older one is not kept (it may
    /// have finished just before the newer table cancelled it).
    private var generation = 0

    /// A minute: a summary cut short says so rather than keep a thread busy for ever.
    static let timeLimit = 60_000

    /// Summarizes `table` unless it is the one summarized already; `then` runs when its
    /// summary has come (a newer table's summary supersedes it).
    func summarize(_ table: DataTable, then: @escaping @MainActor () -> Void) {
        guard table != self.table else { return }
        (self.table, summary, generation) = (table, nil, generation + 1)
        let tag = generation
        summarizer.run(within: Self.timeLimit) { () -> Result<DataSummary, DataRefusal> in
            do {
                return .success(DataSummary(try DataSet(table)))
            } catch let refusal as DataRefusal {
                return .failure(refusal)
            } catch {
                return .failure(DataRefusal(message: "\(error)"))
            }
        } then: { [weak self] summary in
            guard let self, generation == tag else { return }
            self.summary = summary
            then()
        }
    }

    /// Reads a paste's bytes, in the chunks they came in, or the file at `path` when there is
    /// one, into a table.
    func read(
        _ pasted: [[UInt8]] = [], file path: String? = nil,
        then: @escaping @MainActor (Result<DataTable, DataRefusal>) -> Void
    ) {
        reader.run { () -> Result<DataTable, DataRefusal> in
            do {
                if let path { return .success(try DataTable(readingFile: path)) }
                var bytes: [UInt8] = []
                bytes.reserveCapacity(pasted.reduce(0) { $0 + $1.count })
                for chunk in pasted { bytes += chunk }
                return .success(try DataTable(readingPaste: bytes))
            } catch let refusal as DataRefusal {
                return .failure(refusal)
            } catch {
                return .failure(DataRefusal(message: "\(error)"))
            }
        } then: {
            then($0)
        }
    }
}
