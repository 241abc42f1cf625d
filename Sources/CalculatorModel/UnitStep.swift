import Numbers
import Units

/// What units do to a value in a recorded program. A quantity's value is kept in base units
/// (metres, kilograms, seconds, the angle unit), so arithmetic on quantities is arithmetic on
/// numbers; the units are checked and chosen when the expression is read
/// (`Expression.checkingUnits`).
enum UnitStep: Hashable, Sendable {
    /// `20 mi`: the operand, of the product, in base units. As a difference (`+ 5 °C`), a
    /// temperature has no offset.
    case quantity(UnitProduct, asDifference: Bool)
    /// The value, in base units, written in the target: `→ km/h` where it is written, and
    /// unwritten where the expression's own units are shown (`100 km/h × 2 h` shows km).
    case shown(UnitTarget, isWritten: Bool)

    func apply(_ x: Real, in context: UnitContext) throws(ArithmeticError) -> Real {
        switch self {
        case .quantity(let product, let asDifference):
            try product.baseValue(of: x, in: context, asDifference: asDifference)
        case .shown(let target, _): try target.last.value(ofBase: x, in: context)
        }
    }

    func apply(_ x: Double, in context: UnitContext) -> Double {
        switch self {
        case .quantity(let product, let asDifference):
            product.baseValue(of: x, in: context, asDifference: asDifference)
        case .shown(let target, _): target.last.value(ofBase: x, in: context)
        }
    }

    /// The units whose factors it applies: a quantity's, or the last of those it is shown in.
    var units: UnitProduct {
        switch self {
        case .quantity(let product, _): product
        case .shown(let target, _): target.last
        }
    }

    /// What follows the operand in a description: ` mi`, ` → km/h`, or nothing.
    var text: String {
        switch self {
        case .quantity(let product, _): " " + product.text
        case .shown(let target, true): " → " + target.text
        case .shown(_, false): ""
        }
    }

    /// How a program writes it: `[mi]`, `[Δ°C]`, `→ km/h`, `⇒ km`.
    var propertyListItem: String {
        switch self {
        case .quantity(let product, let asDifference):
            "[" + (asDifference ? "Δ" : "") + product.text + "]"
        case .shown(let target, let isWritten): (isWritten ? "→ " : "⇒ ") + target.text
        }
    }

    init?(propertyListItem item: String) {
        if item.first == "[", item.last == "]" {
            let inner = item.dropFirst().dropLast()
            let asDifference = inner.first == "Δ"
            guard let product = UnitProduct(text: asDifference ? inner.dropFirst() : inner),
                !product.isNone
            else { return nil }
            self = .quantity(product, asDifference: asDifference)
        } else if let arrow = item.first, arrow == "→" || arrow == "⇒",
            let target = UnitTarget(text: item.dropFirst())
        {
            self = .shown(target, isWritten: arrow == "→")
        } else {
            return nil
        }
    }
}

extension AngleUnit {
    /// Radians in one of it: the base of an angle's quantity.
    var radians: Real {
        switch self {
        case .radians: Real(1)
        case .degrees: Self.degree
        }
    }

    private static let degree = PhysicalUnit(spelling: "°")!.baseScale
}
