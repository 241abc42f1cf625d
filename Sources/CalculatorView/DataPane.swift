import CGtk
import CalculatorController
import CalculatorModel
import Numbers

/// The Data pane (issue 57): the Σ+ and Σ− keys, the table of x and y (a page of rows at a
/// time, each cell a field, each row with its delete button), paste, open, save, copy and
/// clear, and the summary beside it, each value a button that puts it on the display. It sends
/// every change to the controller and renders what comes back.
@MainActor
final class DataPane {
    let pane = Widget.box(vertical: true, spacing: 6)
    /// The rows of a page: a list of a million rows would build a million fields.
    static let pageSize = 25
    /// Rows made in one turn of the main loop: a page's 25 made at once, when a paste first
    /// filled it, held the window for 12–16 ms.
    private static let rowsMadePerTurn = 5
    private var isMakingRows = false

    private let send: @MainActor (WindowCommand) -> Void
    private let list = Widget(gtk_list_box_new())
    private let scroller = Widget(gtk_scrolled_window_new())
    private lazy var rows = ListRows<Row, RowValue>(
        in: list, make: { [unowned self] in makeRow() },
        write: { [unowned self] row, value in write(row, value) })
    private let pager = Widget.box(vertical: false, spacing: 6)
    private let pageLabel = Widget.label("", xalign: 0.5)
    private let previousPage = Widget.iconButton(
        "go-previous-symbolic", tooltip: localized("Previous Rows"),
        name: localized("previous rows"))
    private let nextPage = Widget.iconButton(
        "go-next-symbolic", tooltip: localized("Next Rows"), name: localized("next rows"))
    /// Said when the session will not keep every row.
    private let keptNote = Widget.label("", cssClass: "dim-label")
    private let summaryGrid = Widget.grid(spacing: 4, homogeneous: false)
    private let plotToggle = Widget(gtk_toggle_button_new_with_label(localized("Plot")))
    /// The first row of the page shown (from 0), and the table shown.
    private var firstRow = 0
    private var shown = DataTable()
    private var shownSummary: Summary?
    private var summaryCells: [(name: Widget, value: Widget)] = []
    private var summaryValues: [Real?] = []
    private let summaryMessage = Widget.label("")
    /// Set while the pane writes into its own widgets, whose signals must not answer.
    private var isUpdating = false

    /// A row of the table as a page shows it: its number and its two cells.
    private struct RowValue: Equatable {
        let index: Int
        let x, y: String
    }

    @MainActor
    private final class Row: ListRow {
        let row = Widget(gtk_list_box_row_new())
        let number = Widget.label("", cssClass: "dim-label", xalign: 1)
        let x = Widget(gtk_entry_new())
        let y = Widget(gtk_entry_new())
        let delete = Widget.iconButton(
            "list-remove-symbolic", tooltip: localized("Delete This Row"),
            name: localized("delete this row"))
        var index = 0
    }

    /// What the summary shows while the table is summarized off the window's thread.
    enum Summary: Equatable {
        case computing
        case message(String)
        case values([DataSummaryRow])
    }

