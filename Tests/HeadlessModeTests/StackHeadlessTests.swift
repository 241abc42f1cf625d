import Testing

@testable import calculator_brain

/// Issue 14 as a script runs it: the stack's levels and its keys.
@Suite("calculator-brain: the RPN stack")
struct StackHeadlessTests {
    @Test func rpnPrintsEveryLevelLevelOneFirst() throws {
        #expect(
            try HeadlessMode.lines(for: ["--mode", "rpn", "--keys", "3 enter 5 + 2 √"]) == [
                "display: 1.4142135623731", "description: 3 + 5, √(2) =",
                "stack 1: 1.4142135623731  √(2)", "stack 2: 8  3 + 5",
            ])
    }

    @Test(
        "The stack keys by their script words",
        arguments: [
            ("1 enter 2 swap", ["stack 1: 1  1", "stack 2: 2  2"]),
            ("1 enter 2 x⇄y", ["stack 1: 1  1", "stack 2: 2  2"]),
            ("1 enter 2 enter 3 roll", ["stack 1: 2  2", "stack 2: 1  1", "stack 3: 3  3"]),
            ("1 enter 2 enter 3 R↓", ["stack 1: 2  2", "stack 2: 1  1", "stack 3: 3  3"]),
            ("1 enter 2 drop", ["stack 1: 1  1"]),
            ("3 enter 4 × lastx", ["stack 1: 4  4", "stack 2: 12  3 × 4"]),
            ("3 enter 4 × LASTx undo", ["stack 1: 12  3 × 4"]),
        ])
    func stackKey(keys: String, levels: [String]) throws {
        let lines = try HeadlessMode.lines(for: ["--mode", "rpn", "--keys", keys])
        #expect(lines.filter { $0.hasPrefix("stack ") } == levels)
    }

    @Test func aLevelWithAnErrorPrintsItsMessage() throws {
        let lines = try HeadlessMode.lines(for: ["--mode", "rpn", "--keys", "7 enter 1 enter 0 ÷"])
        #expect(lines.suffix(2) == ["stack 1: Division by zero  1 ÷ 0", "stack 2: 7  7"])
    }

    @Test func aRefusedStackKeyPrintsWhy() throws {
        #expect(
            try HeadlessMode.lines(for: ["--mode", "rpn", "--keys", "5 swap"]) == [
                "display: 5", "description: ", "notice: x⇄y needs two levels on the stack",
            ])
    }

    @Test func algebraicNotationPrintsNoStack() throws {
        #expect(
            try HeadlessMode.lines(for: ["--keys", "3 + 5 ="]) == [
                "display: 8", "description: 3 + 5 =",
            ])
    }
}
