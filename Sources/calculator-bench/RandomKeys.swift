import CalculatorController

/// `calculator-bench --random-keys N`: N random key sequences (1–40 keys, both notations,
/// variables, undo, paste) through the controller. After every key: no `nan` or `inf` shown;
/// after every sequence: undo leads back to the launch state. Prints what it ran; exits 1 on
/// the first violation, with the sequence.
func runRandomKeySequences(_ count: Int) -> Int32 {
    var random = SplitMix64(state: 1_000_000)
    let keys = Key.keypad + [.undo, .redo, .switchAngleUnit]
    var pressed = 0
    for sequence in 0..<count {
        var controller = CalculatorController()
        var history: [String] = []
        if Bool.random(using: &random) { controller.setNotation(.rpn) }
        for _ in 0..<Int.random(in: 1...40, using: &random) {
            let key = keys.randomElement(using: &random)!
            history.append(key.token)
            controller.press(key)
            pressed += 1
            let state = controller.state
            if [state.display, state.description, state.variables].contains(where: {
                $0.contains("nan") || $0.contains("inf")
            }) {
                print(
                    "sequence \(sequence) shows \(state.display) after: \(history.joined(separator: " "))"
                )
                return 1
            }
        }
        for _ in 0...(3 * history.count + 1) { controller.press(.undo) }
        if controller.state.canUndo {
            print(
                "sequence \(sequence): undo does not reach the launch state after: \(history.joined(separator: " "))"
            )
            return 1
        }
    }
    print(
        "\(count) random key sequences, \(pressed) keys: no nan or inf shown, undo always reached the launch state"
    )
    return 0
}

/// A fixed-seed generator, so every run presses the same keys.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
