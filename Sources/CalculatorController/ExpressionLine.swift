import CalculatorModel
import Numbers

/// The expression line as the window shows it: the text typed or being edited, read as written
/// when Return keeps it. Positions count Unicode scalars, as GTK's text fields do.
public struct LineState: Equatable, Sendable {
    public var text: String
    /// The cursor, and the other end of the selection (the cursor itself when none).
    public var cursor: Int
    public var anchor: Int
    /// Counts the controller's own changes (a key's text, an earlier calculation, where the
    /// reader stopped): the view puts text and cursor into its field then, and only then, so
    /// that the field's own editing, and its undo, stay its own.
    public var revision = 0
    /// Why the text cannot be read yet, shown in place of the value; nil while it reads.
    public var reason: String?
}

/// Where opening the line puts its cursor: Home; End, Right or a click; Left; Ctrl+A.
public enum LinePlacement: Equatable, Sendable {
    case start, end, beforeEnd, all
}

/// The line open for typing or editing, and the brains it started from.
struct ExpressionLine: Sendable {
    var state: LineState
    var kind: Kind
    /// The brains and the number typed when the line opened: Esc puts them back, and so does
    /// undo after Return.
    let before: (algebraic: CalculatorBrain, rpn: RPNBrain, entry: NumberEntry?)
    /// What the text is entered on: `before` without the calculation the text took over.
    let base: (algebraic: CalculatorBrain, rpn: RPNBrain)
    /// Whether the text took over a calculation (keys' pending one, a number typed, level 1):
    /// undo after Return then brings back `before` whole; else the brain's own undo takes
    /// back the expression, and redo puts it back.
    let takesOver: Bool
    /// Up and Down: the history entry in the line, and the text typed before the walk began.
    var recalled: (index: Int, draft: String)?
    /// An operator typed first while the result it goes on from was computed (`+7`): the line
    /// waits for the outcome of `generation` (or a later one) to put that calculation's text
    /// before it, then reads; Return meanwhile (`keeps`) keeps it then.
    var awaited: (generation: Int, keeps: Bool)?

    enum Kind: Sendable {
        /// An expression read with ordinary precedence: algebraic notation's calculation, or in
        /// RPN level 1's formula, which it replaces.
        case expression
        /// RPN's command line, as the HP 48's: numbers and names separated by spaces, run in turn.
        case commands
    }

    /// Why the text cannot be read, and where the reader stopped (a position in scalars).
    struct Failure: Error {
        let message: String
        let position: Int
        let isIncomplete: Bool
    }
}

extension CalculatorController {
    // MARK: Opening and typing

    /// Opens the line on the current calculation's text (a number typed, the calculation keys
    /// made, level 1's formula in RPN), so that editing never changes a meaning.
    public mutating func openLine(_ placement: LinePlacement) {
        if line == nil { startLine(typing: false) }
        guard var state = line?.state else { return }
        let end = state.text.unicodeScalars.count
        (state.cursor, state.anchor) =
            switch placement {
            case .start: (0, 0)
            case .end: (end, end)
            case .beforeEnd: (max(end - 1, 0), max(end - 1, 0))
            case .all: (end, 0)
            }
        state.revision += 1
        line?.state = state
    }

    /// Text typed on the keyboard: into the line at its cursor, opening it first. `=` at the
    /// end of a line keeps it, as Return does, unless the line defines a function (`f(x)=`).
    public mutating func type(_ text: String) {
        notice = nil
        if text == "=", let state = line?.state, state.cursor == state.text.unicodeScalars.count,
            state.cursor == state.anchor, !Self.isDefinitionHead(state.text),
            !SolveCall.isOpen(state.text)
        {
            return keepLine()
        }
        if text == "=", line == nil { return press(.equals) }
        if line == nil {
            // Read before the line changes the brains.
            let (start, awaited) = (continuation(typing: text), generation)
            let awaits = start == nil && isContinuation(text) && isComputing
            startLine(typing: true)
            if let start { insertInLine(start) }
            if awaits { line?.awaited = (awaited, false) }
        }
        insertInLine(text)
    }

