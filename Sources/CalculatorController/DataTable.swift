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

    public var rows: [Row] = [] { didSet { numbers = nil } }
    /// The numbers read with the rows, until a row changes: a table read is summarized without
    /// reading its cells again.
    fileprivate var numbers: DataSet?

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
        self = try Self.table(reading: Array(text.utf8), keepingEvery: keepingEvery)
    }

    /// A paste as the clipboard holds it (UTF-8), at most `sizeLimit` bytes.
    public init(readingPaste bytes: [UInt8]) throws(DataRefusal) {
        guard bytes.count <= Self.sizeLimit else {
            throw DataRefusal(message: Messages.pasteLargerThan(megabytes: Self.sizeLimit >> 20))
        }
        self = try Self.table(reading: bytes)
    }

    /// `keepsRows`: false reads the numbers alone (`numbers(ofFile:)`).
    private static func table(
        reading bytes: [UInt8], keepingEvery: Bool = false, keepsRows: Bool = true
    )
        throws(DataRefusal) -> DataTable
    {
        var table = DataTable()
        let text = bytes.span
        var records = CSVRecords(text, maximumLength: Self.maximumRowLength)
        let isOneColumn =
            records.separator == 0x2C && Self.isOneColumnOfCommas(records, in: text)
        var isFirst = true
        var numbers: DataSet.Reader? = DataSet.Reader()
        while var record = records.next(in: text) {
            guard !record.isTooLong else {
                throw DataRefusal(
                    message: Messages.dataRowTooLong(row: record.line, limit: Self.maximumRowLength)
                )
            }
            if isOneColumn, record.count == 2 {
                let joined = record.fields(in: text, records.own.span).joined(separator: ",")
                (record.first, record.second, record.count) = (records.own(joined.utf8), .empty, 1)
            }
            let (x, y) = (
                Self.trimmed(record.first, in: text, &records),
                Self.trimmed(record.second, in: text, &records)
            )
            if x.range.isEmpty, y.range.isEmpty { continue }
            defer { isFirst = false }
            let own = records.own.span
            if isFirst, Self.isHeader(record.fields(in: text, own)) {
                table.skippedHeader = record.line
                continue
            }
            let unread = x.withBytes(in: text, own) { x in
                y.withBytes(in: text, own) { y in numbers?.add(x: x, y: y) }
            }
            if let unread {
                guard keepingEvery else { throw DataRefusal(row: record.line, text: unread) }
                numbers = nil
            }
            if keepsRows {
                table.rows.append(Row(x: x.string(in: text, own), y: y.string(in: text, own)))
            }
        }
        table.numbers = numbers?.data
        return table
    }

    /// The numbers of a CSV file and the line of a header skipped, without its rows of text:
    /// what `--data` prints.
    public static func numbers(ofFile path: String) throws(DataRefusal)
        -> (numbers: DataSet, skippedHeader: Int?)
    {
        let table = try table(reading: try bytes(ofFile: path), keepsRows: false)
        // Every cell was a number (a table read refuses one that is not): its numbers were kept.
        return (table.numbers ?? DataSet.Reader().data, table.skippedHeader)
    }

    /// The line of the header row skipped, if one was: how the table was read, not part of
    /// it (tables are equal by their rows).
    public private(set) var skippedHeader: Int?

    public static func == (a: DataTable, b: DataTable) -> Bool { a.rows == b.rows }

    /// The rows with an x, which the summary's n counts (an empty row added to type in is not).
    /// Counted once, with the numbers: a million rows took milliseconds of the window's.
    var valueCount: Int { numbers?.x.count ?? rows.count { !$0.x.isEmpty } }

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
    private static func isOneColumnOfCommas(_ records: CSVRecords, in text: Span<UInt8>) -> Bool {
        guard CalculatorController.decimalSeparator == "," else { return false }
        var records = records
        var rows = 0
        while let record = records.next(in: text) {
            let fields = record.fields(in: text, records.own.span)
            if fields.count == 1, fields[0].allSatisfy(\.isWhitespace) { continue }
            if rows == 0, fields.count == 1, isHeader(fields) { continue }
            guard record.count == 2 else { return false }
            let isDigits = { (text: Substring) in
                !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
            }
            let (whole, part) = (fields[0].trimmingSpaces, fields[1].trimmingSpaces)
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
        self = try Self.table(reading: try Self.bytes(ofFile: path))
    }

    private static func bytes(ofFile path: String) throws(DataRefusal) -> [UInt8] {
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
        // The size is a guess (a file may grow while read): read on to the end.
        var bytes = [UInt8](repeating: 0, count: min(Int(status.st_size), Self.sizeLimit) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes += [UInt8](repeating: 0, count: 1 << 16) }
            let got = bytes.withUnsafeMutableBytes {
                read(file, $0.baseAddress! + count, $0.count - count)
            }
            guard got >= 0 else { throw refusal(String(cString: strerror(errno))) }
            if got == 0 { break }
            count += got
            guard count <= Self.sizeLimit else {
                throw refusal(Messages.largerThan(megabytes: Self.sizeLimit >> 20))
            }
        }
        bytes.removeSubrange(count...)
        return bytes
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

    /// The locale's decimal point, as a cell's byte.
    static var decimalPoint: UInt8 { CalculatorController.decimalSeparator == "," ? 0x2C : 0x2E }

    /// A field without the white space around it (which no number has); blank, empty.
    private static func trimmed(
        _ field: CSVRecords.Field, in text: Span<UInt8>, _ records: inout CSVRecords
    ) -> CSVRecords.Field {
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte >= 0x80 }
        let isTrimmed = field.withBytes(in: text, records.own.span) { bytes in
            bytes.isEmpty || !isBlank(bytes[0]) && !isBlank(bytes[bytes.count - 1])
        }
        if isTrimmed { return field }
        let written = field.string(in: text, records.own.span)
        return numberText(written[...]).isEmpty ? .empty : records.own(written.trimmingSpaces.utf8)
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
        if let numbers = table.numbers {
            self = numbers
            return
        }
        var reader = Reader()
        for (index, row) in table.rows.enumerated() {
            if let unread = reader.add(row) { throw DataRefusal(row: index + 1, text: unread) }
        }
        self = reader.data
    }

    /// Reads a table's numbers row by row.
    struct Reader {
        private var x = ColumnReader(), pairedX = ColumnReader(), pairedY = ColumnReader()

        /// Nil when the cells of a row hold numbers, or the first that does not (at most 40
        /// of its characters).
        mutating func add(x cellX: Span<UInt8>, y cellY: Span<UInt8>) -> String? {
            let unread = { (cell: Span<UInt8>) in String(String(decoding: cell).prefix(40)) }
            if !cellX.isEmpty, !x.append(cellX) { return unread(cellX) }
            if cellY.isEmpty { return nil }
            if cellX.isEmpty { return ColumnReader.number(cellY) == nil ? unread(cellY) : nil }
            guard pairedY.append(cellY) else { return unread(cellY) }
            _ = pairedX.append(cellX)
            return nil
        }

        mutating func add(_ row: DataTable.Row) -> String? {
            add(x: row.x.utf8.span, y: row.y.utf8.span)
        }

        var data: DataSet { DataSet(x: x.column, pairs: (pairedX.column, pairedY.column)) }
    }

    private init(x: DataColumn, pairs: (x: DataColumn, y: DataColumn)) {
        (self.x, self.pairs) = (x, pairs)
    }
}

/// A column read cell by cell: as decimals while every cell is one, then as any numbers.
private struct ColumnReader {
    private let point = DataTable.decimalPoint
    private var decimals = DecimalColumn()
    private var reals: [Real]?

    /// False for a cell that holds no number.
    mutating func append(_ cell: Span<UInt8>) -> Bool {
        if reals == nil {
            if decimals.append(cell, point: point) { return true }
            reals = (0..<decimals.count).map { Real(decimals[$0]) }
            decimals = DecimalColumn()
        }
        guard let number = Self.number(cell) else { return false }
        reals?.append(number)
        return true
    }

    /// A cell's value read as a number typed anywhere is.
    static func number(_ cell: Span<UInt8>) -> Real? {
        DataTable.number(String(decoding: cell))
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
