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

    /// Whether `formula` is proven to be 0 (false: proven not to be, or not decided). The
    /// field is asked in the first half of the evaluation's budget only.
    static func isZero(_ formula: Formula) -> Bool {
        guard Budget.mayAskTheField else { return false }
        let question = formula.postfix
        if let known = answers.withLock({ $0[question] }) { return known == .zero }
        let answer = ask(question)
        // A question cut short by the evaluation's own budget may be asked again in a later one.
        if answer != nil || Budget.mayAskTheField {
            answers.withLock {
                if $0.count >= 10_000 { $0.removeAll() }
                $0[question] = answer ?? .undecided
            }
        }
        return answer == .zero
    }

    enum Answer: Sendable { case zero, nonzero, undecided }

    private static let answers = Mutex<[String: Answer]>([:])

    /// Helpers waiting for a question; at most two (the window's workers) are kept.
    private static let idle = Mutex<[Helper]>([])

    /// The helper's answer, or nil when it took too long, was cancelled, or died.
    private static func ask(_ question: String) -> Answer? {
        guard let helper = idle.withLock({ Helper.living(&$0) }) ?? Helper.start() else {
            return nil
        }
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
    /// none, the field turned off, as the identity oracle's own test does).
    static let helperPath: String? = {
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
    }()
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
    /// the evaluation's budget allows.
    func answer(_ question: String) -> ExactField.Answer? {
        let bytes = Array((question + "\n").utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return nil }
            sent += count
        }
        var waited = 0 as UInt64
        var reply: [UInt8] = []
        while !reply.contains(UInt8(ascii: "\n")) {
            // In slices of 10 ms, to see a cancelled or spent budget.
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 10)
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 {
                waited += 10_000_000
                if waited >= ExactField.timeLimit || !Budget.mayAskTheField { return nil }
                continue
            }
            var buffer = [UInt8](repeating: 0, count: 16)
            let count = recv(socket, &buffer, buffer.count, 0)
            guard ready > 0, count > 0 else { return nil }
            reply += buffer[..<count]
        }
        return switch reply.first {
        case UInt8(ascii: "0"): .zero
        case UInt8(ascii: "1"): .nonzero
        default: .undecided
        }
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
