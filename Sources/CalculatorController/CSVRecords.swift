/// The records of a CSV text as RFC 4180 writes them and spreadsheets save them: fields
/// apart by one separator byte, records ended by CRLF, LF or a CR alone; a field in double
/// quotes holds separators, line ends and doubled quotes (`""`). Read as bytes, in place. A
/// record longer than `maximumLength` bytes keeps none of its fields (one 60 MB line would
/// take a gigabyte as strings).
struct CSVRecords {
    /// A field: bytes of the text, or of the records' own bytes (`own`: a field in quotes
    /// without them, or one made anew). Two integers, so a record is copied for nothing.
    struct Field {
        var range: Range<Int>
        var isOwn = false

        static var empty: Field { Field(range: 0..<0) }

        /// `body` with the field's bytes, in `text` or in `own`.
        func withBytes<Result>(
            in text: Span<UInt8>, _ own: Span<UInt8>, _ body: (Span<UInt8>) -> Result
        ) -> Result {
            body((isOwn ? own : text).extracting(range))
        }

        func string(in text: Span<UInt8>, _ own: Span<UInt8>) -> String {
            withBytes(in: text, own) { String(decoding: $0) }
        }
    }

    struct Record {
        /// The first two fields, which are all a table reads: no array and no copy of a
        /// field out of quotes (a million records are read in a tenth of a second).
        var first = Field.empty, second = Field.empty
        /// How many fields it has.
        var count = 0
        /// The line it starts on, from 1.
        var line: Int
        var isTooLong = false

        /// The first two fields as text.
        func fields(in text: Span<UInt8>, _ own: Span<UInt8>) -> [String] {
            [first, second].prefix(count).map { $0.string(in: text, own) }
        }

        fileprivate mutating func add(_ field: Field) {
            if count == 0 { first = field } else if count == 1 { second = field }
            count += 1
        }
    }

    let separator: UInt8
    let maximumLength: Int
    private var index = 0
    private var line = 1
    /// The bytes of the last record's fields in quotes, and of those made anew (`own(_:)`).
    private(set) var own: [UInt8] = []

    /// The records of `text` (read with `next(in:)`), a UTF-8 byte order mark before them left
    /// out; the separator is the first record's tab, else its `;`, else `,` (outside quotes):
    /// one for the whole file.
    init(_ text: Span<UInt8>, maximumLength: Int) {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        index = text.count >= 3 && (0..<3).allSatisfy { text[$0] == bom[$0] } ? 3 : 0
        self.maximumLength = maximumLength
        // Up to the first quote or separator there is nothing to tell: a column of numbers is
        // passed over at the speed of memory.
        let marks: UInt64 = 1 << 0x22 | 1 << 0x09 | 1 << 0x3B | 1 << 0x2C  // `"`, tab, `;`, `,`
        let isMark = { (byte: UInt8) in byte < 64 && marks >> byte & 1 != 0 }
        var start = index
        while start < text.count, !isMark(text[start]) { start += 1 }
        var (inQuotes, tab, semicolon, comma) = (false, false, false, false)
        for index in start..<text.count {
            let byte = text[index]
            if byte == 0x22 { inQuotes.toggle() }
            if inQuotes { continue }
            if byte == 0x0A || byte == 0x0D, tab || semicolon || comma { break }
            tab = tab || byte == 0x09
            semicolon = semicolon || byte == 0x3B
            comma = comma || byte == 0x2C
        }
        separator = tab ? 0x09 : semicolon ? 0x3B : 0x2C
    }

    /// The next record of `text` (the one the records were made from). A field that does not
    /// open a quote is its bytes up to the separator or the line's end, taken at once: the
    /// common field costs a scan, nothing more.
    mutating func next(in text: Span<UInt8>) -> Record? {
        guard index < text.count else { return nil }
        var record = Record(line: line)
        let start = index
        if !own.isEmpty { own.removeAll(keepingCapacity: true) }
        while true {
            var end = index
            while end < text.count, text[end] == 0x20 { end += 1 }
            if end < text.count, text[end] == 0x22 {
                let field = quotedField(in: text, start: start)
                if !record.isTooLong { record.add(own(field)) }
            } else {
                while end < text.count, text[end] != separator, text[end] != 0x0A,
                    text[end] != 0x0D
                {
                    end += 1
                }
                record.add(Field(range: index..<end))
                index = end
            }
            if index - start > maximumLength { record = Record(line: record.line, isTooLong: true) }
            guard index < text.count else { return record }
            let byte = text[index]
            index += 1
            if byte == separator { continue }
            if byte == 0x0D, index < text.count, text[index] == 0x0A { index += 1 }
            line += 1
            return record
        }
    }

    /// A field of `bytes`, kept with the record's own.
    mutating func own(_ bytes: some Collection<UInt8>) -> Field {
        own += bytes
        return Field(range: own.count - bytes.count..<own.count, isOwn: true)
    }

    /// A field that opens a quote, from `index` to the separator or line end after it (not
    /// taken): in quotes, separators, line ends and doubled quotes (`""`) are its own.
    private mutating func quotedField(in bytes: Span<UInt8>, start: Int) -> [UInt8] {
        var (field, inQuotes) = ([UInt8](), false)
        while index < bytes.count {
            let byte = bytes[index]
            let isLineEnd = byte == 0x0A || byte == 0x0D
            if !inQuotes, byte == separator || isLineEnd { break }
            index += 1
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
            } else {
                field.append(byte)
            }
            if index - start > maximumLength { field.removeAll(keepingCapacity: true) }
        }
        return field
    }

    /// A field as a record writes it: in quotes, its quotes doubled, when it holds a
    /// separator, a quote or a line end.
    static func field(_ text: String) -> String {
        guard text.contains(where: { ",;\t\"\n\r".contains($0) }) else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}

extension String {
    /// The text that `bytes` spell in UTF-8 (a stray byte as U+FFFD).
    init(decoding bytes: Span<UInt8>) {
        if let valid = try? UTF8Span(validating: bytes) {
            self.init(copying: valid)
        } else {
            self.init(decoding: bytes.indices.map { bytes[$0] }, as: UTF8.self)
        }
    }
}
