import CGtk
import CalculatorController
import CalculatorModel
import Graph
import Numbers

#if canImport(Glibc)
    import Glibc
#endif

/// The graph of the calculation: its expression as the title, a choice of variable, the
/// curve, and the ways around it — drag to pan, scroll or pinch to zoom about the pointer,
/// double-click to move the origin there, arrows, `+`, `−` and `0` from the keyboard. The
/// point under the pointer is shown in a corner; the minimum and maximum over the visible
/// range are one click away.
@MainActor
final class GraphPane {
    let pane = Widget.box(vertical: true, spacing: 6)
    private let heading = Widget.box(vertical: false, spacing: 6)
    private let title = Widget.label("", cssClass: "graph-title")
    private var variableChoice: Widget?
    private let area = Widget(gtk_drawing_area_new())
    private let point = Widget.label("", cssClass: "graph-point")
    private let extremes = Widget.label("", cssClass: "graph-extremes")

    private(set) var function: CompiledFunction?
    /// The curve drawn, and the view it was sampled for: a move draws it in the new view
    /// until the new view's is sampled.
    private var curve: (curve: Curve, view: View)?
    /// Compiles and samples functions off the main thread: a program of 10^5 steps takes
    /// tens of milliseconds to compile and far more to sample.
    private let worker = Worker(threads: 1)
    private var isCompiling = false
    /// The roots and extremes in view, found proven on a worker of their own (a search takes
    /// up to the evaluation's budget), and the x range they were found in.
    private var marks: (marks: [GraphMark], range: ClosedRange<Double>)?
    private var findMarks: (@Sendable (ClosedRange<Double>) -> [GraphMark])?
    private let markWork = Worker(threads: 1)

    /// What a curve is sampled for.
    struct View: Equatable {
        var viewport: Viewport
        var width: Int
        var height: Int
    }
    private var variables: [String] = []
    private var variable = "x"
    /// Nil for the standard view: x from −10 to 10 across whatever width the area has.
    private(set) var viewport: Viewport?
    private var isDark = false
    /// Where a drag or a pinch started, and the pointer, in the area's pixels.
    private var gestureStart: Viewport?
    private var pointer: (x: Double, y: Double)?

    /// A new viewport at the end of a move, to keep in the session.
    var onViewportChange: (@MainActor (Viewport) -> Void)?
    var onVariableChange: (@MainActor (String) -> Void)?

    var hasFocus: Bool { gtk_widget_has_focus(area.pointer) != 0 }

    init() {
        pane.addCSSClass("graph")
        pane.setExpand(horizontally: true, vertically: true)
        // Cut at its end, as a title is: cut at its start, `x ^ 2` read "… 2".
        gtk_label_set_ellipsize(title.opaque, PANGO_ELLIPSIZE_END)
        title.setExpand(horizontally: true, vertically: false)
        title.setAccessibleDescription(localized("graph title"))
        heading.append(title)
        heading.append(extremesButton())
        let reset = Widget.iconButton(
            "zoom-original-symbolic", tooltip: localized("Standard View (0)"),
            name: localized("standard view"))
        reset.onClicked { [weak self] in self?.move { _ in nil } }
        heading.append(reset)
        heading.append(exportButton())
        pane.append(heading)

        let overlay = Widget(gtk_overlay_new())
        gtk_overlay_set_child(overlay.opaque, area.pointer)
        gtk_widget_set_halign(point.pointer, GTK_ALIGN_START)
        gtk_widget_set_valign(point.pointer, GTK_ALIGN_END)
        point.addCSSClass("hidden")
        point.setAccessibleDescription(localized("point under the pointer"))
        gtk_overlay_add_overlay(overlay.opaque, point.pointer)
        overlay.setExpand(horizontally: true, vertically: true)
        pane.append(overlay)

        area.setExpand(horizontally: true, vertically: true)
        gtk_widget_set_size_request(area.pointer, 150, 150)
        gtk_widget_set_focusable(area.pointer, 1)
        area.setAccessibleLabel(localized("graph"))
        Signal.setDrawFunction(area) { [weak self] cairo, width, height in
            self?.draw(cairo, width: width, height: height)
        }
        listenToPointer()
        listenToKeyboard()
    }

