import CalculatorController
import CalculatorModel

/// `calculator-bench --money-oracle-programs N`: N random calls of the functions of money
/// (issue 56), each one line `call TAB display` (or the notice where it has no value).
/// Each of the five unknowns of a loan, paid at the end and at the beginning, at a rate of 0,
/// tiny, ordinary, huge and negative rates, and terms up to 10⁴ periods; cash flows with 0 to
/// 4 sign changes. `Tests/Oracle/money_oracle.py` checks every digit with formulas of its own.
func printMoneyOraclePrograms(count: Int, seed: UInt64) {
    var random = SplitMix64(state: seed)
    /// A decimal with up to `places` places, in ±`range`; negative where `signed`.
    func amount(_ range: ClosedRange<Int>, places: Int = 2, signed: Bool = true) -> String {
        let whole = Int.random(in: range, using: &random)
        let fraction = places == 0 ? 0 : Int.random(in: 0..<pow10(places), using: &random)
        let sign = signed && Bool.random(using: &random) ? "-" : ""
        return places == 0
            ? sign + String(whole) : sign + String(whole) + "." + digits(fraction, places)
    }
    func digits(_ value: Int, _ places: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: places - text.count) + text
    }
    func pow10(_ n: Int) -> Int { (0..<n).reduce(1) { value, _ in value * 10 } }
    func rate() -> String {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: "0"
        case 1: "0.00000000" + String(Int.random(in: 1...9, using: &random))
        case 2: amount(1...9, places: 0, signed: false) + "/12/100"
        case 3: amount(2...40, places: 0, signed: false)
        case 4: "-0." + digits(Int.random(in: 1...90, using: &random), 2)
        default: "0." + digits(Int.random(in: 1...2_500, using: &random), 4)
        }
    }
    func periods() -> String {
        Bool.random(using: &random)
            ? String(Int.random(in: 1...60, using: &random))
            : String([120, 240, 360, 480, 1_000, 10_000].randomElement(using: &random)!)
    }
    func type() -> [String] { [[], ["0"], ["1"]].randomElement(using: &random)! }
    /// A loan's or a saving's amounts: the usual signs (pv against pmt) mostly.
    func loan() -> (pv: String, pmt: String, fv: String) {
        let pv = amount(0...100_000, signed: false)
        let pmt = "-" + amount(0...2_000, signed: false)
        let fv = Int.random(in: 0..<3, using: &random) == 0 ? amount(0...50_000) : "0"
        return (pv, pmt, fv)
    }
    /// n + 1 cash flows whose signs change `changes` times.
    func cashFlows() -> [String] {
        let count = Int.random(in: 2...9, using: &random)
        let changes = Int.random(in: 0...min(4, count - 1), using: &random)
        let gaps = Set((1..<count).shuffled(using: &random).prefix(changes))
        var negative = Bool.random(using: &random)
        return (0..<count).map { index in
            if gaps.contains(index) { negative.toggle() }
            return (negative ? "-" : "")
                + amount(1...500, places: Int.random(in: 0...2, using: &random), signed: false)
        }
    }
    for _ in 0..<count {
        var call: String
        switch Int.random(in: 0..<13, using: &random) {
        case 0:
            let (pv, _, fv) = loan()
            call = "pmt(" + ([rate(), periods(), pv, fv] + type()).joined(separator: ", ") + ")"
        case 1:
            let (pv, pmt, _) = loan()
            call = "fv(" + ([rate(), periods(), pmt, pv] + type()).joined(separator: ", ") + ")"
        case 2:
            let (_, pmt, fv) = loan()
            call = "pv(" + ([rate(), periods(), pmt, fv] + type()).joined(separator: ", ") + ")"
        case 3:
            let (pv, pmt, fv) = loan()
            call = "nper(" + ([rate(), pmt, pv, fv] + type()).joined(separator: ", ") + ")"
        case 4, 5:
            let (pv, pmt, fv) = loan()
            let n = String(Int.random(in: 1...480, using: &random))
            call = "rate(" + ([n, pmt, pv, fv] + type()).joined(separator: ", ") + ")"
        case 6:
            let (pv, _, fv) = loan()
            let n = Int.random(in: 1...360, using: &random)
            let name = Bool.random(using: &random) ? "ipmt" : "ppmt"
            let period = String(Int.random(in: 1...n, using: &random))
            call =
                name + "(" + ([rate(), period, String(n), pv, fv] + type()).joined(separator: ", ")
                + ")"
        case 7:
            call = "npv(" + ([rate()] + cashFlows()).joined(separator: ", ") + ")"
        case 8, 9:
            call = "irr(" + cashFlows().joined(separator: ", ") + ")"
        case 10:
            let name = Bool.random(using: &random) ? "effect" : "nominal"
            call =
                name + "(0." + digits(Int.random(in: 1...3_000, using: &random), 4) + ", "
                + String([1, 2, 4, 12, 52, 365].randomElement(using: &random)!) + ")"
        case 11:
            let cost = amount(1_000...100_000, signed: false)
            let salvage = amount(0...900, signed: false)
            let life = Int.random(in: 1...40, using: &random)
            let period = String(Int.random(in: 1...life, using: &random))
            call =
                Bool.random(using: &random)
                ? "sln(\(cost), \(salvage), \(life))"
                : "syd(\(cost), \(salvage), \(life), \(period))"
        default:
            let cost = amount(1_000...100_000, signed: false)
            let salvage = amount(0...5_000, signed: false)
            let life = Int.random(in: 1...40, using: &random)
            let period = String(Int.random(in: 1...life, using: &random))
            let factor =
                Bool.random(using: &random) ? "" : ", " + amount(1...3, places: 1, signed: false)
            call = "ddb(\(cost), \(salvage), \(life), \(period)\(factor))"
        }
        print(call + "\t" + shown(call))
    }
}

/// What entering `call` shows in a fresh calculator with real results only: the display, or
/// the notice when it is refused.
func shown(_ call: String) -> String {
    var controller = CalculatorController()
    controller.keepsHistory = false
    controller.setComplexNumbers(.realOnly)
    let isAccepted = controller.enter(expression: call)
    let state = controller.state
    return isAccepted && state.notice == nil ? state.display : state.notice ?? state.display
}
