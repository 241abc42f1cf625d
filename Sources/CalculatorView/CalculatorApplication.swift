import CGtk
import CalculatorController
import CalculatorModel
import Graph
import Numbers
import Units

/// The desktop app: one GtkApplication, one window, one controller, one saved session. Every
/// button and key press arrives as the `app.press` action or a `WindowCommand`, goes through
/// the controller, and the window renders the state that comes back.
@MainActor
public final class CalculatorApplication {
    public static let id = "io.github.calculatorbrain.Calculator"
    public static let version = "0.1.0"

    private let application = Application(id: CalculatorApplication.id)
    private var controller = CalculatorController()
    private var store = SessionStore.standard()
    /// The window from its creation until GTK destroys it; nil before and after.
    private var window: CalculatorWindow?
    /// The window's size as last seen, so saving never asks a window that may be gone.
    private var windowSize = (width: 440, height: 660)
    private var notationAction: Action?
    private var modeAction: Action?
    private var graphAction: Action?
    private var converterAction: Action?
    private var moneyAction: Action?
    private var dataAction: Action?
    private var orderAction: Action?
    private var pendingSave: MainLoop.Timer?
    /// The last save asked for: see `save`.
    private var saveGeneration = 0
    /// Set after a save failed and the user was told: the next failure is not told again.
    private var isFailingToSave = false
    private var showsHistory = false
    private var showsGraph = false
    /// What the graph shown was compiled for.
    private var graphKey: CalculatorController.GraphKey?
    private var graphIsDark = false
    private var graphViewport: Viewport?
    /// The variable chosen in the graph's selector; the default one while it is not used.
    private var graphVariable: String?
    private var showsConverter = false
    private var showsMoney = false
    /// The Data pane, and whether the graph draws its points and line.
    private var showsData = false
    private var showsSolver = false
    private var solverAction: Action?
    private var plotsData = false
    /// Set when Plot is turned on: the graph's view is fitted to the points once they come.
    private var fitsPlot = false
    private let dataWork = DataWork()
    /// Fetches the day's exchange rates once a result is money: at most once a day, never
    /// for a window that shows none.
    private let ratesWork = Worker(threads: 1)
    /// When the rates are asked for next (seconds since 1970), and the wait after a failed
    /// download: a minute, doubling to a day.
    private var ratesDue: Int?
    private var ratesRetry = 60
    private var ratesAddress: String?
    /// The converter's units as the session keeps them ("mi → km"): read when the pane is
    /// built, so start-up does not build the unit catalogue (nor load the number engine).
    private var converterUnits = ConverterPane.standardUnits
    private let renderer = RendererChoice()
    /// Evaluates the controller's work off the main thread: no key waits for a number.
    private let worker = Worker()
    /// Writes the session off the main thread, one save at a time.
    private let saver = Worker(threads: 1)
    /// Reads a restored session's kept functions.
    private let functionReader = Worker(threads: 1)
    /// Indexes the units' spellings once the window shows, so that the first unit typed
    /// (`2 m`) does not wait for it.
    private let unitIndexer = Worker(threads: 1)
    /// The generation whose evaluation was last handed to the worker.
    private var submittedGeneration: Int?
    /// Whether the session opened is still to be confirmed as opened: once its calculation has
    /// been evaluated, for a start that dies evaluating it must not open it again.
    private var confirmsOpening = true
    /// Set once an evaluation has taken longer than `computingDelay`: the window then says
    /// it is computing until the outcome comes. Before that it keeps showing what it showed,
    /// so that a result taking a millisecond never flashes "Computing…".
    private var showsComputing = false
    private var computingTimer: MainLoop.Timer?
    static let computingDelay: UInt32 = 50
    private let darkStyle = DarkStyle()
    /// The source tree's icons join the theme's search path when the About dialog first shows
    /// the app's icon, not at start-up: a new search path makes GTK load its icon themes again
    /// for the first frame's icons (142 → 105 ms to the window mapped, docs/PERFORMANCE.md).
    /// Installed, the icon is in the theme already.
    private var hasIconFolder = false

