import Numbers

/// What a result is shown in: a product of units (`km/h`), or units of one dimension from the
/// largest down (`ft in`: 5 ft 8.9 in).
public struct UnitTarget: Hashable, Sendable {
    /// One product, or several single units, largest first.
    public let parts: [UnitProduct]

    public init(_ product: UnitProduct) { parts = [product] }

    /// Reads `km/h`, `N`, `ft in`, `h min s`; nil for anything else, or units that do not
    /// go from the largest down in one dimension (`in ft`, `ft kg`).
    public init?(text: some StringProtocol) {
        let characters = Array(text.trimmingSpaces)
        var (parts, index) = ([UnitProduct](), 0)
        while index < characters.count {
            guard let (product, end) = UnitProduct.read(characters, at: index) else { return nil }
            parts.append(product)
            index = end
            while index < characters.count, characters[index] == " " { index += 1 }
        }
        guard let first = parts.first else { return nil }
        if parts.count > 1 {
            let units = parts.compactMap(\.single)
            guard units.count == parts.count, !units.contains(where: \.hasOffset),
                units.allSatisfy({ $0.dimension == first.dimension }),
                zip(units, units.dropFirst()).allSatisfy({
                    $0.measure.doubleScale > $1.measure.doubleScale
                })
            else { return nil }
        }
        self.parts = parts
    }

    public var text: String { parts.map(\.text).joined(separator: " ") }

    public var dimension: Dimension? { parts[0].dimension }

    /// The unit the value is kept in: the last (the smallest of mixed units).
    public var last: UnitProduct { parts[parts.count - 1] }

    public var isMixed: Bool { parts.count > 1 }

    /// A value in the last unit as the parts write it: whole numbers of each larger unit, the
    /// rest in the last, rounded there to `places` decimals first (so 11.999 in is 1 ft 0 in).
    /// The magnitude's parts; the sign is the caller's.
    public func mixedParts(of x: Real, places: Int = 2) throws(ArithmeticError) -> [Real] {
        let hundredths = Real(Rational(Int(pow10(places))))
        var rest = try (x.absoluteValue() * hundredths).rounded() / hundredths
        var counts: [Real] = []
        for part in parts.dropLast() {
            let ratio =
                try part.baseValue(of: Real(1), in: UnitContext())
                / last.baseValue(of: Real(1), in: UnitContext())
            let count = try (rest / ratio).floor()
            counts.append(count)
            rest = try rest - count * ratio
        }
        return counts + [rest]
    }

    private func pow10(_ places: Int) -> Int {
        (0..<places).reduce(1) { product, _ in product * 10 }
    }
}
