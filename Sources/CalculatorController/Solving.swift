import CalculatorModel
import Numbers

/// `solve(EQUATION[, x[, a, b]])` typed or pasted: a calculation of its own, evaluated where
/// every evaluation is (the window's worker, under its budget, cancelled by the next key).
/// Its roots go to the history, one row each; a single one is the value the next key works
/// on (in RPN it goes onto the stack).
struct Solving: Sendable {
    let call: SolveCall
    /// As typed, for the description and the history.
    let text: String
}

extension CalculatorController {
    /// Roots the display lists at most; the notice says how many there are.
    static let maximumRootsShown = 12

    /// Starts solving when `text` begins a call of `solve`: true when it is taken, false when
    /// refused (the notice says why), nil when it is no call of `solve`. `given` are values
    /// of names besides the variables', which `description` says (the Solver pane's fields).
    mutating func solve(
        _ text: String, given: [String: Real] = [:], description: String? = nil
    ) -> Bool? {
        let call: SolveCall
        do {
            guard
                let parsed = try SolveCall(
                    parsing: text,
                    variables: variableValues.compactMapValues { $0.isReal ? $0.real : nil }
                        .merging(given) { $1 },
                    angleUnit: angleUnit, decimalSeparator: Self.decimalSeparator)
            else { return nil }
            call = parsed
        } catch {
            notice = Messages.text(for: error)
            return false
        }
        guard notation == .rpn || !algebraic.isPending && algebraic.openParentheses == 0 else {
            notice = Messages.finishCalculationToSolve
            return false
        }
        entry = nil
        if notation == .algebraic { algebraic.clear() }
        solving = Solving(call: call, text: description ?? text.trimmingSpaces)
        generation += 1
        if !defersEvaluation {
            outcome = evaluated()
            outcome.map { receiveSolution($0) }
        }
        return true
    }

    /// The solution of the current `solving`, under the evaluation's budget (the window's, or
    /// the same time limit headless).
    func solution() -> Solution? {
        guard let solving else { return nil }
        return Budget.$current.withValue(Budget.current ?? Budget(milliseconds: Self.timeLimit)) {
            solving.call.solved()
        }
    }

    /// The outcome of `solving`: the roots written, a single one its value.
    func solvedOutcome(_ solution: Solution, of solving: Solving) -> Outcome {
        let roots = solution.roots.prefix(Self.maximumRootsShown).map { text(of: Complex($0)) }
        let number =
            solution.isIdentity
            ? Messages.text(for: .equation(.identity))
            : roots.isEmpty
                ? (solution.provesNoRoot ? Messages.noRoot : Messages.noRootProven)
                : roots.joined(separator: ", ")
        let value = solution.roots.count == 1 ? Complex(solution.roots[0]) : nil
        return Outcome(
            generation: generation,
            evaluation: (
                value.map { .success($0) }, solving.text + " =", nil, [], false, nil
            ), value: value, number: number, stack: [], solution: solution)
    }

    /// A solution's roots into the history; in RPN a single one goes onto the stack.
    mutating func receiveSolution(_ outcome: Outcome) {
        guard let solution = outcome.solution, let solving, outcome.generation == generation
        else { return }
        solver.roots = solution.roots
        for root in solution.roots.prefix(Self.maximumHistory) {
            record(
                HistoryEntry(description: solving.text, result: Complex(root)),
                generation: generation)
        }
        if notation == .rpn, solution.roots.count == 1 {
            rpn.push(exactly: Complex(solution.roots[0]))
        }
    }

    /// What the display's list of roots leaves unsaid: the range searched, how many roots
    /// there are when not all are listed, and what could not be decided or searched.
    static func notice(about solution: Solution, writing text: (Rational) -> String) -> String? {
        guard !solution.isIdentity else { return nil }
        let range = Messages.range(text(solution.range.lowerBound), text(solution.range.upperBound))
        var parts: [String] = []
        if !solution.isComplete {
            parts.append(Messages.rootsFound(in: range))
        } else if let complex = solution.complexRootCount {
            parts.append(Messages.everyRealRoot(complexRoots: complex))
        } else if solution.isRangeGiven || solution.provesNoRoot {
            parts.append(Messages.rootsIn(range, proven: solution.provesNoRoot))
        } else {
            parts.append(Messages.rootsInDefaultRange(range))
        }
        if solution.roots.count > maximumRootsShown {
            parts.append(Messages.rootsShown(maximumRootsShown, of: solution.roots.count))
        }
        var undecided: [String] = []
        for finding in solution.findings {
            switch finding {
            case .root: break
            case .undecided(let lower, let upper): undecided.append(text((lower + upper) * .half))
            case .unsearched(let lower, let upper):
                parts.append(Messages.unsearched(Messages.range(text(lower), text(upper))))
            }
        }
        if !undecided.isEmpty {
            parts.append(
                Messages.undecided(
                    near: undecided.prefix(3).joined(separator: ", "), count: undecided.count))
        }
        return parts.joined(separator: " ")
    }
}
