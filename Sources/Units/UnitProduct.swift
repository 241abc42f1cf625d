import Numbers

/// Units multiplied and divided: `km/h`, `kg·m/s²`, `ft`, or none at all (a plain number). A
/// quantity's value is kept in base units (metres, kilograms, seconds …); its product is how it
/// is written.
public struct UnitProduct: Hashable, Sendable {
    public struct Factor: Hashable, Sendable {
        public let unit: PhysicalUnit
        public var power: Int
    }

    public private(set) var factors: [Factor] = []

    /// No unit: a plain number.
    public static let none = UnitProduct()

    private init() {}

    public init(_ unit: PhysicalUnit) { factors = [Factor(unit: unit, power: 1)] }

    public var isNone: Bool { factors.isEmpty }

    /// The one unit it is, to the first power (`°C`, `ft`); nil for a product.
    public var single: PhysicalUnit? {
        factors.count == 1 && factors[0].power == 1 ? factors[0].unit : nil
    }

    /// What it measures; nil when a power is beyond `Dimension.maximumPower`.
    public var dimension: Dimension? {
        factors.reduce(Dimension.none as Dimension?) { dimension, factor in
            dimension?.times(factor.unit.dimension, power: factor.power)
        }
    }

    /// `self × other^power`, simplified: a unit of a dimension already there joins the first
    /// unit of it (`km/h × h` is `km`, `MB/s × h` is `MB`), and a power of 0 leaves. The value
    /// in base units is the same however it is written. A compound unit is taken apart where
    /// that lets a unit join (`kWh/h` is kW, `mph × min` is mi).
    public func times(_ other: UnitProduct, power: Int = 1) -> UnitProduct {
        var product = self
        for factor in other.factors {
            product.multiply(by: Factor(unit: factor.unit, power: factor.power * power))
        }
        return product
    }

    /// `other^power`'s units after these, as written: what reading a product does before it
    /// simplifies.
    func appending(_ other: UnitProduct, power: Int) -> UnitProduct {
        var product = self
        product.factors += other.factors.map { Factor(unit: $0.unit, power: $0.power * power) }
        return product
    }

    private mutating func multiply(by factor: Factor) {
        let dimension = factor.unit.dimension
        if let index = factors.firstIndex(where: { $0.unit.dimension == dimension }) {
            factors[index].power += factor.power
            if factors[index].power == 0 { factors.remove(at: index) }
        } else if let parts = factor.unit.parts, parts.factors.contains(where: joinsSome) {
            self = times(parts, power: factor.power)
        } else if let index = factors.firstIndex(where: {
            $0.unit.parts?.factors.contains { $0.unit.dimension == dimension } == true
        }), let parts = factors[index].unit.parts {
            let compound = factors.remove(at: index)
            self = times(parts, power: compound.power)
            multiply(by: factor)
        } else {
            factors.append(factor)
        }
    }

    /// Whether a unit of its dimension is here to join.
    private func joinsSome(_ factor: Factor) -> Bool {
        factors.contains { $0.unit.dimension == factor.unit.dimension }
    }

    /// Each compound unit taken apart: `m²` is m^2, `km/h` is km·h⁻¹.
    private var takenApart: UnitProduct {
        factors.reduce(UnitProduct.none) { product, factor in
            product.times(factor.unit.parts ?? UnitProduct(factor.unit), power: factor.power)
        }
    }

    /// Raised to `power` (`(m/s)²` is `m²/s²`).
    public func raised(to power: Int) -> UnitProduct {
        power == 0 ? .none : UnitProduct.none.times(self, power: power)
    }

    /// The square root, where every power is even: `m²` gives `m`.
    public var squareRoot: UnitProduct? {
        guard factors.allSatisfy({ $0.power % 2 == 0 }) else {
            let parts = takenApart
            return parts == self ? nil : parts.squareRoot
        }
        var root = self
        for index in root.factors.indices { root.factors[index].power /= 2 }
        return root
    }

