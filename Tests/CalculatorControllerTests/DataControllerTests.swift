import CalculatorController
import CalculatorModel
import Numbers
import Testing

/// Issue 57's Data pane in the controller: Σ+ and Σ− as HP's calculators have them, cells,
/// rows, a paste or a file read in whole or refused whole, undo of each step, a summary value
/// used, and the session.
@Suite struct DataControllerTests {
    private func xs(_ controller: CalculatorController) -> [String] {
        controller.state.data.rows.map(\.x)
    }

    @Test func sigmaPlusTakesTheDisplayedValueAndTheNextDigitStartsAfresh() {
        let controller = pressing("5 Σ+ 6 Σ+ 2 + 2 = Σ+")
        #expect(xs(controller) == ["5", "6", "4"])
        #expect(controller.state.notice == "n = 3")
        #expect(pressing("7", on: controller).state.display == "7")
        let rpn = pressing("3 ↩ 4 Σ+ 1 Σ+", in: .rpn)
        #expect(xs(rpn) == ["4", "1"])
    }

    @Test func sigmaMinusTakesBackTheLastRowHoldingTheValue() {
        let controller = pressing("5 Σ+ 6 Σ+ 5 Σ+ 5 Σ−")
        #expect(xs(controller) == ["5", "6"])
        let missing = pressing("9 Σ−", on: controller)
        #expect(xs(missing) == ["5", "6"])
        #expect(missing.state.notice == "No row of the data holds 9")
    }

    @Test func aDisplayWithNoNumberAddsNothing() {
        let controller = pressing("1 ÷ 0 = Σ+")
        #expect(xs(controller).isEmpty)
        #expect(controller.state.notice == "The display shows no number to take")
    }

    @Test func undoTakesBackEachStep() {
        var controller = pressing("5 Σ+ 6 Σ+")
        controller.press(.undo)
        #expect(xs(controller) == ["5"])
        controller.deleteDataRow(0)
        #expect(xs(controller).isEmpty)
        controller.press(.undo)
        #expect(xs(controller) == ["5"])
        controller.clearData()
        #expect(xs(controller).isEmpty)
        controller.press(.undo)
        #expect(xs(controller) == ["5"])
    }

    @Test func aPasteIsAddedAFileReplacesAndARefusalKeepsTheTable() throws {
        var controller = pressing("5 Σ+")
        controller.receiveData(.success(try DataTable(reading: "1\t2\n3\t4\n")), replacing: false)
        #expect(controller.state.data.rows.map(\.y) == ["", "2", "4"])
        #expect(controller.state.notice == "n = 3")
        controller.receiveData(.failure(DataRefusal(row: 2, text: "abc")), replacing: true)
        #expect(xs(controller) == ["5", "1", "3"])
        #expect(controller.state.notice == "Row 2: “abc” is no number")
        controller.receiveData(.success(try DataTable(reading: "x\n8\n")), replacing: true)
        #expect(xs(controller) == ["8"])
        controller.press(.undo)
        #expect(xs(controller) == ["5", "1", "3"])
        controller.receiveData(.success(try DataTable(reading: "heading only\n")), replacing: true)
        #expect(controller.state.notice == "There are no data rows")
        #expect(xs(controller) == ["5", "1", "3"])
    }

    /// Issue 66, item 26: the notice counted an empty row the summary leaves out (n = 9 beside
    /// the summary's 8).
    @Test func theNoticeCountsWhatTheSummaryCounts() throws {
        var controller = CalculatorController()
        controller.addDataRow()
        controller.receiveData(.success(try DataTable(reading: "1\n2\n")), replacing: false)
        #expect(controller.state.notice == "n = 2")
        #expect(try DataSet(controller.state.data).x.count == 2)
        // Into an empty table, counted by the numbers read with the rows: a row of a y alone
        // has no x to count.
        var pasted = CalculatorController()
        let table = try DataTable(readingPaste: Array("x\ty\n1\t2\n\t5\n3\t\n".utf8))
        pasted.receiveData(.success(table), replacing: false)
        #expect(pasted.state.data.rows.count == 3)
        #expect(pasted.state.notice == "n = 2; row 1 names the columns and was skipped")
        pasted.addDataPoint()
        #expect(pasted.state.notice == "n = 3", "counted by the rows once one changed")
    }

    @Test func cellsAreTypedAndARowAddedEmpty() {
        var controller = CalculatorController()
        controller.addDataRow()
        controller.editData(row: 0, isY: false, text: "2,5")
        controller.editData(row: 0, isY: true, text: "7")
        controller.editData(row: 4, isY: true, text: "9")  // no such row: nothing
        #expect(controller.state.data.rows == [DataTable.Row(x: "2,5", y: "7")])
        // In quotes, so it reads back as one cell (issue 66, item 12: it came back as 2 and 5).
        #expect(controller.dataText(separator: ",") == "x,y\n\"2,5\",7\n")
        controller.clearData()
        #expect(controller.dataText(separator: ",") == nil)
        #expect(controller.state.notice == "There are no data rows")
    }

    @Test func aSummaryValueIsUsedAsIfTyped() throws {
        var controller = pressing("8")
        let summary = DataSummary(
            try DataSet(DataTable(reading: "1,2.1\n2,3.9\n3,6.2\n4,7.8\n5,10.1\n6,12.2\n7,13.8\n")))
        let rows = controller.summaryRows(of: summary)
        #expect(
            rows.map(\.name) == [
                "n", "Σx", "mean", "median", "Q₁", "Q₃", "s", "σ", "min", "max", "slope",
                "intercept",
                "r", "R²", "ŷ(8)",
            ])
        #expect(rows[10].text == "1.98571428571429")
        #expect(rows[14].text == "15.9571428571429")
        controller.useDataValue(try #require(rows[10].value))
        controller = pressing("× 70 =", on: controller)
        #expect(controller.state.display == "139")
    }

    /// A schedule's and a table's CSV fail alike, each naming its own file.
    @Test func aFileNotSavedIsSaidByItsName() {
        var controller = CalculatorController()
        controller.reportFileNotSaved(path: "/full/data.csv", reason: "No space left on device")
        #expect(
            controller.state.notice
                == "“/full/data.csv” could not be saved: No space left on device")
    }

    @Test func theSessionKeepsTheTableUpToItsLimit() {
        var controller = pressing("5 Σ+ 6 Σ+")
        #expect(
            CalculatorController(session: controller.session).state.data.rows.map(\.x) == [
                "5", "6",
            ])
        let many = (0...CalculatorController.maximumKeptDataRows).map {
            DataTable.Row(x: String($0))
        }
        controller.receiveData(.success(DataTable(rows: many)), replacing: true)
        let kept = controller.session.data?.rows
        #expect(kept?.count == CalculatorController.maximumKeptDataRows)
        #expect(kept?.last?.x == String(CalculatorController.maximumKeptDataRows - 1))
    }
}
