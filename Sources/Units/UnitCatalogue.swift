import Numbers

/// Every unit, one line each: symbol, names, category, and its definition in the category's
/// SI unit (bytes for data), exact wherever the definition is. A definition is a product of
/// exact decimals, `/` divides, `π` is π.
///
/// Sources: the SI Brochure (9th edition, 2019) for the SI units, their prefixes and the units
/// accepted with the SI (minute, hour, day, hectare, litre, tonne, degree, electronvolt); NIST
/// SP 811 (2008), appendix B, for the US customary and the other units, with the inch
/// (0.0254 m), the pound (0.45359237 kg) and the US gallon (231 in³) of 1959 and standard
/// gravity (9.80665 m/s²); the UK Weights and Measures Act 1985 for the imperial gallon
/// (4.54609 L); IAU 2012 B2 for the astronomical unit and the Julian year of the light-year;
/// IEC 80000-13 for the binary prefixes (1 KiB = 1024 B, 1 kB = 1000 B). A currency's factor is
/// the day's rate (`UnitContext`), so its `1` here is none.
enum UnitCatalogue {
    /// Each unit's factor and offset, in `units`' order.
    static let measures = units.map(UnitMeasure.init)

    static let units: [UnitEntry] = [
        // Length (metre)
        unit("m", "metre", "metres", .length, "1", also: ["meter", "meters"]),
        unit("km", "kilometre", "kilometres", .length, "1000", also: ["kilometer", "kilometers"]),
        unit("dm", "decimetre", "decimetres", .length, "0.1"),
        unit("cm", "centimetre", "centimetres", .length, "0.01", also: ["centimeter"]),
        unit("mm", "millimetre", "millimetres", .length, "0.001", also: ["millimeter"]),
        unit("µm", "micrometre", "micrometres", .length, "1e-6", also: ["um", "μm", "micron"]),
        unit("nm", "nanometre", "nanometres", .length, "1e-9"),
        unit("pm", "picometre", "picometres", .length, "1e-12"),
        unit("Å", "angstrom", "angstroms", .length, "1e-10", also: ["ångström"]),
        unit("in", "inch", "inches", .length, "0.0254"),
        unit("ft", "foot", "feet", .length, "0.3048"),
        unit("yd", "yard", "yards", .length, "0.9144"),
        unit("mi", "mile", "miles", .length, "1609.344"),
        unit("nmi", "nautical mile", "nautical miles", .length, "1852", also: ["NM"]),
        unit("mil", "mil", "mils", .length, "0.0000254", also: ["thou"]),
        unit("ftm", "fathom", "fathoms", .length, "1.8288"),
        unit("ch", "chain", "chains", .length, "20.1168"),
        unit("fur", "furlong", "furlongs", .length, "201.168"),
        unit("au", "astronomical unit", "astronomical units", .length, "149597870700"),
        unit("ly", "light-year", "light-years", .length, "9460730472580800"),
        // Area (square metre)
        unit("m²", "square metre", "square metres", .area, "1"),
        unit("km²", "square kilometre", "square kilometres", .area, "1e6"),
        unit("cm²", "square centimetre", "square centimetres", .area, "1e-4"),
        unit("mm²", "square millimetre", "square millimetres", .area, "1e-6"),
        unit("ha", "hectare", "hectares", .area, "1e4"),
        unit("in²", "square inch", "square inches", .area, "0.00064516", also: ["sq in"]),
        unit("ft²", "square foot", "square feet", .area, "0.09290304", also: ["sq ft"]),
        unit("yd²", "square yard", "square yards", .area, "0.83612736", also: ["sq yd"]),
        unit("mi²", "square mile", "square miles", .area, "2589988.110336", also: ["sq mi"]),
        unit("ac", "acre", "acres", .area, "4046.8564224"),
        // Volume (cubic metre)
        unit("m³", "cubic metre", "cubic metres", .volume, "1"),
        unit("cm³", "cubic centimetre", "cubic centimetres", .volume, "1e-6", also: ["cc"]),
        unit("mm³", "cubic millimetre", "cubic millimetres", .volume, "1e-9"),
        unit("L", "litre", "litres", .volume, "0.001", also: ["l", "liter", "liters"]),
        unit("dL", "decilitre", "decilitres", .volume, "1e-4", also: ["dl"]),
        unit("cL", "centilitre", "centilitres", .volume, "1e-5", also: ["cl"]),
        unit("mL", "millilitre", "millilitres", .volume, "1e-6", also: ["ml"]),
        unit("in³", "cubic inch", "cubic inches", .volume, "0.000016387064"),
        unit("ft³", "cubic foot", "cubic feet", .volume, "0.028316846592"),
        unit("yd³", "cubic yard", "cubic yards", .volume, "0.764554857984"),
        unit("gal", "US gallon", "US gallons", .volume, "0.003785411784", also: ["gallon"]),
        unit("qt", "US quart", "US quarts", .volume, "0.003785411784/4", also: ["quart"]),
        unit("pt", "US pint", "US pints", .volume, "0.003785411784/8", also: ["pint"]),
        unit("cup", "US cup", "US cups", .volume, "0.003785411784/16"),
        unit(
            "fl oz", "US fluid ounce", "US fluid ounces", .volume, "0.003785411784/128",
            also: ["floz"]),
        unit("tbsp", "tablespoon", "tablespoons", .volume, "0.003785411784/256"),
        unit("tsp", "teaspoon", "teaspoons", .volume, "0.003785411784/768"),
        unit("bbl", "oil barrel", "oil barrels", .volume, "0.003785411784*42"),
        unit("imp gal", "imperial gallon", "imperial gallons", .volume, "0.00454609"),
        unit("imp pt", "imperial pint", "imperial pints", .volume, "0.00454609/8"),
        unit(
            "imp fl oz", "imperial fluid ounce", "imperial fluid ounces", .volume,
            "0.00454609/160"),
        // Mass (kilogram)
        unit("kg", "kilogram", "kilograms", .mass, "1"),
        unit("g", "gram", "grams", .mass, "0.001"),
        unit("mg", "milligram", "milligrams", .mass, "1e-6"),
        unit("µg", "microgram", "micrograms", .mass, "1e-9", also: ["ug", "μg", "mcg"]),
        unit("t", "tonne", "tonnes", .mass, "1000", also: ["metric ton"]),
        unit("lb", "pound", "pounds", .mass, "0.45359237", also: ["lbs"]),
        unit("oz", "ounce", "ounces", .mass, "0.45359237/16"),
        unit("st", "stone", "stone", .mass, "0.45359237*14"),
        unit("gr", "grain", "grains", .mass, "0.45359237/7000"),
        unit("ton", "short ton", "short tons", .mass, "0.45359237*2000", also: ["US ton"]),
        unit("long ton", "long ton", "long tons", .mass, "0.45359237*2240"),
        unit("ct", "carat", "carats", .mass, "0.0002"),
        unit("oz t", "troy ounce", "troy ounces", .mass, "0.45359237/7000*480", also: ["ozt"]),
        // Time (second)
        unit("s", "second", "seconds", .time, "1", also: ["sec"]),
        unit("ms", "millisecond", "milliseconds", .time, "0.001"),
        unit("µs", "microsecond", "microseconds", .time, "1e-6", also: ["us", "μs"]),
        unit("ns", "nanosecond", "nanoseconds", .time, "1e-9"),
        unit("min", "minute", "minutes", .time, "60"),
        unit("h", "hour", "hours", .time, "3600", also: ["hr"]),
        unit("d", "day", "days", .time, "86400"),
        unit("wk", "week", "weeks", .time, "604800"),
        unit("yr", "Julian year", "Julian years", .time, "31557600", also: ["year", "years"]),
        // Speed (metre per second)
        unit("m/s", "metre per second", "metres per second", .speed, "1"),
        unit(
            "km/h", "kilometre per hour", "kilometres per hour", .speed, "1000/3600",
            also: ["kph", "kmh"]),
        unit("km/s", "kilometre per second", "kilometres per second", .speed, "1000"),
        unit("mph", "mile per hour", "miles per hour", .speed, "1609.344/3600", also: ["mi/h"]),
        unit("kn", "knot", "knots", .speed, "1852/3600", also: ["kt", "nmi/h"]),
        unit("ft/s", "foot per second", "feet per second", .speed, "0.3048", also: ["fps"]),
        // Temperature (kelvin): affine, x of each is (x + offset) × scale kelvins
        unit("K", "kelvin", "kelvins", .temperature, "1"),
        unit(
            "°C", "degree Celsius", "degrees Celsius", .temperature, "1", plus: "273.15",
            also: ["degC", "℃", "celsius"]),
        unit(
            "°F", "degree Fahrenheit", "degrees Fahrenheit", .temperature, "5/9",
            plus: "459.67", also: ["degF", "℉", "F", "fahrenheit"]),
        unit(
            "°R", "degree Rankine", "degrees Rankine", .temperature, "5/9",
            also: ["degR", "R", "rankine"]),
        // Energy (joule)
        unit("J", "joule", "joules", .energy, "1"),
        unit("kJ", "kilojoule", "kilojoules", .energy, "1000"),
        unit("MJ", "megajoule", "megajoules", .energy, "1e6"),
        unit("MWh", "megawatt-hour", "megawatt-hours", .energy, "3.6e9", also: ["MW·h"]),
        unit("cal", "calorie", "calories", .energy, "4.184"),
        unit("kcal", "kilocalorie", "kilocalories", .energy, "4184", also: ["Cal"]),
        unit("Wh", "watt-hour", "watt-hours", .energy, "3600", also: ["W·h"]),
        unit("kWh", "kilowatt-hour", "kilowatt-hours", .energy, "3.6e6", also: ["kW·h"]),
        unit("eV", "electronvolt", "electronvolts", .energy, "1.602176634e-19"),
        unit(
            "BTU", "British thermal unit", "British thermal units", .energy, "1055.05585262",
            also: ["Btu", "btu"]),
        unit("erg", "erg", "ergs", .energy, "1e-7"),
        unit(
            "ft⋅lbf", "foot-pound", "foot-pounds", .energy, "0.3048*0.45359237*9.80665",
            also: ["ft·lbf", "ftlbf", "ft lbf"]),
        // Power (watt)
        unit("W", "watt", "watts", .power, "1"),
        unit("mW", "milliwatt", "milliwatts", .power, "0.001"),
        unit("kW", "kilowatt", "kilowatts", .power, "1000"),
        unit("MW", "megawatt", "megawatts", .power, "1e6"),
        unit("GW", "gigawatt", "gigawatts", .power, "1e9"),
        unit("hp", "horsepower", "horsepower", .power, "550*0.3048*0.45359237*9.80665"),
        unit("PS", "metric horsepower", "metric horsepower", .power, "75*9.80665"),
        unit("BTU/h", "BTU per hour", "BTU per hour", .power, "1055.05585262/3600"),
        // Pressure (pascal)
        unit("Pa", "pascal", "pascals", .pressure, "1"),
        unit("hPa", "hectopascal", "hectopascals", .pressure, "100"),
        unit("kPa", "kilopascal", "kilopascals", .pressure, "1000"),
        unit("MPa", "megapascal", "megapascals", .pressure, "1e6"),
        unit("bar", "bar", "bars", .pressure, "1e5"),
        unit("mbar", "millibar", "millibars", .pressure, "100"),
        unit("atm", "atmosphere", "atmospheres", .pressure, "101325"),
        unit("Torr", "torr", "torr", .pressure, "101325/760"),
        unit(
            "mmHg", "millimetre of mercury", "millimetres of mercury", .pressure,
            "133.322387415"),
        unit("inHg", "inch of mercury", "inches of mercury", .pressure, "3386.388640341"),
        unit(
            "psi", "pound per square inch", "pounds per square inch", .pressure,
            "0.45359237*9.80665/0.00064516"),
        // Angle (radian)
        unit("rad", "radian", "radians", .angle, "1"),
        unit("mrad", "milliradian", "milliradians", .angle, "0.001"),
        unit("°", "degree", "degrees", .angle, "π/180", also: ["deg"]),
        unit("′", "arcminute", "arcminutes", .angle, "π/10800", also: ["arcmin", "'"]),
        unit("″", "arcsecond", "arcseconds", .angle, "π/648000", also: ["arcsec", "\""]),
        unit("grad", "gradian", "gradians", .angle, "π/200", also: ["gon"]),
        unit("turn", "turn", "turns", .angle, "2*π", also: ["rev"]),
        // Data (byte): SI prefixes are powers of 1000, binary ones of 1024
        unit("bit", "bit", "bits", .data, "1/8", also: ["b"]),
        unit("B", "byte", "bytes", .data, "1"),
        unit("kbit", "kilobit", "kilobits", .data, "125"),
        unit("Mbit", "megabit", "megabits", .data, "125000"),
        unit("Gbit", "gigabit", "gigabits", .data, "125000000"),
        unit("kB", "kilobyte", "kilobytes", .data, "1000"),
        unit("MB", "megabyte", "megabytes", .data, "1e6"),
        unit("GB", "gigabyte", "gigabytes", .data, "1e9"),
        unit("TB", "terabyte", "terabytes", .data, "1e12"),
        unit("PB", "petabyte", "petabytes", .data, "1e15"),
        unit("KiB", "kibibyte", "kibibytes", .data, "1024"),
        unit("MiB", "mebibyte", "mebibytes", .data, "1048576"),
        unit("GiB", "gibibyte", "gibibytes", .data, "1073741824"),
        unit("TiB", "tebibyte", "tebibytes", .data, "1099511627776"),
        unit("PiB", "pebibyte", "pebibytes", .data, "1125899906842624"),
        // Frequency (hertz)
        unit("Hz", "hertz", "hertz", .frequency, "1"),
        unit("kHz", "kilohertz", "kilohertz", .frequency, "1000"),
        unit("MHz", "megahertz", "megahertz", .frequency, "1e6"),
        unit("GHz", "gigahertz", "gigahertz", .frequency, "1e9"),
        unit("THz", "terahertz", "terahertz", .frequency, "1e12"),
        // Force (newton)
        unit("N", "newton", "newtons", .force, "1"),
        unit("kN", "kilonewton", "kilonewtons", .force, "1000"),
        unit("lbf", "pound-force", "pounds-force", .force, "0.45359237*9.80665"),
        unit("kgf", "kilogram-force", "kilograms-force", .force, "9.80665", also: ["kp"]),
        unit("dyn", "dyne", "dynes", .force, "1e-5"),
        // Electric current (ampere), charge (coulomb), voltage (volt), resistance (ohm)
        unit("A", "ampere", "amperes", .current, "1", also: ["amp", "amps"]),
        unit("mA", "milliampere", "milliamperes", .current, "0.001"),
        unit("C", "coulomb", "coulombs", .charge, "1"),
        unit("Ah", "ampere-hour", "ampere-hours", .charge, "3600", also: ["A·h"]),
        unit("mAh", "milliampere-hour", "milliampere-hours", .charge, "3.6", also: ["mA·h"]),
        unit("V", "volt", "volts", .voltage, "1"),
        unit("mV", "millivolt", "millivolts", .voltage, "0.001"),
        unit("kV", "kilovolt", "kilovolts", .voltage, "1000"),
        unit("Ω", "ohm", "ohms", .resistance, "1", also: ["Ohm"]),
        unit("kΩ", "kilohm", "kilohms", .resistance, "1000", also: ["kOhm"]),
        unit("MΩ", "megohm", "megohms", .resistance, "1e6", also: ["MOhm"]),
        // Currencies (euro): the European Central Bank's reference rates, fetched once a day
        unit("EUR", "euro", "euros", .currency, "1", also: ["€"]),
        unit("USD", "US dollar", "US dollars", .currency, "1", also: ["$"]),
        unit("JPY", "Japanese yen", "Japanese yen", .currency, "1", also: ["¥"]),
        unit("GBP", "pound sterling", "pounds sterling", .currency, "1", also: ["£"]),
        unit("CHF", "Swiss franc", "Swiss francs", .currency, "1"),
        unit("CZK", "Czech koruna", "Czech korunas", .currency, "1"),
        unit("DKK", "Danish krone", "Danish kroner", .currency, "1"),
        unit("HUF", "Hungarian forint", "Hungarian forints", .currency, "1"),
        unit("PLN", "Polish zloty", "Polish zlotys", .currency, "1"),
        unit("RON", "Romanian leu", "Romanian lei", .currency, "1"),
        unit("SEK", "Swedish krona", "Swedish kronor", .currency, "1"),
        unit("ISK", "Icelandic krona", "Icelandic kronur", .currency, "1"),
        unit("NOK", "Norwegian krone", "Norwegian kroner", .currency, "1"),
        unit("TRY", "Turkish lira", "Turkish liras", .currency, "1"),
        unit("AUD", "Australian dollar", "Australian dollars", .currency, "1"),
        unit("BRL", "Brazilian real", "Brazilian reais", .currency, "1"),
        unit("CAD", "Canadian dollar", "Canadian dollars", .currency, "1"),
        unit("CNY", "Chinese yuan", "Chinese yuan", .currency, "1"),
        unit("HKD", "Hong Kong dollar", "Hong Kong dollars", .currency, "1"),
        unit("IDR", "Indonesian rupiah", "Indonesian rupiahs", .currency, "1"),
        unit("ILS", "Israeli shekel", "Israeli shekels", .currency, "1"),
        unit("INR", "Indian rupee", "Indian rupees", .currency, "1"),
        unit("KRW", "South Korean won", "South Korean won", .currency, "1"),
        unit("MXN", "Mexican peso", "Mexican pesos", .currency, "1"),
        unit("MYR", "Malaysian ringgit", "Malaysian ringgits", .currency, "1"),
        unit("NZD", "New Zealand dollar", "New Zealand dollars", .currency, "1"),
        unit("PHP", "Philippine peso", "Philippine pesos", .currency, "1"),
        unit("SGD", "Singapore dollar", "Singapore dollars", .currency, "1"),
        unit("THB", "Thai baht", "Thai baht", .currency, "1"),
        unit("ZAR", "South African rand", "South African rand", .currency, "1"),
        unit("BGN", "Bulgarian lev", "Bulgarian leva", .currency, "1"),
    ]