    /// The outcome a waiting line goes on from: its calculation's text goes first.
    mutating func continueAwaitedLine(with outcome: Outcome) {
        guard let awaited = line?.awaited, outcome.generation >= awaited.generation,
            var state = line?.state
        else { return }
        line?.awaited = nil
        if let start = Self.continuation(of: describedCalculation(of: outcome)) {
            let shift = start.unicodeScalars.count
            (state.text, state.cursor, state.anchor) = (
                start + state.text, state.cursor + shift, state.anchor + shift
            )
            state.revision += 1
            line?.state = state
        }
        if let failure = readLine() {
            show(failure)
        } else if awaited.keeps {
            keepLine()
        }
    }

    /// The line's text as its field holds it after the field's own editing.
    public mutating func editLine(text: String, cursor: Int, anchor: Int) {
        guard var state = line?.state else { return }
        guard text.unicodeScalars.count <= Self.maximumLineLength else {
            // The field's own paste: refused whole, and the field given its text back.
            line?.state.revision += 1
            notice = Messages.lineTooLong
            return
        }
        let isNewText = state.text != text
        (state.text, state.cursor, state.anchor) = (text, cursor, anchor)
        line?.state = state
        if isNewText {
            notice = nil
            line?.recalled = nil
            readLine()
        }
    }

    /// Return: the calculation is kept and the line closes; undo brings back the one before.
    /// A text that cannot be read stays, with the cursor where the reader stopped and a notice
    /// saying why.
    public mutating func keepLine() {
        guard let line else { return press(.equals) }
        if line.awaited != nil {
            self.line?.awaited?.keeps = true
            return
        }
        let text = line.state.text
        if text.allSatisfy(\.isWhitespace) { return dropLine() }
        if SolveCall.begins(text) {
            dropLine()
            if solve(text) != true { reopen(line, noticing: notice) }
            return
        }
        if line.kind == .expression, notation == .algebraic,
            let (name, _, _) = try? FunctionLibrary.parts(of: text), !name.isEmpty
        {
            dropLine()
            if !define(text) { reopen(line, noticing: notice) }
            return
        }
        if let failure = readLine() { return show(failure) }
        self.line = nil
        if line.takesOver {
            cleared = .calculation(
                line.before.algebraic, line.before.rpn, variableValues, line.before.entry)
        }
        recordIfFinished()
    }

    /// Esc: the line closes and the calculation is as it was when the line opened; undo opens
    /// it again with its text.
    public mutating func leaveLine() {
        guard let line else { return }
        dropLine()
        if line.state.text.contains(where: { !$0.isWhitespace }) { cleared = .line(line) }
    }

    /// The line closes and the calculation is as it was when the line opened.
    mutating func dropLine() {
        guard let line else { return }
        self.line = nil
        (algebraic, rpn, entry) = line.before
        giveBrainsTheSettings()
    }

    /// Up and Down: the texts of earlier calculations, newest first, then back to what was
    /// typed, as a shell's history.
    public mutating func recallCalculation(older: Bool) {
        let texts = history.map { Self.lineText(ofDescription: $0.description) }
        guard !texts.isEmpty || line?.recalled != nil else { return }
        if line == nil { startLine(typing: true) }
        guard let line else { return }
        let current = line.recalled?.index ?? texts.count
        let next = older ? max(current - 1, 0) : current + 1
        guard next != current || line.recalled == nil, next <= texts.count else { return }
        let draft = line.recalled?.draft ?? line.state.text
        setLineText(next < texts.count ? texts[next] : draft)
        self.line?.recalled = next < texts.count ? (next, draft) : nil
    }

    /// A history row's calculation (`index` newest first) in the line, to edit.
    public mutating func editHistory(at index: Int) {
        guard history.indices.contains(index) else { return }
        if line == nil { startLine(typing: true) }
        setLineText(Self.lineText(ofDescription: history[history.count - 1 - index].description))
    }

    // MARK: Keys while the line is open

