import CalculatorModel

/// The functions the user keeps (issue 46): defined from text or from the calculation shown,
/// called by keys and by typing their names, renamed, edited, deleted with undo.
extension CalculatorController {
    /// Keeps `f(x) = x^2 + 1` (also `:=`). False, with a notice saying why, when refused.
    @discardableResult
    public mutating func define(_ text: String) -> Bool {
        changeFunctions { (library) throws(DefinitionError) in
            try library.define(text, decimalSeparator: Self.decimalSeparator)
        }
    }

    /// The Functions field's Save: a definition (`f(x) = …`) is kept as written, a name
    /// alone names the calculation shown.
    @discardableResult
    public mutating func saveFunction(_ nameOrDefinition: String) -> Bool {
        nameOrDefinition.contains("=")
            ? define(nameOrDefinition)
            : saveCalculation(asFunction: nameOrDefinition.trimmingSpaces)
    }

    /// Says that the Functions field could not hold the definition given it.
    public mutating func refuseCutDefinition() { notice = Messages.definitionCut }

    /// Keeps the calculation shown as `name`, a function of the variables it uses in the order
    /// first used (`x`, then `y`).
    @discardableResult
    public mutating func saveCalculation(asFunction name: String) -> Bool {
        commitEntry()
        let formula =
            switch notation {
            case .algebraic: algebraic.calculationText
            case .rpn: rpn.calculationText
            }
        guard let formula else {
            notice = Messages.nothingToSaveAsFunction
            return false
        }
        let used = notation == .algebraic ? algebraic.variablesUsed : rpn.variablesUsed
        return changeFunctions { (library) throws(DefinitionError) in
            try library.define(name, formula: formula, variables: used)
        }
    }

    /// Gives a function another name; its callers, the calculations and the history call it
    /// by the new one.
    @discardableResult
    public mutating func renameFunction(_ name: String, to newName: String) -> Bool {
        let newName = newName.trimmingSpaces
        let renamed = changeFunctions { (library) throws(DefinitionError) in
            try library.rename(name, to: newName)
            return library[newName]
        }
        if renamed { renameCalls(of: name, to: newName) }
        return renamed
    }

    /// Every call of `name` in the four programs and the history's text, by `newName`.
    private mutating func renameCalls(of name: String, to newName: String) {
        guard name != newName else { return }
        let programs: [WritableKeyPath<Self, [String]>] = [
            \.algebraic.program, \.rpn.program, \.otherMode.algebraic.program,
            \.otherMode.rpn.program,
        ]
        for program in programs {
            let renamed = self[keyPath: program].map { item in
                item.hasPrefix(name + "/") && isValidProgramItem(item)
                    ? newName + item.dropFirst(name.count) : item
            }
            // Set only where it changes: setting a program evaluates it again.
            if renamed != self[keyPath: program] { self[keyPath: program] = renamed }
        }
        for index in history.indices {
            history[index].description = history[index].description.renamingCalls(
                of: name, to: newName)
        }
    }

    /// Gives a function a new formula of the same parameters.
    @discardableResult
    public mutating func editFunction(_ name: String, formula: String) -> Bool {
        guard let function = functions[name] else { return false }
        return changeFunctions { (library) throws(DefinitionError) in
            try library.define(
                name, parameters: function.parameters, formula: formula,
                decimalSeparator: Self.decimalSeparator)
        }
    }

    /// Renames `name` and gives it the definition `text` (`g(x) = x + 1`): the Functions
    /// list's editor. All of it or nothing.
    @discardableResult
    public mutating func redefine(_ name: String, as text: String) -> Bool {
        let newName = (try? FunctionLibrary.parts(of: text))?.name ?? name
        let redefined = changeFunctions { (library) throws(DefinitionError) in
            try library.rename(name, to: newName)
            return try library.define(text, decimalSeparator: Self.decimalSeparator)
        }
        if redefined { renameCalls(of: name, to: newName) }
        return redefined
    }

