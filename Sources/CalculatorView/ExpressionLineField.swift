import CGtk
import CalculatorController

/// The expression line: a text field in the description's place while text is typed or
/// edited. GTK edits it (cursor, selection, words, clipboard, undo of edits); each edit goes
/// to the controller, and the controller's own changes (a key's text, an earlier calculation)
/// come back in the state.
@MainActor
final class ExpressionLineField {
    let entry = Widget(gtk_entry_new())
    /// The last controller change put in the field.
    private var revision: Int?
    /// Set while the field is given the controller's text: its own signals then tell nothing.
    private var isApplying = false

    init(onEdit: @escaping @MainActor (_ text: String, _ cursor: Int, _ anchor: Int) -> Void) {
        entry.addCSSClass("expression-line")
        entry.setAccessibleLabel(localized("expression line"))
        gtk_editable_set_alignment(entry.opaque, 1)
        gtk_entry_set_has_frame(entry.cast(), 0)
        entry.setVisible(false)
        let report: Signal.Plain = { [weak self, entry] in
            guard let self, !isApplying, revision != nil else { return }
            let (cursor, anchor) = Self.selection(of: entry)
            onEdit(entry.text, cursor, anchor)
        }
        Signal.connect(entry.pointer, "changed", report)
        // The cursor moves after "changed": the controller learns where it stands each time.
        for property in ["cursor-position", "selection-bound"] {
            Signal.connectNotify(entry.pointer, property: property, report)
        }
    }

    /// Whether the focus is in the field.
    var hasFocus: Bool {
        guard let root = gtk_widget_get_root(entry.pointer),
            let focus = gtk_root_get_focus(root)
        else { return false }
        return focus == entry.pointer || gtk_widget_is_ancestor(focus, entry.pointer) != 0
    }

    /// Shows the line, or hides it when there is none. A controller change puts its text and
    /// cursor in the field and gives it the focus, without selecting all as focus would.
    func render(_ line: LineState?) {
        guard let line else {
            entry.setVisible(false)
            revision = nil
            return
        }
        entry.setVisible(true)
        guard line.revision != revision else { return }
        revision = line.revision
        isApplying = true
        if entry.text != line.text { entry.text = line.text }
        gtk_entry_grab_focus_without_selecting(entry.cast())
        gtk_editable_select_region(entry.opaque, Int32(line.anchor), Int32(line.cursor))
        isApplying = false
    }

    /// The cursor and the selection's other end.
    private static func selection(of entry: Widget) -> (cursor: Int, anchor: Int) {
        let cursor = Int(gtk_editable_get_position(entry.opaque))
        var (start, end): (Int32, Int32) = (0, 0)
        guard gtk_editable_get_selection_bounds(entry.opaque, &start, &end) != 0 else {
            return (cursor, cursor)
        }
        return (cursor, cursor == Int(start) ? Int(end) : Int(start))
    }
}
