import CSoup
import CalculatorController

#if canImport(Glibc)
    import Glibc
#endif

/// The libsoup functions the rates' download calls, from the library loaded when the rates
/// are first fetched: start-up and the command line never map libsoup's stack
/// (Sources/CSoup/shim.h).
struct SoupLibrary: @unchecked Sendable {  // C function pointers, never changed
    let newSession: SoupSessionNew
    let setTimeout: SoupSessionSetTimeout
    let newMessage: SoupMessageNew
    let send: SoupSessionSend
    let address: SoupMessageGetUri
    let status: SoupMessageGetStatus

    /// Loaded on first use, once; what went wrong when it cannot be. In the window, first
    /// used on the main thread (`fetchRatesIfDue`).
    static let loaded: Result<SoupLibrary, RatesProblem> = {
        guard let library = dlopen("libsoup-3.0.so.0", RTLD_NOW | RTLD_LOCAL) else {
            return .failure(.notFetched(String(cString: dlerror())))
        }
        func function<Function>(_ name: String) -> Function? {
            dlsym(library, name).map { unsafeBitCast($0, to: Function.self) }
        }
        guard let newSession: SoupSessionNew = function("soup_session_new"),
            let setTimeout: SoupSessionSetTimeout = function("soup_session_set_timeout"),
            let newMessage: SoupMessageNew = function("soup_message_new"),
            let send: SoupSessionSend = function("soup_session_send"),
            let address: SoupMessageGetUri = function("soup_message_get_uri"),
            let status: SoupMessageGetStatus = function("soup_message_get_status")
        else { return .failure(.notFetched("libsoup-3.0.so.0 lacks a function")) }
        return .success(
            SoupLibrary(
                newSession: newSession, setTimeout: setTimeout, newMessage: newMessage,
                send: send, address: address, status: status))
    }()
}
