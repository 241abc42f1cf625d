import Units

extension UnitCategory {
    /// Its name in the user's language: "length", "Länge".
    public var localizedName: String {
        switch self {
        case .length: localized("length")
        case .area: localized("area")
        case .volume: localized("volume")
        case .mass: localized("mass")
        case .time: localized("time")
        case .speed: localized("speed")
        case .temperature: localized("temperature")
        case .energy: localized("energy")
        case .power: localized("power")
        case .pressure: localized("pressure")
        case .angle: localized("angle")
        case .data: localized("data")
        case .frequency: localized("frequency")
        }
    }
}

extension PhysicalUnit {
    /// Its name in the user's language ("foot", "Fuß"): what a screen reader says. The
    /// template takes the names from the catalogue's `unit(…)` lines.
    public var localizedName: String { localized(name) }
}
