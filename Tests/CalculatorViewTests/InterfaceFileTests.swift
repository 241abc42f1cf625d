import CGtk
import Testing

@testable import CalculatorView

private let hasDisplay = getenv("DISPLAY") != nil

/// The GtkBuilder files under `data/ui`: each loads and has the objects the code looks up, and
/// the main menu offers every command of the app but the header bar's own notation switch.
@Suite("Interface files", .enabled(if: hasDisplay, "needs an X display (make test starts Xvfb)"))
@MainActor
struct InterfaceFileTests {
    @Test(arguments: [
        ("header-bar", ["header_bar", "undo", "redo", "algebraic", "rpn", "menu_button"]),
        ("main-menu", ["main_menu"]),
        ("preferences", ["preferences", "style", "digits", "grouping", "unit", "order"]),
        ("about", ["about"]),
        (
            "variables",
            ["button", "line", "popover", "rows", "presets", "preset_buttons", "clear_all"]
        ),
        ("history", ["pane", "scroller", "list"]),
        (
            "shortcuts",
            [
                "shortcuts", "numbers", "arithmetic", "functions", "programmer", "stack",
                "memory", "editing", "general",
            ]
        ),
    ])
    func aFileLoadsWithTheObjectsTheCodeUses(name: String, ids: [String]) throws {
        try #require(gtk_init_check() != 0)
        let file = Builder(name)
        defer { file.release() }
        #expect(ids.filter { !file.contains($0) } == [])
    }

    @Test func theMainMenuOffersEveryCommandButTheNotationSwitch() throws {
        try #require(gtk_init_check() != 0)
        let file = Builder("main-menu")
        defer { file.release() }
        let menu: UnsafeMutablePointer<GMenuModel> = file.object("main_menu")
        let offered = Self.actions(in: menu)
        let commands = AppCommand.allCases.filter { ![.algebraic, .rpn].contains($0) }
        #expect(offered.sorted() == commands.map(\.action).sorted())
    }

    /// The detailed action of each item, sections in order (`app.mode::scientific`).
    private static func actions(in menu: UnsafeMutablePointer<GMenuModel>) -> [String] {
        (0..<g_menu_model_get_n_items(menu)).flatMap { item -> [String] in
            if let section = g_menu_model_get_item_link(menu, item, "section") {
                defer { g_object_unref(UnsafeMutableRawPointer(section)) }
                return actions(in: section)
            }
            let text = { (attribute: String) -> String? in
                let value = g_menu_model_get_item_attribute_value(menu, item, attribute, nil)
                defer { if let value { g_variant_unref(value) } }
                return cgtk_variant_string(value).map { String(cString: $0) }
            }
            guard let action = text("action") else { return [] }
            return [text("target").map { "\(action)::\($0)" } ?? action]
        }
    }
}
