import CalculatorModel
import Graph
import Numbers

/// What the Data pane and `--data` show of a data set, each value or why there is none. Made
/// in time and memory linear in the data: order statistics come from Hoare's selection, not a
/// sort.
public struct DataSummary: Sendable {
    public typealias Value = Result<Real, CalculatorError>

    /// The x column's.
    public let count: Int
    public let sum, mean, median, lowerQuartile, upperQuartile: Value
    public let sampleDeviation, populationDeviation, minimum, maximum: Value
    /// With rows that have a y: the least-squares line y = slope·x + intercept, and how well
    /// it fits.
    public let slope, intercept, correlation, determination: Value?
    /// With y: the slope of the least-squares line through the origin, y = b·x (Σxy ÷ Σx²),
    /// for quantities known to be proportional.
    public let slopeThroughOrigin: Value?
    /// The rows with both, as the graph draws them.
    public let points: [Point]

    public init(_ data: DataSet) {
        let x = data.x
        count = x.count
        let sum = Self.value { try Statistics.sum(x) }
        self.sum = sum
        mean = Self.value { try sum.get() / Real(x.count) }
        var quartiles = Self.value { try Statistics.quartiles(x) }
        if x.isEmpty { quartiles = .failure(.missingOperand) }
        (minimum, lowerQuartile, median, upperQuartile, maximum) = (
            quartiles.map { $0[0] }, quartiles.map { $0[1] }, quartiles.map { $0[2] },
            quartiles.map { $0[3] }, quartiles.map { $0[4] }
        )
        // Σ(x − x̄)², once for both deviations.
        let squares = Self.value { try Statistics.products(x, x) }
        sampleDeviation = Self.value { try (squares.get() / Real(x.count - 1)).squareRoot() }
        populationDeviation = Self.value { try (squares.get() / Real(x.count)).squareRoot() }
        let (px, py) = data.pairs
        points = (0..<py.count).compactMap { index in
            guard let a = px.double(at: index), let b = py.double(at: index) else { return nil }
            return Point(a, b)
        }
        guard !py.isEmpty else {
            (slope, intercept, correlation, determination) = (nil, nil, nil, nil)
            slopeThroughOrigin = nil
            return
        }
        // The sums of the deviations' squares and products.
        let sxx = Self.value { try Statistics.products(px, px) }
        let sxy = Self.value { try Statistics.products(px, py) }
        let syy = Self.value { try Statistics.products(py, py) }
        let slope = Self.value { try sxy.get() / sxx.get() }
        self.slope = slope
        intercept = Self.value { try Statistics.mean(py) - slope.get() * Statistics.mean(px) }
        determination = Self.value { try sxy.get().squared() / (sxx.get() * syy.get()) }
        correlation = Self.value { try sxy.get() / (sxx.get() * syy.get()).squareRoot() }
        // Σxy ÷ Σx², from the same sums: Σxy = Sxy + Σx·Σy ÷ n, Σx² = Sxx + (Σx)² ÷ n.
        slopeThroughOrigin = Self.value {
            let (sumX, sumY, n) = (try Statistics.sum(px), try Statistics.sum(py), Real(px.count))
            return try (sxy.get() + sumX * sumY / n) / (sxx.get() + sumX.squared() / n)
        }
    }

    /// ŷ: the line's value at `x`; nil without a line.
    public func predicted(at x: Real) -> Value? {
        guard let slope, let intercept else { return nil }
        return Self.value { try slope.get() * x + intercept.get() }
    }

    /// What `compute` gives, or why it gives nothing.
    private static func value<Value>(_ compute: () throws -> Value)
        -> Result<Value, CalculatorError>
    {
        do {
            return .success(try compute())
        } catch let error as ArithmeticError {
            return .failure(CalculatorError(error))
        } catch let error as CalculatorError {
            return .failure(error)
        } catch {
            return .failure(.undefined)
        }
    }
}
