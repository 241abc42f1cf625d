import Units

#if canImport(Glibc)
    import Glibc
#endif

/// The exchange rates kept beside the session: the bank's file as it came (its date is in it),
/// read and written as the session is, never through a link.
extension SessionStore {
    var ratesPath: String { directory + "/rates.xml" }

    /// The rates kept, and when they were fetched (seconds since 1970); nil when none are
    /// kept or the file is not the bank's.
    public func keptRates() -> (rates: ExchangeRates, fetched: Int)? {
        guard
            case .success(let bytes) = Self.contents(of: ratesPath, limit: ExchangeRates.sizeLimit),
            let rates = try? ExchangeRates(ecbXML: bytes)
        else { return nil }
        var information = stat()
        guard lstat(ratesPath, &information) == 0 else { return nil }
        return (rates, Int(information.st_mtim.tv_sec))
    }

    /// Keeps the bank's file, which `ExchangeRates(ecbXML:)` has read. The window and
    /// `--update-rates` may both keep a file at once, without the folder's lock (the window
    /// holds it): each writes a temporary file of its own (named by its process, to be removed
    /// if it dies), and the last rename wins whole.
    public func keep(ratesFile bytes: [UInt8]) throws {
        try makeDirectory()
        guard isSafeFolder else { throw SessionStoreError(operation: "use", path: directory) }
        removeRatesLeftovers()
        let temporary = ratesPath + ".tmp-\(getpid())-\(UInt32.random(in: 1...UInt32.max))"
        try replace(ratesPath, with: bytes, temporary: temporary)
    }

    /// The temporary files of processes that died while keeping rates.
    private func removeRatesLeftovers() {
        for name in names(in: directory) where name.hasPrefix("rates.xml.tmp-") {
            let number = name.dropFirst("rates.xml.tmp-".count).prefix { $0 != "-" }
            guard let process = Int32(number), process > 0,
                process != getpid(), kill(process, 0) != 0, errno == ESRCH
            else { continue }
            unlink(directory + "/" + name)
        }
    }
}
