import CalculatorController
import Units

/// `--unit-conversions VALUE`: VALUE of every unit pasted as `VALUE unit in other` for every
/// other unit of its category, one `unit<TAB>other<TAB>display` line each, for
/// `Tests/Oracle/units_oracle.py` to check against GNU units.
func printUnitConversions(of value: String) {
    for source in PhysicalUnit.all where source.category != .currency {
        for target in PhysicalUnit.units(of: source.category) {
            var controller = CalculatorController()
            controller.enter(expression: "\(value) \(source.symbol) in \(target.symbol)")
            let state = controller.state
            print(source.symbol, target.symbol, state.error ?? state.display, separator: "\t")
        }
    }
}
