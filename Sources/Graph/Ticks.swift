import Numbers

/// The ticks of one axis: evenly spaced at 1, 2 or 5 times a power of ten, with labels that
/// never overlap.
public struct Ticks: Equatable, Sendable {
    /// The tick values, ascending, each with its label.
    public let marks: [Mark]
    /// The distance between neighbouring ticks, `mantissa × 10^exponent`.
    public let mantissa: Int
    public let exponent: Int

    public struct Mark: Equatable, Sendable {
        public let value: Double
        /// Written exactly from integers, never from the Double: `0.3`, not `0.30000000000000004`.
        public let label: String
    }

    /// Ticks over `range`, drawn `pixels` long: the finest 1-2-5 step that leaves every label
    /// `gap` pixels clear of the next, where `width` measures a label (for a vertical axis,
    /// give the labels' height). At most a few hundred steps are tried, so any range will do.
    public init(
        range: ClosedRange<Double>, pixels: Double, gap: Double = 12,
        width: (String) -> Double
    ) {
        let span = range.upperBound - range.lowerBound
        guard span > 0, span.isFinite, pixels > 0 else {
            (marks, mantissa, exponent) = ([], 1, 0)
            return
        }
        // The first candidate puts a tick every 4 pixels; labels then widen the step.
        var (mantissa, exponent) = Self.step(atLeast: span / pixels * 4)
        while true {
            let step = Self.value(mantissa, exponent)
            let first = (range.lowerBound / step).rounded(.up)
            let last = (range.upperBound / step).rounded(.down)
            // Far from 0 at a fine step, neighbouring ticks are one Double: none is drawn.
            let marks =
                first <= last && max(-first, last) < 0x1p50
                ? stride(from: first, through: last, by: 1).map { index in
                    Mark(
                        value: index * step,
                        label: Self.label(Int(index) * mantissa, exponent))
                } : []
            let widest = marks.map { width($0.label) }.max() ?? 0
            if widest + gap <= step / span * pixels || exponent > 300 {
                (self.marks, self.mantissa, self.exponent) = (marks, mantissa, exponent)
                return
            }
            (mantissa, exponent) = Self.next(mantissa, exponent)
        }
    }

    /// The smallest 1-2-5 step not below `minimum`.
    static func step(atLeast minimum: Double) -> (mantissa: Int, exponent: Int) {
        var exponent = 0
        while value(1, exponent) > minimum, exponent > -300 { exponent -= 1 }
        while value(1, exponent + 1) <= minimum, exponent < 300 { exponent += 1 }
        var step = (mantissa: 1, exponent: exponent)
        while value(step.mantissa, step.exponent) < minimum {
            step = next(step.mantissa, step.exponent)
        }
        return step
    }

    static func next(_ mantissa: Int, _ exponent: Int) -> (mantissa: Int, exponent: Int) {
        switch mantissa {
        case 1: (2, exponent)
        case 2: (5, exponent)
        default: (1, exponent + 1)
        }
    }

    static func value(_ mantissa: Int, _ exponent: Int) -> Double {
        Double(mantissa) * Double.tenToThe(exponent)
    }

    /// `digits × 10^exponent` written exactly, as the display writes numbers (one formatter):
    /// `-15, -1` is `-1.5`; from 10^7 and below 10^−4 with an exponent, `1.5e+08`.
    static func label(_ digits: Int, _ exponent: Int) -> String {
        let value = Rational(decimalText: "\(digits)e\(exponent)").map(Real.init)
        // The display writes integers in full; a label that long would not fit between ticks.
        let magnitude = exponent + String(digits.magnitude).count - 1
        let style: NumberFormat.Style = magnitude >= 7 ? .scientific : .decimal
        return value?.text(NumberFormat(style: style, significantDigits: 7)) ?? ""
    }
}

extension Double {
    /// 10^exponent, exact for the exponents a step can have.
    fileprivate static func tenToThe(_ exponent: Int) -> Double {
        exponent >= 0
            ? (0..<exponent).reduce(1.0) { value, _ in value * 10 }
            : 1 / (0..<(-exponent)).reduce(1.0) { value, _ in value * 10 }
    }
}
