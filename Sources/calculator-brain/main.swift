import CalculatorView

#if canImport(Glibc)
    import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
// Past a file-size limit a write fails (and the file it would have replaced stays whole)
// instead of the process being killed.
signal(SIGXFSZ, SIG_IGN)

switch arguments.first {
case nil, "--open": exit(CalculatorApplication().run(arguments: CommandLine.arguments))
case "--search-provider": exit(SearchProvider.run())
default: break
}
exit(
    HeadlessMode.run(
        arguments, version: CalculatorApplication.version,
        dataFolder: { CalculatorApplication.dataFolder }))
