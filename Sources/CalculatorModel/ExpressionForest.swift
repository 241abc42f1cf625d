import Numbers
import Units

/// How much of a long expression is written: its last 600 bytes or so, after `…`. The window
/// shows at most three lines of a description (about 300 characters when widest), so a key on
/// a program of 10^5 steps writes this much, not a megabyte.
public let expressionTextLimit = 600

/// The expressions a recorded program builds: each node's value is computed when it is added,
/// its text is written on demand with the fewest parentheses that keep its meaning.
///
/// Nodes live in one array and refer to their operands by index, and the text is written with an
/// explicit work list, so a program of a million nested steps neither overflows the stack nor
/// takes quadratic time.
struct ExpressionForest {
    typealias Value = Result<Complex, CalculatorError>

    struct Node {
        enum Shape {
            case leaf(String)
            case unary(OperationID, operand: Int)
            case binary(OperationID, left: Int, right: Int)
            /// `x%`: see `Operation.percent`.
            case percent(operand: Int)
            /// `5 ft → m`.
            case conversion(UnitConversion, operand: Int)
            /// `20 mi`, `… → km/h`.
            case units(UnitStep, operand: Int)
            /// `f(3, x + 1)`: a kept function's value at its arguments.
            case call(String, arguments: [Int])
        }
        let shape: Shape
        let precedence: Precedence
        var value: Value
        /// Whether this sum, or one down its left side, takes a percent of its left operand or
        /// starts with a percent (`b + c%`, `b + c% − d`, `c% − d`). Under another `+` it keeps
        /// its parentheses: `a + (b + c%)` written `a + b + c%` would take c% of a + b, and
        /// `a + (c% − d)` written `a + c% − d` would take c% of a.
        var takesPercentOfLeft = false
        /// Whether, as the right operand of `+` or `×`, it may be written without parentheses:
        /// it and every operation of its precedence down its left side regroup (`a × (b ÷ c)`
        /// is `a × b ÷ c`, but `a × (b mod c ÷ d)` is not `a × b mod c ÷ d`).
        var regroups = true
        /// Whether the word (programmer mode) could not hold the value and wrapped it.
        var wrapped = false
    }

    private(set) var nodes: [Node] = []
    /// The nodes `LASTx` wrote as a number, each with the node whose value it copied: a graph
    /// evaluates that one again at every point.
    private(set) var recalls: [Int: Int] = [:]
    /// The products RPN's `%` made (`b × c%`, b kept on level 2): beside `b +` or `b −` each is
    /// written `c%`, as typed, so that `x + 5%` reads back as itself.
    private var percentsOfBase: Set<Int> = []
    let angleUnit: AngleUnit
    /// Whether a real operand's complex value is refused (`√−4` says so, as it did before i).
    let realResultsOnly: Bool
    /// Programmer mode's word, which holds every value; nil in scientific mode.
    let word: IntegerWord?
    /// The kept functions its calls call.
    let functions: FunctionLibrary
    /// What quantities' units are worth: the angle unit, the day's exchange rates.
    let unitContext: UnitContext

    /// `capacity`: about how many nodes the program will add (one per step, a few more for
    /// missing operands). One allocation up front instead of one per doubling matters for
    /// programs of 10^5 steps, where fresh pages cost as much as the work.
    init(settings: EvaluationSettings, capacity: Int = 0) {
        (angleUnit, realResultsOnly, word) = (
            settings.angleUnit, settings.realResultsOnly, settings.word
        )
        functions = settings.functions
        unitContext = UnitContext(angleBase: settings.angleUnit.radians, rates: settings.rates)
        nodes.reserveCapacity(capacity)
    }

    func value(of node: Int) -> Value { nodes[node].value }

    /// The value `right` has as the right operand of `infix`: a percent right of `+` or `−` is
    /// that percent of `left` (`100 + 20%` adds 20).
    func value(of right: Int, rightOf id: OperationID, left: Int) -> Value {
        guard id.readsPercentOfLeft, isPercent(right) else { return nodes[right].value }
        return nodes[left].value.flatMap { a in
            nodes[right].value.flatMap { b in Self.value { () throws(ArithmeticError) in try a * b }
            }
        }
    }

