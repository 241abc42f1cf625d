import CalculatorController
import CalculatorModel
import Numbers
import Testing
import Units

/// Issue 45 in the controller: complex values on the display, the stack, in memory, the
/// history, the clipboard and the session. Every expected value is mpmath's.
@Suite struct ComplexNumbersTests {
    private func shown(_ text: String, _ complex: ComplexNumbers = .rectangular) -> String {
        var controller = CalculatorController()
        controller.setComplexNumbers(complex)
        controller.enter(expression: text)
        return controller.state.display
    }

    @Test func theIssuesValuesOnTheDisplay() {
        #expect(shown("sqrt(-4)") == "2i")
        #expect(shown("ln(-1)") == "3.14159265358979i")
        #expect(shown("(1+2i)*(3-i)") == "5 + 5i")
        #expect(shown("e^(i*pi)+1") == "0")
        #expect(shown("abs(3+4i)") == "5")
        #expect(shown("arg(i)") == "1.5707963267949")
        #expect(shown("i^i") == "0.207879576350762")
        #expect(shown("(-8)^(1/3)") == "-2")
        #expect(shown("asin(2)") == "1.5707963267949 − 1.31695789692482i")
        #expect(shown("(1+i)^2") == "2i")
        #expect(shown("conj(2+3i)") == "2 − 3i")
        #expect(shown("Re(2-3i)") == "2" && shown("Im(2-3j)") == "-3")
    }

    @Test func realResultsOnlyGivesTheMessagesOfARealCalculator() {
        #expect(shown("sqrt(-4)", .realOnly) == "Square root of a negative number")
        #expect(shown("ln(-1)", .realOnly) == "Logarithm of a number that is not positive")
        #expect(shown("asin(2)", .realOnly) == "Result is not a real number")
        // A value made with i stays complex.
        #expect(shown("(1+i)^2", .realOnly) == "2i")
    }

    @Test func polarFormIsModulusAndArgumentInTheAngleUnit() {
        #expect(shown("1+i", .polar) == "1.4142135623731∠0.785398163397448")
        #expect(shown("2∠(pi/2)") == "2i")
        var controller = pressing("angle")
        controller.setComplexNumbers(.polar)
        controller.enter(expression: "-1-i")
        #expect(controller.state.display == "1.4142135623731∠-135")
        controller.enter(expression: "2∠90")
        #expect(controller.state.display == "2∠90")
        controller.setComplexNumbers(.rectangular)
        #expect(controller.state.display == "2i")
    }

    @Test func theFractionFormatWritesEachPart() {
        var controller = CalculatorController()
        controller.setFormat(.fraction, groupsDigits: false)
        controller.enter(expression: "1/(1-i)")
        #expect(controller.state.display == "1/2 + 1/2i")
    }

    @Test func rpnTakesASquareRootOfANegativeLevel() {
        let controller = pressing("4 ± √ 3 +", in: .rpn)
        #expect(controller.state.display == "3 + 2i")
        #expect(controller.state.stack.first?.value == "3 + 2i")
        #expect(controller.state.description == "√(-4) + 3 =")
    }

    @Test func keysTypeIAndItsFunctions() {
        #expect(state("1 + i =").display == "1 + i")
        #expect(state("1 + i = x²").display == "2i")
        #expect(state("i × 4 + 3 = |x|").display == "5")
        #expect(state("i conj").display == "-i")
    }

    @Test func operationsOnRealNumbersOnlySaySo() throws {
        #expect(shown("floor(i)") == "Needs real numbers, not complex ones")
        #expect(shown("i mod 2") == "Needs real numbers, not complex ones")
        #expect(shown("(2i)!") == "Needs real numbers, not complex ones")
        var controller = CalculatorController()
        controller.enter(expression: "2+i")
        let feetToMetres = try UnitConversion(
            from: #require(PhysicalUnit(spelling: "ft")), to: #require(PhysicalUnit(spelling: "m")))
        #expect(
            controller.converted(nil, by: feetToMetres) == "Needs real numbers, not complex ones")
        controller.press(.convert(feetToMetres, value: nil))
        #expect(controller.state.display == "Needs real numbers, not complex ones")
        controller.press(.undo)
        controller.setMode(.programmer)
        #expect(controller.state.notice == "Needs real numbers, not complex ones")
    }

    @Test func memoryHistoryAndCopyKeepTheComplexValue() {
        var controller = pressing("1 + i = →M")
        #expect(controller.state.variables == "M = 1 + i")
        controller.enter(expression: "M^2")
        #expect(controller.state.display == "2i")
        #expect(controller.state.history.map(\.result).contains("2i"))
        controller.enter(expression: "2-3.5i")
        #expect(controller.copyText == "2-3.5i")
        controller.paste("(2,3)")
        #expect(controller.state.display == "2 + 3i")
        #expect(controller.copyText == "2+3i")
        controller.paste("1+2j")
        #expect(controller.state.display == "1 + 2i")
    }

    @Test func aSessionKeepsComplexValuesExactly() throws {
        var controller = pressing("1 + i = →M")
        controller.setComplexNumbers(.polar)
        controller.enter(expression: "sqrt(2i)")
        var store = SessionStore(directory: temporaryFolder() + "/calculator-brain")
        try store.save(controller.session)
        let (loaded, outcome) = store.load()
        #expect(outcome == .restored)
        #expect(loaded.version == Session.currentVersion)
        #expect(loaded.complexNumbers == .polar)
        #expect(loaded.variables["M"] == Complex(1, 1))
        var restored = CalculatorController(session: loaded)
        restored.setComplexNumbers(.rectangular)
        restored.enter(expression: "M^2 - 2i")
        #expect(restored.state.display == "0")
        #expect(restored.state.history.map(\.result).contains("1 + i"))
    }

    @Test func aVariableTakesAComplexValueAsTyped() {
        var controller = CalculatorController()
        for (text, expected) in [
            ("2+3i", "2 + 3i"), ("2 − 3.5i", "2 − 3.5i"), ("-i", "-i"), ("4j", "4i"),
            ("1e-5+2i", "1e-05 + 2i"), ("7", "7"),
        ] {
            controller.setVariable("z", text: text)
            #expect(controller.state.variableList.first?.value?.text(NumberFormat()) == expected)
        }
        controller.setVariable("z", text: "2+3i")
        #expect(controller.state.variableList.first?.editableText == "2 + 3i")
        controller.setVariable("z", text: "2+i+")
        #expect(controller.state.notice == "z: that is not a number")
        controller.enter(expression: "sqrt(2)*i")
        controller.press(.storeToMemory)
        let text = controller.state.variableList.first { $0.name == "M" }?.editableText
        #expect(text == "0,sqrt:1:2")
        controller.setVariable("M", text: text ?? "")
        #expect(controller.state.variables.contains("M = 1.4142135623731i"))
    }

    @Test func theHistoryFollowsThePolarChoiceAndTheAngleUnit() {
        var controller = pressing("1 + i =")
        controller.setComplexNumbers(.polar)
        #expect(controller.state.history.first?.result == "1.4142135623731∠0.785398163397448")
        controller.press(.switchAngleUnit)
        #expect(controller.state.history.first?.result == "1.4142135623731∠45")
        controller.setComplexNumbers(.rectangular)
        #expect(controller.state.history.first?.result == "1 + i")
    }
}
