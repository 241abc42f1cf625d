/// Why an operation on real numbers has no value.
public enum ArithmeticError: Error, Equatable, Sendable {
    case divisionByZero
    case squareRootOfNegativeNumber
    case logarithmOfNonPositiveNumber
    /// `(−8) ^ 0.5`, `asin 2`.
    case notReal
    /// `tan 90°`, `(−1)!`.
    case undefined
    case tooLarge
    /// Nonzero, but too close to 0 to be written (`e ^ −10^8`).
    case tooSmall
    /// An angle so large that its position in the turn is not known (`sin 10^50` in radians).
    case angleTooLarge
    /// Known only within bounds too far apart to prove its first digits (after cancellation
    /// upon cancellation, or Γ far from 0).
    case imprecise
    /// `floor`, `round`, `mod` of a value that lies so close to a whole number (or a half)
    /// that even the highest precision cannot say on which side.
    case tooCloseToWholeNumber
    /// `2.5 nCr 2`, `−1 nPr 2`: counting needs whole numbers that are not negative.
    case needsWholeNumbers
    /// `floor(i)`, `i mod 2`, `5 ft` of `i`: the operation is defined on real numbers only.
    case needsRealNumbers
    /// `irr`, `rate`: no rate gives these cash flows a value of 0.
    case noRate
    /// `nper`: the payments never bring the present value to the future one.
    case noPeriodCount
    /// `rate`, `irr`: more periods than a polynomial of cash flows is built for (the most).
    case tooManyPeriods(Int)
    /// `irr`, `rate`: more than one rate does, from the lowest.
    case severalRates([Real])

    /// Whether the operation may still have a value off the real line: `√−4`, `ln −1`,
    /// `asin 2`, `(−8)^0.5` (the principal complex one).
    public var mayHaveComplexValue: Bool {
        self == .squareRootOfNegativeNumber || self == .logarithmOfNonPositiveNumber
            || self == .notReal
    }
}