    // MARK: Building

    mutating func leaf(_ text: String, value: Value) -> Int {
        append(Node(shape: .leaf(text), precedence: .atom, value: value))
    }

    /// A number entered; in a word, written in its base (`FF`).
    mutating func number(_ number: Complex) -> Int {
        // `append` wraps the value into the word and marks it; the text is what the word holds.
        let text =
            word.flatMap { word in
                (try? word.wrapping(number.realValue())).map { word.text(of: $0.value) }
            } ?? number.enteredText
        let precedence: Precedence =
            switch (number.isReal, number.real.isZero) {
            case (false, false): .additive  // 2 + 3i
            case (false, true): .multiplicative  // 3i
            case (true, _): text.hasPrefix("-") ? .negation : .atom
            }
        return append(Node(shape: .leaf(text), precedence: precedence, value: .success(number)))
    }

    mutating func missingOperand() -> Int { leaf("?", value: .failure(.missingOperand)) }

    /// A node once more, for `LASTx`: itself when it is a leaf, otherwise its value as a
    /// number. The text of a whole expression used twice could double with every recall.
    mutating func recall(_ node: Int) -> Int {
        if case .leaf = nodes[node].shape { return node }
        let copy =
            switch nodes[node].value {
            case .success(let value): number(value)
            case .failure: leaf("?", value: nodes[node].value)
            }
        recalls[copy] = node
        return copy
    }

    mutating func unary(_ id: OperationID, operand: Int) -> Int {
        let value = nodes[operand].value.flatMap { x in
            result(of: id) { () throws(ArithmeticError) in
                if let word, id.entry.modes.contains(.programmer) {
                    Complex(id.apply(try x.realValue(), in: word))
                } else {
                    try id.apply(x, angleUnit, realResultsOnly: realResultsOnly)
                }
            }
        }
        let precedence: Precedence =
            switch id.entry.kind {
            case .unary(.prefix(_, let precedence)): precedence
            case .unary(.postfix): .postfix
            default: .atom
            }
        return append(
            Node(shape: .unary(id, operand: operand), precedence: precedence, value: value))
    }

    mutating func percent(of operand: Int) -> Int {
        let value = nodes[operand].value.flatMap { x in
            Self.value { () throws(ArithmeticError) in try x / Self.hundred }
        }
        return append(Node(shape: .percent(operand: operand), precedence: .postfix, value: value))
    }

    private static let hundred = Complex(Real(100))

    /// RPN's `%`: `base × percent`, the base kept on level 2 (HP's).
    mutating func percent(_ percent: Int, ofBase base: Int) -> Int {
        let product = binary(.times, left: base, right: percent)
        percentsOfBase.insert(product)
        return product
    }

    /// The percent that `right`, RPN's `%` of `left`, is written as beside `left + ` or
    /// `left − `; nil where it is another operand.
    private func percent(writtenRightOf left: Int, _ right: Int) -> Int? {
        guard percentsOfBase.contains(right),
            case .binary(.times, left, let percent) = nodes[right].shape
        else { return nil }
        return percent
    }

    mutating func conversion(_ conversion: UnitConversion, operand: Int) -> Int {
        let value = nodes[operand].value.flatMap { x in
            Self.value { () throws(ArithmeticError) in
                Complex(try conversion.apply(x.realValue()))
            }
        }
        return append(
            Node(
                shape: .conversion(conversion, operand: operand), precedence: .conversion,
                value: value))
    }

