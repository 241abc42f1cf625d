import CalculatorModel
import Numbers

/// Every sentence the controller shows a person, in one place for translation.
enum Messages {
    static var unset: String { localized("unset") }

    static func text(for error: CalculatorError) -> String {
        switch error {
        case .divisionByZero: localized("Division by zero")
        case .noExchangeRate(let code):
            localized(
                "No exchange rate for %@ among the European Central Bank's rates",
                code)
        case .squareRootOfNegativeNumber: localized("Square root of a negative number")
        case .logarithmOfNonPositiveNumber: localized("Logarithm of a number that is not positive")
        case .missingOperand: localized("Missing operand")
        case .unsetVariable(let name): localized("Variable %@ is not set", name)
        case .resultNotReal: localized("Result is not a real number")
        case .resultNotFinite: localized("Result is too large")
        case .undefined: localized("Result is undefined")
        case .resultTooSmall: localized("Result is too small")
        case .angleTooLarge: localized("Angle is too large")
        case .imprecise: localized("Not enough precision for this result")
        case .tooCloseToWholeNumber: localized("Too close to a whole number to decide")
        case .needsWholeNumbers: localized("Needs whole numbers that are not negative")
        case .needsRealNumbers: localized("Needs real numbers, not complex ones")
        case .needsProgrammerMode: localized("Works in programmer mode only")
        case .tookTooLong:
            localized(
                "Took too long: stopped after %@ s",
                String(CalculatorController.timeLimit / 1_000))
        case .unknownFunction(let name): localized("There is no function %@", name)
        case .wrongArgumentCount(let name, let expected, let given):
            argumentCount(name, expected: expected, given: given)
        case .noRate: localized("No rate gives these cash flows a value of 0")
        case .noPeriodCount: localized("No number of periods brings these payments to that value")
        case .tooManyPeriods(let most):
            localized("rate takes at most %@ periods", String(most))
        case .units(let problem): text(for: Expression.SyntaxError(problem: problem, position: 1))
        case .severalRates(let rates):
            localized(
                "More than one rate gives these cash flows a value of 0: %@",
                rates.map { $0.text(NumberFormat(significantDigits: 15)) }.joined(separator: "; "))
        }
    }

    private static func argumentCount(_ name: String, expected: ClosedRange<Int>, given: Int)
        -> String
    {
        let (fewest, most, given) = (expected.lowerBound, expected.upperBound, String(given))
        return if most == .max {
            localized("%@ takes at least %@ arguments, not %@", name, String(fewest), given)
        } else if fewest < most {
            localized(
                "%@ takes %@ to %@ arguments, not %@", name, String(fewest), String(most), given)
        } else if fewest == 1 {
            localized("%@ takes 1 argument, not %@", name, given)
        } else {
            localized("%@ takes %@ arguments, not %@", name, String(fewest), given)
        }
    }

    static func text(for error: DefinitionError) -> String {
        switch error {
        case .notADefinition:
            localized("Not a function: write it as f(x) = x^2 + 1")
        case .invalidName(let name):
            localized(
                "%@ cannot name a function: a name is a letter, then letters or digits",
                quoted(name))
        case .builtInName(let name):
            localized("%@ is built in: a function needs a name of its own", quoted(name))
        case .noParameters:
            localized("A function needs a variable for its argument, such as x")
        case .repeatedParameter(let name):
            localized("%@ names more than one thing in this function", quoted(name))
        case .formula(let error):
            text(for: error)
        case .callsItself(let name, let through) where through.isEmpty:
            localized("%@ would call itself", name)
        case .callsItself(let name, let through):
            localized("%@ would call itself through %@", name, through.joined(separator: ", "))
        case .callsTooDeep(let name):
            localized(
                "%@ would nest calls more than %@ deep", name,
                String(FunctionLibrary.maximumDepth))
        case .usedBy(let name, let users):
            localized("%@ is used by %@", name, users.joined(separator: ", "))
        case .nameTaken(let name):
            localized("There is a function %@ already", name)
        case .tooMany:
            localized("That is more than the calculator keeps")
        }
    }

