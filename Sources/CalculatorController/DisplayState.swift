/// What the window shows, and all it shows: the controller computes it, the view renders it.
public struct DisplayState: Equatable, Sendable {
    /// The number being typed or the result; the error message when there is an error.
    public var display: String
    /// The expression behind the display, ending in ` …` while an operation waits for its
    /// operand and ` =` otherwise; empty when there is nothing to describe.
    public var description: String
    /// `x = 5  y = 4.8  M = unset`: every variable that is used or set; empty when none is.
    public var variables: String
    /// Set when the display shows an error message instead of a number.
    public var error: String?
    public var notation: Notation
}

public enum Notation: String, CaseIterable, Sendable {
    case algebraic
    case rpn
}
