import CGtk
import CalculatorController
import Units

/// The unit converter under the display: a category, then a value and its unit on each side,
/// both editable, a swap button, and a button that sends the converted value to the display as
/// a step of the calculation. Its first value follows the display until it is edited.
@MainActor
final class ConverterPane {
    let pane = Widget.grid(spacing: 6, homogeneous: false)
    private let sourceField = Widget(gtk_entry_new())
    private let targetField = Widget(gtk_entry_new())
    private let swapButton = Widget.button(label: "⇄")
    private let useButton = Widget.button(label: localized("Use"), cssClass: "suggested-action")
    private var category: Widget!
    private var sourceChoice: Widget!
    private var targetChoice: Widget!
    private(set) var conversion: UnitConversion
    /// What was typed in the first field; nil while it shows the display's value.
    private var typedSource: String?
    /// Set while the pane writes into its own widgets, whose signals must not answer.
    private var isUpdating = false
    private let preview: @MainActor (String?, UnitConversion) -> String?
    private let shownValue: @MainActor () -> String?
    /// Miles to kilometres, until the user chooses.
    static let standardUnits = "mi → km"

    /// A new pair of units, to keep in the session.
    var onConversionChange: (@MainActor (UnitConversion) -> Void)?

    /// `preview` converts a field's text (nil: the display's value) as the display writes
    /// numbers; `shownValue` is the display's value as the first field shows it. `units` are
    /// as the session keeps them (`UnitConversion.text`): the standard ones when they are not
    /// units (a damaged session).
    init(
        units: String, send: @escaping @MainActor (WindowCommand) -> Void,
        preview: @escaping @MainActor (String?, UnitConversion) -> String?,
        shownValue: @escaping @MainActor () -> String?
    ) {
        conversion = UnitConversion(text: units) ?? UnitConversion(text: Self.standardUnits)!
        (self.preview, self.shownValue) = (preview, shownValue)
        pane.addCSSClass("converter")
        category = Widget.dropDown(
            UnitCategory.convertible.map { Self.capitalized($0.localizedName) },
            selected: UnitCategory.convertible.firstIndex(of: conversion.source.category) ?? 0,
            accessibleLabel: localized("kind of unit")
        ) { [weak self] index in self?.choose(UnitCategory.convertible[index]) }
        sourceChoice = unitChoice(localized("unit to convert from")) { [weak self] unit in
            self?.setUnits(unit, self?.conversion.target)
        }
        targetChoice = unitChoice(localized("unit to convert to")) { [weak self] unit in
            self?.setUnits(self?.conversion.source, unit)
        }
        for (field, name) in [
            (sourceField, localized("value to convert")),
            (targetField, localized("converted value")),
        ] {
            field.setAccessibleLabel(name)
            gtk_editable_set_width_chars(field.opaque, 10)
            gtk_entry_set_alignment(field.cast(), 1)
            field.setExpand(horizontally: true, vertically: false)
        }
        Signal.connect(sourceField.pointer, "changed") { [weak self] in self?.sourceEdited() }
        Signal.connect(targetField.pointer, "changed") { [weak self] in self?.targetEdited() }
        swapButton.setTooltip(localized("Swap the Units"))
        swapButton.setAccessibleLabel(localized("swap the units"))
        swapButton.onClicked { [weak self] in self?.swap() }
        useButton.setTooltip(localized("Use the Converted Value in the Calculation"))
        useButton.setAccessibleLabel(localized("use the converted value"))
        useButton.onClicked { [weak self] in
            guard let self else { return }
            send(.convert(conversion, value: typedSource))
            typedSource = nil  // the display now shows the result: follow it again
        }
        fillUnitChoices()
        fit(wide: false)
    }

    /// Wide, one row; tall, the category and the use button over one line for each side.
    func fit(wide: Bool) {
        let places: [(Widget, Int32, Int32, Int32)] =
            wide
            ? [
                (category, 0, 0, 1), (sourceField, 1, 0, 1), (sourceChoice, 2, 0, 1),
                (swapButton, 3, 0, 1), (targetField, 4, 0, 1), (targetChoice, 5, 0, 1),
                (useButton, 6, 0, 1),
            ]
            : [
                (category, 0, 0, 2), (useButton, 2, 0, 1), (sourceField, 0, 1, 1),
                (sourceChoice, 1, 1, 1), (swapButton, 2, 1, 1), (targetField, 0, 2, 1),
                (targetChoice, 1, 2, 1),
            ]
        for (widget, column, row, width) in places {
            if gtk_widget_get_parent(widget.pointer) == nil {
                pane.attach(widget, column: column, row: row, width: width)
            } else {
                pane.move(widget, column: column, row: row, width: width)
            }
        }
    }

