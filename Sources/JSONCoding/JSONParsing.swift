/// Why a text is not JSON, and where (a byte offset).
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public let offset: Int
    public let reason: String
}

extension JSON {
    /// Reads a JSON text (RFC 8259, UTF-8): one value, optionally surrounded by white space.
    /// Time and memory are linear in the text; invalid UTF-8, a lone surrogate, a control
    /// character inside a string and nesting deeper than `maximumDepth` are errors.
    public init(parsing text: [UInt8]) throws(JSONSyntaxError) {
        var parser = Parser(text: text)
        self = try parser.value(depth: 0)
        parser.skipWhiteSpace()
        guard parser.index == text.count else { throw parser.failure("text after the value") }
    }
}

private struct Parser {
    let text: [UInt8]
    var index = 0

    init(text: [UInt8]) { self.text = text }

    func failure(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: index, reason: reason)
    }

    mutating func skipWhiteSpace() {
        while index < text.count,
            text[index] == 0x20 || text[index] == 0x0A || text[index] == 0x0D || text[index] == 0x09
        {
            index += 1
        }
    }

    /// Moves past `byte` after white space, if it comes next.
    mutating func skip(_ byte: Unicode.Scalar) -> Bool {
        skipWhiteSpace()
        guard index < text.count, text[index] == UInt8(ascii: byte) else { return false }
        index += 1
        return true
    }

    mutating func expect(_ byte: Unicode.Scalar) throws(JSONSyntaxError) {
        guard skip(byte) else { throw failure("expected \(byte)") }
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSON {
        guard depth < JSON.maximumDepth else { throw failure("nested too deeply") }
        skipWhiteSpace()
        guard index < text.count else { throw failure("unexpected end") }
        switch text[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [String: JSON] = [:]
            if skip("}") { return .object(members) }
            repeat {
                skipWhiteSpace()
                let key = try string()
                try expect(":")
                members[key] = try value(depth: depth + 1)
            } while skip(",")
            try expect("}")
            return .object(members)
        case UInt8(ascii: "["):
            index += 1
            var elements: [JSON] = []
            if skip("]") { return .array(elements) }
            repeat { elements.append(try value(depth: depth + 1)) } while skip(",")
            try expect("]")
            return .array(elements)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try word("true", .bool(true))
        case UInt8(ascii: "f"): return try word("false", .bool(false))
        case UInt8(ascii: "n"): return try word("null", .null)
        default: return .number(try number())
        }
    }

    mutating func word(_ word: String, _ value: JSON) throws(JSONSyntaxError) -> JSON {
        guard text[index...].starts(with: word.utf8) else { throw failure("not a value") }
        index += word.utf8.count
        return value
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, as written.
    mutating func number() throws(JSONSyntaxError) -> String {
        let start = index
        _ = skipOne(of: "-")
        let integerDigits = skipDigits()
        guard integerDigits == 1 || (integerDigits > 1 && text[index - integerDigits] != 0x30)
        else {
            throw failure("not a value")
        }
        if skipOne(of: "."), skipDigits() == 0 { throw failure("no digits after the point") }
        if skipOne(of: "eE") {
            _ = skipOne(of: "+-")
            if skipDigits() == 0 { throw failure("no digits in the exponent") }
        }
        return String(decoding: text[start..<index], as: UTF8.self)
    }

    /// Moves past the digits that come next; how many there were.
    mutating func skipDigits() -> Int {
        let start = index
        while index < text.count, (0x30...0x39).contains(text[index]) { index += 1 }
        return index - start
    }

    /// Moves past the next byte if it is one of `bytes` (ASCII).
    mutating func skipOne(of bytes: String) -> Bool {
        guard index < text.count, bytes.utf8.contains(text[index]) else { return false }
        index += 1
        return true
    }

    /// A string from its opening quote; the bytes between escapes are copied as they are and
    /// checked as UTF-8 once, at the end.
    mutating func string() throws(JSONSyntaxError) -> String {
        guard index < text.count, text[index] == UInt8(ascii: "\"") else {
            throw failure("expected a string")
        }
        index += 1
        var bytes: [UInt8] = []
        while true {
            let start = index
            while index < text.count, text[index] != UInt8(ascii: "\""),
                text[index] != UInt8(ascii: "\\"), text[index] >= 0x20
            {
                index += 1
            }
            bytes += text[start..<index]
            guard index < text.count else { throw failure("unterminated string") }
            let byte = text[index]
            index += 1
            if byte == UInt8(ascii: "\"") { break }
            guard byte == UInt8(ascii: "\\") else {
                index -= 1
                throw failure("a control character in a string")
            }
            try escape(into: &bytes)
        }
        guard let string = String(validating: bytes, as: UTF8.self) else {
            throw failure("not UTF-8")
        }
        return string
    }

    /// The escape after a backslash, appended as UTF-8.
    mutating func escape(into bytes: inout [UInt8]) throws(JSONSyntaxError) {
        guard index < text.count else { throw failure("unterminated string") }
        let letter = text[index]
        let simple: UInt8? =
            switch letter {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        guard simple != nil || letter == UInt8(ascii: "u") else {
            throw failure("an unknown escape")
        }
        index += 1
        if let simple {
            bytes.append(simple)
            return
        }
        var code = try hexQuad()
        if (0xD800..<0xDC00).contains(code) {  // a high surrogate: its low one must follow
            guard text[index...].starts(with: #"\u"#.utf8) else {
                throw failure("a lone surrogate")
            }
            index += 2
            let low = try hexQuad()
            guard (0xDC00..<0xE000).contains(low) else { throw failure("a lone surrogate") }
            code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw failure("a lone surrogate") }
        UTF8.encode(scalar) { bytes.append($0) }
    }

    mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= text.count else { throw failure("unterminated string") }
        var code: UInt32 = 0
        for byte in text[index..<index + 4] {
            let digit: UInt8 =
                switch byte {
                case 0x30...0x39: byte - 0x30
                case 0x41...0x46: byte - 0x41 + 10
                case 0x61...0x66: byte - 0x61 + 10
                default: throw failure("not a hexadecimal digit")
                }
            code = code << 4 | UInt32(digit)
        }
        index += 4
        return code
    }
}
