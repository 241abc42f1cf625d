/// What a quantity measures: powers of the base quantities (a speed is length¹·time⁻¹). Angle,
/// data and money are bases of their own, so that `rad` is not a plain number and bytes are
/// not mistaken for anything else.
public struct Dimension: Hashable, Sendable {
    public enum Base: Int, CaseIterable, Sendable {
        case length, mass, time, current, temperature, amount, luminosity, angle, data, money

        /// The unit a power of it is written in where no unit names the whole: `m/s²`.
        var symbol: String {
            ["m", "kg", "s", "A", "K", "mol", "cd", "rad", "B", "€"][rawValue]
        }
    }

    /// The power of each base, in `Base`'s order.
    private var powers = SIMD16<Int8>()

    /// A plain number's: no unit.
    public static let none = Dimension()

    public init(_ bases: [Base: Int] = [:]) {
        for (base, power) in bases { powers[base.rawValue] = Int8(power) }
    }

    public var isNone: Bool { self == .none }

    public func power(of base: Base) -> Int { Int(powers[base.rawValue]) }

    /// The largest power a dimension holds: `m^99` is a length to the 99th, `(m^99)^2` is
    /// refused rather than wrapped.
    public static let maximumPower = 99

    /// Both multiplied: the powers added. Nil beyond `maximumPower`.
    public func times(_ other: Dimension, power: Int = 1) -> Dimension? {
        var result = Dimension()
        for base in Base.allCases {
            let sum = self.power(of: base) + other.power(of: base) * power
            guard abs(sum) <= Self.maximumPower else { return nil }
            result.powers[base.rawValue] = Int8(sum)
        }
        return result
    }

    /// Raised to `power`: each base's power multiplied. Nil beyond `maximumPower`.
    public func raised(to power: Int) -> Dimension? { Dimension.none.times(self, power: power) }

    /// Its square root, where every power is even (`m²` has one, `m` has none).
    public var squareRoot: Dimension? {
        guard Base.allCases.allSatisfy({ power(of: $0) % 2 == 0 }) else { return nil }
        var root = Dimension()
        for base in Base.allCases { root.powers[base.rawValue] = powers[base.rawValue] / 2 }
        return root
    }

    /// The category that measures it (`speed`), if one does.
    public var category: UnitCategory? {
        UnitCategory.allCases.first { $0.dimension == self }
    }

    /// Its powers in base units, as units are written: `kg·m/s²`, `s⁻¹`, `1`.
    public var baseUnitsText: String {
        let written = Base.allCases.compactMap { base -> (String, Int)? in
            power(of: base) == 0 ? nil : (base.symbol, power(of: base))
        }
        return UnitProduct.text(of: written)
    }
}
