import Numbers
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Ziv's loop under a budget (issue 43): no round starts once it is spent, and a round it cut
/// short gives way to the complete one before it.
@Suite("Ziv's loop under a budget")
struct PrecisionTests {
    @Test func aRoundCutShortGivesWayToTheOneBefore() {
        let budget = Budget(milliseconds: 60_000)
        var rounds: [Int] = []
        let result = Budget.$current.withValue(budget) {
            Precision.adaptive {
                rounds.append(Precision.bits)
                if rounds.count == 3 { budget.cancel() }  // as a newer key would, mid-round
                return Precision.bits
            } isSettled: { _ in
                false
            }
        }
        #expect(rounds == [128, 256, 512])
        #expect(result == 256)
    }

    @Test func withoutABudgetTheLoopClimbsToTheCap() {
        var rounds = 0
        let result = Precision.adaptive {
            rounds += 1
            return Precision.bits
        } isSettled: { _ in
            false
        }
        #expect(result == Precision.maximumBits)
        #expect(rounds == 10)  // 128, 256, …, 65 536
    }

    @Test func aSpentBudgetStopsAfterTheFirstRound() {
        let result = Budget.$current.withValue(Budget(milliseconds: 0)) {
            Precision.adaptive({ Precision.bits }, isSettled: { _ in false })
        }
        #expect(result == 128)
    }

    @Test func aRoundThatWouldEndPastTheDeadlineIsNotBegun() {
        // The round at 256 bits takes 0.6 s of a 2 s budget: the next, at least four times as
        // long, could not end in time, so the loop stops with the complete round it has.
        let budget = Budget(milliseconds: 2_000)
        var rounds: [Int] = []
        let result = Budget.$current.withValue(budget) {
            Precision.adaptive {
                rounds.append(Precision.bits)
                if Precision.bits == 256 { usleep(600_000) }
                return Precision.bits
            } isSettled: { _ in
                false
            }
        }
        #expect(rounds == [128, 256])
        #expect(result == 256)
        #expect(budget.hasExpired)  // spent: what the loop gave is not to be kept as settled
    }

    @Test func aBudgetExpiresAndACancelledOneSaysSo() {
        let later = Budget(milliseconds: 60_000)
        #expect(!later.hasExpired && !later.isCancelled)
        later.cancel()
        #expect(later.isCancelled)
        #expect(Budget(milliseconds: 0).hasExpired)
        #expect(!Budget.isSpent)  // no budget: unlimited
        #expect(Budget.$current.withValue(later) { Budget.isSpent })
    }
}
