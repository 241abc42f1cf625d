import Foundation
import Testing

@testable import Graph

@Suite("Viewport: pixels and values, pan, zoom, origin")
struct ViewportTests {
    let width = 400.0
    let height = 300.0

    @Test func theStandardViewShowsXFromMinusTenToTenAroundTheOrigin() {
        let view = Viewport.standard(width: width)
        #expect(view.xRange(width: width) == -10...10)
        #expect(view.yRange(height: height) == -7.5...7.5)
        #expect(view.pixel(ofX: 0, width: width) == 200)
        #expect(view.pixel(ofY: 0, height: height) == 150)
        #expect(view.x(atPixel: 300, width: width) == 5)
        #expect(view.y(atPixel: 0, height: height) == 7.5)
    }

    @Test func aDragKeepsWhatWasUnderThePointerUnderIt() {
        let view = Viewport.standard(width: width)
        let dragged = view.panned(byPixels: 40, -20)
        #expect(dragged.x(atPixel: 140, width: width) == view.x(atPixel: 100, width: width))
        #expect(dragged.y(atPixel: 80, height: height) == view.y(atPixel: 100, height: height))
        #expect(dragged.centerX == -2)
        #expect(dragged.centerY == -1)
    }

    @Test func zoomKeepsTheValueUnderThePointer() {
        let view = Viewport.standard(width: width)
        let zoomed = view.zoomed(by: 2, aboutPixel: 100, 50, width: width, height: height)
        #expect(zoomed.unitsPerPixelX == 0.025)
        #expect(zoomed.unitsPerPixelY == 0.025)
        #expect(zoomed.x(atPixel: 100, width: width) == -5)
        #expect(zoomed.y(atPixel: 50, height: height) == 5)
        let out = zoomed.zoomed(by: 0.5, aboutPixel: 100, 50, width: width, height: height)
        #expect(out == view)
        #expect(view.zoomed(by: .nan, aboutPixel: 1, 1, width: width, height: height) == view)
        #expect(view.zoomed(by: 0, aboutPixel: 1, 1, width: width, height: height) == view)
    }

    @Test func aRangeIsShownExactly() {
        let view = Viewport.showing(x: 0...8, y: -1...3, width: width, height: height)
        #expect(view.xRange(width: width) == 0...8)
        #expect(view.yRange(height: height) == -1...3)
        let square = Viewport.showing(x: -4...4, width: width, height: height)
        #expect(square.yRange(height: height) == -3...3)
    }

    @Test func aDoubleClickMovesTheOriginThere() {
        let view = Viewport.standard(width: width).origin(
            atPixel: 100, 50, width: width, height: height)
        #expect(view.pixel(ofX: 0, width: width) == 100)
        #expect(view.pixel(ofY: 0, height: height) == 50)
        #expect(view.unitsPerPixelX == 0.05)
    }

    @Test func noZoomOrPanReachesInfinityOrNaN() {
        var view = Viewport.standard(width: width)
        for _ in 0..<1_000 {
            view = view.zoomed(by: 1e300, aboutPixel: 0, 0, width: width, height: height)
        }
        #expect(view.unitsPerPixelX == 1e-12)
        for _ in 0..<1_000 {
            view = view.zoomed(by: 1e-300, aboutPixel: 0, 0, width: width, height: height)
        }
        #expect(view.unitsPerPixelY == 1e12)
        for _ in 0..<1_000 { view = view.panned(byPixels: 1e300, -1e300) }
        #expect(view.centerX == -1e15)
        #expect(view.centerY == -1e15)
        #expect(view.xRange(width: 1e5).lowerBound.isFinite)
        let damaged = Viewport(
            centerX: .nan, centerY: .infinity, unitsPerPixelX: .nan, unitsPerPixelY: -1)
        #expect(damaged.centerX == -1e15)
        #expect(damaged.centerY == 1e15)
        #expect(damaged.unitsPerPixelX == 1e-12)
        #expect(damaged.unitsPerPixelY == 1e-12)
    }

    @Test func aSavedViewportIsReadWithinTheSameBounds() throws {
        let json = Data(
            #"{"centerX": 1e308, "centerY": -2.5, "unitsPerPixelX": 0, "unitsPerPixelY": 0.5}"#.utf8
        )
        let view = try JSONDecoder().decode(Viewport.self, from: json)
        #expect(view.centerX == 1e15)
        #expect(view.centerY == -2.5)
        #expect(view.unitsPerPixelX == 1e-12)
        #expect(view.unitsPerPixelY == 0.5)
        let again = try JSONDecoder().decode(Viewport.self, from: JSONEncoder().encode(view))
        #expect(again == view)
    }
}