    init(send: @escaping @MainActor (WindowCommand) -> Void, plots: Bool) {
        self.send = send
        pane.addCSSClass("data")

        let keys = Widget.box(vertical: false, spacing: 6)
        keys.addCSSClass("keypad")
        for key in [Key.addDataPoint, .removeDataPoint] {
            let button = Widget.button(action: "app.press", target: key.token)
            button.setKeyLabel(key.label(in: .algebraic))
            button.addCSSClass(Keypad.styleClass(of: key))
            button.setTooltip(key.tooltip(in: .algebraic))
            button.setAccessibleLabel(key.spokenName(in: .algebraic))
            button.setExpand(horizontally: true, vertically: false)
            keys.append(button)
        }
        plotToggle.setTooltip(localized("Show the Points and Their Line on the Graph"))
        gtk_toggle_button_set_active(plotToggle.cast(), plots ? 1 : 0)
        Signal.connect(plotToggle.pointer, "toggled") { [weak self] in
            guard let self, !isUpdating else { return }
            send(.plotData(gtk_toggle_button_get_active(plotToggle.cast()) != 0))
        }
        keys.append(plotToggle)
        pane.append(keys)

        let actions = Widget.box(vertical: false, spacing: 6)
        let commands: [(String, String, String, WindowCommand)] = [
            (
                "list-add-symbolic", localized("Add an Empty Row"), localized("add a row"),
                .addDataRow
            ),
            (
                "edit-paste-symbolic", localized("Paste Rows from a Spreadsheet"),
                localized("paste rows"), .pasteData
            ),
            ("document-open-symbolic", localized("Open a CSV File"), localized("open"), .openData),
            ("document-save-symbolic", localized("Save as CSV"), localized("save"), .saveData),
            (
                "edit-copy-symbolic", localized("Copy the Table"), localized("copy the table"),
                .copyData
            ),
            (
                "edit-clear-all-symbolic", localized("Clear the Table"), localized("clear"),
                .clearData
            ),
        ]
        for (icon, tooltip, name, command) in commands {
            let button = Widget.iconButton(icon, tooltip: tooltip, name: name)
            button.onClicked { send(command) }
            actions.append(button)
        }
        pane.append(actions)

        let columns = Widget.box(vertical: false, spacing: 6)
        let numberColumn = Widget.label("")
        gtk_label_set_width_chars(numberColumn.opaque, 4)
        columns.append(numberColumn)
        for name in ["x", "y"] {
            let label = Widget.label(name, cssClass: "dim-label", xalign: 0.5)
            label.setExpand(horizontally: true, vertically: false)
            columns.append(label)
        }
        let deleteColumn = Widget.label("")
        gtk_widget_set_size_request(deleteColumn.pointer, 34, -1)
        columns.append(deleteColumn)
        pane.append(columns)

        gtk_list_box_set_selection_mode(list.opaque, GTK_SELECTION_NONE)
        list.addCSSClass("data-table")
        list.setAccessibleLabel(localized("data"))
        gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.opaque, list.pointer)
        gtk_scrolled_window_set_min_content_height(scroller.opaque, 120)
        scroller.setExpand(horizontally: true, vertically: true)
        pane.append(scroller)

