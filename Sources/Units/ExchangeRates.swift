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

    /// Reads the bank's XML: a `time='2026-11-27'` and `currency='USD' rate='1.0523'` pairs.
    /// Anything else (a page of HTML, a file cut short, a rate of 0) is refused, whole.
    public init(ecbXML bytes: [UInt8]) throws(Refusal) {
        guard bytes.count <= Self.sizeLimit else { throw Refusal(reason: "the file is too large") }
        let text = Self.withoutComments(String(decoding: bytes, as: UTF8.self))
        guard text.trimmingSpaces.hasSuffix("Envelope>") else {
            throw Refusal(reason: "the file is not the bank's, or was cut short")
        }
        let elements = text.split(separator: "<").dropFirst()
        // The history files hold many days, newest first: one day's file is read, or none.
        let days = elements.filter { $0.hasPrefix("Cube time") }
        guard days.count <= 1 else { throw Refusal(reason: "the file holds more than one day") }
        guard let day = days.first, let date = Self.attribute("time", in: day),
            Self.isDate(date)
        else { throw Refusal(reason: "the file has no date") }
        var rates: [String: Rational] = [:]
        for line in elements where line.hasPrefix("Cube currency") {
            guard let code = Self.attribute("currency", in: line),
                code.count == 3, code.allSatisfy({ $0.isASCII && $0.isUppercase }),
                let rateText = Self.attribute("rate", in: line), rateText.count <= 18,
                rateText.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
                let rate = Rational(decimalText: rateText), !rate.isNegative, !rate.isZero
            else {
                throw Refusal(reason: "a rate cannot be read: “\(line.trimmingSpaces.prefix(60))”")
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

    /// The text with its comments left out: a date in one is no date.
    private static func withoutComments(_ text: String) -> String {
        var (kept, rest) = ("", Substring(text))
        while let start = rest.firstRange(of: "<!--") {
            kept += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstRange(of: "-->") else { return kept }
            rest = rest[end.upperBound...]
        }
        return kept + rest
    }

    /// The value of `name='value'` (or with double quotes) in `text`.
    private static func attribute(_ name: String, in text: Substring) -> String? {
        for quote in ["'", "\""] {
            let key = name + "=" + quote
            guard let start = text.indices.first(where: { text[$0...].hasPrefix(key) }) else {
                continue
            }
            let value = text[text.index(start, offsetBy: key.count)...]
            guard let end = value.firstIndex(of: Character(quote)) else { return nil }
            return String(value[..<end])
        }
        return nil
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
        guard unit.category == .currency else { return unit.entry.scale }
        return rates?.euros(in: unit.symbol).map(Real.init)
    }
}
