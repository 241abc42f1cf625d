import Numbers
import Testing
import Units

/// The European Central Bank's file read whole or refused whole, and money as a unit.
@Suite("Exchange rates")
struct ExchangeRatesTests {
    private static let file = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01">
        <Cube><Cube time='2026-11-27'>
        <Cube currency='USD' rate='1.0523'/>
        <Cube currency='JPY' rate='163.94'/>
        </Cube></Cube>
        </gesmes:Envelope>

        """

    @Test func theBanksFileIsRead() throws {
        let rates = try ExchangeRates(ecbXML: Array(Self.file.utf8))
        #expect(rates.date == "2026-11-27")
        #expect(rates.perEuro == ["USD": Rational(10523, 10000), "JPY": Rational(16394, 100)])
        // 2026-11-27 is day 20 784 since 1970-01-01 (56 years, 14 of them leap, and 330 days).
        #expect(rates.age(onDay: 20_785) == 1)
    }

    /// Written otherwise, as XML allows: double quotes, spaces around `=`, a comment inside.
    @Test func theFileIsReadAsXML() throws {
        let text = Self.file.replacing(
            "<Cube time='2026-11-27'>", with: "<Cube time = \"2026-11-27\">"
        )
        .replacing("<Cube currency='JPY'", with: "<!-- yen --><Cube currency = 'JPY'")
        let rates = try ExchangeRates(ecbXML: Array(text.utf8))
        #expect(rates.date == "2026-11-27")
        #expect(rates.perEuro == ["USD": Rational(10523, 10000), "JPY": Rational(16394, 100)])
    }

    @Test(arguments: [
        ("", "the file is not the bank's, or was cut short"),
        (String(file.prefix(150)), "the file is not the bank's, or was cut short"),
        ("<html><body>Not found</body></html>", "the file is not the bank's, or was cut short"),
        (file.replacingTime(), "the file has no date"),
        (file.withRate("0"), "a rate cannot be read: “USD” at “0”"),
        (file.withRate("-1"), "a rate cannot be read: “USD” at “-1”"),
        (file.withRate("1e999999"), "a rate cannot be read: “USD” at “1e999999”"),
        // Read as XML, not scanned as text: a rate outside its day, a file cut inside an
        // element, a day in a CDATA section, spaces around `=`.
        (
            file.replacing(
                "</Cube></Cube>", with: "</Cube><Cube currency='GBP' rate='0.8'/></Cube>"),
            "a rate cannot be read: “GBP” at “0.8”"
        ),
        (
            file.replacing("</gesmes:Envelope>", with: ""),
            "the file is not the bank's, or was cut short"
        ),
        (
            file.replacingTime().replacing(
                "<Cube>", with: "<Cube><![CDATA[<Cube time='2026-11-27'>]]>"),
            "the file has no date"
        ),
        // Issue 66, item 13: the bank's history file (the oldest day's rates were taken under
        // the newest date), a date in a comment, a currency twice, a date that is none.
        (
            file.replacing(
                "</Cube></Cube>",
                with: "</Cube><Cube time='2026-11-26'><Cube currency='USD' rate='1.0423'/>"
                    + "</Cube></Cube>"),
            "the file holds more than one day"
        ),
        (file.replacingTime() + "<!-- <Cube time='2026-11-27'> -->", "the file has no date"),
        (
            file.replacing("<Cube currency='JPY'", with: "<Cube currency='USD'"),
            "USD is rated twice"
        ),
        (file.replacing("2026-11-27", with: "9999-99-99"), "the file has no date"),
    ])
    func anythingElseIsRefusedWhole(text: String, reason: String) {
        #expect(throws: ExchangeRates.Refusal(reason: reason)) {
            try ExchangeRates(ecbXML: Array(text.utf8))
        }
    }

    @Test func aHugeFileIsRefusedUnread() {
        let huge = [UInt8](repeating: 32, count: ExchangeRates.sizeLimit + 1)
        #expect(throws: ExchangeRates.Refusal(reason: "the file is too large")) {
            try ExchangeRates(ecbXML: huge)
        }
    }

    /// 100 USD is 100 / 1.0523 EUR, exactly; without rates no currency but the euro has one.
    @Test func moneyIsAUnitAtTheDaysRates() throws {
        let rates = try ExchangeRates(ecbXML: Array(Self.file.utf8))
        let dollars = try #require(UnitProduct(text: "USD"))
        let yen = try #require(UnitProduct(text: "JPY"))
        let euros = try dollars.baseValue(of: Real(100), in: UnitContext(rates: rates))
        #expect(euros == Real(Rational(1_000_000, 10523)))
        #expect(
            try yen.value(ofBase: euros, in: UnitContext(rates: rates))
                == Real(Rational(1_000_000, 10523) * Rational(16394, 100)))
        #expect(UnitContext().currencyWithoutRate(in: dollars)?.symbol == "USD")
        #expect(
            UnitContext().currencyWithoutRate(in: try #require(UnitProduct(text: "EUR"))) == nil)
        #expect(UnitCategory.convertible.contains(.currency) == false)
    }

    /// Issue 66, item 14: a graph took a missing rate as 1 (`x USD to EUR` drew y = x).
    @Test func aCurrencyWithoutARateHasNoValueEvenOnAGraph() throws {
        let dollars = try #require(UnitProduct(text: "USD"))
        #expect(dollars.baseValue(of: 100.0, in: UnitContext()).isNaN)
        #expect(dollars.value(ofBase: 100.0, in: UnitContext()).isNaN)
        #expect(throws: ArithmeticError.undefined) {
            try dollars.baseValue(of: Real(100), in: UnitContext())
        }
        let rates = try ExchangeRates(ecbXML: Array(Self.file.utf8))
        #expect(abs(dollars.baseValue(of: 105.23, in: UnitContext(rates: rates)) - 100) < 1e-12)
    }
}

extension String {
    fileprivate func replacingTime() -> String {
        replacing(" time='2026-11-27'", with: "")
    }

    fileprivate func withRate(_ rate: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.contains("USD") ? "<Cube currency='USD' rate='\(rate)'/>" : String($0)
        }.joined(separator: "\n")
    }
}
