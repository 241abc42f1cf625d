import Foundation
import Testing

@testable import calculator_brain

/// Issue 15's `--plot FILE`: the graph drawn without a display, as PNG or SVG.
@Suite("calculator-brain --plot")
struct PlotFileHeadlessTests {
    let folder = FileManager.default.temporaryDirectory.appending(
        path: "calculator-brain-plot-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    @Test func aPNGHasTheSizeAsked() throws {
        let file = folder.appending(path: "sine.png").path
        let lines = try HeadlessMode.lines(for: [
            "--mode", "rpn", "--keys", "M sin M ×", "--plot", file, "--plot-size", "640x360",
        ])
        #expect(lines == [])
        let png = try Data(contentsOf: URL(filePath: file))
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: width and height, big-endian, at bytes 16 and 20.
        let number = { (at: Int) in png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(number(16) == 640)
        #expect(number(20) == 360)
    }

    @Test func anSVGHasTheTitleAndTheCurve() throws {
        let file = folder.appending(path: "reciprocal.svg").path
        _ = try HeadlessMode.lines(for: [
            "--keys", "1 ÷ x =", "--plot", file, "--plot-size", "600x400", "--plot-range", "-3:3",
        ])
        let svg = try String(contentsOf: URL(filePath: file), encoding: .utf8)
        #expect(svg.contains(#"width="600""#))
        #expect(svg.contains(#"height="400""#))
        #expect(svg.contains("<path"), "the grid, the axes and the curve are paths")
    }

    @Test(arguments: ["-1e13:1e13", "1:1.0000000001", "-3:3:-1e13:1e13"])
    func anyRangeAGraphCanShowIsDrawn(range: String) throws {
        let file = folder.appending(path: "range.png").path
        _ = try HeadlessMode.lines(for: [
            "--keys", "x sin", "--plot", file, "--plot-size", "64x48", "--plot-range", range,
        ])
        #expect(try Data(contentsOf: URL(filePath: file)).count > 8)
    }

    @Test(arguments: [
        "5:1e400", "-1e400:1e400", "1:1.00000000000000000001", "-1e-400:1e-400", "1e5000:1e5001",
        "-3:3:0:1e16", "-1e15:1e15",
    ])
    func aRangeBeyondWhatAGraphShowsIsAUsageError(range: String) {
        let file = folder.appending(path: "beyond.png").path
        #expect(
            throws: HeadlessMode.UsageError(
                message: "a graph shows values from -1e15 to 1e15, a pixel from 1e-12 to 1e12 "
                    + "wide: "
                    + "--plot-range '\(range)' is beyond that")
        ) {
            try HeadlessMode.lines(for: [
                "--keys", "x sin", "--plot", file, "--plot-size", "64x48", "--plot-range", range,
            ])
        }
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test func aFileThatCannotBeWrittenIsAnOutputError() {
        #expect(
            throws: HeadlessMode.UsageError(
                message: "cannot write '/nonexistent/graph.png': No such file or directory",
                exitStatus: 1)
        ) {
            try HeadlessMode.lines(for: ["--keys", "x", "--plot", "/nonexistent/graph.png"])
        }
    }

    @Test func aRefusedExpressionWritesNoGraph() {
        let file = folder.appending(path: "refused.png").path
        #expect(
            throws: HeadlessMode.UsageError(
                message: "Not an expression: “foo” at character 1 is no function, constant or "
                    + "variable")
        ) {
            try HeadlessMode.lines(for: ["--expression", "foo", "--plot", file])
        }
        #expect(!FileManager.default.fileExists(atPath: file))
    }
}
