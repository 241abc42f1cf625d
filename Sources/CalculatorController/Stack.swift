import CalculatorModel
import Numbers

/// One level of the RPN stack as the window shows it.
public struct StackRow: Equatable, Sendable {
    /// 1 for the top of the stack (x), 2 for y, …
    public var level: Int
    /// The value as the display shows numbers, or the message of its error.
    public var value: String
    /// `√(3 + 5)`; a very long one keeps its end.
    public var expression: String
    public var isError: Bool
    /// What a screen reader says: "level 2: 8, 3 plus 5".
    public var spokenText: String
}

extension CalculatorController {
    /// More levels than a window shows at once by far; the rest are counted, not drawn.
    static let maximumShownLevels = 100

    /// RPN: every level of the stack, level 1 first; empty in algebraic notation.
    public var stackRows: [StackRow] { notation == .rpn ? rows(of: rpn.levels[...]) : [] }

    /// Every level's expression, oldest first (`3 + 5, √(2)`); of a deep stack, the newest
    /// that fit in a few lines, after `…`.
    static func description(of levels: [StackLevel], depth: Int) -> String {
        var shown: [String] = []
        var length = 0
        for level in levels where length < expressionTextLimit {
            shown.append(level.expression)
            length += level.expression.utf8.count + 2
        }
        if shown.count < depth { shown.append("…") }
        return shown.reversed().joined(separator: ", ")
    }

    /// The stack's levels with the current settings, level 1 first.
    func rows(of levels: ArraySlice<StackLevel>) -> [StackRow] {
        zip(1..., levels).map { level, stackLevel in
            let error = stackLevel.value.failureMessage
            let value =
                error
                ?? (try? stackLevel.value.get()).map { value in
                    stackLevel.units.map { Quantities.text(of: value, in: $0, valueStyle) }
                        ?? text(of: value)
                } ?? ""
            let expression = Self.shortened(stackLevel.expression)
            return StackRow(
                level: level, value: value, expression: expression, isError: error != nil,
                spokenText: localized(
                    "level %@: %@, %@", String(level), value, Self.spoken(expression)))
        }
    }

    /// Pushes a copy of a level's value (level 1 is the top), as Enter copies level 1; the
    /// number being typed is entered first. A level with no value is refused with a notice.
    public mutating func useLevel(_ level: Int) {
        (notice, cleared) = (nil, nil)
        guard notation == .rpn else { return }
        guard let value = value(ofLevel: level) else { return }
        commitEntry()
        rpn.push(exactly: value)
    }

    /// A level's value as text to copy, with every digit of a value whose decimals end; nil
    /// (and a notice) for a level with no value.
    public mutating func copy(level: Int) -> String? {
        notice = nil
        return value(ofLevel: level).map(copyText(of:))
    }

    private mutating func value(ofLevel level: Int) -> Complex? {
        // Deferring, the levels evaluated for the state: the stack the user sees.
        let levels = defersEvaluation ? currentOutcome?.evaluation.levels ?? [] : rpn.levels
        guard levels.indices.contains(level - 1), let value = try? levels[level - 1].value.get()
        else {
            notice = Messages.levelHasNoValue(level)
            return nil
        }
        return value
    }

    /// `√(3 + 5)` read as "square root of (3 plus 5)": infix symbols and functions by name,
    /// everything else as written.
    static func spoken(_ expression: String) -> String {
        expression.split(separator: " ", omittingEmptySubsequences: false).map { word in
            spokenInfixes[String(word)].map(localized) ?? spokenFunctions(in: word)
        }.joined(separator: " ")
    }

    /// `asin(√(2` read as "arcsine of (square root of (2": a name right before `(` is a
    /// function's.
    private static func spokenFunctions(in word: Substring) -> String {
        var (text, name) = ("", "")
        for character in word {
            if character.isLetter || "√∛₂".contains(character) {
                name.append(character)
                continue
            }
            if character == "(", let spokenName = spokenFunctions[name] {
                text += localized("%@ of", localized(spokenName)) + " "
            } else {
                text += name
            }
            text.append(character)
            name = ""
        }
        return text + name
    }

    private static let spokenInfixes = Dictionary(
        uniqueKeysWithValues: OperationID.allCases.compactMap { id in
            if case .binary = id.entry.kind { (id.entry.symbol, id.entry.spokenName) } else { nil }
        })

    private static let spokenFunctions = Dictionary(
        uniqueKeysWithValues: OperationID.allCases.compactMap { id in
            if case .unary(.function(let name)) = id.entry.kind {
                (name, id.entry.spokenName)
            } else {
                nil
            }
        })
}

extension Result<Complex, CalculatorError> {
    var failureMessage: String? {
        if case .failure(let error) = self { Messages.text(for: error) } else { nil }
    }
}
