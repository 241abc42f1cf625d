import CalculatorController
import CalculatorModel
import CalculatorView
import Numbers

#if canImport(Glibc)
    import Glibc
#endif

/// `calculator-brain --keys "7 + 9 = √"`: presses the keys and prints what the window would
/// show, one `name: value` line each. For scripts and tests; needs no display.
enum HeadlessMode {
    static var usage: String {
        let operations = OperationID.allCases.filter { $0 != .equals }.map { id in
            let entry = id.entry
            var names: [String] = []
            for name in entry.spellings where !names.contains(name) { names.append(name) }
            return "  \(names.joined(separator: " or ")): \(entry.help)"
        }
        let words = Key.scriptWords.map { entry in
            let name = entry.key.spokenName(in: .algebraic)
            let meaning = entry.key == .equals ? name + " (Enter in RPN)" : name
            return "  \(entry.words.joined(separator: " or ")): \(meaning)"
        }
        return """
            Usage: calculator-brain [--keys "KEYS"] [--expression "TEXT"] [--mode algebraic|rpn]
                                    [--order entered|precedence] [--var NAME=VALUE]...
                                    [--digits N] [--format decimal|fraction|scientific|engineering]
                                    [--format polar] [--grouping] [--real-only]
                                    [--programmer [--base hex|dec|oct|bin] [--word-size 8|16|32|64]
                                     [--unsigned]]
                                    [--plot FILE.png|FILE.svg] [--plot-table N]
                                    [--plot-range XMIN:XMAX[:YMIN:YMAX]] [--plot-size WxH]
                                    [--plot-variable NAME] [--define "f(x)=TEXT"]...
                                    [--functions]
                   calculator-brain --amortization RATE NPER PV [FV [TYPE]]
                   calculator-brain --data FILE.csv
                   calculator-brain --update-rates [--rates-address URL]
                   calculator-brain [--open "TEXT"]
                   calculator-brain --search-provider
                   calculator-brain --version | --data-dir | --help

            Without arguments, opens the calculator window; with --open, opens it (or the
            one already running) with TEXT entered as a pasted expression.
            --search-provider serves GNOME Shell's overview search on the session bus (D-Bus
            starts it; it ends after 20 s without a question).
            With --keys, presses the space-separated KEYS and prints the display, the
            description, the variables and any error, one per line; in RPN, then each level
            of the stack, level 1 first. With --expression, enters
            TEXT as a pasted expression (`2+3*4`, `sqrt(16)+1`) or conversion (`5 ft in cm`,
            `98.6 °F to °C`: exact where the units' definitions are); a number followed by
            units is a quantity (`20 mi / 2 h to km/h` is 16.09344 km/h, `100 km/h * 2 h` is
            200 km). Money (`100 USD to EUR`) is at the European Central Bank's rates of the
            day, kept beside the session and fetched when older than a day (from
            --rates-address URL if given); --update-rates fetches them now and prints their
            date. Keys and expressions are
            entered in the order given; --order says whether 7 + 9 × 2 is 32 (entered, the
            default) or 25 (precedence). --digits N shows N significant digits (up to
            10000), every one proven; --format writes numbers as decimals (the default),
            exact fractions as 7/12, or with an exponent (engineering: a multiple of 3);
            --format polar writes complex numbers as r∠θ (θ in the angle unit), not a + bi;
            --grouping puts a narrow space between groups of three digits. A real number's
            complex value is its principal one (sqrt(-4) is 2i, ln(-1) is 3.14159265358979i;
            i or j is the imaginary unit, r∠θ the number of modulus r and angle θ); with
            --real-only, sqrt(-4) says "Square root of a negative number" instead.
            --programmer works on the integers of a word (64 bits, signed, in decimal unless
            --word-size, --unsigned and --base say): every result wraps as hardware does, and
            the value is printed in all four bases as well (hex:, dec:, oct:, bin:).
            With --plot, draws the graph of the calculation to a PNG or SVG file (800x600
            unless --plot-size says; x from -10 to 10 unless --plot-range says); with
            --plot-table N, prints N + 1 evenly spaced points as VALUE<TAB>F(VALUE), nothing
            after the tab where F is undefined, instead of the display. The graph runs along
            x, else M, else the first variable used, unless --plot-variable names one.
            --amortization prints a loan's schedule, one line a payment (k: interest principal
            balance), in cents as the HP-12C keeps them: RATE a period, NPER payments, PV the
            loan, FV what is left at the end (0 unless given), TYPE 1 when payments fall at the
            beginning of each period; each value may be an expression (13.25/12/100). The
            functions of money (pmt, fv, pv, nper, rate, ipmt, ppmt, npv, irr, effect, nominal,
            sln, syd, ddb) take the spreadsheets' arguments: see their list below.
            --data prints the count, mean, median, stdev (of a sample), stdevp (of a
            population), min and max of a CSV file's first column, and with a second column
            the least-squares line's slope, intercept, r and r2, and slope0 of the line
            through the origin; a header row is skipped, fields are apart by commas,
            semicolons or tabs, and an empty cell is skipped. Every digit is exact where the
            data are (mean, median, stdev … are also functions: see their list below).
            --define keeps a function (f(x)=x^2+1, g(a,b)=sqrt(a^2+b^2)) for the keys and
            expressions after it: f(3) calls it, and so does its name as a key (in RPN on
            the stack, 3 f; in algebraic notation it opens f( ). --functions prints each
            function kept (function: f(x) = x ^ 2 + 1). A function's name alone
            (--expression f) is the function of its parameter, for --plot to graph.

            Keys:
              0 to 9: digits (12 is 1 2); with --programmer also A to F (FF is F F), and
              a digit the base does not have is ignored; bit0 to bit63 flip one bit
            \(operations.joined(separator: "\n"))
            \(words.joined(separator: "\n"))
              M, x, y or any other name: that variable, or the function --define kept
              UNIT→UNIT (mi→km, °F→°C): the value so far in another unit of its kind
            """
    }

