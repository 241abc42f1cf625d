import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// What an evaluation may spend: a deadline, and a flag that a newer key raises to cancel it.
/// A parameter of each evaluation, as `Precision.bits` is: Ziv's loops start no new round and
/// the expression forests compute no new node once it is spent, so an evaluation ends within
/// one library call of its deadline or its cancellation.
public final class Budget: Sendable {
    /// The budget of the evaluation running now; nil: unlimited (scripts, tests).
    @TaskLocal public static var current: Budget?

    private let deadline: UInt64
    /// Where the exact field stops being asked: a question can take seconds, and the other
    /// half is kept for proving digits, so that a result is complete by the deadline.
    private let halfway: UInt64
    private let cancelled = Atomic(false)
    /// Set once a check found the deadline passed, or work too long to end by it (the clock is
    /// then no longer read).
    private let expired = Atomic(false)

    /// A budget of `milliseconds` from now.
    public init(milliseconds: Int) {
        let (start, length) = (MonotonicClock.now, UInt64(max(0, milliseconds)) * 1_000_000)
        (deadline, halfway) = (start + length, start + length / 2)
    }

    /// Stops the evaluation at its next check: its result is to be thrown away.
    public func cancel() { cancelled.store(true, ordering: .relaxed) }

    public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    /// Whether the deadline has passed, or work was refused as too long to end by it (and the
    /// evaluation was not cancelled before).
    public var hasExpired: Bool {
        if expired.load(ordering: .relaxed) { return true }
        guard MonotonicClock.now >= deadline else { return false }
        expired.store(true, ordering: .relaxed)
        return true
    }

    /// Whether the evaluation running now must stop: cancelled, or past its deadline.
    public static var isSpent: Bool {
        guard let current else { return false }
        return current.isCancelled || current.hasExpired
    }

    /// Whether work expected to take `nanoseconds` would end by the deadline. If not, the
    /// budget is spent now: a library call cannot be stopped, so work is not begun that would
    /// end past the deadline by more than the error of its estimate.
    static func affords(nanoseconds: UInt64) -> Bool {
        guard let current else { return true }
        if current.isCancelled || current.hasExpired { return false }
        if MonotonicClock.now + nanoseconds <= current.deadline { return true }
        current.expired.store(true, ordering: .relaxed)
        return false
    }

    /// Set once the exact field was left unasked: the evaluation proved less than it could.
    private let leftTheFieldUnasked = Atomic(false)

    /// Whether the evaluation running now may ask the exact field: not cancelled, and within
    /// the first half of its budget.
    static var mayAskTheField: Bool {
        guard let current else { return true }
        if !current.isCancelled && !current.hasExpired && MonotonicClock.now < current.halfway {
            return true
        }
        current.leftTheFieldUnasked.store(true, ordering: .relaxed)
        return false
    }

    /// Whether the evaluation running now must stop or has done less than it could: its
    /// result is then not to be kept for later keys.
    public static var isSpentOrCut: Bool {
        isSpent || current?.leftTheFieldUnasked.load(ordering: .relaxed) == true
    }
}

/// The monotonic clock, named so as not to hide the standard library's `Clock`.
enum MonotonicClock {
    /// Nanoseconds on the monotonic clock (a vDSO call: tens of nanoseconds).
    static var now: UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
