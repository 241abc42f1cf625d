import CGtk

/// A GtkWidget, typed. GTK keeps it alive while it is part of a window; the view only holds
/// widgets of windows it shows.
@MainActor
struct Widget {
    let pointer: UnsafeMutablePointer<GtkWidget>

    init(_ pointer: UnsafeMutablePointer<GtkWidget>) { self.pointer = pointer }

    /// The widget as a more specific GTK type (what the C cast macros do).
    func cast<Target>(to type: Target.Type = Target.self) -> UnsafeMutablePointer<Target> {
        UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Target.self)
    }

    var opaque: OpaquePointer { OpaquePointer(pointer) }

    func addCSSClass(_ name: String) { gtk_widget_add_css_class(pointer, name) }

    func setCSSClass(_ name: String, _ isOn: Bool) {
        if isOn {
            gtk_widget_add_css_class(pointer, name)
        } else {
            gtk_widget_remove_css_class(pointer, name)
        }
    }

    /// The tooltip, which GTK also makes the widget's accessible description; see `Tooltips`.
    /// Its text is made when it is set, after the first frame for the first window's widgets.
    func setTooltip(_ text: @autoclosure @escaping @MainActor () -> String) {
        Tooltips.set(text, on: self)
    }

    /// What a screen reader calls the widget.
    func setAccessibleLabel(_ text: String) { cgtk_accessible_set_label(pointer, text) }

    func setAccessibleDescription(_ text: String) { cgtk_accessible_set_description(pointer, text) }

    func setVisible(_ isVisible: Bool) { gtk_widget_set_visible(pointer, isVisible ? 1 : 0) }

    func setExpand(horizontally: Bool, vertically: Bool) {
        gtk_widget_set_hexpand(pointer, horizontally ? 1 : 0)
        gtk_widget_set_vexpand(pointer, vertically ? 1 : 0)
    }

    func setMargins(_ margin: Int32) {
        gtk_widget_set_margin_top(pointer, margin)
        gtk_widget_set_margin_bottom(pointer, margin)
        gtk_widget_set_margin_start(pointer, margin)
        gtk_widget_set_margin_end(pointer, margin)
    }

    /// Runs the widget's action, by a name such as `app.press`, with a string parameter.
    func activateAction(_ name: String, parameter: String) {
        _ = gtk_widget_activate_action_variant(pointer, name, g_variant_new_string(parameter))
    }

    /// Answers `accelerator` (`<Control>q`) by activating `action` (`app.quit`) while the
    /// focus is in it: a popover is a surface of its own, which the window's shortcuts miss.
    func addShortcut(_ accelerator: String, action: String) {
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_add_shortcut(
            controller,
            gtk_shortcut_new(
                gtk_shortcut_trigger_parse_string(accelerator), gtk_named_action_new(action)))
        gtk_widget_add_controller(pointer, controller)
    }

    // MARK: Makers

    static func label(cssClass: String) -> Widget {
        let label = Widget(gtk_label_new(nil))
        label.addCSSClass(cssClass)
        return label
    }

    /// A button that runs `action` (such as `app.press`) with `target` when clicked, as its
    /// shortcut does. A "clicked" handler rather than GtkActionable, whose helper on every key
    /// follows the action through the widget tree: 2 % of start-up (docs/PERFORMANCE.md).
    static func button(action: String, target: String) -> Widget {
        let button = Widget(gtk_button_new())
        button.onClicked { button.activateAction(action, parameter: target) }
        gtk_widget_set_focus_on_click(button.pointer, 0)  // Return must stay "=", not "press again"
        return button
    }

    /// A drop-down of `choices`; `onSelect` gets the index of each new choice. With `rank`, it
    /// has a search field: the list shows the choices `rank` finds the text typed in (nil for
    /// one it does not), and Enter takes the best (the lowest rank, the first of equals).
    static func dropDown(
        _ choices: [String], selected: Int, accessibleLabel: String,
        rank: (@MainActor (_ choice: String, _ query: String) -> Int?)? = nil,
        onSelect: @escaping @MainActor (Int) -> Void
    ) -> Widget {
        let dropDown = Widget(gtk_drop_down_new(nil, nil))
        dropDown.setChoices(choices, selected: selected)
        if let rank {
            gtk_drop_down_set_enable_search(dropDown.opaque, 1)
            // The open list starts in its search field, so typing searches at once (GTK 4.8's
            // drop-down puts the focus on the list and leaves the field to be clicked).
            if let search = dropDown.descendant(ofType: gtk_search_entry_get_type()),
                let popup = gtk_widget_get_ancestor(search, gtk_popover_get_type())
            {
                // GTK 4.8 filters by the beginning of a text: each choice's text is the search
                // itself where `rank` finds it, and a character no one types where it does not.
                // The choices show their own strings, not that text.
                gtk_drop_down_set_factory(dropDown.opaque, stringFactory)
                let searchText = Signal.itemTextExpression { choice in
                    let query = Widget(search).text
                    return rank(choice, query) == nil ? "\u{1}" : query
                }
                gtk_drop_down_set_expression(dropDown.opaque, searchText)
                gtk_expression_unref(searchText)  // the drop-down holds its own
                Signal.connect(popup, "show") { _ = gtk_widget_grab_focus(search) }
                // Enter takes the best match (the list's own Enter would take the old choice).
                let chooseBestMatch: Signal.Plain = {
                    let search = Widget(search)
                    let ranks = dropDown.choices.enumerated().compactMap { index, choice in
                        rank(choice, search.text).map { (rank: $0, index: index) }
                    }
                    if let best = ranks.min(by: { $0.rank < $1.rank }) {
                        dropDown.selectedIndex = best.index
                    }
                    search.text = ""
                    gtk_popover_popdown(Widget(popup).cast())
                }
                Signal.connect(search, "activate", chooseBestMatch)
            }
        }
        dropDown.setAccessibleLabel(accessibleLabel)
        // The focus goes to the drop-down's button, which a screen reader would otherwise
        // call "GtkToggleButton" (issue 66, item 25).
        dropDown.descendant(ofType: gtk_toggle_button_get_type()).map {
            Widget($0).setAccessibleLabel(accessibleLabel)
        }
        Signal.connectNotify(dropDown.pointer, property: "selected") {
            onSelect(Int(gtk_drop_down_get_selected(dropDown.opaque)))
        }
        return dropDown
    }

    /// The first widget of `type` inside this one, depth first.
    func descendant(ofType type: GType) -> UnsafeMutablePointer<GtkWidget>? {
        var stack = [pointer]
        while let widget = stack.popLast() {
            if widget != pointer, Self.isInstance(widget, of: type) { return widget }
            var child = gtk_widget_get_first_child(widget)
            while let found = child {
                stack.append(found)
                child = gtk_widget_get_next_sibling(found)
            }
        }
        return nil
    }

    /// Each item of a list of strings as a label of its string: `data/ui/string-item.ui`.
    private static let stringFactory: OpaquePointer = {
        var contents: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        guard let path = DataFiles.path(of: "ui/string-item.ui"),
            g_file_get_contents(path, &contents, &length, nil) != 0, let contents
        else {
            complain("ui/string-item.ui: not found")
            exit(1)
        }
        let bytes = g_bytes_new_take(contents, length)
        defer { g_bytes_unref(bytes) }
        return gtk_builder_list_item_factory_new_from_bytes(nil, bytes)
    }()

    /// A drop-down's choices, as they read.
    var choices: [String] {
        guard let model = gtk_drop_down_get_model(opaque) else { return [] }
        return (0..<g_list_model_get_n_items(model)).map { index in
            String(cString: gtk_string_list_get_string(model, index))
        }
    }

    /// A drop-down's choices, replaced; the selection becomes `selected`.
    func setChoices(_ choices: [String], selected: Int) {
        let list = withCStringArray(choices) { gtk_string_list_new($0) }
        gtk_drop_down_set_model(opaque, list)
        g_object_unref(UnsafeMutableRawPointer(list))  // the drop-down holds it
        gtk_drop_down_set_selected(opaque, guint(selected))
    }

    /// Whether the window shows where the focus is (the user moved it with the keyboard).
    var isFocusVisible: Bool { gtk_window_get_focus_visible(cast()) != 0 }

    /// Whether the window's focus is where typing means text: in a text field, or in a popup
    /// (a drop-down's list and its search).
    var focusTakesTyping: Bool { focusIsInTextField || focusIsInPopup }

    /// Whether the focus is in a text field of the window itself (not of a popup).
    var focusIsInTextField: Bool {
        guard let focus = gtk_root_get_focus(OpaquePointer(pointer)) else { return false }
        return Self.isInstance(focus, of: gtk_editable_get_type()) && !focusIsInPopup
    }

    private var focusIsInPopup: Bool {
        guard let focus = gtk_root_get_focus(OpaquePointer(pointer)) else { return false }
        return gtk_widget_get_ancestor(focus, gtk_popover_get_type()) != nil
    }

    /// Whether `widget` is of `type` or a type derived from it (what GTK's `GTK_IS_…` macros ask).
    static func isInstance(_ widget: UnsafeMutablePointer<GtkWidget>, of type: GType)
        -> Bool
    {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        return g_type_check_instance_is_a(instance, type) != 0
    }

    var selectedIndex: Int {
        get { Int(gtk_drop_down_get_selected(opaque)) }
        nonmutating set { gtk_drop_down_set_selected(opaque, guint(newValue)) }
    }

    /// An entry's or other editable's text.
    var text: String {
        get { String(cString: gtk_editable_get_text(opaque)) }
        nonmutating set { gtk_editable_set_text(opaque, newValue) }
    }

    static func grid(spacing: UInt32, homogeneous: Bool) -> Widget {
        let grid = Widget(gtk_grid_new())
        gtk_grid_set_row_spacing(grid.cast(), spacing)
        gtk_grid_set_column_spacing(grid.cast(), spacing)
        gtk_grid_set_row_homogeneous(grid.cast(), homogeneous ? 1 : 0)
        gtk_grid_set_column_homogeneous(grid.cast(), homogeneous ? 1 : 0)
        return grid
    }

    static func box(vertical: Bool, spacing: Int32) -> Widget {
        Widget(
            gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing))
    }
}

