import CalculatorModel
import Numbers
import Units

/// Turns keys into display states. It owns both brains, the notation, the number being typed,
/// the variable values (M among them), undo/redo, history and settings; the view knows nothing
/// else.
public struct CalculatorController: Sendable {
    public private(set) var notation: Notation = .algebraic {
        didSet { if notation != oldValue { workChanged() } }
    }
    /// Scientific or programmer: each has its own brains, the other mode's wait here.
    public internal(set) var mode = CalculatorMode.scientific {
        didSet { (algebraic.word, rpn.word) = (brainWord, brainWord) }
    }
    var algebraic = CalculatorBrain() { didSet { workChanged() } }
    var rpn = RPNBrain() { didSet { workChanged() } }
    /// The other mode's brains.
    var otherMode = (algebraic: CalculatorBrain(), rpn: RPNBrain())
    /// Programmer mode's word: size, signedness, base.
    public internal(set) var word = IntegerWord() {
        didSet { (algebraic.word, rpn.word) = (brainWord, brainWord) }
    }
    /// The word the current brains work in: none in scientific mode.
    var brainWord: IntegerWord? { mode == .programmer ? word : nil }
    /// Non-nil while the user is in the middle of typing a number.
    var entry: NumberEntry?
    /// The functions the user keeps, shared by both notations.
    public internal(set) var functions = FunctionLibrary() {
        didSet {
            giveBrainsTheSettings()
            workChanged()
            readLine()  // a line that calls them (restored while they were read) reads anew
        }
    }
    /// The definitions a restored session holds while they are read elsewhere (the window's
    /// worker: 1 000 functions take seconds): kept for the next save, and nothing is
    /// evaluated until they are read.
    public internal(set) var functionsBeingRead: [String]?
    /// The expression line, while text is typed or edited in it.
    var line: ExpressionLine?
    /// The values of M and every other variable, shared by both notations.
    public internal(set) var variableValues: [String: Complex] = [:] {
        didSet {
            rpn.variables = variableValues
            workChanged()
        }
    }
    /// Finished calculations, oldest first.
    public internal(set) var history: [HistoryEntry] = []
    /// The European Central Bank's rates of a day, for quantities of money; nil until some
    /// are fetched or kept (`receive(rates:problem:)`).
    public internal(set) var exchangeRates: ExchangeRates? {
        didSet { giveBrainsTheSettings() }
    }
    /// Why the newest rates did not come, when they did not.
    var ratesProblem: RatesProblem?
    /// Whether rates are being fetched now (`fetchingRates()`), and in how many minutes a
    /// failed download is tried again.
    var ratesFetch: (isUnderWay: Bool, retryInMinutes: Int?) = (false, nil)
    public internal(set) var angleUnit = AngleUnit.radians {
        didSet {
            (algebraic.angleUnit, rpn.angleUnit) = (angleUnit, angleUnit)
            prepareHistory()  // a polar angle's unit
        }
    }
    /// How complex results are written, or whether a real operand may have one.
    public internal(set) var complexNumbers = ComplexNumbers.rectangular {
        didSet {
            giveBrainsTheSettings()
            prepareHistory()
        }
    }
    /// Whether algebraic `7 + 9 × 2` is 32 (as entered) or 25.
    public internal(set) var order = OrderOfOperations.entered {
        didSet { algebraic.order = order }
    }
    /// Whether the keypad shows the second functions (`2nd`): a view state, kept nowhere.
    public internal(set) var showsSecondFunctions = false
    /// How numbers are written: style, significant digits (1–17 in the window), grouping.
    public internal(set) var format = NumberFormat() {
        didSet {
            guard format != oldValue else { return }
            prepareHistory()
            generation += 1
        }
    }
    public var significantDigits: Int { format.significantDigits }
    /// Whether finished calculations go to the history. Recording one evaluates the program, so
    /// a script of n operations would cost n evaluations: the headless mode, which never shows
    /// the history, turns it off and evaluates once, at the end.
    public var keepsHistory = true
    /// What C or Clear History just took away; undo puts it back while nothing else has
    /// happened since. (Undo and redo of steps are the brains' own, one step each.)
    var cleared: Cleared?
    /// The Money pane's loan or saving.
    public internal(set) var money = MoneyProblem()
    /// The Data pane's table.
    public internal(set) var data = DataTable()
    /// The equation being solved, or whose solution is shown, until the work changes.
    var solving: Solving?
    /// The Solver pane's equation and fields.
    public internal(set) var solver = SolverProblem()
    /// The field a solution entered as the calculation goes into, and the calculation's
    /// generation, until its outcome comes.
    var solvingMoney: (MoneyProblem.Quantity, generation: Int)?
    /// The number being typed that undo discarded, for redo to bring back, while only undo
    /// and redo have been pressed since; with how many steps the brain could redo then.
    var undoneEntry: (entry: NumberEntry, stepsToRedo: Int)?
    /// A message for the user that lasts until the next key.
    var notice: String?
    /// Whether evaluations run elsewhere (the window's worker thread): `press` then never
    /// evaluates, `pendingEvaluation` says what to evaluate and `receive` takes its outcome.
    /// Otherwise (scripts, tests) the state is evaluated when read.
    public var defersEvaluation = false
    /// Counts the changes to what the state shows of the work: the brains, the variables, the
    /// notation, the format, the digits asked for. An outcome is current while it matches.
    public internal(set) var generation = 0
    /// The latest outcome: current, or the one shown while the next is computed.
    var outcome: Outcome?
    /// Generations whose outcome, when it comes, finishes a calculation for the history.
    var generationsToRecord: [Int] = []
    /// The generations of the last calculations the history recorded, oldest first.
    var recordedGenerations: [Int] = []
    /// A mode switch asked for while the value it carries was being computed: made when the
    /// outcome comes, unless a key comes first.
    var modeAfterOutcome: CalculatorMode?

