import Numbers
import Testing
import Units

@Suite("Unit conversion")
struct UnitConversionTests {
    private func unit(_ spelling: String) throws -> PhysicalUnit {
        try #require(PhysicalUnit(spelling: spelling), "no unit \(spelling)")
    }

    /// The exact result; nil when it is not rational.
    private func converted(_ value: String, _ source: String, _ target: String) throws
        -> Rational?
    {
        let conversion = try UnitConversion(from: unit(source), to: unit(target))
        let x = try #require(Rational(decimalText: value))
        return try conversion.apply(Real(x)).rational
    }

    private func decimal(_ text: String) -> Rational? { Rational(decimalText: text) }

    /// The figures, exact: each follows from the definitions by hand (1 mi = 1609.344
    /// m; (98.6 + 459.67) × 5/9 − 273.15 = 37; 2^30 / 10^6; 100 000 / 3600 = 250/9).
    @Test func exactWhereTheDefinitionsAre() throws {
        #expect(try converted("1", "mi", "km") == decimal("1.609344"))
        #expect(try converted("98.6", "°F", "°C") == Rational(37))
        #expect(try converted("1", "GiB", "MB") == decimal("1073.741824"))
        #expect(try converted("100", "km/h", "m/s") == Rational(250, 9))
        #expect(try converted("0", "K", "°C") == decimal("-273.15"))
        #expect(try converted("-40", "°C", "°F") == Rational(-40))
        #expect(try converted("1", "lb", "g") == decimal("453.59237"))
        #expect(try converted("1", "imp gal", "L") == decimal("4.54609"))
        #expect(try converted("180", "°", "turn") == Rational(1, 2))
        #expect(try converted("1", "ac", "ft²") == Rational(43560))
        #expect(try converted("8", "bit", "B") == Rational(1))
        #expect(try converted("1", "KiB", "kB") == decimal("1.024"))
        #expect(try converted("1", "°", "rad") == nil)  // π/180: exact, but not rational
    }