    /// RPN: operation `id` on levels, some of which may hold quantities (`5 ft ↩ 3 in ↩ +`):
    /// `make` builds it on their values in base units, checked as an expression's units are,
    /// and it is shown in the units the check gives (5.25 ft); where the units do not combine
    /// (a length plus a time) its value says so.
    mutating func operation(
        _ id: OperationID, on operands: [Int], make: (inout Self, [Int]) -> Int
    ) -> Int {
        var bases = operands.map { node in
            if case .units(.shown, let operand) = nodes[node].shape { operand } else { node }
        }
        // Plain numbers (nearly every step of a long program) cost one comparison each.
        guard bases != operands else { return make(&self, operands) }
        var quantities = operands.map(quantity(of:))
        // Right of + and −, a temperature on a scale with an offset is a difference, as typed.
        if id == .plus || id == .minus, quantities[1].isTemperaturePoint,
            case .units(.quantity(let units, false), let number) = nodes[bases[1]].shape
        {
            bases[1] = self.units(.quantity(units, asDifference: true), operand: number)
            quantities[1].isTemperaturePoint = false
        }
        let result = make(&self, bases)
        do {
            let quantity = try UnitQuantity.combining(
                .operation(id), quantities, rightIsPercent: false)
            guard !quantity.units.isNone else { return result }
            return units(.shown(UnitTarget(quantity.units), isWritten: false), operand: result)
        } catch {
            if case .success = nodes[result].value {
                nodes[result].value = .failure(.units(error.problem))
            }
            return result
        }
    }

    /// What the units check knows of a node's value: a level's units are those it is shown in.
    private func quantity(of node: Int) -> UnitQuantity {
        switch nodes[node].shape {
        case .units(.shown(let target, _), let operand):
            var isPoint = false
            if case .units(.quantity(let units, let asDifference), _) = nodes[operand].shape {
                isPoint = units.single?.hasOffset == true && !asDifference
            }
            return UnitQuantity(units: target.parts[0], isTemperaturePoint: isPoint)
        default:
            return (try? nodes[node].value.get()).map(UnitQuantity.init(number:)) ?? UnitQuantity()
        }
    }

    mutating func units(_ step: UnitStep, operand: Int) -> Int {
        let context = unitContext
        let value = nodes[operand].value.flatMap { x -> Value in
            if let currency = context.currencyWithoutRate(in: step.units) {
                return .failure(.noExchangeRate(currency.symbol))
            }
            return Self.value { () throws(ArithmeticError) in
                Complex(try step.apply(x.realValue(), in: context))
            }
        }
        let precedence: Precedence =
            switch step {
            // `4 m` binds as a product written without its sign: `(4 m)²`, `20 mi ÷ 2 h`.
            case .quantity: .negation
            case .shown(_, true): .conversion
            case .shown(_, false): nodes[operand].precedence
            }
        return append(
            Node(shape: .units(step, operand: operand), precedence: precedence, value: value))
    }

    /// The units a node's value is shown in, if the expression or a conversion chose any.
    func unitsShown(by node: Int) -> UnitTarget? {
        switch nodes[node].shape {
        case .units(.shown(let target, _), _): target
        case .conversion(let conversion, _): UnitTarget(UnitProduct(conversion.target))
        default: nil
        }
    }

    /// A call of a kept function: the first argument without a value is the call's error
    /// (all are taken, used or not, as an operand is); a budget spent stops it before its body
    /// runs, so nested calls stop at once.
    mutating func call(_ name: String, arguments: [Int]) -> Int {
        let values = arguments.map { nodes[$0].value }
        let value: Value =
            if let failed = values.first(where: { (try? $0.get()) == nil }) {
                failed
            } else if Budget.isSpent {
                .failure(.tookTooLong)
            } else {
                functions.value(
                    of: name, arguments: values.compactMap { try? $0.get() },
                    settings: settingsOfCalls)
            }
        return append(
            Node(shape: .call(name, arguments: arguments), precedence: .atom, value: value))
    }

    /// What a call's body is evaluated with: the caller's settings; its variables are its own.
    var settingsOfCalls: EvaluationSettings {
        EvaluationSettings(
            angleUnit: angleUnit, realResultsOnly: realResultsOnly, word: word,
            functions: functions, rates: unitContext.rates)
    }