    /// Digits the display's four lines show in the narrowest window; a longer number gets a
    /// notice with its length.
    static let digitsAlwaysShown = 100
    static let maximumHistory = 100
    static let maximumHistoryDescription = 1_000
    /// More variables than anyone types; a session with more keeps the first, by name.
    static let maximumVariables = 1_000

    public init() {}

    // MARK: Input

    /// The significant digits the current result is shown with, when more than the format's
    /// were asked for; until the work changes.
    var moreDigits: Int?

    private mutating func workChanged() {
        (generation, moreDigits, solving) = (generation + 1, nil, nil)
    }

    /// Shows the current result with more digits (100, then 1 000, then 10 000), each proven,
    /// computed now at the precision they need, as Android's calculator does.
    public mutating func showMoreDigits() {
        notice = nil
        guard entry == nil, displayValue != nil else {
            notice = isComputing ? Messages.stillComputing : Messages.noResult
            return
        }
        let shown = moreDigits ?? format.significantDigits
        guard let next = [100, 1_000, 10_000].first(where: { $0 > shown }) else {
            notice = Messages.allDigitsShown
            return
        }
        (moreDigits, generation) = (next, generation + 1)
    }

    public mutating func press(_ key: Key) {
        guard key.isAvailable(in: mode) else {
            notice = Messages.keyWorks(in: mode == .programmer ? .scientific : .programmer)
            return
        }
        if pressInLine(key) { return }
        // Only the keypad changes: a notice, or what undo would bring back, stays.
        if key == .secondFunctions { return showsSecondFunctions.toggle() }
        (notice, modeAfterOutcome) = (nil, nil)
        if entry == nil, key.worksOnTheDisplayedValue, let roots = currentOutcome?.solution?.roots,
            roots.count != 1
        {
            notice = roots.isEmpty ? Messages.noRootToWorkOn : Messages.chooseARoot
            return
        }
        let cleared = self.cleared
        self.cleared = nil
        let undoneEntry = self.undoneEntry
        self.undoneEntry = nil
        switch key {
        case .digit where mode == .programmer,
            .operation(.negation) where mode == .programmer && entry != nil,
            .base, .nextWordSize, .switchSignedness, .toggleBit:
            pressInWord(key)
        case .digit(let digit) where (0...9).contains(digit):
            if var typed = entry, !typed.isComplete {
                if typed.append(digit: digit) {
                    entry = typed
                } else {
                    notice =
                        typed.canStartExponent ? Messages.tooManyDigits : Messages.exponentTooLong
                }
            } else {
                entry = NumberEntry(digit: digit)
            }
        case .digit:
            break
        case .decimalPoint:
            if entry == nil || entry?.isComplete == true {
                entry = NumberEntry(decimalPoint: ())
            } else {
                entry?.appendDecimalPoint()
            }
        case .exponent where entry?.canStartExponent == true,
            .operation(.e) where entry?.canStartExponent == true:
            entry?.startExponent()
        case .exponent:
            entry = NumberEntry(exponentOfOne: ())
        case .operation(.negation) where entry != nil:
            entry?.toggleSign()
        case .operation(.openParenthesis) where notation == .rpn,
            .operation(.closeParenthesis) where notation == .rpn:
            notice = Messages.parenthesesInRPN
        case .operation(let id):
            perform(id)
        case .equals where notation == .algebraic && entry == nil && currentBrainIsEmpty:
            break  // `=` on the 0 shown keeps 0, and leaves no `=` for `+ 2 =` to stumble on
        case .equals where notation == .algebraic:
            perform(.equals)
        case .equals:
            enter()
        case .variable(let name):
            commitEntry()
            switch notation {
            case .algebraic: algebraic.setOperand(variable: name)
            case .rpn: rpn.push(variable: name)
            }
        case .addDataPoint:
            addDataPoint()
        case .removeDataPoint:
            removeDataPoint()
        case .storeToMemory:
            if let value = displayValue {
                variableValues["M"] = value
            } else if isComputing {
                notice = Messages.stillComputing
            }
            entry = nil
        case .clear:
            self.cleared = .calculation(algebraic, rpn, variableValues, entry)
            switch notation {
            case .algebraic: algebraic.clear()
            case .rpn: rpn.clearStack()
            }
            (entry, variableValues) = (nil, [:])
        case .backspace where entry != nil:
            if entry?.removeLast() == false { entry = nil }
        case .backspace, .undo:
            self.undoneEntry = undoneEntry
            if let cleared { restore(cleared) } else { undo() }
        case .redo:
            // A number undo discarded comes back once the steps undone after it are redone.
            if let undoneEntry, undoneEntry.stepsToRedo == stepsToRedo {
                entry = undoneEntry.entry
                break
            }
            guard stepsToRedo > 0 else { break }
            self.undoneEntry = undoneEntry
            entry = nil
            switch notation {
            case .algebraic: algebraic.redo()
            case .rpn: rpn.redo()
            }
        case .switchAngleUnit:
            angleUnit = angleUnit == .radians ? .degrees : .radians
        case .secondFunctions:
            break
        case .convert(let conversion, let value):
            convert(conversion, value: value)
        case .function(let name):
            call(name)
        case .nextArgument:
            nextArgument()
        }
        readLine()  // a setting changed under the line (the base its digits are read in)
        // A number typed (or a bit flipped) after undo is new input: as in every editor, what
        // redo would bring back is forgotten, rather than the new input thrown away by redo.
        if entry != nil, stepsToRedo > 0, ![.undo, .backspace, .redo].contains(key) {
            switch notation {
            case .algebraic: algebraic.forgetUndoneSteps()
            case .rpn: rpn.forgetUndoneSteps()
            }
        }
    }

