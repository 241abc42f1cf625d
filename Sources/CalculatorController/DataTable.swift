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

    /// Reads rows of one or two numbers from CSV as spreadsheets write it (`CSVRecords`:
    /// quotes, CR line ends, a byte order mark) or a spreadsheet's paste. A first row of
    /// names (no number, each beginning with a letter) is a header and is skipped, and said
    /// (`skippedHeader`); empty rows are skipped; a third column and beyond are not read.
    /// A file whose every row is one decimal comma (`1,5`, where `,` is the decimal point) is
    /// one column. Each cell is read as a number typed anywhere is
    /// (`CalculatorController.numberText`), and kept as written. `keepingEvery`: a
    /// cell that holds no number is kept as written (a session's table loses nothing),
    /// rather than refused with its row.
    public init(reading text: String, keepingEvery: Bool = false) throws(DataRefusal) {
        var records = CSVRecords(text, maximumLength: Self.maximumRowLength)
        let isOneColumn = records.separator == 0x2C && Self.isOneColumnOfCommas(records)
        var isFirst = true
        let point = Self.decimalPoint
        while let record = records.next() {
            guard !record.isTooLong else {
                throw DataRefusal(
                    message: Messages.dataRowTooLong(row: record.line, limit: Self.maximumRowLength)
                )
            }
            let written = isOneColumn ? [record.fields.joined(separator: ",")] : record.fields
            let cells = written.prefix(2).map(Self.trimmed) + (written.count == 1 ? [""] : [])
            guard cells.contains(where: { !$0.isEmpty }) else { continue }
            defer { isFirst = false }
            if isFirst, Self.isHeader(written.prefix(2)) {
                skippedHeader = record.line
                continue
            }
            if !keepingEvery,
                let unread = cells.first(where: {
                    !$0.isEmpty && !Self.holdsNumber($0, point: point)
                })
            {
                throw DataRefusal(row: record.line, text: String(unread.prefix(40)))
            }
            rows.append(Row(x: cells[0], y: cells[1]))
        }
    }

    /// The line of the header row skipped, if one was: how the table was read, not part of
    /// it (tables are equal by their rows).
    public private(set) var skippedHeader: Int?

    public static func == (a: DataTable, b: DataTable) -> Bool { a.rows == b.rows }

    /// The rows with an x, which the summary's n counts (an empty row added to type in is not).
    var valueCount: Int { rows.count { !$0.x.isEmpty } }

    /// Longer than any row of two numbers a spreadsheet writes.
    static let maximumRowLength = 4_096

    /// A header names its columns: no cell a number, each one that is written beginning with
    /// a letter (`x`, `"Height (cm)"`); `0x10` or `12abc` is a row that cannot be read.
    private static func isHeader(_ fields: some Collection<String>) -> Bool {
        fields.contains { !$0.isEmpty }
            && fields.allSatisfy { field in
                let text = field.trimmingSpaces
                return text.isEmpty || text.first?.isLetter == true && number(text) == nil
            }
    }

    /// Where `,` is the decimal point, a file whose every row (but a header of one name) is
    /// two fields of digits is one column of decimal commas (`1,5`): such a locale's
    /// spreadsheets separate columns with `;`. Where `.` is, `,` separates columns: a column
    /// of thousands is written in quotes (`"1,000"`), and `60,130` is two numbers.
    private static func isOneColumnOfCommas(_ records: CSVRecords) -> Bool {
        guard CalculatorController.decimalSeparator == "," else { return false }
        var records = records
        var rows = 0
        while let record = records.next() {
            if record.fields.count == 1, record.fields[0].allSatisfy(\.isWhitespace) { continue }
            if rows == 0, record.fields.count == 1, isHeader(record.fields) { continue }
            guard record.fields.count == 2 else { return false }
            let isDigits = { (text: Substring) in
                !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
            }
            let (whole, part) = (record.fields[0].trimmingSpaces, record.fields[1].trimmingSpaces)
            guard isDigits(part[...]), isDigits(whole.drop { $0 == "-" || $0 == "−" }) else {
                return false
            }
            rows += 1
        }
        return rows > 0
    }

    /// The table as CSV (`separator` `,`) or as a spreadsheet's paste (a tab), under a header;
    /// a cell that holds a separator (`3,5` typed) in quotes, so it reads back as written.
    public func text(separator: String) -> String {
        let hasY = rows.contains { !$0.y.isEmpty }
        var text = hasY ? "x\(separator)y\n" : "x\n"
        for row in rows {
            let (x, y) = (CSVRecords.field(row.x), CSVRecords.field(row.y))
            text += hasY ? x + separator + y + "\n" : x + "\n"
        }
        return text
    }

    /// Reads a CSV file of at most `sizeLimit` bytes, as a paste is read.
    public init(readingFile path: String) throws(DataRefusal) {
        // Without blocking: a FIFO opened to read waits for a writer for ever.
        let file = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        let refusal = { (reason: String) in
            DataRefusal(message: Messages.fileNotRead(path, reason: reason))
        }
        guard file >= 0 else { throw refusal(String(cString: strerror(errno))) }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw refusal(Messages.notARegularFile)
        }
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
    /// thousands' space too) and the quotes around it left out, `−` as `-`, then read as any
    /// number typed is (`1,234` is 1234 where `.` is the decimal point, 1.234 where `,` is).
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
        return CalculatorController.numberText(String(decoding: bytes, as: UTF8.self))
    }

    /// A cell's value; nil for an empty cell or one that holds no number.
    static func number(_ cell: String) -> Real? {
        Real(calculatorText: numberText(cell[...]))
    }

    /// Whether a cell holds a number, told from its bytes where it is a plain decimal (a
    /// million cells are read in a fraction of a second).
    private static func holdsNumber(_ cell: String, point: UInt8) -> Bool {
        DecimalColumn.decimal(cell, point: point) != nil || number(cell) != nil
    }

    /// The locale's decimal point, as a cell's byte.
    static var decimalPoint: UInt8 { CalculatorController.decimalSeparator == "," ? 0x2C : 0x2E }

    /// A field without the white space around it (which no number has); blank, empty.
    private static func trimmed(_ field: String) -> String {
        let blank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte >= 0x80 }
        guard let first = field.utf8.first, let last = field.utf8.last, blank(first) || blank(last)
        else { return field }
        return numberText(field[...]).isEmpty ? "" : field.trimmingSpaces
    }
}