    /// How it is written: `km/h`, `kg·m/s²`, `s⁻¹`; empty for none.
    public var text: String { Self.text(of: factors.map { ($0.unit.symbol, $0.power) }) }

    /// Symbols with powers written as units are: the positive powers joined by `·`, each
    /// negative one after a `/` (`J/kg/K`), only negative ones with superscript powers (`s⁻¹`).
    static func text(of factors: [(symbol: String, power: Int)]) -> String {
        let above = factors.filter { $0.power > 0 }
        // A symbol with a `/` of its own is grouped beside others (`/(km/h)`), and one with a
        // power of its own under another power (`(m²)²`).
        func written(_ symbol: String, _ power: Int, grouped: Bool) -> String {
            let hasPower = symbol.last.map { "²³".contains($0) } ?? false
            let isGrouped =
                symbol.contains("/") && (grouped || power != 1) || hasPower && power != 1
            return (isGrouped ? "(" + symbol + ")" : symbol)
                + (power == 1 ? "" : superscript(power))
        }
        guard !above.isEmpty else {
            return factors.map { written($0.symbol, $0.power, grouped: true) }.joined(
                separator: "·")
        }
        return above.map { written($0.symbol, $0.power, grouped: above.count > 1) }.joined(
            separator: "·")
            + factors.filter { $0.power < 0 }.map {
                "/" + written($0.symbol, -$0.power, grouped: true)
            }
            .joined()
    }

    private static func superscript(_ power: Int) -> String {
        let digits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
        return (power < 0 ? "⁻" : "")
            + String(String(abs(power)).map { digits[$0.wholeNumberValue!] })
    }

    // MARK: Values

    /// `x` of it in base units. An angle's base is the calculator's angle unit
    /// (`context.angleBase` radians), so that `sin(30°)` is ½ in either; a currency's is the
    /// euro, at the context's rates. Exact where the definitions are: multiplied first, then
    /// divided. As a difference (`asDifference`), a temperature has no offset: 5 °C more is
    /// 5 K more.
    public func baseValue(of x: Real, in context: UnitContext, asDifference: Bool = false)
        throws(ArithmeticError) -> Real
    {
        var value = x
        if !asDifference, let unit = single, unit.hasOffset {
            value = try value + Real(unit.measure.offset)
        }
        for factor in factors {
            // A calculation checks its currencies' rates first, to say which one has none.
            guard let scale = context.scale(of: factor.unit) else { throw .undefined }
            for _ in 0..<abs(factor.power) {
                value = try factor.power > 0 ? value * scale : value / scale
            }
        }
        let angles = dimension?.power(of: .angle) ?? 0
        for _ in 0..<abs(angles) {
            value = try angles > 0 ? value / context.angleBase : value * context.angleBase
        }
        return value
    }

    /// A value in base units written in this product: the inverse of `baseValue`.
    public func value(ofBase x: Real, in context: UnitContext) throws(ArithmeticError) -> Real {
        let one = try baseValue(of: Real(1), in: context)
        guard let unit = single, unit.hasOffset else { return try x / one }
        return try x / unit.measure.scale - Real(unit.measure.offset)
    }

    /// The same on Doubles, for graphs.
    public func baseValue(of x: Double, in context: UnitContext, asDifference: Bool = false)
        -> Double
    {
        var value = x + (asDifference ? 0 : single?.measure.doubleOffset ?? 0)
        for factor in factors {
            value *= pow(context.scale(of: factor.unit)?.doubleValue ?? .nan, factor.power)
        }
        return value / pow(context.angleBase.doubleValue ?? .nan, dimension?.power(of: .angle) ?? 0)
    }

    public func value(ofBase x: Double, in context: UnitContext) -> Double {
        guard let unit = single, unit.hasOffset else {
            return x / baseValue(of: 1, in: context)
        }
        return x / unit.measure.doubleScale - unit.measure.doubleOffset
    }

    private func pow(_ x: Double, _ power: Int) -> Double {
        (0..<abs(power)).reduce(1.0) { product, _ in power > 0 ? product * x : product / x }
    }
}
