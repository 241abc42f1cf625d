import CalculatorController
import CalculatorModel

/// Where each key sits: two blocks of four rows of six, the functions and the basic pad. A wide
/// window puts them side by side, a tall one stacks them. The operations' places are their
/// catalogue entries'; only the keys that are no operation are placed here. `2nd` shows each
/// function key's second function in its place, so the keypad never grows.
enum Keypad {
    /// The functions' block; each `nil` is the place of the operation whose entry names it.
    static let scientific = block(
        [
            [.secondFunctions, nil, nil, nil, nil, nil],
            [nil, nil, nil, nil, nil, nil],
            [nil, nil, nil, nil, nil, nil],
            [nil, nil, nil, nil, .variable("x"), .variable("y")],
        ]
    ) { if case .functions(let row, let column)? = $0.place { (row, column) } else { nil } }

    /// Programmer mode's block, in the functions' place: hex digits, bitwise keys, the word.
    static let programmer = block(
        [
            [.digit(10), .digit(11), .digit(12), nil, nil, nil],
            [.digit(13), .digit(14), .digit(15), nil, nil, nil],
            [nil, nil, nil, nil, nil, nil],
            [
                .base(.hexadecimal), .base(.decimal), .base(.octal), .base(.binary), .nextWordSize,
                .switchSignedness,
            ],
        ]
    ) { $0.programmerPlace }

    static let basic = block(
        [
            [.digit(7), .digit(8), .digit(9), nil, nil, .clear],
            [.digit(4), .digit(5), .digit(6), nil, nil, .backspace],
            [.digit(1), .digit(2), .digit(3), nil, nil, .storeToMemory],
            [.digit(0), .decimalPoint, .exponent, nil, .equals, .variable("M")],
        ]
    ) { if case .basic(let row, let column)? = $0.place { (row, column) } else { nil } }

    /// Where programmer mode widens basic keys over the cells of the keys it hides (`.`, ×10ˣ,
    /// %, →M and M), so the pad has no holes: 0 as wide as three keys, = two by two, as on a
    /// numeric keypad.
    static let programmerSpans: [Key: (row: Int32, column: Int32, width: Int32, height: Int32)] =
        [.digit(0): (3, 0, 3, 1), .equals: (2, 4, 2, 2)]

    /// A basic key's cell in `basic`.
    static func basicPlace(of key: Key) -> (row: Int32, column: Int32)? {
        for (row, keys) in basic.enumerated() {
            if let column = keys.firstIndex(of: key) { return (Int32(row), Int32(column)) }
        }
        return nil
    }

    /// What `2nd` puts in a function key's place.
    static let secondFunctions = Dictionary(
        uniqueKeysWithValues: OperationID.allCases.compactMap { id -> (Key, Key)? in
            guard case .second(let first) = id.entry.place else { return nil }
            return (.operation(first), .operation(id))
        })

    /// RPN's stack keys, in a row under the stack.
    static let stackKeys = OperationID.allCases.compactMap { id -> (Int, Key)? in
        if case .stack(let order) = id.entry.place { (order, .operation(id)) } else { nil }
    }.sorted { $0.0 < $1.0 }.map(\.1)

    /// The keys given, and in each `nil` the operation whose place `position` reads as there.
    private static func block(
        _ rows: [[Key?]], position: (OperationEntry) -> (row: Int, column: Int)?
    ) -> [[Key]] {
        var rows = rows
        for id in OperationID.allCases {
            guard let (row, column) = position(id.entry) else { continue }
            precondition(rows[row][column] == nil, "two keys in one place")
            rows[row][column] = .operation(id)
        }
        return rows.map { $0.map { key in key! } }
    }

    enum Shape {
        case wide, tall

        /// Wide once the window is clearly wider than tall, and wide enough for the keypad's
        /// twelve columns and the column of panes beside it (history, graph): a pane shown
        /// never widens the window, the layout changes instead, as on a resize.
        init(width: Int32, height: Int32, withPane: Bool = false) {
            let isWideEnough = width >= Self.wideKeypadWidth + (withPane ? Self.paneWidth : 0)
            self = Double(width) > Double(height) * 1.1 && isWideEnough ? .wide : .tall
        }

        /// The wide keypad's least width with the readout and margins, as measured with
        /// GNOME's fonts (Tests/Window/test_window.py), and a side pane's least width (150,
        /// HistoryPane and GraphPane) with its spacing.
        static let wideKeypadWidth: Int32 = 832
        static let paneWidth: Int32 = 162
        /// The least height of the tall keypad with the history above it (150 and spacing).
        static let tallHeightWithHistory: Int32 = 762
    }

    /// `(`, with the number of open parentheses beside it (`(₂`), as Windows Calculator shows.
    static func openParenthesisLabel(open count: Int) -> String {
        let subscripts = Array("₀₁₂₃₄₅₆₇₈₉")
        return "("
            + (count > 0
                ? String(String(count).compactMap { $0.wholeNumberValue.map { subscripts[$0] } })
                : "")
    }

    /// The style class that colours a key's button.
    static func styleClass(of key: Key) -> String {
        switch key {
        case .digit, .decimalPoint: "digit"
        case .operation where basic.joined().contains(key): "operator"
        case .storeToMemory, .variable("M"), .addDataPoint, .removeDataPoint: "memory"
        case .operation, .variable, .exponent, .convert, .function, .nextArgument: "function"
        case .equals: "suggested-action"
        case .clear, .backspace, .undo, .redo, .switchAngleUnit, .secondFunctions, .base,
            .nextWordSize, .switchSignedness, .toggleBit:
            "control"
        }
    }
}