    private static func unit(
        _ symbol: String, _ name: String, _ pluralName: String, _ category: UnitCategory,
        _ definition: String, plus offset: String = "0", also otherSpellings: [String] = []
    ) -> UnitEntry {
        UnitEntry(
            symbol: symbol, name: name, pluralName: pluralName, category: category,
            scale: definition, offset: offset, otherSpellings: otherSpellings)
    }

    /// The value of `0.3048*12`, `1609.344/3600` or `π/180`: exact decimals multiplied and
    /// divided from left to right, `π` for π.
    static func exactValue(of definition: String) -> Real {
        var (rational, timesPi) = (Rational.one, false)
        var dividing = false
        var term = ""
        for character in definition + "*" {
            guard character == "*" || character == "/" else {
                term.append(character)
                continue
            }
            if term == "π" {
                timesPi = true
            } else if let value = Rational(decimalText: term) {
                rational = dividing ? rational / value : rational * value
            } else {
                preconditionFailure("Not a unit's definition: \(definition)")
            }
            (term, dividing) = ("", character == "/")
        }
        guard timesPi else { return Real(rational) }
        // A unit's factor is a few digits: far inside the size an exact form may have.
        do { return try .pi(times: rational) } catch {
            preconditionFailure("\(definition): \(error)")
        }
    }
}
