import CalculatorController
import Numbers

#if canImport(Glibc)
    import Glibc
#endif

/// `calculator-bench --identity-programs N [SEED]`: N expressions that are 0 or a whole number
/// by construction (P − P, sin²P + cos²P − 1, ln e^P − P, ⌊ln a^k / ln a⌋ for random
/// subexpressions P), each entered as pasted text under the window's 5 s budget. Every one must
/// show its value, or an honest undecided form (`0.000…`, "Too close to a whole number"), never
/// another digit; at least 99 % must show the value. Prints the share decided and the time, and
/// exits non-zero otherwise (make test: 2 000; make bench: 20 000; with the field turned off,
/// `CALCULATOR_BRAIN_FIELD=`, it must fail).
func runIdentityOracle(count: Int, seed: UInt64) -> Bool {
    var random = SplitMix64(state: seed)
    func integer(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    func leaf() -> String {
        switch integer(0...5) {
        case 0: "\(integer(1...9))"
        case 1: "\(integer(1...9))/\(integer(2...9))"
        case 2: ["pi", "e"][integer(0...1)]
        case 3: "sqrt(\(integer(2...30)))"
        case 4: "(\(integer(1...9))/\(integer(2...5)))!"
        default: "\(integer(1...99))/\(integer(10...99))"
        }
    }
    func expression(depth: Int) -> String {
        if depth == 0 || integer(0...2) == 0 { return leaf() }
        let (a, b) = (expression(depth: depth - 1), expression(depth: depth - 1))
        return switch integer(0...8) {
        case 0: "\(a)+\(b)"
        case 1: "\(a)-(\(b))"
        case 2: "(\(a))*(\(b))"
        case 3: "(\(a))/(1+(\(b))^2)"
        case 4: "sin(\(a))"
        case 5: "cos(\(a))"
        case 6: "atan(\(a))"
        case 7: "sqrt(1+(\(a))^2)"
        default: "ln(2+(\(a))^2)"
        }
    }
    let start = wallClock()
    var (decided, wrong) = (0, [String]())
    for _ in 0..<count {
        let (p, q) = (expression(depth: integer(1...3)), expression(depth: integer(1...2)))
        let (a, b, k) = (integer(2...40), integer(2...40), integer(-9...9))
        let (text, expected): (String, String) =
            switch integer(0...15) {
            case 0: ("(\(p))-(\(p))", "0")
            case 1: ("sin(\(p))^2+cos(\(p))^2-1", "0")
            case 2: ("tan(\(p))-sin(\(p))/cos(\(p))", "0")
            case 3: ("ln(e^(\(p)))-(\(p))", "0")
            case 4: ("e^(\(p))*e^(\(q))-e^(\(p)+\(q))", "0")
            case 5: ("sqrt((\(p))^2)-abs(\(p))", "0")
            case 6: ("(sqrt(\(a))+sqrt(\(b)))^2-\(a + b)-2*sqrt(\(a * b))", "0")
            case 7: ("cos(2*(\(p)))-(1-2*sin(\(p))^2)", "0")
            case 8: ("ln(\(a)*(\(p))^2+1)-ln(\(a)*(\(p))^2+1)", "0")
            case 9: ("((\(p))+(\(q)))^2-(\(p))^2-2*(\(p))*(\(q))-(\(q))^2", "0")
            case 10: ("sinh(\(p))^2-cosh(\(p))^2+1", "0")
            case 11: ("floor(ln(\(a)^\(abs(k) + 1))/ln(\(a)))", "\(abs(k) + 1)")
            case 12: ("floor((\(p))-(\(p))+\(k))", "\(k)")
            case 13: ("ceil(sin(\(p))^2+cos(\(p))^2+\(k))", "\(k + 1)")
            // Products of sines at rational multiples of π (issue 53 item 25):
            // ∏ sin(jπ/n) over j < n is n/2^(n−1); over j ≤ (n−1)/2, n odd, √n/2^((n−1)/2).
            case 14:
                (
                    (1..<a % 9 + 2).map { "sin(\($0)*pi/\(a % 9 + 2))" }.joined(separator: "*")
                        + "-\(a % 9 + 2)/2^\(a % 9 + 1)", "0"
                )
            default:
                (
                    (1...(a % 5 + 1)).map { "sin(\($0)*pi/\(2 * (a % 5) + 3))" }
                        .joined(separator: "*") + "-sqrt(\(2 * (a % 5) + 3))/2^\(a % 5 + 1)", "0"
                )
            }
        var controller = CalculatorController()
        controller.keepsHistory = false
        let display = Budget.$current.withValue(Budget(milliseconds: 5_000)) {
            _ = controller.enter(expression: text)
            return controller.state.display
        }
        if display == expected {
            decided += 1
        } else if !(display.hasSuffix("…") && display.allSatisfy { "0.…".contains($0) }
            && expected == "0")
            && Double(display) != nil
        {
            // A number that is not the value: a wrong digit.
            wrong.append("\(text)\t\(display)\texpected \(expected)")
        }
    }
    let seconds = wallClock() - start
    for line in wrong { print("WRONG\t" + line) }
    let percent = (Double(decided) * 10_000 / Double(max(count, 1))).rounded() / 100
    print(
        "identity oracle: \(decided) of \(count) decided (\(percent) %), \(wrong.count) wrong,"
            + " \((seconds * 10).rounded() / 10) s (\((seconds * 10_000 / Double(max(count, 1))).rounded() / 10) ms each)"
    )
    return wrong.isEmpty && percent >= 99
}

/// Seconds on the monotonic clock: the helper process's time counts too.
private func wallClock() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
