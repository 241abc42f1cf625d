/// A point of a curve, in values (not pixels).
public struct Point: Equatable, Sendable {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) { (self.x, self.y) = (x, y) }
}

/// A function's curve over a viewport, as the pieces to draw: at least one sample per pixel
/// column, more where the curve moves fast, and a new piece wherever the function is undefined
/// or jumps (`tan` at π/2, `1 ÷ x` at 0), so no line ever crosses a gap.
public struct Curve: Equatable, Sendable {
    /// Each piece is a line through its points, left to right.
    public var pieces: [[Point]]

    /// Where neighbouring samples lie further apart than this many pixels up or down, the
    /// curve is sampled between them.
    static let smoothness = 2.0
    /// How many times a pixel column is halved at most: 1/256 of a pixel.
    static let finestHalving = 8

    /// `function` gives nil where it is undefined; a value that is not finite counts as
    /// undefined too.
    public init(
        of function: (Double) -> Double?, in viewport: Viewport, width: Int, height: Int
    ) {
        let (width, height) = (Double(max(width, 1)), Double(max(height, 1)))
        func sample(_ pixel: Double) -> Sample {
            let x = viewport.x(atPixel: pixel, width: width)
            let y = function(x).flatMap { $0.isFinite ? $0 : nil }
            return Sample(
                pixel: pixel, point: y.map { Point(x, $0) },
                row: y.map { viewport.pixel(ofY: $0, height: height) })
        }

        var pieces: [[Point]] = []
        var piece: [Point] = []
        func end() {
            if !piece.isEmpty { pieces.append(piece) }
            piece = []
        }
        func add(_ sample: Sample) {
            if let point = sample.point { piece.append(point) } else { end() }
        }

        // Each column's interval is refined with an explicit work list, left part first.
        var left = sample(0)
        add(left)
        for column in 1...Int(width) {
            var pending = [(sample(Double(column)), 0)]
            while let (right, depth) = pending.last {
                switch Self.join(left, right, height: height, depth: depth) {
                case .line:
                    add(right)
                case .gap:
                    end()
                    add(right)
                case .refine:
                    // Both halves are one halving finer.
                    pending[pending.count - 1].1 = depth + 1
                    pending.append((sample((left.pixel + right.pixel) / 2), depth + 1))
                    continue
                }
                pending.removeLast()
                left = right
            }
        }
        end()
        self.pieces = pieces
    }

    private struct Sample {
        let pixel: Double
        let point: Point?
        let row: Double?
    }

    private enum Join { case line, gap, refine }

    /// How two neighbouring samples are joined: by a line when they are close on screen, by
    /// nothing when one is undefined or, at the finest halving, they are still a screen
    /// apart (a jump); otherwise the interval between them is sampled.
    private static func join(_ left: Sample, _ right: Sample, height: Double, depth: Int) -> Join {
        guard let a = left.row, let b = right.row else {
            return left.row == nil && right.row == nil || depth == finestHalving ? .gap : .refine
        }
        let rise = abs(a - b)
        if rise <= smoothness || bothOffScreen(a, b, height: height) { return .line }
        if depth < finestHalving { return .refine }
        return rise > height ? .gap : .line
    }

    /// Both above the top or both below the bottom: nothing between them shows.
    private static func bothOffScreen(_ a: Double, _ b: Double, height: Double) -> Bool {
        (a < 0 && b < 0) || (a > height && b > height)
    }
}
