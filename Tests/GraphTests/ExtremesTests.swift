import Foundation
import Testing

@testable import Graph

@Suite("Extremes: refined beyond the samples")
struct ExtremesTests {
    let view = Viewport.standard(width: 400)  // x from −10 to 10

    /// Issue 42, item 19: "Maximum 0.999995 at x = 1.57407" for sin.
    @Test func sinePeaksAtOneAtHalfPi() throws {
        let sine = { (x: Double) -> Double? in sin(x) }
        let (lowest, highest) = try #require(
            Curve(of: sine, in: view, width: 400, height: 300).extremes(of: sine))
        // Either peak in view (π/2 or π/2 − 2π) is the maximum: both are 1.
        #expect(highest.y == 1)
        #expect(abs(remainder(highest.x - Double.pi / 2, 2 * Double.pi)) < 1e-7)
        #expect(lowest.y == -1)
        #expect(abs(remainder(lowest.x + Double.pi / 2, 2 * Double.pi)) < 1e-7)
    }

    @Test func anExtremeAtTheEdgeOfTheViewStaysThere() throws {
        let line = { (x: Double) -> Double? in 2 * x }
        let (lowest, highest) = try #require(
            Curve(of: line, in: view, width: 400, height: 300).extremes(of: line))
        #expect(lowest == Point(-10, -20))
        #expect(highest == Point(10, 20))
    }

    @Test func nothingInViewHasNoExtremes() {
        let none = { (_: Double) -> Double? in nil }
        #expect(Curve(of: none, in: view, width: 400, height: 300).extremes(of: none) == nil)
    }
}
