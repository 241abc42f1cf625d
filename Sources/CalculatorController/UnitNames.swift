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
        case .force: localized("force")
        case .current: localized("electric current")
        case .charge: localized("electric charge")
        case .voltage: localized("voltage")
        case .resistance: localized("resistance")
        case .currency: localized("money")
        }
    }
}

extension UnitCategory {
    /// Its name with an article, for sentences: "a length", "an area".
    var withArticle: String {
        switch self {
        case .length: localized("a length")
        case .area: localized("an area")
        case .volume: localized("a volume")
        case .mass: localized("a mass")
        case .time: localized("a time")
        case .speed: localized("a speed")
        case .temperature: localized("a temperature")
        case .energy: localized("an energy")
        case .power: localized("a power")
        case .pressure: localized("a pressure")
        case .angle: localized("an angle")
        case .data: localized("an amount of data")
        case .frequency: localized("a frequency")
        case .force: localized("a force")
        case .current: localized("an electric current")
        case .charge: localized("an electric charge")
        case .voltage: localized("a voltage")
        case .resistance: localized("a resistance")
        case .currency: localized("an amount of money")
        }
    }
}

extension Dimension {
    /// What it measures, in the user's language: "length"; `kg·m/s` where no category
    /// names it; "number" for a plain number.
    var localizedName: String {
        category?.localizedName ?? (isNone ? localized("number") : baseUnitsText)
    }

    /// The same with an article: "a length", "a quantity in kg·m/s", "a number".
    var withArticle: String {
        category?.withArticle
            ?? (isNone ? localized("a number") : localized("a quantity in %@", baseUnitsText))
    }
}

extension PhysicalUnit {
    /// Its name in the user's language ("foot", "Fuß"): what a screen reader says. The
    /// template takes the names from the catalogue's `unit(…)` lines.
    public var localizedName: String { localized(name) }
}

extension PhysicalUnit {
    /// How well `query` finds the unit, lower is better: 0 when it is one of the unit's words or
    /// symbols whole (`F`, `fahrenheit`), 1 when one of them begins with it (`cel`), 2 when one
    /// contains it; nil when none does. Any case; `°` and `degree` may be left out; the
    /// words are the name's in the user's language and in English.
    public func searchRank(of query: String) -> Int? {
        let wanted = query.lowercased().filter { !$0.isWhitespace }
        guard !wanted.isEmpty else { return nil }
        let words = (localizedName + " " + name + " " + pluralName).lowercased()
            .split { !$0.isLetter && !$0.isNumber }.map(String.init)
        let terms =
            words
            + symbols.flatMap { [$0.lowercased(), String($0.lowercased().filter { $0 != "°" })] }
            + [localizedName.lowercased().filter { !$0.isWhitespace }]
        if terms.contains(wanted) { return 0 }
        if terms.contains(where: { $0.hasPrefix(wanted) }) { return 1 }
        // A substring search by hand: `String.contains(String)` would bring in _StringProcessing.
        let contains = terms.contains { term in
            term.indices.contains { term[$0...].hasPrefix(wanted) }
        }
        return contains ? 2 : nil
    }
}
