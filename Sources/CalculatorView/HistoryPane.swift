import CGtk
import CalculatorController
import CalculatorModel

/// Finished calculations, newest at the top. Clicking one puts its result in the display; its
/// edit button puts the calculation in the expression line.
@MainActor
final class HistoryPane {
    let pane: Widget
    private let list: Widget
    private let scroller: Widget
    /// The rows on screen, the oldest at the bottom.
    private lazy var rows = ListRows<Row, HistoryRow>(
        in: list, make: { [send] in Self.makeRow(send: send) },
        write: { row, entry in
            row.expression.setLabelText(entry.expression)
            row.result.setLabelText(entry.result.keepingSignsWithDigits)
        })

    private struct Row: ListRow {
        let row: Widget
        let expression: Widget
        let result: Widget
    }

    /// `data/ui/history.ui`; a row, clicked, sends its index.
    private let send: @MainActor (WindowCommand) -> Void

    init(send: @escaping @MainActor (WindowCommand) -> Void) {
        self.send = send
        let file = Builder("history")
        defer { file.release() }
        (pane, list, scroller) = (file.widget("pane"), file.widget("list"), file.widget("scroller"))
        Signal.connect(list.pointer, "row-activated") { row in
            guard let row else { return }
            send(
                .recallHistory(
                    Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self)))
                ))
        }
    }

    func render(_ history: [HistoryRow]) {
        guard rows.show(history.reversed()) else { return }
        // The newest entry is the first row: keep it in view.
        gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(scroller.opaque), 0)
    }

    private static func makeRow(send: @escaping @MainActor (WindowCommand) -> Void) -> Row {
        let row = Row(
            row: Widget(gtk_list_box_row_new()),
            expression: Widget.label("", cssClass: "history-expression", xalign: 1),
            result: Widget.label("", cssClass: "history-result", xalign: 1))
        let lines = Widget.box(vertical: true, spacing: 0)
        lines.setMargins(6)
        row.expression.wrap(lines: 3, cut: PANGO_ELLIPSIZE_START)
        row.result.wrap(lines: 3, cut: PANGO_ELLIPSIZE_END)
        lines.append(row.expression)
        lines.append(row.result)
        lines.setExpand(horizontally: true, vertically: false)
        let edit = Widget.iconButton(
            "document-edit-symbolic", tooltip: localized("Edit this calculation"),
            name: localized("edit this calculation"))
        edit.addCSSClass("flat")
        gtk_widget_set_valign(edit.pointer, GTK_ALIGN_CENTER)
        edit.onClicked { [send, row] in
            send(.editHistory(Int(gtk_list_box_row_get_index(row.row.cast()))))
        }
        let line = Widget.box(vertical: false, spacing: 0)
        line.append(edit)
        line.append(lines)
        gtk_list_box_row_set_child(row.row.cast(), line.pointer)
        return row
    }

    /// A tall window has little height to spare, a wide one little width.
    func fit(wide: Bool) {
        gtk_widget_set_size_request(pane.pointer, wide ? 150 : -1, wide ? -1 : 150)
    }
}
