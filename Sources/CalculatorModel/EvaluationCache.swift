import Numbers
import Synchronization

/// A brain's evaluation, kept across keys: a step entered costs one more step of it, not a
/// pass over the program. Copies of a brain share it until one of them changes its steps;
/// that one takes a new, empty cache (`CalculatorBrain.append`), and taking steps away empties
/// it, so what it holds is always the evaluation of the first steps of the brain that reads it.
final class EvaluationCache<Evaluation: Sendable>: Sendable {
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
    /// it covers their beginning, ran with the same settings at no less precision, and
    /// `isSettled` accepts it extended; else a new evaluation at adaptive precision, kept.
    func evaluation<Result>(
        of steps: ArraySlice<ProgramStep>, settings: EvaluationSettings,
        start: () -> Evaluation, enter: (inout Evaluation, ProgramStep) -> Void,
        isSettled: (Evaluation) -> Bool,
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
                    for step in steps[end...] { enter(&found!.evaluation, step) }
                }
                found!.steps = steps.indices
                if isSettled(found!.evaluation) {
                    swap(&found, &kept)
                    return read(kept!.evaluation)
                }
            }
            var bits = Precision.bits
            let evaluation = Precision.adaptive(
                {
                    bits = Precision.bits
                    var evaluation = start()
                    for step in steps { enter(&evaluation, step) }
                    return evaluation
                }, isSettled: isSettled)
            kept = Entry(
                evaluation: evaluation, steps: steps.indices, settings: settings, bits: bits)
            return read(evaluation)
        }
    }
}

/// What an evaluation depends on besides the steps.
struct EvaluationSettings: Equatable, Sendable {
    var order = OrderOfOperations.entered
    var angleUnit = AngleUnit.radians
    var word: IntegerWord?
    var variables: [String: Real]?
}
