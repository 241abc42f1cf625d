import CalculatorModel
import Numbers

/// The Data pane's table (issue 57): Σ+ and Σ− as on HP's calculators, cells typed in, rows
/// added and deleted, a paste or a file read in whole; each step but a cell's typing (the
/// field's own undo) is undone by undo.
extension CalculatorController {
    /// The rows a session keeps, a megabyte or so; the pane says when there are more.
    public static let maximumKeptDataRows = 100_000

    /// Σ+: the display's value as a new row's x. The value is entered, so the next digit
    /// starts the next value.
    public mutating func addDataPoint() {
        guard let text = displayedNumberText() else { return }
        commitEntry()
        changeData { $0.rows.append(DataTable.Row(x: text)) }
        notice = Messages.dataRowCount(data.valueCount)
    }

    /// Σ−: the last row whose x is the display's value is taken out (a value entered by
    /// mistake is taken back as on HP's calculators).
    public mutating func removeDataPoint() {
        guard let text = displayedNumberText(), let value = displayValue?.real else { return }
        guard
            let index = data.rows.lastIndex(where: {
                $0.x == text || DataTable.number($0.x) == value
            })
        else {
            notice = Messages.noDataRowHolds(text)
            return
        }
        commitEntry()
        changeData { $0.rows.remove(at: index) }
        notice = Messages.dataRowCount(data.valueCount)
    }

    /// A cell typed in: its own undo is the field's, as a Money field's is.
    public mutating func editData(row: Int, isY: Bool, text: String) {
        guard data.rows.indices.contains(row) else { return }
        let text = String(text.prefix(DataTable.maximumCellLength))
        if isY { data.rows[row].y = text } else { data.rows[row].x = text }
    }

    /// An empty row at the end, to type into.
    public mutating func addDataRow() {
        changeData { $0.rows.append(DataTable.Row(x: "")) }
    }

    public mutating func deleteDataRow(_ row: Int) {
        guard data.rows.indices.contains(row) else { return }
        changeData { $0.rows.remove(at: row) }
    }

    public mutating func clearData() {
        changeData { $0.rows = [] }
    }

    /// A paste's rows (added at the end) or a file's (in the table's place), read off the
    /// window's thread; a refusal changes nothing and says which row and why.
    public mutating func receiveData(_ read: Result<DataTable, DataRefusal>, replacing: Bool) {
        switch read {
        case .success(let table) where table.rows.isEmpty:
            notice = Messages.noDataRows
        case .success(let table):
            changeData { data in
                if replacing || data.rows.isEmpty {
                    data = table  // no copy of a million rows, and their numbers read already
                } else {
                    data.rows += table.rows
                }
            }
            notice =
                table.skippedHeader.map {
                    Messages.dataRowCount(data.valueCount, headerSkipped: $0)
                } ?? Messages.dataRowCount(data.valueCount)
        case .failure(let refusal):
            notice = refusal.message
        }
    }

    /// A value of the summary, as if typed: the next operation works on it.
    public mutating func useDataValue(_ value: Real) {
        paste(copyText(of: Complex(value)))
    }

    /// The table to copy (`separator` a tab) or save (`,`); nil, with a notice, when empty.
    public mutating func dataText(separator: String) -> String? {
        guard !data.rows.isEmpty else {
            notice = Messages.noDataRows
            return nil
        }
        return data.text(separator: separator)
    }

    /// The display's real value as a cell writes it, or nil with a notice saying why not.
    private mutating func displayedNumberText() -> String? {
        guard let value = displayValue, value.isReal else {
            notice = isComputing ? Messages.stillComputing : Messages.displayHoldsNoNumber
            return nil
        }
        return copyText(of: value)
    }

    private mutating func changeData(_ change: (inout DataTable) -> Void) {
        let before = data
        change(&data)
        if data != before { cleared = .data(before) }
    }
}

/// A value of the Data pane's summary as it shows it: its name, its text in the display's
/// format (or why there is none), and the value that its button puts on the display.
public struct DataSummaryRow: Equatable, Sendable {
    public let name, text: String
    public let value: Real?
}

extension CalculatorController {
    /// The summary's values in the pane's order; with a line, ŷ at the display's x last.
    public func summaryRows(of summary: DataSummary) -> [DataSummaryRow] {
        var values: [(String, DataSummary.Value?)] = [
            ("n", .success(Real(summary.count))), ("Σx", summary.sum),
            (localized("mean"), summary.mean), (localized("median"), summary.median),
            ("Q₁", summary.lowerQuartile), ("Q₃", summary.upperQuartile),
            ("s", summary.sampleDeviation), ("σ", summary.populationDeviation),
            ("min", summary.minimum), ("max", summary.maximum),
        ]
        if summary.slope != nil {
            values += [
                (localized("slope"), summary.slope), (localized("intercept"), summary.intercept),
                ("r", summary.correlation), ("R²", summary.determination),
            ]
            if let x = displayValue, x.isReal {
                values.append(("ŷ(\(copyText(of: x)))", summary.predicted(at: x.real)))
            }
        }
        return values.compactMap { name, value in
            switch value {
            case .success(let number)?:
                DataSummaryRow(name: name, text: text(of: Complex(number)), value: number)
            case .failure(let error)?:
                DataSummaryRow(name: name, text: Messages.text(for: error), value: nil)
            case nil: nil
            }
        }
    }
}
