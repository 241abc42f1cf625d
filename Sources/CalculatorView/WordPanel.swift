import CGtk
import CalculatorController
import CalculatorModel

/// Programmer mode's readout under the display: the value in all four bases (each a button
/// that chooses it, beside its digits, which can be selected and copied) and the word's bits,
/// a button each, grouped by nibble, 16 to a row with the numbers of the row's end bits.
@MainActor
final class WordPanel {
    let view = Widget.box(vertical: true, spacing: 6)
    private var bases: [(base: IntegerWord.Base, button: Widget, digits: Widget)] = []
    /// Bit 0 first.
    private var bits: [Widget] = []
    /// Each row of 16 bits, the lowest row first, and the label of its highest bit's number.
    private var rows: [(line: Widget, highest: Widget)] = []

    init() {
        let lines = Widget.grid(spacing: 2, homogeneous: false)
        for (row, base) in IntegerWord.Base.allCases.enumerated() {
            let button = Widget.button(action: "app.press", target: Key.base(base).token)
            button.setButtonLabel(base.label)
            button.addCSSClass("flat")
            button.addCSSClass("base")
            button.setTooltip(Key.base(base).tooltip(in: .algebraic))
            let digits = Widget.label("", cssClass: "base-digits", xalign: 1)
            digits.setExpand(horizontally: true, vertically: false)
            // Wrapped between groups: 64 binary digits never widen the window.
            digits.wrap(lines: 4, cut: PANGO_ELLIPSIZE_START)
            gtk_label_set_selectable(digits.opaque, 1)
            digits.setAccessibleDescription(Key.base(base).spokenName(in: .algebraic))
            lines.attach(button, column: 0, row: Int32(row))
            lines.attach(digits, column: 1, row: Int32(row))
            bases.append((base, button, digits))
        }
        view.append(lines)

        let grid = Widget.box(vertical: true, spacing: 0)
        grid.addCSSClass("bits")
        // Under the digits, which end at the right edge, as the bits' values do.
        gtk_widget_set_halign(grid.pointer, GTK_ALIGN_END)
        for row in (0..<4).reversed() {
            let line = Widget.box(vertical: false, spacing: 0)
            let high = row * 16 + 15
            let highest = Widget.label(String(high), cssClass: "bit-number")
            line.append(highest)
            for bit in stride(from: high, through: row * 16, by: -1) {
                let button = Widget.button(action: "app.press", target: Key.toggleBit(bit).token)
                button.addCSSClass("flat")
                button.addCSSClass("bit")
                // Nibbles apart, so `1111 0000` reads at a glance.
                button.setCSSClass("nibble-start", bit % 4 == 3 && bit != high)
                line.append(button)
                bits.append(button)
            }
            line.append(Widget.label(String(row * 16), cssClass: "bit-number"))
            grid.append(line)
            rows.append((line, highest))
        }
        bits.reverse()
        rows.reverse()
        view.append(grid)
    }

    func render(_ readout: WordReadout?) {
        view.setVisible(readout != nil)
        guard let readout else { return }
        for (base, button, digits) in bases {
            digits.setLabelText(readout.lines.first { $0.base == base }?.text ?? "")
            button.setCSSClass("on", base == readout.word.base)
        }
        for (bit, button) in bits.enumerated() {
            let isOne = readout.bits >> UInt64(bit) & 1 == 1
            button.setButtonLabel(isOne ? "1" : "0")
            button.setAccessibleLabel(localized("bit %@, %@", String(bit), isOne ? "1" : "0"))
            button.setVisible(bit < readout.word.bits)
        }
        for (row, (line, highest)) in rows.enumerated() {
            line.setVisible(row * 16 < readout.word.bits)
            highest.setLabelText(String(min(row * 16 + 15, readout.word.bits - 1)))
        }
    }
}
