import CalculatorController

/// Issue 54: a key typed into the expression line, as the window has it: the field's edit
/// reported (the line read anew and entered on the brain), then the state rendered; the
/// evaluation is the worker's. 200 keys a run on a line of 10, 10³ and 10⁴ characters,
/// microseconds a key, the median of five runs.
func printTypingTable() {
    print("\n| a key typed into the line (µs a key) | 10 characters | 10³ | 10⁴ | 10⁴ vs 10 |")
    print("|---|---:|---:|---:|---:|")
    let shapes: [(name: String, unit: String, keys: [String])] = [
        ("sum 1+1+…", "1+", ["1", "+"]), ("nest sqrt(sqrt(…", "sqrt(", ["s", "q", "r", "t", "("]),
        ("product (1+2)*(1+2)*…", "(1+2)*", ["(", "1", "+", "2", ")", "*"]),
    ]
    for shape in shapes {
        let times = [10, 1_000, 10_000].map { length in
            var start = CalculatorController()
            start.defersEvaluation = true
            let text = String(
                String(repeating: shape.unit, count: length / shape.unit.count + 1).prefix(length))
            start.type(text)
            let keys = Array(repeating: shape.keys, count: 200 / shape.keys.count).joined()
            let time = median {
                var (controller, typed) = (start, text)
                for key in keys {
                    typed += key
                    let end = typed.unicodeScalars.count
                    controller.editLine(text: typed, cursor: end, anchor: end)
                    _ = controller.state
                }
            }
            return milliseconds(time) * 1_000 / Double(keys.count)
        }
        print(
            "| \(shape.name) | \(String(format: times[0])) | \(String(format: times[1])) | \(String(format: times[2])) | \(String(format: times[2] / times[0])) |"
        )
    }
}
