import CalculatorController
import CalculatorModel
import Numbers
import Testing

/// Programmer mode: keys in the word's base, results wrapped as hardware wraps them, a notice
/// when bits are lost, and the value carried to and from scientific mode.
@Suite("Programmer mode")
struct ProgrammerModeTests {
    func press(_ keys: String, on controller: inout CalculatorController) {
        for token in keys.split(separator: " ") {
            for key in Key.keys(for: String(token), in: controller.mode) ?? [] {
                controller.press(key)
            }
        }
    }

    func programmer(
        _ keys: String, bits: Int = 64, signed: Bool = true, base: IntegerWord.Base = .decimal,
        in notation: Notation = .algebraic
    ) -> CalculatorController {
        var controller = CalculatorController()
        controller.setMode(.programmer)
        controller.setWord(IntegerWord(bits: bits, isSigned: signed, base: base))
        controller.setNotation(notation)
        press(keys, on: &controller)
        return controller
    }

    @Test func aResultThatWrapsSaysSo() {
        let sum = programmer("F F F F + 1 =", bits: 16, signed: false, base: .hexadecimal).state
        #expect(sum.display == "0")
        #expect(sum.notice == "Wrapped: the result does not fit in 16 bits")
        let signed = programmer("1 2 7 + 1 =", bits: 8).state
        #expect(signed.display == "-128" && signed.notice != nil)
        #expect(programmer("1 2 6 + 1 =", bits: 8).state.notice == nil)
    }

