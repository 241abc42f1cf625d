import CGtk
import CalculatorController

/// The Solver pane (issue 67): an equation, a field for each of its names, the range searched,
/// and the roots found, each with Use. It sends every change to the controller and renders
/// what comes back; solving runs where every evaluation runs.
@MainActor
final class SolverPane {
    let pane = Widget.box(vertical: true, spacing: 6)
    private let equation = Widget(gtk_entry_new())
    private let fields = Widget.grid(spacing: 6, homogeneous: false)
    private var valueFields: [String: Widget] = [:]
    private let lower = Widget(gtk_entry_new())
    private let upper = Widget(gtk_entry_new())
    private let roots = Widget.box(vertical: true, spacing: 4)
    private var shown = SolverProblem()
    private var shownNames: [String]?
    private var shownRoots: [String]?
    /// Set while the pane writes into its own widgets, whose signals must not answer.
    private var isUpdating = false
    private let send: @MainActor (WindowCommand) -> Void

    init(send: @escaping @MainActor (WindowCommand) -> Void) {
        self.send = send
        pane.addCSSClass("solver")
        equation.setAccessibleLabel(localized("equation"))
        gtk_entry_set_placeholder_text(equation.cast(), "v = d / t")
        equation.setExpand(horizontally: true, vertically: false)
        pane.append(Widget.label(localized("Equation"), cssClass: "heading"))
        pane.append(equation)
        let hint = Widget.label(
            localized("Fill in every name but one: Solve finds each root of the one left empty."),
            cssClass: "dim-label")
        gtk_label_set_wrap(hint.opaque, 1)
        pane.append(hint)
        pane.append(fields)

        let range = Widget.box(vertical: false, spacing: 6)
        for (field, name) in [(lower, localized("from")), (upper, localized("to"))] {
            field.setAccessibleLabel(name)
            gtk_entry_set_placeholder_text(field.cast(), name)
            gtk_editable_set_width_chars(field.opaque, 8)
            field.setExpand(horizontally: true, vertically: false)
        }
        range.append(Widget.label(localized("Range")))
        range.append(lower)
        range.append(Widget.label("…"))
        range.append(upper)
        pane.append(range)

        let solve = Widget.button(label: localized("Solve"), cssClass: "suggested-action")
        solve.setTooltip(localized("Find Every Root of the Name Left Empty"))
        solve.setAccessibleLabel(localized("solve the equation"))
        solve.onClicked { send(.solveInSolver) }
        pane.append(solve)
        pane.append(roots)

        for field in [equation, lower, upper] { listen(to: field) }
    }

    /// A field's edits go to the controller; its Enter solves.
    private func listen(to field: Widget) {
        Signal.connect(field.pointer, "changed") { [weak self] in self?.sendFields() }
        Signal.connect(field.pointer, "activate") { [send] in send(.solveInSolver) }
    }

    /// Shown by its shortcut: the equation's field.
    func focusFirstField() { gtk_widget_grab_focus(equation.pointer) }

    private func sendFields() {
        guard !isUpdating else { return }
        var problem = shown
        (problem.equation, problem.lower, problem.upper) = (equation.text, lower.text, upper.text)
        for (name, field) in valueFields { problem.values[name] = field.text }
        shown = problem
        send(.editSolver(problem))
    }

    func render(_ problem: SolverProblem, roots found: [String]) {
        let wasUpdating = isUpdating
        isUpdating = true
        defer { isUpdating = wasUpdating }
        shown = problem
        for (field, text) in [
            (equation, problem.equation), (lower, problem.lower), (upper, problem.upper),
        ]
        where field.text != text {
            field.text = text
        }
        let names = problem.names
        if names != shownNames {
            shownNames = names
            buildFields(for: names)
        }
        for (name, field) in valueFields where field.text != problem.values[name] ?? "" {
            field.text = problem.values[name] ?? ""
        }
        if found != shownRoots {
            shownRoots = found
            showRoots(found)
        }
    }

    /// A row for each name: its label and its field.
    private func buildFields(for names: [String]) {
        fields.removeAllChildren()
        valueFields = [:]
        for (row, name) in names.enumerated() {
            fields.attach(Widget.label(name), column: 0, row: Int32(row))
            let field = Widget(gtk_entry_new())
            field.setAccessibleLabel(name)
            gtk_entry_set_alignment(field.cast(), 1)
            field.setExpand(horizontally: true, vertically: false)
            listen(to: field)
            valueFields[name] = field
            fields.attach(field, column: 1, row: Int32(row))
        }
    }

    /// Each root with Use, which puts it on the display.
    private func showRoots(_ found: [String]) {
        roots.removeAllChildren()
        for (index, root) in found.enumerated() {
            let row = Widget.box(vertical: false, spacing: 6)
            let value = Widget.label(root, cssClass: "numeric")
            gtk_label_set_selectable(value.opaque, 1)
            value.setExpand(horizontally: true, vertically: false)
            row.append(value)
            let use = Widget.button(label: localized("Use"))
            use.setTooltip(localized("Use in the Calculation"))
            use.setAccessibleLabel(localized("use root %@", String(index + 1)))
            use.onClicked { [send] in send(.useRoot(index)) }
            row.append(use)
            roots.append(row)
        }
    }
}
