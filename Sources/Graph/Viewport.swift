/// Which part of the plane a graph shows: the value at the centre of the area and how many
/// units one pixel spans, the same across as up (a circle stays round). Pixels count from the
/// top-left corner, y downwards; values grow rightwards and upwards.
public struct Viewport: Equatable, Codable, Sendable {
    public private(set) var centerX: Double
    public private(set) var centerY: Double
    public private(set) var unitsPerPixel: Double

    /// Where a graph starts: the origin in the middle, x from −10 to 10 across `width` pixels.
    public static func standard(width: Double) -> Viewport {
        Viewport(centerX: 0, centerY: 0, unitsPerPixel: 20 / max(width, 1))
    }

    /// Out-of-range figures (a damaged session, a thousand zooms) are brought within range, so
    /// no pixel ever maps to `inf` or `nan`.
    public init(centerX: Double, centerY: Double, unitsPerPixel: Double) {
        self.centerX = Self.clamped(centerX, to: Self.centers)
        self.centerY = Self.clamped(centerY, to: Self.centers)
        self.unitsPerPixel = Self.clamped(unitsPerPixel, to: Self.scales)
    }

    /// A saved viewport goes through the same bounds as a new one.
    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            centerX: try fields.decode(Double.self, forKey: .centerX),
            centerY: try fields.decode(Double.self, forKey: .centerY),
            unitsPerPixel: try fields.decode(Double.self, forKey: .unitsPerPixel))
    }

    // Far inside Double's range: a window of 10^5 pixels at the largest scale, moved to the
    // farthest centre, still maps every pixel to a finite value.
    static let centers = -1e15...1e15
    static let scales = 1e-12...1e12

    // MARK: Pixels and values

    public func x(atPixel pixel: Double, width: Double) -> Double {
        centerX + (pixel - width / 2) * unitsPerPixel
    }

    public func y(atPixel pixel: Double, height: Double) -> Double {
        centerY - (pixel - height / 2) * unitsPerPixel
    }

    public func pixel(ofX x: Double, width: Double) -> Double {
        width / 2 + (x - centerX) / unitsPerPixel
    }

    public func pixel(ofY y: Double, height: Double) -> Double {
        height / 2 - (y - centerY) / unitsPerPixel
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
            centerX: centerX - dx * unitsPerPixel, centerY: centerY + dy * unitsPerPixel,
            unitsPerPixel: unitsPerPixel)
    }

    /// Magnified `factor` times (less than 1 zooms out) about a pixel, whose value stays put.
    public func zoomed(
        by factor: Double, aboutPixel x: Double, _ y: Double, width: Double, height: Double
    )
        -> Viewport
    {
        guard factor.isFinite, factor > 0 else { return self }
        let scale = Self.clamped(unitsPerPixel / factor, to: Self.scales)
        let (fixedX, fixedY) = (
            self.x(atPixel: x, width: width), self.y(atPixel: y, height: height)
        )
        return Viewport(
            centerX: fixedX - (x - width / 2) * scale, centerY: fixedY + (y - height / 2) * scale,
            unitsPerPixel: scale)
    }

    /// The origin moved to a pixel (the course's double-tap), the scale kept.
    public func origin(atPixel x: Double, _ y: Double, width: Double, height: Double) -> Viewport {
        Viewport(
            centerX: -(x - width / 2) * unitsPerPixel, centerY: (y - height / 2) * unitsPerPixel,
            unitsPerPixel: unitsPerPixel)
    }

    private static func clamped(_ value: Double, to range: ClosedRange<Double>) -> Double {
        value.isNaN ? range.clamping(0) : range.clamping(value)
    }
}

extension ClosedRange<Double> {
    func clamping(_ value: Double) -> Double { Swift.min(Swift.max(value, lowerBound), upperBound) }
}
