import CalculatorModel
import Numbers
import Testing

/// Issue 46 in the model: functions the user keeps, defined from text, called in both brains,
/// refused when they would call themselves. Expected values are worked by hand.
@Suite struct UserFunctionTests {
    private func library(_ definitions: String...) throws -> FunctionLibrary {
        var library = FunctionLibrary()
        for definition in definitions { try library.define(definition) }
        return library
    }

    /// `text` entered into an algebraic brain that knows `library`: the display's value and
    /// the description.
    private func entered(_ text: String, _ library: FunctionLibrary) throws -> (String, String) {
        var brain = CalculatorBrain()
        brain.functions = library
        brain.enter(try Expression(parsing: text, functions: library))
        let (result, _, description, _) = brain.evaluateExactly()
        return (written(result), description)
    }

    private func written(_ result: Result<Complex, CalculatorError>?) -> String {
        switch result {
        case .success(let value)?: value.text(NumberFormat())
        case .failure(let error)?: "\(error)"
        case nil: "nothing"
        }
    }

    private func refusal(_ library: FunctionLibrary, _ definition: String) -> DefinitionError? {
        var library = library
        do {
            try library.define(definition)
            return nil
        } catch {
            return error
        }
    }

    @Test func aCallIsTheBodyAtTheArgumentsAndIsWrittenAsACall() throws {
        let functions = try library(
            "f(x) = x^2 + 1", "g(a, b) := sqrt(a^2 + b^2)", "h(x)=f(f(x))")
        #expect(try entered("f(3)", functions) == ("10", "f(3)"))
        #expect(try entered("g(3, 4)", functions) == ("5", "g(3, 4)"))
        #expect(try entered("h(1)", functions) == ("5", "h(1)"))
        #expect(try entered("2f(1+1)+1", functions) == ("11", "2 × f(1 + 1) + 1"))
        #expect(try entered("g(f(0); 0)", functions) == ("1", "g(f(0), 0)"))
        #expect(functions["g"]?.definition == "g(a, b) = √(a ^ 2 + b ^ 2)")
        #expect(functions["h"]?.formula == "f(f(x))")
    }

    @Test func aCallIsExactWhereItsBodyIs() throws {
        let functions = try library("f(x) = x^2 - 2", "third(x) = x/3")
        #expect(try entered("f(sqrt(2))", functions) == ("0", "f(√(2))"))
        #expect(try entered("third(1) * 3 - 1", functions).0 == "0")
        #expect(try entered("f(1/0)", functions).0 == "Division by zero")
    }

    @Test func theRPNBrainTakesTheArgumentsFromTheStack() throws {
        var brain = RPNBrain()
        brain.functions = try library("f(x) = x^2 + 1", "minus(a, b) = a - b")
        brain.push(3)
        brain.push(call: "f")
        #expect(brain.evaluate() == 10)
        brain.push(4)
        brain.push(call: "minus")  // level 2 is a, level 1 is b
        #expect(brain.evaluate() == 6)
        #expect(brain.expressions == ["minus(f(3), 4)"])
        #expect(brain.program == ["3", "f/1", "4", "minus/2"])
        brain.program = brain.program
        #expect(brain.expressions == ["minus(f(3), 4)"] && brain.depth == 1)
    }

    @Test func theAlgebraicBrainTakesACallKeyByKey() throws {
        var brain = CalculatorBrain()
        brain.functions = try library("g(a, b) = a - b")
        brain.setOperand(exactly: Complex(Real(1)))
        brain.performOperation(.plus)
        brain.performCall("g")
        #expect(brain.isAwaitingOperand && brain.openParentheses == 1)
        brain.setOperand(exactly: Complex(Real(10)))
        brain.nextArgument()
        #expect(brain.evaluateExactly().description == "1 + g(10, ")
        brain.setOperand(exactly: Complex(Real(4)))
        brain.performOperation(.closeParenthesis)
        brain.performOperation(.equals)
        let (result, isPending, description, _) = brain.evaluateExactly()
        #expect(written(result) == "7" && !isPending && description == "1 + g(10, 4)")
        #expect(brain.program == ["1", "+", "g/2", "10", ";", "4", ")", "="])
    }

    @Test func aGraphCompilesTheCallsBody() throws {
        var brain = CalculatorBrain()
        brain.functions = try library("f(x) = x^2 + 1", "g(t, u) = f(t) - u")
        brain.enter(try Expression(parsing: "g(x, 1) + 1", functions: brain.functions))
        let function = try #require(brain.function(of: "x"))
        #expect(function(3) == 10)
        #expect(function(-0.5) == 1.25)
    }

