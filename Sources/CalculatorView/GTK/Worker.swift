import CGtk
import Numbers
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Work off the main thread (evaluations, saves), the newest first. Each job may run under a
/// `Budget`; a new job cancels those running (they stop at their next check, within one
/// library call) and takes the place of one still waiting, which is dropped. At most
/// `threads` run at once, so a new job never waits for a cancelled one to finish its last
/// library call unless every thread is finishing one. A thread lives while there is work,
/// then releases FLINT's caches and the free memory of its arena, and ends: an idle process
/// has no worker threads and no memory kept for them.
@MainActor
final class Worker {
    private let queue: Queue

    init(threads: Int = 2) { queue = Queue(threads: threads) }

    /// Runs `work` on a worker thread within `milliseconds` (nil: without a budget, never cut
    /// short), then `completion` with its value on the main loop, unless a newer job cancelled
    /// it first. A job that is not `cancellable` (a calculation finished for the history) runs
    /// to its end or its budget's, whatever comes after it.
    func run<Value: Sendable>(
        within milliseconds: Int? = nil, cancellable: Bool = true,
        _ work: @escaping @Sendable () -> Value,
        then completion: @escaping @MainActor @Sendable (Value) -> Void
    ) {
        let budget = Budget(milliseconds: milliseconds ?? 0)
        let job = Job(budget: budget, isCancellable: cancellable) {
            let value = Budget.$current.withValue(milliseconds.map { _ in budget }, operation: work)
            return { completion(value) }
        }
        queue.submit(job)
    }

    private final class Job: Sendable {
        let budget: Budget
        let isCancellable: Bool
        let body: @Sendable () -> @MainActor @Sendable () -> Void

        init(
            budget: Budget, isCancellable: Bool,
            _ body: @escaping @Sendable () -> @MainActor @Sendable () -> Void
        ) {
            (self.budget, self.isCancellable, self.body) = (budget, isCancellable, body)
        }
    }

    /// The jobs, shared by the main thread and the workers.
    private final class Queue: Sendable {
        private struct Jobs {
            var running: [Job] = []
            /// The newest job, after those that may not be dropped.
            var waiting: [Job] = []
        }
        private let jobs = Mutex(Jobs())
        private let threads: Int

        init(threads: Int) { self.threads = threads }

        func submit(_ job: Job) {
            let startsThread = jobs.withLock { jobs in
                for running in jobs.running where running.isCancellable { running.budget.cancel() }
                guard jobs.running.count < threads else {
                    jobs.waiting.removeAll { $0.isCancellable }
                    jobs.waiting.append(job)
                    return false
                }
                jobs.running.append(job)
                return true
            }
            if startsThread { start(job) }
        }

        /// What a thread runs after `job`: the waiting job, if any (nil: the thread ends).
        fileprivate func next(after job: Job) -> Job? {
            jobs.withLock { jobs in
                jobs.running.removeAll { $0 === job }
                guard !jobs.waiting.isEmpty else { return nil }
                let next = jobs.waiting.removeFirst()
                jobs.running.append(next)
                return next
            }
        }

        private func start(_ job: Job) {
            let run: GThreadFunc = { data in
                Unmanaged<ThreadStart>.fromOpaque(data!).takeRetainedValue().run()
                return nil
            }
            let start = Unmanaged.passRetained(ThreadStart(queue: self, job: job)).toOpaque()
            var error: UnsafeMutablePointer<GError>?
            guard let thread = g_thread_try_new("evaluation", run, start, &error) else {
                // No thread (an address-space limit): the job is dropped, the next key tries again.
                Unmanaged<ThreadStart>.fromOpaque(start).release()
                jobs.withLock { $0.running.removeAll { $0 === job } }
                return complain("no thread for an evaluation: \(GLibError(consuming: error))")
            }
            g_thread_unref(thread)
        }

        /// A worker thread: `job`, then each job waiting when it ends.
        fileprivate func work(from job: Job) {
            // Niced (Linux nices a thread, `0` being the calling one): on two cores the
            // window's own thread, and the X server drawing it, come first. A restored session
            // of half a minute's work shows its window in 48 ms instead of 55 (empty: 41).
            setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
            var next: Job? = job
            while let job = next {
                let completion = job.body()
                // A cancelled job's values may be cut anywhere: never shown.
                if !job.budget.isCancelled { Self.deliver(completion) }
                next = self.next(after: job)
            }
            releaseThreadCaches()
        }

        /// Runs `completion` on the main loop.
        private static func deliver(_ completion: @escaping @MainActor @Sendable () -> Void) {
            let box = Unmanaged.passRetained(Completion(completion)).toOpaque()
            let run: GSourceFunc = { data in
                let completion = Unmanaged<Completion>.fromOpaque(data!).takeRetainedValue()
                MainActor.assumeIsolated { completion.body() }
                return 0  // G_SOURCE_REMOVE
            }
            g_idle_add_full(G_PRIORITY_DEFAULT, run, box, nil)
        }
    }

    private final class ThreadStart: Sendable {
        let queue: Queue
        let job: Job
        init(queue: Queue, job: Job) { (self.queue, self.job) = (queue, job) }
        func run() { queue.work(from: job) }
    }

    private final class Completion: Sendable {
        let body: @MainActor @Sendable () -> Void
        init(_ body: @escaping @MainActor @Sendable () -> Void) { self.body = body }
    }
}
