import Numbers
import Units

/// Checking an expression's units as it is read: + and − need one dimension, × and ÷ combine
/// units, and the result is shown in the expression's own units, simplified (`km/h × h` is
/// km), or in the units asked for (`to km/h`). The values are computed in base units by the
/// `UnitStep`s, so the check decides nothing about a value, only whether it has a meaning.
/// What the check knows of a value: its units, and whether it is a temperature point.
struct UnitQuantity {
    var units = UnitProduct.none
    /// A temperature read as a point on a scale with an offset (20 °C), not a difference.
    var isTemperaturePoint = false
    /// A whole number written as such (`2`, `−1`): a power units can be raised to.
    var integer: Int?

    var dimension: Dimension { units.dimension ?? .none }

    init(units: UnitProduct = .none, isTemperaturePoint: Bool = false, integer: Int? = nil) {
        // Units whose dimensions cancel (`N/(kg·m/s²)`) leave a plain number.
        self.units = units.dimension == Dimension.none ? .none : units
        (self.isTemperaturePoint, self.integer) = (isTemperaturePoint, integer)
    }

    /// A number's: a whole one may be a power.
    init(number: Complex) {
        let integer = number.isReal ? number.real.rational?.word : nil
        self.init(
            integer: integer.flatMap { $0.magnitude <= Dimension.maximumPower.magnitude ? $0 : nil }
        )
    }
}

extension Expression {
    /// Checks the units, and adds the step that shows the result in `target` or in its own
    /// units.
    mutating func checkUnits(shownIn target: UnitTarget?) throws(SyntaxError) {
        let hasUnits = nodes.contains { node in
            if case .units = node.step { true } else { false }
        }
        guard hasUnits || target != nil, !nodes.isEmpty else { return }
        placeTemperatureOffsets()
        var quantities: [UnitQuantity] = []
        quantities.reserveCapacity(nodes.count)
        for node in nodes {
            quantities.append(
                try UnitQuantity.combining(
                    node.step, node.operands.map { quantities[$0] },
                    rightIsPercent: node.rightIsPercent(in: nodes)))
        }
        let result = quantities[quantities.count - 1]
        let shown: UnitStep
        if let target {
            let wanted = target.dimension ?? .none
            guard result.dimension == wanted else {
                throw SyntaxError(problem: .unitMismatch(result.dimension, wanted), position: 1)
            }
            shown = .shown(target, isWritten: true)
        } else if !result.units.isNone {
            shown = .shown(UnitTarget(result.units), isWritten: false)
        } else {
            return
        }
        nodes.append(Node(step: .units(shown), operands: [nodes.count - 1]))
    }

    /// Right of `+` and `−`, a temperature on a scale with an offset is a difference
    /// (`20 °C + 5 °C` is 25 °C); a negative one is a point below zero (`−20 °C`, not
    /// −(293.15 K)).
    private mutating func placeTemperatureOffsets() {
        func pointQuantity(_ index: Int) -> UnitProduct? {
            guard case .units(.quantity(let units, false)) = nodes[index].step,
                units.single?.hasOffset == true
            else { return nil }
            return units
        }
        for index in nodes.indices {
            guard case .operation(let id) = nodes[index].step else { continue }
            let operands = nodes[index].operands
            if id == .plus || id == .minus, operands.count == 2,
                let units = pointQuantity(operands[1])
            {
                nodes[operands[1]] = Node(
                    step: .units(.quantity(units, asDifference: true)),
                    operands: nodes[operands[1]].operands)
            } else if id == .negation, let operand = operands.first,
                let units = pointQuantity(operand)
            {
                // The two nodes change places; each keeps its index, so no operand moves.
                nodes[operand] = Node(
                    step: .operation(.negation), operands: nodes[operand].operands)
                nodes[index] = Node(
                    step: .units(.quantity(units, asDifference: false)), operands: [operand])
            }
        }
    }
}

extension UnitQuantity {
    typealias SyntaxError = Expression.SyntaxError