    mutating func binary(_ id: OperationID, left: Int, right: Int) -> Int {
        let value = nodes[left].value.flatMap { a in
            self.value(of: right, rightOf: id, left: left).flatMap { b in
                result(of: id) { () throws(ArithmeticError) in
                    if let word {
                        Complex(try id.apply(a.realValue(), b.realValue(), in: word))
                    } else {
                        try id.apply(a, b, angleUnit, realResultsOnly: realResultsOnly)
                    }
                }
            }
        }
        let precedence = id.infix.precedence
        var node = Node(
            shape: .binary(id, left: left, right: right), precedence: precedence, value: value)
        // In a word `÷` rounds: `a × (b ÷ c)` is not `a × b ÷ c` there.
        node.regroups =
            id.infix.regroups && (word == nil || id != .dividedBy)
            && (nodes[left].precedence != precedence || nodes[left].regroups)
        if precedence == .additive {
            node.takesPercentOfLeft =
                (id.readsPercentOfLeft
                    && (isPercent(right) || percent(writtenRightOf: left, right) != nil))
                || isPercent(left)
                || (nodes[left].precedence == .additive && nodes[left].takesPercentOfLeft)
        }
        return append(node)
    }

    /// Read without copying the node: this runs for every `+` of a long program.
    func isPercent(_ node: Int) -> Bool {
        guard nodes[node].precedence == .postfix, case .percent = nodes[node].shape else {
            return false
        }
        return true
    }

    /// An operation's value; none once the evaluation's budget is spent, so that a cancelled
    /// or late evaluation runs out its remaining steps in no time.
    private static func value(_ compute: () throws(ArithmeticError) -> Complex) -> Value {
        if Budget.isSpent { return .failure(.tookTooLong) }
        do { return .success(try compute()) } catch { return .failure(CalculatorError(error)) }
    }

    /// An operation's value: one of programmer mode only has none outside a word.
    private func result(of id: OperationID, _ compute: () throws(ArithmeticError) -> Complex)
        -> Value
    {
        word == nil && id.entry.modes == [.programmer]
            ? .failure(.needsProgrammerMode) : Self.value(compute)
    }

    /// Adds a node; in a word, with its value as the word holds it.
    private mutating func append(_ node: Node) -> Int {
        var node = node
        if let word, case .success(let x) = node.value {
            do {
                let wrapping = try word.wrapping(x.realValue())
                (node.value, node.wrapped) = (
                    .success(Complex(wrapping.value)), node.wrapped || wrapping.wrapped
                )
            } catch {
                node.value = .failure(CalculatorError(error))
            }
        }
        nodes.append(node)
        return nodes.count - 1
    }

    /// Whether the word wrapped a node's value.
    func wrapped(_ node: Int) -> Bool { nodes[node].wrapped }

    // MARK: Writing

    /// `a + b`, or `a +` while the right operand is still to come.
    func binaryText(_ id: OperationID, left: Int, right: Int?) -> String {
        let (precedence, associativity, symbol) =
            (id.infix.precedence, id.infix.associativity, id.entry.symbol)
        let leftText = text(
            of: left, parenthesized: needsParentheses(left, leftOf: precedence, associativity))
        guard let right else { return leftText + " " + symbol }
        let rightParenthesized = needsParentheses(right, rightOf: precedence, associativity)
        return leftText + " " + symbol + " " + text(of: right, parenthesized: rightParenthesized)
    }

    private enum Part {
        case node(Int, parenthesized: Bool)
        case text(String)
    }

    /// The text of a node, written from its end without recursion; beyond `limit` bytes, the
    /// rest is `…`.
    func text(of root: Int, parenthesized: Bool = false, limit: Int = expressionTextLimit) -> String
    {
        var pieces: [String] = []  // right to left
        var length = 0
        var work = [Part.node(root, parenthesized: parenthesized)]
        while let part = work.popLast() {
            switch part {
            case .node(let index, let parenthesized):
                work += parts(of: index, parenthesized: parenthesized)
            case .text(let piece):
                pieces.append(piece)
                length += piece.utf8.count
                if length > limit, !work.isEmpty { return "…" + pieces.reversed().joined() }
            }
        }
        return pieces.reversed().joined()
    }

