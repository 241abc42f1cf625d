import Numbers
import Synchronization
import Units

/// A brain's evaluation, kept across keys: a step entered costs one more step of it, not a
/// pass over the program. Copies of a brain share it until one of them changes its steps;
/// taking steps away empties it, and a step entered takes a new cache that continues the
/// shared one (`CalculatorBrain.append`): the copy's steps begin this brain's, so what it
/// keeps is the start of this evaluation too. So what a cache holds is always the evaluation
/// of the first steps of the brain that reads it, and a key entered while a copy is evaluated
/// elsewhere (the window's worker) still costs one step, not a pass.
final class EvaluationCache<Evaluation: StepEvaluation>: Sendable {
    struct Entry: Sendable {
        var evaluation: Evaluation
        /// The steps it has entered, and the settings it ran with.
        var steps: Range<Int>
        var settings: EvaluationSettings
        /// The highest precision any of its steps ran at.
        var bits: Int
        /// Unsettled at the highest precision: as proven as it can be, never evaluated again.
        var isFinal: Bool
    }

    private struct State: Sendable {
        var entry: Entry?
        /// The cache this one continues, until this one keeps an entry of its own.
        var origin: EvaluationCache?
        /// Evaluations made from the first step: a test's measure of what was kept.
        var passesAfresh = 0
    }

    private let state: Mutex<State>

    init() { state = Mutex(State()) }

    /// A new cache for a brain whose steps begin with those of the brains sharing `origin`.
    init(continuing origin: EvaluationCache) { state = Mutex(State(origin: origin)) }

    var passesAfresh: Int { state.withLock { $0.passesAfresh } }

    /// The entry kept here, else the nearest one an origin keeps; moved out of this cache when
    /// `isTaken` (no one else reads it), so that extending it copies nothing.
    private func entryToContinue(isTaken: Bool) -> Entry? {
        var cache: EvaluationCache? = self
        while let current = cache {
            let (entry, origin) = current.state.withLock { state in
                defer { if isTaken, current === self { state.entry = nil } }
                return (state.entry, state.origin)
            }
            if let entry { return entry }
            cache = origin
        }
        return nil
    }

    /// `steps` evaluated with `settings`: the entry kept, extended by the steps after it, when
    /// it covers their beginning, ran with the same settings at no less precision, and settles
    /// extended (or is final); else a new evaluation at adaptive precision. An evaluation its
    /// budget cut short (or that left the exact field unasked) is returned, what it proved in
    /// the time, but never kept.
    func evaluation<Result>(
        of steps: ArraySlice<ProgramStep>, settings: EvaluationSettings,
        read: (Evaluation) -> Result
    ) -> Result {
        state.withLock { state in
            if state.entry == nil, var origin = state.origin {
                state.origin = nil
                state.entry = origin.entryToContinue(isTaken: isKnownUniquelyReferenced(&origin))
            }
            var found: Entry? = nil
            swap(&found, &state.entry)  // moved out and changed in place: extending copies nothing
            if var entry = found, entry.steps.lowerBound == steps.startIndex,
                entry.steps.upperBound <= steps.endIndex, entry.settings == settings,
                entry.bits >= Precision.bits
            {
                found = nil  // the only reference: entering steps copies nothing
                let more = steps[entry.steps.upperBound...]
                if !more.isEmpty { entry.extend(by: more) }
                if entry.isFinal || entry.evaluation.isSettled {
                    if more.isEmpty || !Budget.isSpentOrCut { state.entry = entry }
                    return read(entry.evaluation)
                }
            }
            let (evaluation, bits) = Evaluation.afresh(steps, settings: settings)
            state.passesAfresh += 1
            if !Budget.isSpentOrCut {
                state.entry = Entry(
                    evaluation: evaluation, steps: steps.indices, settings: settings, bits: bits,
                    isFinal: bits >= Precision.maximumBits && !evaluation.isSettled)
            }
            return read(evaluation)
        }
    }
}

extension EvaluationCache.Entry {
    /// Programs up to this many steps enter a new step on a copy of the kept evaluation (at
    /// 10 ns a step, 0.1 ms); longer ones in place, so that a key never costs a pass.
    static var stepsCopiedPerKey: Int { 10_000 }

    /// Enters `more` steps, each at the precision it needs rather than the highest an earlier
    /// step needed: `(1 ÷ 3)! − (1 ÷ 3)!` needs 65 536 bits, a `+ 2` after it needs none of
    /// them. That takes a copy of the kept evaluation to climb from (Ziv's loop on the new
    /// steps alone); without one (every step so far at the starting precision, or a program
    /// too long to copy at each key) the steps go in place at the kept precision.
    fileprivate mutating func extend(by more: ArraySlice<ProgramStep>) {
        defer { steps = steps.lowerBound..<more.endIndex }
        guard bits > Precision.bits, steps.count <= Self.stepsCopiedPerKey else {
            Precision.$bits.withValue(bits) { for step in more { evaluation.enter(step) } }
            return
        }
        let before = evaluation
        evaluation = Precision.adaptive(upTo: bits) {
            var extended = before
            for step in more { extended.enter(step) }
            return extended
        } isSettled: {
            $0.isSettled
        }
    }
}

/// One pass over a brain's steps, a step at a time.
protocol StepEvaluation: Sendable {
    init(settings: EvaluationSettings, capacity: Int)
    mutating func enter(_ step: ProgramStep)
    /// Whether the values it shows are settled at the precision it ran with.
    var isSettled: Bool { get }
}

extension StepEvaluation {
    /// `steps` from scratch, run again at doubling precisions until it settles (Ziv's loop),
    /// and the bits it settled at.
    static func afresh(_ steps: ArraySlice<ProgramStep>, settings: EvaluationSettings) -> (
        evaluation: Self, bits: Int
    ) {
        var bits = Precision.bits
        let evaluation = Precision.adaptive {
            bits = Precision.bits
            var evaluation = Self(settings: settings, capacity: steps.count)
            for step in steps { evaluation.enter(step) }
            return evaluation
        } isSettled: {
            $0.isSettled
        }
        return (evaluation, bits)
    }
}

/// What an evaluation depends on besides the steps.
struct EvaluationSettings: Equatable, Sendable {
    var order = OrderOfOperations.entered
    var angleUnit = AngleUnit.radians
    var realResultsOnly = false
    var word: IntegerWord?
    var variables: [String: Complex]?
    var functions = FunctionLibrary()
    /// The day's exchange rates, for quantities of money.
    var rates: ExchangeRates?
}