    /// The quantity `step` makes of its operands'; refused where their units do not combine.
    static func combining(
        _ step: ProgramStep, _ operands: [UnitQuantity], rightIsPercent: Bool
    ) throws(SyntaxError) -> UnitQuantity {
        func plain(_ name: String) throws(SyntaxError) -> Self {
            if let given = operands.first(where: { !$0.units.isNone }) {
                throw SyntaxError(problem: .needsPlainNumber(name, given.dimension), position: 1)
            }
            return Self()
        }
        switch step {
        case .operand(let number):
            return Self(number: number)
        case .units(.quantity(let units, let asDifference)):
            let operand = operands[0]
            if units.single?.hasOffset == true, !operand.units.isNone {
                throw SyntaxError(problem: .temperatureArithmetic(units.text), position: 1)
            }
            return Self(
                units: operand.units.times(units),
                isTemperaturePoint: units.single?.hasOffset == true && !asDifference)
        case .units(.shown), .conversion:
            return operands[0]
        case .call(let name, _):
            return try plain(name)
        case .variable, .duplicate, .nextArgument:
            return Self()
        case .operation(let id):
            if let point = operands.first(where: \.isTemperaturePoint), id != .plus, id != .minus,
                id != .negation, id != .percent
            {
                throw SyntaxError(problem: .temperatureArithmetic(point.units.text), position: 1)
            }
            switch id {
            case .plus, .minus:
                return try sum(id, operands[0], operands[1], rightIsPercent: rightIsPercent)
            case .times, .dividedBy:
                let units = operands[0].units.times(operands[1].units, power: id == .times ? 1 : -1)
                guard units.dimension != nil else {
                    throw SyntaxError(problem: .unitPower, position: 1)
                }
                return Self(units: units)
            case .power:
                let (base, exponent) = (operands[0], operands[1])
                guard exponent.units.isNone else {
                    throw SyntaxError(
                        problem: .needsPlainNumber("^", exponent.dimension), position: 1)
                }
                if base.units.isNone { return Self() }
                guard let power = exponent.integer, base.units.raised(to: power).dimension != nil
                else { throw SyntaxError(problem: .unitPower, position: 1) }
                return Self(units: base.units.raised(to: power))
            case .negation:
                return Self(
                    units: operands[0].units, isTemperaturePoint: operands[0].isTemperaturePoint,
                    integer: operands[0].integer.map { -$0 })
            case .absoluteValue, .percent:
                return Self(units: operands[0].units)
            case .square, .cube, .reciprocal:
                let power = id == .square ? 2 : id == .cube ? 3 : -1
                guard operands[0].units.raised(to: power).dimension != nil else {
                    throw SyntaxError(problem: .unitPower, position: 1)
                }
                return Self(units: operands[0].units.raised(to: power))
            case .squareRoot:
                guard let root = operands[0].units.squareRoot else {
                    throw SyntaxError(problem: .unitPower, position: 1)
                }
                return Self(units: root)
            case .sine, .cosine, .tangent:
                // An angle's value is in the calculator's angle unit, as a function takes it.
                if operands[0].dimension == UnitCategory.angle.dimension { return Self() }
                return try plain(id.entry.symbol)
            default:
                return try plain(id.entry.symbol)
            }
        }
    }

    /// `a + b` or `a − b`: one dimension, shown in the left operand's units (`5 ft + 3 in` is
    /// in feet). A percent right of them is of the left operand, so it has its units.
    private static func sum(
        _ id: OperationID, _ left: Self, _ right: Self, rightIsPercent: Bool
    ) throws(SyntaxError) -> Self {
        if rightIsPercent, right.units.isNone {
            // A percent of 20 °C would be of its kelvins: refused, as × of it is.
            if left.isTemperaturePoint {
                throw SyntaxError(problem: .temperatureArithmetic(left.units.text), position: 1)
            }
            return left
        }
        guard left.dimension == right.dimension else {
            throw SyntaxError(
                problem: .incompatibleUnits(id, left.dimension, right.dimension), position: 1)
        }
        return Self(
            units: left.units.isNone ? right.units : left.units,
            isTemperaturePoint: left.isTemperaturePoint || id == .plus && right.isTemperaturePoint)
    }
}

extension Expression.Node {
    /// Whether its right operand is a percent (`a + 10%`).
    fileprivate func rightIsPercent(in nodes: [Expression.Node]) -> Bool {
        operands.count == 2 && nodes[operands[1]].step == .operation(.percent)
    }
}
