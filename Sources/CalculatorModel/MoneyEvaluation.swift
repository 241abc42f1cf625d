import Numbers

#if canImport(Glibc)
    import Glibc
#endif

/// What the functions of money compute, with the spreadsheets' arguments and signs (money paid
/// out is negative; `type` 1 pays at the beginning of each period, 0 at the end): exactly on
/// real numbers and on Doubles, side by side, from one set of formulas. With exact arguments
/// pmt, fv, pv, ipmt, ppmt and npv are exact; rate and irr are the cash flows' proven roots.
extension OperationID {
    func apply(_ a: [Real]) throws(ArithmeticError) -> Real {
        switch self {
        case .internalRateOfReturn: try rateOfReturn(a)
        case .periodicRate: try rateOfReturn(cashFlows(periods: a[0], a))
        default:
            if let value = try evaluate(a) {
                value
            } else if let value = try statistic(a) {
                value
            } else {
                preconditionFailure("\(self) takes no list of arguments")
            }
        }
    }

    /// On Doubles, for the graph. A rate is a root and a statistic an order: those are the
    /// exact value's nearest Double.
    func apply(_ a: [Double]) -> Double {
        if let value = (try? evaluate(a)) ?? nil { return value }
        let exact = a.compactMap { Real($0) }
        guard exact.count == a.count, let value = try? apply(exact) else { return .nan }
        return value.doubleValue ?? .nan
    }
}

/// The arithmetic the formulas of money need, on exact reals and on Doubles.
protocol MoneyArithmetic {
    init(_ integer: Int)
    static func + (a: Self, b: Self) throws(ArithmeticError) -> Self
    static func - (a: Self, b: Self) throws(ArithmeticError) -> Self
    static func * (a: Self, b: Self) throws(ArithmeticError) -> Self
    static func / (a: Self, b: Self) throws(ArithmeticError) -> Self
    static prefix func - (a: Self) -> Self
    func power(_ exponent: Self) throws(ArithmeticError) -> Self
    func naturalLogarithm() throws(ArithmeticError) -> Self
    /// −1, 0 or 1 (`imprecise` where an approximation cannot say).
    func sign() throws(ArithmeticError) -> Int
    /// Whether it is a whole number (`imprecise` where an approximation cannot say).
    func isWhole() throws(ArithmeticError) -> Bool
    /// ((1 + rate)^periods − 1) ÷ rate, enclosed for every rate of an approximation that
    /// holds 0, whose sign cannot be told; `imprecise` where it has no such enclosure.
    static func annuity(nearZero rate: Self, periods: Self) throws(ArithmeticError) -> Self
}

extension MoneyArithmetic {
    static func annuity(nearZero rate: Self, periods: Self) throws(ArithmeticError) -> Self {
        throw .imprecise
    }
}

extension Real: MoneyArithmetic {
    func isWhole() throws(ArithmeticError) -> Bool { try (self - (try floor())).sign() == 0 }

    /// By the mean value theorem it is n·(1 + ξ)ⁿ⁻¹ for some ξ between 0 and the rate, so in
    /// n·(1 + r)ⁿ⁻¹ on the whole approximation: a solver's search goes on across a rate of 0.
    static func annuity(nearZero rate: Real, periods: Real) throws(ArithmeticError) -> Real {
        try periods * (.one + rate).power(periods - .one)
    }
}

extension Double: MoneyArithmetic {
    func power(_ exponent: Double) -> Double { pow(self, exponent) }
    func naturalLogarithm() -> Double { log(self) }
    func sign() -> Int { self > 0 ? 1 : (self < 0 ? -1 : 0) }
    func isWhole() -> Bool { self == rounded() }
}

extension Array where Element: MoneyArithmetic {
    /// An optional argument: 0 where not given.
    fileprivate subscript(optional index: Int) -> Element { index < count ? self[index] : .init(0) }

    /// Whether `type`, at `index`, pays at the beginning of each period (1) or at the end (0,
    /// or not given); any other is refused.
    fileprivate func paysAtBeginning(_ index: Int) throws(ArithmeticError) -> Bool {
        let type = self[optional: index]
        if try type.sign() == 0 { return false }
        guard try (type - .init(1)).sign() == 0 else { throw .undefined }
        return true
    }
}

