import Testing

@testable import calculator_brain

@Suite("calculator-brain --keys")
struct HeadlessModeTests {
    @Test func printsDisplayAndDescription() throws {
        #expect(
            try HeadlessMode.lines(for: ["--keys", "7 + 9 = √"]) == [
                "display: 4", "description: √(7 + 9) =",
            ])
    }

    @Test func rpnWithVariables() throws {
        #expect(
            try HeadlessMode.lines(for: ["--mode", "rpn", "--keys", "7 M + √"])
                == [
                    "error: Variable M is not set", "description: √(7 + M) =",
                    "variables: M = unset",
                ])
        #expect(
            try HeadlessMode.lines(for: ["--mode", "rpn", "--var", "M=9", "--keys", "7 M + √"])
                == ["display: 4", "description: √(7 + M) =", "variables: M = 9"])
    }

    @Test func asciiAliasesAndMemory() throws {
        #expect(
            try HeadlessMode.lines(for: ["--keys", "9 + M = sqrt 7 ->M + 14 ="])
                == ["display: 18", "description: √(9 + M) + 14 =", "variables: M = 7"])
    }

    @Test(
        arguments: [
            (["--keys", "7 %"], "unknown key '%'"),
            (["--mode", "hex"], "unknown mode 'hex': use algebraic or rpn"),
            (["--var", "M=abc"], "--var takes NAME=NUMBER, not 'M=abc'"),
            (["--var", "sin=1"], "--var takes NAME=NUMBER, not 'sin=1'"),
        ])
    func refusesBadInput(arguments: [String], message: String) {
        #expect(throws: HeadlessMode.UsageError(message: message)) {
            try HeadlessMode.lines(for: arguments)
        }
        #expect(HeadlessMode.run(arguments) == 2)
    }

    @Test func helpListsEveryKeyAScriptCanName() {
        let usage = HeadlessMode.usage
        for token in [
            "redo", "undo", "⎌", "backspace", "⌫", "angle", "x!", "sin⁻¹", "tan⁻¹", "->M",
        ] {
            #expect(usage.contains(token), "\(token)")
        }
        #expect(usage.contains("undo or ⎌: undo"))
        #expect(usage.contains("backspace or ⌫: backspace"))
    }

    @Test func tokensSayWhatTheyDo() throws {
        #expect(try HeadlessMode.lines(for: ["--keys", "1 2 backspace"]).first == "display: 1")
        #expect(try HeadlessMode.lines(for: ["--keys", "1 + 2 = undo"]).first == "display: 2")
        #expect(try HeadlessMode.lines(for: ["--keys", "1 + 2 = ⎌ redo"]).first == "display: 3")
    }
}
