import CalculatorController
import Foundation
import Graph
import Testing

@testable import CalculatorView

/// Issue 57: a graph saved with the Data pane's points and line draws them as the window does,
/// in GNOME's orange (#E66100, which cairo's SVG writes as percentages); without them, none.
@Suite struct GraphFileTests {
    private let orange = "rgb(90.196078%,38.039216%,0%)"

    private func svg(plotted: PlottedData?) throws -> String {
        let path = FileManager.default.temporaryDirectory.appending(
            path: "calculator-brain-graph-\(UUID().uuidString).svg"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let failure = GraphFile.write(
            nil, plotted: plotted, title: "points", viewport: .standard(width: 400), width: 400,
            height: 300, to: path)
        #expect(failure == nil)
        return try String(contentsOf: URL(filePath: path), encoding: .utf8)
    }

    @Test func theDataAreSavedWithTheGraph() throws {
        let summary = DataSummary(
            try DataSet(DataTable(reading: "1,2.1\n2,3.9\n3,6.2\n4,7.8\n5,10.1\n")))
        let plotted = PlottedData(summary)
        #expect(plotted.points.count == 5)
        #expect(plotted.line?.slope == 1.99)  // 199/100, exactly as a Double rounds it
        #expect(try svg(plotted: plotted).contains(orange))
        #expect(try !svg(plotted: nil).contains(orange))
    }
}
