import CGtk
import CalculatorController
import CalculatorModel

/// The Functions button and its popover: save the calculation under a name (or keep a
/// definition typed there), search the kept functions, call one (a row's button, or Enter in
/// the search), graph, edit or delete it, and undo a deletion.
@MainActor
final class FunctionsPopover {
    let button: Widget
    /// Built when it first opens: the first frame does not show it.
    private var popup: Popup?
    private let send: @MainActor (WindowCommand) -> Void
    private var state: DisplayState?
    /// The rows shown, for the functions they show: rebuilt only when those change.
    private var shownRows: [FunctionRow]?
    /// The function whose definition the field holds to be changed; nil: a new one.
    private var editing: String?

    init(send: @escaping @MainActor (WindowCommand) -> Void) {
        self.send = send
        let file = Builder("functions", objects: ["button"])
        defer { file.release() }
        button = file.widget("button")
        button.setTooltip(AppCommand.functions.tooltip)
        button.onClicked { [weak self] in self?.open(focusing: .search) }
    }

    var isOpen: Bool { popup?.popover.isVisible == true }

    enum Field { case search, definition }

    /// Opens with the focus in the search (to call one) or in the field (to save one).
    func open(focusing field: Field) {
        let popup = popup ?? makePopup()
        self.popup = popup
        popup.search.text = ""  // a new search each time
        if let state { update(popup, with: state) }
        gtk_popover_popup(popup.popover.cast())
        gtk_widget_grab_focus((field == .search ? popup.search : popup.definition).pointer)
    }

    func render(_ state: DisplayState) {
        self.state = state
        if let popup, isOpen { update(popup, with: state) }
    }

    private func update(_ popup: Popup, with state: DisplayState) {
        if shownRows != state.functions {
            shownRows = state.functions
            filter(popup)
        }
        popup.empty.setVisible(state.functions.isEmpty)
        popup.undoBar.setVisible(state.deletedFunction != nil)
        if let name = state.deletedFunction {
            popup.deleted.setLabelText(localized("%@ deleted", name))
        }
    }

    /// Rows built at most: 1 000 functions' rows took 6 s to build. The search finds the rest.
    private static let rowsBuilt = 100

    /// The rows of the functions whose name or formula holds the search's text, whatever its
    /// case: the first `rowsBuilt`, and a line that says how many more there are.
    private func filter(_ popup: Popup) {
        let words = popup.search.text.lowercased()
        let matches = (shownRows ?? []).filter { $0.definition.lowercased().holds(words) }
        popup.rows.removeAllChildren()
        for function in matches.prefix(Self.rowsBuilt) {
            popup.rows.append(row(for: function, in: popup))
        }
        if matches.count > Self.rowsBuilt {
            popup.rows.append(
                Widget.label(
                    localized(
                        "%@ more: search to find them", String(matches.count - Self.rowsBuilt)),
                    cssClass: "dim-label"))
        }
    }

    /// A function's line: the call (its definition, which inserts or applies it), Graph for a
    /// function of one argument, Edit and Delete.
    private func row(for function: FunctionRow, in popup: Popup) -> Widget {
        let row = Widget.box(vertical: false, spacing: 2)
        let call = Widget.button(label: function.definition, cssClass: "flat")
        if let label = gtk_button_get_child(call.cast()) {
            gtk_label_set_xalign(OpaquePointer(label), 0)
            gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
        }
        call.setExpand(horizontally: true, vertically: false)
        call.setTooltip(localized("Use %@ in the calculation", function.name))
        call.onClicked { [weak self] in self?.call(function.name) }
        row.append(call)
        if function.parameterCount == 1 {
            let graph = Widget.button(label: localized("Graph"), cssClass: "flat")
            graph.setTooltip(localized("Graph %@", function.heading))
            graph.setAccessibleLabel(localized("graph %@", function.name))
            graph.onClicked { [weak self] in
                gtk_popover_popdown(popup.popover.cast())
                self?.send(.graphFunction(function.name))
            }
            row.append(graph)
        }
        let edit = Widget.iconButton(
            "document-edit-symbolic", tooltip: localized("Edit %@", function.name),
            name: localized("edit %@", function.name))
        edit.onClicked { [weak self] in self?.edit(function, in: popup) }
        let delete = Widget.iconButton(
            "user-trash-symbolic", tooltip: localized("Delete %@", function.name),
            name: localized("delete %@", function.name))
        delete.onClicked { [weak self] in self?.send(.deleteFunction(function.name)) }
        for button in [edit, delete] {
            button.addCSSClass("flat")
            row.append(button)
        }
        return row
    }

