import CalculatorModel
import Numbers

/// A column of numbers, or two (x and y), as typed, pasted from a spreadsheet or read from a
/// CSV file (issue 57): exact as written, so the statistics of 10 000 000.1 and its like are
/// every certified digit.
public struct DataSet: Equatable, Sendable {
    public var x: [Real] = []
    /// As many as `x`, or none.
    public var y: [Real] = []

    public init(x: [Real] = [], y: [Real] = []) { (self.x, self.y) = (x, y) }

    /// Larger files are refused: 64 MiB holds millions of values.
    public static let sizeLimit = 64 << 20

    /// Reads rows of one or two numbers, separated by tabs, `;` or `,` (with tabs or `;`, a
    /// decimal comma is read too: `3,5`). A first row that holds no number is a header and is
    /// skipped; empty rows are skipped; a third column and beyond are not read.
    public init(reading text: String) throws(DataRefusal) {
        var isFirst = true
        for (index, line) in text.split(
            omittingEmptySubsequences: false, whereSeparator: \.isNewline
        )
        .enumerated() {
            let fields = Self.fields(of: line)
            guard fields.contains(where: { !$0.isEmpty }) else { continue }
            let numbers = fields.prefix(2).map(Self.number)
            defer { isFirst = false }
            if isFirst, numbers.allSatisfy({ $0 == nil }) { continue }  // a header
            guard let first = numbers[0] else {
                throw DataRefusal(row: index + 1, text: String(fields[0].prefix(40)))
            }
            let second = numbers.count > 1 && !fields[1].isEmpty ? numbers[1] : nil
            if numbers.count > 1, !fields[1].isEmpty, second == nil {
                throw DataRefusal(row: index + 1, text: String(fields[1].prefix(40)))
            }
            guard x.isEmpty || (second == nil) == y.isEmpty else {
                throw DataRefusal(row: index + 1, text: String(line.prefix(40)), isUneven: true)
            }
            x.append(first)
            if let second { y.append(second) }
        }
    }

    private static func fields(of line: Substring) -> [String] {
        let separator: Character =
            line.contains("\t") ? "\t" : line.contains(";") ? ";" : ","
        return line.split(separator: separator, omittingEmptySubsequences: false).map { field in
            var text = String(field.filter { !$0.isWhitespace })
            if text.count >= 2, text.first == "\"", text.last == "\"" {
                text = String(text.dropFirst().dropLast())
            }
            return separator == "," ? text : text.withDecimalPoint
        }
    }

    private static func number(_ text: String) -> Real? {
        Real(calculatorText: String(text.map { $0 == "−" ? "-" : $0 }))
    }
}

/// Why a data file or paste was not taken: the row (from 1) and what stood there.
public struct DataRefusal: Error, Equatable, Sendable {
    public let row: Int
    public let text: String
    /// A row with a y where the rows before had none, or the other way round.
    public var isUneven = false

    public init(row: Int, text: String, isUneven: Bool = false) {
        (self.row, self.text, self.isUneven) = (row, text, isUneven)
    }

    public var message: String {
        isUneven
            ? Messages.unevenDataRow(row)
            : Messages.dataIsNoNumber(text, row: row)
    }
}

/// What the Data pane and `--data` show of a data set, each value or why there is none.
public struct DataSummary: Sendable {
    public typealias Value = Result<Real, CalculatorError>

    public let count: Int
    public let mean, median, sampleDeviation, populationDeviation, minimum, maximum: Value
    /// With y: the least-squares line y = slope·x + intercept, and how well it fits.
    public let slope, intercept, correlation, determination: Value?

    public init(_ data: DataSet) {
        let (x, y) = (data.x, data.y)
        let order = Self.value { try Statistics.sorted(x) }
        count = x.count
        mean = Self.value { try Statistics.mean(x) }
        median = Self.value { try Statistics.quantile(order.get(), at: .half) }
        minimum = Self.value { try order.get().first ?? { throw CalculatorError.missingOperand }() }
        maximum = Self.value { try order.get().last ?? { throw CalculatorError.missingOperand }() }
        sampleDeviation = Self.value { try Statistics.variance(x, sample: true).squareRoot() }
        populationDeviation = Self.value { try Statistics.variance(x, sample: false).squareRoot() }
        guard !y.isEmpty else {
            (slope, intercept, correlation, determination) = (nil, nil, nil, nil)
            return
        }
        // The sums of squares and products about the exact means.
        let sxx = Self.value { try Statistics.products(x, x) }
        let sxy = Self.value { try Statistics.products(x, y) }
        let syy = Self.value { try Statistics.products(y, y) }
        let slope = Self.value { try sxy.get() / sxx.get() }
        self.slope = slope
        intercept = Self.value { try Statistics.mean(y) - slope.get() * Statistics.mean(x) }
        determination = Self.value { try sxy.get().squared() / (sxx.get() * syy.get()) }
        correlation = Self.value { try sxy.get() / (sxx.get() * syy.get()).squareRoot() }
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
