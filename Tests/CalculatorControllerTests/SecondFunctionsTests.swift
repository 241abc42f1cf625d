import CalculatorController
import Testing

/// `2nd` changes what the function keys show, and nothing else.
@Suite("The second functions' key")
struct SecondFunctionsTests {
    @Test func itTogglesTheKeypadOnly() {
        let start = pressing("1 ÷ 0 =")
        var controller = start
        controller.press(.secondFunctions)
        #expect(controller.state.showsSecondFunctions)
        var expected = start.state
        expected.showsSecondFunctions = true
        #expect(controller.state == expected, "the display, the error and the notice stay")
        #expect(controller.session == start.session, "recorded nowhere")
        controller.press(.secondFunctions)
        #expect(controller.state == start.state)
    }

    @Test func undoAfterItTakesBackTheLastStep() {
        var controller = pressing("2 7 ∛")
        controller.press(.secondFunctions)
        controller.press(.undo)
        #expect(controller.state.display == "27")
        #expect(controller.state.showsSecondFunctions)
    }

    @Test func theNewFunctionsByTheirKeys() {
        #expect(pressing("2 7 ∛").state.display == "3")
        #expect(pressing("1 0 2 4 log₂").state.display == "10")
        #expect(pressing("3 10ˣ").state.display == "1000")
        #expect(pressing("0 cosh").state.display == "1")
        #expect(pressing("7 mod 3 ± =").state.display == "-2")
        #expect(pressing("1 0 0 nCr 5 0 =").state.display == "100891344545564193334812497256")
        let error = pressing("2 . 5 nCr 2 =").state
        #expect(error.display == "Needs whole numbers that are not negative")
        #expect(error.description == "2.5 nCr 2 =")
        #expect(pressing("6 enter 3 nPr", in: .rpn).state.display == "120")
    }
}