    struct UsageError: Error, Equatable {
        let message: String
        /// 2 for what was asked; 1 for output that could not be written (a graph's file).
        var exitStatus: Int32 = 2
    }

    /// What the command line asks for.
    enum Request: Equatable {
        case help, version, dataFolder
        /// Press the keys and print what the window would show.
        case calculate([Option])
        /// Print a loan's schedule: RATE NPER PV [FV [TYPE]], each an expression.
        case amortization([String])
        /// Print the statistics of a CSV file's first column, or two.
        case data(String)
        /// Fetch the day's exchange rates now, from the address given or the bank's.
        case updateRates(address: String?)
    }

    struct Option: Equatable {
        let name: String
        let value: String
    }

    /// Writes one line of output; throws when it cannot.
    typealias Emit = (String) throws(UsageError) -> Void

    private static let flags: [String: Request] = [
        "--help": .help, "-h": .help, "--version": .version, "--data-dir": .dataFolder,
    ]
    private static let optionsWithValues: Set = [
        "--keys", "--expression", "--mode", "--order", "--var", "--plot", "--plot-table",
        "--plot-range", "--plot-size", "--plot-variable", "--digits", "--format", "--base",
        "--word-size", "--define", "--rates-address",
    ]
    /// Options that take no value.
    private static let switches: Set = [
        "--grouping", "--programmer", "--unsigned", "--real-only", "--functions",
    ]

    /// Runs the arguments (without the program name); the exit status: 0, 1 when the output
    /// could not be written, 2 for a usage error (a refused expression among them).
    static func run(_ arguments: [String], version: String, dataFolder: () -> String?) -> Int32 {
        let emit: Emit = { line throws(UsageError) in
            guard write(line + "\n", to: STDOUT_FILENO) else {
                throw UsageError(message: "cannot write the output", exitStatus: 1)
            }
        }
        do {
            switch try request(for: arguments) {
            case .help: try emit(usage)
            case .version: try emit("calculator-brain \(version)")
            case .dataFolder: try emit(dataFolder() ?? "")
            // Lines go out as they are made: a long table starts at once.
            case .calculate(let options): try calculate(options, emit: emit)
            case .amortization(let arguments): try emit(try amortization(arguments).text)
            case .data(let path): for line in try statistics(ofFile: path) { try emit(line) }
            case .updateRates(let address): try emit(try updateRates(from: address))
            }
            return 0
        } catch {
            _ = write("calculator-brain: \(error.message)\n", to: STDERR_FILENO)
            return error.exitStatus
        }
    }

