import CalculatorController
import CalculatorModel
import Numbers
import Testing

/// Issue 46 in the controller: saving the calculation as a function, calling it by keys, by
/// typing its name and by text, managing the list, keeping it in the session.
@Suite struct FunctionsControllerTests {
    /// Types `text` as the keyboard does: into the expression line.
    private func typing(_ text: String, on start: CalculatorController) -> CalculatorController {
        var controller = start
        for character in text { controller.type(String(character)) }
        return controller
    }

    @Test func theCalculationSavedAsFIsCalledByTypingItsName() {
        var controller = pressing("x x² + 1 =")
        let saved = controller.saveCalculation(asFunction: "f")
        #expect(saved)
        #expect(controller.state.notice == "Saved: f(x) = x² + 1")
        controller = typing("f(3)=", on: pressing("C", on: controller))
        #expect(controller.state.display == "10")
        #expect(controller.state.description == "f(3) =")
        // Typed alone, `f` is the function, which needs its argument; frac is its key's.
        controller = typing("2.5f", on: pressing("C", on: controller))
        controller.keepLine()
        #expect(controller.state.notice == "f takes 1 argument, not 0")
        #expect(pressing("C 2.5 frac =", on: controller).state.display == "0.5")
    }

    @Test func aPastedDefinitionIsKeptAndAPastedCallCalls() {
        var controller = CalculatorController()
        controller.paste("hyp(a; b) := sqrt(a^2 + b^2)")
        #expect(controller.state.notice == "Saved: hyp(a, b) = √(a ^ 2 + b ^ 2)")
        controller.paste("hyp(5, 12) + hyp(3, 4)")
        #expect(controller.state.display == "18")
        controller.paste("sin(x) = x")  // a definition refused says why, and changes nothing
        #expect(controller.state.notice == "“sin” is built in: a function needs a name of its own")
        #expect(controller.state.display == "18")
    }