    /// Shows the function `compile` makes, compiled and sampled on the worker thread.
    func render(
        compiling compile: @escaping @Sendable () -> CompiledFunction?,
        marks findMarks: @escaping @Sendable (ClosedRange<Double>) -> [GraphMark],
        variables: [String], variable: String, isDark: Bool
    ) {
        (self.isDark, self.findMarks, marks, requestedMarks) = (isDark, findMarks, nil, nil)
        if variables != self.variables || variable != self.variable {
            (self.variables, self.variable) = (variables, variable)
            rebuildVariableChoice()
        }
        let view = currentView
        isCompiling = true
        worker.run(within: CalculatorController.timeLimit) {
            let function = compile()
            return (function, function.map { Self.curve(of: $0, in: view) })
        } then: { [weak self] function, curve in
            guard let self else { return }
            (self.function, self.curve, isCompiling) = (function, curve.map { ($0, view) }, false)
            showTitle()
            gtk_widget_queue_draw(area.pointer)
            showPoint()
        }
    }

    /// The function's curve in `view`; cut short, with gaps, once the budget is spent (the
    /// worker then throws it away).
    private nonisolated static func curve(of function: CompiledFunction, in view: View) -> Curve {
        Curve(
            of: { Budget.isSpent ? nil : function($0) }, in: view.viewport, width: view.width,
            height: view.height)
    }

    private var currentView: View {
        let (width, height) = size
        return View(viewport: currentViewport, width: Int(width), height: Int(height))
    }

    /// The curve of the current view, sampled now when the function is cheap; else asked of
    /// the worker, the last curve standing in until it comes.
    private func curveInView(width: Int, height: Int) -> Curve? {
        let view = View(viewport: currentViewport, width: width, height: height)
        guard let function, curve?.view != view else { return curve?.curve }
        if function.isCheapInFrame {
            curve = (Self.curve(of: function, in: view), view)
        } else if !isCompiling {
            worker.run(within: CalculatorController.timeLimit) {
                Self.curve(of: function, in: view)
            } then: { [weak self] curve in
                self?.curve = (curve, view)
                self.map { gtk_widget_queue_draw($0.area.pointer) }
            }
        }
        return curve?.curve
    }

    /// The function's value at `x` where a point is cheap enough to compute within a frame;
    /// nil where it is not, or has no value.
    private func valueInFrame(at x: Double) -> Double? {
        guard let function, function.isCheapInFrame else { return nil }
        return function(x)
    }

    /// The sample of the curve drawn nearest to `x`, where a point costs too much to compute
    /// on the main thread.
    private func sample(nearest x: Double) -> Point? {
        curve?.curve.pieces.joined().min { abs($0.x - x) < abs($1.x - x) }
    }

    /// The curve drawn in the current view, for an export to draw without sampling again.
    var curveShown: Curve? {
        let (width, height) = size
        let view = View(viewport: currentViewport, width: Int(width), height: Int(height))
        return curve?.view == view ? curve?.curve : nil
    }

    func setViewport(_ viewport: Viewport?) {
        self.viewport = viewport
        gtk_widget_queue_draw(area.pointer)
    }

    // MARK: Drawing

    var size: (width: Double, height: Double) {
        (Double(gtk_widget_get_width(area.pointer)), Double(gtk_widget_get_height(area.pointer)))
    }

    private var currentViewport: Viewport { viewport ?? .standard(width: size.width) }

    private func draw(_ cairo: OpaquePointer, width: Int, height: Int) {
        if let points = pointsToHold, width > 1, height > 1 {
            pointsToHold = nil
            viewport = Viewport.holding(points, width: Double(width), height: Double(height))
            onViewportChange?(currentViewport)
        }
        let curve = curveInView(width: width, height: height)
        requestMarks(in: currentViewport.xRange(width: Double(width)))
        GraphPainter(
            curve: curve, viewport: currentViewport, isDark: isDark, plotted: plotted,
            marks: marks?.marks ?? []
        ).draw(cairo, width: width, height: height)
    }

