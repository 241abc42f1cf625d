import CalculatorModel
import Testing

/// Issue 53 item 4: a kept function's text reads back as itself, so a session keeps the
/// function it was given. Random definitions over the spellings that once did not: a variable
/// ending in a digit times i (`x2 × i` was written `x2i`, an unknown name), a percent of the
/// left operand (`x + 5%` was written `x + x × 5%`, then `x + x × 5 ÷ 100`), and calls.
@Suite struct DefinitionTextTests {
    private static let leaves = ["x2", "y", "i", "3", "0.5", "2i", "π", "e", "x2 × i", "y%"]
    private static let operators = [" + ", " - ", " × ", " ÷ ", " ^ "]
    private static let functions = ["sin", "√", "ln", "abs"]

    private static func formula(depth: Int, calls: [String], using random: inout SplitMix64)
        -> String
    {
        if depth == 0 || Int.random(in: 0..<4, using: &random) == 0 {
            return leaves.randomElement(using: &random)!
        }
        let operand = { (random: inout SplitMix64) in
            formula(depth: depth - 1, calls: calls, using: &random)
        }
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return functions.randomElement(using: &random)! + "(" + operand(&random) + ")"
        case 1 where !calls.isEmpty:
            return calls.randomElement(using: &random)! + "(" + operand(&random) + ", "
                + operand(&random) + ")"
        case 2:
            return operand(&random) + [" + ", " - "].randomElement(using: &random)!
                + formula(depth: 0, calls: [], using: &random) + "%"
        default:
            return "(" + operand(&random) + operators.randomElement(using: &random)!
                + operand(&random) + ")"
        }
    }

    @Test func textToFunctionToTextIsAFixedPoint() throws {
        var random = SplitMix64(state: 53)
        var library = FunctionLibrary()
        var names: [String] = []
        for index in 0..<400 {
            let name = "f\(index)"
            let text = "\(name)(x2, y) = " + Self.formula(depth: 4, calls: names, using: &random)
            let first = try library.define(text).definition
            let again = try library.define(first).definition
            #expect(again == first, "\(text) was kept as \(first), which reads back as \(again)")
            names.append(name)
        }
    }

    @Test func theSpellingsThatOnceChangedReadBackAsThemselves() throws {
        var library = FunctionLibrary()
        #expect(try library.define("f(x2) = x2*i").definition == "f(x2) = x2 × i")
        #expect(try library.define("g(x1) = x1*i + 3*i").definition == "g(x1) = x1 × i + 3i")
        #expect(try library.define("h(x) = x+5%").definition == "h(x) = x + 5%")
        #expect(try library.define("k(x) = 2 - (x - 5%)").definition == "k(x) = 2 − (x − 5%)")
        for function in library.all {
            #expect(try library.define(function.definition).definition == function.definition)
        }
    }
}