/// A loan or a saving over `periods` periods at `rate` each, paid at the beginning or the end
/// of each: the spreadsheets' equation pv·growth + pmt·timing·annuity + fv = 0, solved for one
/// of pv, pmt and fv.
private struct TimeValue<Number: MoneyArithmetic> {
    let rate: Number
    let atBeginning: Bool
    /// 1 + rate where payments are at the beginning of each period, else 1.
    let timing: Number
    /// (1 + rate)^periods.
    let growth: Number
    /// ((1 + rate)^periods − 1) ÷ rate: `periods` at a rate of 0.
    let annuity: Number

    init(rate: Number, periods: Number, atBeginning: Bool) throws(ArithmeticError) {
        (self.rate, self.atBeginning) = (rate, atBeginning)
        timing = atBeginning ? try Number(1) + rate : Number(1)
        growth = try (Number(1) + rate).power(periods)
        annuity =
            switch try? rate.sign() {
            case 0: periods
            case nil: try Number.annuity(nearZero: rate, periods: periods)
            default: try (growth - Number(1)) / rate
            }
    }

    func payment(present: Number, future: Number) throws(ArithmeticError) -> Number {
        -(try (present * growth + future) / (timing * annuity))
    }

    func futureValue(payment: Number, present: Number) throws(ArithmeticError) -> Number {
        -(try present * growth + payment * timing * annuity)
    }

    func presentValue(payment: Number, future: Number) throws(ArithmeticError) -> Number {
        -(try (future + payment * timing * annuity) / growth)
    }

    /// ipmt and ppmt: the interest and the principal in payment `period` (1 to `periods`), as
    /// the spreadsheets compute them: the interest on the balance before it.
    func parts(ofPayment period: Number, of periods: Number, present: Number, future: Number)
        throws(ArithmeticError) -> (interest: Number, principal: Number)
    {
        guard try period.isWhole(), try period.sign() > 0, try (period - periods).sign() <= 0
        else { throw .undefined }
        let payment = try payment(present: present, future: future)
        let interest: Number
        if try (period - Number(1)).sign() == 0 {
            interest = atBeginning ? Number(0) : try -present * rate
        } else {
            let before = try TimeValue(
                rate: rate, periods: period - Number(atBeginning ? 2 : 1), atBeginning: atBeginning)
            let balance = try before.futureValue(payment: payment, present: present)
            interest = try (atBeginning ? balance - payment : balance) * rate
        }
        return (interest, try payment - interest)
    }
}

extension OperationID {
    /// The functions' arguments in their order, on either kind of number.
    func evaluate<Number: MoneyArithmetic>(_ a: [Number]) throws(ArithmeticError)
        -> Number?
    {
        switch self {
        case .payment:
            return try TimeValue(rate: a[0], periods: a[1], atBeginning: a.paysAtBeginning(4))
                .payment(present: a[2], future: a[optional: 3])
        case .futureValue:
            return try TimeValue(rate: a[0], periods: a[1], atBeginning: a.paysAtBeginning(4))
                .futureValue(payment: a[2], present: a[optional: 3])
        case .presentValue:
            return try TimeValue(rate: a[0], periods: a[1], atBeginning: a.paysAtBeginning(4))
                .presentValue(payment: a[2], future: a[optional: 3])
        case .periodCount:
            return try numberOfPeriods(
                rate: a[0], payment: a[1], present: a[2], future: a[optional: 3],
                atBeginning: a.paysAtBeginning(4))
        case .interestPart, .principalPart:
            let parts = try TimeValue(rate: a[0], periods: a[2], atBeginning: a.paysAtBeginning(5))
                .parts(ofPayment: a[1], of: a[2], present: a[3], future: a[optional: 4])
            return self == .interestPart ? parts.interest : parts.principal
        case .netPresentValue:
            // Σ vₖ ÷ (1 + rate)^k, by Horner's rule in 1 ÷ (1 + rate).
            let discount = try Number(1) / (Number(1) + a[0])
            var total = Number(0)
            for value in a.dropFirst().reversed() { total = try (total + value) * discount }
            return total
        case .effectiveRate:
            let periods = try wholePeriods(a[1])
            return try (Number(1) + a[0] / periods).power(periods) - Number(1)
        case .nominalRate:
            let periods = try wholePeriods(a[1])
            return try periods * ((Number(1) + a[0]).power(Number(1) / periods) - Number(1))
        case .straightLineDepreciation:
            return try (a[0] - a[1]) / a[2]
        case .sumOfYearsDepreciation:
            let (cost, salvage, life, period) = (a[0], a[1], a[2], a[3])
            // A period outside the asset's life has no depreciation (ddb refuses it too).
            guard try (period - Number(1)).sign() >= 0, try (period - life).sign() <= 0 else {
                throw .undefined
            }
            return try (cost - salvage) * (life - period + Number(1)) * Number(2)
                / (life * (life + Number(1)))
        case .decliningBalanceDepreciation:
            return try decliningBalance(
                cost: a[0], salvage: a[1], life: a[2], period: a[3],
                factor: a.count > 4 ? a[4] : Number(2))
        default:
            return nil
        }
    }
}