/// A session keeps the table as the CSV it saves, which takes a tenth of the room rows of
/// strings do; a cell that holds no number comes back as written (the summary names its row).
extension DataTable: Codable {
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = (try? DataTable(reading: text, keepingEvery: true)) ?? DataTable()
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
    public let x: DataColumn
    /// The rows that have both, in order.
    public let pairs: (x: DataColumn, y: DataColumn)

    /// Refused, naming the row, where a cell holds no number.
    public init(_ table: DataTable) throws(DataRefusal) {
        let point = DataTable.decimalPoint
        var (x, pairedX, pairedY) = (
            ColumnReader(point: point), ColumnReader(point: point), ColumnReader(point: point)
        )
        for (index, row) in table.rows.enumerated() {
            let refused = { (cell: String) in
                DataRefusal(row: index + 1, text: String(cell.prefix(40)))
            }
            if !row.x.isEmpty, !x.append(row.x) { throw refused(row.x) }
            if row.y.isEmpty { continue }
            if row.x.isEmpty {
                if DataTable.number(row.y) == nil { throw refused(row.y) }
            } else {
                guard pairedY.append(row.y) else { throw refused(row.y) }
                _ = pairedX.append(row.x)
            }
        }
        (self.x, pairs) = (x.column, (pairedX.column, pairedY.column))
    }
}

/// A column read cell by cell: as decimals while every cell is one, then as any numbers.
private struct ColumnReader {
    private let point: UInt8
    private var decimals = DecimalColumn()
    private var reals: [Real]?

    init(point: UInt8) { self.point = point }

    /// False for a cell that holds no number.
    mutating func append(_ cell: String) -> Bool {
        if reals == nil {
            if decimals.append(cell, point: point) { return true }
            reals = (0..<decimals.count).map { Real(decimals[$0]) }
            decimals = DecimalColumn()
        }
        guard let number = DataTable.number(cell) else { return false }
        reals?.append(number)
        return true
    }

    var column: DataColumn { reals.map { .reals($0) } ?? .decimals(decimals) }
}

/// Why a data file, paste or cell was not taken, in the user's language.
public struct DataRefusal: Error, Equatable, Sendable {
    public let message: String

    /// A cell that holds no number: its row (from 1) and what stood there.
    public init(row: Int, text: String) { message = Messages.dataIsNoNumber(text, row: row) }

    public init(message: String) { self.message = message }
}
