import CalculatorModel
import Numbers

/// The Money pane's loan or saving (issue 56), in the HP-12C's model: n payments, i % a year
/// paid `periodsPerYear` times, PV, PMT and FV, each payment at the end or the beginning of
/// its period. Any four solve the fifth. A solution is entered as a calculation (`pmt(…)`),
/// so the display shows it as the 12C's does: computed off the window's thread, kept in the
/// history, taken back by undo; its value goes into the field when it comes.
public struct MoneyProblem: Equatable, Sendable, Codable {
    public enum Quantity: Int, CaseIterable, Codable, Sendable {
        case periods, yearlyRate, present, payment, future

        /// The HP-12C's name of its key, which every field is labelled with.
        public var symbol: String { ["n", "i", "PV", "PMT", "FV"][rawValue] }
    }

    /// Each field's text, as typed or as a result was written; empty when not filled.
    public private(set) var texts = ["", "", "", "", ""]
    public var periodsPerYear = 12 { didSet { periodsPerYear = Self.clamped(periodsPerYear) } }
    public var paysAtBeginning = false

    /// Periods a year: monthly by default; daily at most.
    public static let periodsPerYearRange = 1...365
    /// Longer than any number a field shows (`-1.23456789012345e-1000000`, `−1 234 567.89`);
    /// a longer text is cut, and the field takes no more.
    public static let maximumTextLength = 32

    public init() {}

    public subscript(quantity: Quantity) -> String {
        get { texts[quantity.rawValue] }
        set { texts[quantity.rawValue] = String(newValue.prefix(Self.maximumTextLength)) }
    }

    private static func clamped(_ count: Int) -> Int {
        min(max(count, periodsPerYearRange.lowerBound), periodsPerYearRange.upperBound)
    }

    private enum CodingKeys: String, CodingKey { case texts, periodsPerYear, paysAtBeginning }

    /// A damaged field takes its default alone.
    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        if let texts = try? fields.decode([String].self, forKey: .texts), texts.count == 5 {
            self.texts = texts.map { String($0.prefix(Self.maximumTextLength)) }
        }
        periodsPerYear = Self.clamped(
            (try? fields.decode(Int.self, forKey: .periodsPerYear)) ?? periodsPerYear)
        paysAtBeginning = (try? fields.decode(Bool.self, forKey: .paysAtBeginning)) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: CodingKeys.self)
        try fields.encode(texts, forKey: .texts)
        try fields.encode(periodsPerYear, forKey: .periodsPerYear)
        try fields.encode(paysAtBeginning, forKey: .paysAtBeginning)
    }

    /// A field's number as a calculation reads it, as a paste's is read (`50,000`, `13,25`,
    /// `−1 234.5`): nil for none.
    func number(_ quantity: Quantity) -> String? {
        let typed = String(
            self[quantity].compactMap { $0.isWhitespace ? nil : $0 == "−" ? "-" : $0 })
        let text = CalculatorController.numberText(typed)
        return Real(calculatorText: text) == nil ? nil : text
    }

    /// The first of the other four fields that holds no number.
    func missingField(toSolve quantity: Quantity) -> Quantity? {
        Quantity.allCases.first { $0 != quantity && number($0) == nil }
    }

    /// Whether the cash flows other than `quantity` all go one way (money only received, or
    /// only paid out): then no rate and no number of periods balances them.
    func cashFlowsGoOneWay(solving quantity: Quantity) -> Bool {
        let signs = [Quantity.present, .payment, .future].filter { $0 != quantity }.compactMap {
            number($0).flatMap(Real.init(calculatorText:))?.signum
        }
        return !signs.contains(1) || !signs.contains(-1)
    }

    /// The call that gives `quantity` from the other four, each as written (`i` a year in
    /// percent, the others per period), when all four are numbers.
    func call(solving quantity: Quantity) -> String {
        let value = { (other: Quantity) in "(" + (self.number(other) ?? "0") + ")" }
        let rate = value(.yearlyRate) + "/" + String(100 * periodsPerYear)
        let (n, pmt, pv, fv) = (value(.periods), value(.payment), value(.present), value(.future))
        let type = paysAtBeginning ? "1" : "0"
        // `;` separates arguments in every locale; `,` is the decimal point in some.
        func call(_ name: String, _ arguments: String...) -> String {
            name + "(" + arguments.joined(separator: "; ") + ")"
        }
        return switch quantity {
        case .periods: call("nper", rate, pmt, pv, fv, type)
        case .yearlyRate: call("rate", n, pmt, pv, fv, type) + "*\(100 * periodsPerYear)"
        case .present: call("pv", rate, n, pmt, fv, type)
        case .payment: call("pmt", rate, n, pv, fv, type)
        case .future: call("fv", rate, n, pmt, pv, type)
        }
    }
}

/// Why the Money pane's fields make no schedule, in the user's language.
public struct MoneyRefusal: Error, Equatable, Sendable {
    public let message: String
}

extension CalculatorController {
    /// A field typed in: its own undo is the field's.
    public mutating func editMoney(_ quantity: MoneyProblem.Quantity, text: String) {
        (money[quantity], solvingMoney) = (text, nil)
    }

    public mutating func setMoneyTiming(atBeginning: Bool) {
        changeMoney { $0.paysAtBeginning = atBeginning }
    }

