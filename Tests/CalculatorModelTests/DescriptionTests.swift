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
            ("1e20 ↓ 1e-10 ×", "100000000000000000000 × 1e-10"),
        ])
    func minimalParentheses(keys: String, description: String) {
        #expect(rpn(keys).description == description)
    }
}
