import CGtk
import CalculatorController
import CalculatorModel
import Testing

@testable import CalculatorView

@Suite("Keyboard shortcuts: one catalogue, no clashes, any keyboard state")
@MainActor
struct ShortcutTests {
    /// In one mode: `c` is cosine in scientific mode and the digit C in programmer mode.
    @Test(arguments: CalculatorMode.allCases)
    func noTwoCommandsClaimTheSameAccelerator(in mode: CalculatorMode) {
        let claims =
            Key.all.filter { $0.isAvailable(in: mode) }.flatMap { key in
                key.accelerators.map { ($0, "\(key)") }
            }
            + AppCommand.allCases.flatMap { command in
                command.accelerators.map { ($0, "\(command)") }
            }
        let claimants = Dictionary(grouping: claims, by: \.0).filter { $0.value.count > 1 }
        #expect(claimants.isEmpty, "\(claimants)")
        #expect(claims.count > 50)
    }

    @Test(arguments: CalculatorMode.allCases)
    func everyKeyIsPressedByEachOfItsAccelerators(in mode: CalculatorMode) {
        for key in Key.all where key.isAvailable(in: mode) {
            for accelerator in key.accelerators {
                #expect(Key(accelerator: accelerator, in: mode) == key, "\(accelerator)")
            }
        }
        #expect(
            Key(accelerator: mode == .scientific ? "<Alt>c" : "c", in: mode)
                == (mode == .scientific ? .operation(.cosine) : .digit(12)))
    }

    /// Typing is text (issue 54): no key of scientific mode is pressed by a letter alone, which
    /// would spell names as keys; programmer mode's letters are its digits A–F.
    @Test func noScientificKeyIsALetterAlone() {
        let letters = Key.all.filter { $0.isAvailable(in: .scientific) }.flatMap { key in
            key.accelerators.filter { !$0.hasPrefix("<Control>") && !$0.hasPrefix("<Alt>") }
                .filter { $0.count == 1 && $0.first!.isLetter || $0.hasPrefix("<Shift>") }
                .map { "\(key): \($0)" }
        }
        #expect(letters.isEmpty, "\(letters)")
    }

    @Test(arguments: [
        (GDK_KEY_space, 0, " "), (GDK_KEY_s, 0, "s"), (GDK_KEY_S, GDK_SHIFT_MASK.rawValue, "S"),
        (GDK_KEY_asterisk, GDK_SHIFT_MASK.rawValue, "*"), (GDK_KEY_KP_Add, 0, "+"),
        (GDK_KEY_s, GDK_CONTROL_MASK.rawValue, nil), (GDK_KEY_s, GDK_ALT_MASK.rawValue, nil),
        (GDK_KEY_Return, 0, nil), (GDK_KEY_Tab, 0, nil), (GDK_KEY_BackSpace, 0, nil),
    ])
    func aCharacterTypedIsText(keyval: Int32, state: UInt32, text: String?) {
        #expect(Shortcut.typedText(guint(keyval), GdkModifierType(rawValue: state)) == text)
    }

    @Test func homeCtrlAAndTheArrowsOpenTheLineAndReturnAndEscCloseIt() {
        func command(_ keyval: Int32, _ state: UInt32 = 0, open: Bool = false) -> String {
            Shortcut.lineCommand(guint(keyval), GdkModifierType(rawValue: state), lineIsOpen: open)
                .map { "\($0)" } ?? "none"
        }
        #expect(command(GDK_KEY_Home) == "openLine(CalculatorController.LinePlacement.start)")
        #expect(command(GDK_KEY_Left) == "openLine(CalculatorController.LinePlacement.beforeEnd)")
        #expect(
            command(GDK_KEY_a, GDK_CONTROL_MASK.rawValue)
                == "openLine(CalculatorController.LinePlacement.all)")
        #expect(command(GDK_KEY_Up) == "recallCalculation(older: true)")
        #expect(command(GDK_KEY_Return) == "none", "Return is = while no line is open")
        #expect(command(GDK_KEY_Return, open: true) == "keepLine")
        #expect(command(GDK_KEY_Escape, open: true) == "leaveLine")
        #expect(command(GDK_KEY_Home, GDK_ALT_MASK.rawValue) == "none")
    }

    @Test(arguments: [
        (GDK_KEY_s, GDK_LOCK_MASK.rawValue, "s"),  // Caps Lock on
        (GDK_KEY_S, GDK_LOCK_MASK.rawValue, "s"),
        (GDK_KEY_S, GDK_SHIFT_MASK.rawValue, "<Shift>s"),
        (GDK_KEY_s, GDK_SHIFT_MASK.rawValue | GDK_LOCK_MASK.rawValue, "<Shift>s"),
        (GDK_KEY_Z, GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue, "<Control><Shift>z"),
        (GDK_KEY_asterisk, GDK_SHIFT_MASK.rawValue, "asterisk"),  // Shift is how * is typed
        (GDK_KEY_KP_End, 0, "KP_1"),  // NumLock off
        (GDK_KEY_KP_Delete, 0, "KP_Decimal"),
        (GDK_KEY_KP_7, 0, "KP_7"),  // NumLock on
    ])
    func keyPressesAreNamedAsTheCatalogueNamesThem(keyval: Int32, state: UInt32, name: String) {
        #expect(Shortcut.accelerator(guint(keyval), GdkModifierType(rawValue: state)) == name)
    }

    @Test func shortcutsWindowShowsShiftAndNoRawKeypadNames() {
        let accelerators = ShortcutsWindow.groups.flatMap(\.shortcuts).map(\.accelerator)
        #expect(accelerators.contains("<Control><Shift>z <Control>y"), "redo")
        #expect(accelerators.contains("<Alt><Shift>e"), "EE is Shift+Alt+E")
        #expect(accelerators.contains("<Control>e"), "eˣ is Ctrl+E")
        #expect(!accelerators.contains { $0.contains("KP_") })
    }

    @Test func tooltipsTellShiftedShortcutsApart() {
        #expect(Key.operation(.sine).tooltip(in: .algebraic) == "Sine (Alt+S)")
        #expect(Key.operation(.arcsine).tooltip(in: .algebraic) == "Arcsine (Shift+Alt+S)")
        #expect(Key.redo.tooltip(in: .algebraic) == "Redo (Shift+Ctrl+Z)")
    }
}
