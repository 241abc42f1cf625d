#if canImport(Glibc)
    import Glibc
#endif

/// Runs `body` with `strings` as C's NULL-terminated `const char **`, valid during the call.
func withCStringArray<Result>(
    _ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Result
) -> Result {
    var copies = strings.map { UnsafePointer(strdup($0)) } + [nil]
    defer { for copy in copies { free(UnsafeMutablePointer(mutating: copy)) } }
    return copies.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}
