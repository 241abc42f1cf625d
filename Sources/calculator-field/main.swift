import CCalcium

#if canImport(Glibc)
    import Glibc
#endif

/// The exact field's helper process: Calcium decides whether a formula is 0. A question can
/// run for minutes and Calcium has no way to stop it, so it runs here, where the calculator can
/// kill it and have its CPU and memory back (Numbers/Engine/ExactField.swift).
///
/// One question a line, its number and a formula in postfix (`7 1 sin 2 ^ 1 cos 2 ^ + -1 +`);
/// one answer a line, the question's number and `0` (it is 0), `1` (it is not) or `?` (not
/// decided, or not a formula): `7 0`. The number ties an answer to its question.
final class Field {
    typealias Context = UnsafeMutablePointer<ca_ctx_struct>
    typealias Binary =
        @convention(c) (
            UnsafeMutablePointer<ca_struct>?, UnsafePointer<ca_struct>?, UnsafePointer<ca_struct>?,
            Context?
        ) -> Void
    typealias Unary =
        @convention(c) (
            UnsafeMutablePointer<ca_struct>?, UnsafePointer<ca_struct>?, Context?
        ) -> Void

    static let binary: [Substring: Binary] = ["+": ca_add, "*": ca_mul, "/": ca_div, "^": ca_pow]
    static let unary: [Substring: Unary] = [
        "neg": ca_neg, "sqrt": ca_sqrt, "exp": ca_exp, "ln": ca_log, "sin": ca_sin,
        "cos": ca_cos, "tan": ca_tan, "asin": ca_asin, "acos": ca_acos, "atan": ca_atan,
        "gamma": ca_gamma, "abs": ca_abs,
    ]

    /// One context for the process: a context belongs to one thread, and keeps what it learnt
    /// (fields and their ideals) for the next question.
    let context = Context.allocate(capacity: 1)

    /// `direct`: sin and cos as themselves. As exponentials of i·x they ran past 30 s on
    /// sin(π/450) + sin(−π/450), which the direct form proves in 0.2 ms; but only as
    /// exponentials is sin(π/7)·sin(2π/7)·sin(3π/7) − √7/8 proven 0.
    init(direct: Bool) {
        ca_ctx_init(context)
        if direct { ca_shim_use_direct_trigonometry(context) }
    }

    /// An element of the field, freed with its owner.
    final class Element {
        let value = UnsafeMutablePointer<ca_struct>.allocate(capacity: 1)
        let context: Context
        init(_ context: Context) {
            self.context = context
            ca_init(value, context)
        }
        deinit {
            ca_clear(value, context)
            value.deallocate()
        }
    }

    func answer(_ question: Substring) -> String {
        var stack: [Element] = []
        for token in question.split(separator: " ") {
            guard let element = apply(token, to: &stack) else { return "?" }
            stack.append(element)
        }
        guard stack.count == 1, let value = stack.first?.value else { return "?" }
        // An infinity or an undefined value is no number: never "not zero" for it.
        if ca_is_special(value, context) != 0 { return "?" }
        return switch ca_check_is_zero(value, context) {
        case T_TRUE: "0"
        case T_FALSE: "1"
        default: "?"
        }
    }

    /// The element `token` makes of the stack's top, or nil for a token that is not one.
    /// Never an output that is also an input: Calcium's direct forms read it after writing.
    private func apply(_ token: Substring, to stack: inout [Element]) -> Element? {
        let result = Element(context)
        if token == "pi" {
            ca_pi(result.value, context)
        } else if let first = token.first, first.isNumber || first == "-" {
            var q = fmpq()
            fmpq_init(&q)
            defer { fmpq_clear(&q) }
            guard fmpq_set_str(&q, String(token), 10) == 0, fmpz_is_zero(&q.den) == 0 else {
                return nil
            }
            fmpq_canonicalise(&q)
            ca_set_fmpq(result.value, &q, context)
        } else if let operation = Self.binary[token], stack.count >= 2 {
            let (b, a) = (stack.removeLast(), stack.removeLast())
            operation(result.value, a.value, b.value, context)
        } else if let operation = Self.unary[token], let a = stack.popLast() {
            operation(result.value, a.value, context)
        } else {
            return nil
        }
        return result
    }
}

// Ends with the calculator, whose pid it is given (one that died before this line is no
// longer the parent; run by hand, the parent is the calculator), and never takes more than
// 4 GiB: a question that wants more fails here, and the calculator reads that as undecided.
let calculator = CommandLine.arguments.dropFirst().first.flatMap { pid_t($0) } ?? getppid()
ca_shim_end_with_calculator(calculator)
ca_shim_limit_memory(4 << 30)
// The direct form first; what it leaves undecided, the exponential form.
let (direct, exponential) = (Field(direct: true), Field(direct: false))
while let line = readLine(strippingNewline: true) {
    let (number, formula) = (line.prefix { $0 != " " }, line.drop { $0 != " " }.dropFirst())
    var answer = direct.answer(formula)
    if answer == "?" { answer = exponential.answer(formula) }
    let reply = number + " " + answer + "\n"
    _ = reply.withCString { write(1, $0, strlen($0)) }
}