// MARK: Kinds of widget

extension Widget {
    /// A right-aligned label that wraps, inside a long number too, onto at most `lines` lines;
    /// text beyond them is cut at `cut` (the start of a number stays in view with
    /// `PANGO_ELLIPSIZE_END`).
    func wrap(lines: Int32, cut: PangoEllipsizeMode) {
        gtk_label_set_justify(opaque, GTK_JUSTIFY_RIGHT)
        gtk_label_set_wrap(opaque, 1)
        gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_lines(opaque, lines)
        gtk_label_set_ellipsize(opaque, cut)
    }

    func setLabelText(_ text: String) { gtk_label_set_text(opaque, text) }

    func setButtonLabel(_ text: String) { gtk_button_set_label(cast(), text) }

    /// A keypad key's label; a long one (`unsigned`, `sinh⁻¹`) in the small labels' size, so
    /// that no label makes its column, and so the window, wider than the narrowest keypad.
    func setKeyLabel(_ text: String) {
        setButtonLabel(text)
        setCSSClass("long-label", text.count > 5)
    }

    func append(_ child: Widget) { gtk_box_append(cast(), child.pointer) }
    func prepend(_ child: Widget) { gtk_box_prepend(cast(), child.pointer) }

    /// Puts `new` in this box where `child` was, and takes `child` out, alive, to be put elsewhere.
    func replace(_ child: Widget, with new: Widget) {
        gtk_box_insert_child_after(cast(), new.pointer, child.pointer)
        child.holdAsFloating()
        gtk_box_remove(cast(), child.pointer)
    }

