extension String {
    /// A value with its imaginary part's sign kept with its digits: a wrapped line breaks
    /// before the sign, never after it (`1.57… −` over `1.31…i` strands the sign).
    var keepingSignsWithDigits: String {
        var text = ""
        for character in self {
            let followsSign = character == " " && (text.hasSuffix(" +") || text.hasSuffix(" −"))
            text.append(followsSign ? "\u{A0}" : character)
        }
        return text
    }
}