    /// The marks of `range`, asked of their worker unless they are at hand; a newer range
    /// cancels the search for an older one.
    private func requestMarks(in range: ClosedRange<Double>) {
        guard let findMarks, marks?.range != range, requestedMarks != range else { return }
        requestedMarks = range
        markWork.run(within: CalculatorController.timeLimit) {
            findMarks(range)
        } then: { [weak self] found in
            guard let self, requestedMarks == range else { return }
            marks = (found, range)
            gtk_widget_queue_draw(area.pointer)
        }
    }

    private var requestedMarks: ClosedRange<Double>?
    /// The mark last clicked, whose value the corner shows while the pointer stays on it.
    private var clickedMark: GraphMark?

    /// The mark within a few pixels of the pointer.
    private func mark(near pointer: (x: Double, y: Double)) -> GraphMark? {
        let viewport = currentViewport
        return marks?.marks.first { mark in
            abs(viewport.pixel(ofX: mark.x, width: size.width) - pointer.x) <= 8
                && abs(viewport.pixel(ofY: mark.y, height: size.height) - pointer.y) <= 8
        }
    }

    /// The Data pane's points and line, drawn over the curve.
    var plotted: PlottedData? {
        didSet {
            guard plotted != oldValue else { return }
            gtk_widget_queue_draw(area.pointer)
            showTitle()
        }
    }

    /// The function graphed; else the data's points, when they are drawn alone.
    var titleText: String {
        let points = plotted.map {
            localized(
                "The data's points (%@) and their least-squares line", String($0.points.count))
        }
        return function?.expression ?? points ?? localized("Nothing to graph yet")
    }

    private func showTitle() { title.setLabelText(titleText) }

    /// A view that holds every one of `points`, with a margin: at once, or once the area has
    /// its size (a graph just shown has none yet).
    func show(_ points: [Point]) {
        pointsToHold = points
        gtk_widget_queue_draw(area.pointer)
    }

    private var pointsToHold: [Point]?

    /// The lowest and highest points in view, with where they are: the curve sampled as the
    /// area draws it.
    private var extremesText: String {
        let (width, height) = size
        guard
            let (lowest, highest) = curveInView(width: Int(width), height: Int(height))?
                .extremes(of: { self.valueInFrame(at: $0) })
        else { return localized("No point of the graph is in view") }
        return localized(
            "Minimum %@ at %@ = %@\nMaximum %@ at %@ = %@", Self.number(lowest.y), variable,
            Self.number(lowest.x), Self.number(highest.y), variable, Self.number(highest.x))
    }

    private static func number(_ value: Double) -> String {
        Real(value)?.text(significantDigits: 6) ?? ""
    }

    /// Shown by its style, never by its visibility: a label that appears between a layout and
    /// a draw would be drawn unplaced.
    private func showPoint() {
        guard let pointer, function != nil else { return point.setCSSClass("hidden", true) }
        if let mark = clickedMark, mark == self.mark(near: pointer) {
            point.setLabelText(mark.text)
            return point.setCSSClass("hidden", false)
        }
        clickedMark = nil
        let viewport = currentViewport
        var x = viewport.x(atPixel: pointer.x, width: size.width)
        var value = valueInFrame(at: x)
        if value == nil, let sample = sample(nearest: x) { (x, value) = (sample.x, sample.y) }
        let y = value.map(Self.number) ?? localized("undefined")
        point.setLabelText("(\(Self.number(x)), \(y))")
        point.setCSSClass("hidden", false)
    }

    // MARK: Moving around

    /// Applies a move to the viewport (nil: the standard view), redraws, and tells.
    private func move(_ change: (Viewport) -> Viewport?) {
        viewport = change(currentViewport)
        gtk_widget_queue_draw(area.pointer)
        showPoint()
        onViewportChange?(currentViewport)
    }

