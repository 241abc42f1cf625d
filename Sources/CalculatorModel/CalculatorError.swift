import Numbers

/// Why a calculation has no value. The controller turns these into the user's language.
public enum CalculatorError: Error, Equatable, Sendable, CustomStringConvertible {
    case divisionByZero
    /// A quantity of money in a currency the day's rates do not cover, or with no rates yet.
    case noExchangeRate(String)
    case squareRootOfNegativeNumber
    case logarithmOfNonPositiveNumber
    case missingOperand
    case unsetVariable(String)
    /// The result is not a real number, e.g. `(-8) ^ 0.5`.
    case resultNotReal
    /// The result is too large to represent.
    case resultNotFinite
    /// The result is not 0 but too close to it to represent.
    case resultTooSmall
    /// An angle in radians too large to place within its turn.
    case angleTooLarge
    /// The operation has no value there: `tan(90°)`, `(−1)!`.
    case undefined
    /// Known only within bounds too wide to prove its first digits.
    case imprecise
    /// `floor`, `round`, `mod` of a value too close to a whole number to decide.
    case tooCloseToWholeNumber
    /// `2.5 nCr 2`: counting needs whole numbers that are not negative.
    case needsWholeNumbers
    /// `floor(i)`: the operation is defined on real numbers only.
    case needsRealNumbers
    /// A bitwise operation outside programmer mode's word.
    case needsProgrammerMode
    /// Not computed within the evaluation's time budget (`Budget`).
    case tookTooLong
    /// A call of a function no longer kept.
    case unknownFunction(String)
    /// A call with other than the function's number of arguments.
    case wrongArgumentCount(String, expected: ClosedRange<Int>, given: Int)
    /// No rate gives the cash flows a value of 0.
    case noRate
    /// The payments never bring the present value to the future one.
    case noPeriodCount
    /// `rate(10^9, …)`: more periods than are taken (the most).
    case tooManyPeriods(Int)
    /// More than one rate does, from the lowest.
    case severalRates([Real])
    /// RPN: an operation on levels whose units do not combine (a length plus a time).
    case units(Expression.SyntaxError.Problem)

    public var description: String {
        switch self {
        case .divisionByZero: "Division by zero"
        case .noExchangeRate(let code): "No exchange rate for \(code)"
        case .squareRootOfNegativeNumber: "Square root of a negative number"
        case .logarithmOfNonPositiveNumber: "Logarithm of a number that is not positive"
        case .missingOperand: "Missing operand"
        case .unsetVariable(let name): "Variable \(name) is not set"
        case .resultNotReal: "Result is not a real number"
        case .resultNotFinite: "Result is too large"
        case .resultTooSmall: "Result is too small"
        case .angleTooLarge: "Angle is too large"
        case .undefined: "Result is undefined"
        case .imprecise: "Not enough precision for this result"
        case .tooCloseToWholeNumber: "Too close to a whole number to decide"
        case .needsWholeNumbers: "Needs whole numbers that are not negative"
        case .needsRealNumbers: "Needs real numbers, not complex ones"
        case .needsProgrammerMode: "Works in programmer mode only"
        case .tookTooLong: "Took too long to compute"
        case .unknownFunction(let name): "There is no function \(name)"
        case .wrongArgumentCount(let name, let expected, let given):
            "\(name) takes \(expected) arguments, not \(given)"
        case .noRate: "No rate gives these cash flows a value of 0"
        case .noPeriodCount: "No number of periods brings these payments to that value"
        case .tooManyPeriods(let most): "At most \(most) periods"
        case .severalRates(let rates):
            "More than one rate gives these cash flows a value of 0: "
                + rates.map { $0.text(NumberFormat(significantDigits: 15)) }.joined(separator: "; ")
        case .units(let problem): "Units do not combine: \(problem)"
        }
    }
}

extension CalculatorError {
    public init(_ error: ArithmeticError) {
        self =
            switch error {
            case .divisionByZero: .divisionByZero
            case .squareRootOfNegativeNumber: .squareRootOfNegativeNumber
            case .logarithmOfNonPositiveNumber: .logarithmOfNonPositiveNumber
            case .notReal: .resultNotReal
            case .undefined: .undefined
            case .tooLarge: .resultNotFinite
            case .tooSmall: .resultTooSmall
            case .angleTooLarge: .angleTooLarge
            case .imprecise: .imprecise
            case .tooCloseToWholeNumber: .tooCloseToWholeNumber
            case .needsWholeNumbers: .needsWholeNumbers
            case .needsRealNumbers: .needsRealNumbers
            case .noRate: .noRate
            case .noPeriodCount: .noPeriodCount
            case .tooManyPeriods(let most): .tooManyPeriods(most)
            case .severalRates(let rates): .severalRates(rates)
            }
    }
}

extension Result<Complex, CalculatorError> {
    /// Whether an evaluation may stop here: a value known to the digits asked for
    /// (`Precision.digits`), or an error that more precision would not change.
    var isSettled: Bool {
        switch self {
        case .success(let value): value.isKnown(toDigits: Precision.digits)
        case .failure(.imprecise), .failure(.angleTooLarge), .failure(.tooCloseToWholeNumber):
            false
        case .failure: true
        }
    }
}
