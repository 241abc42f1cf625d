import CalculatorModel
import Testing

@Suite("Descriptions use the fewest parentheses that keep the meaning")
struct DescriptionTests {
    @Test(
        arguments: [
            ("2 ↓ 3 ^ 2 ^", "(2 ^ 3) ^ 2"),
            ("2 ↓ 3 ↓ 2 ^ ^", "2 ^ 3 ^ 2"),
            ("5 ↓ 3 − 1 −", "5 − 3 − 1"),
            ("5 ↓ 3 ↓ 1 − −", "5 − (3 − 1)"),
            ("5 ↓ 3 ↓ 1 − +", "5 + 3 − 1"),
            ("8 ↓ 4 ↓ 2 ÷ ÷", "8 ÷ (4 ÷ 2)"),
            ("8 ↓ 4 ↓ 2 ÷ ×", "8 × 4 ÷ 2"),
            ("7 ↓ 9 + x²", "(7 + 9)²"),
            ("3 ± x²", "(-3)²"),
            ("3 x² ±", "-3²"),
            ("7 ↓ 9 + ±", "-(7 + 9)"),
            ("3 ± ±", "-(-3)"),
            ("2 ↓ 3 ± ^", "2 ^ (-3)"),
            ("2 ↓ 3 ± ×", "2 × -3"),
            ("3 ± ↓ 2 ^", "(-3) ^ 2"),
            ("2 ↓ 3 ^ x⁻¹", "(2 ^ 3)⁻¹"),
            ("2 x² ↓ 3 ^", "2² ^ 3"),
            ("1 eˣ", "exp(1)"),
            ("e ln", "ln(e)"),
            ("100 log", "log(100)"),
            ("1 sin⁻¹ ↓ 0 cos⁻¹ +", "asin(1) + acos(0)"),
            ("3 ↓ 2 + x!", "(3 + 2)!"),
            ("1e20 ↓ 1e-10 ×", "1e+20 × 1e-10"),
        ])
    func minimalParentheses(keys: String, description: String) {
        #expect(rpn(keys).description == description)
    }
}

@Suite("Numbers as the calculator writes them")
struct NumberTextTests {
    @Test(
        arguments: [
            (4.0, "4"), (-0.0, "0"), (0.1 + 0.2, "0.3"), (1.0 / 3, "0.333333333333333"),
            (4 * Double.pi, "12.5663706143592"), (1e20, "1e+20"), (1e-10, "1e-10"),
            (123_456_789_012_345, "123456789012345"), (-2.5, "-2.5"), (0.0001, "0.0001"),
        ])
    func display(value: Double, text: String) {
        #expect(value.calculatorText() == text)
    }

    @Test func fewerSignificantDigits() {
        #expect((2.0 / 3).calculatorText(significantDigits: 6) == "0.666667")
    }

    @Test(arguments: ["3.5", "-3.5", "1e5", "0.", ".5", "1E-3"])
    func parsesNumbers(text: String) {
        #expect(Double(calculatorText: text) == Double(text))
    }

    @Test(arguments: [
        "", "192.168.0.1", "nan", "inf", "1e999", "0x10", "3,5", " 3", "abc", "-", ".",
    ])
    func refusesEverythingElse(text: String) {
        #expect(Double(calculatorText: text) == nil)
    }
}

@Suite("Text a person reads and edits")
struct RoundTripTextTests {
    @Test(arguments: [
        (4.8, "4.8"), (1e-5, "1e-05"), (0.1 + 0.2, "0.30000000000000004"), (1e300, "1e+300"),
    ])
    func shortestTextThatReadsBackExactly(value: Double, text: String) {
        #expect(value.roundTripText == text)
        #expect(Double(text) == value)
    }
}
