import CGtk
import CalculatorController

/// RPN's stack: level 1 at the bottom, next to the keypad, higher levels above it, scrolling
/// for more. Each level shows its value and, smaller, its expression. Activating a level (a
/// click, or Space on it) pushes a copy; its context menu copies the value.
@MainActor
final class StackView {
    let view = Widget(gtk_scrolled_window_new())
    /// The stack keys (`x⇄y`, `R↓`, drop, `LASTx`), shown with the stack.
    let keys = Widget.box(vertical: false, spacing: 6)
    private let list = Widget(gtk_list_box_new())
    private let more = Widget.label("", cssClass: "stack-more", xalign: 1)
    private let menu = Widget(gtk_popover_menu_new_from_model(nil))
    /// The rows on screen, level 1 at the bottom: a level's row sits `count − level` from the
    /// top.
    private lazy var rows = ListRows<Row, StackRow>(in: list, make: Self.makeRow) { row, level in
        row.number.setLabelText("\(level.level):")
        row.expression.setLabelText(level.expression)
        row.value.setLabelText(level.isError ? level.value : level.value.keepingSignsWithDigits)
        row.value.setCSSClass("error", level.isError)
        row.row.setAccessibleLabel(level.spokenText)
    }
    private var isScrollPending = false

    private struct Row: ListRow {
        let row: Widget
        let number: Widget
        let expression: Widget
        let value: Widget
    }

    var isMenuOpen: Bool { menu.isVisible }

    init(send: @escaping @MainActor (WindowCommand) -> Void, buttons: [Widget]) {
        let content = Widget.box(vertical: true, spacing: 0)
        gtk_widget_set_valign(content.pointer, GTK_ALIGN_END)  // few levels sit on the keypad
        content.append(more)
        content.append(list)
        gtk_list_box_set_selection_mode(list.opaque, GTK_SELECTION_NONE)
        list.setAccessibleLabel(localized("stack"))
        list.addCSSClass("stack")
        Signal.connect(list.pointer, "row-activated") { [weak self] row in
            guard let self, let level = level(of: row) else { return }
            send(.useLevel(level))
        }
        gtk_scrolled_window_set_child(view.opaque, content.pointer)
        gtk_scrolled_window_set_policy(view.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        // Room for three levels at least, five before it scrolls, more in a taller window.
        gtk_scrolled_window_set_min_content_height(view.opaque, 84)
        gtk_scrolled_window_set_max_content_height(view.opaque, 140)
        gtk_scrolled_window_set_propagate_natural_height(view.opaque, 1)
        view.setExpand(horizontally: true, vertically: true)
        // Level 1 is at the bottom: keep it in view as levels come and go. The viewport sets
        // its own value while it lays out, so the bottom is set once it is done: before the
        // next frame, which never comes once the view is gone (a timer would outlive it).
        let adjustment = gtk_scrolled_window_get_vadjustment(view.opaque)!
        Signal.connect(adjustment, "changed") { [weak self] in
            guard let self, !isScrollPending else { return }
            isScrollPending = true
            MainLoop.beforeNextFrame(of: view) { [weak self] in
                self?.isScrollPending = false
                let bottom =
                    gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
                if gtk_adjustment_get_value(adjustment) != bottom {
                    gtk_adjustment_set_value(adjustment, bottom)
                }
            }
        }

        // Not on the list: a GtkListBox disposes its children as rows and would never let go
        // of a popover. A box lets go of every child, and lays out none that is a popover.
        gtk_widget_set_parent(menu.pointer, content.pointer)
        gtk_popover_set_has_arrow(menu.cast(), 0)
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(click, guint(GDK_BUTTON_SECONDARY))
        Signal.connectPressed(click) { [weak self] _, x, y in self?.openMenu(x: x, y: y) }
        gtk_widget_add_controller(list.pointer, click)

        keys.addCSSClass("stack-keys")
        gtk_box_set_homogeneous(keys.cast(), 1)
        for button in buttons { keys.append(button) }
    }

    func render(_ stack: [StackRow], depth: Int) {
        let hidden = depth - stack.count
        more.setLabelText(
            hidden > 0 ? localized("Higher levels not shown: %@", String(hidden)) : "")
        more.setVisible(hidden > 0)
        rows.show(stack)
    }

    private static func makeRow() -> Row {
        let line = Widget.box(vertical: false, spacing: 12)
        let row = Row(
            row: Widget(gtk_list_box_row_new()),
            number: Widget.label("", cssClass: "stack-level"),
            expression: Widget.label("", cssClass: "stack-expression", xalign: 1),
            value: Widget.label("", cssClass: "stack-value", xalign: 1))
        gtk_label_set_ellipsize(row.expression.opaque, PANGO_ELLIPSIZE_START)
        row.expression.setExpand(horizontally: true, vertically: false)
        // A number keeps every digit; an error's message wraps rather than widen the window.
        gtk_label_set_wrap(row.value.opaque, 1)
        gtk_label_set_justify(row.value.opaque, GTK_JUSTIFY_RIGHT)
        for label in [row.number, row.expression, row.value] { line.append(label) }
        gtk_widget_set_valign(row.number.pointer, GTK_ALIGN_BASELINE)
        gtk_widget_set_valign(row.expression.pointer, GTK_ALIGN_BASELINE)
        gtk_widget_set_valign(row.value.pointer, GTK_ALIGN_BASELINE)
        gtk_list_box_row_set_child(row.row.cast(), line.pointer)
        return row
    }

    private func level(of row: UnsafeMutableRawPointer?) -> Int? {
        guard let row else { return nil }
        let index = gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self))
        return index < 0 ? nil : rows.count - Int(index)
    }

    /// The context menu of the level under the pointer: "Copy Value".
    private func openMenu(x: Double, y: Double) {
        guard let row = gtk_list_box_get_row_at_y(list.opaque, Int32(y)),
            let level = level(of: UnsafeMutableRawPointer(row))
        else { return }
        let model = g_menu_new()
        g_menu_append(model, localized("Copy Value"), "app.copy-level::\(level)")
        gtk_popover_menu_set_menu_model(
            menu.opaque, UnsafeMutableRawPointer(model)?.assumingMemoryBound(to: GMenuModel.self))
        g_object_unref(UnsafeMutableRawPointer(model))
        var (parentX, parentY) = (x, y)
        let parent = gtk_widget_get_parent(menu.pointer)
        gtk_widget_translate_coordinates(list.pointer, parent, x, y, &parentX, &parentY)
        var point = GdkRectangle(x: Int32(parentX), y: Int32(parentY), width: 1, height: 1)
        gtk_popover_set_pointing_to(menu.cast(), &point)
        gtk_popover_popup(menu.cast())
    }
}