    /// Follows the display while the first field has not been edited.
    func render() {
        guard typedSource == nil else { return }
        show(source: shownValue() ?? "", target: preview(nil, conversion) ?? "")
        for field in [sourceField, targetField] { field.setCSSClass("error", false) }
    }

    // MARK: Editing

    private func sourceEdited() {
        guard !isUpdating else { return }
        let text = sourceField.text
        typedSource = text
        let target = text.isEmpty ? "" : preview(text, conversion)
        sourceField.setCSSClass("error", target == nil)
        targetField.setCSSClass("error", false)
        show(source: nil, target: target ?? "")
    }

    private func targetEdited() {
        guard !isUpdating else { return }
        let text = targetField.text
        let source = text.isEmpty ? "" : preview(text, conversion.reversed)
        targetField.setCSSClass("error", source == nil)
        sourceField.setCSSClass("error", false)
        typedSource = source ?? ""
        show(source: source ?? "", target: nil)
    }

    /// Writes the fields (nil leaves one as it is) without answering itself.
    private func show(source: String?, target: String?) {
        let wasUpdating = isUpdating
        isUpdating = true
        defer { isUpdating = wasUpdating }
        if let source { sourceField.text = source }
        if let target { targetField.text = target }
    }

    /// Units and values change sides: the same quantity, read the other way (5 m = 0.005 km
    /// becomes 0.005 km = 5 m). The first field then holds the converted value, as if typed.
    private func swap() {
        typedSource = targetField.text
        setUnits(conversion.target, conversion.source)
        fillUnitChoices()
    }

    private func choose(_ newCategory: UnitCategory) {
        guard !isUpdating, newCategory != conversion.source.category else { return }
        let units = PhysicalUnit.units(of: newCategory)
        setUnits(units[0], units[1])
        fillUnitChoices()
    }

    private func setUnits(_ source: PhysicalUnit?, _ target: PhysicalUnit?) {
        guard !isUpdating, let source, let target,
            let newConversion = try? UnitConversion(from: source, to: target),
            newConversion != conversion
        else { return }
        conversion = newConversion
        onConversionChange?(conversion)
        if let typedSource {
            show(
                source: typedSource,
                target: typedSource.isEmpty ? "" : preview(typedSource, conversion) ?? "")
        } else {
            render()
        }
    }

    // MARK: Building

    private var units: [PhysicalUnit] { PhysicalUnit.units(of: conversion.source.category) }

    private func unitChoice(
        _ name: String, onSelect: @escaping @MainActor (PhysicalUnit) -> Void
    ) -> Widget {
        // Any word of a unit's name, its symbol or another spelling finds it (`cel`, `F`).
        Widget.dropDown([], selected: 0, accessibleLabel: name) { [weak self] choice, query in
            self?.units.first { Self.choiceText($0) == choice }?.searchRank(of: query)
        } onSelect: { [weak self] index in
            guard let self, !isUpdating, units.indices.contains(index) else { return }
            onSelect(units[index])
        }
    }

    /// The current category's units in both choices, each selecting its side's unit.
    private func fillUnitChoices() {
        let wasUpdating = isUpdating
        isUpdating = true
        defer { isUpdating = wasUpdating }
        let names = units.map(Self.choiceText)
        sourceChoice.setChoices(names, selected: units.firstIndex(of: conversion.source) ?? 0)
        targetChoice.setChoices(names, selected: units.firstIndex(of: conversion.target) ?? 0)
        category.selectedIndex =
            UnitCategory.convertible.firstIndex(of: conversion.source.category) ?? 0
        render()
    }

    /// A unit as its list writes it: `degree Fahrenheit (°F)`.
    private static func choiceText(_ unit: PhysicalUnit) -> String {
        "\(unit.localizedName) (\(unit.symbol))"
    }

    private static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
