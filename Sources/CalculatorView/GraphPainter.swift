import CGtk
import CalculatorController
import CalculatorModel
import Graph

/// Draws a graph with cairo, the same on screen and in an exported PNG or SVG: a light grid,
/// axes with 1-2-5 ticks and labels that never overlap (pinned to an edge, labels and all,
/// when the origin is off screen), and the curve, broken wherever the function is undefined
/// or jumps.
struct GraphPainter {
    var function: CompiledFunction?
    /// The curve already sampled (the window's, sampled off the main thread); else the
    /// function's is sampled here.
    var curve: Curve?
    var viewport: Viewport
    var isDark: Bool = false
    /// Drawn at the top left when set (an export has no window title to carry it).
    var title: String? = nil
    /// The Data pane's points and their line, over the curve.
    var plotted: PlottedData? = nil
    /// The curve's roots (rings) and extremes (dots), each found proven.
    var marks: [GraphMark] = []

    private struct Color {
        let red, green, blue: Double
        init(_ hex: UInt32) {
            (red, green, blue) = (
                Double(hex >> 16 & 0xFF) / 255, Double(hex >> 8 & 0xFF) / 255,
                Double(hex & 0xFF) / 255
            )
        }
    }

    // GNOME's palette: the curve in the accent blue, the rest in greys.
    private var background: Color { Color(isDark ? 0x242424 : 0xFFFFFF) }
    private var grid: Color { Color(isDark ? 0x363636 : 0xEBEBEB) }
    private var axis: Color { Color(isDark ? 0x9A9996 : 0x77767B) }
    private var text: Color { Color(isDark ? 0xDEDDDA : 0x3D3846) }
    private var curveColor: Color { Color(isDark ? 0x78AEED : 0x1C71D8) }
    /// Data in GNOME's orange, apart from any curve.
    private var pointColor: Color { Color(isDark ? 0xFFA348 : 0xE66100) }

    func draw(_ cairo: OpaquePointer, width: Int, height: Int) {
        let (width, height) = (Double(width), Double(height))
        let labels = Labels(cairo)
        defer { labels.release() }
        fill(cairo, background)
        cairo_rectangle(cairo, 0, 0, width, height)
        cairo_clip(cairo)

        let xTicks = Ticks(range: viewport.xRange(width: width), pixels: width, gap: 16) {
            labels.size(of: $0).width
        }
        let yTicks = Ticks(range: viewport.yRange(height: height), pixels: height, gap: 10) {
            labels.size(of: $0).height
        }
        // The axes where 0 is, or along the edge nearest it.
        let axisY = min(max(viewport.pixel(ofY: 0, height: height), 0), height - 1).rounded() + 0.5
        let axisX = min(max(viewport.pixel(ofX: 0, width: width), 0), width - 1).rounded() + 0.5

        cairo_set_line_width(cairo, 1)
        set(cairo, grid)
        for mark in xTicks.marks {
            let x = viewport.pixel(ofX: mark.value, width: width).rounded() + 0.5
            line(cairo, from: (x, 0), to: (x, height))
        }
        for mark in yTicks.marks {
            let y = viewport.pixel(ofY: mark.value, height: height).rounded() + 0.5
            line(cairo, from: (0, y), to: (width, y))
        }
        cairo_stroke(cairo)

        set(cairo, axis)
        line(cairo, from: (0, axisY), to: (width, axisY))
        line(cairo, from: (axisX, 0), to: (axisX, height))
        for mark in xTicks.marks {
            let x = viewport.pixel(ofX: mark.value, width: width).rounded() + 0.5
            line(cairo, from: (x, axisY - 3), to: (x, axisY + 3))
        }
        for mark in yTicks.marks {
            let y = viewport.pixel(ofY: mark.value, height: height).rounded() + 0.5
            line(cairo, from: (axisX - 3, y), to: (axisX + 3, y))
        }
        cairo_stroke(cairo)

        // Labels below the x axis and left of the y axis, unless that is off the edge. Where
        // both axes cross at the origin its 0 is written once, below left of it.
        set(cairo, text)
        let xAxisIsAtZero = (0...height).contains(viewport.pixel(ofY: 0, height: height))
        let yAxisIsAtZero = (0...width).contains(viewport.pixel(ofX: 0, width: width))
        func xLabelTop(_ size: (width: Double, height: Double)) -> Double {
            axisY + 4 + size.height > height ? axisY - 4 - size.height : axisY + 4
        }
        func yLabelLeft(_ size: (width: Double, height: Double)) -> Double {
            axisX - 6 - size.width < 0 ? axisX + 6 : axisX - 6 - size.width
        }
        for mark in xTicks.marks where mark.value != 0 || !yAxisIsAtZero {
            let size = labels.size(of: mark.label)
            let x = viewport.pixel(ofX: mark.value, width: width) - size.width / 2
            guard x >= 0, x + size.width <= width else { continue }
            labels.show(mark.label, at: (x, xLabelTop(size)))
        }
        for mark in yTicks.marks where mark.value != 0 || !xAxisIsAtZero {
            let size = labels.size(of: mark.label)
            let y = viewport.pixel(ofY: mark.value, height: height) - size.height / 2
            guard y >= 0, y + size.height <= height else { continue }
            labels.show(mark.label, at: (yLabelLeft(size), y))
        }
        if xAxisIsAtZero && yAxisIsAtZero {
            let size = labels.size(of: "0")
            labels.show("0", at: (yLabelLeft(size), xLabelTop(size)))
        }

        let curve =
            self.curve
            ?? function.map {
                Curve(of: $0.callAsFunction, in: viewport, width: Int(width), height: Int(height))
            }
        if let curve { drawCurve(cairo, curve, width: width, height: height) }
        drawMarks(cairo, width: width, height: height)
        if let plotted { draw(plotted, cairo, width: width, height: height) }
        if let title, !title.isEmpty {
            let size = labels.size(of: title)
            cairo_set_source_rgba(cairo, background.red, background.green, background.blue, 0.85)
            cairo_rectangle(cairo, 8, 8, size.width + 12, size.height + 8)
            cairo_fill(cairo)
            set(cairo, text)
            labels.show(title, at: (14, 12))
        }
    }

