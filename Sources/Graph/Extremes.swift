extension Curve {
    /// The lowest and highest points of the curve, each refined between the samples beside it
    /// by a golden-section search on `f` to the Doubles' resolution: sin's maximum is 1 at
    /// 1.5707963…, not the best sample's 0.999995 at 1.57407. A point at a piece's end (the
    /// view's edge, a pole) stays as sampled. Nil when no point is in view.
    public func extremes(of f: (Double) -> Double?) -> (lowest: Point, highest: Point)? {
        let samples = pieces.indices.flatMap { piece in
            pieces[piece].indices.map { (piece: piece, index: $0) }
        }
        let y = { (sample: (piece: Int, index: Int)) in self.pieces[sample.piece][sample.index].y }
        guard let lowest = samples.min(by: { y($0) < y($1) }),
            let highest = samples.max(by: { y($0) < y($1) })
        else { return nil }
        return (refined(lowest, of: f, sign: 1), refined(highest, of: f, sign: -1))
    }

    /// The extremum of `sign · f` between the samples beside `sample`, if both are in its piece.
    private func refined(
        _ sample: (piece: Int, index: Int), of f: (Double) -> Double?, sign: Double
    ) -> Point {
        let points = pieces[sample.piece]
        var best = points[sample.index]
        guard sample.index > 0, sample.index + 1 < points.count else { return best }
        var (a, b) = (points[sample.index - 1].x, points[sample.index + 1].x)
        let ratio = (5.0.squareRoot() - 1) / 2
        // 80 steps shrink the bracket by 0.618^80, 10^−17: as far as Doubles go.
        for _ in 0..<80 {
            let (c, d) = (b - ratio * (b - a), a + ratio * (b - a))
            guard let fc = f(c), let fd = f(d), fc.isFinite, fd.isFinite else { break }
            if sign * fc < sign * fd { b = d } else { a = c }
            for (x, y) in [(c, fc), (d, fd)] where sign * y < sign * best.y { best = Point(x, y) }
        }
        return best
    }
}
