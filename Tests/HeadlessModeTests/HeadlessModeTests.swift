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
                    "variables: M = unset", "stack 1: Variable M is not set  √(7 + M)",
                ])
        #expect(
            try HeadlessMode.lines(for: ["--mode", "rpn", "--var", "M=9", "--keys", "7 M + √"])
                == [
                    "display: 4", "description: √(7 + M) =", "variables: M = 9",
                    "stack 1: 4  √(7 + M)",
                ])
    }

    @Test func asciiAliasesAndMemory() throws {
        #expect(
            try HeadlessMode.lines(for: ["--keys", "9 + M = sqrt 7 ->M + 14 ="])
                == ["display: 18", "description: √(9 + M) + 14 =", "variables: M = 7"])
    }

    @Test(
        arguments: [
            (["--keys", "7 @"], "unknown key '@'; see --help"),
            (["--mode", "hex"], "unknown mode 'hex': use algebraic or rpn"),
            (["--var", "M=abc"], "--var takes NAME=NUMBER, not 'M=abc'"),
            (["--var", "sin=1"], "--var takes NAME=NUMBER, not 'sin=1'"),
            (["--var", "C=3"], "--var takes NAME=NUMBER, not 'C=3'"),
            (["--var", "undo=3"], "--var takes NAME=NUMBER, not 'undo=3'"),
            (["--var", "x=1e9999999"], "--var takes NAME=NUMBER, not 'x=1e9999999'"),
            (["--bogus"], "unknown option '--bogus'; see --help"),
            (["--digits", "10001"], "--digits takes a number from 1 to 10000, not '10001'"),
            (["--digits", "0"], "--digits takes a number from 1 to 10000, not '0'"),
            (
                ["--format", "hex"],
                "unknown format 'hex': use decimal, fraction, scientific, engineering or polar"
            ),
            (["--keys"], "--keys needs a value; see --help"),
            (["--keys", "--help"], "unknown key '--help'; see --help"),
            (["--keys", "a\u{1B}[31m"], "unknown key 'a\\u{1B}[31m'; see --help"),
        ])
    func refusesBadInput(arguments: [String], message: String) {
        #expect(throws: HeadlessMode.UsageError(message: message)) {
            try HeadlessMode.lines(for: arguments)
        }
        #expect(HeadlessMode.run(arguments, version: "0", dataFolder: { nil }) == 2)
    }

    @Test func aFlagAnswersWhereverItStands() throws {
        #expect(try HeadlessMode.request(for: ["--version", "--keys", "1"]) == .version)
        #expect(try HeadlessMode.request(for: ["--keys", "1", "--help"]) == .help)
        #expect(try HeadlessMode.request(for: ["--data-dir"]) == .dataFolder)
    }

    @Test func keysAreSeparatedByAnyWhiteSpaceAndNumbersMayBeLong() throws {
        #expect(try HeadlessMode.lines(for: ["--keys", "1\t+\n2 ="]).first == "display: 3")
        #expect(
            try HeadlessMode.lines(for: ["--keys", String(repeating: "1", count: 1_200)])
                == [
                    "display: " + String(repeating: "1", count: 1_000), "description: ",
                    "notice: A number has at most 1000 significant digits",
                ])
    }

    @Test func aVariableTakesADecimalComma() throws {
        #expect(
            try HeadlessMode.lines(for: ["--var", "x=1,5", "--keys", "x"])
                == ["display: 1.5", "description: x =", "variables: x = 1.5"])
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
