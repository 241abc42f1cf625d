import CalculatorController

#if canImport(Glibc)
    import Glibc
#endif

/// Finds the files the app loads (CSS, icons, translations), from where the running binary is:
/// installed, `PREFIX/bin/calculator-brain` reads `PREFIX/share/calculator-brain` and
/// `PREFIX/share/locale`; built in a source tree (`make run`), the binary is somewhere under
/// `.build*/` and reads the tree's `data/` and `.build/locale`. `CALCULATOR_BRAIN_DATA_DIR`
/// overrides the data folder. Nothing depends on where the binary was built.
enum DataFiles {
    static func path(of name: String) -> String? {
        candidateFolders.map { "\($0)/\(name)" }.first(where: isReadable)
    }

    /// The first folder that has the style sheet: where the app loads its files from.
    static var folder: String? {
        candidateFolders.first { isReadable("\($0)/style.css") }
    }

    /// The folder with the compiled translations, whichever languages it has.
    static var localeFolder: String? {
        let installed = executableFolder.map { $0 + "/../share/locale" }
        let built = sourceTree.map { $0 + "/.build/locale" }
        return [installed, built].compactMap { $0 }.first(where: isReadable)
    }

    /// The source tree's user guide, when the app runs from there; an installed app's guide is
    /// found by the help viewer under `share/help`.
    static var helpFolder: String? {
        sourceTree.map { $0 + "/help/C" }.flatMap { isReadable($0 + "/index.page") ? $0 : nil }
    }

    private static var candidateFolders: [String] {
        [
            getenv("CALCULATOR_BRAIN_DATA_DIR").map { String(cString: $0) },
            executableFolder.map { $0 + "/../share/calculator-brain" },
            sourceTree.map { $0 + "/data" },
        ].compactMap { $0 }
    }

    /// The source tree the binary was built in: the nearest folder above it with
    /// `Package.swift` and `data/style.css`.
    private static var sourceTree: String? {
        guard var folder = executableFolder else { return nil }
        while let slash = folder.lastIndex(of: "/"), !folder.isEmpty {
            folder = String(folder[..<slash])
            if isReadable(folder + "/Package.swift"), isReadable(folder + "/data/style.css") {
                return folder
            }
        }
        return nil
    }

    private static var executableFolder: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let path = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return path.lastIndex(of: "/").map { String(path[..<$0]) }
    }

    private static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }
}