    /// One rule for every option: a flag (`--help`, `--version`, `--data-dir`) answers alone
    /// wherever it stands; a switch (`--grouping`) takes no value; the others take the next
    /// argument as their value, whatever it looks like; anything else is an unknown option.
    static func request(for arguments: [String]) throws(UsageError) -> Request {
        var options: [Option] = []
        var remaining = arguments[...]
        while let option = remaining.popFirst() {
            if let flag = flags[option] { return flag }
            if option == "--data" {
                guard let path = remaining.first, remaining.count == 1, options.isEmpty else {
                    throw UsageError(message: "--data takes FILE.csv alone; see --help")
                }
                return .data(path)
            }
            if option == "--amortization" {
                // Its values up to the next option: `-1000` is a value, `--digits` is not.
                let values = Array(remaining.prefix { !$0.hasPrefix("--") }.prefix(5))
                guard values.count >= 3, remaining.count == values.count, options.isEmpty else {
                    throw UsageError(
                        message: "--amortization takes RATE NPER PV [FV [TYPE]] alone; see --help")
                }
                return .amortization(values)
            }
            if option == "--update-rates" {
                let address =
                    remaining.first == "--rates-address" ? remaining.dropFirst().first : nil
                guard options.isEmpty, remaining.count == (address == nil ? 0 : 2) else {
                    throw UsageError(
                        message: "--update-rates takes [--rates-address URL] alone; see --help")
                }
                return .updateRates(address: address)
            }
            if switches.contains(option) {
                options.append(Option(name: option, value: ""))
                continue
            }
            guard optionsWithValues.contains(option) else {
                throw UsageError(message: "unknown option '\(escaped(option))'; see --help")
            }
            guard let value = remaining.popFirst() else {
                throw UsageError(message: "\(option) needs a value; see --help")
            }
            options.append(Option(name: option, value: value))
        }
        return .calculate(options)
    }

    /// The rates where the session keeps them, fetched now: `rates: 2026-11-27 (30 currencies)`.
    private static func updateRates(from address: String?) throws(UsageError) -> String {
        let (rates, problem) = RatesDownload.update(
            store: .standard(), address: address ?? CalculatorController.standardRatesAddress,
            force: true)
        if let problem {
            throw UsageError(message: problem.text(keeping: rates), exitStatus: 1)
        }
        return "rates: \(rates?.date ?? "") (\(rates?.perEuro.count ?? 0) currencies)"
    }

    /// The schedule of `--amortization RATE NPER PV [FV [TYPE]]`, each value an expression
    /// (`0.1325/12`).
    private static func amortization(_ arguments: [String]) throws(UsageError) -> Amortization {
        var values: [Real] = []
        for text in arguments {
            var brain = CalculatorBrain()
            if let expression = try? Expression(parsing: text) { brain.enter(expression) }
            guard case .success(let number)? = brain.evaluateExactly().result, number.isReal,
                !text.isEmpty
            else {
                throw UsageError(message: "--amortization: '\(escaped(text))' is no number")
            }
            values.append(number.real)
        }
        guard let periods = values[1].rational?.word, values[1].rational?.isInteger == true,
            (1...Amortization.maximumPeriods).contains(periods)
        else {
            throw UsageError(
                message: "--amortization: NPER is a whole number from 1 to "
                    + String(Amortization.maximumPeriods))
        }
        let type = values.count > 4 ? values[4].rational : .zero
        guard type == .zero || type == .one else {
            throw UsageError(message: "--amortization: TYPE is 0 (end) or 1 (beginning)")
        }
        do {
            return try Amortization(
                rate: values[0], periods: periods, present: values[2],
                future: values.count > 3 ? values[3] : .zero, atBeginning: type == .one)
        } catch {
            throw UsageError(message: "--amortization: \(CalculatorError(error))")
        }
    }