    /// Another notation: a line being edited is kept first; one that cannot be read goes on in
    /// the other notation's line.
    public mutating func setNotation(_ newNotation: Notation) {
        guard newNotation != notation else { return }
        let unread = closeLine()
        notation = newNotation
        if let unread { type(unread) }
    }

    /// Keeps the line if it reads; else leaves it, and gives back its text, which the caller
    /// puts in a line of its own, so that nothing typed is lost.
    @discardableResult
    mutating func closeLine() -> String? {
        guard line != nil else { return nil }
        keepLine()
        let unread = line?.state.text
        dropLine()
        return unread
    }

    /// Sets a variable's value, or unsets it with nil. Invalid names are ignored.
    public mutating func setVariable(_ name: String, to value: Complex?) {
        guard isValidVariableName(name) else { return }
        (variableValues[name], cleared) = (value, nil)
        readLine()  // a line that uses it reads it anew
    }

    public mutating func clearVariables() { (variableValues, cleared) = ([:], nil) }

    public mutating func setOrder(_ newOrder: OrderOfOperations) { order = newOrder }

    public mutating func setComplexNumbers(_ choice: ComplexNumbers) { complexNumbers = choice }

    public mutating func setSignificantDigits(_ digits: Int) {
        format.significantDigits = min(max(digits, 1), 17)
    }

    public mutating func setFormat(_ style: NumberFormat.Style, groupsDigits: Bool) {
        (format.style, format.groupsDigits) = (style, groupsDigits)
    }

    /// Any number of digits a script asks for (up to 10 000), each proven.
    public mutating func setFormat(_ newFormat: NumberFormat) { format = newFormat }

    // MARK: Output

    /// What the window shows. Deferring, it shows the outcome received, marked as computing
    /// while a newer one is on its way; else the outcome evaluated now.
    public var state: DisplayState {
        state(from: currentOutcome ?? (defersEvaluation ? outcome : evaluated()))
    }

