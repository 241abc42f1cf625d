import CalculatorController
import Numbers
import Testing

#if canImport(Glibc)
    import Glibc
#endif

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

    /// 3^3 000 000 = 5.80977063733553e+1431363 (mpmath) has 4.75 million bits: past what is
    /// kept exactly, which the notice says; 3^2 000 000 is exact and says nothing.
    @Test func aResultPastTheExactSizeSaysSo() {
        let huge = state("3 ^ 3 0 0 0 0 0 0 =")
        #expect(huge.display == "5.80977063733553e+1431363")
        #expect(
            huge.notice
                == "Beyond 1.26 million digits a result is not kept exactly: only the digits shown are proven"
        )
        #expect(state("3 ^ 2 0 0 0 0 0 0 =").notice == nil)
    }

    @Test func everyNumberIsWrittenInTheChosenFormat() {
        var controller = pressing("x x⁻¹")
        controller.setFormat(.fraction, groupsDigits: true)
        controller.setVariable("x", to: Complex(Real(Rational(1234))))
        #expect(controller.state.display == "1/1\u{202F}234")
        #expect(controller.state.variables == "x = 1\u{202F}234")
        controller.setFormat(.engineering, groupsDigits: false)
        #expect(controller.state.display == "810.372771474878e-06")
        #expect(controller.copy() == "810.372771474878e-06")
    }
}

/// Digits of 1/7 (its period 142857) and the messages when there is no more to show.
@Suite("More digits on demand")
struct MoreDigitsTests {
    @Test func moreDigitsAreShownCopiedAndForgottenAtTheNextKey() throws {
        var controller = pressing("1 ÷ 7 =")
        #expect(controller.state.display == "0.142857142857143")
        controller.showMoreDigits()
        let hundred = "0." + String(String(repeating: "142857", count: 17).prefix(99)) + "9"
        // In groups of ten from the point, to count them and for lines to break between.
        let groups = controller.state.display.split(separator: "\u{202F}")
        #expect(groups.first == "0.1428571428" && groups.last == "1428571429")
        #expect(groups.count == 10)
        #expect(groups.joined() == hundred)
        #expect(controller.state.showsMoreDigits)
        #expect(controller.copy() == hundred)
        controller.showMoreDigits()
        #expect(controller.state.display.filter(\.isNumber).count == 1_001)
        controller.press(.operation(.plus))
        #expect(!controller.state.showsMoreDigits)
    }

    /// Issue 53 item 27: a copy holds at most 10 000 significant digits (a longer text goes to
    /// the X clipboard in increments, served on the main thread); a notice says so.
    @Test func aCopyOfAnIntegerOfMoreThanTenThousandDigitsIsCut() {
        var controller = pressing("10 ^ 9999 + 1 =")
        #expect(controller.copy() == "1" + String(repeating: "0", count: 9_998) + "1")
        #expect(
            controller.state.notice
                == "10\u{202F}000 digits: More Digits (Ctrl+.) shows them all, Copy copies them")
        // (10^10001 − 1) ÷ 9 × 2 is 10 001 twos.
        controller = pressing("10 ^ 10001 − 1 ÷ 9 × 2 =")
        #expect(controller.copy() == "2." + String(repeating: "2", count: 9_999) + "e+10000")
        #expect(
            controller.state.notice
                == "Copied to 10\u{202F}000 significant digits: the number has 10\u{202F}001")
    }

    /// Issue 53 item 11: the field is asked in the first half of a budget only, but what it
    /// answered before is known at any time (it showed 0, then 0.000… past half the budget).
    @Test func aRememberedAnswerIsUsedPastHalfTheBudget() {
        let identity = "sin(5/7)^2+cos(5/7)^2-1"
        var controller = CalculatorController()
        controller.enter(expression: identity)
        #expect(controller.state.display == "0")
        let budget = Budget(milliseconds: 2_000)
        usleep(1_100_000)
        let display = Budget.$current.withValue(budget) {
            var again = CalculatorController()
            again.enter(expression: identity)
            return again.state.display
        }
        #expect(display == "0")
    }

    @Test func thereIsAnEnd() {
        var controller = pressing("2 √")
        for _ in 0..<3 { controller.showMoreDigits() }
        #expect(controller.state.display.filter(\.isNumber).count == 10_000)
        #expect(controller.state.display.hasPrefix("1.4142135623\u{202F}7309504880\u{202F}"))
        controller.showMoreDigits()
        #expect(controller.state.notice == "All 10000 digits that can be shown are shown")
        var typing = pressing("1 2")
        typing.showMoreDigits()
        #expect(typing.state.notice == "There is no result to show more digits of")
        #expect(typing.state.display == "12")
    }
}
