import CalculatorView

#if canImport(Glibc)
    import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
// Past a file-size limit a write fails (and the file it would have replaced stays whole)
// instead of the process being killed.
signal(SIGXFSZ, SIG_IGN)

if arguments.isEmpty {
    exit(CalculatorApplication().run())
}
exit(
    HeadlessMode.run(
        arguments, version: CalculatorApplication.version,
        dataFolder: { CalculatorApplication.dataFolder }))