    private func state(from outcome: Outcome?) -> DisplayState {
        let isComputing = outcome?.generation != generation
        let result = isComputing ? nil : outcome?.evaluation.result
        let error = entry == nil ? ratesError(of: result) ?? result?.failureMessage : nil
        let value = entry == nil ? try? result?.get() : nil
        let number = entry == nil ? outcome?.number : nil
        // A number longer than the display's four lines says how long it is: its end is cut.
        let digitCount = number.map { $0.count { $0.isASCII && $0.isNumber } } ?? 0
        let aboutTheValue: String? =
            (result != nil && entry == nil ? unsetVariablesNotice : nil)
            ?? ratesNotice(of: value, in: outcome?.evaluation.units)
        let solution = isComputing ? nil : outcome?.solution
        let aboutTheSolution: String? = solution.flatMap { solution in
            Self.notice(about: solution) { text(of: Complex(Real($0))) }
        }
        let notice: String? =
            notice ?? aboutTheSolution
            ?? (value?.isBeyondExactSize == true ? Messages.beyondExactSize : nil)
            ?? value?.placesKnownToBeZero.map(Messages.undecidedZero(places:))
            ?? (outcome?.evaluation.wrapped == true && !isComputing && entry == nil
                ? Messages.wrapped(bits: word.bits) : nil)
            ?? aboutTheValue
            ?? (digitCount > Self.digitsAlwaysShown && moreDigits == nil
                ? Messages.longNumber(digits: digitCount) : nil)
        let variables = variableList
        let shown = isComputing ? Messages.computing : Self.inLocale(number ?? "0")
        return DisplayState(
            display: line?.state.reason ?? entry.map { Self.inLocale(typedText($0)) } ?? error
                ?? shown,
            description: Self.inLocale(outcome?.evaluation.description ?? ""),
            variables: text(of: variables),
            error: error, notation: notation, variableList: variables, notice: notice,
            angleUnit: angleUnit, order: order, complexNumbers: complexNumbers,
            openParentheses: notation == .algebraic ? algebraic.openParentheses : 0,
            canUndo: entry != nil || !currentBrainIsEmpty || cleared != nil,
            canRedo: undoneEntry != nil || stepsToRedo > 0,
            history: historyRows,
            stack: (outcome?.stack ?? []).map { row in
                var row = row
                (row.value, row.expression) = (
                    Self.inLocale(row.value), Self.inLocale(row.expression)
                )
                return row
            },
            stackDepth: notation == .rpn ? rpn.depth : 0, isTyping: entry != nil,
            isComputing: isComputing,
            showsMoreDigits: moreDigits != nil && number != nil && !isComputing,
            showsSecondFunctions: showsSecondFunctions, mode: mode, word: wordReadout,
            functions: functions.all.map {
                FunctionRow(
                    name: $0.name, heading: $0.heading, formula: $0.formula,
                    parameterCount: $0.parameters.count)
            }, deletedFunction: deletedFunctionName, line: line?.state, money: money,
            data: data, solver: solver,
            roots: solver.roots.map { text(of: Complex($0)) },
            usesExchangeRates: outcome?.evaluation.units?.isMoney == true)
    }

    /// In algebraic notation an unset variable counts as 0 (the seeds' rule): said, naming it,
    /// so that `1 ÷ x` = "Division by zero" explains itself. RPN refuses such a value instead.
    private var unsetVariablesNotice: String? {
        guard notation == .algebraic else { return nil }
        let unset = algebraic.variablesUsed.filter { variableValues[$0] == nil }
        let names = algebraic.variables(among: unset)
        return names.isEmpty ? nil : Messages.variablesTakenAsZero(names)
    }

    /// The number being typed as the display shows it: in programmer mode grouped as the word's
    /// values are (64 binary digits are 16 groups, not one line of digits).
    private func typedText(_ typed: NumberEntry) -> String {
        mode == .programmer ? IntegerWord.grouped(typed.text, in: word.base) : typed.text
    }

    /// A value as the display shows it: with the format's digits, or in the word's base.
    func text(of value: Complex) -> String {
        mode == .programmer ? word.text(of: value.real, grouped: true) : value.text(valueStyle)
    }

    /// How values are written: the format, and complex ones as the preference says.
    var valueStyle: ValueStyle {
        ValueStyle(format, polarAngleUnit: complexNumbers == .polar ? angleUnit : nil)
    }

