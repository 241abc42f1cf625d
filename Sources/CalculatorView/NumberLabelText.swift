extension String {
    /// A value with its imaginary part's sign kept with its digits: a wrapped line breaks
    /// before the sign, never after it (`1.57… −` over `1.31…i` strands the sign).
    var keepingSignsWithDigits: String {
        replacing(" + ", with: " +\u{A0}").replacing(" − ", with: " −\u{A0}")
    }
}
