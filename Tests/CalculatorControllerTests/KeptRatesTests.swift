import CalculatorController
import FoundationEssentials
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 66, item 14: the window and `--update-rates` wrote `rates.xml` through the same
/// temporary file, each removing the other's.
@Suite("Rates kept beside the session")
struct KeptRatesTests {
    private static func file(rate: String) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01">
            <Cube><Cube time='2026-11-27'><Cube currency='USD' rate='\(rate)'/></Cube></Cube>
            </gesmes:Envelope>
            """.utf8)
    }

    @Test func twoProcessesKeepingRatesAtOnceEachKeepAWholeFile() async throws {
        let folder = temporaryFolder() + "/calculator-brain"
        var window = SessionStore(directory: folder)
        _ = window.load()  // holds the folder, as the window does
        let files = [Self.file(rate: "1.0523"), Self.file(rate: "1.1")]
        // Each keeper writes its own file 300 times; none may fail, none may be cut.
        let failures = try await withThrowingTaskGroup(of: Int.self) { group in
            for bytes in files {
                group.addTask {
                    let store = SessionStore(directory: folder)
                    var failures = 0
                    for _ in 0..<300 {
                        do { try store.keep(ratesFile: bytes) } catch { failures += 1 }
                    }
                    return failures
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(failures == 0)
        let kept = try Data(contentsOf: URL(filePath: folder + "/rates.xml"))
        #expect(files.contains(Array(kept)))
        #expect(window.keptRates() != nil)
        #expect(
            try FileManagerless.listing(folder).filter { $0.hasPrefix("rates") } == ["rates.xml"])
    }

    @Test func aTemporaryFileADeadProcessLeftIsRemoved() throws {
        let folder = temporaryFolder() + "/calculator-brain"
        var store = SessionStore(directory: folder)
        _ = store.load()
        let leftover = folder + "/rates.xml.tmp-2147483646-7"  // past any process number
        try Data("<Cube".utf8).write(to: URL(filePath: leftover))
        try store.keep(ratesFile: Self.file(rate: "1.0523"))
        #expect(
            try FileManagerless.listing(folder).filter { $0.hasPrefix("rates") } == ["rates.xml"])
    }
}