    /// The current brain's value (nil when it has none), its description with ` …` or ` =`,
    /// the finished calculation the history would keep, if the value is one (programmer mode
    /// keeps none), in RPN the stack's levels, level 1 first, and whether the word wrapped
    /// the value.
    typealias Evaluation = (
        result: Result<Complex, CalculatorError>?, description: String, finished: HistoryEntry?,
        levels: [StackLevel], wrapped: Bool, units: UnitTarget?
    )

    var evaluation: Evaluation {
        switch notation {
        case .algebraic:
            let (result, isPending, description, wrapped, units) =
                algebraic.evaluateExactlyWithUnits(using: variableValues)
            // A bare number (`5 =`) is not a calculation worth keeping.
            let finished = (try? result?.get()).flatMap { value in
                isPending || algebraic.isSingleOperand || mode == .programmer
                    ? nil : HistoryEntry(description: description, result: value, units: units)
            }
            let suffix = isPending ? " …" : " ="
            return (
                result, description.isEmpty ? "" : description + suffix, finished, [], wrapped,
                units
            )
        case .rpn:
            guard !rpn.isEmpty else { return (nil, "", nil, [], false, nil) }
            let levels = rpn.levels(top: Self.maximumShownLevels)
            let result = levels.first?.value ?? .failure(.missingOperand)
            let finished = (try? result.get()).flatMap { value in
                mode == .programmer
                    ? nil
                    : levels.first.map {
                        HistoryEntry(description: $0.expression, result: value, units: $0.units)
                    }
            }
            return (
                result, Self.description(of: levels, depth: rpn.depth) + " =", finished, levels,
                levels.first?.wrapped ?? false, levels.first?.units
            )
        }
    }

    private var currentBrainIsEmpty: Bool {
        notation == .algebraic ? algebraic.isEmpty : rpn.isEmpty
    }

    /// The number the display shows, if it shows one: what is typed, else the result; nil
    /// while it is being computed.
    var displayValue: Complex? {
        if let entry { return entry.value }
        if let outcome = currentOutcome { return outcome.value }
        return defersEvaluation ? nil : Outcome.value(of: evaluation.result)
    }

    /// Every variable the program uses or that has a value, M last.
    private var variableList: [VariableValue] {
        let used = notation == .algebraic ? algebraic.variablesUsed : rpn.variablesUsed
        return used.union(variableValues.keys)
            .sorted { ($0 == "M" ? 1 : 0, $0) < ($1 == "M" ? 1 : 0, $1) }
            .map { VariableValue(name: $0, value: variableValues[$0]) }
    }

    private func text(of variables: [VariableValue]) -> String {
        variables.map { variable in
            let value = variable.value?.text(format)
            return "\(variable.name) = \(value ?? Messages.unset)"
        }.joined(separator: "  ")
    }

    // MARK: Steps

    private mutating func perform(_ id: OperationID) {
        let operation = id.entry.kind
        switch notation {
        case .algebraic:
            if case .stack = operation {
                notice = Messages.stackKeysInAlgebraic
                return
            }
            if case .closeParenthesis = operation, algebraic.openParentheses == 0 { return }
            if case .openParenthesis = operation,
                entry != nil || (algebraic.isPending && !algebraic.isAwaitingOperand)
            {
                // `2(` is `2 × (`, as written on paper.
                commitEntry()
                algebraic.performOperation(.times)
            }
            if entry == nil, algebraic.isAwaitingOperand, !algebraic.endsWithBinaryOperation,
                needsDisplayedOperand(operation)
            {
                algebraic.setOperand(exactly: displayValue ?? .zero)
            }
            commitEntry()
            algebraic.performOperation(id)
            // Pending (read from the steps, not by evaluating): nothing is finished yet, and a
            // script of many keys stays linear.
            if algebraic.isPending { return }
        case .rpn:
            if case .stack(let manipulation) = operation,
                let refusal = refusal(of: manipulation, symbol: id.entry.symbol)
            {
                notice = refusal
                return
            }
            commitEntry()
            rpn.push(operation: id)
        }
        recordIfFinished()
    }

    /// Every operation that finishes a calculation adds it to the history: `=`, and a function
    /// after it (`30 sin`); in RPN, every operation.
    mutating func recordIfFinished() {
        guard keepsHistory else { return }
        if defersEvaluation {
            // Bounded: one evaluated nowhere (an RPN key in a burst of them) is let go.
            generationsToRecord = generationsToRecord.suffix(Self.maximumHistory - 1) + [generation]
            return
        }
        let outcome = evaluated()
        if let finished = outcome.evaluation.finished { record(finished, generation: generation) }
        self.outcome = outcome
    }