    private func zoom(by factor: Double, about point: (x: Double, y: Double)? = nil) {
        let (width, height) = size
        let center = point ?? (width / 2, height / 2)
        move { $0.zoomed(by: factor, aboutPixel: center.x, center.y, width: width, height: height) }
    }

    private func listenToPointer() {
        let drag = gtk_gesture_drag_new()!
        Signal.connect(
            drag, "drag-begin",
            point: { [weak self] _, _ in
                guard let self else { return false }
                gestureStart = currentViewport
                gtk_widget_grab_focus(area.pointer)
                return false
            })
        Signal.connect(
            drag, "drag-update",
            point: { [weak self] dx, dy in
                guard let self, let start = gestureStart else { return false }
                viewport = start.panned(byPixels: dx, dy)
                gtk_widget_queue_draw(area.pointer)
                showPoint()
                return false
            })
        Signal.connect(
            drag, "drag-end",
            point: { [weak self] _, _ in
                guard let self, gestureStart != nil else { return false }
                gestureStart = nil
                onViewportChange?(currentViewport)
                return false
            })
        gtk_widget_add_controller(area.pointer, drag)

        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
        Signal.connect(
            scroll, "scroll",
            point: { [weak self] _, dy in
                // One notch of the wheel zooms by a quarter, about the pointer.
                self?.zoom(by: pow(1.25, -dy), about: self?.pointer)
                return true
            })
        gtk_widget_add_controller(area.pointer, scroll)

        let pinch = gtk_gesture_zoom_new()!
        Signal.connect(
            UnsafeMutableRawPointer(pinch), "begin",
            { [weak self] _ in
                self?.gestureStart = self?.currentViewport
            })
        Signal.connect(
            pinch, "scale-changed",
            number: { [weak self] scale in
                guard let self, let start = gestureStart else { return }
                var center = (x: 0.0, y: 0.0)
                gtk_gesture_get_bounding_box_center(pinch, &center.x, &center.y)
                let (width, height) = size
                viewport = start.zoomed(
                    by: scale, aboutPixel: center.x, center.y, width: width, height: height)
                gtk_widget_queue_draw(area.pointer)
            })
        Signal.connect(
            UnsafeMutableRawPointer(pinch), "end",
            { [weak self] _ in
                guard let self else { return }
                gestureStart = nil
                onViewportChange?(currentViewport)
            })
        gtk_widget_add_controller(area.pointer, pinch)

        let click = gtk_gesture_click_new()!
        Signal.connectPressed(click) { [weak self] count, x, y in
            guard let self else { return }
            // A click on a mark shows its value.
            if count == 1, let mark = mark(near: (x, y)) {
                (pointer, clickedMark) = ((x, y), mark)
                return showPoint()
            }
            guard count == 2 else { return }
            let (width, height) = size
            move { $0.origin(atPixel: x, y, width: width, height: height) }
        }
        gtk_widget_add_controller(area.pointer, click)

        let motion = gtk_event_controller_motion_new()!
        Signal.connect(
            motion, "motion",
            point: { [weak self] x, y in
                self?.pointer = (x, y)
                self?.showPoint()
                return false
            })
        let leave: Signal.Plain = { [weak self] in
            self?.pointer = nil
            self?.showPoint()
        }
        Signal.connect(UnsafeMutableRawPointer(motion), "leave", leave)
        gtk_widget_add_controller(area.pointer, motion)
    }

    /// What the graph does with a key when it has the focus; nil for every other key, which
    /// goes to the calculator (digits, operators, Esc).
    private enum KeyAction {
        case pan(x: Double, y: Double)
        case zoom(Double)
        case reset