        previousPage.onClicked { [weak self] in self?.turnPage(by: -1) }
        nextPage.onClicked { [weak self] in self?.turnPage(by: 1) }
        pageLabel.setExpand(horizontally: true, vertically: false)
        pager.append(previousPage)
        pager.append(pageLabel)
        pager.append(nextPage)
        pane.append(pager)
        keptNote.wrap(lines: 3, cut: PANGO_ELLIPSIZE_END)
        pane.append(keptNote)
        summaryGrid.setAccessibleLabel(localized("summary"))
        summaryMessage.wrap(lines: 3, cut: PANGO_ELLIPSIZE_END)
        summaryGrid.attach(summaryMessage, column: 0, row: 0, width: 4)
        pane.append(summaryGrid)
        render(shown, summary: .values([]), plots: plots)
    }

    private func makeRow() -> Row {
        let row = Row()
        let line = Widget.box(vertical: false, spacing: 6)
        gtk_label_set_width_chars(row.number.opaque, 4)
        line.append(row.number)
        for (field, isY) in [(row.x, false), (row.y, true)] {
            field.setAccessibleLabel(isY ? "y" : "x")
            gtk_editable_set_width_chars(field.opaque, 8)
            gtk_entry_set_alignment(field.cast(), 1)
            field.setExpand(horizontally: true, vertically: false)
            Signal.connect(field.pointer, "changed") { [weak self, unowned row] in
                guard let self, !isUpdating else { return }
                send(.editData(row: row.index, isY: isY, text: field.text))
            }
            line.append(field)
        }
        row.delete.addCSSClass("flat")
        row.delete.onClicked { [weak self, unowned row] in
            self?.send(.deleteDataRow(row.index))
        }
        line.append(row.delete)
        gtk_list_box_row_set_child(row.row.cast(), line.pointer)
        gtk_list_box_row_set_activatable(row.row.cast(), 0)
        return row
    }

    private func write(_ row: Row, _ value: RowValue) {
        row.index = value.index
        row.number.setLabelText(String(value.index + 1))
        row.x.setAccessibleLabel(localized("x of row %@", String(value.index + 1)))
        row.y.setAccessibleLabel(localized("y of row %@", String(value.index + 1)))
        row.delete.setAccessibleLabel(localized("delete row %@", String(value.index + 1)))
        if row.x.text != value.x { row.x.text = value.x }
        if row.y.text != value.y { row.y.text = value.y }
    }

    /// Shown by its shortcut: the first row's x, or the first key when there are no rows.
    func focusFirstField() {
        if let first = rows.top {
            gtk_widget_grab_focus(first.x.pointer)
        } else {
            gtk_widget_child_focus(pane.pointer, GTK_DIR_TAB_FORWARD)
        }
    }

    func render(_ table: DataTable, summary: Summary, plots: Bool) {
        let wasUpdating = isUpdating
        isUpdating = true
        defer { isUpdating = wasUpdating }
        // A row added at the end (Σ+, +) is shown: its page is the last, scrolled to the end. A
        // table pasted or opened is shown from its first row.
        let added =
            table.rows.count == shown.rows.count + 1 && !table.rows.isEmpty
            && table.rows.dropLast() == shown.rows[...]
        let isNew = abs(table.rows.count - shown.rows.count) > 1
        shown = table
        if added { firstRow = .max }
        if isNew { firstRow = 0 }
        showPage()
        if added || isNew {
            MainLoop.whenIdle { [weak self] in
                guard let self else { return }
                let scroll = gtk_scrolled_window_get_vadjustment(scroller.opaque)
                gtk_adjustment_set_value(scroll, added ? gtk_adjustment_get_upper(scroll) : 0)
            }
        }
        let count = table.rows.count
        keptNote.setVisible(count > CalculatorController.maximumKeptDataRows)
        keptNote.setLabelText(
            localized(
                "The session keeps the first %@ rows: save the table to keep them all",
                String(CalculatorController.maximumKeptDataRows)))
        if (gtk_toggle_button_get_active(plotToggle.cast()) != 0) != plots {
            gtk_toggle_button_set_active(plotToggle.cast(), plots ? 1 : 0)
        }
        show(summary)
    }

    /// The page that holds `firstRow`, or the last.
    private func showPage() {
        let count = shown.rows.count
        firstRow = min(max(firstRow, 0), max(count - 1, 0)) / Self.pageSize * Self.pageSize
        let page = firstRow..<min(firstRow + Self.pageSize, count)
        // ListRows puts its first value at the bottom. The top rows first, the others on the
        // next turns.
        let values = page.reversed().map {
            RowValue(index: $0, x: shown.rows[$0].x, y: shown.rows[$0].y)
        }
        let ready = min(values.count, rows.count + Self.rowsMadePerTurn)
        rows.show(Array(values.suffix(ready)))
        if ready < values.count, !isMakingRows {
            isMakingRows = true
            MainLoop.whenIdle { [weak self] in
                guard let self else { return }
                isMakingRows = false
                isUpdating = true
                defer { isUpdating = false }
                showPage()
            }
        }
        pager.setVisible(count > Self.pageSize)
        pageLabel.setLabelText(
            localized(
                "Rows %@–%@ of %@", String(page.lowerBound + 1), String(page.upperBound),
                String(count)))
        previousPage.setSensitive(firstRow > 0)
        nextPage.setSensitive(page.upperBound < count)
    }

    private func turnPage(by pages: Int) {
        isUpdating = true
        defer { isUpdating = false }
        firstRow += pages * Self.pageSize
        showPage()
    }

    private func show(_ summary: Summary) {
        guard summary != shownSummary else { return }
        shownSummary = summary
        let values: [DataSummaryRow]
        switch summary {
        case .computing:
            values = []
            summaryMessage.setLabelText(localized("Computing") + "…")
        case .message(let message):
            values = []
            summaryMessage.setLabelText(message)
        case .values(let rows):
            values = rows
        }
        summaryMessage.setVisible(values.isEmpty)
        // The cells are made once and written again: a summary shown is no widgets rebuilt.
        while summaryCells.count < values.count { addSummaryCell() }
        for (index, cell) in summaryCells.enumerated() {
            let value = values.indices.contains(index) ? values[index] : nil
            cell.name.setVisible(value != nil)
            cell.value.setVisible(value != nil)
            guard let value else { continue }
            cell.name.setLabelText(value.name)
            cell.value.setButtonLabel(value.text)
            cell.value.setAccessibleLabel(value.name + " " + value.text)
            cell.value.setSensitive(value.value != nil)
        }
        summaryValues = values.map(\.value)
    }

    /// A summary value's name and its button, in two columns of them.
    private func addSummaryCell() {
        let index = summaryCells.count
        let (row, column) = (Int32(index / 2 + 1), Int32(index % 2 * 2))
        let name = Widget.label("", cssClass: "dim-label", xalign: 1)
        summaryGrid.attach(name, column: column, row: row)
        let button = Widget.button(label: "")
        button.addCSSClass("flat")
        button.setExpand(horizontally: true, vertically: false)
        if let label = gtk_button_get_child(button.cast()) {
            gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
            gtk_label_set_xalign(OpaquePointer(label), 1)
        }
        button.setTooltip(localized("Use in the Calculation"))
        button.onClicked { [weak self] in
            guard let self, let value = summaryValues[index] else { return }
            send(.useDataValue(value))
        }
        summaryGrid.attach(button, column: column + 1, row: row)
        summaryCells.append((name, button))
    }
}