    /// Whether an operation pressed at the start or right after `(` should work on the number
    /// displayed (`+` at launch is `0 +`, `(` `)` is `(0)`). Right after a binary operation the
    /// brain itself repeats its left operand as entered (`x × =` is `x × x =`), and a binary
    /// operation there replaces the last.
    private func needsDisplayedOperand(_ operation: OperationKind) -> Bool {
        switch operation {
        case .unary, .percent, .closeParenthesis, .binary: true
        case .equals: algebraic.isPending
        case .constant, .random, .openParenthesis, .stack, .function: false
        }
    }

    /// Why a stack key cannot run now (the number being typed counts as level 1); nil when it
    /// can. A refused key records nothing.
    func refusal(of manipulation: StackManipulation, symbol: String) -> String? {
        let depth = rpn.depth + (entry == nil ? 0 : 1)
        return switch manipulation {
        case .swap, .roll: depth < 2 ? Messages.needsTwoLevels(symbol) : nil
        case .drop: depth == 0 ? Messages.stackIsEmpty : nil
        case .lastOperand: rpn.hasLastOperand ? nil : Messages.noLastOperand
        }
    }

    /// RPN Enter: pushes the number typed, else level 1 again (0 on an empty stack).
    private mutating func enter() {
        if entry != nil {
            commitEntry()
            entry = nil
        } else if rpn.depth == 0 {
            rpn.push(exactly: .zero)
        } else {
            rpn.duplicateLevel1()
        }
    }

    /// Hands the number being typed to the brain.
    mutating func commitEntry() {
        guard let value = entry?.value else { return }
        switch notation {
        case .algebraic: algebraic.setOperand(exactly: value)
        case .rpn: rpn.push(exactly: value)
        }
        entry = nil
    }

    /// Discards the number being typed, or takes back the brain's last step (redo can put it
    /// back). Variable values are never undone.
    private mutating func undo() {
        if entry != nil {
            (undoneEntry, entry) = (entry.map { ($0, stepsToRedo) }, nil)
            return
        }
        switch notation {
        case .algebraic: algebraic.undo()
        case .rpn: rpn.undo()
        }
    }

    private var stepsToRedo: Int {
        notation == .algebraic ? algebraic.stepsToRedo : rpn.stepsToRedo
    }

    /// Gives both brains the controller's settings: after they are restored whole, and in an
    /// initializer, where no `didSet` runs.
    mutating func giveBrainsTheSettings() {
        (algebraic.angleUnit, rpn.angleUnit) = (angleUnit, angleUnit)
        (algebraic.word, rpn.word) = (brainWord, brainWord)
        let realOnly = complexNumbers == .realOnly
        (algebraic.realResultsOnly, rpn.realResultsOnly) = (realOnly, realOnly)
        algebraic.order = order
        (algebraic.functions, rpn.functions) = (functions, functions)
        (algebraic.exchangeRates, rpn.exchangeRates) = (exchangeRates, exchangeRates)
    }

    /// What a clearing key took away.
    enum Cleared {
        /// C: both brains as they were (one was cleared), the variables and the number typed.
        case calculation(CalculatorBrain, RPNBrain, [String: Complex], NumberEntry?)
        case history([HistoryEntry])
        /// A kept function deleted, and where it stood in the list.
        case function(UserFunction, position: Int)
        /// The Money pane's fields before a change; and whether the change entered a
        /// calculation (a solution), which undo takes back too.
        case money(MoneyProblem, undoesCalculation: Bool)
        /// The Data pane's table before a change.
        case data(DataTable)
        /// The line Esc closed.
        case line(ExpressionLine)
    }

    private mutating func restore(_ cleared: Cleared) {
        switch cleared {
        case .calculation(let algebraic, let rpn, let variables, let entry):
            (self.algebraic, self.rpn, variableValues, self.entry) = (
                algebraic, rpn, variables, entry
            )
            // Settings are always the current ones, whatever the brains were saved with.
            giveBrainsTheSettings()
        case .history(let entries):
            history = entries
        case .function(let function, let position):
            restore(function, at: position)
        case .money(let problem, let undoesCalculation):
            (money, solvingMoney) = (problem, nil)
            if undoesCalculation { undo() }
        case .data(let table):
            data = table
        case .line(let closed):
            reopen(closed, noticing: nil)
        }
    }
}
