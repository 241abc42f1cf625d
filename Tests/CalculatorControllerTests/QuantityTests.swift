import CalculatorController
import Testing
import Units

/// Quantities in expressions (issue 58): units after numbers, combined by × ÷ and powers,
/// checked by + and −, shown simplified or in the units asked for. Every expected value is
/// worked out by hand from the definitions (1 mi = 1609.344 m, 1 in = 0.0254 m, 1 h = 3600 s).
@Suite("Quantities with units")
struct QuantityTests {
    private func shown(_ text: String) -> DisplayState {
        var controller = CalculatorController()
        controller.enter(expression: text)
        return controller.state
    }

    /// The issue's "Done means", each as the display shows it.
    @Test(arguments: [
        ("20 mi / 2 h to km/h", "16.09344 km/h"),  // 10 × 1.609344
        ("5 ft + 3 in to cm", "160.02 cm"),  // 63 × 2.54
        ("3 kg * 9.81 m/s^2 to N", "29.43 N"),
        ("100 km/h * 2 h", "200 km"),
        ("1 MB/s * 1 h to GB", "3.6 GB"),  // 3600 MB
        ("5 ft 11 in to cm", "180.34 cm"),  // 71 × 2.54
        ("1.25 yd to ft", "3.75 ft"),
        ("2 kWh / 8 h to W", "250 W"),
        ("60 mph * 90 min to mi", "90 mi"),
    ])
    func theIssuesFigures(text: String, display: String) {
        let state = shown(text)
        #expect(state.error == nil)
        #expect(state.display == display)
    }

    /// Issue 66, item 5: units written together keep their factors (values from the exact
    /// definitions: 1 h = 3600 s, 1 ft = 12 in, 1 km/h = 1/3.6 m/s), and `a/b/c` is (a/b)/c.
    @Test(arguments: [
        ("1 h/s", "3600"), ("20 km/h/s to m/s^2", "5.55555555555556 m/s²"),
        ("3 kW*h/min to kW", "180 kW"), ("2 ft*in to in^2", "24 in²"),
        ("1 N/m/s to kg/s^3", "1 kg/s³"), ("1 N/m/s", "1 N/m/s"), ("2 J/(m/s)", "2 J/(m/s)"),
        ("1 min/s", "60"),
    ])
    func unitsWrittenTogetherKeepTheirFactors(text: String, display: String) {
        #expect(shown(text).display == display)
    }

