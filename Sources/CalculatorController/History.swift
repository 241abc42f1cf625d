import CalculatorModel

extension CalculatorController {
    /// Puts a finished calculation's result into the display as a number being typed.
    public mutating func recallHistory(at index: Int) {
        guard history.indices.contains(index) else { return }
        notice = nil
        entry = NumberEntry(
            text: history[index].result.calculatorText(significantDigits: significantDigits))
    }

    public mutating func clearHistory() { history.removeAll() }

    /// Keeps a finished calculation, the newest `maximumHistory` at most. A description longer
    /// than `maximumHistoryDescription` keeps its end, the part the history pane shows: each key
    /// on a 10^5-step program would otherwise keep a copy of the whole program.
    mutating func record(_ finished: HistoryEntry) {
        var entry = finished
        if entry.description.count > Self.maximumHistoryDescription {
            entry.description = "…" + entry.description.suffix(Self.maximumHistoryDescription)
        }
        guard history.last != entry else { return }
        history.append(entry)
        history.removeFirst(max(0, history.count - Self.maximumHistory))
    }
}
