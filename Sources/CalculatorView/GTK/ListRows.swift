import CGtk

/// A row of a `GtkListBox` with the widgets that show its value.
protocol ListRow {
    var row: Widget { get }
}

/// The rows of a `GtkListBox` kept in step with a list of values, the first value at the
/// bottom: a new value adds one row at the top, and only rows whose value changed are written
/// again, so no row is rebuilt (and none loses its focus or its place).
@MainActor
struct ListRows<Row: ListRow, Value: Equatable> {
    private let list: Widget
    private let make: @MainActor () -> Row
    private let write: @MainActor (Row, Value) -> Void
    /// The rows, the bottom one first.
    private var rows: [Row] = []
    private var shown: [Value] = []

    init(
        in list: Widget, make: @escaping @MainActor () -> Row,
        write: @escaping @MainActor (Row, Value) -> Void
    ) {
        (self.list, self.make, self.write) = (list, make, write)
    }

    var count: Int { rows.count }
    /// The row at the top of the list, if any.
    var top: Row? { rows.last }

    /// Shows `values`, the first at the bottom; false when they are the ones shown already.
    @discardableResult
    mutating func show(_ values: [Value]) -> Bool {
        guard values != shown else { return false }
        while rows.count > values.count {
            gtk_list_box_remove(list.opaque, rows.removeLast().row.pointer)
        }
        while rows.count < values.count {
            let row = make()
            gtk_list_box_insert(list.opaque, row.row.pointer, 0)
            rows.append(row)
        }
        for (index, value) in values.enumerated()
        where !shown.indices.contains(index) || shown[index] != value {
            write(rows[index], value)
        }
        shown = values
        return true
    }
}