    static func functionSaved(_ definition: String) -> String {
        localized("Saved: %@", definition)
    }
    static func functionDeleted(_ name: String) -> String {
        localized("%@ deleted; undo brings it back", name)
    }
    static func functionInUseDeleted(_ name: String) -> String {
        localized("%@ deleted, and the calculation calls it; undo brings it back", name)
    }
    static var nothingToSaveAsFunction: String {
        localized("There is no calculation to save as a function")
    }
    static var argumentsOutsideCall: String {
        localized("%@ separates a function's arguments: f(2; 3)", ";")
    }

    static func wrapped(bits: Int) -> String {
        localized("Wrapped: the result does not fit in %@ bits", String(bits))
    }
    static func bitsLost(bits: Int) -> String {
        localized("Bits were lost: the value does not fit in %@ bits", String(bits))
    }
    static func doesNotFit(bits: Int) -> String {
        localized("That number does not fit in %@ bits", String(bits))
    }
    static var truncated: String { localized("Not a whole number: truncated toward zero") }
    /// A key pressed in the mode that has no use for it.
    static func keyWorks(in mode: CalculatorMode) -> String {
        switch mode {
        case .scientific: localized("That key works in scientific mode")
        case .programmer: localized("That key works in programmer mode")
        }
    }
    static var pasteTooLong: String { localized("Cannot paste: that is too long to be a number") }
    static var pasteNotANumber: String { localized("Cannot paste: that is not a number") }
    static var pasteHoldsControlCharacters: String {
        localized("Cannot paste: that holds control characters")
    }
    static var pasteTooLarge: String { localized("Cannot paste: that number is too large") }
    static var allDigitsShown: String { localized("All 10000 digits that can be shown are shown") }
    /// The display while its value is computed (after a short wait, with a spinner).
    /// Shown in place of the value while the expression line ends before it is complete
    /// (`2 +`), or cannot be read (`2 + * 3`); the notice says why at Return.
    static var lineIncomplete: String { localized("Incomplete") }
    static var lineUnreadable: String { localized("Cannot be read") }
    static var computing: String { localized("Computing") + "…" }
    static func dataIsNoNumber(_ text: String, row: Int) -> String {
        localized("Row %@: “%@” is no number", String(row), text)
    }
    static func dataRowCount(_ count: Int) -> String {
        localized("n = %@", String(count))
    }
    static func dataRowCount(_ count: Int, headerSkipped row: Int) -> String {
        localized("n = %@; row %@ names the columns and was skipped", String(count), String(row))
    }
    static func dataRowTooLong(row: Int, limit: Int) -> String {
        localized("Row %@ is longer than %@ characters", String(row), String(limit))
    }
    static var notARegularFile: String { localized("it is not a regular file") }
    static func noDataRowHolds(_ value: String) -> String {
        localized("No row of the data holds %@", value)
    }
    static func fileNotRead(_ path: String, reason: String) -> String {
        localized("“%@” could not be read: %@", path, reason)
    }
    static func pasteLargerThan(megabytes: Int) -> String {
        localized("Cannot paste: it is larger than %@ MiB", String(megabytes))
    }
    static func largerThan(megabytes: Int) -> String {
        localized("it is larger than %@ MiB", String(megabytes))
    }
    static var noDataRows: String { localized("There are no data rows") }
    static func text(for problem: SolveCall.Problem) -> String {
        switch problem {
        case .equation(.notAnEquation):
            localized("solve needs an equation with one =, as in solve(x^2 = 2)")
        case .equation(.unknownNotGiven(let names)):
            localized(
                "Which of %@ is the unknown? Give it after the equation: solve(v = d / t, t)",
                names.joined(separator: ", "))
        case .equation(.identity): localized("Both sides are the same: every value is a solution")
        case .equation(.syntax(let error)): text(for: error)
        case .notAlone:
            localized("solve(…) is a calculation of its own: write it alone, its ( closed")
        case .arguments:
            localized(
                "solve takes an equation, then its unknown, then the ends of the range searched: solve(sin(x) = 0, x, 1, 10)"
            )
        case .range: localized("The range's ends must be real numbers, the first below the second")
        }
    }
    static var solverNeedsEquation: String {
        localized("Type an equation to solve, such as v = d / t")
    }
    static func leaveOneFieldEmpty(_ names: String) -> String {
        localized("Fill in all of %@ but one: the one left empty is solved for", names)
    }
    static func rootMark(_ variable: String, _ x: String) -> String {
        localized("Root: %@ = %@", variable, x)
    }
    static func extremumMark(_ x: String, _ y: String) -> String {
        localized("Extremum: (%@, %@)", x, y)
    }
    static var returnSolves: String { localized("Return solves the equation") }
    static var noRoot: String { localized("No root") }
    static var noRootProven: String { localized("No root proven") }
    static func range(_ lower: String, _ upper: String) -> String { lower + " … " + upper }
    static func everyRealRoot(complexRoots: Int) -> String {
        complexRoots == 0
            ? localized("Every real root; there are no complex roots.")
            : localized("Every real root; complex roots not shown: %@.", String(complexRoots))
    }
    static func rootsIn(_ range: String, proven noRoot: Bool) -> String {
        noRoot ? localized("Proven: no root in %@.", range) : localized("Every root in %@.", range)
    }
    static func rootsFound(in range: String) -> String {
        localized("Roots found in %@.", range)
    }
    static func rootsInDefaultRange(_ range: String) -> String {
        localized(
            "Every root in %@, the range searched when none is given: solve(equation, x, a, b) searches another.",
            range)
    }
    static func rootsShown(_ shown: Int, of count: Int) -> String {
        localized("The first %@ of %@ roots are shown.", String(shown), String(count))
    }
    static func undecided(near places: String, count: Int) -> String {
        count == 1
            ? localized(
                "Not decided near %@: a double root, roots too close to tell apart, a pole, or an edge of where the equation has a value.",
                places)
            : localized(
                "Not decided in %@ places, near %@: double roots, roots too close to tell apart, poles, or edges of where the equation has a value.",
                String(count), places)
    }
    static func unsearched(_ range: String) -> String {
        localized("Not searched in the time: %@.", range)
    }
    static var noRootToWorkOn: String { localized("There is no root to work on") }
    static var chooseARoot: String {
        localized("There are several roots: choose one in the history to work on it")
    }
    static var finishCalculationToSolve: String {
        localized("Finish the calculation first (=): a solution is a calculation of its own")
    }
    static func moneyFieldNeeded(_ field: String, toSolve solved: String) -> String {
        localized("Fill in %@ with a number to work out %@", field, solved)
    }
    static func fieldHoldsNoNumber(_ field: String) -> String {
        localized("%@ holds no number", field)
    }
    static var displayHoldsNoNumber: String { localized("The display shows no number to take") }
    static func scheduleNeeds(maximumPeriods: Int) -> String {
        localized(
            "A schedule needs n (a whole number of payments, up to %@), i and PV",
            String(maximumPeriods))
    }
    static var stillComputing: String {
        localized("The result is still being computed: try again when it shows")
    }
    static var noResult: String { localized("There is no result to show more digits of") }
    static var beyondExactSize: String {
        localized(
            "Beyond 1.26 million digits a result is not kept exactly: only the digits shown are proven"
        )
    }
    static var pasteTooSmall: String { localized("Cannot paste: that number is too close to 0") }
    static var nothingToCopy: String { localized("Nothing to copy") }
    static var nothingToPaste: String { localized("Nothing to paste: the clipboard is empty") }
    static var tooManyDigits: String {
        localized("A number has at most %@ significant digits", String(NumberEntry.maximumDigits))
    }

