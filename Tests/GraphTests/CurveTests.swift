import Foundation
import Testing

@testable import Graph

@Suite("Curve: sampled per pixel, refined where steep, broken where undefined or jumping")
struct CurveTests {
    let view = Viewport.standard(width: 400)  // x from −10 to 10, y from −7.5 to 7.5

    func curve(_ function: (Double) -> Double?) -> Curve {
        Curve(of: function, in: view, width: 400, height: 300)
    }

    @Test func sineIsOnePieceWithASampleInEveryColumn() {
        let pieces = curve { sin($0) }.pieces
        #expect(pieces.count == 1)
        let points = pieces[0]
        #expect(points.first == Point(-10, sin(-10)))
        #expect(points.last == Point(10, sin(10)))
        #expect(points.allSatisfy { $0.y == sin($0.x) })
        #expect(zip(points, points.dropFirst()).allSatisfy { $0.x < $1.x })
        let columns = Set(points.map { Int(view.pixel(ofX: $0.x, width: 400).rounded()) })
        #expect(columns == Set(0...400))
    }

    @Test func aSteepCurveIsRefinedUntilNeighboursAreTwoPixelsApart() {
        // 400 pixels up for one across at 0: 1.6 pixels between samples 1/256 of a pixel apart.
        let points = curve { atan(100 * $0) * 4 }.pieces.joined()
        let rows = points.map { view.pixel(ofY: $0.y, height: 300) }
        let rises = zip(rows, rows.dropFirst()).map { abs($0 - $1) }
        #expect(rises.max()! <= 2)
        #expect(points.count > 401)
    }

    @Test func tangentBreaksAtEveryPoleAndNowhereElse() {
        let pieces = curve { tan($0) }.pieces
        let poles = (-3...2).map { (Double($0) + 0.5) * Double.pi }  // ±π/2, ±3π/2, ±5π/2
        #expect(pieces.count == poles.count + 1)
        for (index, piece) in pieces.enumerated() {
            let lower = index == 0 ? -10 : poles[index - 1]
            let upper = index == poles.count ? 10 : poles[index]
            #expect(
                piece.allSatisfy { lower <= $0.x && $0.x <= upper },
                "piece \(index): \(piece.first!) to \(piece.last!), poles \(poles)")
        }
    }

    @Test func reciprocalBreaksAtZeroWhereItIsUndefined() {
        let pieces = curve { $0 == 0 ? nil : 1 / $0 }.pieces
        #expect(pieces.count == 2)
        #expect(pieces[0].allSatisfy { $0.x < 0 })
        #expect(pieces[1].allSatisfy { $0.x > 0 })
    }

    @Test func squareRootStartsAtZeroAndLogarithmRightOfIt() {
        let root = curve { $0 < 0 ? nil : sqrt($0) }.pieces
        #expect(root.count == 1)
        #expect(root[0].first == Point(0, 0))
        let logarithm = curve { $0 <= 0 ? nil : log($0) }.pieces
        #expect(logarithm.count == 1)
        #expect(logarithm[0].allSatisfy { $0.x > 0 })
        #expect(logarithm[0].first!.x < 0.05 / 128, "the curve comes within a 1/128 pixel of 0")
    }

    @Test func factorialBreaksAtEveryNegativeInteger() {
        let pieces = curve { x in
            let value = tgamma(x + 1)
            return x < 0 && x == x.rounded() ? nil : value
        }.pieces
        // Poles at −1 … −9 inside the view; −10 is its left edge, where it is undefined.
        #expect(pieces.count == 10)
        for piece in pieces {
            let x = piece.map(\.x)
            let crossed = (-10 ... -1).filter { x.min()! < Double($0) && Double($0) < x.max()! }
            #expect(crossed == [], "a piece from \(x.min()!) to \(x.max()!)")
        }
    }

    @Test func aConstantIsOneFlatPieceAndNothingIsNoPiece() {
        let flat = curve { _ in 5 }.pieces
        #expect(flat.count == 1)
        #expect(flat[0].allSatisfy { $0.y == 5 })
        #expect(curve { _ in nil }.pieces == [])
        #expect(curve { _ in .infinity }.pieces == [], "a value that is not finite is undefined")
    }

    @Test func anOscillationCostsAtMost256SamplesAColumn() {
        var evaluations = 0
        _ = curve { x in
            evaluations += 1
            return sin(1 / x)
        }
        #expect(evaluations <= 401 * 257)
        #expect(evaluations > 401)
    }
}
