import Numbers

/// A loan's schedule payment by payment, in cents as the HP-12C keeps it: the payment rounded
/// to the cent, each period's interest rounded to the cent on the balance it is charged on,
/// and the last payment adjusted so the balance ends exactly at the final value. Signs are
/// the spreadsheets': with a loan received (pv > 0) the interest and principal paid are
/// negative, and the balance is what is still owed.
public struct Amortization: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public let period: Int
        /// ipmt's part of the payment, in cents.
        public let interest: Real
        /// ppmt's part.
        public let principal: Real
        /// Owed after the payment.
        public let balance: Real
    }

    /// The payment of every period but, perhaps, the last.
    public let payment: Real
    public let rows: [Row]

    /// More than 1 000 years of monthly payments is no loan: a schedule stops there.
    public static let maximumPeriods = 12_000
    /// Amounts of a schedule stay below 10¹⁸ (a billion billion): a schedule of 10 000-digit
    /// balances, 480 MB of text, is no table to read or show.
    static let largestAmount = Real(1_000_000_000_000_000_000)

    /// The schedule of `periods` payments at `rate` a period on `present`, down to `future`:
    /// payments of `payment`, or, when nil, of the one that gets there (pmt), to the cent.
    public init(
        rate: Real, periods: Int, present: Real, future: Real = .zero, atBeginning: Bool = false,
        payment: Real? = nil
    ) throws(ArithmeticError) {
        guard (1...Self.maximumPeriods).contains(periods) else { throw .needsWholeNumbers }
        let exact =
            if let payment { payment } else {
                try OperationID.payment.apply([
                    rate, Real(periods), present, future, Real(atBeginning ? 1 : 0),
                ])
            }
        self.payment = try exact.roundedToCents()
        // The balance (what is owed, with pv's sign) grows by its interest and falls by the
        // payments; at the beginning, the payment comes first and its interest part is what
        // the period before charged.
        var (balance, charged, rows) = (present, Real.zero, [Row]())
        rows.reserveCapacity(periods)
        for period in 1...periods {
            // 12 000 rows of long numbers take seconds: the next key stops them.
            if Budget.isSpent { throw .imprecise }
            guard try (balance.absoluteValue() - Self.largestAmount).sign() < 0 else {
                throw .tooLarge
            }
            let isLast = period == periods
            var payment = self.payment
            if atBeginning {
                if isLast {
                    // What, grown by the last period's interest, is the final value.
                    let target = try (-future / (.one + rate)).roundedToCents()
                    payment = try target - balance
                }
                balance = try balance + payment
                rows.append(
                    Row(
                        period: period, interest: -charged, principal: try payment + charged,
                        balance: balance))
                charged = try (balance * rate).roundedToCents()
                balance = try balance + charged
            } else {
                let interest = try (balance * rate).roundedToCents()
                if isLast { payment = try -future - balance - interest }
                balance = try balance + interest + payment
                rows.append(
                    Row(
                        period: period, interest: -interest, principal: try payment + interest,
                        balance: balance))
            }
        }
        self.rows = rows
    }

    /// One line a period, `k: interest principal balance`, as `--amortization` prints it.
    public var text: String {
        rows.map { row in
            "\(row.period): \(row.interest.centsText) \(row.principal.centsText) "
                + row.balance.centsText
        }.joined(separator: "\n")
    }

    /// The schedule as a spreadsheet takes it: a header row, then a row a period, the fields
    /// apart by `separator` (`,` for CSV, a tab for the clipboard).
    public func table(header: [String], separator: String) -> String {
        let lines = rows.map { row in
            [
                String(row.period), row.interest.centsText, row.principal.centsText,
                row.balance.centsText,
            ].joined(separator: separator)
        }
        return ([header.joined(separator: separator)] + lines).joined(separator: "\n") + "\n"
    }
}

extension Real {
    /// To the nearest cent, a half cent away from zero.
    func roundedToCents() throws(ArithmeticError) -> Real {
        try (self * Real(100)).rounded() / Real(100)
    }

    /// `-552.08`, `49978.73`, `0.00`: two places for a number of cents, else as the display
    /// writes it (a present value of 50 000.125 keeps its last place).
    public var centsText: String {
        guard let cents = rational.map({ $0 * Rational(100) }), cents.isInteger else {
            return text(NumberFormat(significantDigits: 15))
        }
        let digits = String(cents.magnitude.description)
        let padded = String(repeating: "0", count: max(0, 3 - digits.count)) + digits
        return (cents.isNegative ? "-" : "") + padded.dropLast(2) + "." + padded.suffix(2)
    }
}
