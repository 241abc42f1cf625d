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
    private let cancelled = Atomic(false)
    /// Set once a check found the deadline passed (the clock is then no longer read).
    private let expired = Atomic(false)

    /// A budget of `milliseconds` from now.
    public init(milliseconds: Int) {
        deadline = Self.now + UInt64(max(0, milliseconds)) * 1_000_000
    }

    /// Stops the evaluation at its next check: its result is to be thrown away.
    public func cancel() { cancelled.store(true, ordering: .relaxed) }

    public var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    /// Whether the deadline has passed (and the evaluation was not cancelled before).
    public var hasExpired: Bool {
        if expired.load(ordering: .relaxed) { return true }
        guard Self.now >= deadline else { return false }
        expired.store(true, ordering: .relaxed)
        return true
    }

    /// Whether the evaluation running now must stop: cancelled, or past its deadline.
    public static var isSpent: Bool {
        guard let current else { return false }
        return current.isCancelled || current.hasExpired
    }

    /// Nanoseconds on the monotonic clock (a vDSO call: tens of nanoseconds).
    private static var now: UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
