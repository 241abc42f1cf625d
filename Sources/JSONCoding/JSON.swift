/// A JSON value. Numbers keep their text, so the type that reads one (an `Int`, a `Double`)
/// parses it once, exactly, and an integer is never first rounded to a `Double`.
public enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    /// Nesting deeper than this is refused: reading recurses once per level, and no file the
    /// app writes nests more than a few levels.
    public static let maximumDepth = 512

    /// The value as compact UTF-8 text, the members of each object in the order of their keys
    /// (the same value, the same bytes).
    public var utf8: [UInt8] {
        var text: [UInt8] = []
        write(to: &text)
        return text
    }

    private func write(to text: inout [UInt8]) {
        switch self {
        case .null: text += "null".utf8
        case .bool(let value): text += (value ? "true" : "false").utf8
        case .number(let digits): text += digits.utf8
        case .string(let string): Self.write(string, to: &text)
        case .array(let elements):
            text.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { text.append(UInt8(ascii: ",")) }
                element.write(to: &text)
            }
            text.append(UInt8(ascii: "]"))
        case .object(let members):
            text.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { text.append(UInt8(ascii: ",")) }
                Self.write(key, to: &text)
                text.append(UInt8(ascii: ":"))
                members[key]!.write(to: &text)
            }
            text.append(UInt8(ascii: "}"))
        }
    }

    /// A string between quotes: the quote, the backslash and the control characters escaped,
    /// everything else as its UTF-8 bytes.
    private static func write(_ string: String, to text: inout [UInt8]) {
        text.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): text += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"): text += #"\n"#.utf8
            case UInt8(ascii: "\t"): text += #"\t"#.utf8
            case UInt8(ascii: "\r"): text += #"\r"#.utf8
            case ..<0x20:
                text += #"\u00"#.utf8 + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 15)]]
            default: text.append(byte)
            }
        }
        text.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