    /// What a node is written as, left to right: texts, and its operands to write in their
    /// places, each with the fewest parentheses that keep its meaning.
    private func parts(of index: Int, parenthesized: Bool) -> [Part] {
        var parts = parenthesized ? [Part.text("(")] : []
        func written(_ node: Int, below precedence: Precedence) -> Part {
            .node(node, parenthesized: nodes[node].precedence < precedence)
        }
        switch nodes[index].shape {
        case .leaf(let leaf):
            parts.append(.text(leaf))
        case .unary(let id, let operand):
            guard case .unary(let notation) = id.entry.kind else { break }
            switch notation {
            case .function(let name):
                parts += [.text(name + "("), .node(operand, parenthesized: false), .text(")")]
            case .prefix(let symbol, _):
                parts += [.text(symbol), written(operand, below: .power)]
            case .postfix(let symbol):
                parts += [written(operand, below: .postfix), .text(symbol)]
            }
        case .percent(let operand):
            parts += [written(operand, below: .postfix), .text("%")]
        case .conversion(let conversion, let operand):
            parts += [written(operand, below: .negation), .text(" " + conversion.text)]
        case .units(.shown(_, false), let operand):
            parts.append(.node(operand, parenthesized: false))
        case .units(let step, let operand):
            parts += [written(operand, below: .negation), .text(step.text)]
        case .call(let name, let arguments):
            parts.append(.text(name + "("))
            for (position, argument) in arguments.enumerated() {
                if position > 0 { parts.append(.text(", ")) }
                parts.append(.node(argument, parenthesized: false))
            }
            parts.append(.text(")"))
        case .binary(.times, let left, let right) where writesAsCoefficientOfI(left, right):
            parts += [.node(left, parenthesized: false), .text("i")]
        case .binary(let id, let left, var right):
            if id.readsPercentOfLeft, let percent = percent(writtenRightOf: left, right) {
                right = percent
            }
            let (precedence, associativity) = (nodes[index].precedence, id.infix.associativity)
            parts += [
                .node(
                    left, parenthesized: needsParentheses(left, leftOf: precedence, associativity)),
                .text(" " + id.entry.symbol + " "),
                .node(
                    right,
                    parenthesized: needsParentheses(right, rightOf: precedence, associativity)
                        || (id == .times && writesAsCoefficientOfI(left, leftmostFactor(of: right)))
                ),
            ]
        }
        if parenthesized { parts.append(.text(")")) }
        return parts
    }

    /// Whether `left × right` is a number times i, written as on paper: `3i`, not `3 × i`.
    /// Only a number: a variable `x2` times i written `x2i` would read back as a name.
    private func writesAsCoefficientOfI(_ left: Int, _ right: Int) -> Bool {
        guard case .leaf("i") = nodes[right].shape, case .leaf(let number) = nodes[left].shape,
            nodes[left].precedence == .atom
        else { return false }
        return number.first?.isNumber == true && number.last?.isNumber == true
    }

    /// The first factor of a product or quotient, as written: `2 × (i ÷ 100)` written
    /// `2 × i ÷ 100` would read back as `2i ÷ 100`, so it keeps its parentheses.
    private func leftmostFactor(of node: Int) -> Int {
        var node = node
        while nodes[node].precedence == .multiplicative,
            case .binary(_, let left, _) = nodes[node].shape
        {
            node = left
        }
        return node
    }

    private func needsParentheses(
        _ operand: Int, leftOf precedence: Precedence, _ associativity: Associativity
    ) -> Bool {
        let inner = nodes[operand].precedence
        return inner < precedence || (inner == precedence && associativity == .right)
    }

    private func needsParentheses(
        _ operand: Int, rightOf precedence: Precedence, _ associativity: Associativity
    ) -> Bool {
        let inner = nodes[operand].precedence
        guard inner == precedence else { return inner < precedence }
        switch associativity {
        case .right: return false
        case .left: return true
        // `a × (b ÷ c)` is `a × b ÷ c`, but `a × (b mod c)` is not `a × b mod c`.
        case .both: return !nodes[operand].regroups || nodes[operand].takesPercentOfLeft
        }
    }
}