    public mutating func setPeriodsPerYear(_ count: Int) {
        changeMoney { $0.periodsPerYear = count }
    }

    /// The display's value into a field; undo puts back what it held.
    public mutating func takeDisplayIntoMoney(_ quantity: MoneyProblem.Quantity) {
        guard let value = displayValue, value.isReal else {
            notice = isComputing ? Messages.stillComputing : Messages.displayHoldsNoNumber
            return
        }
        let text = copyText(of: value)
        changeMoney { $0[quantity] = text }
    }

    /// Enters the function of money that gives `quantity` from the other four fields as a
    /// calculation of its own; its value goes into the field when it comes. Undo takes both
    /// back.
    public mutating func solveMoney(_ quantity: MoneyProblem.Quantity) {
        notice = nil
        guard notation == .rpn || !algebraic.isPending && algebraic.openParentheses == 0 else {
            notice = Messages.finishCalculationToSolve
            return
        }
        if let missing = money.missingField(toSolve: quantity) {
            notice = Messages.moneyFieldNeeded(missing.symbol, toSolve: quantity.symbol)
            return
        }
        if [.periods, .yearlyRate].contains(quantity), money.cashFlowsGoOneWay(solving: quantity) {
            changeMoney { $0[quantity] = "" }  // never an earlier answer that looks like one
            notice = Messages.moneySigns
            return
        }
        let before = money
        commitEntry()
        guard enter(expression: money.call(solving: quantity)) else { return }
        cleared = .money(before, undoesCalculation: true)
        solvingMoney = (quantity, generation)
        if !defersEvaluation { receiveMoneySolution(evaluated()) }
    }

    /// A solution's value into its field, from the outcome of the calculation it entered; an
    /// outcome of a later calculation means the solution was not waited for.
    mutating func receiveMoneySolution(_ outcome: Outcome) {
        guard let (quantity, solution) = solvingMoney, outcome.generation >= solution else {
            return
        }
        solvingMoney = nil
        guard outcome.generation == solution else { return }
        // A field that could not be solved is cleared: an earlier answer would look solved.
        money[quantity] = outcome.value.flatMap { $0.isReal ? copyText(of: $0) : nil } ?? ""
    }

    /// A field's number, as if typed: the next operation works on it.
    public mutating func useMoney(_ quantity: MoneyProblem.Quantity) {
        guard let text = money.number(quantity) else {
            notice = Messages.fieldHoldsNoNumber(quantity.symbol)
            return
        }
        paste(text)
    }

    /// The schedule of the Money pane's loan (`MoneyProblem.schedule`).
    public var moneySchedule: Result<Amortization, MoneyRefusal> { money.schedule }

    /// The schedule as a table to copy (`separator` a tab) or save (`,`); nil, with a notice
    /// saying why, when the fields make none.
    public mutating func scheduleText(separator: String) -> String? {
        switch moneySchedule {
        case .success(let schedule):
            return schedule.table(header: Amortization.columnNames, separator: separator)
        case .failure(let refusal):
            notice = refusal.message
            return nil
        }
    }

    private mutating func changeMoney(_ change: (inout MoneyProblem) -> Void) {
        let before = money
        change(&money)
        if money != before {
            (cleared, solvingMoney) = (.money(before, undoesCalculation: false), nil)
        }
    }
}

extension Amortization {
    /// The schedule's columns, as the pane, a copy and a saved file name them.
    public static var columnNames: [String] {
        [localized("Payment"), localized("Interest"), localized("Principal"), localized("Balance")]
    }
}

extension MoneyProblem {
    /// The schedule of the loan in the fields: n payments of PMT (rounded to the cent; worked
    /// out from the others when empty) at i on PV, down to FV; or why the fields make none.
    /// A Sendable value's, so the window computes it off its thread, under a budget.
    public var schedule: Result<Amortization, MoneyRefusal> {
        let money = self
        let value = { (quantity: MoneyProblem.Quantity) in
            money.number(quantity).flatMap(Real.init(calculatorText:))
        }
        // PMT and FV may be left empty, not filled with what is no number.
        let unread = [MoneyProblem.Quantity.payment, .future].first { quantity in
            money[quantity].contains { !$0.isWhitespace } && money.number(quantity) == nil
        }
        if let unread {
            return .failure(MoneyRefusal(message: Messages.fieldHoldsNoNumber(unread.symbol)))
        }
        guard let n = value(.periods)?.rational, n.isInteger, let periods = n.word,
            (1...Amortization.maximumPeriods).contains(periods), let present = value(.present),
            let rate = try? value(.yearlyRate).map({ try $0 / Real(100 * money.periodsPerYear) })
        else {
            return .failure(
                MoneyRefusal(
                    message: Messages.scheduleNeeds(maximumPeriods: Amortization.maximumPeriods)))
        }
        do {
            return .success(
                try Amortization(
                    rate: rate, periods: periods, present: present,
                    future: value(.future) ?? .zero, atBeginning: money.paysAtBeginning,
                    payment: value(.payment)))
        } catch {
            // A budget spent (the next key came, or its time) is no fault of the fields.
            let problem = Budget.isSpent ? CalculatorError.tookTooLong : CalculatorError(error)
            return .failure(MoneyRefusal(message: Messages.text(for: problem)))
        }
    }
}
