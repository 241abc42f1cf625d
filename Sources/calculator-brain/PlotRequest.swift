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
        private var rangeText = "-10:10"

        var isAsked: Bool { file != nil || count != nil }

        /// Each row evaluates the whole program exactly, with proven digits: about 0.3 ms for
        /// a sine in a release build, so 10^5 rows take half a minute at most (printed as they
        /// come). A graph wants no more than a row per pixel.
        static let maximumCount = 100_000
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
                            + "\(Self.maximumCount) (each row is computed exactly), not "
                            + "'\(escaped(value))'")
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
                    .map { Real(calculatorText: String($0).withDecimalPoint) }
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
                (x, rangeText) = ((bounds[0]!, bounds[1]!), value)
                y = bounds.count == 4 ? (bounds[2]!, bounds[3]!) : nil
            default:
                guard Key.keys(for: value) == [.variable(value)] else {
                    throw UsageError(
                        message: "--plot-variable takes a variable name, not '\(escaped(value))'")
                }
                variable = value
            }
        }

        /// Emits the table's lines as they are computed, then writes the file; a range the
        /// graph cannot show is refused before anything is written, and a file that cannot be
        /// written is an error.
        func draw(_ controller: CalculatorController, emit: Emit) throws(UsageError) {
            let variable = variable ?? controller.defaultGraphVariable
            let viewport = try file.map { _ throws(UsageError) in try self.viewport() }
            if let count {
                for row in controller.graphTable(
                    of: variable, from: x.lower, to: x.upper, count: count)
                {
                    try emit("\(row.variable)\t\(row.value ?? "")")
                }
            }
            guard let file, let viewport else { return }
            let function = controller.graphFunction(of: variable)
            if let reason = GraphFile.write(
                function, title: function?.expression ?? "",
                viewport: viewport, width: size.width, height: size.height, to: file)
            {
                throw UsageError(
                    message: "cannot write '\(escaped(file))': \(reason)", exitStatus: 1)
            }
        }

        /// Exactly the range asked for, or a usage error when a graph cannot show it.
        private func viewport() throws(UsageError) -> Viewport {
            func doubles(_ range: (lower: Real, upper: Real)) -> ClosedRange<Double>? {
                guard let lower = range.lower.doubleValue, let upper = range.upper.doubleValue
                else { return nil }
                return lower...upper
            }
            let (width, height) = (Double(size.width), Double(size.height))
            let xRange = doubles(x)
            let yRange = y.flatMap(doubles)
            guard let xRange, Viewport.canShow(xRange, pixels: width),
                y == nil || yRange.map({ Viewport.canShow($0, pixels: height) }) == true
            else {
                throw UsageError(
                    message: "a graph shows values from -1e15 to 1e15, a pixel from "
                        + "1e-12 to 1e12 wide: --plot-range '\(escaped(rangeText))' is beyond that")
            }
            return Viewport.showing(x: xRange, y: yRange, width: width, height: height)
        }
    }
}
