/// The records of a CSV text as RFC 4180 writes them and spreadsheets save them: fields
/// apart by one separator byte, records ended by CRLF, LF or a CR alone; a field in double
/// quotes holds separators, line ends and doubled quotes (`""`). Read as bytes: a million
/// records take a second. A record longer than `maximumLength` bytes keeps none of its
/// fields (one 60 MB line would take a gigabyte as strings).
struct CSVRecords: Sequence, IteratorProtocol {
    struct Record {
        var fields: [String]
        /// The line it starts on, from 1.
        var line: Int
        var isTooLong = false
    }

    private let bytes: [UInt8]
    let separator: UInt8
    let maximumLength: Int
    private var index = 0
    private var line = 1

    /// `text`'s records, a UTF-8 byte order mark before them left out; the separator is the
    /// first record's tab, else its `;`, else `,` (outside quotes): one for the whole file.
    init(_ text: String, maximumLength: Int) {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        self.bytes = bytes
        self.maximumLength = maximumLength
        var (inQuotes, found) = (false, Set<UInt8>())
        for byte in bytes {
            if byte == 0x22 { inQuotes.toggle() }
            if inQuotes { continue }
            if byte == 0x0A || byte == 0x0D, !found.isEmpty { break }
            if byte == 0x09 || byte == 0x3B || byte == 0x2C { found.insert(byte) }
        }
        separator = [0x09, 0x3B].first(where: found.contains) ?? 0x2C
    }

    mutating func next() -> Record? {
        guard index < bytes.count else { return nil }
        var record = Record(fields: [], line: line)
        var (field, inQuotes) = ([UInt8](), false)
        let start = index
        func endField() {
            if !record.isTooLong { record.fields.append(String(decoding: field, as: UTF8.self)) }
            field.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            let isLineEnd = byte == 0x0A || byte == 0x0D
            if isLineEnd, byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            if isLineEnd { line += 1 }
            if inQuotes {
                if byte != 0x22 {
                    field.append(byte)
                } else if index < bytes.count, bytes[index] == 0x22 {
                    field.append(0x22)  // `""` in quotes is one quote
                    index += 1
                } else {
                    inQuotes = false
                }
            } else if byte == 0x22, field.allSatisfy({ $0 == 0x20 }) {
                (field, inQuotes) = ([], true)
            } else if byte == separator {
                endField()
            } else if isLineEnd {
                break
            } else {
                field.append(byte)
            }
            if index - start > maximumLength {
                (record.isTooLong, record.fields) = (true, [])
                field.removeAll(keepingCapacity: true)
            }
        }
        endField()
        return record
    }

    /// A field as a record writes it: in quotes, its quotes doubled, when it holds a
    /// separator, a quote or a line end.
    static func field(_ text: String) -> String {
        guard text.contains(where: { ",;\t\"\n\r".contains($0) }) else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}
