import Markup
import Numbers

/// The European Central Bank's reference rates of one day: how much of each currency a euro
/// buys. Read from the XML file the bank publishes each working day (`eurofxref-daily.xml`).
public struct ExchangeRates: Hashable, Sendable {
    /// The day the bank set them, as it writes it: `2026-11-27`.
    public let date: String
    /// Currency code to the amount of it one euro buys (`USD`: 1.0523).
    public let perEuro: [String: Rational]

    public init(date: String, perEuro: [String: Rational]) {
        (self.date, self.perEuro) = (date, perEuro)
    }

    /// The largest file read: the bank's is 1.6 KB.
    public static let sizeLimit = 1 << 20

    /// Why a file is not the bank's rates.
    public struct Refusal: Error, Equatable, Sendable {
        public let reason: String
        public init(reason: String) { self.reason = reason }
    }

    /// Reads the bank's XML (GLib's parser): one `Cube time='2026-11-27'` and, inside it, its
    /// `Cube currency='USD' rate='1.0523'`. Anything else (a page of HTML, a file cut short, a
    /// rate of 0, the bank's history of many days) is refused, whole.
    public init(ecbXML bytes: [UInt8]) throws(Refusal) {
        guard bytes.count <= Self.sizeLimit else { throw Refusal(reason: "the file is too large") }
        guard let document = try? MarkupDocument(parsing: bytes),
            document.elements.first?.name.hasSuffix("Envelope") == true
        else { throw Refusal(reason: "the file is not the bank's, or was cut short") }
        let cubes = document.elements.filter { $0.name == "Cube" }
        // The history files hold many days, newest first: one day's file is read, or none.
        let days = cubes.filter { $0.attributes["time"] != nil }
        guard days.count <= 1 else { throw Refusal(reason: "the file holds more than one day") }
        guard let day = days.first, let date = day.attributes["time"], Self.isDate(date) else {
            throw Refusal(reason: "the file has no date")
        }
        var rates: [String: Rational] = [:]
        for cube in cubes where cube.attributes["currency"] != nil || cube.attributes["rate"] != nil
        {
            let (code, rateText) = (
                cube.attributes["currency"] ?? "", cube.attributes["rate"] ?? ""
            )
            guard cube.depth == day.depth + 1, code.count == 3,
                code.allSatisfy({ $0.isASCII && $0.isUppercase }), rateText.count <= 18,
                rateText.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                let rate = Rational(decimalText: rateText), !rate.isNegative, !rate.isZero
            else {
                throw Refusal(
                    reason:
                        "a rate cannot be read: “\(code.prefix(20))” at “\(rateText.prefix(20))”")
            }
            guard rates.updateValue(rate, forKey: code) == nil else {
                throw Refusal(reason: "\(code) is rated twice")
            }
        }
        guard !rates.isEmpty else { throw Refusal(reason: "the file has no rates") }
        (self.date, perEuro) = (date, rates)
    }

    /// `2026-11-27`: a year, a month of 12 and a day of 31 at most (`9999-99-99` is none).
    private static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.count == 10, parts.map(\.count) == [4, 2, 2],
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let month = Int(parts[1]), let day = Int(parts[2])
        else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }

    /// Days from its date to `today` (days since 1970-01-01, as `time()` ÷ 86 400 gives).
    public func age(onDay today: Int) -> Int {
        let parts = date.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return 0 }
        // Days from the civil date (Howard Hinnant's algorithm).
        let (month, day) = (parts[1], parts[2])
        let year = parts[0] - (month <= 2 ? 1 : 0)
        let era = (year >= 0 ? year : year - 399) / 400
        let yearOfEra = year - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return today - (era * 146_097 + dayOfEra - 719_468)
    }

    /// Euros in one of `code`: 1 for the euro; nil for a currency the bank did not rate.
    func euros(in code: String) -> Rational? {
        code == "EUR" ? .one : perEuro[code].map { Rational.one / $0 }
    }
}

/// What a unit's value depends on besides its definition: the calculator's angle unit and the
/// day's exchange rates.
public struct UnitContext: Equatable, Sendable {
    /// Radians in the calculator's angle unit: an angle's base.
    public var angleBase: Real
    public var rates: ExchangeRates?

    public init(angleBase: Real = Real(1), rates: ExchangeRates? = nil) {
        (self.angleBase, self.rates) = (angleBase, rates)
    }

    /// The first currency of `product` that has no rate here, if one has none.
    public func currencyWithoutRate(in product: UnitProduct) -> PhysicalUnit? {
        product.factors.map(\.unit).first {
            $0.category == .currency && $0.symbol != "EUR" && rates?.euros(in: $0.symbol) == nil
        }
    }

    /// One of `unit` in its base: a currency's in euros at the day's rate; nil for a currency
    /// without one (never a value at a made-up rate).
    func scale(of unit: PhysicalUnit) -> Real? {
        guard unit.category == .currency else { return unit.measure.scale }
        return rates?.euros(in: unit.symbol).map(Real.init)
    }
}
