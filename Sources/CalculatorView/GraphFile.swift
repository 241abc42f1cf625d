import CGtk
import CalculatorModel
import Graph

#if canImport(Glibc)
    import Glibc
#endif

/// A graph written to a PNG or SVG file, drawn as the window draws it.
public enum GraphFile {
    /// The endings a graph can be written with.
    public static let endings = [".png", ".svg"]

    /// Draws the graph once into memory, as the window redraws it: what `make bench` times.
    public static func drawInMemory(
        _ function: CompiledFunction?, viewport: Viewport, width: Int, height: Int
    ) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        GraphPainter(function: function, viewport: viewport, isDark: false)
            .draw(cairo, width: width, height: height)
        cairo_destroy(cairo)
    }

    /// Writes the graph to `path`, PNG or SVG by its ending; nil when written, else why not.
    /// It is written beside `path` and renamed over it once whole, so a failure at any point
    /// (a full disk, a file-size limit) leaves the file that was there as it was.
    /// `curve`: the one the window drew, so that nothing is sampled again on its thread;
    /// `plotted`: the Data pane's points and line, when the window draws them.
    public static func write(
        _ function: CompiledFunction?, curve: Curve? = nil, plotted: PlottedData? = nil,
        title: String, viewport: Viewport, width: Int, height: Int, isDark: Bool = false,
        to path: String
    ) -> String? {
        guard let file = Replacement(for: path) else {
            return String(cString: strerror(errno))
        }
        let painter = GraphPainter(
            function: function, curve: curve, viewport: viewport, isDark: isDark, title: title,
            plotted: plotted)
        let closure = Unmanaged.passUnretained(file).toOpaque()
        let isSVG = path.lowercased().hasSuffix(".svg")
        let surface =
            isSVG
            ? cairo_svg_surface_create_for_stream(
                Replacement.write, closure, Double(width), Double(height))
            : cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        painter.draw(cairo, width: width, height: height)
        cairo_destroy(cairo)
        let status: cairo_status_t
        if isSVG {
            cairo_surface_finish(surface)
            status = cairo_surface_status(surface)
        } else {
            status = cairo_surface_write_to_png_stream(surface, Replacement.write, closure)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            file.abandon()
            return file.failure ?? String(cString: cairo_status_to_string(status))
        }
        return file.commit()
    }
}
