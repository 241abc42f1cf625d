import CalculatorController
import CalculatorView
import Graph
import Numbers

extension HeadlessMode {
    /// `--plot FILE`, `--plot-table N`, `--plot-range XMIN:XMAX[:YMIN:YMAX]`,
    /// `--plot-size WxH`, `--plot-variable NAME`: the graph of the calculation, drawn to a
    /// PNG or SVG file, or its points as text (`v<TAB>f(v)`, nothing after the tab where f
    /// has no value).
    struct PlotRequest {
        private(set) var file: String?
        private(set) var count: Int?
        private var x: (lower: Real, upper: Real) = (-10, 10)
        private var y: (lower: Real, upper: Real)?
        private var size = (width: 800, height: 600)
        private var variable: String?

        var isAsked: Bool { file != nil || count != nil }

        /// A million lines at most: each evaluates the whole program exactly.
        static let maximumCount = 1_000_000
        static let sizes = 16...8192

        mutating func read(_ option: String, _ value: String) throws(UsageError) {
            switch option {
            case "--plot":
                guard GraphFile.endings.contains(where: value.lowercased().hasSuffix) else {
                    throw UsageError(
                        message: "--plot writes a .png or .svg file, not '\(escaped(value))'")
                }
                file = value
            case "--plot-table":
                guard let count = Int(value), (1...Self.maximumCount).contains(count) else {
                    throw UsageError(
                        message: "--plot-table takes a whole number of steps from 1 to "
                            + "\(Self.maximumCount), not '\(escaped(value))'")
                }
                self.count = count
            case "--plot-size":
                let sides = value.split(separator: "x", omittingEmptySubsequences: false)
                    .compactMap { Int($0) }
                guard sides.count == 2, sides.allSatisfy(Self.sizes.contains) else {
                    throw UsageError(
                        message:
                            "--plot-size takes WIDTHxHEIGHT, each from \(Self.sizes.lowerBound) "
                            + "to \(Self.sizes.upperBound) pixels, not '\(escaped(value))'")
                }
                size = (sides[0], sides[1])
            case "--plot-range":
                let bounds = value.split(separator: ":", omittingEmptySubsequences: false)
                    .map { Real(calculatorText: String($0).replacing(",", with: ".")) }
                func isRange(_ lower: Real?, _ upper: Real?) -> Bool {
                    guard let lower, let upper else { return false }
                    return (try? upper - lower)?.signum == 1
                }
                guard bounds.count == 2 || bounds.count == 4, isRange(bounds[0], bounds[1]),
                    bounds.count == 2 || isRange(bounds[2], bounds[3])
                else {
                    throw UsageError(
                        message: "--plot-range takes XMIN:XMAX or XMIN:XMAX:YMIN:YMAX with "
                            + "each minimum below its maximum, not '\(escaped(value))'")
                }
                x = (bounds[0]!, bounds[1]!)
                y = bounds.count == 4 ? (bounds[2]!, bounds[3]!) : nil
            default:
                guard Key.keys(for: value) == [.variable(value)] else {
                    throw UsageError(
                        message: "--plot-variable takes a variable name, not '\(escaped(value))'")
                }
                variable = value
            }
        }

        /// The table's lines and the file written; a file that cannot be written is an error.
        func lines(of controller: CalculatorController) throws(UsageError) -> [String] {
            let variable = variable ?? controller.defaultGraphVariable
            var lines: [String] = []
            if let count {
                lines += controller.graphTable(
                    of: variable, from: x.lower, to: x.upper, count: count
                )
                .map { "\($0.variable)\t\($0.value ?? "")" }
            }
            if let file {
                let (width, height) = (Double(size.width), Double(size.height))
                // Beyond Double's range, its largest: the viewport brings that within bounds.
                func double(_ value: Real) -> Double {
                    value.doubleValue ?? Double(value.signum) * .greatestFiniteMagnitude
                }
                let viewport = Viewport.showing(
                    x: double(x.lower)...double(x.upper),
                    y: y.map { double($0.lower)...double($0.upper) }, width: width, height: height)
                let function = controller.graphFunction(of: variable)
                if let reason = GraphFile.write(
                    function, title: function?.expression ?? "",
                    viewport: viewport, width: size.width, height: size.height, to: file)
                {
                    throw UsageError(
                        message: "cannot write '\(escaped(file))': \(reason)", exitStatus: 1)
                }
            }
            return lines
        }
    }
}
