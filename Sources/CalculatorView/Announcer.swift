import CGtk
import CalculatorController

/// What a screen reader says of a result or a refusal after Return, which no focus change
/// tells: GTK 4.8 has no announce call (GNOME 48's `gtk_accessible_announce`), and GTK 4.8
/// tells no appearing label's text. Orca speaks a change of the focused widget's description,
/// so the text becomes that description until the focus moves on, when the widget's own (its
/// tooltip's) comes back.
@MainActor
final class Announcer {
    /// The widget whose description says the text, held weakly: a popover's field may be gone
    /// when the focus moves on.
    private let described = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
    private var lastHistory: [HistoryRow]?
    private var lastNotice: String?
    private var lastError: String?

    init() { g_weak_ref_init(described, nil) }

    isolated deinit {
        g_weak_ref_clear(described)
        described.deallocate()
    }

    /// Says what the state newly holds, on `focus`: a calculation kept (its newest row in the
    /// history), else a notice, else an error on the display.
    func render(_ state: DisplayState, focus focused: Widget?) {
        defer { (lastHistory, lastNotice, lastError) = (state.history, state.notice, state.error) }
        guard let lastHistory, let focused else { return }  // the first state is the start
        let text: String? =
            if state.history != lastHistory, let newest = state.history.first {
                newest.expression + " " + newest.result
            } else if let notice = state.notice, notice != lastNotice {
                notice
            } else if let error = state.error, error != lastError, !state.isTyping {
                error
            } else {
                nil
            }
        guard let text else { return }
        // A field's text part has the focus; the field is what a screen reader knows.
        let focus =
            Widget.isInstance(focused.pointer, of: gtk_text_get_type())
            ? gtk_widget_get_parent(focused.pointer).map(Widget.init) ?? focused : focused
        restore()
        focus.setAccessibleDescription(text)
        g_weak_ref_set(described, focus.pointer)
    }

    /// The focus moved on: the widget that said the text has its own description again.
    func restore() {
        guard let object = g_weak_ref_get(described) else { return }
        defer { g_object_unref(object) }
        g_weak_ref_set(described, nil)
        let widget = Widget(object.assumingMemoryBound(to: GtkWidget.self))
        if let tooltip = gtk_widget_get_tooltip_text(widget.pointer) {
            widget.setAccessibleDescription(String(cString: tooltip))
        } else {
            gtk_accessible_reset_property(
                OpaquePointer(widget.pointer), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
        }
    }
}
