import CGtk
import Testing

@testable import CalculatorView

@Suite("What the app sets up before its window", .serialized)
@MainActor
struct StartupTests {
    @Test func theRendererChosenForGTKIsNotHandedToOtherPrograms() {
        let names: [String] = ["GSK_RENDERER", "GDK_DEBUG"]
        let saved = names.map { name in getenv(name).map { String(cString: $0) } }
        defer {
            for (name, value) in zip(names, saved) {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        unsetenv("GSK_RENDERER")
        unsetenv("GDK_DEBUG")
        let ours = RendererChoice()
        #expect(ours.isOurs)
        #expect(getenv("GSK_RENDERER").map { String(cString: $0) } == "cairo")
        ours.release()
        #expect(getenv("GSK_RENDERER") == nil)
        #expect(getenv("GDK_DEBUG") == nil)

        setenv("GSK_RENDERER", "gl", 1)
        let users = RendererChoice()
        users.release()
        #expect(!users.isOurs)
        #expect(
            getenv("GSK_RENDERER").map { String(cString: $0) } == "gl", "the user's choice stays")
    }

    @Test(.enabled(if: getenv("DISPLAY") != nil, "needs an X display (make test starts Xvfb)"))
    func theAppIconIsFoundWhenRunFromTheSourceTree() throws {
        try #require(gtk_init_check() != 0)
        let icons = try #require(DataFiles.path(of: "icons"))
        let application = Application(id: "io.github.calculatorbrain.StartupTests")
        application.addIconFolder(icons)
        let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
        #expect(gtk_icon_theme_has_icon(theme, CalculatorApplication.id) != 0)
    }
}
