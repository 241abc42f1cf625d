import Numbers

/// A value of one unit written in another of the same category: `mi → km`.
public struct UnitConversion: Hashable, Sendable {
    public private(set) var source: PhysicalUnit
    public private(set) var target: PhysicalUnit

    /// Why two units cannot be converted: they measure different things.
    public struct Mismatch: Error, Equatable, Sendable {
        public let source: UnitCategory
        public let target: UnitCategory
    }

    public init(from source: PhysicalUnit, to target: PhysicalUnit) throws(Mismatch) {
        // A currency's value needs the day's rates, which only quantities have.
        guard source.category == target.category, source.category != .currency else {
            throw Mismatch(source: source.category, target: target.category)
        }
        (self.source, self.target) = (source, target)
    }

    /// The other way round: `km → mi`.
    public var reversed: UnitConversion {
        var reversed = self
        (reversed.source, reversed.target) = (target, source)
        return reversed
    }

    /// How a program and a description write it: `mi → km`.
    public var text: String { source.symbol + " → " + target.symbol }

    /// Reads `mi → km` (or `mi->km`); nil for anything else.
    public init?(text: String) {
        let parts = text.split(separator: "→", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let source = PhysicalUnit(spelling: parts[0].trimmingSpaces),
            let target = PhysicalUnit(spelling: parts[1].trimmingSpaces),
            let conversion = try? UnitConversion(from: source, to: target)
        else { return nil }
        self = conversion
    }

    /// `(x + a) × s ÷ t − b`: exact when the value and both definitions are (`98.6 °F` is
    /// exactly 37 °C).
    public func apply(_ x: Real) throws(ArithmeticError) -> Real {
        var value = x
        if !source.measure.offset.isZero { value = try value + Real(source.measure.offset) }
        // Multiplied, then divided: `x·π/180 ÷ (π/180)` stays exact, `1 ÷ (π/180)` would not.
        value = try value * source.measure.scale / target.measure.scale
        if !target.measure.offset.isZero { value = try value - Real(target.measure.offset) }
        return value
    }

    /// The same on Doubles, for graphs.
    public func apply(_ x: Double) -> Double {
        (x + source.measure.doubleOffset)
            * (source.measure.doubleScale / target.measure.doubleScale)
            - target.measure.doubleOffset
    }
}

extension StringProtocol {
    var trimmingSpaces: Substring {
        let text = Substring(self)
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
        return text[start..<end]
    }
}