    @Test func wrongArgumentCountsAndNamesAloneAreRefusedWhereTheyStand() throws {
        let functions = try library("f(x) = x + 1")
        for (text, found, position) in [
            ("f(1, 2)", 2, 1), ("1 + f", 0, 5), ("2 × f(f(1,1))", 2, 7),
        ] {
            #expect(
                throws: Expression.SyntaxError(
                    problem: .argumentCount("f", expected: 1...1, found: found), position: position)
            ) { try Expression(parsing: text, functions: functions) }
        }
        #expect(throws: Expression.SyntaxError(problem: .unexpected(","), position: 2)) {
            try Expression(parsing: "1, 2", functions: functions)
        }
    }

    @Test func definitionsThatWouldCallThemselvesAreRefusedNamingThePath() throws {
        var functions = try library("f(x) = x + 1", "g(x) = f(x) * 2", "h(x) = g(x) - 1")
        #expect(refusal(functions, "k(x) = k(x) + 1") == .callsItself("k", through: []))
        #expect(refusal(functions, "f(x) = h(x)") == .callsItself("f", through: ["h", "g"]))
        // Refused means unchanged: f still adds 1.
        #expect(functions["f"]?.formula == "x + 1")
        try functions.define("f(x) = x + 2")
        #expect(try entered("h(0)", functions).0 == "3")
    }

    @Test func namesAndParametersFollowTheRulesOfVariables() throws {
        let functions = FunctionLibrary()
        #expect(refusal(functions, "sin(x) = x") == .builtInName("sin"))
        #expect(refusal(functions, "pi(x) = x") == .builtInName("pi"))
        #expect(refusal(functions, "2f(x) = x") == .invalidName("2f"))
        #expect(refusal(functions, "f() = 2") == .noParameters)
        #expect(refusal(functions, "f(x, x) = x") == .repeatedParameter("x"))
        #expect(refusal(functions, "f(i) = i") == .builtInName("i"))
        #expect(
            refusal(functions, "f(x) = y")
                == .formula(.init(problem: .unknownName("y"), position: 1)))
        #expect(refusal(functions, "f x = 1") == .notADefinition)
        #expect(refusal(functions, "f(x) =") == .notADefinition)
    }

    @Test func aFunctionOthersCallCannotGoNorChangeItsArity() throws {
        var functions = try library("f(x) = x + 1", "g(x) = f(x)", "h(y) = f(y) + g(y)")
        #expect(throws: DefinitionError.usedBy("f", users: ["g", "h"])) {
            _ = try functions.remove("f")
        }
        #expect(refusal(functions, "f(x, y) = x + y") == .usedBy("f", users: ["g", "h"]))
        let removed = try #require(try functions.remove("h"))
        #expect(removed.position == 2 && functions.names == ["f", "g"])
        try functions.restore(removed.function, at: removed.position)
        #expect(functions.names == ["f", "g", "h"])
        #expect(functions["h"]?.definition == "h(y) = f(y) + g(y)")
    }

    @Test func renamingRewritesTheCallers() throws {
        var functions = try library("f(x) = x + 1", "g(x) = f(x) * f(2)")
        try functions.rename("f", to: "inc")
        #expect(functions.names == ["inc", "g"])
        #expect(functions["g"]?.formula == "inc(x) × inc(2)")
        #expect(try entered("g(1)", functions).0 == "6")
        #expect(throws: DefinitionError.nameTaken("g")) { try functions.rename("inc", to: "g") }
        #expect(throws: DefinitionError.builtInName("cos")) { try functions.rename("g", to: "cos") }
    }

    @Test func definitionsAreWrittenEachAfterWhatItCallsAndReadBack() throws {
        var functions = try library("f(x) = x + 1", "g(x) = f(x) * 2", "a(x) = 3x")
        try functions.define("f(x) = a(x) + 1")  // f now calls a, defined after it
        #expect(
            functions.definitions == ["a(x) = 3 × x", "f(x) = a(x) + 1", "g(x) = f(x) × 2"])
        var readBack = FunctionLibrary()
        for definition in functions.definitions { try readBack.define(definition) }
        #expect(readBack.definitions == functions.definitions)
    }

    @Test func callsNestAtMostAHundredDeepThroughDefinitions() throws {
        var functions = try library("f0(x) = x + 1")
        for level in 1..<FunctionLibrary.maximumDepth {
            try functions.define("f\(level)(x) = f\(level - 1)(x)")
        }
        #expect(refusal(functions, "deeper(x) = f99(x)") == .callsTooDeep("deeper"))
        #expect(try entered("f99(1)", functions).0 == "2")
    }

    @Test func aNestOfTenThousandCallsInAnExpressionIsLinearAndNeedsNoDeepStack() throws {
        let functions = try library("f(x) = x + 1")
        let depth = 10_000
        let text =
            String(repeating: "f(", count: depth) + "0" + String(repeating: ")", count: depth)
        #expect(try entered(text, functions).0 == "10000")
    }

    /// Each level calls the one below twice, as `d(k)(x) = d(k−1)(x) + d(k−1)(x)` does.
    private func fanOut(levels: Int, _ calls: String) throws -> FunctionLibrary {
        var functions = try library("d0(x) = x + 1")
        for level in 1...levels {
            try functions.define("d\(level)(x) = " + calls.replacing("d", with: "d\(level - 1)"))
        }
        return functions
    }

    @Test func aCallOnTheSameArgumentsIsComputedOnce() throws {
        // 2^60 calls without it; 60 with it. 2^60 × (1 + 1).
        let functions = try fanOut(levels: 60, "d(x) + d(x)")
        #expect(try entered("d60(1)", functions).0 == "2305843009213693952")
        #expect(try entered("d3(1/3) - d2(1/3) * 2", functions).0 == "0")
    }

    @Test func aGraphCompilesEachFunctionOnceAndComputesACallOnTheSameArgumentsOnce() throws {
        var brain = CalculatorBrain()
        brain.functions = try fanOut(levels: 30, "d(x) + d(x)")
        brain.enter(try Expression(parsing: "d30(x)", functions: brain.functions))
        let function = try #require(brain.function(of: "x"))
        #expect(function(1) == 2_147_483_648)
        #expect(function(-10) == -9_663_676_416)
        // What a point would cost if no call's value were known from another: too dear for a
        // frame, so a graph samples it on its worker.
        #expect(function.steps > 1 << 30)
    }

    @Test func aCallThatWouldTakeTooLongStopsWithItsBudget() throws {
        // Every call's arguments differ (x + 1 and 3x): 2^60 calls, stopped by the deadline.
        let functions = try fanOut(levels: 60, "d(x + 1) + d(3x)")
        let result = Budget.$current.withValue(Budget(milliseconds: 200)) {
            try? entered("d60(1)", functions).0
        }
        #expect(result == "\(CalculatorError.tookTooLong)")
    }
}
