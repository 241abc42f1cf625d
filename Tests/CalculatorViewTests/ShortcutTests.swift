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
            Key(accelerator: "c", in: mode)
                == (mode == .scientific ? .operation(.cosine) : .digit(12)))
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
        #expect(accelerators.contains("<Shift>e"), "EE is Shift+E")
        #expect(accelerators.contains("<Control>e"), "eˣ is Ctrl+E")
        #expect(!accelerators.contains { $0.contains("KP_") })
    }

    @Test func tooltipsTellShiftedShortcutsApart() {
        #expect(Key.operation(.sine).tooltip(in: .algebraic) == "Sine (S)")
        #expect(Key.operation(.arcsine).tooltip(in: .algebraic) == "Arcsine (Shift+S)")
        #expect(Key.redo.tooltip(in: .algebraic) == "Redo (Shift+Ctrl+Z)")
    }
}
