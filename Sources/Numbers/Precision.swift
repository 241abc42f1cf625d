/// The working precision of approximations, a parameter of each evaluation: Ziv's loop runs an
/// evaluation at 128 bits and, while it cannot settle (a digit to show is unproven, a sign or
/// a division cannot be decided), again at twice the bits, up to `maximumBits`.
public enum Precision {
    /// Bits of the operations on approximations in the evaluation running now.
    @TaskLocal public static var bits = 128

    /// 65 536 bits: 19 728 decimal digits, the 10 000 that `--digits` may ask for and their
    /// headroom. Past it, a value that cannot be told from 0 says so, and an undecidable
    /// question is "Not enough precision".
    public static let maximumBits = 1 << 16

    /// Significant digits an evaluation proves before Ziv's loop stops: the display's 15 and
    /// a copy's 17, with a margin; `--digits` asks for more.
    @TaskLocal public static var digits = 20

    /// `body` with evaluations that prove `count` significant digits, starting at the bits
    /// they need rather than doubling up to them.
    public static func proving<Result>(digits count: Int, _ body: () throws -> Result) rethrows
        -> Result
    {
        try $digits.withValue(max(count, digits)) {
            try $bits.withValue(max(bits, bits(forDigits: count)), operation: body)
        }
    }

    /// Bits that prove `digits` significant digits, with a margin for the rounding.
    public static func bits(forDigits digits: Int) -> Int { digits * 3_322 / 1_000 + 16 }

    /// `evaluate` at the current precision and at doubling precisions up to `highest`,
    /// until `isSettled` accepts its result (or the cap is reached). Once the budget is spent
    /// no round starts, and a round it cut short gives way to the one before it, whose
    /// result is complete if unsettled: what could be proven in the time. Nor does a round
    /// start that would end past the deadline: one library call in it may take seconds and
    /// cannot be stopped, and at twice the bits a round takes at least four times as long
    /// (multiplication is quadratic at these sizes; Γ(4/3) took 4.4 times as long at 65 536
    /// bits as at 32 768).
    public static func adaptive<Result>(
        upTo highest: Int = maximumBits, _ evaluate: () -> Result, isSettled: (Result) -> Bool
    ) -> Result {
        var (bits, previous) = (Self.bits, Result?.none)
        while true {
            let start = MonotonicClock.now
            let result = $bits.withValue(bits, operation: evaluate)
            if Budget.isSpent { return previous ?? result }
            if bits >= highest || isSettled(result) { return result }
            if !Budget.affords(nanoseconds: 4 * (MonotonicClock.now - start)) { return result }
            (bits, previous) = (min(2 * bits, highest), result)
        }
    }
}
