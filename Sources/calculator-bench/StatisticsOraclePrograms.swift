import CalculatorController
import CalculatorModel

/// `calculator-bench --statistics-oracle-programs N`: N random calls of the functions of
/// statistics (issue 57), each one line `call TAB display` (or the notice). Data of 1 to 60
/// values: small decimals, values with a large common part (NIST's NumAcc sets' kind),
/// negatives and fractions, with repeats. `Tests/Oracle/statistics_oracle.py` checks every
/// digit against exact fractions and mpmath.
func printStatisticsOraclePrograms(count: Int, seed: UInt64) {
    var random = SplitMix64(state: seed)
    let names = [
        "mean", "median", "stdev", "stdevp", "var", "varp", "min", "max", "quartile",
    ]
    for _ in 0..<count {
        let offset = ["", "1000000", "10000000", "-500", "0"].randomElement(using: &random)!
        let size = Int.random(in: 1...60, using: &random)
        let values = (0..<size).map { _ -> String in
            let whole = Int.random(in: 0...(offset.isEmpty ? 999 : 9), using: &random)
            let digits = Int.random(in: 0...3, using: &random)
            let fraction = (0..<digits).map { _ in String(Int.random(in: 0...9, using: &random)) }
            var text = (offset.isEmpty ? "" : offset) + (offset.isEmpty ? String(whole) : "")
            if !offset.isEmpty { text = offset + "+" + String(whole) }
            if !fraction.isEmpty { text += "." + fraction.joined() }
            if Int.random(in: 0..<8, using: &random) == 0 { text = "-(" + text + ")" }
            if Int.random(in: 0..<10, using: &random) == 0 { text += "/3" }
            return text
        }
        let name = names.randomElement(using: &random)!
        let arguments = name == "quartile" ? [String(Int.random(in: 0...4, using: &random))] : []
        let call = name + "(" + (arguments + values).joined(separator: ", ") + ")"
        print(call + "\t" + shown(call))
    }
}
