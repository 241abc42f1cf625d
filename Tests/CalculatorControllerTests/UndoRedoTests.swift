import CalculatorController
import Testing

/// Undo k times then redo k times changes nothing, whatever came before: the number being
/// typed included, and in both notations.
@Suite("Undo and redo")
struct UndoRedoTests {
    @Test(arguments: [("1 2", "12"), ("1 + 2", "2"), ("1.5 EE 3", "1.5e3")])
    func redoBringsBackTheNumberBeingTyped(keys: String, display: String) {
        let shown = state(keys + " undo redo")
        #expect(shown.display == display)
        #expect(shown.isTyping)
        #expect(!shown.canRedo)
    }

    @Test func redoBringsBackTheNumberBeingTypedInRPN() {
        let controller = pressing("1 enter 2 undo redo", in: .rpn)
        #expect(controller.state.display == "2")
        #expect(controller.stackRows.map(\.value) == ["1"])
        let entered = pressing("1 enter 2 undo redo enter", in: .rpn)
        #expect(entered.stackRows.map(\.value) == ["2", "1"])
    }

    @Test func aNumberTypedAfterUndoIsRedoneInItsTurn() {
        // `+` was undone before 5 was typed: redo brings back 5, not `+`.
        let controller = pressing("1 + undo 5 undo redo")
        #expect(controller.state.display == "5")
        #expect(controller.state.description == "1 =")
    }

    /// Random keys (no clearing, no backspace that edits a number, no →M: those are undone
    /// differently or not at all), then every k up to the number of keys and one more.
    @Test(arguments: [Notation.algebraic, .rpn], 0..<20)
    func undoThenRedoChangesNothing(notation: Notation, seed: Int) {
        var random = UInt64(seed)  // a linear congruential sequence: the same every run
        let pool = Key.keypad.filter { ![.clear, .backspace, .storeToMemory].contains($0) }
        var controller = CalculatorController()
        controller.setNotation(notation)
        for _ in 0..<40 {
            random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            controller.press(pool[Int(random >> 33) % pool.count])
        }
        let before = controller.state
        for k in 1...42 {
            var undone = controller
            for _ in 0..<k { undone.press(.undo) }
            for _ in 0..<k { undone.press(.redo) }
            let after = undone.state
            #expect(after.display == before.display, "k = \(k)")
            #expect(after.description == before.description, "k = \(k)")
            #expect(after.stack == before.stack, "k = \(k)")
            #expect(after.isTyping == before.isTyping, "k = \(k)")
        }
    }

    @Test func aFloodOfStackKeysUndoneAndRedoneEndsWhereItWas() {
        let keys = Array(repeating: "1 enter 2 swap roll enter lastx drop 3 +", count: 200)
            .joined(separator: " ")
        var controller = pressing(keys, in: .rpn)
        let before = controller.state
        for _ in 0..<2_000 { controller.press(.undo) }
        #expect(controller.stackRows.isEmpty)
        for _ in 0..<2_000 { controller.press(.redo) }
        #expect(controller.state.stackDepth == before.stackDepth)
        #expect(controller.state.stack == before.stack)
    }

    /// Issue 66, item 26: Esc threw a typed line away with no undo.
    @Test func undoBringsBackALineEscClosed() {
        var controller = CalculatorController()
        controller.type("12*(3+4")
        controller.leaveLine()
        #expect(controller.state.line == nil)
        #expect(controller.state.canUndo)
        controller.press(.undo)
        #expect(controller.state.line?.text == "12*(3+4")
        #expect(controller.state.line?.cursor == 7)
        controller.type(")")
        controller.keepLine()
        #expect(controller.state.display == "84")
    }
}