    /// `--data FILE.csv`: the first column's count, mean, median, deviations and extremes, and
    /// with a second column the least-squares line; each as the display writes it.
    private static func statistics(ofFile path: String) throws(UsageError) -> [String] {
        let (data, skippedHeader): (DataSet, Int?)
        do {
            (data, skippedHeader) = try DataTable.numbers(ofFile: path)
        } catch {
            throw UsageError(message: "--data: \(error.message)")
        }
        let summary = DataSummary(data)
        let written = { (value: DataSummary.Value?) -> String in
            switch value {
            case .success(let number)?: number.text(NumberFormat())
            case .failure(let error)?: error.description
            case nil: ""
            }
        }
        var lines = [
            "n: \(summary.count)", "mean: " + written(summary.mean),
            "median: " + written(summary.median), "stdev: " + written(summary.sampleDeviation),
            "stdevp: " + written(summary.populationDeviation),
            "min: " + written(summary.minimum), "max: " + written(summary.maximum),
        ]
        if summary.slope != nil {
            lines += [
                "slope: " + written(summary.slope), "intercept: " + written(summary.intercept),
                "r: " + written(summary.correlation), "r2: " + written(summary.determination),
                "slope0: " + written(summary.slopeThroughOrigin),
            ]
        }
        // A row skipped is said: the header's.
        if let row = skippedHeader { lines.append("header: row \(row), skipped") }
        return lines
    }

    /// The lines a calculation prints, collected (for tests); none for a flag.
    static func lines(for arguments: [String]) throws(UsageError) -> [String] {
        guard case .calculate(let options) = try request(for: arguments) else { return [] }
        var lines: [String] = []
        try calculate(options) { lines.append($0) }
        return lines
    }

