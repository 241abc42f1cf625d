import CalculatorController
import Numbers

extension HeadlessMode {
    /// `--plot-table N [--plot-range XMIN:XMAX] [--plot-variable NAME]`: the graph's points
    /// as text, `v<TAB>f(v)`, with nothing after the tab where f has no value.
    struct TableRequest {
        private(set) var count: Int?
        private var range: (lower: Real, upper: Real) = (-10, 10)
        private var variable: String?

        /// A million lines at most: each evaluates the whole program.
        static let maximumCount = 1_000_000

        mutating func read(_ option: String, _ value: String) throws(UsageError) {
            switch option {
            case "--plot-table":
                guard let count = Int(value), (1...Self.maximumCount).contains(count) else {
                    throw UsageError(
                        message: "--plot-table takes a whole number of steps from 1 to "
                            + "\(Self.maximumCount), not '\(escaped(value))'")
                }
                self.count = count
            case "--plot-range":
                let bounds = value.split(separator: ":", omittingEmptySubsequences: false)
                    .map { Real(calculatorText: String($0).replacing(",", with: ".")) }
                guard bounds.count == 2 || bounds.count == 4,
                    let lower = bounds[0], let upper = bounds[1],
                    bounds.allSatisfy({ $0 != nil }), (try? upper - lower)?.signum == 1
                else {
                    throw UsageError(
                        message: "--plot-range takes XMIN:XMAX or XMIN:XMAX:YMIN:YMAX with "
                            + "XMIN below XMAX, not '\(escaped(value))'")
                }
                range = (lower, upper)
            default:
                guard Key.keys(for: value) == [.variable(value)] else {
                    throw UsageError(
                        message: "--plot-variable takes a variable name, not '\(escaped(value))'")
                }
                variable = value
            }
        }

        func lines(of controller: CalculatorController) -> [String] {
            let variable = variable ?? controller.defaultGraphVariable
            return controller.graphTable(
                of: variable, from: range.lower, to: range.upper, count: count ?? 0
            ).map { "\($0.variable)\t\($0.value ?? "")" }
        }
    }
}
