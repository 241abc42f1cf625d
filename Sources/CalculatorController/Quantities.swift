import CalculatorModel
import Numbers
import Units

extension CalculatorController {
    /// The units the value shown is written in, if the calculation has any.
    var unitsShown: UnitTarget? {
        if let outcome = currentOutcome { return outcome.evaluation.units }
        return defersEvaluation || entry != nil ? nil : evaluation.units
    }
}

/// How a value with units is written: `16.09344 km/h`, `5 ft 8.9 in`.
enum Quantities {
    /// `value`, which is in `units` (in the last of mixed units), written with them. `number`
    /// is the value as already written (with more digits), if it is.
    static func text(
        of value: Complex, in units: UnitTarget, _ style: ValueStyle, number: String? = nil
    ) -> String {
        guard units.isMixed, value.isReal,
            let parts = try? units.mixedParts(of: value.real)
        else { return (number ?? value.text(style)) + " " + units.text }
        let sign = value.real.signum < 0 ? "-" : ""
        return sign
            + zip(parts, units.parts).map { count, unit in
                Complex(count).text(style) + " " + unit.text
            }.joined(separator: " ")
    }
}
