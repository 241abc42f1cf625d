import Numbers
import Synchronization

/// A brain's evaluation, kept across keys: a step entered costs one more step of it, not a
/// pass over the program. Copies of a brain share it until one of them changes its steps;
/// that one takes a new, empty cache (`CalculatorBrain.append`), and taking steps away empties
/// it, so what it holds is always the evaluation of the first steps of the brain that reads it.
final class EvaluationCache<Evaluation: StepEvaluation>: Sendable {
    struct Entry: Sendable {
        var evaluation: Evaluation
        /// The steps it has entered, and the settings it ran with.
        var steps: Range<Int>
        var settings: EvaluationSettings
        /// The precision it settled at: later steps run at the same.
        var bits: Int
    }

    private let entry = Mutex<Entry?>(nil)

    /// `steps` evaluated with `settings`: the entry kept, extended by the steps after it, when
    /// it covers their beginning, ran with the same settings at no less precision, and settles
    /// extended; else a new evaluation at adaptive precision, kept.
    func evaluation<Result>(
        of steps: ArraySlice<ProgramStep>, settings: EvaluationSettings,
        read: (Evaluation) -> Result
    ) -> Result {
        entry.withLock { kept in
            var found: Entry? = nil
            swap(&found, &kept)  // moved out and changed in place: extending it copies nothing
            // Only where it ends and its bits are read: holding a copy of it would copy it.
            let reusable = found.flatMap { entry in
                entry.steps.lowerBound == steps.startIndex
                    && entry.steps.upperBound <= steps.endIndex && entry.settings == settings
                    && entry.bits >= Precision.bits
                    ? (end: entry.steps.upperBound, entry.bits) : nil
            }
            if let (end, bits) = reusable {
                Precision.$bits.withValue(bits) {
                    for step in steps[end...] { found!.evaluation.enter(step) }
                }
                found!.steps = steps.indices
                if found!.evaluation.isSettled {
                    swap(&found, &kept)
                    return read(kept!.evaluation)
                }
            }
            let (evaluation, bits) = Evaluation.afresh(steps, settings: settings)
            kept = Entry(
                evaluation: evaluation, steps: steps.indices, settings: settings, bits: bits)
            return read(evaluation)
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
    var word: IntegerWord?
    var variables: [String: Real]?
}