    static func ratesOfDay(_ date: String) -> String {
        localized("At the European Central Bank's rates of %@", date)
    }

    static func ratesOfDay(_ date: String, age: Int) -> String {
        localized("At the European Central Bank's rates of %@, %@ days old", date, String(age))
    }

    static func ratesKept(date: String) -> String {
        localized("the rates of %@ are kept", date)
    }

    static var noRatesKept: String { localized("no rates are kept yet") }

    static func ratesNotFetched(reason: String, _ kept: String) -> String {
        localized("The exchange rates could not be fetched (%@): %@", reason, kept)
    }

    static var ratesBeingFetched: String {
        localized("The European Central Bank's exchange rates are being fetched…")
    }

    static func ratesRetried(_ problem: String, inMinutes minutes: Int) -> String {
        localized("%@; they are tried again in %@ min", problem, String(minutes))
    }

    static func ratesNotKept(date: String, reason: String) -> String {
        localized("The exchange rates of %@ are used but could not be kept (%@)", date, reason)
    }

    static func ratesUnreadable(reason: String, _ kept: String) -> String {
        localized("The exchange rates that came cannot be read (%@): %@", reason, kept)
    }

    static func text(for error: Expression.SyntaxError) -> String {
        let position = String(error.position)
        return switch error.problem {
        // The quotation marks stay out of the text to translate: xgettext drops them.
        case .unexpected(let text):
            localized(
                "Not an expression: %@ at character %@ is out of place", quoted(text), position)
        case .unknownName(let name):
            localized(
                "Not an expression: %@ at character %@ is no function, constant or variable",
                quoted(name), position)
        case .numberOutOfRange:
            localized(
                "Not an expression: the number at character %@ is too large or too close to 0",
                position)
        case .endsEarly:
            localized("Not an expression: it ends before it is complete")
        case .unitMismatch(let source, let target):
            localized("Cannot convert %@ to %@", source.localizedName, target.localizedName)
        case .unknownUnit(let name):
            localized("Cannot convert: %@ is no unit", quoted(name))
        case .incompatibleUnits(.plus, let left, let right):
            localized("Cannot add %@ and %@", left.withArticle, right.withArticle)
        case .incompatibleUnits(.minus, let left, let right):
            localized("Cannot subtract %@ from %@", right.withArticle, left.withArticle)
        case .incompatibleUnits(_, let left, let right):
            localized("Cannot combine %@ and %@", left.withArticle, right.withArticle)
        case .needsPlainNumber(let name, let dimension):
            localized(
                "%@ takes a number without units, not %@", quoted(name), dimension.withArticle)
        case .temperatureArithmetic(let unit):
            localized(
                "A temperature in %@ can only be converted, or have a difference added or taken away",
                unit)
        case .unitPower:
            localized("Units can only be raised to a whole power, up to the 99th (m^2, s^-1)")
        case .doesNotFit(let bits): doesNotFit(bits: bits)
        case .notADigit(let digit, let base):
            localized(
                "Not an expression: %@ at character %@ is no digit in base %@", quoted(digit),
                position, String(base))
        case .needsScientificMode(let name):
            localized("Not an expression: %@ works in scientific mode", quoted(name))
        case .argumentCount(let name, let expected, let found):
            argumentCount(name, expected: expected, given: found)
        }
    }

