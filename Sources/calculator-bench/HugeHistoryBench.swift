import CalculatorController
import CalculatorModel

/// Issue 42, item 4: one key after `100000!` is in the history (and so in the session), against
/// one key in a fresh session: what the main thread does for it (the key, the state the window
/// renders, the session the save after it takes), and apart from it what the save's own thread
/// then does (encoding; the write and its fsync come on top). Microseconds a key, the median of
/// five runs of 20 keys.
func printHugeHistoryKeyTable() {
    let keys = Array(repeating: [Key.digit(1), .operation(.plus), .digit(2), .equals], count: 5)
        .joined()
    func microseconds(after setUp: String, _ work: (CalculatorController) -> Void) -> Double {
        var controller = CalculatorController()
        for token in setUp.split(separator: " ") {
            for key in Key.keys(for: String(token)) ?? [] { controller.press(key) }
        }
        let time = median {
            for key in keys {
                controller.press(key)
                work(controller)
            }
        }
        return milliseconds(time) * 1_000 / Double(keys.count)
    }
    let huge = "1 0 0 0 0 0 x! = C"
    let onTheMainThread = { (controller: CalculatorController) in
        _ = controller.state
        _ = controller.session
    }
    let encoding = { (controller: CalculatorController) in
        _ = try? SessionStore.encoded(controller.session)
    }
    let (fresh, afterHuge) = (
        microseconds(after: "", onTheMainThread), microseconds(after: huge, onTheMainThread)
    )
    let (freshSave, hugeSave) = (
        microseconds(after: "", encoding), microseconds(after: huge, encoding)
    )
    print("\n| one key (µs) | fresh session | 100000! in the history | ratio (goal ≤ 1.5) |")
    print("|---|---:|---:|---:|")
    print(
        "| the key, its state and the session to save (main thread) | \(String(format: fresh)) | \(String(format: afterHuge)) | \(String(format: afterHuge / fresh)) |"
    )
    print(
        "| the save's encoding (its own thread) | \(String(format: freshSave)) | \(String(format: hugeSave)) | |"
    )
}
