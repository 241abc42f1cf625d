import CalculatorController

#if canImport(Glibc)
    import Glibc
#endif

/// Presses space-separated keys, written as `calculator-brain --keys` reads them.
func pressing(
    _ keys: String, in notation: Notation = .algebraic,
    on start: CalculatorController = CalculatorController()
) -> CalculatorController {
    var controller = start
    controller.setNotation(notation)
    for token in keys.split(separator: " ") {
        for key in Key.keys(for: String(token)) ?? [] { controller.press(key) }
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