    /// A key pressed while the line is open: its text goes in at the cursor (`sin` is
    /// `sin(`); `=` keeps the line; settings act as ever. True when the key was handled so.
    mutating func pressInLine(_ key: Key) -> Bool {
        guard line != nil else { return false }
        switch key {
        case .equals:
            keepLine()
        case .backspace:
            guard let state = line?.state else { return true }
            if state.cursor == state.anchor, state.cursor > 0 {
                line?.state.anchor = state.cursor - 1
            }
            insertInLine("")
        case .undo:
            dropLine()
        case .clear:
            dropLine()
            return false  // then C clears, as ever
        case .redo:
            break
        case .switchAngleUnit, .secondFunctions, .base, .nextWordSize, .switchSignedness:
            return false
        default:
            if line?.kind == .commands, let word = key.commandWord {
                // A word of RPN's command line, spaced from the one before.
                let before = line?.state.text.unicodeScalars.prefix(line?.state.cursor ?? 0)
                insertInLine((before?.last.map { $0 == " " } ?? true ? "" : " ") + word + " ")
            } else if applyToOperandBeforeCursor(key) {
                break
            } else if let text = key.lineText(in: mode, decimalSeparator: Self.decimalSeparator) {
                insertInLine(text)
            } else {
                // →M, a conversion, a bit: a number alone is the number typed, as a paste of
                // one is; anything else is kept first. Then the key acts.
                if !takeNumberFromLine() { keepLine() }
                return line != nil
            }
        }
        return true
    }

    /// A function's key right after an operand (`90`, `(2 + 3)`, `x`) applies to it, as on
    /// the keypad: `90` sin is `sin(90)`, `4` √ is `√(4)`; ± changes its sign, `10` ± is
    /// `(-10)` and ± again `10`. True when the key was applied so.
    private mutating func applyToOperandBeforeCursor(_ key: Key) -> Bool {
        guard let state = line?.state, state.cursor == state.anchor else { return false }
        let scalars = Array(state.text.unicodeScalars.prefix(state.cursor))
        guard let start = Self.operandStart(in: scalars) else { return false }
        let operand = String(String.UnicodeScalarView(scalars[start...]))
        let grouped = operand.hasPrefix("(") ? operand : "(" + operand + ")"
        let negated = operand.hasPrefix("(-") ? String(operand.dropFirst(2).dropLast()) : nil
        let applied: String
        switch key {
        case .function(let name): applied = name + grouped
        case .operation(.negation)
        where negated.map { Self.operandStart(in: Array($0.unicodeScalars)) == 0 } == true:
            applied = negated ?? operand
        case .operation(.negation): applied = "(-" + operand + ")"
        case .operation(let id):
            switch id.entry.kind {
            case .unary(.function(let name)): applied = name + grouped
            case .unary(.prefix(let symbol, _)): applied = symbol + grouped
            default: return false
            }
        default: return false
        }
        line?.state.anchor = start
        insertInLine(applied)
        return true
    }

