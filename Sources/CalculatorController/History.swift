import CalculatorModel
import Numbers

/// A finished calculation as the history pane shows it, formatted with the current settings.
public struct HistoryRow: Equatable, Sendable {
    public var expression: String
    public var result: String

    public init(expression: String, result: String) {
        (self.expression, self.result) = (expression, result)
    }
}

extension CalculatorController {
    /// The history, newest first, with the significant digits in use.
    var historyRows: [HistoryRow] {
        history.reversed().map { entry in
            HistoryRow(
                expression: Self.inLocale(entry.description + " ="),
                result: Self.inLocale(entry.quantityText(valueStyle)))
        }
    }

    /// Puts the result of the history row at `index` (newest first) into the display, as the
    /// row shows it, with its exact value behind. It is a whole number: a digit typed next
    /// starts a new one.
    public mutating func recallHistory(at index: Int) {
        guard history.indices.contains(index) else { return }
        notice = nil
        let recalled = history[history.count - 1 - index]
        entry = NumberEntry(recalling: recalled.result, text: recalled.resultText(valueStyle))
    }

    /// Empties the history; undo brings it back, and a notice says so.
    public mutating func clearHistory() {
        guard !history.isEmpty else { return }
        (cleared, history) = (.history(history), [])
        notice = Messages.historyCleared
    }

    /// Writes every result in the current style once, not at every key.
    mutating func prepareHistory() {
        for index in history.indices { history[index].prepare(valueStyle) }
    }

    /// The end of a description, the part the history pane shows.
    static func shortened(_ description: String) -> String {
        description.count > maximumHistoryDescription
            ? "…" + description.suffix(maximumHistoryDescription) : description
    }

    /// Keeps a finished calculation, the newest `maximumHistory` at most. A description longer
    /// than `maximumHistoryDescription` keeps its end, the part the history pane shows: each key
    /// on a 10^5-step program would otherwise keep a copy of the whole program.
    ///
    /// Outcomes evaluated side by side may come in any order: one of an older `generation`
    /// takes its place before those of newer ones, so the history is in the order typed.
    mutating func record(_ finished: HistoryEntry, generation: Int) {
        var entry = finished
        entry.description = Self.shortened(entry.description)
        guard history.last != entry else { return }
        entry.prepare(valueStyle)
        let newer = min(
            recordedGenerations.reversed().prefix { $0 > generation }.count, history.count)
        history.insert(entry, at: history.count - newer)
        recordedGenerations.insert(generation, at: recordedGenerations.count - newer)
        recordedGenerations = recordedGenerations.suffix(Self.generationsRemembered)
        history.removeFirst(max(0, history.count - Self.maximumHistory))
    }

    /// More outcomes than are ever on their way at once.
    private static let generationsRemembered = 64
}
