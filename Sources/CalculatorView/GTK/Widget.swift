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

    func setTooltip(_ text: String) { gtk_widget_set_tooltip_text(pointer, text) }

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

    // MARK: Makers

    static func label(cssClass: String) -> Widget {
        let label = Widget(gtk_label_new(nil))
        label.addCSSClass(cssClass)
        return label
    }

    static func button(action: String, target: String) -> Widget {
        let button = Widget(gtk_button_new())
        gtk_actionable_set_action_name(button.opaque, action)
        gtk_actionable_set_action_target_value(button.opaque, g_variant_new_string(target))
        gtk_widget_set_focus_on_click(button.pointer, 0)  // Return must stay "=", not "press again"
        return button
    }

    /// A drop-down of `choices`; `onSelect` gets the index of each new choice.
    static func dropDown(
        _ choices: [String], selected: Int, accessibleLabel: String,
        onSelect: @escaping @MainActor (Int) -> Void
    ) -> Widget {
        var names = choices.map { strdup($0) } + [nil]
        defer { for name in names { free(name) } }
        let dropDown = Widget(
            names.withUnsafeMutableBufferPointer { names in
                names.withMemoryRebound(to: UnsafePointer<CChar>?.self) {
                    gtk_drop_down_new_from_strings($0.baseAddress)
                }
            })
        gtk_drop_down_set_selected(dropDown.opaque, guint(selected))
        dropDown.setAccessibleLabel(accessibleLabel)
        Signal.connectNotify(dropDown.pointer, property: "selected") {
            onSelect(Int(gtk_drop_down_get_selected(dropDown.opaque)))
        }
        return dropDown
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

    func append(_ child: Widget) { gtk_box_append(cast(), child.pointer) }

    /// Puts `child` in this box right after `sibling`.
    func insert(_ child: Widget, after sibling: Widget) {
        gtk_box_insert_child_after(cast(), child.pointer, sibling.pointer)
    }

    func attach(_ child: Widget, column: Int32, row: Int32, width: Int32 = 1, height: Int32 = 1) {
        gtk_grid_attach(cast(), child.pointer, column, row, width, height)
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