    /// Where the operand that ends `scalars` starts: a number (`1.5`, `2e-3`), a name (`x`,
    /// `π`) or a group in parentheses with its function's name (`sin(30)`); nil when the
    /// text ends otherwise (`2 +`, nothing).
    private static func operandStart(in scalars: [Unicode.Scalar]) -> Int? {
        func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
        }
        var start = scalars.count
        if scalars.last == ")" {
            var depth = 0
            repeat {
                start -= 1
                depth += scalars[start] == ")" ? 1 : scalars[start] == "(" ? -1 : 0
            } while depth > 0 && start > 0
            guard depth == 0 else { return nil }
        } else {
            let separator = decimalSeparator.unicodeScalars.first ?? "."
            while start > 0, isWordPart(scalars[start - 1]) || scalars[start - 1] == separator {
                start -= 1
                // The sign of an exponent (`2e-3`) belongs to the number.
                if start >= 2, "+-−".unicodeScalars.contains(scalars[start - 1]),
                    "eE".unicodeScalars.contains(scalars[start - 2]),
                    start >= 3 && ("0"..."9").contains(scalars[start - 3])
                {
                    start -= 2
                }
            }
            return start < scalars.count ? start : nil
        }
        while start > 0, isWordPart(scalars[start - 1]) { start -= 1 }  // its function's name
        return start
    }

    /// The line, when it holds a number alone, closed with the number as the one typed.
    private mutating func takeNumberFromLine() -> Bool {
        guard let text = line?.state.text.filter({ !$0.isWhitespace }), !text.isEmpty else {
            return false
        }
        let number: NumberEntry
        if mode == .programmer {
            guard let value = word.value(ofTyped: text) else { return false }
            number = NumberEntry(text: word.text(of: value), in: word)
        } else {
            guard case .success(let typed) = Self.number(fromPaste: text) else { return false }
            number = typed
        }
        dropLine()
        entry = number
        return true
    }

    // MARK: Reading

    /// Enters the line's text on the base brains: the display follows as one types. Nothing
    /// is recorded. The failure, when the text cannot be read.
    @discardableResult
    mutating func readLine() -> ExpressionLine.Failure? {
        guard var line else { return nil }
        (algebraic, rpn, entry) = (line.base.algebraic, line.base.rpn, nil)
        giveBrainsTheSettings()
        var failure: ExpressionLine.Failure?
        if line.awaited != nil {
            line.state.reason = Messages.computing
            self.line = line
            return nil
        }
        if SolveCall.begins(line.state.text) {
            // Solved when kept (Return): a search at each key would cost seconds.
            line.state.reason = Messages.returnSolves
            self.line = line
            return nil
        }
        if !line.state.text.allSatisfy(\.isWhitespace) {
            do {
                switch (line.kind, notation) {
                case (.expression, .algebraic): algebraic.enter(try expression(in: line.state.text))
                case (.expression, .rpn): rpn.push(try expression(in: line.state.text))
                case (.commands, _): try runCommands(line.state.text)
                }
            } catch {
                failure = error
                (algebraic, rpn) = line.base
                giveBrainsTheSettings()
            }
        }
        line.state.reason = failure.map {
            $0.isIncomplete ? Messages.lineIncomplete : Messages.lineUnreadable
        }
        self.line = line
        return failure
    }

    /// The text read as an expression, as a paste is.
    private func expression(in text: String) throws(ExpressionLine.Failure) -> Expression {
        guard text.unicodeScalars.count <= Self.maximumExpressionLength else {
            throw ExpressionLine.Failure(
                message: Messages.expressionTooLong, position: 0, isIncomplete: false)
        }
        do {
            return try Expression(
                parsing: Self.complexPair(in: text) ?? text,
                decimalSeparator: Self.decimalSeparator,
                variables: Set(["M", "x", "y"]).union(variableValues.keys),
                word: mode == .programmer ? word : nil, functions: functions)
        } catch {
            // The reader counts characters from 1; the field, scalars from 0.
            let position = String(text.prefix(max(error.position - 1, 0))).unicodeScalars.count
            throw ExpressionLine.Failure(
                message: Messages.text(for: error), position: position,
                isIncomplete: error.problem == .endsEarly)
        }
    }

    /// RPN's command line: each word a number, an operation (`+`, `sqrt`, `swap`), a variable,
    /// a kept function or an expression without spaces (`2^10`), run in turn.
    private mutating func runCommands(_ text: String) throws(ExpressionLine.Failure) {
        var offset = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            defer { offset += word.unicodeScalars.count + 1 }
            guard !word.isEmpty else { continue }
            if let id = OperationID(spelling: word), id.entry.modes.contains(mode),
                ![.openParenthesis, .closeParenthesis, .equals].contains(id)
            {
                if case .stack(let manipulation) = id.entry.kind,
                    let refusal = refusal(of: manipulation, symbol: id.entry.symbol)
                {
                    throw ExpressionLine.Failure(
                        message: refusal, position: offset, isIncomplete: false)
                }
                rpn.push(operation: id)
            } else if functions[String(word)] != nil, mode == .scientific {
                rpn.push(call: String(word))
            } else {
                do {
                    rpn.push(try expression(in: String(word)))
                } catch {
                    throw ExpressionLine.Failure(
                        message: error.message, position: offset + error.position,
                        isIncomplete: false)
                }
            }
        }
    }

    // MARK: Helpers

    /// Opens the line. Typing after a finished calculation starts a new one; typing into a
    /// calculation that keys made, or editing, takes over its text.
    private mutating func startLine(typing: Bool, keepingEntry: Bool = true) {
        let before = (algebraic: algebraic, rpn: rpn, entry: entry)
        var base = (algebraic: algebraic, rpn: rpn)
        let typed = keepingEntry ? entry?.text ?? "" : ""
        var (kind, text) = (ExpressionLine.Kind.expression, typed)
        var takesOver = entry != nil
        // A calculation whose text is not at hand (being computed, too long to write whole)
        // stays as it is: the text is its operand, or a calculation of its own.
        let described = describedCalculation
        switch notation {
        case .algebraic where algebraic.isPending && described?.isPending == true:
            text = (described?.text ?? "") + typed
            base.algebraic.withdrawCurrentCalculation()
            takesOver = true
        case .algebraic where entry == nil && !typing && described?.isPending == false:
            text = described?.text ?? ""
        case .algebraic:
            break
        case .rpn where entry == nil && !typing && rpn.depth > 0 && described != nil:
            text = described?.text ?? ""
            base.rpn.push(operation: .drop)
            takesOver = true
        case .rpn:
            kind = .commands
        }
        let end = text.unicodeScalars.count
        line = ExpressionLine(
            state: LineState(text: text, cursor: end, anchor: end, revision: 1),
            kind: kind, before: before, base: base, takesOver: takesOver)
        notice = nil
        readLine()
    }

    /// An operator typed first after a finished calculation works on it, as on every
    /// calculator: the calculation's text goes first, in parentheses where an operator of its
    /// own stands outside any (`(7 + 9)*2`, `√(7 + 9)+2`), so that the description goes on
    /// showing what led to the result. A minus too, as on every calculator: `12+34` ↩ `-10`
    /// is 36 (a negative number starts with `(-` or ±).
    private func continuation(typing text: String) -> String? {
        isContinuation(text) ? Self.continuation(of: describedCalculation) : nil
    }

    /// Whether `text`, typed now, goes on from the calculation.
    private func isContinuation(_ text: String) -> Bool {
        guard notation == .algebraic, line == nil, entry == nil, !algebraic.isPending,
            let first = text.first
        else { return false }
        return "+-*/^×÷−%!²³⁻".contains(first)
    }

    /// A finished calculation's text as an operator's left operand.
    private static func continuation(of described: (text: String, isPending: Bool)?) -> String? {
        guard let calculation = described?.text, described?.isPending == false else { return nil }
        var depth = 0
        let isGrouped = calculation.allSatisfy { character in
            depth += character == "(" ? 1 : character == ")" ? -1 : 0
            return depth > 0 || character != " "
        }
        return isGrouped ? calculation : "(" + calculation + ")"
    }

    /// The calculation as its description writes it, when the description is at hand (written
    /// where the evaluation ran) and whole: never evaluated here, where a slow result would
    /// hold the window. `isPending`: an operation waits (`12 + …` is `12 + `).
    private var describedCalculation: (text: String, isPending: Bool)? {
        guard let outcome = currentOutcome ?? (defersEvaluation ? nil : evaluated()) else {
            return nil
        }
        return describedCalculation(of: outcome)
    }

    private func describedCalculation(of outcome: Outcome) -> (text: String, isPending: Bool)? {
        // A solution goes on from its root, when it has one.
        if let roots = outcome.solution?.roots {
            return roots.count == 1 ? (copyText(of: Complex(roots[0])), false) : nil
        }
        let description =
            notation == .algebraic
            ? outcome.evaluation.description : outcome.evaluation.levels.first?.expression ?? ""
        let (text, isPending) =
            description.hasSuffix(" …")
            ? (description.dropLast(2) + " ", true)
            : (description.hasSuffix(" =") ? String(description.dropLast(2)) : description, false)
        return text.isEmpty || text.contains("…")
            ? nil : (Self.lineText(ofDescription: String(text)), isPending)
    }

    /// A description as the line reads it back: its arguments separated by `;` where `,` is
    /// the decimal point (its numbers' `.` is read in every locale).
    static func lineText(ofDescription description: String) -> String {
        decimalSeparator == "," ? description.replacing(", ", with: "; ") : description
    }

    /// Replaces the selection (or inserts at the cursor) with `text`, as the controller's own
    /// change; the failure, when the line then cannot be read.
    @discardableResult
    private mutating func insertInLine(_ written: String) -> ExpressionLine.Failure? {
        guard var state = line?.state else { return nil }
        let text = Self.oneLine(written)
        var scalars = Array(state.text.unicodeScalars)
        let range = min(state.cursor, state.anchor)..<max(state.cursor, state.anchor)
        guard scalars.count - range.count + text.unicodeScalars.count <= Self.maximumLineLength
        else {
            notice = Messages.lineTooLong
            return nil
        }
        scalars.replaceSubrange(range.clamped(to: 0..<scalars.count), with: text.unicodeScalars)
        state.text = String(String.UnicodeScalarView(scalars))
        state.cursor = range.lowerBound + text.unicodeScalars.count
        (state.anchor, state.revision) = (state.cursor, state.revision + 1)
        line?.state = state
        line?.recalled = nil
        return readLine()
    }

    private mutating func setLineText(_ written: String) {
        guard var state = line?.state else { return }
        let text = Self.oneLine(written)
        guard text.unicodeScalars.count <= Self.maximumLineLength else {
            notice = Messages.lineTooLong
            return
        }
        let end = text.unicodeScalars.count
        (state.text, state.cursor, state.anchor, state.revision) = (
            text, end, end, state.revision + 1
        )
        line?.state = state
        readLine()
    }

    /// A paste that cannot be read goes into the line in place of the number typed, the cursor
    /// where the reader stopped and a notice saying why: nothing pasted is lost.
    mutating func openLine(refusedPaste text: String) {
        // Too long to edit: the reader's notice says why it was not read.
        guard text.unicodeScalars.count <= Self.maximumLineLength else { return }
        if line == nil { startLine(typing: true, keepingEntry: false) }
        if let failure = insertInLine(text) { show(failure) }
    }

    /// The cursor where the reader stopped, and a notice saying why.
    mutating func show(_ failure: ExpressionLine.Failure) {
        guard var state = line?.state else { return }
        (state.cursor, state.anchor) = (failure.position, failure.position)
        state.revision += 1
        line?.state = state
        notice = failure.message
    }

    /// An edit a session kept, opened again on the calculation it opened on.
    mutating func restoreLine(_ text: String, cursor: Int, isCommandLine: Bool) {
        startLine(typing: notation == .algebraic || isCommandLine)
        setLineText(text)
        let place = min(max(cursor, 0), text.unicodeScalars.count)
        line?.state.cursor = place
        line?.state.anchor = place
    }

    /// A definition refused, or a line left by Esc and undone: the line opens again with its
    /// text (and the notice).
    mutating func reopen(_ closed: ExpressionLine, noticing message: String?) {
        line = closed
        line?.state.revision += 1
        readLine()
        notice = message
    }

    /// The longest line the field edits within a frame: GTK lays the whole line out again at
    /// each cursor move, in time that grows faster than its length (here 500 characters add
    /// 10 ms a key, 1 000 add 34, 3 000 add 250: `scripts/bench/line`). A longer calculation
    /// is pasted on the calculator, which reads it whole.
    static let maximumLineLength = 500

    /// The text as the line's entry holds it: one line, without control characters (at a NUL
    /// the entry would cut it).
    static func oneLine(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return text
        }
        return String(
            String.UnicodeScalarView(
                scalars.compactMap {
                    guard $0.properties.generalCategory == .control else { return $0 }
                    return $0.properties.isWhitespace ? " " : nil
                }))
    }

    /// `f(x)` or `g(a, b)`: the start of a definition, which `=` continues.
    static func isDefinitionHead(_ text: String) -> Bool {
        guard let (name, parameters, _) = try? FunctionLibrary.parts(of: text + "=0") else {
            return false
        }
        return isValidVariableName(name) && parameters.allSatisfy(isValidVariableName)
    }
}