    /// Takes a reference of its own and marks it floating, as a new widget's: the container the
    /// widget is put in next owns it (one held only by a builder or a box would die with them).
    func holdAsFloating() {
        g_object_ref(pointer)
        g_object_force_floating(
            UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GObject.self))
    }

    /// Puts `child` in this box right after `sibling`.
    func insert(_ child: Widget, after sibling: Widget) {
        gtk_box_insert_child_after(cast(), child.pointer, sibling.pointer)
    }

    func attach(_ child: Widget, column: Int32, row: Int32, width: Int32 = 1, height: Int32 = 1) {
        gtk_grid_attach(cast(), child.pointer, column, row, width, height)
    }

    /// Puts `child` in this grid's cell of `sibling`, right after it: next to it in the order
    /// a screen reader reads them.
    func attach(_ child: Widget, sharingCellOf sibling: Widget) {
        var (column, row, width, height): (Int32, Int32, Int32, Int32) = (0, 0, 1, 1)
        gtk_grid_query_child(cast(), sibling.pointer, &column, &row, &width, &height)
        attach(child, column: column, row: row, width: width, height: height)
        gtk_widget_insert_after(child.pointer, pointer, sibling.pointer)
    }

    /// Moves a child of this grid to another cell without taking it out of the window.
    func move(_ child: Widget, column: Int32, row: Int32, width: Int32 = 1, height: Int32 = 1) {
        let manager = gtk_widget_get_layout_manager(pointer)
        let cell = OpaquePointer(gtk_layout_manager_get_layout_child(manager, child.pointer))
        gtk_grid_layout_child_set_column(cell, column)
        gtk_grid_layout_child_set_row(cell, row)
        gtk_grid_layout_child_set_column_span(cell, width)
        gtk_grid_layout_child_set_row_span(cell, height)
    }

    func removeAllChildren() {
        while let child = gtk_widget_get_first_child(pointer) {
            gtk_widget_unparent(child)
        }
    }

    func setSensitive(_ isSensitive: Bool) {
        gtk_widget_set_sensitive(pointer, isSensitive ? 1 : 0)
    }

    var isVisible: Bool { gtk_widget_get_visible(pointer) != 0 }

    func onClicked(_ handler: @escaping Signal.Plain) {
        Signal.connect(pointer, "clicked", handler)
    }

    static func label(_ text: String, cssClass: String? = nil, xalign: Float = 0) -> Widget {
        let label = Widget(gtk_label_new(text))
        gtk_label_set_xalign(label.opaque, xalign)
        if let cssClass { label.addCSSClass(cssClass) }
        return label
    }

    static func button(label: String, cssClass: String? = nil) -> Widget {
        let button = Widget(gtk_button_new_with_label(label))
        if let cssClass { button.addCSSClass(cssClass) }
        return button
    }

    static func iconButton(_ icon: String, tooltip: String, name: String) -> Widget {
        let button = Widget(gtk_button_new_from_icon_name(icon))
        button.setTooltip(tooltip)
        button.setAccessibleLabel(name)
        return button
    }
}

