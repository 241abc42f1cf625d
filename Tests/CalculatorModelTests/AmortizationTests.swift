import CalculatorModel
import Numbers
import Testing

/// Issue 56: a loan's schedule in cents, checked against the schedules HP publishes for the
/// HP-12C (its owner's handbook and its application notes), to the cent.
@Suite struct AmortizationTests {
    private func schedule(
        _ yearlyPercent: Rational, years: Int, _ present: Int, atBeginning: Bool = false
    ) throws -> Amortization {
        try Amortization(
            rate: Real(yearlyPercent / Rational(1_200)), periods: years * 12,
            present: Real(present), atBeginning: atBeginning)
    }

    /// Interest, principal and the balance after payments `first...last`, as the 12C's
    /// `n f AMORT` sums them.
    private func sums(_ schedule: Amortization, _ periods: ClosedRange<Int>) throws -> [String] {
        let rows = schedule.rows[(periods.lowerBound - 1)..<periods.upperBound]
        var (interest, principal) = (Real.zero, Real.zero)
        for row in rows {
            (interest, principal) = (try interest + row.interest, try principal + row.principal)
        }
        return [interest.centsText, principal.centsText, rows.last!.balance.centsText]
    }

    @Test func theHandbooksMortgageOf50000At13Point25PercentFor25Years() throws {
        let loan = try schedule(Rational(1_325, 100), years: 25, 50_000)
        #expect(loan.payment.centsText == "-573.35")
        #expect(try sums(loan, 1...1) == ["-552.08", "-21.27", "49978.73"])
        #expect(try sums(loan, 1...12) == ["-6608.89", "-271.31", "49728.69"])
        // The last payment is adjusted: the balance ends at 0.00 exactly.
        #expect(loan.rows.last?.balance == .zero)
        #expect(loan.rows.count == 300)
    }

    @Test func theHandbooksMortgagesOf250000At5Point25Percent() throws {
        let thirty = try schedule(Rational(525, 100), years: 30, 250_000)
        #expect(thirty.payment.centsText == "-1380.51")
        #expect(try sums(thirty, 1...1) == ["-1093.75", "-286.76", "249713.24"])
        let twentyFive = try schedule(Rational(525, 100), years: 25, 250_000)
        #expect(try sums(twentyFive, 1...1) == ["-1093.75", "-404.37", "249595.63"])
        #expect(try sums(twentyFive, 2...2) == ["-1091.98", "-406.14", "249189.49"])
    }

    @Test func theApplicationNotesMortgageOf180000At7Point75PercentYearByYear() throws {
        let loan = try schedule(Rational(775, 100), years: 30, 180_000)
        #expect(try sums(loan, 1...12) == ["-13894.66", "-1579.82", "178420.18"])
        #expect(try sums(loan, 13...24) == ["-13767.79", "-1706.69", "176713.49"])
    }

    @Test func theApplicationNotesCarLoanPaidAtTheBeginningOfEachMonth() throws {
        let loan = try schedule(Rational(102, 10), years: 4, 12_500, atBeginning: true)
        #expect(try sums(loan, 10...10) == ["-88.72", "-226.83", "10210.45"])
        // The first payment is all principal: no time has passed to charge interest on.
        #expect(try sums(loan, 1...1).first == "0.00")
        #expect(loan.rows.last?.balance == .zero)
    }

    @Test func aScheduleIsWrittenLineByLineAndAsCSV() throws {
        let loan = try Amortization(rate: Real(Rational(1, 10)), periods: 3, present: 1_000)
        #expect(
            loan.text == """
                1: -100.00 -302.11 697.89
                2: -69.79 -332.32 365.57
                3: -36.56 -365.57 0.00
                """)
        #expect(
            loan.table(header: ["period", "interest", "principal", "balance"], separator: ",")
                == "period,interest,principal,balance\n1,-100.00,-302.11,697.89\n"
                + "2,-69.79,-332.32,365.57\n3,-36.56,-365.57,0.00\n")
    }

    @Test func aScheduleLongerThan1000YearsIsRefused() {
        #expect(throws: ArithmeticError.needsWholeNumbers) {
            try Amortization(rate: 0.01, periods: Amortization.maximumPeriods + 1, present: 100)
        }
    }

    /// Issue 66, item 16: amounts of 10¹⁸ and more (a balance grown to it too) make no table.
    @Test func aScheduleOfAmountsPastABillionBillionIsRefused() throws {
        #expect(throws: ArithmeticError.tooLarge) {
            try Amortization(rate: 0.01, periods: 12, present: Real(1_000_000_000_000_000_000))
        }
        #expect(throws: ArithmeticError.tooLarge) {
            try Amortization(rate: 1, periods: 80, present: 1, payment: 0)  // doubles each period
        }
        let largest = try Amortization(rate: 0.01, periods: 3, present: 999_999_999_999_999_999)
        #expect(largest.rows.count == 3)
    }
}