        /// Arrows pan by a tenth of the area; Ctrl with `+` and `−` zooms about its middle,
        /// Ctrl+0 resets: without Ctrl those keys are the calculator's.
        init?(_ keyval: guint, _ state: GdkModifierType) {
            let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
            switch (Int32(keyval), control) {
            case (GDK_KEY_Left, _): self = .pan(x: 0.1, y: 0)
            case (GDK_KEY_Right, _): self = .pan(x: -0.1, y: 0)
            case (GDK_KEY_Up, _): self = .pan(x: 0, y: 0.1)
            case (GDK_KEY_Down, _): self = .pan(x: 0, y: -0.1)
            case (GDK_KEY_plus, true), (GDK_KEY_equal, true), (GDK_KEY_KP_Add, true):
                self = .zoom(1.25)
            case (GDK_KEY_minus, true), (GDK_KEY_KP_Subtract, true): self = .zoom(0.8)
            case (GDK_KEY_0, true), (GDK_KEY_KP_0, true): self = .reset
            default: return nil
            }
        }
    }

    /// Whether the graph, focused, keeps the key for itself.
    static func ownsKey(_ keyval: guint, _ state: GdkModifierType) -> Bool {
        KeyAction(keyval, state) != nil
    }

    private func listenToKeyboard() {
        let keys = gtk_event_controller_key_new()!
        Signal.connectKeyPressed(keys) { [weak self] keyval, state in
            guard let self, let action = KeyAction(keyval, state) else { return false }
            let (width, height) = size
            switch action {
            case .pan(let x, let y): move { $0.panned(byPixels: width * x, height * y) }
            case .zoom(let factor): zoom(by: factor)
            case .reset: move { _ in nil }
            }
            return true
        }
        gtk_widget_add_controller(area.pointer, keys)
    }

    // MARK: Building

    private func rebuildVariableChoice() {
        if let variableChoice { gtk_box_remove(heading.cast(), variableChoice.pointer) }
        variableChoice = nil
        // A choice only where there is one to make.
        guard variables.count > 1 else { return }
        let choices = variables
        let choice = Widget.dropDown(
            choices.map { "y = f(\($0))" }, selected: choices.firstIndex(of: variable) ?? 0,
            accessibleLabel: localized("variable")
        ) { [weak self] index in self?.onVariableChange?(choices[index]) }
        gtk_box_insert_child_after(heading.cast(), choice.pointer, title.pointer)
        variableChoice = choice
    }

    private func extremesButton() -> Widget {
        let button = Widget(gtk_menu_button_new())
        gtk_menu_button_set_icon_name(button.opaque, "view-reveal-symbolic")
        button.setTooltip(localized("Minimum and Maximum in View"))
        button.setAccessibleLabel(localized("minimum and maximum"))
        let popover = Widget(gtk_popover_new())
        let show: Signal.Plain = { [weak self] in
            guard let self else { return }
            extremes.setLabelText(extremesText)
        }
        Signal.connect(popover.pointer, "show", show)
        extremes.setMargins(6)
        gtk_popover_set_child(popover.cast(), extremes.pointer)
        gtk_menu_button_set_popover(button.opaque, popover.pointer)
        return button
    }

    private func exportButton() -> Widget {
        let menu = g_menu_new()
        g_menu_append(menu, localized("Save as PNG Image"), "app.save-graph::png")
        g_menu_append(menu, localized("Save as SVG Image"), "app.save-graph::svg")
        let button = Widget(gtk_menu_button_new())
        gtk_menu_button_set_icon_name(button.opaque, "document-save-symbolic")
        gtk_menu_button_set_menu_model(
            button.opaque, UnsafeMutableRawPointer(menu)?.assumingMemoryBound(to: GMenuModel.self))
        g_object_unref(UnsafeMutableRawPointer(menu))
        button.setTooltip(localized("Save the Graph"))
        button.setAccessibleLabel(localized("save the graph"))
        return button
    }
}

extension CompiledFunction {
    /// Whether its curve is sampled in the frame that draws it (a drag redraws at 60 frames a
    /// second): fewer than 1 000 steps a point, counting every call's body (a call's cost is
    /// its body's, so a call of a dear function is dear); a dearer one on the worker.
    var isCheapInFrame: Bool { steps <= 1_000 }
}