    /// One malloc arena for every thread: GTK's helper threads (D-Bus, dconf, the pool that
    /// starts fontconfig) each kept an arena's pages resident, 0.6 MiB of a 32 MiB start; the
    /// price, a few milliseconds of start-up waiting on fontconfig's thread (two arenas left
    /// start-up memory at the goal's very edge: docs/PERFORMANCE.md, issue 53).
    public init() { cgtk_use_one_malloc_arena() }

    /// Where the app finds its style sheet and other data, for `--data-dir`.
    public static var dataFolder: String? { DataFiles.folder }

    /// Runs until the window closes; the exit status. `arguments` (the program's name first)
    /// may ask to `--open` the window with an expression entered.
    public func run(arguments: [String]) -> Int32 {
        SessionBus.turnOffAccessibilityIfUnreachable()
        application.onActivate { [unowned self] in activate() }
        application.onCommandLine { [unowned self] arguments in
            application.activate()
            if let open = arguments.firstIndex(of: "--open"), open + 1 < arguments.count {
                update { $0.enter(expression: arguments[open + 1]) }
            }
        }
        Signal.connect(application.pointer, "shutdown") { [unowned self] () -> Void in
            save(waiting: true)
            confirmOpening()  // ending as asked, not dying: the next start opens the session
        }
        // `kill`, Ctrl+C in a terminal, a closed terminal: quit as the menu does, saving first.
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            MainLoop.onUnixSignal(signal) { [unowned self] in quit() }
        }
        return application.run(arguments: arguments)
    }

    private func activate() {
        if let window { return window.present() }  // a second launch shows the running one
        renderer.release()
        if let styleSheet = DataFiles.path(of: "style.css") {
            application.loadStyleSheet(at: styleSheet)
        }
        if let catalogs = DataFiles.localeFolder { Localization.useCatalogs(in: catalogs) }
        darkStyle.follow()
        let (session, outcome) = store.load()
        // The kept functions are read on a worker (1 000 of them take seconds): the window
        // shows at once, "Computing…" until they come.
        controller = CalculatorController(
            session: session, readsFunctions: false, defersEvaluation: true)
        if let definitions = controller.functionsBeingRead {
            functionReader.run(cancellable: false) {
                CalculatorController.readFunctions(definitions)
            } then: { [weak self] read in
                guard let self else { return }
                update { $0.receiveFunctions(read) }
                if controller.pendingEvaluation == nil { confirmOpening() }
            }
        }
        controller.announce(outcome)
        showsHistory = session.showsHistory ?? false
        (showsGraph, graphViewport, graphVariable) = (
            session.showsGraph ?? false, session.graphViewport, session.graphVariable
        )
        showsConverter = session.showsConverter ?? false
        // The graph, the Money and the Data panes take turns in one place: the graph first.
        showsMoney = session.showsMoney == true && !showsGraph
        showsData = session.showsData == true && !showsGraph && !showsMoney
        plotsData = session.plotsData ?? false
        converterUnits = session.converterUnits ?? converterUnits
        ratesAddress = session.ratesAddress
        addActions()
        worker.onNoThread = { [unowned self] reason in update { $0.reportNoThread(reason) } }
        let window = CalculatorWindow(application: application) { [unowned self] command in
            handle(command)
        }
        self.window = window
        // The size asked for is not a change: a start alone writes nothing.
        windowSize = (
            session.windowWidth ?? windowSize.width, session.windowHeight ?? windowSize.height
        )
        window.onResize = { [unowned self] width, height in
            guard (width, height) != windowSize else { return }
            windowSize = (width, height)
            scheduleSave()
        }
        window.onCloseRequest { [unowned self] in save(waiting: true) }
        window.onTextFocus = { [unowned self] isTyping in
            for command in AppCommand.allCases where command.isTextEditing {
                application.setAccelerators(
                    isTyping ? [] : command.accelerators, for: command.action)
            }
        }
        window.onDestroy { [unowned self] in self.window = nil }
        window.setSize(width: windowSize.width, height: windowSize.height)
        window.showHistory(showsHistory)
        showGraph(showsGraph)
        showConverter(showsConverter)
        showMoney(showsMoney)
        showData(showsData)
        render()
        window.present()
        // With nothing to evaluate, shown whole is opened; else once an evaluation has ended.
        MainLoop.whenIdle { [unowned self] in
            if controller.pendingEvaluation == nil, controller.functionsBeingRead == nil {
                confirmOpening()
            }
            unitIndexer.run(cancellable: false) { PhysicalUnit.indexSpellings() }
        }
    }

    /// Shown whole and evaluated: a later start may open this session again.
    private func confirmOpening() {
        guard confirmsOpening else { return }
        confirmsOpening = false
        store.confirmOpened()
    }

    // MARK: The one way state changes

    @discardableResult
    private func update<Result>(_ change: (inout CalculatorController) -> Result) -> Result {
        let result = change(&controller)
        render()
        scheduleSave()
        return result
    }

    private func render() {
        notationAction?.setState(controller.notation.rawValue)
        modeAction?.setState(controller.mode.rawValue)
        // The graph draws real functions: programmer mode hides it until scientific returns.
        if graphAction?.isEnabled != (controller.mode == .scientific) {
            graphAction?.setEnabled(controller.mode == .scientific)
            showGraph(showsGraph)
        }
        if converterAction?.isEnabled != (controller.mode == .scientific) {
            converterAction?.setEnabled(controller.mode == .scientific)
            showConverter(showsConverter)
        }
        if moneyAction?.isEnabled != (controller.mode == .scientific) {
            moneyAction?.setEnabled(controller.mode == .scientific)
            showMoney(showsMoney)
        }
        if dataAction?.isEnabled != (controller.mode == .scientific) {
            dataAction?.setEnabled(controller.mode == .scientific)
            showData(showsData)
        }
        if solverAction?.isEnabled != (controller.mode == .scientific) {
            solverAction?.setEnabled(controller.mode == .scientific)
            showSolver(showsSolver)
        }
        orderAction?.setState(controller.order.rawValue)
        evaluateIfNeeded()
        let state = controller.state
        // A result that comes within a moment is shown without "Computing…" in between; what
        // does not wait for it (a number typed, a notice, the functions and variables) is
        // shown at once.
        if !state.isComputing || showsComputing || state.isTyping || state.line != nil {
            window?.render(state)
        } else {
            window?.renderWhatDoesNotWait(state)
        }
        if state.usesExchangeRates { fetchRatesIfDue() }
        renderGraph()
        if showsConverter { window?.converter?.render() }
        if showsMoney { window?.money?.render(state.money) }
        if showsSolver { window?.solver?.render(state.solver, roots: state.roots) }
        renderData()
    }

    /// The kept rates, or the day's when they are older than a day, read or fetched on a worker
    /// of their own: asked once a day at most, and a failed download again after a back-off.
    private func fetchRatesIfDue() {
        let now = Int(time(nil))
        if let due = ratesDue, now < due { return }
        ratesDue = now + RatesDownload.day
        update { $0.fetchingRates() }  // renders again: this call then returns at once
        let (store, address) = (store, ratesAddress ?? CalculatorController.standardRatesAddress)
        // Loaded here, never on a worker: libsoup's constructor takes GModule's lock while the
        // loader's is held, and the main thread takes them the other way round when GTK loads
        // an image loader (a deadlock, seen). 2 ms, once.
        _ = SoupLibrary.loaded
        ratesWork.run {
            RatesDownload.update(store: store, address: address)
        } then: { [weak self] rates, problem in
            guard let self else { return }
            var retry: Int?
            if case .notFetched = problem {
                (ratesDue, retry) = (Int(time(nil)) + ratesRetry, ratesRetry / 60)
                ratesRetry = min(ratesRetry * 2, RatesDownload.day)
            } else {
                ratesRetry = 60
            }
            update { $0.receive(rates: rates, problem: problem, retryInMinutes: retry) }
        }
    }

    /// Hands the controller's work to the worker when its outcome is not current, superseding
    /// the evaluation under way; its outcome renders when it comes.
    private func evaluateIfNeeded() {
        guard let pending = controller.pendingEvaluation else {
            // Nothing is evaluated while the session's functions are read: computing still.
            if controller.functionsBeingRead != nil { return showComputingSoon() }
            computingTimer?.cancel()
            (computingTimer, showsComputing) = (nil, false)
            return
        }
        guard pending.generation != submittedGeneration else { return }
        submittedGeneration = pending.generation
        worker.run(
            within: CalculatorController.timeLimit, cancellable: !pending.finishesACalculation,
            pending.evaluate
        ) {
            [weak self] outcome in
            self?.controller.receive(outcome)
            self?.render()
            self?.confirmOpening()
        }
        showComputingSoon()
    }

    /// "Computing…" once a result has been waited for `computingDelay`.
    private func showComputingSoon() {
        guard computingTimer == nil, !showsComputing else { return }
        computingTimer = MainLoop.after(milliseconds: Self.computingDelay) { [weak self] in
            guard let self else { return }
            (computingTimer, showsComputing) = (nil, true)
            render()
        }
    }

    // MARK: The unit converter

    /// Like the graph, shown in scientific mode only, and built the first time it is shown.
    private func showConverter(_ isShown: Bool) {
        showsConverter = isShown
        let converter = window?.showConverter(isShown && controller.mode == .scientific) {
            let pane = ConverterPane(
                units: converterUnits, send: { [unowned self] in handle($0) },
                preview: { [unowned self] text, conversion in
                    controller.converted(text, by: conversion)
                },
                shownValue: { [unowned self] in controller.convertibleValue })
            pane.onConversionChange = { [unowned self] conversion in
                converterUnits = conversion.text
                scheduleSave()
            }
            return pane
        }
        converter?.render()
    }

    // MARK: The Money pane

    /// In the graph's place, in scientific mode only; built the first time it is shown.
    private func showMoney(_ isShown: Bool) {
        showsMoney = isShown
        let money = window?.showMoney(isShown && controller.mode == .scientific) {
            MoneyPane(send: { [unowned self] in handle($0) })
        }
        money?.render(controller.state.money)
    }

    // MARK: The Solver pane

    /// In the graph's place, in scientific mode only; built the first time it is shown.
    private func showSolver(_ isShown: Bool) {
        showsSolver = isShown
        let solver = window?.showSolver(isShown && controller.mode == .scientific) {
            SolverPane(send: { [unowned self] in handle($0) })
        }
        let state = controller.state
        solver?.render(state.solver, roots: state.roots)
    }

    // MARK: The Data pane

    /// In the graph's place, in scientific mode only; built the first time it is shown.
    private func showData(_ isShown: Bool) {
        showsData = isShown
        _ = window?.showData(isShown && controller.mode == .scientific) {
            DataPane(send: { [unowned self] in handle($0) }, plots: plotsData)
        }
        renderData()
    }

    /// The table and its summary in the pane, and its points on the graph; the summary is
    /// asked of a worker when the table changed, and shows when it comes.
    private func renderData() {
        let pane = showsData ? window?.data : nil
        let graph = plotsData && isGraphShown ? window?.graph : nil
        guard pane != nil || graph != nil || window?.graph?.plotted != nil else { return }
        dataWork.summarize(controller.data) { [weak self] in self?.renderData() }
        // The summary's points as they are, not copied: a million cost nothing at each key.
        let plotted = (try? dataWork.summary?.get()).map(PlottedData.init)
        graph?.plotted = plotted
        if fitsPlot, let graph, let plotted {
            fitsPlot = false
            if !plotted.points.isEmpty { graph.show(plotted.points) }
        }
        if graph == nil { window?.graph?.plotted = nil }
        pane?.render(controller.data, summary: paneSummary, plots: plotsData)
    }

    private var paneSummary: DataPane.Summary {
        guard !controller.data.rows.isEmpty else {
            return .message(
                localized("Type a value and press Σ+, or paste or open a column or two of data"))
        }
        return switch dataWork.summary {
        case nil: .computing
        case .failure(let refusal)?: .message(refusal.message)
        case .success(let summary)?: .values(controller.summaryRows(of: summary))
        }
    }

    /// The graph shows the points and their line, all in view.
    private func plotData(_ isShown: Bool) {
        plotsData = isShown
        if isShown, !showsGraph { showOnly(.graph) }
        fitsPlot = isShown
        render()
        scheduleSave()
    }

    /// Asks which file, then reads it in the table's place.
    private func openData() {
        guard let window else { return }
        FileChooser.open(
            title: localized("Open Data"), filterName: localized("CSV Files"),
            allFilesName: localized("All Files"), endings: [".csv", ".tsv", ".txt"],
            over: window.window
        ) { [unowned self] path in
            dataWork.read(file: path) { [weak self] read in
                self?.update { $0.receiveData(read, replacing: true) }
            }
        }
    }

    private func pasteData() {
        guard let window else { return }
        MainLoop.readClipboardBytes(from: window.window, limit: DataTable.sizeLimit) {
            [unowned self] chunks in
            dataWork.read(chunks ?? []) { [weak self] read in
                self?.update { $0.receiveData(read, replacing: false) }
            }
        }
    }

    // MARK: The graph

    private func showGraph(_ isShown: Bool) {
        showsGraph = isShown
        guard let graph = window?.showGraph(isGraphShown) else { return }
        graph.setViewport(graphViewport)
        graph.onViewportChange = { [unowned self] viewport in
            graphViewport = viewport
            scheduleSave()
        }
        graph.onVariableChange = { [unowned self] variable in
            graphVariable = variable
            renderGraph()
            scheduleSave()
        }
    }

    /// The variable chosen in the selector while the calculation uses it, else the default.
    private var variableToGraph: String {
        graphVariable.flatMap { controller.graphVariables.contains($0) ? $0 : nil }
            ?? controller.defaultGraphVariable
    }

    /// The graph follows the calculation: only while it is shown is the function compiled.
    private var isGraphShown: Bool { showsGraph && controller.mode == .scientific }

    /// Compiles the graph's function again when what it depends on changed.
    private func renderGraph() {
        guard isGraphShown, let window, let graph = window.graph else { return }
        let (key, compile) = controller.graphCompilation(of: variableToGraph)
        guard (key, window.isDark) != (graphKey, graphIsDark) else { return }
        (graphKey, graphIsDark) = (key, window.isDark)
        let (program, variable) = (controller, variableToGraph)
        graph.render(
            compiling: compile,
            marks: { program.graphMarks(of: variable, from: $0.lowerBound, to: $0.upperBound) },
            variables: controller.graphVariables, variable: variableToGraph, isDark: window.isDark)
    }

    /// Asks where, then writes the graph as the pane shows it, at the pane's size.
    private func saveGraph(as ending: String) {
        guard let window, let graph = window.graph else { return }
        let (function, curve, plotted) = (graph.function, graph.curveShown, graph.plotted)
        let title = function?.expression ?? (plotted == nil ? "" : graph.titleText)
        // Sampled again here only when that costs less than a frame.
        let sampled = curve == nil && function?.isCheapInFrame == true ? function : nil
        let (width, height) = graph.size
        let viewport = graph.viewport ?? .standard(width: width)
        FileChooser.save(
            title: localized("Save the Graph"), suggestedName: localized("graph") + "." + ending,
            over: window.window
        ) { [unowned self] path in
            let path = path.lowercased().hasSuffix("." + ending) ? path : path + "." + ending
            if let reason = GraphFile.write(
                sampled, curve: curve, plotted: plotted, title: title, viewport: viewport,
                width: Int(width), height: Int(height), isDark: window.isDark, to: path)
            {
                update { $0.reportGraphNotSaved(path: path, reason: reason) }
            }
        }
    }

    /// Asks where, then writes what `table` gives (the Money pane's schedule, the Data pane's
    /// table) as CSV, whole or not at all.
    private func saveCSV(
        title: String, name: String, _ table: (inout CalculatorController) -> String?
    ) {
        guard let window, let table = update(table) else { return }
        FileChooser.save(title: title, suggestedName: name + ".csv", over: window.window) {
            [unowned self] path in
            let path = path.lowercased().hasSuffix(".csv") ? path : path + ".csv"
            if let reason = Replacement.write(Array(table.utf8), to: path) {
                update { $0.reportFileNotSaved(path: path, reason: reason) }
            }
        }
    }

    private func handle(_ command: WindowCommand) {
        switch command {
        case .copySchedule: return copy { $0.scheduleText(separator: "\t") }
        case .saveSchedule:
            return saveCSV(title: localized("Save the Schedule"), name: localized("schedule")) {
                $0.scheduleText(separator: ",")
            }
        case .copyData: return copy { $0.dataText(separator: "\t") }
        case .saveData:
            return saveCSV(title: localized("Save the Data"), name: localized("data")) {
                $0.dataText(separator: ",")
            }
        case .openData: return openData()
        case .pasteData: return pasteData()
        case .plotData(let isShown): return plotData(isShown)
        default: break
        }
        update { controller in
            switch command {
            case .editLine(let text, let cursor, let anchor):
                controller.editLine(text: text, cursor: cursor, anchor: anchor)
            case .openLine(let placement): controller.openLine(placement)
            case .keepLine: controller.keepLine()
            case .leaveLine: controller.leaveLine()
            case .recallCalculation(let older): controller.recallCalculation(older: older)
            case .editHistory(let index): controller.editHistory(at: index)
            case .recallHistory(let index): controller.recallHistory(at: index)
            case .useLevel(let level): controller.useLevel(level)
            case .clearHistory: controller.clearHistory()
            case .setVariable(let name, let text): controller.setVariable(name, text: text)
            case .unsetVariable(let name): controller.setVariable(name, to: nil)
            case .clearVariables: controller.clearVariables()
            case .applyPreset(let preset): controller.applyPreset(preset)
            case .setSignificantDigits(let digits): controller.setSignificantDigits(digits)
            case .setNumberFormat(let style, let groupsDigits):
                controller.setFormat(style, groupsDigits: groupsDigits)
            case .setAngleUnit(let unit):
                if controller.angleUnit != unit { controller.press(.switchAngleUnit) }
            case .setOrder(let order): controller.setOrder(order)
            case .setComplexNumbers(let choice): controller.setComplexNumbers(choice)
            case .convert(let conversion, let value):
                controller.press(.convert(conversion, value: value))
            case .saveFunction(let text): controller.saveFunction(text)
            case .refuseCutDefinition: controller.refuseCutDefinition()
            case .redefineFunction(let name, let text): controller.redefine(name, as: text)
            case .deleteFunction(let name): controller.deleteFunction(name)
            case .graphFunction(let name): controller.enter(expression: name)
            case .editMoney(let quantity, let text): controller.editMoney(quantity, text: text)
            case .takeDisplayIntoMoney(let quantity): controller.takeDisplayIntoMoney(quantity)
            case .solveMoney(let quantity): controller.solveMoney(quantity)
            case .useMoney(let quantity): controller.useMoney(quantity)
            case .setPeriodsPerYear(let count): controller.setPeriodsPerYear(count)
            case .setMoneyTiming(let atBeginning):
                controller.setMoneyTiming(atBeginning: atBeginning)
            case .editData(let row, let isY, let text):
                controller.editData(row: row, isY: isY, text: text)
            case .addDataRow: controller.addDataRow()
            case .deleteDataRow(let row): controller.deleteDataRow(row)
            case .clearData: controller.clearData()
            case .useDataValue(let value): controller.useDataValue(value)
            case .editSolver(let problem): controller.editSolver { $0 = problem }
            case .solveInSolver: controller.solveInSolver()
            case .useRoot(let index):
                controller.useRoot(at: index)
                window?.focusKeypad()  // what is typed next works on it
            case .copySchedule, .saveSchedule, .copyData, .saveData, .openData, .pasteData,
                .plotData:
                break
            }
        }
        // Shown once the calculation is the function's: the toggle reads the controller.
        if case .graphFunction = command, !showsGraph { graphAction?.activate() }
    }

    // MARK: Saving

    /// Saves at most 300 ms after the first unsaved change: a burst of keys is one write, and
    /// steady typing still reaches the disk (a crash loses at most the last 300 ms).
    private func scheduleSave() {
        guard pendingSave == nil else { return }
        pendingSave = MainLoop.after(milliseconds: 300) { [weak self] in
            self?.pendingSave = nil
            self?.save()
        }
    }

    /// Saves the session: on a thread of its own while the app runs, so that writing (and its
    /// fsync) never holds a key; on the main thread at the end, which must not return before
    /// it is written. Each save has a generation, so an older one never overwrites a newer.
    private func save(waiting: Bool = false) {
        pendingSave?.cancel()
        pendingSave = nil
        var written = controller.session
        (written.windowWidth, written.windowHeight) = windowSize
        written.showsHistory = showsHistory
        (written.showsGraph, written.graphViewport, written.graphVariable) = (
            showsGraph, graphViewport, graphVariable
        )
        (written.showsConverter, written.converterUnits) = (showsConverter, converterUnits)
        written.ratesAddress = ratesAddress
        (written.showsMoney, written.showsData, written.plotsData) = (
            showsMoney, showsData, plotsData
        )
        saveGeneration += 1
        let (store, generation, session) = (store, saveGeneration, written)
        guard !waiting else {
            return saved(Result { try store.save(session, generation: generation) })
        }
        // Without a time limit: a save is never cut short. A newer save only keeps an older
        // one's outcome from being told (its own says the same).
        saver.run {
            Result { try store.save(session, generation: generation) }
        } then: { [weak self] outcome in
            self?.saved(outcome)
        }
    }

    private func saved(_ outcome: Result<Void, any Error>) {
        guard case .failure = outcome else {
            isFailingToSave = false
            return
        }
        // Told once, and no retry of its own: the next change tries again.
        guard !isFailingToSave else { return }
        isFailingToSave = true
        controller.reportSaveFailure(path: store.path)
        render()
    }

    /// Closes the window, which saves, and so ends the app.
    private func quit() {
        if let window { window.close() } else { application.quit() }
    }

    // MARK: Actions

    private func addActions() {
        application.addAction("press", takesString: true) { [unowned self] token in
            guard let key = token.flatMap(Key.init(token:)) else { return }
            update { $0.press(key) }
        }
        // Text typed on the keyboard: into the expression line.
        application.addAction("type", takesString: true) { [unowned self] typed in
            guard let typed, !typed.isEmpty else { return }
            update { $0.type(typed) }
        }
        application.addAction("functions") { [unowned self] _ in
            window?.functions.open(focusing: .search)
        }
        application.addAction("save-as-function") { [unowned self] _ in
            window?.functions.open(focusing: .definition)
        }
        notationAction = application.addAction("notation", state: controller.notation.rawValue) {
            [unowned self] value in
            guard let notation = value.flatMap(Notation.init(rawValue:)) else { return }
            update { $0.setNotation(notation) }
        }
        modeAction = application.addAction("mode", state: controller.mode.rawValue) {
            [unowned self] value in
            guard let mode = value.flatMap(CalculatorMode.init(rawValue:)) else { return }
            update { $0.setMode(mode) }
        }
        orderAction = application.addAction("order", state: controller.order.rawValue) {
            [unowned self] value in
            guard let order = value.flatMap(OrderOfOperations.init(rawValue:)) else { return }
            handle(.setOrder(order))
        }
        application.addAction("copy") { [unowned self] _ in copy() }
        application.addAction("paste") { [unowned self] _ in paste() }
        application.addAction("more-digits") { [unowned self] _ in
            update { $0.showMoreDigits() }
        }
        application.addAction("copy-level", takesString: true) { [unowned self] level in
            guard let level = level.flatMap({ Int($0) }) else { return }
            copy { $0.copy(level: level) }
        }
        application.addAction("clear-history") { [unowned self] _ in handle(.clearHistory) }
        application.addToggleAction("show-history", initially: showsHistory) {
            [unowned self] isShown in
            showsHistory = isShown
            window?.showHistory(isShown)
            render()
            scheduleSave()
        }
        graphAction = application.addToggleAction("show-graph", initially: showsGraph) {
            [unowned self] isShown in
            isShown ? showOnly(.graph) : showGraph(false)
            renderGraph()
            scheduleSave()
        }
        converterAction = application.addToggleAction(
            "show-converter", initially: showsConverter
        ) { [unowned self] isShown in
            showConverter(isShown)
            scheduleSave()
        }
        moneyAction = application.addToggleAction("show-money", initially: showsMoney) {
            [unowned self] isShown in
            isShown ? showOnly(.money) : showMoney(false)
            if isShown { window?.money?.focusFirstField() }
            scheduleSave()
        }
        dataAction = application.addToggleAction("show-data", initially: showsData) {
            [unowned self] isShown in
            isShown ? showOnly(.data) : showData(false)
            if isShown { window?.data?.focusFirstField() }
            scheduleSave()
        }
        solverAction = application.addToggleAction("show-solver", initially: showsSolver) {
            [unowned self] isShown in
            isShown ? showOnly(.solver) : showSolver(false)
            if isShown { window?.solver?.focusFirstField() }
        }
        application.addAction("save-graph", takesString: true) { [unowned self] ending in
            guard let ending, GraphFile.endings.contains("." + ending) else { return }
            saveGraph(as: ending)
        }
        application.addAction("preferences") { [unowned self] _ in showPreferences() }
        application.addAction("shortcuts") { [unowned self] _ in window?.showShortcuts() }
        application.addAction("help") { [unowned self] _ in showHelp() }
        application.addAction("about") { [unowned self] _ in showAbout() }
        application.addAction("quit") { [unowned self] _ in quit() }
        for command in AppCommand.allCases where !command.accelerators.isEmpty {
            application.setAccelerators(command.accelerators, for: command.action)
        }
    }

    /// The panes that take turns in the graph's place.
    private enum SidePane { case graph, money, data, solver }

    /// Shows one of the panes in the graph's place, hiding the others.
    private func showOnly(_ shown: SidePane) {
        let panes: [(SidePane, Bool, Action?, (Bool) -> Void)] = [
            (.graph, showsGraph, graphAction, showGraph),
            (.money, showsMoney, moneyAction, showMoney),
            (.data, showsData, dataAction, showData),
            (.solver, showsSolver, solverAction, showSolver),
        ]
        for (pane, isShown, action, show) in panes where pane != shown && isShown {
            action?.setState(false)
            show(false)
        }
        for (pane, _, action, show) in panes where pane == shown {
            action?.setState(true)
            show(true)
        }
    }

    /// Copies what `text` gives (it says why when there is nothing) to the clipboard.
    private func copy(_ text: (inout CalculatorController) -> String? = { $0.copy() }) {
        guard let window else { return }
        var copied: String?
        update { copied = text(&$0) }
        if let copied { MainLoop.copyToClipboard(copied, from: window.window) }
    }

    private func paste() {
        guard let window else { return }
        MainLoop.readClipboard(from: window.window) { [unowned self] text in
            update { $0.paste(text ?? "") }
        }
    }

    private func showPreferences() {
        guard let window else { return }
        PreferencesWindow.present(
            over: window.window, state: controller.state, format: controller.format
        ) { [unowned self] command in handle(command) }
    }

    /// The user guide in the desktop's help viewer (Yelp): installed, by the app's id; run from
    /// the source tree, the tree's pages.
    private func showHelp() {
        let uri = DataFiles.helpFolder.map { "ghelp:" + $0 } ?? "help:" + Self.id
        if let reason = MainLoop.openURI(uri) {
            update { $0.reportHelpNotOpened(reason: reason) }
        }
    }

    private func showAbout() {
        if !hasIconFolder, let icons = DataFiles.path(of: "icons") {
            application.addIconFolder(icons)
            hasIconFolder = true
        }
        let file = Builder("about")
        defer { file.release() }
        let about = file.widget("about")
        gtk_about_dialog_set_version(about.opaque, Self.version)
        if let window { gtk_window_set_transient_for(about.cast(), window.window.cast()) }
        gtk_window_present(about.cast())
    }
}
