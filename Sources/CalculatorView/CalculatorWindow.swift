import CGtk
import CalculatorController
import CalculatorModel
import Numbers

/// The calculator's window: header bar, description, display, variables line, history and
/// keypad. It renders `DisplayState`; keypad keys go through `app.press`, everything else
/// through `send`.
@MainActor
final class CalculatorWindow {
    let window: Widget
    private let description = Widget.label(cssClass: "description")
    /// The expression line, shown in the description's place while text is typed or edited;
    /// built the first time it opens, as the history and the stack are: start-up does not pay
    /// for a text field.
    private var line: ExpressionLineField?
    /// Whether the state shows the line open: keys that leave or keep it go to it.
    private var lineIsOpen = false
    private let display = Widget.label(cssClass: "display")
    /// Holds the display from the first time more digits are shown: a taller area that scrolls.
    /// Until then the display is in the readout alone (a scroller cost start-up 1 % of its
    /// instructions, docs/PERFORMANCE.md).
    private var displayScroller: Widget?
    /// The display as the readout holds it: alone, or in its scroller.
    private var displayInReadout: Widget { displayScroller ?? display }
    private let notice = Widget.label(cssClass: "notice")
    /// Turns while a result takes longer than a moment to compute; hidden otherwise.
    private let spinner = Widget(gtk_spinner_new())
    private let announcer = Announcer()
    private let variables: VariablesPopover
    let functions: FunctionsPopover
    /// Built the first time it is shown, as is RPN's stack: start-up pays for neither.
    private var history: HistoryPane?
    private var stack: StackView?
    private let send: @MainActor (WindowCommand) -> Void
    /// Built the first time it is shown: start-up does not pay for it.
    private(set) var graph: GraphPane?
    /// The unit converter under the display; built the first time it is shown.
    private(set) var converter: ConverterPane?
    /// The Money and Data panes, in the graph's place (the three take turns); each built the
    /// first time it is shown.
    private(set) var money: MoneyPane?
    private(set) var data: DataPane?
    private(set) var solver: SolverPane?
    private let lastLine = Widget.box(vertical: false, spacing: 6)
    private let body = Widget.grid(spacing: 12, homogeneous: false)
    private let readout = Widget.box(vertical: true, spacing: 2)
    private let keypad = Widget.grid(spacing: 6, homogeneous: true)
    private let scientificBlock = Widget.grid(spacing: 6, homogeneous: true)
    private let basicBlock = Widget.grid(spacing: 6, homogeneous: true)
    /// Programmer mode's keys (in the functions' place) and its word under the display: built
    /// the first time the mode is shown, not at start-up (17 ms of it, measured).
    private var programmer: (block: Widget, buttons: [Key: Widget], panel: WordPanel)?
    private let header: HeaderBar
    private let angle = Widget.button(action: "app.press", target: Key.switchAngleUnit.token)
    private let graphToggle = Widget(gtk_toggle_button_new_with_label(localized("Graph")))
    private let converterToggle = Widget(gtk_toggle_button_new_with_label(localized("Units")))
    private let moneyToggle = Widget(gtk_toggle_button_new_with_label(localized("Money")))
    private let dataToggle = Widget(gtk_toggle_button_new_with_label(localized("Data")))
    private let solverToggle = Widget(gtk_toggle_button_new_with_label(localized("Solve")))
    private var buttons: [Key: Widget] = [:]
    private var mode = CalculatorMode.scientific
    private var shape = Keypad.Shape.tall
    private var notation = Notation.algebraic  // what the buttons are labelled for
    private var showsSecondFunctions = false
    private var hasSecondFunctionKeys = false
    /// Whether the last key pressed moves the focus (Tab, arrows): only then is the focus ring
    /// shown.
    private var isNavigating = false
    /// Told the window's size each time it changes, while the window is alive to be asked.
    var onResize: (@MainActor (_ width: Int, _ height: Int) -> Void)?
    /// Whether the focus is now where text is typed (a field, a popup): the app's shortcuts
    /// that are also text editing's (Ctrl+A, Ctrl+C, Ctrl+V) give way to it there.
    var onTextFocus: (@MainActor (_ isTyping: Bool) -> Void)?

