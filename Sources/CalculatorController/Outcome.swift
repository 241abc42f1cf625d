import CalculatorModel
import Numbers

/// Everything the state shows that takes evaluating: made where the evaluation runs (the
/// window's worker thread), so that reading the state costs the main thread no evaluation and
/// no writing of a long number.
public struct Outcome: Sendable {
    /// The controller's generation it was evaluated for.
    public let generation: Int
    let evaluation: CalculatorController.Evaluation
    /// The number the display shows, if it shows one (0 for an empty brain).
    let value: Complex?
    /// `value` written as the display shows it, with more digits when they were asked for.
    let number: String?
    /// RPN: the levels the state shows, written.
    let stack: [StackRow]
    /// What `solve` proved, when the calculation is one.
    var solution: Solution? = nil
}

/// An evaluation for another thread to run: a copy of the controller (its brains share their
/// steps and kept evaluations with the original), nothing the main thread changes.
public struct PendingEvaluation: Sendable {
    fileprivate let controller: CalculatorController

    public var generation: Int { controller.generation }

    /// Whether its outcome finishes a calculation for the history: it must come, even when
    /// newer keys follow.
    public var finishesACalculation: Bool {
        controller.generationsToRecord.contains(controller.generation)
    }

    /// The outcome, under the caller's budget (`Budget.current`): once it is spent, what was
    /// proven in the time, or `CalculatorError.tookTooLong`.
    public func evaluate() -> Outcome { controller.evaluated() }
}

extension CalculatorController {
    /// The time budget of an evaluation in the window, in milliseconds: past it, the display
    /// shows what was proven in that time (`|x| < 1e-4931`), or says it took too long.
    public static let timeLimit = 5_000

    /// What to evaluate for the state to be current; nil when it is, or when the state is
    /// evaluated as it is read.
    public var pendingEvaluation: PendingEvaluation? {
        defersEvaluation && currentOutcome == nil && functionsBeingRead == nil
            ? PendingEvaluation(controller: self) : nil
    }

    /// Takes an evaluation's outcome: the newest is shown, and each that finishes a
    /// calculation goes to the history, even when newer keys followed it.
    public mutating func receive(_ outcome: Outcome) {
        if generationsToRecord.contains(outcome.generation),
            let finished = outcome.evaluation.finished
        {
            record(finished, generation: outcome.generation)
        }
        // Its own generation only: an older one's outcome is still to come (the worker never
        // cancels a calculation finished for the history).
        generationsToRecord.removeAll { $0 == outcome.generation }
        if outcome.generation >= self.outcome?.generation ?? .min { self.outcome = outcome }
        continueAwaitedLine(with: outcome)
        receiveMoneySolution(outcome)
        receiveSolution(outcome)
        if let mode = modeAfterOutcome, currentOutcome != nil { setMode(mode) }
    }

    var currentOutcome: Outcome? { outcome?.generation == generation ? outcome : nil }

    /// Whether the value shown is still being computed elsewhere: a key that needs it finds
    /// none, and says so.
    var isComputing: Bool { defersEvaluation && entry == nil && currentOutcome == nil }

    /// The outcome of the work as it is now, evaluated on the calling thread.
    func evaluated() -> Outcome {
        if let solving, let solution = solution() { return solvedOutcome(solution, of: solving) }
        var evaluation = self.evaluation
        // Ziv's loop keeps the last round the budget let finish: where that round could not
        // tell its value, the budget, not the precision, is what ran out.
        if Budget.isSpent, case .failure(.imprecise) = evaluation.result {
            evaluation.result = .failure(.tookTooLong)
        }
        var number = (try? evaluation.result?.get()).map(text(of:))
        if let moreDigits, number != nil {
            var longer = format
            longer.significantDigits = moreDigits
            number = Precision.proving(digits: moreDigits) {
                (try? self.evaluation.result?.get())?.text(longer)
            }
            number = number.map(Self.inGroupsOfTen)
        }
        if let units = evaluation.units, let value = try? evaluation.result?.get() {
            number = Quantities.text(of: value, in: units, valueStyle, number: number)
        }
        var finished = evaluation.finished
        finished?.prepare(valueStyle)
        var stack = rows(of: evaluation.levels.prefix(Self.maximumShownLevels))
        if moreDigits != nil, let number, !stack.isEmpty { stack[0].value = number }
        return Outcome(
            generation: generation,
            evaluation: (
                evaluation.result, evaluation.description, finished, evaluation.levels,
                evaluation.wrapped, evaluation.units
            ), value: Outcome.value(of: evaluation.result), number: number, stack: stack)
    }
}

extension Outcome {
    /// The number a result shows: 0 for none (an empty brain), nil for an error.
    static func value(of result: Result<Complex, CalculatorError>?) -> Complex? {
        switch result {
        case nil: .zero
        case .success(let value): value
        case .failure: nil
        }
    }
}

extension CalculatorController {
    /// Many digits in groups of ten from the decimal point out (`1.4142135623 7309504880 …`;
    /// a whole part grouped by thousands stays so): easier to count, and lines break between
    /// groups. Wrapping one word of 10 000 digits costs Pango 2.4 s; between groups, 16 ms.
    static func inGroupsOfTen(_ number: String) -> String {
        let exponent = number.firstIndex(of: "e") ?? number.endIndex
        let point = number[..<exponent].firstIndex(of: ".") ?? exponent
        let sign = number.prefix { $0 == "-" }
        let separator = String(NumberFormat.groupSeparator)
        func grouped(_ digits: some StringProtocol, fromTheRight: Bool) -> String {
            let digits = Array(fromTheRight ? digits.reversed() : Array(digits))
            let groups = stride(from: 0, to: digits.count, by: 10).map { start in
                String(digits[start..<min(start + 10, digits.count)])
            }
            let text = groups.joined(separator: separator)
            return fromTheRight ? String(text.reversed()) : text
        }
        let integer = number[sign.endIndex..<point]
        let whole =
            integer.contains(NumberFormat.groupSeparator)
            ? String(integer) : grouped(integer, fromTheRight: true)
        let fraction =
            point < exponent
            ? "." + grouped(number[number.index(after: point)..<exponent], fromTheRight: false) : ""
        return sign + whole + fraction + number[exponent...]
    }
}