    /// Text the user gave, in quotation marks, shown as it cannot mislead.
    /// In quotes, invisible characters spelled out, at most 40 scalars: a name of one letter
    /// and 100 000 combining marks is one character, and a label of it holds the window.
    private static func quoted(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let shown = String(String.UnicodeScalarView(scalars.prefix(40)))
        return "“" + shown.escapingInvisibles + (scalars.dropFirst(40).isEmpty ? "" : "…") + "”"
    }

    static var moneySigns: String {
        localized(
            "The cash flows need both signs: money received is positive, money paid out negative (a loan: PV +, PMT −)"
        )
    }

    static var lineTooLong: String {
        localized(
            "The line holds %@ characters at most: paste a longer calculation on the calculator, which reads it whole",
            String(CalculatorController.maximumLineLength))
    }

    static var expressionTooLong: String {
        localized("Not an expression: that is too long")
    }

    static var exponentTooLong: String {
        localized("The exponent cannot be longer or larger")
    }

    static var parenthesesInRPN: String {
        localized("RPN needs no parentheses: each operation works on the stack")
    }

    static var stackKeysInAlgebraic: String {
        localized("The stack keys work in RPN notation (Ctrl+R)")
    }

    static func needsTwoLevels(_ key: String) -> String {
        localized("%@ needs two levels on the stack", key)
    }

    static var stackIsEmpty: String { localized("The stack is empty") }

    static var noLastOperand: String {
        localized("LASTx recalls the operand of the last operation: there is none yet")
    }

    static func levelHasNoValue(_ level: Int) -> String {
        localized("Level %@ has no value to use", String(level))
    }

    static func fileNotSaved(_ path: String, reason: String) -> String {
        localized("“%@” could not be saved: %@", path, reason)
    }

    static func graphNotSaved(_ path: String, reason: String) -> String {
        localized("The graph could not be saved as %@: %@", path, reason)
    }

    static var historyCleared: String { localized("History cleared; undo brings it back") }

    static func sessionSetAside(_ path: String) -> String {
        localized("Your saved session could not be read; it was moved to %@", path)
    }

    static func sessionSetAsideAfterCrash(_ path: String) -> String {
        localized(
            "The calculator stopped while opening your saved session; it was moved to %@ and a new session begins",
            path)
    }

