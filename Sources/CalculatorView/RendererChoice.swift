import CGtk

/// A calculator draws nothing that needs OpenGL, and software GL costs most of start-up time
/// and memory (measured: 180 ms and 100 MiB of 220 ms and 140 MiB), so GTK starts with cairo
/// unless the user chose a renderer (`GSK_RENDERER`, `GDK_DEBUG`). The choice is GTK's alone:
/// once GTK has read it, programs the app starts (the browser About opens) get the user's
/// environment back.
struct RendererChoice {
    /// Whether the app chose, and so set the variables.
    let isOurs: Bool

    /// Chooses cairo where the user did not choose.
    init() {
        isOurs = getenv("GSK_RENDERER") == nil && getenv("GDK_DEBUG") == nil
        if isOurs {
            setenv("GSK_RENDERER", "cairo", 1)
            setenv("GDK_DEBUG", "gl-disable", 1)
        }
    }

    /// Takes back what `init` set; call once GTK is initialised.
    func release() {
        guard isOurs else { return }
        unsetenv("GSK_RENDERER")
        unsetenv("GDK_DEBUG")
    }
}
