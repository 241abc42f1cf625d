import CalculatorModel
import Numbers

#if canImport(Glibc)
    import Glibc
#endif

/// The Data pane's table (issue 57): rows of an x and, optionally, a y, each cell as typed,
/// pasted from a spreadsheet or read from a CSV file. An empty cell is skipped, as a
/// spreadsheet's functions skip one: the x column's statistics take every x, the line takes
/// the rows with both.
public struct DataTable: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public var x, y: String

        public init(x: String, y: String = "") { (self.x, self.y) = (x, y) }
    }

    public var rows: [Row] = []

    public init(rows: [Row] = []) { self.rows = rows }

    /// Larger files and pastes are refused: 64 MiB holds millions of values.
    public static let sizeLimit = 64 << 20
    /// Longer than any number a cell needs; a longer text typed is cut.
    static let maximumCellLength = 100

    /// Reads rows of one or two numbers, separated by tabs, `;` or `,`. A first row that holds
    /// no number is a header and is skipped; empty rows are skipped; a third column and beyond
    /// are not read. Each cell is read as `number` reads a cell typed in. The text is read as
    /// bytes, not characters: a million rows take a second, not ten.
    public init(reading text: String) throws(DataRefusal) {
        var isFirst = true
        for (index, line) in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
            .enumerated()
        {
            let separator: UInt8 =
                line.contains(0x09) ? 0x09 : line.contains(0x3B) ? 0x3B : 0x2C
            let fields = line.split(separator: separator, omittingEmptySubsequences: false)
                .prefix(2).map { Self.numberText(Substring($0)) }
            guard fields.contains(where: { !$0.isEmpty }) else { continue }
            let cells = fields + (fields.count == 1 ? [""] : [])
            let unread = cells.first { !$0.isEmpty && Real(calculatorText: $0) == nil }
            defer { isFirst = false }
            if isFirst, cells.allSatisfy({ Real(calculatorText: $0) == nil }) { continue }
            if let unread { throw DataRefusal(row: index + 1, text: String(unread.prefix(40))) }
            rows.append(Row(x: cells[0], y: cells[1]))
        }
    }

    /// The table as CSV (`separator` `,`) or as a spreadsheet's paste (a tab), under a header.
    public func text(separator: String) -> String {
        let hasY = rows.contains { !$0.y.isEmpty }
        var text = hasY ? "x\(separator)y\n" : "x\n"
        for row in rows {
            text += hasY ? row.x + separator + row.y + "\n" : row.x + "\n"
        }
        return text
    }

    /// Reads a CSV file of at most `sizeLimit` bytes, as a paste is read.
    public init(readingFile path: String) throws(DataRefusal) {
        let file = open(path, O_RDONLY | O_CLOEXEC)
        let refusal = { (reason: String) in
            DataRefusal(message: Messages.fileNotRead(path, reason: reason))
        }
        guard file >= 0 else { throw refusal(String(cString: strerror(errno))) }
        defer { close(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            guard count >= 0 else { throw refusal(String(cString: strerror(errno))) }
            if count == 0 { break }
            bytes += buffer[..<count]
            guard bytes.count <= Self.sizeLimit else {
                throw refusal(Messages.largerThan(megabytes: Self.sizeLimit >> 20))
            }
        }
        try self.init(reading: String(decoding: bytes, as: UTF8.self))
    }

    /// A cell's number as written, the way `Real(calculatorText:)` reads one: spaces (a
    /// thousands' space too) and the quotes around it left out, `−` as `-`, and a decimal
    /// comma as a point where there is no point (`3,5`).
    static func numberText(_ cell: Substring) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(cell.utf8.count)
        for scalar in cell.unicodeScalars {
            switch scalar {
            case " ", "\t", "\r": continue
            case "−": bytes.append(0x2D)
            case _ where scalar.isASCII: bytes.append(UInt8(scalar.value))
            case _ where scalar.properties.isWhitespace: continue
            default: bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        if bytes.count >= 2, bytes.first == 0x22, bytes.last == 0x22 {
            bytes = Array(bytes.dropFirst().dropLast())
        }
        if !bytes.contains(0x2E) {
            for index in bytes.indices where bytes[index] == 0x2C { bytes[index] = 0x2E }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A cell's value; nil for an empty cell or one that holds no number.
    static func number(_ cell: String) -> Real? {
        Real(calculatorText: numberText(cell[...]))
    }
}

/// A session keeps the table as the CSV it saves, which takes a tenth of the room rows of
/// strings do; a damaged one is an empty table.
extension DataTable: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = (try? DataTable(reading: text)) ?? DataTable()
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text(separator: ","))
    }
}

/// A table's numbers, exact as written: the statistics of 10 000 000.1 and its like are every
/// certified digit.
public struct DataSet: Sendable {
    /// Every x.
    public var x: [Real] = []
    /// The rows that have both, in order.
    public var pairs: (x: [Real], y: [Real]) = ([], [])

    /// Refused, naming the row, where a cell holds no number.
    public init(_ table: DataTable) throws(DataRefusal) {
        for (index, row) in table.rows.enumerated() {
            let cells = try [row.x, row.y].map { (cell) throws(DataRefusal) -> Real? in
                guard !cell.isEmpty else { return nil }
                guard let number = DataTable.number(cell) else {
                    throw DataRefusal(row: index + 1, text: String(cell.prefix(40)))
                }
                return number
            }
            if let x = cells[0] { self.x.append(x) }
            if let x = cells[0], let y = cells[1] {
                pairs.x.append(x)
                pairs.y.append(y)
            }
        }
    }
}

/// Why a data file, paste or cell was not taken, in the user's language.
public struct DataRefusal: Error, Equatable, Sendable {
    public let message: String

    /// A cell that holds no number: its row (from 1) and what stood there.
    public init(row: Int, text: String) { message = Messages.dataIsNoNumber(text, row: row) }

    public init(message: String) { self.message = message }
}
