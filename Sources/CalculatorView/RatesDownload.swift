import CGtk
import CalculatorController
import Units

#if canImport(Glibc)
    import Glibc
#endif

/// The European Central Bank's rates of the day, fetched at most once a day with libsoup and
/// kept beside the session. Blocking: it runs on a worker thread (or the command line's), and
/// gives up after `timeout` seconds.
public enum RatesDownload {
    static let timeout: UInt32 = 20
    /// Kept rates younger than this are not fetched again.
    static let day = 86_400

    /// The rates to use, and what went wrong when newer ones were due and did not come (the
    /// kept ones are used then). `force`: fetched whatever the age of the kept ones.
    public static func update(store: SessionStore, address: String, force: Bool = false) -> (
        rates: ExchangeRates?, problem: RatesProblem?
    ) {
        let kept = store.keptRates()
        if let kept, !force, Int(time(nil)) - kept.fetched < day { return (kept.rates, nil) }
        switch fetch(address) {
        case .failure(let problem):
            return (kept?.rates, problem)
        case .success(let bytes):
            do throws(ExchangeRates.Refusal) {
                let rates = try ExchangeRates(ecbXML: bytes)
                do {
                    try store.keep(ratesFile: bytes)
                } catch let error as SessionStoreError {
                    // Unkept, they are still today's: used, and said.
                    return (rates, .notKept("cannot \(error.operation) “\(error.path)”"))
                } catch {
                    return (rates, .notKept("\(error)"))
                }
                return (rates, nil)
            } catch {
                return (kept?.rates, .unreadable(error.reason))
            }
        }
    }

    /// The file at `address` (HTTPS, or HTTP on this machine for tests), at most
    /// `ExchangeRates.sizeLimit` bytes.
    static func fetch(_ address: String) -> Result<[UInt8], RatesProblem> {
        let isLocal = ["http://127.0.0.1:", "http://localhost:", "http://[::1]:"].contains {
            address.hasPrefix($0)
        }
        guard address.hasPrefix("https://") || isLocal else {
            return .failure(.notFetched("the address must begin with https://"))
        }
        // The whole download's limit: a server sending a byte a second resets libsoup's own
        // timeout (of each read) for ever.
        let deadline = g_get_monotonic_time() + Int(timeout) * 1_000_000
        let soup: SoupLibrary
        switch SoupLibrary.loaded {
        case .success(let library): soup = library
        case .failure(let problem): return .failure(problem)
        }
        guard let session = soup.newSession() else { return .failure(.notFetched("no session")) }
        defer { g_object_unref(UnsafeMutableRawPointer(session)) }
        soup.setTimeout(session, timeout)
        guard let message = soup.newMessage("GET", address) else {
            return .failure(.notFetched("“\(address)” is no address"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(message)) }
        var error: UnsafeMutablePointer<GError>?
        guard let stream = soup.send(session, message, nil, &error) else {
            return .failure(.notFetched(GLibError(consuming: error).description))
        }
        defer { g_object_unref(stream) }
        // A redirect never leaves HTTPS.
        if !isLocal, let uri = soup.address(message),
            let scheme = g_uri_get_scheme(uri), String(cString: scheme) != "https"
        {
            return .failure(.notFetched("the server sent it on to an address without https://"))
        }
        let status = soup.status(message)
        guard (200..<300).contains(status) else {
            return .failure(.notFetched("the server answered \(status)"))
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            guard g_get_monotonic_time() < deadline else {
                return .failure(.notFetched("it took longer than \(timeout) s"))
            }
            let count = buffer.withUnsafeMutableBytes {
                g_input_stream_read(stream, $0.baseAddress, gsize($0.count), nil, &error)
            }
            if count < 0 { return .failure(.notFetched(GLibError(consuming: error).description)) }
            if count == 0 { return .success(bytes) }
            bytes += buffer.prefix(count)
            if bytes.count > ExchangeRates.sizeLimit {
                return .failure(.unreadable("the file is too large"))
            }
        }
    }
}
