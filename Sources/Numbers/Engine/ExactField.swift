import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The exact field (Calcium), asked whether a formula is 0. Calcium decides what no ball can
/// (`sin(1)² + cos(1)² − 1`), but some questions run for minutes and it has no way to stop
/// one, so it runs in a helper process (`calculator-field`), which a deadline or a newer key
/// kills: its CPU and memory come back at once. A helper answers question after question and
/// is started on first need; each answer is remembered, so Ziv's next round does not ask again.
enum ExactField {
    /// The longest one question may take. The budget of the evaluation asking may end it
    /// sooner (a newer key, half the window's 5 s).
    static let timeLimit = 2_000_000_000 as UInt64

    /// Whether `formula` is proven to be 0 (false: proven not to be, or not decided). A
    /// remembered answer is used at any time; the field is asked in the first half of the
    /// evaluation's budget only.
    static func isZero(_ formula: Formula) -> Bool {
        let question = formula.postfix
        let now = MonotonicClock.now
        if let known = answers.withLock({ $0.answer(to: question, at: now) }) {
            return known == .zero
        }
        guard Budget.mayAskTheField,
            let helper = idle.withLock({ Helper.living(&$0) }) ?? Helper.start()
        else { return false }  // no helper (none installed): nothing to remember
        let answer = ask(question, of: helper)
        // A question cut short by the evaluation's own budget is asked afresh by the next.
        if answer != nil || Budget.mayAskTheField {
            answers.withLock { $0.keep(answer, to: question, at: now) }
        }
        return answer == .zero
    }

    enum Answer: Sendable { case zero, nonzero, undecided }

    /// The field's answers, bounded by the bytes of their questions (a question may be a
    /// megabyte long): past the bound, they are forgotten and gathered anew. A question left
    /// unanswered (its time ran out, or the helper died) is not asked again for a while, so
    /// Ziv's rounds do not each wait for it, but it is not undecided for good: on a quieter
    /// machine it is asked again.
    private struct Answers {
        private var byQuestion: [String: (answer: Answer?, time: UInt64)] = [:]
        private var bytes = 0
        static let maximumBytes = 32 << 20
        static let unansweredFor = 30_000_000_000 as UInt64

        func answer(to question: String, at now: UInt64) -> Answer? {
            guard let kept = byQuestion[question] else { return nil }
            if let answer = kept.answer { return answer }
            return now - kept.time < Self.unansweredFor ? .undecided : nil
        }

        mutating func keep(_ answer: Answer?, to question: String, at now: UInt64) {
            if bytes + question.utf8.count > Self.maximumBytes { (byQuestion, bytes) = ([:], 0) }
            if byQuestion.updateValue((answer, now), forKey: question) == nil {
                bytes += question.utf8.count
            }
        }
    }

    private static let answers = Mutex(Answers())

    /// Numbers the questions, so that an answer is taken for its own question only.
    fileprivate static let questionNumbers = Atomic(0)

    /// Helpers waiting for a question; at most two (the window's workers) are kept.
    private static let idle = Mutex<[Helper]>([])

    /// The helper's answer, or nil when it took too long, was cancelled, or died.
    private static func ask(_ question: String, of helper: Helper) -> Answer? {
        guard let answer = helper.answer(question) else {
            helper.stop()
            return nil
        }
        // A context keeps everything it learnt: a helper is retired after 500 questions.
        let kept =
            helper.answered < 500
            && idle.withLock { idle in
                guard idle.count < 2 else { return false }
                idle.append(helper.next)
                return true
            }
        if !kept { helper.stop() }
        return answer
    }

    /// `calculator-field` beside the running binary (a build), or in the libexec folder
    /// beside its bin folder (an installation); `CALCULATOR_BRAIN_FIELD` names another (empty:
    /// none, the field turned off, as the identity oracle's own test does). Looked up at each
    /// start of a helper: one missing at first may be installed later.
    static var helperPath: String? {
        if let path = getenv("CALCULATOR_BRAIN_FIELD") {
            return access(path, X_OK) == 0 ? String(cString: path) : nil
        }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let binary = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let folder = binary.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        return [
            folder + "/calculator-field", folder + "/../libexec/calculator-brain/calculator-field",
        ]
        .first { access($0, X_OK) == 0 }
    }
}