    @Test func unitsOfDifferentDimensionsAreRefusedByName() {
        #expect(shown("2 m + 3 s").notice == "Cannot add a length and a time")
        #expect(shown("2 m - 3 s").notice == "Cannot subtract a time from a length")
        #expect(shown("20 mi / 2 h to kg").notice == "Cannot convert speed to mass")
        #expect(shown("sin(2 m)").notice == "“sin” takes a number without units, not a length")
        #expect(shown("2 + 3 kg").notice == "Cannot add a number and a mass")
        // The smallest whole number a word holds, as a power: refused, never a trap (its
        // magnitude overflowed `abs`).
        #expect(
            shown("(2 m)^(-9223372036854775808)").notice
                == "Units can only be raised to a whole power, up to the 99th (m^2, s^-1)")
    }

    @Test func productsAreSimplifiedAndOwnUnitsShown() {
        #expect(shown("5 ft + 3 in").display == "5.25 ft", "in the left operand's unit")
        #expect(shown("2 kWh / 8 h").display == "0.25 kW")
        #expect(shown("5 m * 3 m").display == "15 m²")
        // A quantity squared keeps its parentheses: `4 m²` would be 4 m² (it said so).
        #expect(shown("(4 m)²").display == "16 m²")
        #expect(shown("(4 m)²").description == "(4 m)² =")
        #expect(shown("4 m²").description == "4 m² =")
        #expect(shown("1 km / 1 m").display == "1000", "a ratio of lengths is a number")
        #expect(shown("sqrt(16 m^2)").display == "4 m")
        #expect(shown("9.81 m/s^2 * 2 s").display == "19.62 m/s")
        #expect(shown("3 kn * 2 h").display == "6 nmi")
    }

    @Test func mixedUnitsAreWrittenFromTheLargestDown() {
        // 1.75 m = 68.8976… in: 5 ft 8.90 in, rounded to hundredths of the last unit.
        #expect(shown("1.75 m to ft in").display == "5 ft 8.9 in")
        #expect(shown("90 min to h min").display == "1 h 30 min")
        #expect(shown("1 h 30 min to min").display == "90 min")
        #expect(shown("5 ft 11 in * 2 to cm").display == "360.68 cm", "both parts doubled")
    }

    /// 98.6 °F is (98.6 + 459.67) × 5/9 K = 310.15 K = 37 °C exactly; right of + and − a
    /// temperature is a difference.
    @Test func temperaturesConvertWithTheirOffsets() {
        #expect(shown("98.6 °F to °C").display == "37 °C")
        #expect(shown("-40 °C to °F").display == "-40 °F")
        #expect(shown("20 °C + 5 K").display == "25 °C")
        #expect(shown("20 °C + 5 °C").display == "25 °C")
        #expect(shown("30 °C - 20 °C").display == "10 °C")
        #expect(shown("70 °F + 10 °F to °C").display == "26.6666666666667 °C")  // 80 °F
        #expect(
            shown("2 * 20 °C").notice
                == "A temperature in °C can only be converted, or have a difference added or taken away"
        )
        // Issue 66, item 6: a percent of 20 °C would be of its kelvins (49.315 °C).
        #expect(
            shown("20 °C + 10%").notice
                == "A temperature in °C can only be converted, or have a difference added or taken away"
        )
        #expect(
            shown("100 °F - 10%").notice
                == "A temperature in °F can only be converted, or have a difference added or taken away"
        )
        #expect(shown("100 K - 10%").display == "90 K", "kelvins have no offset")
    }

    /// A unit is read only where a quantity can be: after a number or a closing parenthesis.
    @Test func namesKeepTheirMeanings() {
        #expect(shown("2 e").display == "5.43656365691809")
        #expect(shown("3i").display == "3i")
        #expect(shown("min(3, 4) * 2").display == "6", "min( is the function")
        #expect(shown("90 min to h").display == "1.5 h", "after a number, min is minutes")
        #expect(shown("(2 + 3) ft to in").display == "60 in")
        #expect(shown("sin(30 °)").display == "0.5", "an angle in the angle unit (radians)")
    }

    /// 100 USD at 1.0523 a euro is 100 / 1.0523 = 95.0299344293452… EUR; 12 EUR/h for 8 h
    /// is 96 EUR = 101.0208 USD.
    @Test func moneyAtTheDaysRatesSaysTheirDate() throws {
        let file = """
            <gesmes:Envelope><Cube><Cube time='2026-11-27'>
            <Cube currency='USD' rate='1.0523'/></Cube></Cube></gesmes:Envelope>
            """
        var controller = CalculatorController()
        controller.enter(expression: "100 USD to EUR")
        #expect(
            controller.state.error
                == "No exchange rate for USD among the European Central Bank's rates")
        #expect(controller.state.usesExchangeRates)
        controller.receive(rates: try ExchangeRates(ecbXML: Array(file.utf8)))
        #expect(controller.state.display == "95.0299344293452 EUR")
        #expect(
            controller.state.notice?.hasPrefix("At the European Central Bank's rates of 2026-11-27")
                == true)
        controller.enter(expression: "12 EUR/h * 8 h to USD")
        #expect(controller.state.display == "101.0208 USD")
        controller.receive(rates: nil, problem: .notFetched("no network"))
        #expect(controller.state.display == "101.0208 USD", "the kept rates are used")
        #expect(
            controller.state.notice
                == "The exchange rates could not be fetched (no network): the rates of 2026-11-27 are kept"
        )
        controller.enter(expression: "2 m + 3 s")
        controller.enter(expression: "5 ft to cm")
        #expect(controller.state.notice == nil, "a result in no money says nothing of rates")
        #expect(controller.state.usesExchangeRates == false)
    }

    /// Issue 66, items 14 and 23: without rates, money says first why: being fetched, or
    /// not fetched, and when they are tried again; never "No exchange rate" alone meanwhile.
    @Test func withoutRatesMoneySaysWhyFirst() {
        var controller = CalculatorController()
        controller.enter(expression: "100 USD to EUR")
        controller.fetchingRates()
        #expect(
            controller.state.error
                == "The European Central Bank's exchange rates are being fetched…")
        controller.receive(rates: nil, problem: .notFetched("no network"), retryInMinutes: 2)
        #expect(
            controller.state.error
                == "The exchange rates could not be fetched (no network): no rates are kept yet; "
                + "they are tried again in 2 min")
        #expect(controller.state.display == controller.state.error)
    }

    @Test func theClipboardAndTheSearchProviderKeepTheUnits() {
        var controller = CalculatorController()
        controller.enter(expression: "20 mi / 2 h to km/h")
        #expect(controller.copyText == "16.09344 km/h")
        var pasted = CalculatorController()
        pasted.enter(expression: controller.copyText ?? "")
        #expect(pasted.state.display == "16.09344 km/h", "it pastes back as the quantity")
        controller.enter(expression: "1.75 m to ft in")
        #expect(controller.copyText == "5 ft 8.9 in")
        let answer = SearchAnswer(terms: ["100", "km/h", "*", "2", "h"])
        #expect(answer?.result == "200 km")
        #expect(answer?.description == "100 km/h × 2 h =")
    }

    /// In RPN a level shows the units its expression chose; arithmetic between levels is on
    /// their numbers (each in the units shown).
    @Test func anRPNLevelShowsItsUnits() {
        var controller = CalculatorController()
        controller.setNotation(.rpn)
        controller.enter(expression: "20 mi / 2 h to km/h")
        controller.enter(expression: "90 min to h min")
        #expect(controller.state.stack.map(\.value) == ["1 h 30 min", "16.09344 km/h"])
        #expect(controller.state.display == "1 h 30 min")
        #expect(controller.state.history.first?.result == "1 h 30 min")
    }

    /// Issue 66, item 4: arithmetic between levels carries and checks their units (`5ft ↩
    /// 3in ↩ +` showed 8, with none).
    @Test(arguments: [
        ("5 ft", "3 in", "+", "5.25 ft", "5 ft + 3 in"),
        ("2 m", "30 cm", "−", "1.7 m", "2 m − 30 cm"),
        ("3 m", "2 s", "÷", "1.5 m/s", "3 m ÷ 2 s"),
        ("4 m", "2", "×", "8 m", "4 m × 2"),
        ("20 °C", "5 °C", "+", "25 °C", "20 °C + 5 °C"),
        ("1 km", "1 h", "+", "Cannot add a length and a time", "1 km + 1 h"),
        ("1", "4 m", "x²", "16 m²", "(4 m)²"),
        ("1", "2 m", "sin", "“sin” takes a number without units, not a length", "sin(2 m)"),
    ])
    func rpnLevelsCarryTheirUnits(
        first: String, second: String, key: String, display: String, expression: String
    ) {
        var controller = CalculatorController()
        controller.setNotation(.rpn)
        controller.enter(expression: first)
        controller.enter(expression: second)
        controller = pressing(key, in: .rpn, on: controller)
        #expect(controller.state.stack.first?.value == display)
        #expect(controller.state.stack.first?.expression == expression)
    }

    @Test func rpnUnitsTypedOnTheCommandLine() {
        var controller = CalculatorController()
        controller.setNotation(.rpn)
        for text in ["5ft", "3in"] {
            controller.type(text)
            controller.keepLine()
        }
        controller.press(.operation(.plus))
        #expect(controller.state.stack.map(\.value) == ["5.25 ft"])
        controller.type("2s")
        controller.keepLine()
        controller.press(.operation(.plus))
        #expect(controller.state.stack.map(\.expression) == ["5 ft + 3 in + 2 s"])
    }

    @Test func theHistoryAndTheSessionKeepTheUnits() {
        var controller = CalculatorController()
        controller.enter(expression: "20 mi / 2 h to km/h")
        #expect(controller.state.history.first?.result == "16.09344 km/h")
        let restored = CalculatorController(session: controller.session)
        #expect(restored.state.display == "16.09344 km/h")
        #expect(restored.state.history.first?.result == "16.09344 km/h")
        #expect(restored.state.description == "(20 mi ÷ 2 h) → km/h =")
    }
}
