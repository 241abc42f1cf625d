import CalculatorModel
import Numbers
import Units

/// The unit converter: what it shows beside the display, and how its result joins the
/// calculation.
extension CalculatorController {
    /// `text` (a number as pasted), or the value shown when it is nil, converted and written
    /// as the display writes numbers; nil when it is no number or has no value there.
    public func converted(_ text: String?, by conversion: UnitConversion) -> String? {
        guard let value = text.map(Self.pastedValue) ?? displayValue else { return nil }
        guard value.isReal else { return Messages.text(for: .needsRealNumbers) }
        return (try? conversion.apply(value.real))?.text(format)
    }

    /// The value shown, as the converter's field starts with it: as typed, or with fifteen
    /// significant digits. A field left as it is converts the exact value (nil is passed).
    public var convertibleValue: String? {
        entry?.text ?? displayValue.map { $0.text(NumberFormat(significantDigits: 15)) }
    }

    /// Converts like a function key: the value being typed or the result so far becomes the
    /// conversion's operand; a value from the converter's field replaces it first.
    mutating func convert(_ conversion: UnitConversion, value text: String?) {
        if let text {
            guard case .success(let number) = Self.number(fromPaste: text) else {
                notice = Messages.pasteNotANumber
                return
            }
            entry = number
        }
        switch notation {
        case .algebraic:
            if entry == nil, algebraic.isAwaitingOperand, !algebraic.endsWithBinaryOperation {
                algebraic.setOperand(exactly: displayValue ?? .zero)
            }
            commitEntry()
            algebraic.performConversion(conversion)
            if algebraic.isPending { return }
        case .rpn:
            commitEntry()
            rpn.push(conversion: conversion)
        }
        recordIfFinished()
    }

    private static func pastedValue(_ text: String) -> Complex? {
        guard case .success(let number) = number(fromPaste: text) else { return nil }
        return number.value
    }
}