    private static func calculate(_ options: [Option], emit: Emit) throws(UsageError) {
        var controller = CalculatorController()
        controller.keepsHistory = false  // never printed: each operation would evaluate it all
        // Entered after every setting, in the order given.
        enum Input {
            /// Read once the mode is known: `C` is a digit in programmer mode.
            case keys(String)
            case expression(String)
            case definition(String)
        }
        var inputs: [Input] = []
        var ratesAddress = CalculatorController.standardRatesAddress
        var plot = PlotRequest()
        var format = NumberFormat()
        var word = IntegerWord()
        var listsFunctions = false
        for option in options {
            let value = option.value
            switch option.name {
            case "--plot", "--plot-table", "--plot-range", "--plot-size", "--plot-variable":
                try plot.read(option.name, value)
            case "--rates-address":
                ratesAddress = value
            case "--keys":
                inputs.append(.keys(value))
            case "--expression":
                inputs.append(.expression(value))
            case "--define":
                // As --var: a key word (`C`, `undo`) would act as the function in --keys.
                if let name = try? FunctionLibrary.parts(of: value).name,
                    isValidVariableName(name), Key.keys(for: name) != [.variable(name)]
                {
                    throw UsageError(
                        message: "--define: '\(escaped(name))' is a key's name; choose another")
                }
                inputs.append(.definition(value))
            case "--functions":
                listsFunctions = true
            case "--digits":
                guard let digits = Int(value), (1...10_000).contains(digits) else {
                    throw UsageError(
                        message: "--digits takes a number from 1 to 10000, not '\(escaped(value))'")
                }
                format.significantDigits = digits
            case "--format" where value == "polar":
                controller.setComplexNumbers(.polar)
            case "--format":
                guard let style = NumberFormat.Style(rawValue: value) else {
                    throw UsageError(
                        message:
                            "unknown format '\(escaped(value))': use decimal, fraction, scientific, engineering or polar"
                    )
                }
                format.style = style
            case "--grouping":
                format.groupsDigits = true
            case "--real-only":
                controller.setComplexNumbers(.realOnly)
            case "--programmer":
                controller.setMode(.programmer)
            case "--unsigned":
                word.isSigned = false
            case "--base":
                // The names the output's lines use: `hex:`, `dec:`, `oct:`, `bin:`.
                guard
                    let base = IntegerWord.Base.allCases.first(where: {
                        $0.label.lowercased() == value
                    })
                else {
                    throw UsageError(
                        message: "unknown base '\(escaped(value))': use hex, dec, oct or bin")
                }
                word.base = base
            case "--word-size":
                guard let bits = Int(value), IntegerWord.sizes.contains(bits) else {
                    throw UsageError(
                        message: "--word-size takes 8, 16, 32 or 64, not '\(escaped(value))'")
                }
                word.bits = bits
            case "--order":
                guard let order = OrderOfOperations(rawValue: value) else {
                    throw UsageError(
                        message: "unknown order '\(escaped(value))': use entered or precedence")
                }
                controller.setOrder(order)
            case "--mode":
                guard let notation = Notation(rawValue: value) else {
                    throw UsageError(
                        message: "unknown mode '\(escaped(value))': use algebraic or rpn")
                }
                controller.setNotation(notation)
            default:
                let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
                // A name a key word already means (`C`, `undo`) could never be typed as a key.
                guard parts.count == 2, Key.keys(for: parts[0]) == [.variable(parts[0])],
                    let number = Real(calculatorText: parts[1].withDecimalPoint)
                else {
                    throw UsageError(message: "--var takes NAME=NUMBER, not '\(escaped(value))'")
                }
                controller.setVariable(parts[0], to: Complex(number))
            }
        }
        controller.setWord(word)
        for input in inputs {
            switch input {
            case .keys(let tokens):
                for token in tokens.split(whereSeparator: \.isWhitespace).map(String.init) {
                    let function = controller.functions[token].map { [Key.function($0.name)] }
                    guard let keys = function ?? Key.keys(for: token, in: controller.mode) else {
                        throw UsageError(message: "unknown key '\(escaped(token))'; see --help")
                    }
                    for key in keys { controller.press(key) }
                }
            case .expression(let text):
                // A script must tell a refused expression from a result.
                guard controller.enter(expression: text) else {
                    throw UsageError(message: escaped(controller.state.notice ?? ""))
                }
            case .definition(let text):
                guard controller.define(text) else {
                    throw UsageError(message: escaped(controller.state.notice ?? ""))
                }
            }
        }
        controller.setFormat(format)
        // Money: the kept rates, or the day's when they are older than a day.
        if controller.state.usesExchangeRates {
            let (rates, problem) = RatesDownload.update(store: .standard(), address: ratesAddress)
            controller.receive(rates: rates, problem: problem)
        }
        if plot.isAsked { return try plot.draw(controller, emit: emit) }

        // Evaluated at the precision the digits asked for need.
        let (state, stackRows) = Precision.proving(digits: format.significantDigits) {
            (controller.state, controller.stackRows)
        }
        var lines = [state.error.map { "error: \($0)" } ?? "display: \(state.display)"]
        for (base, text) in state.word?.lines ?? [] {
            lines.append("\(base.label.lowercased()): \(text)")
        }
        lines.append("description: \(state.description)")
        if !state.variables.isEmpty { lines.append("variables: \(state.variables)") }
        if let notice = state.notice { lines.append("notice: \(notice)") }
        for row in stackRows {
            lines.append("stack \(row.level): \(row.value)  \(row.expression)")
        }
        if listsFunctions { lines += state.functions.map { "function: \($0.definition)" } }
        for line in lines { try emit(escaped(line)) }
    }

    /// Text from the command line as it may be shown on a terminal.
    static func escaped(_ text: String) -> String { text.escapingInvisibles }

    /// Writes all of `text`; false when the file cannot take it (`/dev/full`, a closed pipe).
    private static func write(_ text: String, to file: Int32) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var written = 0
            while written < bytes.count {
                let count = Glibc.write(file, bytes.baseAddress! + written, bytes.count - written)
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
    }
}