    /// Issue 53 item 30: one letter with 100 000 combining marks is one character; it is
    /// refused as a name, and a message quotes at most 40 of its scalars.
    @Test func aNameOfOneLetterAndManyCombiningMarksIsRefused() {
        let name = "x" + String(repeating: "\u{301}", count: 100_000)
        let quoted = "“x" + String(repeating: "\u{301}", count: 39) + "…”"
        var controller = CalculatorController()
        let saved = controller.define(name + "(y) = y + 1")
        #expect(!saved)
        #expect(
            controller.state.notice
                == quoted + " cannot name a function: a name is a letter, then letters or digits")
        var session = Session()
        session.functions = [name + "(y) = y + 1", "g(y) = y"]
        let restored = CalculatorController(session: session)
        #expect(restored.functions.names == ["g"])
        #expect(
            restored.state.notice
                == "Parts of your saved session could not be read and were left out: function "
                + quoted
        )
    }

    /// Issue 53 item 6: `(` after a name took back the whole controller as it was at the
    /// name's first letter, with a result recorded in between (`100000!` then `h(3)` typed
    /// quickly kept only `h(3)`). Only what the letters did is taken back.
    @Test func aResultRecordedBetweenANamesLettersAndItsParenthesisStays() throws {
        var controller = CalculatorController()
        controller.defersEvaluation = true
        let defined = controller.define("h(x) = x + 1")
        #expect(defined)
        controller = pressing("2 + 3 =", on: controller)
        let finished = try #require(controller.pendingEvaluation)
        controller = typing("h", on: controller)
        controller.receive(finished.evaluate())
        #expect(controller.history.map(\.description) == ["2 + 3"])
        controller = typing("(3)=", on: controller)
        #expect(controller.history.map(\.description) == ["2 + 3"])
        controller.receive(try #require(controller.pendingEvaluation).evaluate())
        #expect(controller.history.map(\.description) == ["2 + 3", "h(3)"])
        #expect(controller.state.display == "4")
    }

    /// Issue 53 item 32: a rename broke the calculation calling the function ("There is no
    /// function f", kept across a restart); a delete of one in use said nothing of it.
    @Test func aRenameFollowsIntoTheCalculationAndHistoryAndADeleteInUseSaysSo() {
        var controller = CalculatorController()
        for definition in ["f(x) = x + 1", "elf(x) = 2x"] { controller.define(definition) }
        controller.enter(expression: "elf(1) + 2 × f(4)")
        #expect(controller.state.display == "12")
        let renamed = controller.renameFunction("f", to: "g")
        #expect(renamed)
        #expect(controller.state.description == "elf(1) + 2 × g(4) =")
        #expect(controller.state.display == "12")
        #expect(controller.history.map(\.description) == ["elf(1) + 2 × g(4)"])
        #expect(controller.session.algebraicProgram.contains("g/1"))
        var deleted = controller.deleteFunction("g")
        #expect(deleted)
        #expect(
            controller.state.notice
                == "g deleted, and the calculation calls it; undo brings it back")
        controller.press(.undo)
        #expect(controller.state.display == "12")
        deleted = controller.deleteFunction("elf")
        #expect(deleted)
        controller.press(.undo)
        controller.enter(expression: "3")
        deleted = controller.deleteFunction("elf")
        #expect(deleted)
        #expect(controller.state.notice == "elf deleted; undo brings it back")
    }

    @Test func parametersAreTheVariablesInTheOrderFirstUsed() {
        var controller = pressing("y × x + y =")
        let saved = controller.saveCalculation(asFunction: "g")
        #expect(saved)
        #expect(controller.state.functions.map(\.definition) == ["g(y, x) = y × x + y"])
        controller.enter(expression: "g(2, 5)")
        #expect(controller.state.display == "12")
    }

    @Test func inRPNTheCalculationIsLevel1AndACallTakesTheStack() {
        var controller = pressing("x ↩ 2 × 1 +", in: .rpn)
        let saved = controller.saveCalculation(asFunction: "double1")
        #expect(saved)
        controller = pressing("C 4 ↩ 5", in: .rpn, on: controller)
        controller.press(.function("double1"))
        #expect(controller.state.stack.map(\.expression) == ["double1(5)", "4"])
        #expect(controller.state.display == "11")
    }

    @Test func theAlgebraicKeyOpensTheCallAndSemicolonSeparatesArguments() {
        var controller = CalculatorController()
        controller.define("hyp(a, b) = sqrt(a^2 + b^2)")
        controller = pressing("2 ×", on: controller)
        controller.press(.function("hyp"))
        controller = pressing("3 ; 4 ) =", on: controller)
        #expect(controller.state.display == "10")
        #expect(controller.state.description == "2 × hyp(3, 4) =")
        controller.press(.nextArgument)
        #expect(controller.state.notice == "; separates a function's arguments: f(2; 3)")
    }

    @Test func refusalsSayWhyAndChangeNothing() {
        var controller = CalculatorController()
        controller.define("f(x) = x + 1")
        controller.define("g(x) = f(x) + 1")
        let callingItselfSaved = controller.define("f(x) = g(x)")
        #expect(!callingItselfSaved)
        #expect(controller.state.notice == "f would call itself through g")
        let shadowingSaved = controller.define("sqrt(x) = x")
        #expect(!shadowingSaved)
        #expect(controller.state.notice == "“sqrt” is built in: a function needs a name of its own")
        let usedDeleted = controller.deleteFunction("f")
        #expect(!usedDeleted)
        #expect(controller.state.notice == "f is used by g")
        controller.enter(expression: "f(1, 2)")
        #expect(controller.state.notice == "f takes 1 argument, not 2")
        var cleared = pressing("C", on: controller)
        let nothingSaved = cleared.saveCalculation(asFunction: "k")
        #expect(!nothingSaved)
        #expect(cleared.state.notice == "There is no calculation to save as a function")
        #expect(
            controller.state.functions.map(\.definition) == ["f(x) = x + 1", "g(x) = f(x) + 1"])
    }

    @Test func aDeletedFunctionComesBackWithUndoWhereItStood() {
        var controller = CalculatorController()
        for text in ["a(x) = x", "b(x) = 2x", "c(x) = 3x"] { controller.define(text) }
        let deleted = controller.deleteFunction("b")
        #expect(deleted)
        #expect(controller.state.deletedFunction == "b" && controller.state.canUndo)
        #expect(controller.state.functions.map(\.name) == ["a", "c"])
        controller.press(.undo)
        #expect(controller.state.functions.map(\.name) == ["a", "b", "c"])
        #expect(controller.state.deletedFunction == nil)
        // Any other key first: the deletion stays.
        controller.deleteFunction("c")
        controller = pressing("1 undo", on: controller)
        #expect(controller.state.functions.map(\.name) == ["a", "b"])
    }

    @Test func editingAndRenamingKeepTheCallersWorking() {
        var controller = CalculatorController()
        controller.define("f(x) = x + 1")
        controller.define("g(x) = f(x) * 10")
        let renamed = controller.redefine("f", as: "inc(x) = x + 2")
        #expect(renamed)
        #expect(
            controller.state.functions.map(\.definition) == [
                "inc(x) = x + 2", "g(x) = inc(x) × 10",
            ])
        let edited = controller.editFunction("inc", formula: "x - 1")
        #expect(edited)
        controller.enter(expression: "g(5)")
        #expect(controller.state.display == "40")
    }

    @Test func aFunctionsNameAloneIsTheFunctionOfItsParameterForTheGraph() throws {
        var controller = CalculatorController()
        controller.define("sq(t) = t^2")
        controller.enter(expression: "sq")
        #expect(controller.defaultGraphVariable == "t")
        let function = try #require(controller.graphFunction(of: "t"))
        #expect(function(3) == 9)
    }

    @Test func functionsAreKeptInTheSessionAndADamagedOneIsLeftOutAlone() throws {
        var controller = CalculatorController()
        controller.define("f(x) = x^2 + 1")
        controller.define("g(x, y) = f(x) / y")
        controller.enter(expression: "g(3, 2)")
        var session = controller.session
        #expect(session.functions == ["f(x) = x ^ 2 + 1", "g(x, y) = f(x) ÷ y"])
        let restored = CalculatorController(session: session)
        #expect(restored.state.display == "5")
        session.functions = ["f(x) = x ^", "g(x, y) = f(x) ÷ y", "h(x) = 2x"]
        let damaged = CalculatorController(session: session)
        #expect(damaged.state.functions.map(\.definition) == ["h(x) = 2 × x"])
        #expect(
            damaged.state.notice
                == "Parts of your saved session could not be read and were left out: function “f(x) = x ^”, function “g(x, y) = f(x) ÷ y”"
        )
    }

    @Test func aHostileSessionKeepsAThousandFunctionsAndNoChainTooDeep() {
        var session = Session()
        session.functions = (0..<5_000).map { "k\($0)(x) = x + \($0)" }
        var controller = CalculatorController(session: session)
        #expect(controller.state.functions.count == FunctionLibrary.maximumCount)
        #expect(
            controller.state.notice
                == "Parts of your saved session could not be read and were left out: functions: 4000"
        )
        session.functions = ["c0(x) = x"] + (1..<150).map { "c\($0)(x) = c\($0 - 1)(x) + 1" }
        controller = CalculatorController(session: session)
        #expect(controller.state.functions.count == FunctionLibrary.maximumDepth)
        controller.enter(expression: "c99(0)")
        #expect(controller.state.display == "99")
    }
}
