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

    /// Keeps a finished calculation, the newest `maximumHistory` at most.
    mutating func record(_ entry: HistoryEntry) {
        guard history.last != entry else { return }
        history.append(entry)
        history.removeFirst(max(0, history.count - Self.maximumHistory))
    }
}
