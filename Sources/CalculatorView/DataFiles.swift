import CalculatorController

#if canImport(Glibc)
    import Glibc
#endif

/// Finds the files the app loads (CSS, translations): beside an installed binary in
/// `PREFIX/share/calculator-brain` and `PREFIX/share/locale`, or in the source tree's `data/`
/// and `.build/locale` when run with `make run`. `CALCULATOR_BRAIN_DATA_DIR` overrides the CSS.
enum DataFiles {
    static func path(of name: String) -> String? {
        candidateFolders.map { "\($0)/\(name)" }.first { access($0, R_OK) == 0 }
    }

    /// The first folder that has the style sheet: where the app loads its files from.
    static var folder: String? {
        candidateFolders.first { access("\($0)/style.css", R_OK) == 0 }
    }

    /// The folder with the compiled translations: `PREFIX/share/locale` when installed, the
    /// build folder's `locale` when run from the source tree.
    static var localeFolder: String? {
        let installed = candidateFolders.dropLast().map { $0 + "/../locale" }
        return (installed + [sourceTree + "/.build/locale"]).first {
            access("\($0)/de/LC_MESSAGES/\(Localization.domain).mo", R_OK) == 0
        }
    }

    private static var sourceTree: String {
        #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(
            separator: "/")
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
        folders.append(sourceTree + "/data")
        return folders
    }

    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
