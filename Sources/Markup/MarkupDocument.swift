import CGLib

/// An XML document's elements, in order, as GLib's GMarkup parser reads them: well-formed or
/// refused whole, its comments and processing instructions passed over, its entities and
/// character references decoded.
public struct MarkupDocument: Sendable {
    public struct Element: Equatable, Sendable {
        public let name: String
        public let attributes: [String: String]
        /// How many elements enclose it: the root's is 0.
        public let depth: Int
    }

    /// Why a text is not a well-formed document, as GLib says it.
    public struct Malformed: Error, Equatable, Sendable {
        public let message: String
    }

    public let elements: [Element]

    public init(parsing bytes: [UInt8]) throws(Malformed) {
        guard !bytes.isEmpty else { throw Malformed(message: "Document was empty") }
        let reading = Reading()
        var parser = GMarkupParser()
        parser.start_element = { _, name, names, values, data, _ in
            let reading = Unmanaged<Reading>.fromOpaque(data!).takeUnretainedValue()
            var attributes: [String: String] = [:]
            var index = 0
            while let key = names?[index], let value = values?[index] {
                attributes[String(cString: key)] = String(cString: value)
                index += 1
            }
            reading.elements.append(
                Element(name: String(cString: name!), attributes: attributes, depth: reading.depth))
            reading.depth += 1
        }
        parser.end_element = { _, _, data, _ in
            Unmanaged<Reading>.fromOpaque(data!).takeUnretainedValue().depth -= 1
        }
        var error: UnsafeMutablePointer<GError>?
        let isWellFormed = withUnsafePointer(to: &parser) { parser in
            let context = g_markup_parse_context_new(
                parser, GMarkupParseFlags(rawValue: 0),
                Unmanaged.passUnretained(reading).toOpaque(),
                nil)
            defer { g_markup_parse_context_free(context) }
            return bytes.withUnsafeBytes { text in
                g_markup_parse_context_parse(
                    context, text.baseAddress!.assumingMemoryBound(to: CChar.self),
                    gssize(text.count), &error) != 0
                    && g_markup_parse_context_end_parse(context, &error) != 0
            }
        }
        guard isWellFormed else {
            defer { g_clear_error(&error) }
            throw Malformed(message: error.map { String(cString: $0.pointee.message) } ?? "")
        }
        elements = reading.elements
    }

    /// What the parser's callbacks add to, through their user data.
    private final class Reading {
        var elements: [Element] = []
        var depth = 0
    }
}
