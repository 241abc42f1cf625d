import CalculatorModel
import Numbers
import Testing

@Suite("Expressions typed or pasted as text")
struct ExpressionTests {
    /// The expression entered into a fresh brain of each order, and into RPN.
    private func entered(_ text: String, order: OrderOfOperations = .entered) throws
        -> (result: Double?, description: String)
    {
        var brain = CalculatorBrain()
        brain.order = order
        brain.enter(try Expression(parsing: text))
        let evaluation = brain.evaluate()
        return (evaluation.result, evaluation.description)
    }

    @Test(
        "Ordinary precedence, whatever the brain's order",
        arguments: [
            ("2+3×4", 14.0, "2 + 3 × 4"), ("(1+2)^3", 27, "(1 + 2) ^ 3"),
            ("sqrt(16)+1", 5, "√(16) + 1"), ("2(3+4)", 14, "2 × (3 + 4)"),
            ("50+10%", 55, "50 + 10%"), ("1.5e-3*2", 0.003, "0.0015 × 2"),
            ("−3^2", -9, "-3 ^ 2"), ("2^3^2", 512, "2 ^ 3 ^ 2"), ("2^-1", 0.5, "2 ^ (-1)"),
            ("10-2-3", 5, "10 − 2 − 3"), ("10/(2*5)", 1, "10 ÷ (2 × 5)"),
            ("√4²", 4, "√(4²)"), ("√3!", 6.0.squareRoot(), "√(3!)"),
            ("(1+2)(3+4)", 21, "(1 + 2) × (3 + 4)"), ("2π", 2 * Double.pi, "2 × π"),
            ("3!²", 36, "3!²"), ("2 ** 10", 1024, "2 ^ 10"), ("4⁻¹", 0.25, "4⁻¹"),
            ("[1+1]·3", 6, "(1 + 1) × 3"), ("(1+2", 3, "1 + 2"), ("+5", 5, "5"),
            ("sin 0 + cos(0)", 1, "sin(0) + cos(0)"), ("SQRT(9)", 3, "√(9)"),
        ])
    func meaning(text: String, result: Double, description: String) throws {
        for order in OrderOfOperations.allCases {
            let (value, written) = try entered(text, order: order)
            #expect(value == result, "\(order)")
            #expect(written == description, "\(order)")
        }
    }

    @Test func inRPNAnExpressionIsOneLevelDescribedAsItself() throws {
        var brain = RPNBrain()
        brain.push(try Expression(parsing: "2+3×4"))
        brain.push(try Expression(parsing: "2*10%"))
        #expect(brain.expressions == ["2 + 3 × 4", "2 × 10 ÷ 100"])
        #expect(brain.evaluate() == 0.2)
        brain.push(try Expression(parsing: "50+10%"))
        #expect(brain.evaluate() == 55)
    }

    @Test(
        "Text that is no expression says where",
        arguments: [
            ("2+", Expression.SyntaxError.Problem.endsEarly, 3), ("", .endsEarly, 1),
            ("2+*3", .unexpected("*"), 3), ("(1+2))", .unexpected(")"), 6),
            ("2 3", .unexpected("3"), 3), ("hello", .unknownName("hello"), 1),
            ("1e9999999", .numberOutOfRange, 1), ("192.168.0.1", .unexpected("."), 8),
            ("1,5", .unexpected(","), 2), ("rand", .unknownName("rand"), 1),
            ("2 @ 3", .unexpected("@"), 3),
        ])
    func syntaxError(text: String, problem: Expression.SyntaxError.Problem, position: Int) {
        #expect(throws: Expression.SyntaxError(problem: problem, position: position)) {
            try Expression(parsing: text)
        }
    }

    @Test func aDecimalCommaWhereTheLocaleWritesOne() throws {
        var brain = CalculatorBrain()
        brain.enter(try Expression(parsing: "1,5+2.5", decimalSeparator: ","))
        #expect(brain.evaluate().result == 4)
    }

    @Test func onlyKnownVariablesAreRead() throws {
        var brain = CalculatorBrain()
        brain.enter(try Expression(parsing: "2x+M", variables: ["x", "M"]))
        #expect(brain.evaluate(using: ["x": 3, "M": 1]).result == 7)
        #expect(throws: Expression.SyntaxError(problem: .unknownName("z"), position: 1)) {
            try Expression(parsing: "z+1", variables: ["x"])
        }
    }

    @Test func deepNestingIsReadAndEnteredWithoutRecursion() throws {
        let depth = 100_000
        let text =
            String(repeating: "(", count: depth) + "1" + String(repeating: "+1)", count: depth)
        var brain = CalculatorBrain()
        brain.enter(try Expression(parsing: text))
        #expect(brain.evaluate().result == Double(depth + 1))
        var stack = RPNBrain()
        stack.push(try Expression(parsing: String(repeating: "-", count: depth) + "2"))
        #expect(stack.evaluate() == 2)
    }

    /// Issue 66, item 7: `0x…`, `0b…`, `0o…` are whole numbers (`0x10 + 5` was 0 × 10 + 5);
    /// 2⁹⁶ − 1 checked against Python's `int('F' * 24, 16)`. A digit outside the base is refused.
    @Test(arguments: [
        ("0x10 + 5", "21"), ("0x400", "1024"), ("0b101", "5"), ("0o17", "15"), ("0xff", "255"),
        ("0xFFFFFFFFFFFFFFFFFFFFFFFF", "79228162514264337593543950335"),
    ])
    func prefixedWholeNumbersAreRead(text: String, value: String) throws {
        #expect(try evaluated(text) == value)
    }

    @Test func aDigitOutsideItsBaseIsRefused() {
        #expect(throws: Expression.SyntaxError.self) { try Expression(parsing: "0x1G") }
        #expect(throws: Expression.SyntaxError.self) { try Expression(parsing: "0b102") }
    }
}