/// `effect` and `nominal` compound a whole number of times a year, at least once.
private func wholePeriods<Number: MoneyArithmetic>(_ n: Number) throws(ArithmeticError)
    -> Number
{
    guard try n.isWhole(), try n.sign() > 0 else { throw .needsWholeNumbers }
    return n
}

/// nper: ln((pmt·timing − fv·rate) ÷ (pmt·timing + pv·rate)) ÷ ln(1 + rate); −(pv + fv) ÷ pmt
/// at a rate of 0. None where the payments never get there.
private func numberOfPeriods<Number: MoneyArithmetic>(
    rate: Number, payment: Number, present: Number, future: Number, atBeginning: Bool
) throws(ArithmeticError) -> Number {
    guard try rate.sign() != 0 else { return -(try (present + future) / payment) }
    let due = atBeginning ? try payment * (Number(1) + rate) : payment
    let ratio = try (due - future * rate) / (due + present * rate)
    guard try ratio.sign() > 0 else { throw .noPeriodCount }
    return try ratio.naturalLogarithm() / (Number(1) + rate).naturalLogarithm()
}

/// ddb: `factor` ÷ `life` of the value left each period, never below `salvage`, as the
/// spreadsheets compute it.
private func decliningBalance<Number: MoneyArithmetic>(
    cost: Number, salvage: Number, life: Number, period: Number, factor: Number
) throws(ArithmeticError) -> Number {
    guard try life.sign() > 0, try period.sign() > 0, try (period - life).sign() <= 0 else {
        throw .undefined
    }
    var rate = try factor / life
    let before: Number
    if try (rate - Number(1)).sign() >= 0 {
        rate = Number(1)
        before = try (period - Number(1)).sign() == 0 ? cost : Number(0)
    } else {
        before = try cost * (Number(1) - rate).power(period - Number(1))
    }
    let after = try cost * (Number(1) - rate).power(period)
    let depreciation = try (after - salvage).sign() < 0 ? before - salvage : before - after
    return try depreciation.sign() < 0 ? Number(0) : depreciation
}

/// The most periods `rate` takes: 2²⁴ − 1 coefficients of its polynomial.
private let maximumPeriods = (1 << 24) - 1

/// The cash flows of `rate(nper, pmt, pv[, fv, type])`: pv now, pmt each period (from now
/// when paid at the beginning), fv at the end.
private func cashFlows(periods: Real, _ a: [Real]) throws(ArithmeticError) -> [Real] {
    guard try periods.isWhole(), try periods.sign() > 0, let count = periods.rational?.word
    else { throw .needsWholeNumbers }
    // Each period is a coefficient of the polynomial whose roots are the rates.
    guard count <= maximumPeriods else { throw .tooManyPeriods(maximumPeriods) }
    let (payment, atBeginning) = (a[1], try a.paysAtBeginning(4))
    var flows = [Real](repeating: payment, count: count + 1)
    flows[0] = atBeginning ? try a[2] + payment : a[2]
    flows[count] = try (atBeginning ? .zero : payment) + a[optional: 3]
    return flows
}

/// irr: the rate r > −1 at which the cash flows' value is 0, a root of Σ vₖxᵏ with
/// x = 1 ÷ (1 + r). None, or more than one, is said, never chosen.
private func rateOfReturn(_ flows: [Real]) throws(ArithmeticError) -> Real {
    let rates = try Real.positiveRoots(ofPolynomial: flows).map {
        x throws(ArithmeticError) in try x.reciprocal() - .one
    }
    guard rates.count == 1 else { throw rates.isEmpty ? .noRate : .severalRates(rates.reversed()) }
    return rates[0]
}
