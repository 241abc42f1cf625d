import Testing

@testable import calculator_brain

/// Issue 15's `--plot-table`: the graph's points as text. Expected values are mpmath's, at 50
/// digits, rounded to the display's 15.
@Suite("calculator-brain --plot-table")
struct PlotTableHeadlessTests {
    func table(_ arguments: String...) throws -> [String] {
        try HeadlessMode.lines(for: arguments)
    }

    @Test func helpNamesEveryPlotOption() {
        for option in ["--plot ", "--plot-table", "--plot-range", "--plot-size", "--plot-variable"]
        {
            #expect(HeadlessMode.usage.contains(option), "\(option)")
        }
    }

    @Test func sineAtEvenlySpacedExactPoints() throws {
        #expect(
            try table("--keys", "M sin", "--plot-table", "4", "--plot-range", "0:2") == [
                "0\t0", "0.5\t0.479425538604203", "1\t0.841470984807897",
                "1.5\t0.997494986604054", "2\t0.909297426825682",
            ])
    }

    @Test func tangentInRPN() throws {
        #expect(
            try table(
                "--mode", "rpn", "--keys", "x tan", "--plot-table", "6", "--plot-range", "-3:3")
                == [
                    "-3\t0.142546543074278", "-2\t2.18503986326152", "-1\t-1.5574077246549", "0\t0",
                    "1\t1.5574077246549", "2\t-2.18503986326152", "3\t-0.142546543074278",
                ])
    }

    @Test func whereTheFunctionIsUndefinedTheValueIsEmpty() throws {
        #expect(
            try table("--keys", "1 ÷ x =", "--plot-table", "4", "--plot-range", "-2:2") == [
                "-2\t-0.5", "-1\t-1", "0\t", "1\t1", "2\t0.5",
            ])
        #expect(
            try table("--keys", "x √", "--plot-table", "4", "--plot-range", "-2:2") == [
                "-2\t", "-1\t", "0\t0", "1\t1", "2\t1.4142135623731",
            ])
    }

    @Test func aConstantAndTheNumberBeingTyped() throws {
        #expect(try table("--keys", "5", "--plot-table", "2") == ["-10\t5", "0\t5", "10\t5"])
        #expect(
            try table(
                "--mode", "rpn", "--keys", "x enter 3", "--plot-table", "1", "--plot-range", "0:1")
                == ["0\t3", "1\t3"])
    }

    @Test func anotherUnsetVariableIsZeroInAlgebraicAndAnErrorInRPN() throws {
        #expect(
            try table("--keys", "x + y =", "--plot-table", "2", "--plot-range", "0:1") == [
                "0\t0", "0.5\t0.5", "1\t1",
            ])
        #expect(
            try table(
                "--mode", "rpn", "--keys", "x y +", "--plot-table", "1", "--plot-range", "0:1")
                == ["0\t", "1\t"])
        #expect(
            try table(
                "--mode", "rpn", "--var", "y=2", "--keys", "x y +", "--plot-table", "1",
                "--plot-range", "0:1") == ["0\t2", "1\t3"])
    }

    @Test func theVariableIsChosenOrGiven() throws {
        #expect(
            try table("--keys", "y x²", "--plot-table", "1", "--plot-range", "1:3") == [
                "1\t1", "3\t9",
            ])
        #expect(
            try table(
                "--keys", "y × x =", "--var", "x=10", "--plot-variable", "y", "--plot-table", "1",
                "--plot-range", "1:3") == ["1\t10", "3\t30"])
        #expect(
            try table("--keys", "x × 3 =", "--plot-table", "3", "--plot-range", "0:1") == [
                "0\t0", "0.333333333333333\t1", "0.666666666666667\t2", "1\t3",
            ], "a third of the range is exactly a third: three of them are exactly 1")
    }

    @Test(arguments: [
        (
            ["--plot-table", "0"],
            "--plot-table takes a whole number of steps from 1 to 100000 (each row is computed "
                + "exactly), not '0'"
        ),
        (
            ["--plot-table", "100001"],
            "--plot-table takes a whole number of steps from 1 to 100000 (each row is computed "
                + "exactly), not '100001'"
        ),
        (
            ["--plot-table", "2", "--plot-range", "3:1"],
            "--plot-range takes XMIN:XMAX or XMIN:XMAX:YMIN:YMAX with each minimum below its maximum, not '3:1'"
        ),
        (
            ["--plot-table", "2", "--plot-range", "0:x"],
            "--plot-range takes XMIN:XMAX or XMIN:XMAX:YMIN:YMAX with each minimum below its maximum, not '0:x'"
        ),
        (
            ["--plot-table", "2", "--plot-variable", "undo"],
            "--plot-variable takes a variable name, not 'undo'"
        ),
        (
            ["--plot-table", "2", "--plot-range", "0:1:2:1"],
            "--plot-range takes XMIN:XMAX or XMIN:XMAX:YMIN:YMAX with each minimum below its maximum, not '0:1:2:1'"
        ),
        (["--plot", "graph.jpg"], "--plot writes a .png or .svg file, not 'graph.jpg'"),
        (
            ["--plot", "graph.png", "--plot-size", "10x10"],
            "--plot-size takes WIDTHxHEIGHT, each from 16 to 8192 pixels, not '10x10'"
        ),
        (
            ["--plot", "graph.png", "--plot-size", "800"],
            "--plot-size takes WIDTHxHEIGHT, each from 16 to 8192 pixels, not '800'"
        ),
    ])
    func badPlotOptionsAreRefusedWithWhy(arguments: [String], message: String) {
        #expect(throws: HeadlessMode.UsageError(message: message)) {
            try HeadlessMode.lines(for: arguments)
        }
    }
}
