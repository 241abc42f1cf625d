import CalculatorController
import CalculatorModel
import Numbers
import Units

/// What the window asks of the app besides keypad keys (those arrive as `app.press`).
enum WindowCommand {
    /// The expression line's field after its own editing.
    case editLine(text: String, cursor: Int, anchor: Int)
    /// Home, End, Left, Ctrl+A or a click on the description: the calculation as text, to edit.
    case openLine(LinePlacement)
    /// Return in the line.
    case keepLine
    /// Esc in the line.
    case leaveLine
    /// Up (older) and Down.
    case recallCalculation(older: Bool)
    /// A history row's calculation, to edit in the line.
    case editHistory(Int)
    case recallHistory(Int)
    /// RPN: push a copy of the level (1 is the top).
    case useLevel(Int)
    case clearHistory
    case setVariable(name: String, text: String)
    case unsetVariable(String)
    case clearVariables
    case applyPreset(VariablePreset)
    case setSignificantDigits(Int)
    case setNumberFormat(NumberFormat.Style, groupsDigits: Bool)
    case setAngleUnit(AngleUnit)
    case setOrder(OrderOfOperations)
    case setComplexNumbers(ComplexNumbers)
    /// The converter's "use": the display's value (or the one typed there) converted.
    case convert(UnitConversion, value: String?)
    /// The Functions field's Save: a name for the calculation, or a definition.
    case saveFunction(String)
    /// The Functions field's Save with the field full: what was pasted into it may be cut.
    case refuseCutDefinition
    /// The Functions field's Save while it edits a function: its new definition.
    case redefineFunction(String, as: String)
    case deleteFunction(String)
    /// The function of one argument as the calculation, on the graph.
    case graphFunction(String)
    /// The Money pane: a field typed in, its three buttons, its settings, its schedule.
    case editMoney(MoneyProblem.Quantity, text: String)
    case takeDisplayIntoMoney(MoneyProblem.Quantity)
    case solveMoney(MoneyProblem.Quantity)
    case useMoney(MoneyProblem.Quantity)
    case setPeriodsPerYear(Int)
    case setMoneyTiming(atBeginning: Bool)
    case copySchedule
    case saveSchedule
    /// The Data pane: a cell typed in, a row added or deleted, the table pasted into, opened,
    /// saved, copied or cleared; a summary value used; the points drawn on the graph or not.
    case editData(row: Int, isY: Bool, text: String)
    case addDataRow
    case deleteDataRow(Int)
    case pasteData, openData, saveData, copyData, clearData
    case useDataValue(Real)
    case plotData(Bool)
    /// The Solver pane: its fields as typed, Solve, a root's Use.
    case editSolver(SolverProblem)
    case solveInSolver
    case useRoot(Int)
}

extension WindowCommand {
    /// Whether the command takes a key from the line's field: Return, Esc, Up and Down.
    var leavesTheField: Bool {
        switch self {
        case .keepLine, .leaveLine, .recallCalculation: true
        default: false
        }
    }
}