    init(application: Application, send: @escaping @MainActor (WindowCommand) -> Void) {
        window = Widget(gtk_application_window_new(application.pointer))
        gtk_window_set_title(window.cast(), localized("Calculator Brain"))
        header = HeaderBar()
        gtk_window_set_titlebar(window.cast(), header.bar.pointer)
        variables = VariablesPopover(send: send)
        functions = FunctionsPopover(send: send)
        self.send = send

        for (label, role) in [
            (description, localized("expression")), (display, localized("result")),
            (variables.line, localized("variables")),
        ] {
            gtk_label_set_xalign(label.opaque, 1)
            label.setAccessibleDescription(role)
        }
        // Numbers are never cut in the middle: the display wraps a long one under its start
        // (its font shrinks first, see `render`), the description keeps its newest part.
        display.wrap(lines: 4, cut: PANGO_ELLIPSIZE_END)
        description.wrap(lines: 3, cut: PANGO_ELLIPSIZE_START)
        // Cut at its end: cut at its start, "x = unset" read "… set".
        gtk_label_set_ellipsize(variables.line.opaque, PANGO_ELLIPSIZE_END)
        // Plain labels, never Tab stops (Ctrl+C copies the number): a selectable label must be
        // focusable, or it swallows forward Tab and the keypad is never reached; a focusable one
        // takes the window's first focus and shows a text caret in the display while one types.
        readout.append(description)
        readout.append(display)
        // A click on the description edits the calculation as text.
        let click = gtk_gesture_click_new()!
        Signal.connectPressed(click) { _, _, _ in send(.openLine(.end)) }
        gtk_widget_add_controller(description.pointer, click)
        // A row of its own, always two lines tall (style.css), so that no message moves the
        // keypad or widens the window; a long path is one word, wrapped inside it. A screen
        // reader reads the whole text of a message cut at the second line.
        notice.wrap(lines: 2, cut: PANGO_ELLIPSIZE_END)
        gtk_label_set_justify(notice.opaque, GTK_JUSTIFY_LEFT)
        gtk_label_set_xalign(notice.opaque, 0)
        notice.setAccessibleDescription(localized("notice"))
        angle.setTooltip(Key.switchAngleUnit.tooltip(in: .algebraic))
        angle.addCSSClass("angle-unit")
        lastLine.append(angle)
        spinner.setVisible(false)
        spinner.setAccessibleLabel(localized("computing"))
        lastLine.append(spinner)
        let space = Widget.box(vertical: false, spacing: 0)
        space.setExpand(horizontally: true, vertically: false)
        lastLine.append(space)
        lastLine.append(variables.button)
        lastLine.append(functions.button)
        // Beside RAD, not in the header bar: there it would widen the narrowest window. Drawn
        // as buttons, not flat, and joined: a row of modes that looks like one before it is
        // hovered, as narrow as four can be.
        let panes = Widget.box(vertical: false, spacing: 0)
        panes.addCSSClass("linked")
        for (toggle, command) in [
            (graphToggle, AppCommand.showGraph), (converterToggle, .showConverter),
            (moneyToggle, .showMoney), (dataToggle, .showData), (solverToggle, .showSolver),
        ] {
            gtk_actionable_set_action_name(toggle.opaque, command.action)
            toggle.setTooltip(command.tooltip)
            toggle.addCSSClass("mode-button")
            panes.append(toggle)
        }
        lastLine.append(panes)
        readout.append(lastLine)
        readout.append(notice)

        buttons = addButtons(Keypad.scientific, to: scientificBlock)
            .merging(addButtons(Keypad.basic, to: basicBlock)) { first, _ in first }
        showSecondFunctions(false)
        keypad.attach(scientificBlock, column: 0, row: 0)
        keypad.attach(basicBlock, column: 0, row: 1)
        keypad.setExpand(horizontally: true, vertically: true)
        keypad.addCSSClass("keypad")

        body.setMargins(12)
        body.attach(readout, column: 0, row: 0)
        body.attach(keypad, column: 0, row: 2)
        // Nothing but the user sizes the window: content that needs more height than the
        // window has (a notice, a pane, programmer mode's bits) scrolls, rather than
        // growing the window, whose new size would be saved as if chosen.
        let scroller = Widget(gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_min_content_height(scroller.opaque, 360)
        gtk_scrolled_window_set_child(scroller.opaque, body.pointer)
        gtk_window_set_child(window.cast(), scroller.pointer)

        listenToKeyboard()
        for property in ["default-width", "default-height"] {
            Signal.connectNotify(window.pointer, property: property) { [weak self] in self?.reflow()
            }
        }
    }

    func present() {
        gtk_window_present(window.cast())
        Tooltips.setAfterFirstFrame(of: window)
    }

    /// Closes the window as its close button does: "close-request" first, then "destroy".
    func close() { gtk_window_close(window.cast()) }

    /// `handler` runs when the window is asked to close (close button, WM_DELETE_WINDOW,
    /// `close()`), while it is still whole; the window then closes.
    func onCloseRequest(_ handler: @escaping Signal.Plain) {
        Signal.connect(window.pointer, "close-request") {
            handler()
            return false
        }
    }

    /// `handler` runs when GTK destroys the window: nothing of it may be used after that.
    func onDestroy(_ handler: @escaping Signal.Plain) {
        Signal.connect(window.pointer, "destroy", handler)
    }

    /// A pane built here is empty until the next `render`.
    func showHistory(_ isShown: Bool) {
        if isShown, history == nil {
            let history = HistoryPane(send: send)
            self.history = history
            body.attach(history.pane, column: 0, row: 1)  // `place` puts it where the shape wants
        }
        history?.pane.setVisible(isShown)
        reflow()
        placePanes()
    }

    /// Wide, the graph sits beside the keypad; tall, it takes the keypad's place (typing
    /// still works, and Ctrl+G brings the keypad back).
    func showGraph(_ isShown: Bool) -> GraphPane? {
        showSidePane(isShown, \.graph, make: GraphPane.init)
    }

    /// The Money and Data panes take the graph's place: beside the keypad when wide, in its
    /// place when tall.
    func showMoney(_ isShown: Bool, make: () -> MoneyPane) -> MoneyPane? {
        showSidePane(isShown, \.money, make: make)
    }

    func showData(_ isShown: Bool, make: () -> DataPane) -> DataPane? {
        showSidePane(isShown, \.data, make: make)
    }

    func showSolver(_ isShown: Bool, make: () -> SolverPane) -> SolverPane? {
        showSidePane(isShown, \.solver, make: make)
    }

    private func showSidePane<Pane: SidePane>(
        _ isShown: Bool, _ place: ReferenceWritableKeyPath<CalculatorWindow, Pane?>,
        make: () -> Pane
    ) -> Pane? {
        if isShown, self[keyPath: place] == nil {
            let pane = make()
            self[keyPath: place] = pane
            body.attach(pane.pane, column: 0, row: 0)  // `place` puts it where the shape wants
        }
        self[keyPath: place]?.pane.setVisible(isShown)
        reflow()
        placePanes()
        return self[keyPath: place]
    }

    /// The converter sits under the display's last line, in one row when wide.
    func showConverter(_ isShown: Bool, make: () -> ConverterPane) -> ConverterPane? {
        if isShown, converter == nil {
            let converter = make()
            self.converter = converter
            readout.insert(converter.pane, after: lastLine)
            converter.fit(wide: shape == .wide)
        }
        converter?.pane.setVisible(isShown)
        return converter
    }

    /// Wide, the history and the graph sit beside the keypad, one above the other when both
    /// show (one column: a pane shown needs no more width); tall, the history sits above the
    /// keypad (in its place when the window is too short for both) and the graph takes the
    /// keypad's place. No pane makes the window larger.
    private func placePanes() {
        placeBlocks()
        // Beside the keypad, the graph takes the width the keypad leaves: half the window or
        // more, not a strip beside twelve columns of keys.
        for part in [readout, keypad] {
            gtk_widget_set_hexpand(part.pointer, isGraphBeside ? 0 : 1)
        }
        let both = history?.pane.isVisible == true && sidePane != nil
        if let history {
            history.fit(wide: shape == .wide)
            switch shape {
            case .wide: body.move(history.pane, column: 1, row: 0, height: both ? 1 : 2)
            case .tall: body.move(history.pane, column: 0, row: isHistoryInKeypadsPlace ? 2 : 1)
            }
        }
        for pane in sidePanes {
            switch shape {
            case .wide: body.move(pane, column: 1, row: both ? 1 : 0, height: both ? 1 : 2)
            case .tall: body.move(pane, column: 0, row: 2)
            }
        }
        keypad.setVisible(!isPaneInKeypadsPlace)
        fitStack()
    }

    /// The graph, the Money or the Data pane, whichever shows: they take turns in one place.
    private var sidePane: Widget? { sidePanes.first { $0.isVisible } }

    private var sidePanes: [Widget] {
        [graph?.pane, money?.pane, data?.pane, solver?.pane].compactMap(\.self)
    }

    private var isGraphBeside: Bool { shape == .wide && sidePane != nil }

    private var isPaneInKeypadsPlace: Bool {
        shape == .tall && (sidePane != nil || isHistoryInKeypadsPlace)
    }

    /// Tall and too short for the keypad and the history, with no graph in the keypad's place.
    private var isHistoryInKeypadsPlace: Bool {
        shape == .tall && history?.pane.isVisible == true && sidePane == nil
            && size.height < Keypad.Shape.tallHeightWithHistory
    }

    /// With the graph in the keypad's place, the room the keypad leaves goes to the graph, not
    /// to the stack.
    private func fitStack() {
        stack?.view.setExpand(horizontally: true, vertically: !isPaneInKeypadsPlace)
    }

    /// The display's scroller takes its place: as tall as its lines, or with more digits, a
    /// taller area that scrolls.
    private func putDisplayInScroller() {
        let scroller = Widget(gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(scroller.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_height(scroller.opaque, 1)
        // Not a Tab stop (the display never is); the wheel scrolls it, a screen reader reads it all.
        gtk_widget_set_can_focus(scroller.pointer, 0)
        display.setVisible(true)  // the render that asks for it shows or hides the scroller
        readout.replace(display, with: scroller)
        gtk_scrolled_window_set_child(scroller.opaque, display.pointer)
        displayScroller = scroller
    }

    /// The stack above the description, its keys under the last line (and the converter).
    private func buildStack() {
        let stack = StackView(send: send, buttons: Keypad.stackKeys.map(Self.stackButton))
        self.stack = stack
        readout.prepend(stack.view)
        readout.append(stack.keys)
        fitStack()
    }

    /// Whether the window is in the dark style, read from its text colour.
    var isDark: Bool {
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(window.pointer), &color)
        return color.red + color.green + color.blue > 1.5
    }

    private var size: (width: Int32, height: Int32) {
        var (width, height): (Int32, Int32) = (0, 0)
        gtk_window_get_default_size(window.cast(), &width, &height)
        return (width, height)
    }

    /// Any size is taken, clamped to what a screen can have; GTK enlarges it to the minimum.
    func setSize(width: Int, height: Int) {
        let (width, height) = (Int32(clamping: width), Int32(clamping: height))
        gtk_window_set_default_size(
            window.cast(), min(max(width, 1), 16_384), min(max(height, 1), 16_384))
    }

    /// The parts of `state` that no result being computed changes. The line among them: a
    /// line kept by Return closes at once, so the next key never goes into its old text.
    func renderWhatDoesNotWait(_ state: DisplayState) {
        notice.setLabelText(state.notice ?? "")
        // Empty, GTK 4.8 names it "GtkLabel" to a screen reader.
        notice.setAccessibleLabel(state.notice ?? localized("no message"))
        variables.render(state)
        functions.render(state)
        let hadFocus = line?.hasFocus == true
        if state.line != nil, line == nil { buildLine() }
        line?.render(state.line)
        lineIsOpen = state.line != nil
        if hadFocus, !lineIsOpen { focusKeypad() }
        description.setVisible(state.notation == .algebraic && !lineIsOpen)
    }

    func render(_ state: DisplayState) {
        description.setLabelText(state.description)
        // The groups' narrow no-break spaces become thin spaces, where a line may break: a
        // wrapped number breaks between groups of three, never inside one.
        let grouped = String(
            state.display.map { $0 == NumberFormat.groupSeparator ? "\u{2009}" : $0 })
        display.setLabelText(state.error == nil ? grouped.keepingSignsWithDigits : grouped)
        display.setCSSClass("error", state.error != nil)
        // While the line cannot be read yet, the display says why, quietly: not an error.
        display.setCSSClass("reason", state.line?.reason != nil)
        display.setCSSClass("computing", state.isComputing && !state.isTyping)
        spinner.setVisible(state.isComputing)
        gtk_spinner_set_spinning(spinner.opaque, state.isComputing ? 1 : 0)
        // Smaller type for longer numbers, down to a size still read at a glance.
        let length = state.error == nil ? state.display.count : 0
        display.setCSSClass("long", length > 14)
        display.setCSSClass("longer", length > 22)
        // More digits: every line of them, in a 200-pixel area that scrolls; else four lines.
        gtk_label_set_lines(display.opaque, state.showsMoreDigits ? -1 : 4)
        // More digits come in groups (`inGroupsOfTen`): lines break between them, never
        // inside one, which for 10 000 digits would cost Pango seconds.
        gtk_label_set_wrap_mode(
            display.opaque, state.showsMoreDigits ? PANGO_WRAP_WORD : PANGO_WRAP_WORD_CHAR)
        gtk_label_set_ellipsize(
            display.opaque, state.showsMoreDigits ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
        if state.showsMoreDigits, displayScroller == nil { putDisplayInScroller() }
        if let displayScroller {
            gtk_scrolled_window_set_min_content_height(
                displayScroller.opaque, state.showsMoreDigits ? 200 : -1)
        }
        renderWhatDoesNotWait(state)
        announcer.render(
            state, focus: gtk_root_get_focus(OpaquePointer(window.pointer)).map(Widget.init))
        history?.render(state.history)
        header.render(state)
        // RPN shows the stack, and under level 1 the number being typed.
        let isRPN = state.notation == .rpn
        if isRPN, stack == nil { buildStack() }
        if let stack {
            stack.render(state.stack, depth: state.stackDepth)
            for part in [stack.view, stack.keys] { part.setVisible(isRPN) }
        }
        displayInReadout.setVisible(
            !isRPN || state.isTyping || state.stack.isEmpty || state.showsMoreDigits
                || state.line?.reason != nil)
        let isDegrees = state.angleUnit == .degrees
        angle.setButtonLabel(isDegrees ? localized("DEG") : localized("RAD"))
        angle.setAccessibleLabel(
            isDegrees ? localized("angle unit: degrees") : localized("angle unit: radians"))
        if state.mode != mode { show(state.mode) }
        programmer?.panel.render(state.word)
        if let word = state.word?.word, let programmerButtons = programmer?.buttons {
            for digit in 2..<16 {
                programmerButtons[.digit(digit)]?.setSensitive(word.hasDigit(digit))
            }
            for digit in 2..<10 { buttons[.digit(digit)]?.setSensitive(word.hasDigit(digit)) }
            // A button's label is its accessible name too, so the name is set after it.
            let size = programmerButtons[.nextWordSize]
            size?.setKeyLabel(localized("%@-bit", String(word.bits)))
            size?.setAccessibleLabel(localized("word size: %@ bits", String(word.bits)))
            programmerButtons[.switchSignedness]?.setKeyLabel(
                word.isSigned ? localized("signed") : localized("unsigned"))
            for base in IntegerWord.Base.allCases {
                programmerButtons[.base(base)]?.setCSSClass("on", base == word.base)
            }
        }
        if state.notation != notation {
            notation = state.notation
            let programmerButtons = programmer?.buttons ?? [:]
            for (key, button) in buttons.merging(programmerButtons, uniquingKeysWith: { a, _ in a })
            {
                Self.label(button, for: key, in: state.notation)
            }
            showSecondFunctions(showsSecondFunctions)
            // RPN needs no parentheses (typed, they say so).
            for id in [OperationID.openParenthesis, .closeParenthesis] {
                buttons[.operation(id)]?.setSensitive(notation == .algebraic)
            }
        }
        if state.showsSecondFunctions != showsSecondFunctions {
            showsSecondFunctions = state.showsSecondFunctions
            showSecondFunctions(showsSecondFunctions)
        }
        if let open = buttons[.operation(.openParenthesis)] {
            let count = state.openParentheses
            open.setButtonLabel(Keypad.openParenthesisLabel(open: count))
            open.setAccessibleLabel(
                count == 0
                    ? Key.operation(.openParenthesis).spokenName(in: notation)
                    : localized("open parenthesis, %@ open", String(count)))
        }
    }

    func showShortcuts() {
        let shortcuts = ShortcutsWindow.make()
        gtk_window_set_transient_for(shortcuts.cast(), window.cast())
        gtk_window_present(shortcuts.cast())
    }

    /// Programmer mode shows its block in the functions' place, and the word under the
    /// display; the basic block's keys that have no meaning in a mode are not shown there.
    private func show(_ newMode: CalculatorMode) {
        mode = newMode
        if mode == .programmer, programmer == nil { buildProgrammerParts() }
        for part in [
            scientificBlock, angle, graphToggle, converterToggle, moneyToggle, dataToggle,
            solverToggle,
        ] {
            part.setVisible(mode == .scientific)
        }
        programmer?.block.setVisible(mode == .programmer)
        programmer?.panel.view.setVisible(mode == .programmer)
        for key in Keypad.basic.joined() { buttons[key]?.setVisible(key.isAvailable(in: mode)) }
        for (key, span) in Keypad.programmerSpans {
            guard let button = buttons[key], let place = Keypad.basicPlace(of: key) else {
                continue
            }
            if mode == .programmer {
                basicBlock.move(
                    button, column: span.column, row: span.row, width: span.width,
                    height: span.height)
            } else {
                basicBlock.move(button, column: place.column, row: place.row)
            }
        }
        if mode == .scientific {
            for digit in 2..<10 { buttons[.digit(digit)]?.setSensitive(true) }
        }
    }

    // MARK: Building

    private func buildProgrammerParts() {
        let block = Widget.grid(spacing: 6, homogeneous: true)
        let panel = WordPanel()
        let buttons = addButtons(Keypad.programmer, to: block)
        readout.insert(panel.view, after: displayInReadout)
        keypad.attach(block, column: 0, row: 0)
        programmer = (block, buttons, panel)
        placeBlocks()
    }

    /// A button for each key, in its cell of `grid`.
    private func addButtons(_ rows: [[Key]], to grid: Widget) -> [Key: Widget] {
        var buttons: [Key: Widget] = [:]
        for (row, keys) in rows.enumerated() {
            for (column, key) in keys.enumerated() {
                let button = makeButton(for: key)
                grid.attach(button, column: Int32(column), row: Int32(row))
                buttons[key] = button
            }
        }
        return buttons
    }

    private func makeButton(for key: Key) -> Widget {
        let button = Widget.button(action: "app.press", target: key.token)
        button.addCSSClass(Keypad.styleClass(of: key))
        button.setExpand(horizontally: true, vertically: true)
        Self.label(button, for: key, in: notation)
        return button
    }

    /// A second function's key shares its first function's cell, one of the two shown. They
    /// are built the first time `2nd` is on: twelve hidden keys cost start-up 3 % of its
    /// instructions (docs/PERFORMANCE.md).
    private func showSecondFunctions(_ shown: Bool) {
        if shown, !hasSecondFunctionKeys {
            hasSecondFunctionKeys = true
            for (first, second) in Keypad.secondFunctions {
                guard let firstButton = buttons[first] else { continue }
                let button = makeButton(for: second)
                scientificBlock.attach(button, sharingCellOf: firstButton)
                buttons[second] = button
            }
        }
        for (first, second) in Keypad.secondFunctions {
            buttons[first]?.setVisible(!shown)
            buttons[second]?.setVisible(shown)
        }
        buttons[.secondFunctions]?.setCSSClass("on", shown)
        buttons[.secondFunctions]?.setAccessibleLabel(
            shown ? localized("second functions: on") : localized("second functions: off"))
    }

    private func buildLine() {
        let field = ExpressionLineField { [send] text, cursor, anchor in
            send(.editLine(text: text, cursor: cursor, anchor: anchor))
        }
        readout.insert(field.entry, after: description)
        line = field
    }

    private static func stackButton(for key: Key) -> Widget {
        let button = Widget.button(action: "app.press", target: key.token)
        label(button, for: key, in: .rpn)
        return button
    }

    private static func label(_ button: Widget, for key: Key, in notation: Notation) {
        button.setKeyLabel(key.label(in: notation))
        let name = key.spokenName(in: notation)
        button.setAccessibleLabel(name)
        button.setTooltip(key.tooltip(in: notation))
    }

    // MARK: Keyboard and size

    /// Keys go to the same action as the buttons. Listening before the focused widget does
    /// keeps Return meaning "=" even when a button has the focus; while the variables are being
    /// edited, keys belong to the text fields. Typing is text: a character goes into the
    /// expression line, which edits it from then on; keys with Control or Alt press keypad
    /// keys. Typing is not navigating: GTK shows the focus ring after a shifted key (`*`, `+`),
    /// and a ring on whichever control has the focus would follow the user through every
    /// calculation, so it shows for navigation only (Tab, and arrows after it).
    private func listenToKeyboard() {
        let controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        Signal.connectKeyPressed(controller) { [weak self, window, variables] keyval, state in
            guard let self else { return false }
            let isNavigating = window.isFocusVisible && Shortcut.movesFocus(keyval)
            self.isNavigating =
                Int32(keyval) == GDK_KEY_Tab
                || Int32(keyval) == GDK_KEY_ISO_Left_Tab || isNavigating
            if line?.hasFocus == true { return lineKey(keyval, state) }
            // A text field or a popup with the focus (the converter's) takes what is typed;
            // Esc from a text field gives the focus back to the keypad.
            if window.focusIsInTextField, Int32(keyval) == GDK_KEY_Escape {
                focusKeypad()
                return true
            }
            // The graph, when it has the focus, keeps its own keys (arrows, Ctrl with + − 0);
            // a focused control shown as such (Tab) is activated by Enter and Space itself.
            guard !variables.isOpen, stack?.isMenuOpen != true, !window.focusTakesTyping,
                graph?.hasFocus != true || !GraphPane.ownsKey(keyval, state),
                !(window.isFocusVisible && Shortcut.activatesFocus(keyval)), !isNavigating
            else { return false }
            if let text = Shortcut.typedText(keyval, state) {
                window.activateAction("app.type", parameter: text)
            } else if let command = Shortcut.lineCommand(keyval, state, lineIsOpen: lineIsOpen) {
                send(command)
            } else if let key = Shortcut.accelerator(keyval, state).flatMap({
                Key(accelerator: $0, in: mode)
            }) {
                window.activateAction("app.press", parameter: key.token)
            } else {
                return false
            }
            gtk_window_set_focus_visible(window.cast(), 0)
            return true
        }
        gtk_widget_add_controller(window.pointer, controller)
        Signal.connectNotify(window.pointer, property: "focus-widget") { [weak self, window] in
            self?.announcer.restore()
            self?.onTextFocus?(window.focusTakesTyping)
        }
        Signal.connectNotify(window.pointer, property: "focus-visible") { [weak self, window] in
            guard self?.isNavigating == false, gtk_window_get_focus_visible(window.cast()) != 0
            else { return }
            gtk_window_set_focus_visible(window.cast(), 0)
        }
    }

    /// A key while the line has the focus: GTK's field edits the text; Return keeps it, Esc
    /// leaves it, Up and Down bring earlier calculations, `=` at its end keeps it, and keypad
    /// keys' shortcuts (Alt+S, sin; the numeric keypad's keys) type their text. The field's own
    /// shortcuts stay its own.
    private func lineKey(_ keyval: guint, _ state: GdkModifierType) -> Bool {
        if Shortcut.typedText(keyval, state) == "=" {
            window.activateAction("app.type", parameter: "=")
            return true
        }
        if let command = Shortcut.lineCommand(keyval, state, lineIsOpen: true),
            command.leavesTheField
        {
            send(command)
            return true
        }
        // The numeric keypad types its digits with NumLock off too.
        guard let accelerator = Shortcut.accelerator(keyval, state),
            Shortcut.isModified(state) || accelerator.hasPrefix("KP_"),
            !Shortcut.editsText(accelerator),
            let key = Key(accelerator: accelerator, in: mode)
        else { return false }
        window.activateAction("app.press", parameter: key.token)
        return true
    }

    /// The focus back on the keypad (its `=`), out of a text field.
    func focusKeypad() {
        if let equals = buttons[.equals] { gtk_widget_grab_focus(equals.pointer) }
        gtk_window_set_focus_visible(window.cast(), 0)
    }

    /// GTK 4 keeps a window's default size equal to its current size. The shape follows the
    /// size at every change, so whatever order size events come in, the last one decides.
    private func reflow() {
        let (width, height) = size
        if width > 0, height > 0 { onResize?(Int(width), Int(height)) }
        let hasPane = history?.pane.isVisible == true || sidePane != nil
        let newShape = Keypad.Shape(width: width, height: height, withPane: hasPane)
        guard newShape != shape else { return placePanes() }  // the height may move the history
        shape = newShape
        converter?.fit(wide: shape == .wide)
        body.move(keypad, column: 0, row: shape == .wide ? 1 : 2)
        placePanes()
    }

    /// Wide, six columns beside six, each a column of the keypad (every button as wide); tall,
    /// and wide beside the graph, the functions (or programmer mode's keys) above the digits.
    private func placeBlocks() {
        let isWide = shape == .wide && !isGraphBeside
        for block in [scientificBlock, programmer?.block].compactMap(\.self) {
            keypad.move(block, column: 0, row: 0, width: isWide ? 6 : 1)
        }
        keypad.move(basicBlock, column: isWide ? 6 : 0, row: isWide ? 0 : 1, width: isWide ? 6 : 1)
    }
}

/// A pane in the graph's place: the graph, the Money pane, the Data pane.
@MainActor
protocol SidePane: AnyObject {
    var pane: Widget { get }
}

extension GraphPane: SidePane {}
extension MoneyPane: SidePane {}
extension DataPane: SidePane {}
extension SolverPane: SidePane {}
