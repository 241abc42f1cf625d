import CalculatorView

#if canImport(Glibc)
    import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.isEmpty {
    exit(CalculatorApplication().run())
} else if arguments == ["--version"] {
    print("calculator-brain \(CalculatorApplication.version)")
} else if arguments == ["--data-dir"] {
    print(CalculatorApplication.dataFolder ?? "")
} else if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
    print(HeadlessMode.usage)
} else {
    exit(HeadlessMode.run(arguments))
}