/// One helper process, spoken to over a socket pair (a socket, so that writing to a helper
/// that died fails instead of raising SIGPIPE).
private struct Helper: Sendable {
    let process: pid_t
    let socket: Int32
    let answered: Int

    var next: Helper { Helper(process: process, socket: socket, answered: answered + 1) }

    static func start() -> Helper? {
        guard let path = ExactField.helperPath else { return nil }
        var ends: [Int32] = [0, 0]
        guard
            socketpair(
                AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends)
                == 0
        else { return nil }
        defer { close(ends[1]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var process = pid_t()
        // The calculator's own pid: the helper ends when its parent is no longer this process.
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(path), strdup("\(getpid())"), nil]
        defer { for argument in arguments { free(argument) } }
        guard posix_spawn(&process, path, &actions, nil, arguments, environ) == 0 else {
            close(ends[0])
            return nil
        }
        return Helper(process: process, socket: ends[0], answered: 0)
    }

    /// The answer to `question`, waiting at most `ExactField.timeLimit` and no longer than
    /// the evaluation's budget allows. The question is sent and the answer read in one loop
    /// that reads the clock at every turn: a helper that stops reading, or never ends its
    /// line, cannot hold the evaluation. What the helper wrote unasked is discarded first, and
    /// a line that is not the answer to this question's number is skipped.
    func answer(_ question: String) -> ExactField.Answer? {
        discardUnread()
        let number = ExactField.questionNumbers.add(1, ordering: .relaxed).newValue
        let bytes = Array("\(number) \(question)\n".utf8)
        let expected = Array("\(number) ".utf8)
        let deadline = MonotonicClock.now + ExactField.timeLimit
        var (sent, reply) = (0, [UInt8]())
        while MonotonicClock.now < deadline && Budget.mayAskTheField {
            let events = POLLIN | (sent < bytes.count ? POLLOUT : 0)
            var poller = pollfd(fd: socket, events: Int16(events), revents: 0)
            let ready = poll(&poller, 1, 10)
            if ready < 0 && errno != EINTR { return nil }
            guard ready > 0 else { continue }
            if sent < bytes.count, poller.revents & Int16(POLLOUT) != 0 {
                let count = bytes[sent...].withUnsafeBytes {
                    send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
                }
                if count < 0 && errno != EAGAIN { return nil }
                sent += max(count, 0)
            }
            guard poller.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = recv(socket, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            if count == 0 || (count < 0 && errno != EAGAIN) { return nil }
            reply += buffer[..<max(count, 0)]
            while let end = reply.firstIndex(of: UInt8(ascii: "\n")) {
                let line = reply[..<end]
                reply.removeSubrange(...end)
                guard line.starts(with: expected) else { continue }
                return switch line.dropFirst(expected.count).first {
                case UInt8(ascii: "0"): .zero
                case UInt8(ascii: "1"): .nonzero
                default: .undecided
                }
            }
            // A line without an end that grows past any answer's length is no answer.
            if reply.count > 64 { return nil }
        }
        return nil
    }

    /// Reads and drops whatever the helper wrote that no question asked for.
    private func discardUnread() {
        var buffer = [UInt8](repeating: 0, count: 256)
        while recv(socket, &buffer, buffer.count, Int32(MSG_DONTWAIT)) > 0 {}
    }

    /// The last of `idle` whose process still runs; those that ended are reaped and closed.
    static func living(_ idle: inout [Helper]) -> Helper? {
        while let helper = idle.popLast() {
            guard waitpid(helper.process, nil, WNOHANG) != 0 else { return helper }
            close(helper.socket)
        }
        return nil
    }

    func stop() {
        kill(process, SIGKILL)
        waitpid(process, nil, 0)
        close(socket)
    }
}
