import CalculatorController
import Units

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 68: the first unit typed in a fresh process (`2 m`, as a person types it into the
/// window), the longest the main thread is held by one of its keys: the key and the state
/// the window renders, as `printMainThreadKeyTable` times them. `prepared`: as the window
/// starts, the units' spellings are indexed on another thread once it shows; the first key
/// comes a quarter of a second later, sooner than a person types. `before`: the first key
/// also makes every unit's factor, as reading a spelling did before issue 68 (the number
/// engine loaded on the main thread). A process of its own each: the index is built once per
/// process.
func printFirstUnitKeys(prepared: Bool, before: Bool = false) {
    if prepared {
        var thread = pthread_t()
        pthread_create(
            &thread, nil,
            { _ in
                PhysicalUnit.indexSpellings()
                return nil
            }, nil)
        usleep(250_000)
    }
    var controller = CalculatorController()
    controller.defersEvaluation = true
    let clock = ContinuousClock()
    let held = ["2", " ", "m"].map { text in
        clock.measure {
            controller.type(text)
            if before, text == "m" { _ = PhysicalUnit.all.map(\.baseScale) }
            _ = controller.state
        }
    }
    let longest = held.max().map { Double($0.components.attoseconds) / 1e15 } ?? 0
    let name =
        before
        ? "and factors made by the first key (before)"
        : prepared ? "indexed on a worker at start-up" : "indexed by the first key"
    print("| the first `2 m` typed, spellings \(name) | \(String(format: longest)) |")
}