    /// Deletes a function no other calls; undo (the key) brings it back while nothing else
    /// has happened since, as after C.
    @discardableResult
    public mutating func deleteFunction(_ name: String) -> Bool {
        guard functionsBeingRead == nil else {
            notice = Messages.functionsBeingRead
            return false
        }
        do {
            guard let (function, position) = try functions.remove(name) else { return false }
            let calculation =
                notation == .algebraic ? algebraic.calculationText : rpn.calculationText
            let isInUse = calculation.map { !$0.calls(of: name).isEmpty } ?? false
            (cleared, notice) = (
                .function(function, position: position),
                isInUse ? Messages.functionInUseDeleted(name) : Messages.functionDeleted(name)
            )
            return true
        } catch {
            notice = Messages.text(for: error)
            return false
        }
    }

    /// The function deleted last, while undo can bring it back.
    var deletedFunctionName: String? {
        guard case .function(let function, _)? = cleared else { return nil }
        return function.name
    }

    mutating func restore(_ function: UserFunction, at position: Int) {
        do {
            try functions.restore(function, at: position)
            notice = Messages.functionSaved(function.definition)
        } catch {
            notice = Messages.text(for: error)
        }
    }

    /// A change to the library: kept, with a notice naming the function, or refused with one
    /// saying why.
    private mutating func changeFunctions(
        _ change: (inout FunctionLibrary) throws(DefinitionError) -> UserFunction?
    ) -> Bool {
        guard functionsBeingRead == nil else {
            notice = Messages.functionsBeingRead
            return false
        }
        var library = functions
        do {
            let function = try change(&library)
            (functions, cleared) = (library, nil)
            notice = function.map { Messages.functionSaved($0.definition) }
            return true
        } catch {
            notice = Messages.text(for: error)
            return false
        }
    }

    // MARK: Calling

    /// A kept function's key: in algebraic notation it opens its call, `f(`, as a typed `(`
    /// would (after a value, `2 f(` is `2 × f(`); in RPN it takes its arguments from the
    /// stack.
    mutating func call(_ name: String) {
        guard let function = functions[name] else {
            notice = Messages.text(for: .unknownFunction(name))
            return
        }
        switch notation {
        case .algebraic:
            let followsAValue =
                entry != nil || (algebraic.isPending && !algebraic.isAwaitingOperand)
            commitEntry()
            if followsAValue { algebraic.performOperation(.times) }
            algebraic.performCall(function.name)
        case .rpn:
            commitEntry()
            rpn.push(call: function.name)
            recordIfFinished()
        }
    }

    /// `,` between a call's arguments (`;` where `,` is the decimal separator).
    mutating func nextArgument() {
        guard notation == .algebraic, algebraic.openParentheses > 0 else {
            notice = Messages.argumentsOutsideCall
            return
        }
        if entry == nil, algebraic.isAwaitingOperand {
            notice = Messages.text(for: .missingOperand)
        }
        commitEntry()
        algebraic.nextArgument()
    }
}

extension String {
    /// Where `name(` stands as a call: `f(`, but not the end of `elf(`. A scan, not
    /// `ranges(of:)`: that would link the string-processing library (1.4 MB).
    fileprivate func calls(of name: String) -> [Range<Index>] {
        let call = name + "("
        var (found, index, previous) = ([Range<Index>](), startIndex, Character?.none)
        while index < endIndex {
            let isInAName = previous.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
            if !isInAName, self[index...].hasPrefix(call) {
                let end = self.index(index, offsetBy: call.count)
                found.append(index..<end)
                (index, previous) = (end, "(")
            } else {
                (previous, index) = (self[index], self.index(after: index))
            }
        }
        return found
    }

    /// The calls of `name` written as calls of `newName`.
    fileprivate func renamingCalls(of name: String, to newName: String) -> String {
        var result = self
        for call in calls(of: name).reversed() { result.replaceSubrange(call, with: newName + "(") }
        return result
    }

    var trimmingSpaces: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
