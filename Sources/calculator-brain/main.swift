import CalculatorView

#if canImport(Glibc)
    import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.isEmpty {
    exit(CalculatorApplication().run())
}
exit(
    HeadlessMode.run(
        arguments, version: CalculatorApplication.version,
        dataFolder: { CalculatorApplication.dataFolder }))
