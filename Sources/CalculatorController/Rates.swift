import CalculatorModel
import Numbers
import Units

#if canImport(Glibc)
    import Glibc
#endif

/// Why the day's exchange rates did not come.
public enum RatesProblem: Error, Equatable, Sendable {
    /// No answer, or not the file: no network, a server's error (the reason, in words).
    case notFetched(String)
    /// A file came that is not the bank's rates, or was cut short.
    case unreadable(String)
    /// The rates came and are used, but could not be kept beside the session (a link there,
    /// a full disk): the reason, in words.
    case notKept(String)
}

extension CalculatorController {
    /// The bank's file of the day's reference rates.
    public static let standardRatesAddress =
        "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"

    /// Takes the rates kept or fetched, and what went wrong when newer ones did not come
    /// (the rates had before are kept then): a result in money says so.
    /// `retryInMinutes`: when a failed download is tried again.
    public mutating func receive(
        rates: ExchangeRates?, problem: RatesProblem? = nil, retryInMinutes: Int? = nil
    ) {
        if let rates, rates != exchangeRates {
            exchangeRates = rates
            generation += 1  // the value shown is evaluated again, at these rates
        }
        ratesProblem = problem
        ratesFetch = (false, problem == nil ? nil : retryInMinutes)
    }

    /// The day's rates are being fetched: a result in money waiting for them says so.
    public mutating func fetchingRates() { ratesFetch.isUnderWay = true }

    /// Without rates, money says first why there are none: being fetched, or not fetched and
    /// when they are tried again; nil for any other result.
    func ratesError(of result: Result<Complex, CalculatorError>?) -> String? {
        guard case .failure(.noExchangeRate)? = result, exchangeRates == nil else { return nil }
        if ratesFetch.isUnderWay { return Messages.ratesBeingFetched }
        guard let problem = ratesProblem else { return nil }
        let text = problem.text(keeping: nil)
        return ratesFetch.retryInMinutes.map { Messages.ratesRetried(text, inMinutes: $0) } ?? text
    }

    /// What a result in money says of its rates: their day, their age when it is more than a
    /// long weekend, and why newer ones did not come.
    func ratesNotice(of value: Complex?, in units: UnitTarget?) -> String? {
        guard units?.isMoney == true else { return nil }
        if let problem = ratesProblem {
            // Without any rates, the display says it in the error's place.
            return exchangeRates == nil && value == nil ? nil : problem.text(keeping: exchangeRates)
        }
        guard value != nil, let rates = exchangeRates else { return nil }
        let age = rates.age(onDay: Int(time(nil)) / 86_400)
        return age > 4 ? Messages.ratesOfDay(rates.date, age: age) : Messages.ratesOfDay(rates.date)
    }
}

extension RatesProblem {
    /// In words, with the rates kept instead: "… (no network): the rates of 2026-11-27 are
    /// kept".
    public func text(keeping kept: ExchangeRates?) -> String {
        let keeping = kept.map { Messages.ratesKept(date: $0.date) } ?? Messages.noRatesKept
        return switch self {
        case .notFetched(let reason): Messages.ratesNotFetched(reason: reason, keeping)
        case .unreadable(let reason): Messages.ratesUnreadable(reason: reason, keeping)
        case .notKept(let reason): Messages.ratesNotKept(date: kept?.date ?? "", reason: reason)
        }
    }
}

extension UnitTarget {
    /// Whether it is money: `USD`, `EUR/h`.
    var isMoney: Bool { dimension?.power(of: .money) != 0 }
}
