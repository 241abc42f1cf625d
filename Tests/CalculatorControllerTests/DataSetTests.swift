import CalculatorController
import CalculatorModel
import JSONCoding
import Numbers
import Testing

/// Issue 57's data as pasted from a spreadsheet or read from a CSV file, and its summary.
/// Expected values: the issue's, worked in Python's `fractions`.
@Suite struct DataSetTests {
    private func written(_ value: DataSummary.Value?) -> String {
        switch value {
        case .success(let number)?: number.text(NumberFormat())
        case .failure(let error)?: "\(error)"
        case nil: "none"
        }
    }

    private func summary(_ text: String) throws -> DataSummary {
        DataSummary(try DataSet(DataTable(reading: text)))
    }

    @Test func aHeaderIsSkippedAndTheLineIsFitted() throws {
        let summary = try summary("x,y\n1,2.1\n2,3.9\n3,6.2\n4,7.8\n5,10.1\n6,12.2\n7,13.8\n")
        #expect(summary.count == 7)
        #expect(written(summary.slope) == "1.98571428571429")  // 139/70
        #expect(written(summary.intercept) == "0.0714285714285714")  // 1/14
        #expect(written(summary.correlation) == "0.999172912755884")
        #expect(written(summary.mean) == "4")
        #expect(written(summary.sum) == "28")
        #expect(written(summary.sampleDeviation) == "2.16024689946929")  // √(14/3)
        #expect(written(summary.predicted(at: Real(8))) == "15.9571428571429")  // 1117/70
        #expect(summary.points.count == 7)
        #expect(summary.points[2].x == 3 && summary.points[2].y == 6.2)
    }