    private func call(_ name: String) {
        popup.map { gtk_popover_popdown($0.popover.cast()) }
        button.activateAction("app.press", parameter: Key.function(name).token)
    }

    /// The definition in the field, to change and save: Save then renames and redefines it.
    private func edit(_ function: FunctionRow, in popup: Popup) {
        editing = function.name
        popup.definition.text = function.definition
        popup.heading.setLabelText(localized("Edit %@", function.name))
        gtk_widget_grab_focus(popup.definition.pointer)
    }

    private func save(_ popup: Popup) {
        let text = popup.definition.text
        guard text.contains(where: { !$0.isWhitespace }) else { return }
        // A field holds 65 534 characters (GTK's buffer, measured) and cuts a longer paste:
        // a full field may hold a cut definition, and a shorter function is never kept.
        guard text.count < 65_534 else { return send(.refuseCutDefinition) }
        let before = state?.functions
        send(editing.map { .redefineFunction($0, as: text) } ?? .saveFunction(text))
        // Kept while refused, so that what the notice says can be mended in place.
        guard state?.functions != before else { return }
        (editing, popup.definition.text) = (nil, "")
        popup.heading.setLabelText(localized("Save as Function"))
    }

    private func makePopup() -> Popup {
        let popup = Popup(of: button)
        Signal.connect(popup.definition.pointer, "activate") { [weak self] in self?.save(popup) }
        popup.save.onClicked { [weak self] in self?.save(popup) }
        Signal.connect(popup.search.pointer, "search-changed") { [weak self] in
            self?.filter(popup)
        }
        // A search entry takes Esc for itself (to stop searching): it closes, as elsewhere.
        Signal.connect(popup.search.pointer, "stop-search") {
            gtk_popover_popdown(popup.popover.cast())
        }
        // Enter in the search calls the first function shown.
        Signal.connect(popup.search.pointer, "activate") { [weak self] in
            guard let self else { return }
            let words = popup.search.text.lowercased()
            guard
                let first = shownRows?.first(where: { $0.definition.lowercased().holds(words) })
            else { return }
            call(first.name)
        }
        return popup
    }

    /// The popover of `data/ui/functions.ui`.
    @MainActor
    private struct Popup {
        let popover: Widget
        let heading: Widget
        let definition: Widget
        let save: Widget
        let search: Widget
        let rows: Widget
        let empty: Widget
        let undoBar: Widget
        let deleted: Widget

        init(of button: Widget) {
            let file = Builder("functions", objects: ["popover"])
            defer { file.release() }
            (popover, heading, definition, save) = (
                file.widget("popover"), file.widget("heading"), file.widget("definition"),
                file.widget("save")
            )
            (search, rows, empty, undoBar, deleted) = (
                file.widget("search"), file.widget("rows"), file.widget("empty"),
                file.widget("undo_bar"), file.widget("deleted")
            )
            gtk_widget_set_parent(popover.pointer, button.pointer)
            popover.answerAppWideShortcuts()
            // As the variables' popover: let go of before the button is finalized.
            Signal.connect(button.pointer, "destroy") { [popover] in
                gtk_widget_unparent(popover.pointer)
            }
        }
    }
}

extension String {
    /// Whether `words` occur in it. `contains` with a string would link the string-processing
    /// library, 1.4 MB of the binary, for this one search.
    fileprivate func holds(_ words: String) -> Bool {
        words.isEmpty || indices.contains { self[$0...].hasPrefix(words) }
    }
}
