import CalculatorController
import CalculatorModel
import JSONCoding
import Numbers
import Testing

/// Issue 56's Money pane in the controller: the HP-12C's five quantities, any four solving the
/// fifth as a calculation of its own, fields that take the display's value and give theirs
/// back, undo of each, the schedule, and the session. Figures from the 12C's handbook
/// (50 000 at 13.25 % for 25 years: 573.35 a month) and LibreOffice's functions.
@Suite struct MoneyTests {
    /// The handbook's mortgage, with `except` left empty.
    private func mortgage(except empty: MoneyProblem.Quantity? = nil) -> CalculatorController {
        var controller = CalculatorController()
        let texts: [MoneyProblem.Quantity: String] = [
            .periods: "300", .yearlyRate: "13.25", .present: "50000", .payment: "-573.35",
            .future: "0",
        ]
        for (quantity, text) in texts where quantity != empty {
            controller.editMoney(quantity, text: text)
        }
        return controller
    }

    @Test(arguments: [
        (
            MoneyProblem.Quantity.payment, "-573.350214146455",
            "pmt(13.25 ÷ 1200, 300, 50000, 0, 0) ="
        ),
        (.present, "49999.9813249869", "pv(13.25 ÷ 1200, 300, -573.35, 0, 0) ="),
        (.future, "-0.503474057328807", "fv(13.25 ÷ 1200, 300, -573.35, 50000, 0) ="),
        (.periods, "300.000882970299", "nper(13.25 ÷ 1200, -573.35, 50000, 0, 0) ="),
        (.yearlyRate, "13.2499943363212", "rate(300, -573.35, 50000, 0, 0) × 1200 ="),
    ])
    func eachQuantityIsSolvedFromTheOtherFourAsACalculation(
        quantity: MoneyProblem.Quantity, shown: String, description: String
    ) {
        var controller = mortgage(except: quantity)
        controller.solveMoney(quantity)
        let state = controller.state
        #expect(state.description == description)
        #expect(state.display.hasPrefix(shown), "\(state.display)")
        // The field holds the display's value, with every digit a copy has.
        #expect(state.money[quantity].hasPrefix(shown))
        #expect(state.money[quantity].count >= state.display.count)
        #expect(state.notice == nil)
    }

