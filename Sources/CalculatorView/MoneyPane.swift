import CGtk
import CalculatorController
import CalculatorModel

/// The Money pane (issue 56): the HP-12C's five quantities, each a field with its buttons (↓
/// takes the display's value, Solve works it out from the other four, ↑ sends it to the
/// display), the periods a year and when payments fall, and the loan's schedule, copied as a
/// table or saved as CSV. It sends every change to the controller and renders what comes back.
@MainActor
final class MoneyPane {
    let pane = Widget.box(vertical: true, spacing: 6)
    private let form = Widget.grid(spacing: 6, homogeneous: false)
    private var fields: [MoneyProblem.Quantity: Widget] = [:]
    private let periodsPerYear = Widget(
        gtk_spin_button_new_with_range(
            Double(MoneyProblem.periodsPerYearRange.lowerBound),
            Double(MoneyProblem.periodsPerYearRange.upperBound), 1))
    private var timing: Widget!
    private let scheduleToggle = Widget(gtk_toggle_button_new_with_label(localized("Schedule")))
    private let schedule = Widget(gtk_text_view_new())
    private let scheduleScroller = Widget(gtk_scrolled_window_new())
    private let scheduleActions = Widget.box(vertical: false, spacing: 6)
    /// The fields as last rendered, and those the schedule shown was made for.
    private var shown = MoneyProblem()
    private var scheduled: MoneyProblem?
    /// Set while the pane writes into its own widgets, whose signals must not answer.
    private var isUpdating = false

    /// Where the schedule is made: thousands of rows of long numbers take seconds, so never
    /// on the window's thread; a newer problem cancels the one being made.
    private let scheduleWork = Worker(threads: 1)

    init(send: @escaping @MainActor (WindowCommand) -> Void) {
        pane.addCSSClass("money")
        for quantity in MoneyProblem.Quantity.allCases {
            addRow(quantity, send: send)
        }
        let row = Int32(MoneyProblem.Quantity.allCases.count)
        form.attach(Widget.label(localized("Periods a year")), column: 0, row: row)
        periodsPerYear.setAccessibleLabel(localized("periods a year"))
        form.attach(periodsPerYear, column: 1, row: row)
        Signal.connect(periodsPerYear.pointer, "value-changed") { [weak self] () -> Void in
            guard let self, !isUpdating else { return }
            send(.setPeriodsPerYear(Int(gtk_spin_button_get_value_as_int(periodsPerYear.opaque))))
        }
        timing = Widget.dropDown(
            [localized("Payments at the end"), localized("Payments at the beginning")],
            selected: 0, accessibleLabel: localized("when payments fall")
        ) { [weak self] index in
            guard let self, !isUpdating else { return }
            send(.setMoneyTiming(atBeginning: index == 1))
        }
        form.attach(timing, column: 0, row: row + 1, width: 5)
        pane.append(form)
        let signs = Widget.label(
            localized(
                "Money received is positive, money paid out negative: a loan is PV +, PMT −"),
            cssClass: "dim-label", xalign: 0)
        gtk_label_set_wrap(signs.opaque, 1)
        pane.append(signs)

        scheduleToggle.setTooltip(localized("Show the Loan's Schedule, Payment by Payment"))
        Signal.connect(scheduleToggle.pointer, "toggled") { [weak self] in self?.showSchedule() }
        let copy = Widget.iconButton(
            "edit-copy-symbolic", tooltip: localized("Copy the Schedule as a Table"),
            name: localized("copy the schedule"))
        copy.onClicked { send(.copySchedule) }
        let save = Widget.iconButton(
            "document-save-symbolic", tooltip: localized("Save the Schedule as CSV"),
            name: localized("save the schedule"))
        save.onClicked { send(.saveSchedule) }
        let actions = Widget.box(vertical: false, spacing: 6)
        actions.append(scheduleToggle)
        scheduleActions.append(copy)
        scheduleActions.append(save)
        actions.append(scheduleActions)
        pane.append(actions)

        gtk_text_view_set_editable(schedule.cast(), 0)
        gtk_text_view_set_monospace(schedule.cast(), 1)
        gtk_text_view_set_cursor_visible(schedule.cast(), 0)
        schedule.setAccessibleLabel(localized("schedule"))
        gtk_scrolled_window_set_child(scheduleScroller.opaque, schedule.pointer)
        scheduleScroller.setExpand(horizontally: true, vertically: true)
        pane.append(scheduleScroller)
        showSchedule()
    }

