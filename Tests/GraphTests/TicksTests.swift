import Testing

@testable import Graph

@Suite("Ticks: 1-2-5 steps, exact labels that never overlap")
struct TicksTests {
    /// A label 7 pixels a character, as a monospaced 11-pixel font has.
    static func width(_ label: String) -> Double { Double(label.count) * 7 }

    @Test func twentyUnitsOnFourHundredPixelsAreTickedEveryTwo() {
        let ticks = Ticks(range: -10...10, pixels: 400, width: Self.width)
        #expect(ticks.mantissa == 2)
        #expect(ticks.exponent == 0)
        #expect(ticks.marks.map(\.value) == Array(stride(from: -10.0, through: 10, by: 2)))
        #expect(ticks.marks.map(\.label).prefix(3) == ["-10", "-8", "-6"])
        #expect(ticks.marks[5].label == "0")
    }

    @Test func labelsAreWrittenFromIntegersNeverFromDoubles() {
        let ticks = Ticks(range: 0.1...0.5, pixels: 1000, width: Self.width)
        #expect((ticks.mantissa, ticks.exponent) == (2, -2))
        #expect(
            ticks.marks.map(\.label).prefix(6) == ["0.1", "0.12", "0.14", "0.16", "0.18", "0.2"])
        #expect(ticks.marks.map(\.label).contains("0.3"))
        #expect(ticks.marks.last?.label == "0.5")
    }

    @Test(arguments: [
        (15, 7, "1.5e+08"), (2, -7, "2e-07"), (-15, -1, "-1.5"), (5, -3, "0.005"), (20, 0, "20"),
        (0, 5, "0"), (-1, 6, "-1000000"), (25, -8, "2.5e-07"), (1, -6, "1e-06"),
    ])
    func aLabelIsTheIntegerTimesItsPowerOfTen(digits: Int, exponent: Int, label: String) {
        #expect(Ticks.label(digits, exponent) == label)
    }

    @Test func neighbouringLabelsNeverOverlap() {
        let ranges: [ClosedRange<Double>] = [
            -1e-9...3e-9, 0...1, -123.4...5678.9, 1e9...1e9 + 1e4, -7.5...7.5, 99_999...100_001,
            -1e30...1e30,
        ]
        for range in ranges {
            for pixels in [80.0, 333, 1600] {
                let ticks = Ticks(range: range, pixels: pixels, width: Self.width)
                #expect([1, 2, 5].contains(ticks.mantissa))
                let spacing =
                    Ticks.value(ticks.mantissa, ticks.exponent)
                    / (range.upperBound - range.lowerBound)
                    * pixels
                let widest = ticks.marks.map { Self.width($0.label) }.max() ?? 0
                #expect(widest + 12 <= spacing, "\(range) on \(pixels) pixels")
                let slack = (range.upperBound - range.lowerBound) * 1e-12  // k × step rounds
                let within = (range.lowerBound - slack)...(range.upperBound + slack)
                #expect(ticks.marks.allSatisfy { within.contains($0.value) })
            }
        }
    }

    @Test func aRangeWithNothingToTickHasNoTicks() {
        #expect(Ticks(range: 1...1, pixels: 400, width: Self.width).marks == [])
        #expect(Ticks(range: 0...1, pixels: 0, width: Self.width).marks == [])
        // Far from 0 at a fine step neighbouring ticks would be the same Double.
        #expect(Ticks(range: 1e15...(1e15 + 1e-3), pixels: 400, width: Self.width).marks == [])
    }
}