    @Test func tabsSemicolonsAndDecimalCommasAreRead() throws {
        // Cells are kept as written, and read as numbers typed anywhere are.
        let pasted = try DataTable(reading: "1\t2,5\r\n3\t4\n\n5\t6,25\n")
        #expect(pasted.rows.map(\.x) == ["1", "3", "5"])
        #expect(pasted.rows.map(\.y) == ["2,5", "4", "6,25"])
        #expect(
            Array(try DataSet(pasted).pairs.y) == [
                Real(Rational(5, 2)), Real(4), Real(Rational(25, 4)),
            ])
        let semicolons = try DataTable(reading: "5;6,25\n7;8\n")
        #expect(Array(try DataSet(semicolons).pairs.y) == [Real(Rational(25, 4)), Real(8)])
        let quoted = try DataTable(reading: "\"value\"\n\"1.5\"\n−2\n")
        #expect(quoted.rows == [DataTable.Row(x: "1.5"), DataTable.Row(x: "−2")])
        #expect(Array(try DataSet(quoted).x) == [Real(Rational(3, 2)), Real(-2)])
        #expect(quoted.text(separator: ",") == "x\n1.5\n−2\n")
        #expect(pasted.text(separator: "\t") == "x\ty\n1\t\"2,5\"\n3\t4\n5\t\"6,25\"\n")
    }

    @Test func aRowThatIsNoNumberIsRefusedWithItsPlace() {
        #expect(throws: DataRefusal(row: 3, text: "foo")) {
            try DataTable(reading: "1\n2\nfoo\n")
        }
        #expect(throws: DataRefusal(row: 2, text: "bar")) {
            try DataTable(reading: "1,1\n2,bar\n")
        }
        #expect(DataRefusal(row: 3, text: "foo").message == "Row 3: “foo” is no number")
        // A cell typed into the table is read when summarized, and refused the same way.
        #expect(throws: DataRefusal(row: 2, text: "1,5.")) {
            try DataSet(DataTable(rows: [.init(x: "1"), .init(x: "1,5.")]))
        }
    }

    /// As a spreadsheet's functions do, an empty cell is skipped: x's statistics take every
    /// x; the line takes the rows that have both.
    @Test func emptyCellsAreSkipped() throws {
        let data = try DataSet(
            DataTable(rows: [
                .init(x: "1", y: "2"), .init(x: "2"), .init(x: "3", y: "6"), .init(x: "", y: "9"),
            ]))
        #expect(Array(data.x) == [Real(1), Real(2), Real(3)])
        #expect(Array(data.pairs.x) == [Real(1), Real(3)])
        #expect(Array(data.pairs.y) == [Real(2), Real(6)])
        #expect(written(DataSummary(data).slope) == "2")
    }

    /// Issue 68: cells written as plain decimals are read as integers over a power of ten,
    /// the others as any number typed is; the two readings agree, value for value, and one
    /// cell of the other kind makes the whole column the other kind.
    @Test func decimalsAreReadAsEveryOtherNumberIs() throws {
        var generator = SystemRandomNumberGenerator()
        let cells = (0..<2_000).map { _ -> String in
            let digits = String(
                (0..<Int.random(in: 1...9, using: &generator)).map { _ in
                    "0123456789".randomElement(using: &generator)!
                })
            let point = Int.random(in: 0...digits.count, using: &generator)
            let sign = Bool.random(using: &generator) ? "-" : ""
            return sign + digits.prefix(point) + (point < digits.count ? "." : "")
                + digits.dropFirst(point)
        }
        let table = DataTable(rows: cells.map { DataTable.Row(x: $0, y: $0) })
        let data = try DataSet(table)
        guard case .decimals = data.x else {
            Issue.record("plain decimals are read as a decimal column")
            return
        }
        let expected = cells.map { Real(calculatorText: $0)! }
        #expect(Array(data.x) == expected && Array(data.pairs.y) == expected)
        let mixed = try DataSet(DataTable(rows: table.rows + [.init(x: "1e3")]))
        guard case .reals(let values) = mixed.x else {
            Issue.record("a number with an exponent makes the column one of any numbers")
            return
        }
        #expect(values == expected + [Real(1000)])
        #expect(
            try Statistics.mean(data.x) == Statistics.mean(.reals(expected))
                && Statistics.quartiles(data.x) == Statistics.quartiles(.reals(expected))
                && Statistics.products(data.x, data.pairs.y)
                    == Statistics.products(.reals(expected), .reals(expected))
        )
    }

    @Test func oneValueHasNoSampleDeviation() throws {
        let summary = try summary("7\n")
        #expect(written(summary.median) == "7")
        #expect(written(summary.populationDeviation) == "0")
        #expect(written(summary.sampleDeviation) == "Division by zero")
        #expect(summary.slope == nil)
    }

    /// QUARTILE.INC by selection, not a sort, against LibreOffice's QUARTILE: 1, 2.5, 4, 5.5,
    /// 7 for 1…7 shuffled; and with many equal values (NumAcc4's kind), which a two-way
    /// partition would take quadratic time over.
    @Test func quartilesComeFromSelection() throws {
        let shuffled = try summary("4\n7\n1\n6\n2\n5\n3\n")
        #expect(
            [
                shuffled.minimum, shuffled.lowerQuartile, shuffled.median, shuffled.upperQuartile,
                shuffled.maximum,
            ].map(written) == ["1", "2.5", "4", "5.5", "7"])
        let equal = try summary(String(repeating: "10000000.1\n", count: 5000) + "3\n")
        #expect(written(equal.minimum) == "3")
        #expect(written(equal.median) == "10000000.1")
        #expect(written(equal.lowerQuartile) == "10000000.1")
        let even = try summary("10\n40\n20\n30\n")
        #expect(written(even.median) == "25")
        #expect(written(even.lowerQuartile) == "17.5")  // 10 + ¾ × 10
        #expect(written(even.upperQuartile) == "32.5")
    }

    /// Issue 68: Floyd and Rivest's selection, past its sampling threshold of 600 values,
    /// with few distinct values and with many, against a sort.
    @Test func orderStatisticsAgreeWithASort() throws {
        var generator = SystemRandomNumberGenerator()
        for (count, spread) in [(1, 9), (2, 9), (5, 9), (601, 3), (5_000, 50), (20_001, 1_000_000)]
        {
            let values = (0..<count).map { _ in Int.random(in: -spread...spread, using: &generator)
            }
            var column = DecimalColumn()
            for value in values { _ = column.append(String(value), point: 0x2E) }
            let sorted = values.sorted()
            let expected = (0...4).map { k -> Real in
                let (index, fraction) = (k * (count - 1) / 4, Rational(k * (count - 1) % 4, 4))
                let (below, above) = (sorted[index], sorted[min(index + 1, count - 1)])
                return Real(Rational(below) + Rational(above - below) * fraction)
            }
            #expect(try Statistics.quartiles(.decimals(column)) == expected, "\(count) values")
        }
    }

    /// Issue 68: a paste is read as the clipboard's bytes; more than 64 MiB is refused.
    @Test func aPasteIsReadAsItsBytesUpToItsLimit() throws {
        let pasted = try DataTable(readingPaste: Array("x\ty\n1,5\t2\n\u{2212}3\t4\n".utf8))
        #expect(pasted.rows == [.init(x: "1,5", y: "2"), .init(x: "−3", y: "4")])
        #expect(Array(try DataSet(pasted).x) == [Real(Rational(3, 2)), Real(-3)])
        #expect(throws: DataRefusal(message: "Cannot paste: it is larger than 64 MiB")) {
            try DataTable(readingPaste: [UInt8](repeating: 0x31, count: DataTable.sizeLimit + 1))
        }
    }

    @Test func anEmptyTableHasNoStatistics() throws {
        let summary = try summary("")
        #expect(summary.count == 0)
        #expect(written(summary.mean) == "Division by zero")
        #expect(written(summary.median) == "Missing operand")
    }

    @Test func aSessionKeepsTheTableAsCSVAndADamagedOneIsEmpty() throws {
        let table = DataTable(rows: [.init(x: "1.5", y: "2"), .init(x: "-3", y: "")])
        var session = Session()
        session.data = table
        let json = try JSON(encoding: session).utf8
        #expect(String(decoding: json, as: UTF8.self).contains(#""data":"x,y\n1.5,2\n-3,\n""#))
        #expect(try JSON(parsing: json).decode(Session.self).data == table)
        // Issue 66, item 12: a cell that is no number comes back as written, the rest with it;
        // a cell typed with a comma in quotes, so it stays one cell.
        let damaged = #"{"version": 7, "data": "x\n1\nfoo\n"}"#
        #expect(
            try JSON(parsing: Array(damaged.utf8)).decode(Session.self).data
                == DataTable(rows: [.init(x: "1"), .init(x: "foo")]))
        session.data = DataTable(rows: [.init(x: "3,5", y: "1"), .init(x: "2", y: "\"4\"")])
        let saved = try JSON(parsing: JSON(encoding: session).utf8).decode(Session.self).data
        #expect(saved?.rows == session.data?.rows, "as written")
        #expect(Array(try DataSet(#require(saved)).pairs.x) == [Real(Rational(7, 2)), Real(2)])
    }

    /// Issue 66, item 10: CSV as spreadsheets write it, read by one tokenizer (RFC 4180) with
    /// one separator a file; a header only where it names the columns, and said.
    @Test func csvAsSpreadsheetsWriteIt() throws {
        let marked = try DataTable(reading: "\u{FEFF}1\n2\n3\n")
        #expect(marked.rows.map(\.x) == ["1", "2", "3"], "a byte order mark is no header")
        #expect(marked.skippedHeader == nil)
        #expect(try DataTable(reading: "1\r2\r3\r4").rows.map(\.x) == ["1", "2", "3", "4"])
        let quoted = try DataTable(reading: "\"1,234\",5\n2,6\n")
        #expect(quoted.rows == [.init(x: "1,234", y: "5"), .init(x: "2", y: "6")])
        #expect(Array(try DataSet(quoted).x) == [Real(1234), Real(2)])
        let named = try DataTable(reading: "\"Height\n(cm)\",\"Weight, kg\"\r\n1,2\r\n")
        #expect(named.rows == [.init(x: "1", y: "2")])
        #expect(named.skippedHeader == 1)
        #expect(throws: DataRefusal(row: 1, text: "0x10")) { try DataTable(reading: "0x10\n") }
        // Where . is the decimal point, , separates columns: thousands come quoted, as
        // spreadsheets write them, and NIST's `60,130` is two numbers.
        let thousands = try DataTable(reading: "value\n\"1,000\"\n\"12,345\"\n")
        #expect(Array(try DataSet(thousands).x) == [Real(1000), Real(12345)])
        #expect(
            try DataTable(reading: "x,y\n60,130\n61,131\n").rows == [
                .init(x: "60", y: "130"), .init(x: "61", y: "131"),
            ])
        #expect(
            try DataTable(reading: "1,5\n2,7\n").rows == [
                .init(x: "1", y: "5"), .init(x: "2", y: "7"),
            ])
        #expect(try DataTable(reading: "0,125\n").rows == [.init(x: "0", y: "125")])
    }

    /// Issue 66, item 11: one 60 MB line took 1.2 GB and gave n 1.
    @Test func aRowLongerThanAnyOfTwoNumbersIsRefusedWithItsPlace() {
        #expect(
            throws: DataRefusal(
                message: "Row 2 is longer than 4096 characters")
        ) {
            try DataTable(reading: "1\n" + String(repeating: "9", count: 5_000) + "\n3\n")
        }
    }
}