    /// Shown by its shortcut: the first field, n.
    func focusFirstField() {
        if let first = fields[.periods] { gtk_widget_grab_focus(first.pointer) }
    }

    /// `n`: its name, its field and its three buttons.
    private func addRow(
        _ quantity: MoneyProblem.Quantity, send: @escaping @MainActor (WindowCommand) -> Void
    ) {
        let row = Int32(quantity.rawValue)
        let name = Self.name(of: quantity)
        let label = Widget.label(quantity == .yearlyRate ? "i %" : quantity.symbol)
        label.setTooltip(name)
        form.attach(label, column: 0, row: row)
        let field = Widget(gtk_entry_new())
        field.setAccessibleLabel(name)
        // As wide as a number a field shows, and holding no more than a number needs.
        gtk_editable_set_width_chars(field.opaque, 18)
        gtk_entry_set_max_length(field.cast(), Int32(MoneyProblem.maximumTextLength))
        gtk_entry_set_alignment(field.cast(), 1)
        field.setExpand(horizontally: true, vertically: false)
        Signal.connect(field.pointer, "changed") { [weak self] in
            guard let self, !isUpdating else { return }
            send(.editMoney(quantity, text: field.text))
        }
        fields[quantity] = field
        form.attach(field, column: 1, row: row)
        let buttons: [(String, String, String, WindowCommand)] = [
            (
                "↓", localized("Take the Display's Value"),
                localized("take the display's value into %@", quantity.symbol),
                .takeDisplayIntoMoney(quantity)
            ),
            (
                localized("Solve"), localized("Work It Out from the Other Four"),
                localized("solve %@", quantity.symbol), .solveMoney(quantity)
            ),
            (
                "↑", localized("Use in the Calculation"), localized("use %@", quantity.symbol),
                .useMoney(quantity)
            ),
        ]
        for (column, (text, tooltip, accessibleName, command)) in buttons.enumerated() {
            let button = Widget.button(label: text)
            button.setTooltip(tooltip)
            button.setAccessibleLabel(accessibleName)
            button.onClicked { send(command) }
            form.attach(button, column: Int32(column + 2), row: row)
        }
    }

    /// What a field holds, as a tooltip and a screen reader name it.
    private static func name(of quantity: MoneyProblem.Quantity) -> String {
        switch quantity {
        case .periods: localized("number of payments")
        case .yearlyRate: localized("interest rate, percent a year")
        case .present: localized("present value")
        case .payment: localized("payment")
        case .future: localized("future value")
        }
    }

    func render(_ money: MoneyProblem) {
        shown = money
        let wasUpdating = isUpdating
        isUpdating = true
        defer { isUpdating = wasUpdating }
        for (quantity, field) in fields where field.text != money[quantity] {
            field.text = money[quantity]
        }
        if Int(gtk_spin_button_get_value_as_int(periodsPerYear.opaque)) != money.periodsPerYear {
            gtk_spin_button_set_value(periodsPerYear.opaque, Double(money.periodsPerYear))
        }
        timing.selectedIndex = money.paysAtBeginning ? 1 : 0
        if isScheduleShown, scheduled != money {
            scheduled = money
            scheduleWork.run(within: CalculatorController.timeLimit) {
                switch money.schedule {
                case .success(let schedule): Self.table(schedule)
                case .failure(let refusal): refusal.message
                }
            } then: { [weak self] text in
                guard let self, scheduled == money else { return }
                gtk_text_buffer_set_text(gtk_text_view_get_buffer(schedule.cast()), text, -1)
            }
        }
    }

    private var isScheduleShown: Bool {
        gtk_toggle_button_get_active(scheduleToggle.cast()) != 0
    }

    private func showSchedule() {
        scheduleScroller.setVisible(isScheduleShown)
        scheduleActions.setVisible(isScheduleShown)
        scheduled = nil
        render(shown)
    }

    /// The schedule as the pane shows it: columns of figures under their names, right-aligned.
    nonisolated static func table(_ schedule: Amortization) -> String {
        let rows =
            [Amortization.columnNames]
            + schedule.rows.map { row in
                [
                    String(row.period), row.interest.centsText, row.principal.centsText,
                    row.balance.centsText,
                ]
            }
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            zip(row, widths).map { String(repeating: " ", count: $1 - $0.count) + $0 }
                .joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
