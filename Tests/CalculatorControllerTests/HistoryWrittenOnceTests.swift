import Numbers
import Testing

@testable import CalculatorController

/// Issue 42, item 4: after `100000!` every key took 160–290 ms, writing its 456 574 digits
/// again (the history's row, the session). A result is written when it is recorded, and when
/// the format changes, never at a key; `make bench` times it.
@Suite("A history result is written once")
struct HistoryWrittenOnceTests {
    @Test func aResultIsWrittenWhenRecordedAndWhenTheFormatChanges() {
        var controller = pressing("1 0 0 0 0 0 x! = C 1 + 2")
        let huge = controller.history.first
        #expect(huge?.written?.text == "2.82422940796035e+456573")  // mpmath
        // Its 24 999 trailing zeros as an exponent (issue 66, item 17).
        #expect(huge?.written?.serializedValue.count == 456_574 - 24_999 + "e24999".count)
        #expect(huge?.written?.serializedValue.hasSuffix("00e24999") == false)
        #expect(huge?.written?.serializedValue.hasSuffix("e24999") == true)
        controller.setSignificantDigits(5)
        #expect(controller.history.first?.written?.text == "2.8242e+456573")
        #expect(controller.state.history.last?.result == "2.8242e+456573")
        let restored = CalculatorController(session: controller.session)
        #expect(restored.history.first?.written?.style == restored.valueStyle)
    }
}
