import CalculatorModel
import Numbers
import Testing

/// The graph's fast function against the brain's exact evaluation (fractions and proven
/// intervals): the same value to 12 digits wherever the exact one has a value, none where it
/// has none.
@Suite("Compiled function: the calculation on Doubles, checked against exact evaluation")
struct CompiledFunctionTests {
    static let points: [Double] = [-7.5, -3, -2, -1, -0.5, 0, 0.25, 0.5, 1, 2, 3.75, 10]

    func expectSameAsExact(
        _ function: CompiledFunction?, exact: (Real) -> Result<Complex, CalculatorError>?,
        _ comment: Comment
    ) throws {
        let function = try #require(function, comment)
        for x in Self.points {
            let exactValue = try exact(#require(Real(x))).flatMap { try? $0.get().doubleValue }
            let fast = function(x)
            if let exactValue {
                let fast = try #require(fast, "\(comment) at \(x): exact \(exactValue)")
                #expect(
                    abs(fast - exactValue) <= 1e-12 * max(1, abs(exactValue)),
                    "\(comment) at \(x)")
            } else {
                #expect(fast == nil || abs(fast!) > 1e15, "\(comment) at \(x): exact has none")
            }
        }
    }

    @Test(arguments: [
        "x sin", "x x² + 1 ÷ x", "x √", "x ln", "x x!", "2 ^ x", "x ^ 2", "x tan", "x cos⁻¹",
        "x ± eˣ", "x log", "x x⁻¹", "π × x", "100 + x %", "x − 50 %", "e ^ x × x",
    ])
    func algebraicPrograms(_ keys: String) throws {
        let brain = algebraic(keys + " =")
        try expectSameAsExact(
            brain.function(of: "x"),
            exact: { value in brain.evaluateExactly(using: ["x": Complex(value)]).result },
            "\(keys)")
    }

    @Test(arguments: [
        "x sin", "x 1 + x 1 − ×", "3 x ÷", "x √ 1 +", "200 x %", "x 2 x⇄y ^", "1 2 x R↓ + +",
        "x 5 drop sin", "x 3 + LASTx ×", "x x x × ×", "x sin⁻¹", "x 2 + sin LASTx +",
        "x 2 × √ LASTx LASTx × −",
    ])
    func rpnPrograms(_ keys: String) throws {
        let brain = rpn(keys)
        try expectSameAsExact(
            brain.function(of: "x"), exact: { value in brain.value(using: ["x": Complex(value)]) },
            "\(keys)"
        )
    }

    /// Conversions, affine (temperatures) and with π (angles), on Doubles as exactly.
    @Test(arguments: ["x °F in °C", "(x + 1) ft in m", "x ° in rad", "x rad in °"])
    func conversions(_ text: String) throws {
        var brain = CalculatorBrain()
        brain.enter(try Expression(parsing: text))
        try expectSameAsExact(
            brain.function(of: "x"),
            exact: { value in brain.evaluateExactly(using: ["x": Complex(value)]).result },
            "\(text)")
        var stack = RPNBrain()
        stack.push(try Expression(parsing: text))
        try expectSameAsExact(
            stack.function(of: "x"), exact: { value in stack.value(using: ["x": Complex(value)]) },
            "RPN: \(text)")
    }

    @Test func degreesAreReadAndWrittenAsTheBrainReadsThem() throws {
        var brain = algebraic("x sin + x cos⁻¹ =")
        brain.angleUnit = .degrees
        try expectSameAsExact(
            brain.function(of: "x"),
            exact: { value in brain.evaluateExactly(using: ["x": Complex(value)]).result },
            "degrees")
    }

    @Test func otherVariablesKeepTheirValuesOrHaveNone() throws {
        let unset = rpn("x y +")
        #expect(Self.points.allSatisfy { unset.function(of: "x")!($0) == nil }, "RPN: y unset")
        let set = rpn("x y +", variables: ["y": 2])
        #expect(set.function(of: "x")!(3) == 5)
        #expect(set.function(of: "y")!(3) == nil, "x unset: no value")
        #expect(algebraic("x + y =").function(of: "x")!(3) == 3, "algebraic: y unset is 0")
    }

    @Test func aWaitingOperationKeepsWhatCameBeforeItAndNothingHasNoFunction() {
        #expect(algebraic("x + 2 ×").function(of: "x")?.expression == "x + 2")
        #expect(algebraic("x + 2 ×").function(of: "x")?(1) == 3)
        #expect(algebraic("").function(of: "x") == nil)
        #expect(rpn("").function(of: "x") == nil)
        #expect(algebraic("x sin").function(of: "x")?(0) == 0, "a function before = is complete")
    }
}
