import CalculatorController
import Numbers
import Testing
import Units

/// Conversions typed, pasted and sent from the converter, each as a step of the program.
@Suite("Unit conversion in the controller")
struct UnitConversionControllerTests {
    private func conversion(_ source: String, _ target: String) throws -> UnitConversion {
        try UnitConversion(
            from: #require(PhysicalUnit(spelling: source)),
            to: #require(PhysicalUnit(spelling: target)))
    }

    private func pasted(_ text: String, in notation: Notation = .algebraic) -> DisplayState {
        var controller = CalculatorController()
        controller.setNotation(notation)
        controller.enter(expression: text)
        return controller.state
    }

    /// The figures (exact by hand: 1609.344 m; (98.6 + 459.67) × 5/9 − 273.15).
    @Test func pastedConversionsAreExact() {
        #expect(pasted("1 mi in km").display == "1.609344 km")
        #expect(pasted("98.6 °F in °C").display == "37 °C")
        #expect(pasted("1 GiB in MB").display == "1073.741824 MB")
        #expect(pasted("100 km/h in m/s").display == "27.7777777777778 m/s")
        #expect(pasted("0 K in °C").display == "-273.15 °C")
        #expect(pasted("5 feet to cm").description == "5 ft → cm =")
        #expect(pasted("5 feet to cm").display == "152.4 cm")
        #expect(pasted("(2 + 3) ft in m", in: .rpn).stack.first?.expression == "(2 + 3) ft → m")
    }

    @Test func aFractionFormatShowsTheExactQuotient() {
        var controller = CalculatorController()
        controller.setFormat(.fraction, groupsDigits: false)
        controller.enter(expression: "100 km/h in m/s")
        #expect(controller.state.display == "250/9 m/s")
    }

    @Test func unitsOfTwoCategoriesAreRefusedInWordsAndNothingChanges() {
        var controller = pressing("4 2")
        controller.enter(expression: "5 kg in m")
        #expect(controller.state.notice == "Cannot convert mass to length")
        #expect(controller.state.display == "42")
        controller.enter(expression: "5 kg in parsecs")
        #expect(controller.state.notice == "Cannot convert: “parsecs” is no unit")
    }

    /// The converter's button works as a function key: on the result, then undone and redone.
    @Test func theConverterKeyIsAStepOfTheProgram() throws {
        var controller = pressing("2 + 3 =")
        controller.press(.convert(try conversion("ft", "m")))
        #expect(controller.state.display == "1.524 m")
        #expect(controller.state.description == "(2 + 3) ft → m =")
        #expect(controller.state.history.first?.expression == "(2 + 3) ft → m =")
        controller.press(.undo)
        #expect(controller.state.display == "5")
        controller.press(.redo)
        #expect(controller.state.display == "1.524 m")
    }

    @Test func theConverterKeyTakesTheFieldsValueAndRefusesGarbage() throws {
        var controller = pressing("7")
        controller.press(.convert(try conversion("in", "cm"), value: "2"))
        #expect(controller.state.display == "5.08 cm")
        controller.press(.convert(try conversion("in", "cm"), value: "two"))
        #expect(controller.state.notice == "Cannot paste: that is not a number")
        #expect(controller.state.display == "5.08 cm")
    }

    @Test func thePreviewConvertsTheFieldOrTheDisplay() throws {
        let controller = pressing("1 0 0")
        let toMetres = try conversion("ft", "m")
        #expect(controller.converted(nil, by: toMetres) == "30.48")
        #expect(controller.converted("1", by: toMetres) == "0.3048")
        #expect(controller.converted("x", by: toMetres) == nil)
        #expect(controller.convertibleValue == "100")
        #expect(pressing("1 ÷ 3 =").convertibleValue == "0.333333333333333")
    }

    @Test func aSessionKeepsTheConversion() throws {
        var controller = CalculatorController()
        controller.enter(expression: "98.6 °F in °C")
        let restored = CalculatorController(session: controller.session)
        #expect(restored.state.display == "37 °C")
        #expect(restored.state.description == "98.6 °F → °C =")
    }

    @Test func aScriptNamesTheConversionKey() {
        #expect(state("3 mi→km").display == "4.828032 km")
        #expect(state("1 2 in→ft", in: .rpn).display == "1 ft")
    }
}

/// Issue 42, item 14: the unit lists found only by the first word.
@Suite("Finding a unit in its list")
struct UnitSearchTests {
    private func found(_ query: String, in category: UnitCategory) -> [String] {
        PhysicalUnit.units(of: category)
            .compactMap { unit in unit.searchRank(of: query).map { (rank: $0, unit: unit) } }
            .sorted { $0.rank < $1.rank }.map(\.unit.symbol)
    }

    @Test func anyWordTheSymbolOrAnotherSpellingFindsIt() {
        #expect(found("Fahrenheit", in: .temperature) == ["°F"])
        #expect(found("cel", in: .temperature) == ["°C"])
        #expect(found("F", in: .temperature).first == "°F", "the symbol whole first")
        #expect(found("degF", in: .temperature) == ["°F"])
        #expect(found("KILO", in: .length).first == "km")
        #expect(found("mi", in: .length).first == "mi", "a whole symbol before a name's start")
        #expect(found("zzz", in: .length) == [])
    }
}
