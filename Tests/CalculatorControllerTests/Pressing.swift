import CalculatorController
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Presses space-separated keys, written as `calculator-brain --keys` reads them; a token
/// that names no key fails the test (a typo would otherwise test less).
func pressing(
    _ keys: String, in notation: Notation = .algebraic,
    on start: CalculatorController = CalculatorController()
) -> CalculatorController {
    var controller = start
    controller.setNotation(notation)
    for token in keys.split(separator: " ") {
        guard let keys = Key.keys(for: String(token)) else {
            Issue.record("no key is written '\(token)'")
            continue
        }
        for key in keys { controller.press(key) }
    }
    return controller
}

func state(_ keys: String, in notation: Notation = .algebraic) -> DisplayState {
    pressing(keys, in: notation).state
}

/// A new empty folder of the test's own under /tmp.
func temporaryFolder() -> String {
    var template = Array("/tmp/calculator-brain-tests-XXXXXX".utf8CString)
    return template.withUnsafeMutableBufferPointer {
        String(cString: mkdtemp($0.baseAddress!)!)
    }
}