    static var sessionDamagedLeftInPlace: String {
        localized(
            "Your saved session could not be read, nor moved aside; it is kept, and this session will not be saved"
        )
    }

    static var sessionIsALink: String {
        localized(
            "Your saved session is a link, which is not followed; this session will not be saved")
    }

    static func sessionUnreadable(_ reason: String) -> String {
        localized(
            "Your saved session could not be opened (%@); this session will not be saved", reason)
    }

    static var stateFolderNotYoursAlone: String {
        localized(
            "The folder for saved sessions is not yours alone; this session will not be saved")
    }

    static var sessionInUse: String {
        localized(
            "Calculator Brain is already open and saving there; this window's work will not be saved"
        )
    }

    /// A value around 0 that neither Ziv's loop nor the exact field could decide: what is
    /// known, in words a new user reads as "zero, as far as shown" rather than as an error.
    static func undecidedZero(places: Int) -> String {
        places > 0
            ? localized(
                "0 to at least %@ decimal places, but not proven to be exactly 0",
                Real(places).text(NumberFormat(groupsDigits: true)))
            : localized("Not one digit of this result could be proven")
    }

    static func longNumber(digits: Int) -> String {
        localized(
            "%@ digits: More Digits (Ctrl+.) shows them all, Copy copies them",
            Real(digits).text(NumberFormat(groupsDigits: true)))
    }

    static func variablesTakenAsZero(_ names: [String]) -> String {
        names.count == 1
            ? localized("%@ is not set: taken as 0", names[0])
            : localized("%@ are not set: taken as 0", names.joined(separator: ", "))
    }

    static func sessionEntriesDropped(_ entries: [DroppedEntry]) -> String {
        let names = entries.prefix(5).map { entry in
            switch entry {
            case .variable(let name): localized("variable %@", name)
            case .historyRows(let count): localized("history entries: %@", String(count))
            case .programSteps(let step): localized("the calculation from step %@", String(step))
            case .typing: localized("the number being typed")
            case .functions(let count): localized("functions: %@", String(count))
            case .function(let text): localized("function %@", quoted(text))
            case .partSetAside(.functions, let path): localized("your functions (kept in %@)", path)
            case .partSetAside(.history, let path): localized("your history (kept in %@)", path)
            }
        }
        return localized(
            "Parts of your saved session could not be read and were left out: %@",
            (names + (entries.count > 5 ? ["…"] : [])).joined(separator: ", "))
    }

    static var functionsBeingRead: String {
        localized("Your functions are still being read; try again in a moment")
    }

    static func noThread(_ reason: String) -> String {
        localized("No thread could be started for the calculation (%@); trying again", reason)
    }

    static var definitionCut: String {
        localized(
            "That definition is longer than the field holds, and was not kept: paste it on the calculator, which reads it whole"
        )
    }

    static func copiedInPart(digits: Int, copied: Int) -> String {
        let grouped = { (count: Int) in Real(count).text(NumberFormat(groupsDigits: true)) }
        return localized(
            "Copied to %@ significant digits: the number has %@", grouped(copied), grouped(digits))
    }

    static func variablesRenamed(_ renamed: [String: String]) -> String {
        localized(
            "Your saved session used names the calculator now gives to complex numbers; its variables were renamed: %@",
            renamed.sorted { $0.key < $1.key }.map { "\($0.key) → \($0.value)" }
                .joined(separator: ", "))
    }

    static func programCut(steps: Int, kept: Int) -> String {
        let grouped = { (count: Int) in Real(count).text(NumberFormat(groupsDigits: true)) }
        return localized(
            "Your saved calculation had %@ steps, more than the calculator keeps: the first %@ were restored",
            grouped(steps), grouped(kept))
    }

    static func sessionCut(variables: Int, history: Int) -> String {
        localized(
            "Your saved session was larger than the calculator keeps: at most %@ variables and %@ history entries were restored",
            String(variables), String(history))
    }

    static var sessionFromNewerVersion: String {
        localized(
            "Your saved session is from a newer version; it is kept, and this session will not be saved"
        )
    }

    static func notANumber(_ name: String) -> String { localized("%@: that is not a number", name) }

    static func helpNotOpened(_ reason: String) -> String {
        localized("The user guide could not be opened (is Yelp installed?): %@", reason)
    }

    static func cannotSave(_ path: String) -> String {
        localized("Could not save the session to %@", path)
    }
}