    /// Issue 66, item 24: with a payment of the wrong sign, Solve i said no rate exists while
    /// the field kept the last problem's answer, so it looked solved.
    @Test func aFieldThatCannotBeSolvedIsClearedAndTheSignsAreSaid() {
        var controller = mortgage()
        controller.editMoney(.payment, text: "573.35")  // paid out, written positive
        controller.solveMoney(.yearlyRate)
        #expect(controller.state.money[.yearlyRate] == "")
        #expect(
            controller.state.notice
                == "The cash flows need both signs: money received is positive, money paid out negative (a loan: PV +, PMT −)"
        )
        controller.press(.undo)
        #expect(controller.state.money[.yearlyRate] == "13.25")
    }

    @Test func aSolutionWithoutAValueClearsItsField() {
        var controller = mortgage()
        controller.editMoney(.payment, text: "-100")  // less than a month's interest
        controller.solveMoney(.periods)
        #expect(controller.state.money[.periods] == "")
        #expect(
            controller.state.display == "No number of periods brings these payments to that value")
    }

    @Test func paymentsAtTheBeginningEarnAPeriodMoreInterest() {
        var controller = mortgage(except: .payment)
        controller.setMoneyTiming(atBeginning: true)
        controller.solveMoney(.payment)
        // 573.350214… ÷ (1 + 0.1325/12).
        #expect(controller.state.display == "-567.088610736243")
        #expect(controller.state.description == "pmt(13.25 ÷ 1200, 300, 50000, 0, 1) =")
    }

    @Test func undoTakesBackTheSolutionAndItsCalculation() {
        var controller = mortgage(except: .payment)
        controller.editMoney(.payment, text: "-1")
        controller.press(.digit(7))
        controller.solveMoney(.payment)
        #expect(controller.state.money[.payment].hasPrefix("-573.350214146455"))
        controller.press(.undo)
        #expect(controller.state.money[.payment] == "-1")
        // The 7 typed was entered before the solution: it is the calculation again.
        #expect(controller.state.display == "7")
        #expect(controller.state.description == "7 =")
    }

    @Test func aFieldTakesTheDisplaysValueAndUndoPutsBackItsOwn() {
        var controller = mortgage()
        controller.enter(expression: "25*12")
        controller.takeDisplayIntoMoney(.periods)
        #expect(controller.state.money[.periods] == "300")
        controller.enter(expression: "30*12")
        controller.takeDisplayIntoMoney(.periods)
        #expect(controller.state.money[.periods] == "360")
        controller.press(.undo)
        #expect(controller.state.money[.periods] == "300")
    }

    @Test func aFieldsNumberIsUsedAsIfTyped() {
        var controller = mortgage()
        controller.useMoney(.present)
        controller.press(.operation(.times))
        controller.enter(expression: "2")
        controller.press(.equals)
        #expect(controller.state.display == "100000")
        controller.editMoney(.future, text: "lots")
        controller.useMoney(.future)
        #expect(controller.state.notice == "FV holds no number")
    }

    @Test func aSolutionNeedsTheOtherFourAndACalculationOfItsOwn() {
        var controller = mortgage(except: .future)
        controller.editMoney(.present, text: "")
        controller.solveMoney(.future)
        #expect(controller.state.notice == "Fill in PV with a number to work out FV")
        #expect(controller.state.description == "")
        var pending = mortgage(except: .future)
        pending.enter(expression: "7")
        pending.press(.operation(.plus))
        pending.solveMoney(.future)
        #expect(
            pending.state.notice
                == "Finish the calculation first (=): a solution is a calculation of its own")
        #expect(pending.state.description == "7 + …")
    }

    @Test func fieldsAreReadAsAPasteIs() {
        var controller = mortgage(except: .payment)
        controller.editMoney(.present, text: "50,000")
        controller.editMoney(.periods, text: " 3 00 ")
        controller.editMoney(.future, text: "−0")
        controller.editMoney(.yearlyRate, text: "13,25")
        controller.solveMoney(.payment)
        #expect(controller.state.display == "-573.350214146455")
    }

    @Test func theScheduleIsTheFieldsLoanInCents() {
        var controller = mortgage()
        let schedule = try? controller.moneySchedule.get()
        #expect(schedule?.rows.count == 300)
        #expect(schedule?.rows.first?.interest.centsText == "-552.08")
        #expect(schedule?.rows.first?.balance.centsText == "49978.73")
        controller.editMoney(.periods, text: "12.5")
        guard case .failure(let refusal) = controller.moneySchedule else {
            Issue.record("a schedule of 12.5 payments")
            return
        }
        #expect(
            refusal.message
                == "A schedule needs n (a whole number of payments, up to 12000), i and PV")
        controller.editMoney(.periods, text: "12")
        controller.editMoney(.future, text: "lots")
        #expect(controller.scheduleText(separator: ",") == nil)
        #expect(controller.state.notice == "FV holds no number")
    }

    @Test func theFieldsAreKeptInTheSessionAndADamagedOneIsLeftOut() throws {
        var controller = mortgage()
        controller.setMoneyTiming(atBeginning: true)
        controller.setPeriodsPerYear(4)
        let restored = CalculatorController(session: controller.session)
        #expect(restored.state.money == controller.state.money)
        #expect(restored.state.money.periodsPerYear == 4)
        let hostile = """
            {"version": 7, "money": {"texts": ["1", 2], "periodsPerYear": 100000,
             "paysAtBeginning": "yes"}}
            """
        let session = try JSON(parsing: Array(hostile.utf8)).decode(Session.self)
        let damaged = CalculatorController(session: session)
        var expected = MoneyProblem()
        expected.periodsPerYear = 365
        #expect(damaged.state.money == expected)
    }
}
