import CIntl

#if canImport(Glibc)
    import Glibc
#endif

/// The user's language, through gettext. Catalogs are `LANG/LC_MESSAGES/calculator-brain.mo`;
/// until `useCatalogs(in:)` is called (the headless mode never does), text stays English.
public enum Localization {
    public static let domain = "calculator-brain"

    public static func useCatalogs(in folder: String) {
        // gettext ignores LANGUAGE in the plain C locale (LANG unset); C.UTF-8 honours it.
        if getenv("LANGUAGE") != nil, let messages = setlocale(LC_MESSAGES, nil),
            ["C", "POSIX"].contains(String(cString: messages))
        {
            setlocale(LC_MESSAGES, "C.UTF-8")
        }
        bindtextdomain(domain, folder)
        bind_textdomain_codeset(domain, "UTF-8")
    }
}

/// The text in the user's language, or as written when there is no translation.
public func localized(_ text: String) -> String {
    // Without a translation gettext returns its argument: a C copy of `text` that lives only
    // inside this closure, so it must not be read after it.
    text.withCString { msgid in
        guard let translated = dgettext(Localization.domain, msgid), translated != msgid else {
            return text
        }
        return String(cString: translated)
    }
}

/// `localized`, with each `%@` of the translation replaced by the next argument. (Split at
/// `%`, a `Character`: splitting at the string `"%@"` would bring in `_StringProcessing`.)
public func localized(_ format: String, _ arguments: String...) -> String {
    let pieces = localized(format).split(separator: "%", omittingEmptySubsequences: false)
    var arguments = arguments.makeIterator()
    return pieces.dropFirst().reduce(into: String(pieces[0])) { text, piece in
        text += piece.hasPrefix("@") ? (arguments.next() ?? "") + piece.dropFirst() : "%" + piece
    }
}

extension String {
    /// Control characters (escape sequences among them) and format characters (Unicode Cf: the
    /// right-to-left override, zero-width joiners) written as `\u{202E}`: text a user reads
    /// cannot be reordered, hidden or turned into terminal commands.
    public var escapingInvisibles: String {
        unicodeScalars.map { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: String(scalar)
            }
        }.joined()
    }
}