/// Tooltips set while the first window is built wait until it has drawn its first frame. GTK
/// 4.8 asks the X server where the pointer is for each tooltip set on a visible widget (a round
/// trip), and the window's fifty-odd cost 12–16 ms before it could be shown
/// (docs/PERFORMANCE.md); nobody hovers a key, nor has a screen reader read its description
/// (the tooltip), in the frame after the window appears.
@MainActor
enum Tooltips {
    /// Nil once the first window has been drawn: tooltips are set at once from then on. The
    /// widgets are held weakly: a window may be destroyed undrawn (the view's tests build
    /// hundreds), and its widgets must die with it.
    private static var waiting:
        [(widget: UnsafeMutablePointer<GWeakRef>, text: @MainActor () -> String)]? = []

    static func set(_ text: @escaping @MainActor () -> String, on widget: Widget) {
        guard waiting != nil else { return gtk_widget_set_tooltip_text(widget.pointer, text()) }
        let reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        g_weak_ref_init(reference, widget.pointer)
        waiting?.append((reference, text))
    }

    /// Sets the waiting tooltips when `window`'s first frame has been drawn.
    static func setAfterFirstFrame(of window: Widget) {
        MainLoop.beforeNextFrame(of: window) {
            MainLoop.whenIdle {
                for (reference, text) in waiting ?? [] {
                    if let widget = g_weak_ref_get(reference) {
                        gtk_widget_set_tooltip_text(
                            widget.assumingMemoryBound(to: GtkWidget.self), text())
                        g_object_unref(widget)
                    }
                    g_weak_ref_clear(reference)
                    reference.deallocate()
                }
                waiting = nil
            }
        }
    }
}