    private func drawCurve(_ cairo: OpaquePointer, _ curve: Curve, width: Double, height: Double) {
        set(cairo, curveColor)
        cairo_set_line_width(cairo, 2)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        // Far outside the area a point is drawn just beyond its edge: the line keeps its
        // direction, and cairo never sees a coordinate of 10^300.
        for piece in curve.pieces {
            let points = piece.map { point in
                (
                    viewport.pixel(ofX: point.x, width: width),
                    min(max(viewport.pixel(ofY: point.y, height: height), -height), 2 * height)
                )
            }
            cairo_move_to(cairo, points[0].0, points[0].1)
            // A lone point is a dot: a line of no length, with round caps.
            for point in points.count == 1 ? points : Array(points.dropFirst()) {
                cairo_line_to(cairo, point.0, point.1)
            }
        }
        cairo_stroke(cairo)
    }

    private func drawMarks(_ cairo: OpaquePointer, width: Double, height: Double) {
        set(cairo, text)
        cairo_set_line_width(cairo, 2)
        for mark in marks {
            let (x, y) = (
                viewport.pixel(ofX: mark.x, width: width),
                viewport.pixel(ofY: mark.y, height: height)
            )
            guard (-8...width + 8).contains(x), (-8...height + 8).contains(y) else { continue }
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, x, y, mark.kind == .root ? 5 : 4, 0, 2 * Double.pi)
            if mark.kind == .root { cairo_stroke(cairo) } else { cairo_fill(cairo) }
        }
    }

    /// The line across the whole view, then each point as a dot: one dot a pixel, however
    /// many points fall in it, so a million points draw as fast as the pixels they cover.
    private func draw(_ data: PlottedData, _ cairo: OpaquePointer, width: Double, height: Double) {
        set(cairo, pointColor)
        if let (slope, intercept) = data.line {
            let (left, right) = (
                viewport.xRange(width: width).lowerBound, viewport.xRange(width: width).upperBound
            )
            let pixel = { (x: Double) in
                min(
                    max(viewport.pixel(ofY: slope * x + intercept, height: height), -height),
                    2 * height)
            }
            cairo_set_line_width(cairo, 1.5)
            line(cairo, from: (0, pixel(left)), to: (width, pixel(right)))
            cairo_stroke(cairo)
        }
        let (columns, rows) = (Int(width) + 1, Int(height) + 1)
        var isDrawn = [Bool](repeating: false, count: columns * rows)
        for point in data.points {
            let x = viewport.pixel(ofX: point.x, width: width).rounded()
            let y = viewport.pixel(ofY: point.y, height: height).rounded()
            guard (0..<Double(columns)).contains(x), (0..<Double(rows)).contains(y) else {
                continue
            }
            let index = Int(y) * columns + Int(x)
            guard !isDrawn[index] else { continue }
            isDrawn[index] = true
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, x, y, 4, 0, 2 * Double.pi)
        }
        cairo_fill(cairo)
    }

    private func fill(_ cairo: OpaquePointer, _ color: Color) {
        set(cairo, color)
        cairo_paint(cairo)
    }

    private func set(_ cairo: OpaquePointer, _ color: Color) {
        cairo_set_source_rgb(cairo, color.red, color.green, color.blue)
    }

    private func line(_ cairo: OpaquePointer, from: (Double, Double), to: (Double, Double)) {
        cairo_move_to(cairo, from.0, from.1)
        cairo_line_to(cairo, to.0, to.1)
    }
}

/// Text on a cairo context through one Pango layout, in the interface's small size.
private struct Labels {
    let cairo: OpaquePointer
    let layout: OpaquePointer

    init(_ cairo: OpaquePointer) {
        self.cairo = cairo
        layout = pango_cairo_create_layout(cairo)
        let font = pango_font_description_from_string("Sans 9")
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
    }

    func size(of text: String) -> (width: Double, height: Double) {
        pango_layout_set_text(layout, text, -1)
        var (width, height): (Int32, Int32) = (0, 0)
        pango_layout_get_pixel_size(layout, &width, &height)
        return (Double(width), Double(height))
    }

    func show(_ text: String, at point: (Double, Double)) {
        pango_layout_set_text(layout, text, -1)
        cairo_move_to(cairo, point.0, point.1)
        pango_cairo_show_layout(cairo, layout)
    }

    func release() { g_object_unref(UnsafeMutableRawPointer(layout)) }
}

/// The Data pane's rows with both x and y, as a graph draws them, and their least-squares line.
public struct PlottedData: Equatable, Sendable {
    var points: [Point]
    var line: (slope: Double, intercept: Double)?

    public init(_ summary: DataSummary) {
        points = summary.points
        if let slope = try? summary.slope?.get().doubleValue,
            let intercept = try? summary.intercept?.get().doubleValue
        {
            line = (slope, intercept)
        }
    }

    public static func == (a: PlottedData, b: PlottedData) -> Bool {
        a.points == b.points && a.line?.slope == b.line?.slope
            && a.line?.intercept == b.line?.intercept
    }
}
