import CalculatorController
import Testing

/// The desktop search's answers: a value for a calculation, nothing for anything else.
@Suite("Search answers")
struct SearchAnswerTests {
    @Test(arguments: [
        (["2+3"], "2 + 3 =", "5"),
        (["sqrt(16)", "+", "1"], "√(16) + 1 =", "5"),
        (["1/3"], "1 ÷ 3 =", "0.333333333333333"),
        (["2", "^", "64"], "2 ^ 64 =", "18446744073709551616"),
        (["0.1+0.2-0.3"], "0.1 + 0.2 − 0.3 =", "0"),
        (["100", "nCr", "50"], "100 nCr 50 =", "100891344545564193334812497256"),
        (["sqrt(-4)"], "√(-4) =", "2i"),
        (["(1+2i)*(3-i)"], "(1 + 2i) × (3 − i) =", "5 + 5i"),
    ])
    func aCalculationHasItsValue(terms: [String], description: String, result: String) throws {
        let answer = try #require(SearchAnswer(terms: terms))
        #expect(answer.description == description)
        #expect(answer.result == result)
    }

    @Test(arguments: [
        ["hello"], ["firefox"], ["5"], ["pi"], ["x"], ["-"], ["2+"], ["1/0"], [],
        ["calculator", "brain"], [String(repeating: "1+", count: 600) + "1"],
    ])
    func wordsThatAreNoCalculationHaveNoAnswer(terms: [String]) {
        #expect(SearchAnswer(terms: terms) == nil)
    }
}