    @Test func everyBaseAtOnce() {
        let state = programmer("2 5 5").state
        let lines = Dictionary(
            uniqueKeysWithValues: state.word?.lines.map { ($0.base, $0.text) } ?? [])
        #expect(
            lines == [.hexadecimal: "FF", .decimal: "255", .octal: "377", .binary: "1111 1111"])
        #expect(state.word?.bits == 255)
    }

    @Test func aDigitTheBaseHasNotIsIgnored() {
        let state = programmer("1 2 3", base: .binary).state
        #expect(state.display == "1" && state.notice == nil)
    }

    @Test func aNumberTooLargeForTheWordIsRefused() {
        let state = programmer("2 5 6", bits: 8, signed: false).state
        #expect(state.display == "25")
        #expect(state.notice == "That number does not fit in 8 bits")
    }

    @Test func divisionIsTowardZeroAndByZeroAnError() {
        #expect(programmer("7 ± ÷ 2 =").state.display == "-3")
        #expect(programmer("7 ÷ 0 =").state.error == "Division by zero")
        #expect(programmer("7 ± mod 3 =").state.display == "2")
    }

    @Test func shiftsAreArithmeticWhenSigned() {
        #expect(programmer("8 0 >> 1 =", bits: 8, base: .hexadecimal).state.display == "C0")
        #expect(
            programmer("8 0 >> 1 =", bits: 8, signed: false, base: .hexadecimal).state.display
                == "40")
        #expect(programmer("8 1 rol 1 =", bits: 8, base: .hexadecimal).state.display == "3")
    }

    @Test func rpnHasTheStackInTheBase() {
        let controller = programmer("F enter 3 AND 1 0", base: .hexadecimal, in: .rpn)
        #expect(controller.stackRows.map(\.value) == ["3"])
        #expect(controller.stackRows.first?.expression == "F AND 3")
        #expect(controller.state.display == "10")
    }

    @Test func theValueCarriesOverBothWays() {
        var controller = pressing("7 ÷ 2 =")
        controller.setMode(.programmer)
        #expect(controller.state.display == "3")
        #expect(controller.state.notice == "Not a whole number: truncated toward zero")
        press("× 1 0 0 =", on: &controller)
        controller.setMode(.scientific)
        #expect(controller.state.display == "300")
        #expect(controller.state.description == "300 =")
        controller.setMode(.programmer)
        #expect(controller.state.description == "3 × 100 =", "its own calculation, kept")
    }

    @Test func aWideValueWrapsComingIn() {
        var controller = pressing("2 ^ 4 0 =")
        controller.setWord(IntegerWord(bits: 32))
        controller.setMode(.programmer)
        #expect(controller.state.display == "0")
        #expect(controller.state.notice == "Wrapped: the result does not fit in 32 bits")
    }

    @Test func aSmallerWordLosesBitsAndSaysSo() {
        var controller = programmer("1 F F", bits: 16, base: .hexadecimal)
        controller.press(.nextWordSize)  // 16 → 32: nothing lost
        #expect(controller.state.display == "1FF" && controller.state.notice == nil)
        for _ in 0..<2 { controller.press(.nextWordSize) }  // 64, then 8
        #expect(controller.state.word?.word.bits == 8)
        #expect(controller.state.display == "FF")
        #expect(controller.state.notice == "Bits were lost: the value does not fit in 8 bits")
    }

    @Test func aNegativeValueIsSignExtended() {
        var controller = programmer("1 ±", bits: 8, base: .hexadecimal)
        #expect(controller.state.display == "FF")
        controller.press(.nextWordSize)
        #expect(controller.state.display == "FFFF" && controller.state.notice == nil)
        controller.press(.switchSignedness)
        #expect(controller.state.word?.lines[1].text == "65535")
    }

    @Test func aBitToggles() {
        var controller = programmer("5", bits: 8)
        controller.press(.toggleBit(7))
        #expect(controller.state.display == "-123")
        controller.press(.toggleBit(9))  // beyond the word: nothing
        #expect(controller.state.display == "-123")
    }

    @Test func keysOfTheOtherModeSaySo() {
        var controller = programmer("2")
        controller.press(.operation(.sine))
        #expect(controller.state.notice == "That key works in scientific mode")
        #expect(controller.state.display == "2")
        var scientific = CalculatorController()
        scientific.press(.operation(.bitwiseAnd))
        #expect(scientific.state.notice == "That key works in programmer mode")
    }

    @Test func theSessionKeepsTheModeTheWordAndBothCalculations() {
        var controller = pressing("1 + 2 =")
        controller.setMode(.programmer)
        controller.setWord(IntegerWord(bits: 16, isSigned: false, base: .hexadecimal))
        press("A AND F", on: &controller)
        let restored = CalculatorController(session: controller.session)
        #expect(restored.state == controller.state)
        #expect(restored.mode == .programmer && restored.word == controller.word)
        var back = restored
        back.setMode(.scientific)
        #expect(back.state.display == "15", "the number typed, F, carries over")
        back.press(.undo)
        #expect(back.state.description == "1 + 2 =")
    }

    @Test func copyGivesTheDigitsOfTheBaseAndPasteTakesThemBack() {
        var hex = programmer("F F AND 3 C =", base: .hexadecimal)
        #expect(hex.copyText == "3C", "not the decimal 60")
        var binary = programmer("1 1 1 1 0 0 0 0 OR 0 =", base: .binary)
        #expect(binary.state.display == "1111 0000")
        #expect(binary.copyText == "11110000", "no group spaces: it pastes back")
        // A paste is a number being typed, grouped by four as every binary number is shown
        // (issue 42, item 16).
        binary.paste("1010 0101")
        #expect(binary.state.display == "1010 0101")
        #expect(binary.copyText == "10100101")
        binary.paste("0xFF")
        #expect(binary.state.display == "1111 1111")
        hex.paste("0b101")  // in hex, digits: B101
        #expect(hex.state.display == "B101")
        var decimal = programmer("", bits: 8)
        decimal.paste("0x7F")
        #expect(decimal.state.display == "127")
    }

    @Test func aPasteThatIsNoNumberOfTheWordChangesNothing() {
        var controller = programmer("1 2", bits: 8, base: .hexadecimal)
        for text in ["hello", "1FF", "0x", "2+3", "-5"] {
            controller.paste(text)
            #expect(controller.state.notice == "Cannot paste: that is not a number", "\(text)")
            #expect(controller.state.display == "12", "\(text)")
        }
    }
}
