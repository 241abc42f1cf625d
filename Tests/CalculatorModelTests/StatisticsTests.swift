import CalculatorModel
import Numbers
import Testing

/// Issue 57's functions of statistics, read from text and evaluated exactly: the issue's
/// values, and data with a large common part that floating point gets wrong (the HP-12C's
/// handbook shows s of 1 999 999, 2 000 000, 2 000 001 as 0; it is 1).
@Suite struct StatisticsTests {
    @Test(arguments: [
        ("mean(5, 6, 4, 2, 3, 7)", "9/2"), ("median(5, 6, 4, 2, 3, 7)", "9/2"),
        ("stdev(5, 6, 4, 2, 3, 7)", "1.87082869338697"), ("var(5, 6, 4, 2, 3, 7)", "7/2"),
        ("stdevp(5, 6, 4, 2, 3, 7)", "1.70782512765993"), ("varp(5, 6, 4, 2, 3, 7)", "35/12"),
        ("stdev(1999999, 2000000, 2000001)", "1"), ("min(3, 1/3, pi)", "1/3"),
        ("max(3, 1/3, pi)", "3.14159265358979"), ("median(9, 1, 5)", "5"),
        // QUARTILE.INC: a quarter of the way along 1, 2, 3, 4 is 1.75.
        ("quartile(1, 1, 2, 3, 4)", "7/4"), ("quartile(0, 4, 2)", "2"),
        ("quartile(4, 4, 2)", "4"), ("quartile(2, 1, 2, 3, 4)", "5/2"),
    ])
    func theIssuesValuesAndExactFractions(call: String, shown: String) throws {
        #expect(try evaluated(call, .fraction) == shown)
    }

    /// NIST StRD's NumAcc sets are made by rule: a middle value, then 500 pairs a step either
    /// side (NumAcc1 is three values). Certified mean and standard deviation, every digit.
    @Test(arguments: [
        ("10000001", "10000003", "10000002", 1, "10000002", "1"),
        ("1.2", "1.1", "1.3", 500, "1.2", "0.1"),
        ("1000000.2", "1000000.1", "1000000.3", 500, "1000000.2", "0.1"),
        ("10000000.2", "10000000.1", "10000000.3", 500, "10000000.2", "0.1"),
    ])
    func nistNumAccSetsHaveTheirCertifiedValues(
        middle: String, below: String, above: String, pairs: Int, mean: String,
        deviation: String
    ) throws {
        let pair = below + ", " + above
        let list = ([middle] + Array(repeating: pair, count: pairs)).joined(separator: ", ")
        #expect(try evaluated("mean(\(list))") == mean)
        #expect(try evaluated("stdev(\(list))") == deviation)
    }

    @Test func whatHasNoValueSaysWhy() throws {
        #expect(try evaluated("quartile(5, 1, 2)") == "Result is undefined")
        #expect(try evaluated("quartile(1.5, 1, 2)") == "Result is undefined")
        #expect(throws: Expression.SyntaxError.self) { try Expression(parsing: "stdev(5)") }
        #expect(throws: Expression.SyntaxError.self) { try Expression(parsing: "mean()") }
    }
}
