#if canImport(Glibc)
    import Glibc
#endif

/// Finds the files the app loads (CSS): beside an installed binary in
/// `PREFIX/share/calculator-brain`, or in the source tree's `data/` when run with `make run`.
/// `CALCULATOR_BRAIN_DATA_DIR` overrides both.
enum DataFiles {
    static func path(of name: String) -> String? {
        candidateFolders.map { "\($0)/\(name)" }.first { access($0, R_OK) == 0 }
    }

    /// The first folder that has the style sheet: where the app loads its files from.
    static var folder: String? {
        candidateFolders.first { access("\($0)/style.css", R_OK) == 0 }
    }

    private static var candidateFolders: [String] {
        var folders: [String] = []
        if let override = getenv("CALCULATOR_BRAIN_DATA_DIR") {
            folders.append(String(cString: override))
        }
        if let executable = executablePath() {
            let binFolder = executable.split(separator: "/", omittingEmptySubsequences: false)
                .dropLast()
            folders.append(binFolder.joined(separator: "/") + "/../share/calculator-brain")
        }
        let sourceTree = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(
            3)
        folders.append(sourceTree.joined(separator: "/") + "/data")
        return folders
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
