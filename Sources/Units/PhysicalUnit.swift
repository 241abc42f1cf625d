import Numbers

/// What a unit measures. A conversion is only between units of one dimension; the categories
/// are the converter's lists and the names of dimensions in messages.
public enum UnitCategory: String, CaseIterable, Sendable {
    case length, area, volume, mass, time, speed, temperature, energy, power, pressure, angle
    case data, frequency, force, current, charge, voltage, resistance
    /// Money: the euro and the currencies the European Central Bank rates against it.
    case currency

    /// The categories the converter lists: a currency's value needs the day's rates, which
    /// only quantities in expressions have.
    public static let convertible = allCases.filter { $0 != .currency }

    public var dimension: Dimension {
        switch self {
        case .length: Dimension([.length: 1])
        case .area: Dimension([.length: 2])
        case .volume: Dimension([.length: 3])
        case .mass: Dimension([.mass: 1])
        case .time: Dimension([.time: 1])
        case .speed: Dimension([.length: 1, .time: -1])
        case .temperature: Dimension([.temperature: 1])
        case .energy: Dimension([.mass: 1, .length: 2, .time: -2])
        case .power: Dimension([.mass: 1, .length: 2, .time: -3])
        case .pressure: Dimension([.mass: 1, .length: -1, .time: -2])
        case .angle: Dimension([.angle: 1])
        case .data: Dimension([.data: 1])
        case .frequency: Dimension([.time: -1])
        case .force: Dimension([.mass: 1, .length: 1, .time: -2])
        case .current: Dimension([.current: 1])
        case .charge: Dimension([.current: 1, .time: 1])
        case .voltage: Dimension([.mass: 1, .length: 2, .time: -3, .current: -1])
        case .resistance: Dimension([.mass: 1, .length: 2, .time: -3, .current: -2])
        case .currency: Dimension([.money: 1])
        }
    }
}

/// A unit of measurement: `ft`, `°F`, `GiB`. Two bytes, its place in the catalogue: a
/// conversion recorded in a program costs four, whatever the unit's facts.
public struct PhysicalUnit: Hashable, Sendable {
    private let index: UInt16

    private init(index: Int) { self.index = UInt16(index) }

    /// Everything about the unit.
    var entry: UnitEntry { UnitCatalogue.units[Int(index)] }
    /// Its factor and offset.
    var measure: UnitMeasure { UnitCatalogue.measures[Int(index)] }

    public var symbol: String { entry.symbol }
    public var name: String { entry.name }
    public var pluralName: String { entry.pluralName }
    public var category: UnitCategory { entry.category }
    public var dimension: Dimension { entry.category.dimension }
    /// One of it in the category's SI unit (without the offset of °C and °F).
    public var baseScale: Real { measure.scale }
    /// Whether its zero is not the SI unit's (°C, °F): only a temperature, alone, has one.
    public var hasOffset: Bool { entry.offset != "0" }
    /// Every symbol it is read by: `°F`, `degF`; `m²`, `m2`, `m^2`.
    public var symbols: [String] { entry.symbols }

    /// The unit a spelling names: a symbol as written (`mW` is not `MW`), a name in any case
    /// (`Feet`).
    public init?(spelling: some StringProtocol) {
        guard let unit = Self.bySpelling[String(spelling)] ?? Self.byName[spelling.lowercased()]
        else { return nil }
        self = unit
    }

    public static let all = UnitCatalogue.units.indices.map(PhysicalUnit.init(index:))

    /// Indexes every spelling, symbols and names, as the first unit read would: for a worker
    /// at start-up, so that no key waits for it. No number is made (`UnitMeasure`).
    public static func indexSpellings() {
        _ = (bySpelling.count, byName.count, PhysicalUnit(spelling: "km/h")?.parts)
        _ = UnitProduct.read(Array("m/s"), at: 0, accepting: { _ in true })
    }

    private static let bySpelling = Dictionary(
        all.flatMap { unit in unit.entry.symbols.map { ($0, unit) } },
        uniquingKeysWith: { first, _ in first })

    private static let byName = Dictionary(
        all.flatMap { unit in [unit.name, unit.pluralName].map { ($0.lowercased(), unit) } },
        uniquingKeysWith: { first, _ in first })

    /// The units of a category, in the catalogue's order (the SI unit and its multiples
    /// first).
    public static func units(of category: UnitCategory) -> [PhysicalUnit] {
        all.filter { $0.category == category }
    }
}

/// One unit's facts, as written: reading its spellings needs no number.
struct UnitEntry: Sendable {
    let symbol: String
    /// The English names, singular and plural ("foot", "feet"): read when typed, and the
    /// singular is what a screen reader says, translated.
    let name: String
    let pluralName: String
    let category: UnitCategory
    /// x of this unit is `(x + offset) × scale` of the category's SI unit, each written as
    /// `UnitCatalogue.exactValue(of:)` reads it (`UnitMeasure`). Only temperatures have an
    /// offset.
    let scale: String
    let offset: String
    /// Other ways people write it: `um` for `µm`, `degF` for `°F`, `m2` for `m²`.
    let otherSpellings: [String]

    /// The symbols it is read by, as written: its own, the other spellings, and for `²` and
    /// `³` also `2` and `^2` (`m2`, `m^2`).
    var symbols: [String] {
        let written = [symbol] + otherSpellings
        return written
            + written.flatMap { spelling in
                [("²", "2"), ("³", "3")].flatMap { (power: Character, digit: String) in
                    let pieces = spelling.split(separator: power, omittingEmptySubsequences: false)
                    return pieces.count > 1
                        ? [pieces.joined(separator: digit), pieces.joined(separator: "^" + digit)]
                        : []
                }
            }
    }
}

/// A unit's factor and offset as numbers: made for every unit on the first conversion (on
/// the evaluation's worker), not when a spelling is read, which would load the number engine
/// for a key typed.
struct UnitMeasure: Sendable {
    let scale: Real
    let offset: Rational
    /// As Doubles, for graphs.
    let doubleScale: Double
    let doubleOffset: Double

    init(_ entry: UnitEntry) {
        scale = UnitCatalogue.exactValue(of: entry.scale)
        offset = Rational(decimalText: entry.offset) ?? .zero
        (doubleScale, doubleOffset) = (scale.doubleValue ?? .nan, Real(offset).doubleValue ?? .nan)
    }
}