    @Test func aMismatchSaysWhichCategories() throws {
        let (kilogram, metre) = (try unit("kg"), try unit("m"))
        let error = #expect(throws: UnitConversion.Mismatch.self) {
            try UnitConversion(from: kilogram, to: metre)
        }
        #expect(error?.source == .mass)
        #expect(error?.target == .length)
    }

    /// `hasOffset` reads the catalogue's written offset as text: it must agree with the number,
    /// seen as where the unit's zero lands in its category's SI unit.
    @Test func onlyTheUnitsWhoseZeroIsNotTheSIZeroHaveAnOffset() throws {
        #expect(PhysicalUnit.all.filter(\.hasOffset).map(\.symbol) == ["°C", "°F"])
        for unit in PhysicalUnit.all where unit.category != .currency {
            let si = try #require(PhysicalUnit.units(of: unit.category).first)
            let zero = try UnitConversion(from: unit, to: si).apply(Real(Rational(0)))
            #expect(unit.hasOffset == (zero.rational != Rational(0)), "\(unit.symbol)")
        }
    }

    /// Every unit but money (whose factor is the day's rate) to its category's first unit and
    /// back gives exactly what it started with, and the Double path agrees with the exact one.
    @Test func everyUnitRoundTripsExactly() throws {
        let x = Real(Rational(7, 3))
        for unit in PhysicalUnit.all where unit.category != .currency {
            let si = try #require(PhysicalUnit.units(of: unit.category).first)
            let there = try UnitConversion(from: unit, to: si).apply(x)
            let back = try UnitConversion(from: si, to: unit).apply(there)
            #expect(back == x, "\(unit.symbol)")
            let double = try UnitConversion(from: unit, to: si).apply(7.0 / 3)
            let exact = try #require(there.doubleValue)
            #expect(abs(double - exact) <= 1e-13 * max(1, abs(exact)), "\(unit.symbol)")
        }
    }

    @Test func everySpellingNamesOneUnitAndTheCatalogueIsLarge() throws {
        #expect(PhysicalUnit.all.count >= 100)
        #expect(Set(PhysicalUnit.all.map(\.symbol)).count == PhysicalUnit.all.count)
        #expect(Set(PhysicalUnit.all.map(\.category)) == Set(UnitCategory.allCases))
        #expect(try unit("feet").symbol == "ft")
        #expect(try unit("Feet").symbol == "ft")
        #expect(try unit("m^2").symbol == "m²")
        #expect(try unit("degF").symbol == "°F")
        #expect(try unit("mW").symbol == "mW")
        #expect(try unit("MW").symbol == "MW")
        #expect(PhysicalUnit(spelling: "furlongs per fortnight") == nil)
    }

    @Test func textFindsTheConversionAtTheEnd() throws {
        func reading(_ text: String) -> String {
            switch ConversionText.reading(text) {
            case .conversion(let expression, let target)?: "[\(expression)] → \(target.text)"
            case .unknownTarget(let name)?: "unknown \(name)"
            case nil: "none"
            }
        }
        #expect(reading("5 ft in cm") == "[5 ft] → cm")
        #expect(reading("1 in in cm") == "[1 in] → cm")
        #expect(reading("100 km/h to m/s") == "[100 km/h] → m/s")
        #expect(reading("98.6°F→°C") == "[98.6°F] → °C")
        #expect(reading("(2 + 3) fl oz -> mL") == "[(2 + 3) fl oz] → mL")
        #expect(reading("ft in m") == "[1 ft] → m")
        #expect(reading("km/h to m/s") == "[1 km/h] → m/s")
        #expect(
            reading("5 kg in m") == "[5 kg] → m", "the dimensions are the expression's to check")
        #expect(reading("20 mi / 2 h to km/h") == "[20 mi / 2 h] → km/h")
        #expect(reading("5 ft 11 in to cm") == "[5 ft 11 in] → cm")
        #expect(reading("1.75 m to ft in") == "[1.75 m] → ft in")
        #expect(reading("3 kg * 9.81 m/s^2 to kg·m/s²") == "[3 kg * 9.81 m/s^2] → kg·m/s²")
        #expect(reading("5 kg in furlongs per fortnight") == "unknown furlongs per fortnight")
        #expect(reading("2 + 3") == "none")
        #expect(reading("sin(x) in") == "none")
        #expect(reading("5 ft 11 in") == "none", "an inch at the end asks for no conversion")
    }

    @Test func productsReadAndWriteAsUnitsAreWritten() throws {
        func product(_ text: String) throws -> UnitProduct { try #require(UnitProduct(text: text)) }
        #expect(try product("m/s^2").text == "m/s²")
        #expect(try product("kg*m/s²").text == "kg·m/s²")
        #expect(UnitProduct(text: "kg m") == nil, "a space ends a product")
        #expect(try product("s^-1").text == "s⁻¹")
        #expect(try product("km/h").text == "km/h")
        #expect(try product("km/h").times(product("h")).text == "km")
        #expect(try product("MB/s").times(product("h")).text == "MB")
        #expect(try product("N·m").dimension == UnitCategory.energy.dimension)
        #expect(try product("kg·m/s²").dimension == UnitCategory.force.dimension)
        #expect(try product("m").raised(to: 3).text == "m³")
        #expect(try product("J").times(product("kg·K"), power: -1).text == "J/kg/K")
        #expect(
            UnitProduct(text: "h").map { UnitProduct.none.times($0, power: -1) }?.text == "h⁻¹")
        #expect(UnitProduct(text: "mi n") == nil)
        #expect(UnitProduct(text: "min")?.single?.name == "minute")
    }

    @Test func mixedUnitsSplitAWholeNumberOfEachLargerUnit() throws {
        let feetAndInches = try #require(UnitTarget(text: "ft in"))
        // 1.75 m is 68.897637… in: 5 ft and 8.90 in, rounded to hundredths in the last unit.
        let parts = try feetAndInches.mixedParts(of: Real(Rational(17500, 254)))
        #expect(parts == [Real(5), Real(Rational(89, 10))])
        // 71.999 in rounds to 72.00 in, which is 6 ft 0 in.
        let carried = try feetAndInches.mixedParts(of: Real(Rational(71999, 1000)))
        #expect(carried == [Real(6), Real(0)])
        #expect(UnitTarget(text: "h min s")?.parts.count == 3)
        #expect(UnitTarget(text: "ft kg") == nil)
    }

    @Test func programItemsReadBack() throws {
        let conversion = try UnitConversion(from: unit("mi"), to: unit("km"))
        #expect(conversion.text == "mi → km")
        #expect(UnitConversion(text: "mi → km") == conversion)
        #expect(UnitConversion(text: "kg → km") == nil)
        #expect(UnitConversion(text: "mi") == nil)
        #expect(conversion.reversed.text == "km → mi")
    }
}
