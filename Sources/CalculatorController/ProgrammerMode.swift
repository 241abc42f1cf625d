import CalculatorModel
import Numbers

/// Programmer mode: the brains work in a machine word (`IntegerWord`), numbers are typed and
/// shown in its base, and the value carries over to and from scientific mode.
extension CalculatorController {
    /// Switches between scientific and programmer mode. Each mode keeps its own calculation;
    /// the value shown carries over as an operand (a non-integer truncated toward zero, a value
    /// outside the word wrapped, each with a notice; back in scientific mode the integer is
    /// exact).
    public mutating func setMode(_ newMode: CalculatorMode) {
        modeAfterOutcome = nil
        guard newMode != mode else { return }
        let unread = closeLine()
        // A line that could not be read goes on in the line of the mode shown next.
        defer { if let unread { type(unread) } }
        // `7 ÷ 2 =` and at once Ctrl+P: the 3 carries over when 3.5 is known.
        if isComputing {
            modeAfterOutcome = newMode
            return
        }
        notice = nil
        let carried = displayValue
        entry = nil
        swapBrainsWithOtherMode()
        mode = newMode
        guard let carried else { return }
        if newMode == .programmer {
            do {
                // A complex value has no word: the notice says so.
                let (value, wrapped) = try word.wrapping(carried.realValue())
                notice =
                    wrapped
                    ? Messages.wrapped(bits: word.bits)
                    : (value != carried.real ? Messages.truncated : nil)
                carry(Complex(value))
            } catch {
                notice = Messages.text(for: CalculatorError(error))
            }
        } else {
            carry(carried)
        }
    }

    /// Sets programmer mode's word (a script's `--word-size`, `--unsigned`, `--base`).
    public mutating func setWord(_ newWord: IntegerWord) {
        (entry, word) = (nil, newWord.validated)
    }

    mutating func swapBrainsWithOtherMode() {
        (algebraic, rpn, otherMode) = (otherMode.algebraic, otherMode.rpn, (algebraic, rpn))
    }

    /// Enters a value as the current brain's next operand, unless it shows that value already.
    private mutating func carry(_ value: Complex) {
        guard value != displayValue else { return }
        switch notation {
        case .algebraic: algebraic.setOperand(exactly: value)
        case .rpn: rpn.push(exactly: value)
        }
    }

    /// Programmer mode's keys: a digit of the base, the base, the word's size and signedness,
    /// a bit of the word.
    mutating func pressInWord(_ key: Key) {
        switch key {
        case .digit(let digit) where word.hasDigit(digit):
            let typed = entry?.isComplete == false && entry?.text != "0" ? entry?.text ?? "" : ""
            let digitText = String(digit, radix: 16, uppercase: true)
            guard word.value(ofTyped: typed + digitText) != nil else {
                notice = Messages.doesNotFit(bits: word.bits)
                return
            }
            entry = NumberEntry(text: typed + digitText, in: word)
        case .operation(.negation) where entry != nil:
            retype { -$0 }
        case .base(let base):
            let value = entry?.value
            word.base = base
            if let value { entry = NumberEntry(text: word.text(of: value.real), in: word) }
        case .nextWordSize:
            let sizes = IntegerWord.sizes
            resize(to: sizes[((sizes.firstIndex(of: word.bits) ?? 0) + 1) % sizes.count])
        case .switchSignedness:
            switchSignedness()
        case .toggleBit(let bit) where bit < word.bits:
            retype { [word] in word.value(ofPattern: word.pattern(of: $0) ^ 1 << UInt64(bit)) }
        default:
            break
        }
    }

    /// Replaces the number shown by `change` of it, as a number being typed.
    private mutating func retype(_ change: (Real) -> Real) {
        guard let shown = displayValue,
            let value = try? word.wrapping(change(shown.real)).value
        else { return }
        entry = NumberEntry(text: word.text(of: value), in: word)
    }

    /// A new word size: the value shown carries over as the new word holds it (a negative one
    /// sign-extended), with a notice when bits were lost.
    private mutating func resize(to bits: Int) {
        let shown = displayValue
        (entry, word.bits) = (nil, bits)
        guard let shown, let (value, wrapped) = try? word.wrapping(shown.real) else { return }
        if wrapped { notice = Messages.bitsLost(bits: bits) }
        carry(Complex(value))
    }

    /// Signed ⇄ unsigned: the same bits, read the other way (`FF` is −1 or 255).
    private mutating func switchSignedness() {
        let shown = displayValue.map { word.pattern(of: $0.real) }
        (entry, word.isSigned) = (nil, !word.isSigned)
        shown.map { carry(Complex(word.value(ofPattern: $0))) }
    }

    /// The value shown, in every base, and its bits: programmer mode's readout.
    var wordReadout: WordReadout? {
        guard mode == .programmer else { return nil }
        let value = displayValue?.real ?? .zero
        return WordReadout(
            word: word,
            lines: IntegerWord.Base.allCases.map {
                ($0, word.text(of: value, in: $0, grouped: true))
            },
            bits: word.pattern(of: value))
    }
}

/// What programmer mode shows beside the display.
public struct WordReadout: Equatable, Sendable {
    public var word: IntegerWord
    /// The value in each base, hexadecimal first, grouped (`1111 1111`).
    public var lines: [(base: IntegerWord.Base, text: String)]
    /// The value's bits (those beyond the word's size are 0).
    public var bits: UInt64

    public static func == (a: WordReadout, b: WordReadout) -> Bool {
        a.word == b.word && a.bits == b.bits && a.lines.map(\.text) == b.lines.map(\.text)
    }
}