extension Key {
    /// The word an operation's or a kept function's key types on RPN's command line.
    var commandWord: String? {
        switch self {
        case .function(let name): name
        case .operation(let id): id.entry.symbol
        default: nil
        }
    }

    /// What the key types into the expression line: a digit its digit, an operation its
    /// spelling (`sin` opens `sin(`); nil for keys that type nothing.
    func lineText(in mode: CalculatorMode, decimalSeparator: Character) -> String? {
        switch self {
        case .digit(let digit): String(digit, radix: 16, uppercase: true)
        case .decimalPoint: String(decimalSeparator)
        // A capital E, which the reader takes for an exponent (`2E3`; `2E` alone is 2), never
        // for Euler's e.
        case .exponent: "E"
        case .variable(let name): name
        case .function(let name): name + "("
        case .nextArgument: decimalSeparator == "," ? ";" : ","
        case .operation(let id):
            switch id.entry.kind {
            case .unary(.function(let name)): name + "("
            case .unary(.postfix(let symbol)): symbol
            case .unary(.prefix(let symbol, _)): symbol
            case .binary where id.entry.symbol.first?.isLetter == true:
                " " + id.entry.symbol + " "
            case .stack, .equals: nil
            default: id.entry.symbol
            }
        default: nil
        }
    }
}
