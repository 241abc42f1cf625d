import CalculatorController
import CalculatorModel
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

    @Test func aHeaderIsSkippedAndTheLineIsFitted() throws {
        let data = try DataSet(
            reading: "x,y\n1,2.1\n2,3.9\n3,6.2\n4,7.8\n5,10.1\n6,12.2\n7,13.8\n")
        let summary = DataSummary(data)
        #expect(summary.count == 7)
        #expect(written(summary.slope) == "1.98571428571429")  // 139/70
        #expect(written(summary.intercept) == "0.0714285714285714")  // 1/14
        #expect(written(summary.correlation) == "0.999172912755884")
        #expect(written(summary.mean) == "4")
        #expect(written(summary.sampleDeviation) == "2.16024689946929")  // √(14/3)
    }

    @Test func tabsSemicolonsAndDecimalCommasAreRead() throws {
        let pasted = try DataSet(reading: "1\t2,5\r\n3\t4\n\n5;6,25\n")
        #expect(pasted.x.map { $0.text(NumberFormat()) } == ["1", "3", "5"])
        #expect(pasted.y.map { $0.text(NumberFormat()) } == ["2.5", "4", "6.25"])
        let quoted = try DataSet(reading: "\"value\"\n\"1.5\"\n−2\n")
        #expect(quoted.x.map { $0.text(NumberFormat()) } == ["1.5", "-2"])
        #expect(quoted.y.isEmpty)
    }

    @Test func aRowThatIsNoNumberIsRefusedWithItsPlace() {
        #expect(throws: DataRefusal(row: 3, text: "foo")) {
            try DataSet(reading: "1\n2\nfoo\n")
        }
        #expect(throws: DataRefusal(row: 2, text: "2", isUneven: true)) {
            try DataSet(reading: "1,1\n2\n")
        }
        let refusal = DataRefusal(row: 3, text: "foo")
        #expect(refusal.message == "Row 3: “foo” is no number")
    }

    @Test func oneValueHasNoSampleDeviation() throws {
        let summary = DataSummary(try DataSet(reading: "7\n"))
        #expect(written(summary.median) == "7")
        #expect(written(summary.populationDeviation) == "0")
        #expect(written(summary.sampleDeviation) == "Division by zero")
        #expect(summary.slope == nil)
    }
}
