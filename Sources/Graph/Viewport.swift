/// Which part of the plane a graph shows: the value at the centre of the area and how many
/// units one pixel spans across and up (the same, unless a range asked otherwise). Pixels
/// count from the top-left corner, y downwards; values grow rightwards and upwards.
public struct Viewport: Equatable, Codable, Sendable {
    public private(set) var centerX: Double
    public private(set) var centerY: Double
    public private(set) var unitsPerPixelX: Double
    public private(set) var unitsPerPixelY: Double

    /// Where a graph starts: the origin in the middle, x from −10 to 10 across `width` pixels,
    /// y at the same scale (a circle stays round).
    public static func standard(width: Double) -> Viewport {
        let scale = 20 / max(width, 1)
        return Viewport(centerX: 0, centerY: 0, unitsPerPixelX: scale, unitsPerPixelY: scale)
    }

    /// Exactly these ranges on `width` × `height` pixels; without a y range, y at x's scale
    /// about 0.
    public static func showing(
        x: ClosedRange<Double>, y: ClosedRange<Double>? = nil, width: Double, height: Double
    ) -> Viewport {
        let scaleX = (x.upperBound - x.lowerBound) / max(width, 1)
        let y = y ?? (-scaleX * height / 2)...(scaleX * height / 2)
        return Viewport(
            centerX: (x.lowerBound + x.upperBound) / 2, centerY: (y.lowerBound + y.upperBound) / 2,
            unitsPerPixelX: scaleX, unitsPerPixelY: (y.upperBound - y.lowerBound) / max(height, 1))
    }

    /// A view that holds every point with a tenth of each range to spare on either side; a
    /// range of no width (one point, or a column of them) is widened to ±1 about it.
    public static func holding(_ points: [Point], width: Double, height: Double) -> Viewport? {
        guard let first = points.first else { return nil }
        var (x, y) = (first.x...first.x, first.y...first.y)
        for point in points.dropFirst() {
            x = min(x.lowerBound, point.x)...max(x.upperBound, point.x)
            y = min(y.lowerBound, point.y)...max(y.upperBound, point.y)
        }
        let padded = { (range: ClosedRange<Double>) -> ClosedRange<Double> in
            let margin = range.upperBound - range.lowerBound
            guard margin > 0 else { return (range.lowerBound - 1)...(range.upperBound + 1) }
            return (range.lowerBound - margin / 10)...(range.upperBound + margin / 10)
        }
        return showing(x: padded(x), y: padded(y), width: width, height: height)
    }

    /// Out-of-range figures (a damaged session, a thousand zooms) are brought within range, so
    /// no pixel ever maps to `inf` or `nan`.
    public init(centerX: Double, centerY: Double, unitsPerPixelX: Double, unitsPerPixelY: Double) {
        self.centerX = Self.centers.clamping(centerX)
        self.centerY = Self.centers.clamping(centerY)
        self.unitsPerPixelX = Self.scales.clamping(unitsPerPixelX)
        self.unitsPerPixelY = Self.scales.clamping(unitsPerPixelY)
    }

    /// A saved viewport goes through the same bounds as a new one.
    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            centerX: try fields.decode(Double.self, forKey: .centerX),
            centerY: try fields.decode(Double.self, forKey: .centerY),
            unitsPerPixelX: try fields.decode(Double.self, forKey: .unitsPerPixelX),
            unitsPerPixelY: try fields.decode(Double.self, forKey: .unitsPerPixelY))
    }

    /// Whether `range` across `pixels` fits the bounds every viewport keeps, so a graph can
    /// show exactly it.
    public static func canShow(_ range: ClosedRange<Double>, pixels: Double) -> Bool {
        centers.contains(range.lowerBound) && centers.contains(range.upperBound)
            && scales.contains((range.upperBound - range.lowerBound) / max(pixels, 1))
    }

    // Far inside Double's range: a window of 10^5 pixels at the largest scale, moved to the
    // farthest centre, still maps every pixel to a finite value.
    static let centers = -1e15...1e15
    static let scales = 1e-12...1e12

    // MARK: Pixels and values

    public func x(atPixel pixel: Double, width: Double) -> Double {
        centerX + (pixel - width / 2) * unitsPerPixelX
    }

    public func y(atPixel pixel: Double, height: Double) -> Double {
        centerY - (pixel - height / 2) * unitsPerPixelY
    }

    public func pixel(ofX x: Double, width: Double) -> Double {
        width / 2 + (x - centerX) / unitsPerPixelX
    }

    public func pixel(ofY y: Double, height: Double) -> Double {
        height / 2 - (y - centerY) / unitsPerPixelY
    }

    /// The values the left and right edges stand for.
    public func xRange(width: Double) -> ClosedRange<Double> {
        x(atPixel: 0, width: width)...x(atPixel: width, width: width)
    }

    /// The values the bottom and top edges stand for.
    public func yRange(height: Double) -> ClosedRange<Double> {
        y(atPixel: height, height: height)...y(atPixel: 0, height: height)
    }

    // MARK: Moving around

    /// Follows a drag of (`dx`, `dy`) pixels: what was under the pointer stays under it.
    public func panned(byPixels dx: Double, _ dy: Double) -> Viewport {
        Viewport(
            centerX: centerX - dx * unitsPerPixelX, centerY: centerY + dy * unitsPerPixelY,
            unitsPerPixelX: unitsPerPixelX, unitsPerPixelY: unitsPerPixelY)
    }

    /// Magnified `factor` times (less than 1 zooms out) about a pixel, whose value stays put.
    public func zoomed(
        by factor: Double, aboutPixel x: Double, _ y: Double, width: Double, height: Double
    ) -> Viewport {
        guard factor.isFinite, factor > 0 else { return self }
        let scaleX = Self.scales.clamping(unitsPerPixelX / factor)
        let scaleY = Self.scales.clamping(unitsPerPixelY / factor)
        let fixedX = self.x(atPixel: x, width: width)
        let fixedY = self.y(atPixel: y, height: height)
        return Viewport(
            centerX: fixedX - (x - width / 2) * scaleX, centerY: fixedY + (y - height / 2) * scaleY,
            unitsPerPixelX: scaleX, unitsPerPixelY: scaleY)
    }

    /// The origin moved to a pixel (the course's double-tap), the scale kept.
    public func origin(atPixel x: Double, _ y: Double, width: Double, height: Double) -> Viewport {
        Viewport(
            centerX: -(x - width / 2) * unitsPerPixelX, centerY: (y - height / 2) * unitsPerPixelY,
            unitsPerPixelX: unitsPerPixelX, unitsPerPixelY: unitsPerPixelY)
    }
}

extension ClosedRange<Double> {
    /// The nearest value in the range; its lower bound for nan.
    func clamping(_ value: Double) -> Double {
        value.isNaN ? lowerBound : Swift.min(Swift.max(value, lowerBound), upperBound)
    }
}
