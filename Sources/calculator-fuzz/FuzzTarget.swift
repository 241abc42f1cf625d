import CalculatorController
import CalculatorModel
import Numbers
import Units

#if canImport(Glibc)
    import Glibc
#endif

/// libFuzzer's entry (`make fuzz`). The first byte picks the target: the controller's key
/// stream, the paste parser, or the session loader. Each checks what must always hold and
/// traps (a finding) when it does not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    guard let target = input.first else { return 0 }
    let payload = Array(input.dropFirst())
    switch target % 3 {
    case 0: fuzzKeys(payload)
    case 1: fuzzPaste(payload)
    default: fuzzSession(payload)
    }
    return 0
}

/// Every key the keypad has, plus the keys and commands that are not on it.
private let keys = Key.all + [.digit(12)]

private func fuzzKeys(_ payload: [UInt8]) {
    var controller = CalculatorController()
    for byte in payload {
        switch byte {
        case 249: controller.setOrder(controller.order == .entered ? .precedence : .entered)
        case 250: controller.setNotation(controller.notation == .rpn ? .algebraic : .rpn)
        case 251: controller.paste("-3,5")
        case 252: controller.setVariable("x", text: "1e300")
        case 253: controller.recallHistory(at: 0)
        case 254: controller.applyPreset(CalculatorController.variablePresets[2])
        default: controller.press(keys[Int(byte) % keys.count])
        }
        check(controller.state)
    }
    // Undo always leads back to the launch state. A key records at most three steps (a
    // variable after a typed number: the number, then the variable; `7 + √`: 7, then √).
    for _ in 0...3 * payload.count + 1 { controller.press(.undo) }
    require(!controller.state.canUndo, "undo did not empty the brain")
}

/// Text from anywhere, as a number or an expression, in both notations and both orders: a
/// number, an error message, or a refusal that changes nothing.
private func fuzzPaste(_ payload: [UInt8]) {
    let text = String(decoding: payload, as: UTF8.self)
    for notation in Notation.allCases {
        for order in OrderOfOperations.allCases {
            var controller = pressing([.digit(7), .operation(.plus)], in: notation, order: order)
            let before = controller.state
            // A search of up to the window's 5 s, four times an input, would leave the fuzzer
            // few inputs a minute; a cut search must say so all the same.
            let state = Budget.$current.withValue(
                SolveCall.begins(text) ? Budget(milliseconds: 100) : nil
            ) {
                controller.paste(text)
                return controller.state
            }
            check(state)
            // A solve taken: its notice says which roots these are (`solve(x^2 = 2)`).
            let isSolved = SolveCall.begins(text) && state.description.hasPrefix("solve(")
            // A notice is a refusal, but for the one that tells an expression it was entered
            // with an unset variable taken as 0 (`…sqrt(16)x`, found by the fuzzer).
            if let notice = state.notice, !notice.hasSuffix(" is not set: taken as 0"), !isSolved {
                // A refused expression waits in the line to be put right, whole; leaving the
                // line changes nothing.
                // The line holds one line: a tab or a line break is a space in it.
                let pasted = text.unicodeScalars.map {
                    $0.properties.generalCategory == .control ? " " : $0
                }
                require(
                    state.line.map { Array($0.text.unicodeScalars.suffix(pasted.count)) == pasted }
                        ?? true, "a refused paste lost text")
                var left = controller
                left.leaveLine()
                require(left.state.display == before.display, "a refused paste changed the display")
                require(
                    left.state.description == before.description, "a refused paste changed the work"
                )
            } else {
                // A number (`34.1525987298185i` for `(1+2)^3*sqrt(16[-10%`), a quantity
                // (`1e5B` is `100000 B`), an error, or a value around 0 that is undecided
                // (`0.000…`).
                // A solution: its roots, or words that say there is none.
                let isSolution =
                    isSolved
                    && (state.roots.isEmpty
                        || state.display.split(separator: ", ").allSatisfy {
                            readsAsValue(String($0))
                        })
                require(
                    state.error != nil || readsAsValue(state.display)
                        || state.display.hasSuffix("…") || isSolution,
                    "a paste shows \(state.display)")
            }
        }
    }
}

/// Whether `display` is a number (`2 + 3i` too), or one followed by the units it is in.
private func readsAsValue(_ display: String) -> Bool {
    if Complex(calculatorText: display) != nil { return true }
    let parts = display.split(separator: " ", maxSplits: 1)
    return Real(calculatorText: String(parts.first ?? "")) != nil
        && (parts.count == 1 || UnitProduct(text: parts[1]) != nil)
}

private func pressing(_ keys: [Key], in notation: Notation, order: OrderOfOperations)
    -> CalculatorController
{
    var controller = CalculatorController()
    controller.setNotation(notation)
    controller.setOrder(order)
    for key in keys { controller.press(key) }
    return controller
}

private func fuzzSession(_ payload: [UInt8]) {
    var template = Array("/tmp/calculator-fuzz-XXXXXX".utf8CString)
    guard let folder = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
        return
    }
    var store = SessionStore(directory: String(cString: folder))
    let file = open(store.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    _ = payload.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
    close(file)
    let (session, _) = store.load()
    store.unlock()
    check(CalculatorController(session: session).state)
    if let directory = opendir(store.directory) {
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != ".", name != ".." { unlink(store.directory + "/" + name) }
        }
        closedir(directory)
    }
    rmdir(store.directory)
}

private func check(_ state: DisplayState) {
    for text in [state.display, state.description, state.variables] {
        require(!text.contains("nan") && !text.contains("inf"), "the display shows \(text)")
    }
}

private func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
