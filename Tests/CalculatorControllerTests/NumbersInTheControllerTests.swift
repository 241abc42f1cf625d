import CalculatorController
import Numbers
import Testing

/// Issue 24 through the keys: what the display shows is what the next key uses, and every
/// number is written by the chosen format.
@Suite("Numbers as the display shows them")
struct NumbersInTheControllerTests {
    /// Expected values are the amounts written out: 10 + (10 × 10%)% is 10 + 0.1, and
    /// √0.1 = 0.316227766016838 (mpmath).
    @Test func aRepeatedPercentShowsWhatTheNextKeyUses() {
        #expect(state("1 0 + % %").display == "0.1")
        #expect(state("1 0 + % % √").display == "0.316227766016838")
        #expect(state("1 0 0 + 2 0 %").display == "20")
        #expect(state("1 0 0 + 2 0 % x²").display == "400")
        #expect(state("1 0 0 + 2 0 % x² =").display == "500")
    }

    @Test func pastedTextReadsPercentLikeTheKeys() {
        var controller = CalculatorController()
        controller.paste("100+20%²")
        #expect(controller.state.display == "500")
        #expect(controller.state.description == "100 + (100 × 20%)² =")
    }

    @Test func everyNumberIsWrittenInTheChosenFormat() {
        var controller = pressing("x x⁻¹")
        controller.setFormat(.fraction, groupsDigits: true)
        controller.setVariable("x", to: Real(Rational(1234)))
        #expect(controller.state.display == "1/1\u{202F}234")
        #expect(controller.state.variables == "x = 1\u{202F}234")
        controller.setFormat(.engineering, groupsDigits: false)
        #expect(controller.state.display == "810.372771474878e-06")
        #expect(controller.copy() == "810.372771474878e-06")
    }
}
