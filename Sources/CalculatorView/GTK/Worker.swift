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
    /// Told why, when no thread could be started for a job (an address-space or thread limit):
    /// the job waits, and a thread is tried again every half second until one starts.
    var onNoThread: (@MainActor (String) -> Void)?
    private var retry: MainLoop.Timer?

    /// `startThread` starts a thread that runs its argument, or says why it could not.
    init(
        threads: Int = 2,
        startThread: @escaping @Sendable (@escaping @Sendable () -> Void) -> String? =
            Worker.startThread
    ) {
        queue = Queue(threads: threads, startThread: startThread)
    }

    /// Runs `work` on a worker thread within `milliseconds` (nil: without a budget, never cut
    /// short), then `completion` (if any) with its value on the main loop, unless a newer job
    /// cancelled it first. A job that is not `cancellable` (a calculation finished for the
    /// history) runs to its end or its budget's, whatever comes after it.
    func run<Value: Sendable>(
        within milliseconds: Int? = nil, cancellable: Bool = true,
        _ work: @escaping @Sendable () -> Value,
        then completion: @escaping @MainActor @Sendable (Value) -> Void = { _ in }
    ) {
        let budget = Budget(milliseconds: milliseconds ?? 0)
        let job = Job(budget: budget, isCancellable: cancellable) {
            let value = Budget.$current.withValue(milliseconds.map { _ in budget }, operation: work)
            return { completion(value) }
        }
        if let reason = queue.submit(job) { noThread(reason) }
    }

    private func noThread(_ reason: String) {
        onNoThread?(reason)
        guard retry == nil else { return }
        retry = MainLoop.after(milliseconds: 500) { [weak self] in
            guard let self else { return }
            retry = nil
            if let reason = queue.startWaiting() { noThread(reason) }
        }
    }

    /// A GLib thread running `body`; nil when it started, else why not.
    nonisolated static func startThread(_ body: @escaping @Sendable () -> Void) -> String? {
        let run: GThreadFunc = { data in
            Unmanaged<ThreadBody>.fromOpaque(data!).takeRetainedValue().body()
            return nil
        }
        let start = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        var error: UnsafeMutablePointer<GError>?
        guard let thread = g_thread_try_new("evaluation", run, start, &error) else {
            Unmanaged<ThreadBody>.fromOpaque(start).release()
            return GLibError(consuming: error).description
        }
        g_thread_unref(thread)
        return nil
    }

    private final class ThreadBody: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
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
        private let startThread: @Sendable (@escaping @Sendable () -> Void) -> String?

        init(
            threads: Int,
            startThread: @escaping @Sendable (@escaping @Sendable () -> Void) -> String?
        ) {
            (self.threads, self.startThread) = (threads, startThread)
        }

        /// Nil, or why no thread could be started for it (it then waits first in line).
        func submit(_ job: Job) -> String? {
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
            return startsThread ? start(job) : nil
        }

        /// Starts a thread for the first job waiting, if a thread is free: nil, or why not.
        func startWaiting() -> String? {
            let job = jobs.withLock { jobs -> Job? in
                guard jobs.running.count < threads, !jobs.waiting.isEmpty else { return nil }
                let job = jobs.waiting.removeFirst()
                jobs.running.append(job)
                return job
            }
            return job.flatMap(start)
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

        /// Nil once a thread runs `job`; else why not, and the job waits first in line.
        private func start(_ job: Job) -> String? {
            guard let reason = startThread({ self.work(from: job) }) else { return nil }
            jobs.withLock { jobs in
                jobs.running.removeAll { $0 === job }
                jobs.waiting.insert(job, at: 0)
            }
            return reason
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

    private final class Completion: Sendable {
        let body: @MainActor @Sendable () -> Void
        init(_ body: @escaping @MainActor @Sendable () -> Void) { self.body = body }
    }
}
