import Numbers
import Testing

@testable import CalculatorModel

/// The evaluation a brain keeps across keys (issue 28) gives what a fresh evaluation of the
/// same program gives, whatever came before: copies, undo and redo, changed settings and
/// variables, and a step that needs more precision than the kept evaluation had.
@Suite("The kept evaluation")
struct KeptEvaluationTests {
    static let items = [
        "1", "2", "0.5", "7", "x", "M", "π", "+", "−", "×", "÷", "^", "√", "sin", "x²", "%",
        "(", ")", "=", "±", "ln", "mi → km",
    ]
    static let rpnItems = [
        "1", "2", "0.5", "x", "π", "+", "−", "×", "÷", "√", "sin", "x⇄y", "R↓", "drop", "LASTx",
        "↩", "°F → °C",
    ]

    /// Random keys, most followed by an evaluation (as the window renders after every key),
    /// some undone, redone, or copied to go their own way: at every point the brain says what
    /// a brain given the same program afresh says.
    @Test(arguments: OrderOfOperations.allCases)
    func algebraicMatchesAFreshBrain(order: OrderOfOperations) {
        var random = SplitMix64(state: 28)
        for _ in 0..<300 {
            var brain = CalculatorBrain()
            brain.order = order
            var copies: [CalculatorBrain] = []
            for _ in 0..<Int.random(in: 1...25, using: &random) {
                switch Int.random(in: 0..<10, using: &random) {
                case 0: brain.undo()
                case 1: brain.redo()
                case 2: copies.append(brain)
                default: brain.enter(Self.items.randomElement(using: &random)!)
                }
                // Not after every key: an undo and a new key may come before the next look.
                if Int.random(in: 0..<3, using: &random) == 0 { continue }
                let variables: [String: Complex] = ["x": 3, "M": Complex(Real(Rational(1, 3)))]
                var fresh = CalculatorBrain()
                (fresh.order, fresh.program) = (order, brain.program)
                let kept = brain.evaluateExactly(using: variables)
                let expected = fresh.evaluateExactly(using: variables)
                #expect(kept.description == expected.description, "\(brain.program)")
                #expect(shown(kept.result) == shown(expected.result), "\(brain.program)")
                #expect(kept.isPending == expected.isPending)
            }
            for var copy in copies {
                copy.enter("×")
                copy.enter("2")
                var fresh = CalculatorBrain()
                (fresh.order, fresh.program) = (order, copy.program)
                #expect(copy.evaluateExactly().description == fresh.evaluateExactly().description)
            }
        }
    }

    /// Issue 53, item 14: the window's worker holds a copy of the brain while it evaluates; a
    /// key entered meanwhile took a new, empty cache, and so a pass over the whole program.
    /// It continues the copy's kept evaluation now, whether the copy was evaluated or not, and
    /// says what a fresh brain says.
    @Test(arguments: [false, true])
    func aKeyEnteredWhileACopyIsHeldContinuesTheKeptEvaluation(copyIsEvaluated: Bool) {
        var brain = CalculatorBrain()
        for _ in 0..<10_001 {  // past the steps a key enters on a copy
            brain.enter("1")
            brain.enter("+")
        }
        _ = brain.evaluateExactly()
        #expect(brain.cache.passesAfresh == 1)
        for key in ["2", "×", "3", "="] {
            let held = brain
            brain.enter(key)
            if copyIsEvaluated { _ = held.evaluateExactly() }
            let kept = brain.evaluateExactly()
            #expect(brain.cache.passesAfresh == 0, "\(key): continued, not evaluated afresh")
            var fresh = CalculatorBrain()
            fresh.program = brain.program
            #expect(kept.description.suffix(40) == fresh.evaluateExactly().description.suffix(40))
            #expect(shown(kept.result) == shown(fresh.evaluateExactly().result))
        }
        #expect(shown(brain.evaluateExactly().result) == "30009", "(10 001 + 2) × 3, as entered")
    }

    @Test func rpnMatchesAFreshBrain() {
        var random = SplitMix64(state: 2015)
        for _ in 0..<300 {
            var brain = RPNBrain()
            brain.variables = ["x": 2]
            for _ in 0..<Int.random(in: 1...25, using: &random) {
                switch Int.random(in: 0..<10, using: &random) {
                case 0: brain.undo()
                case 1: brain.redo()
                default:
                    let item = Self.rpnItems.randomElement(using: &random)!
                    if item == "↩" { brain.duplicateLevel1() } else { brain.enter(item) }
                }
                if Int.random(in: 0..<3, using: &random) == 0 { continue }
                var fresh = RPNBrain()
                (fresh.variables, fresh.program) = (brain.variables, brain.program)
                let (kept, expected) = (brain.levels(top: 3), fresh.levels(top: 3))
                #expect(kept.map(\.expression) == expected.map(\.expression), "\(brain.program)")
                #expect(kept.map { shown($0.value) } == expected.map { shown($0.value) })
            }
        }
    }

    @Test func changedSettingsAndVariablesAreEvaluatedAnew() {
        var brain = CalculatorBrain()
        brain.enter("30")
        brain.enter("sin")
        #expect(brain.evaluate().result.map { ($0 * 1e6).rounded() } == -988032)
        brain.angleUnit = .degrees
        #expect(brain.evaluate().result == 0.5)
        var withX = CalculatorBrain()
        withX.enter("x")
        withX.enter("x²")
        #expect(withX.evaluateExactly(using: ["x": 3]).result == .success(9))
        #expect(withX.evaluateExactly(using: ["x": 4]).result == .success(16))
    }

    /// 10^40 + π at the first precision knows π to nothing; after `− 10^40`, the kept
    /// evaluation cannot settle and the program is evaluated again at more bits.
    @Test func aStepThatNeedsMorePrecisionIsEvaluatedAgainWithMore() throws {
        var brain = CalculatorBrain()
        brain.setOperand(exactly: Complex(try Real(10).power(Real(40))))
        brain.enter("+")
        brain.enter("π")
        _ = brain.evaluateExactly()
        brain.enter("−")
        brain.setOperand(exactly: Complex(try Real(10).power(Real(40))))
        brain.enter("=")
        let value = try #require(try brain.evaluateExactly().result?.get())
        #expect(value.text(NumberFormat()) == "3.14159265358979")
    }
}

/// A value as the display writes it; an error by its message.
private func shown(_ result: Result<Complex, CalculatorError>?) -> String? {
    result.map { result in
        switch result {
        case .success(let value): value.text(NumberFormat())
        case .failure(let error): "\(error)"
        }
    }
}

extension CalculatorBrain {
    /// A program item entered as a key enters it: appended, not a new program.
    fileprivate mutating func enter(_ item: String) {
        switch ProgramStep(propertyListItem: item) {
        case .operand(let number)?: setOperand(exactly: number)
        case .variable(let name)?: setOperand(variable: name)
        case .operation(let id)?: performOperation(id)
        case .conversion(let conversion)?: performConversion(conversion)
        case .call(let name, _)?: performCall(name)
        case .nextArgument?: nextArgument()
        case .duplicate?, .units?, nil: Issue.record("not an item: \(item)")
        }
    }
}

extension RPNBrain {
    fileprivate mutating func enter(_ item: String) {
        switch ProgramStep(propertyListItem: item) {
        case .operand(let number)?: push(exactly: number)
        case .variable(let name)?: push(variable: name)
        case .operation(let id)?: push(operation: id)
        case .conversion(let conversion)?: push(conversion: conversion)
        case .call(let name, _)?: push(call: name)
        case .duplicate?, .nextArgument?, .units?, nil: Issue.record("not an item: \(item)")
        }
    }
}
