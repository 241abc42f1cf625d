import Numbers

/// Every operation the calculator knows, and the only name the code gives one. Adding an
/// operation is a case here, its entry below, and its two lines in `OperationEvaluation.swift`;
/// the reader, the keys, the shortcuts window, `--help` and the translation template follow.
public enum OperationID: Int, CaseIterable, Sendable {
    case plus, minus, times, dividedBy, power, root, modulo, choose, permutations
    case squareRoot, cubeRoot, square, cube, reciprocal, negation, absoluteValue
    case sine, cosine, tangent, arcsine, arccosine, arctangent
    case hyperbolicSine, hyperbolicCosine, hyperbolicTangent
    case inverseHyperbolicSine, inverseHyperbolicCosine, inverseHyperbolicTangent
    case naturalLogarithm, commonLogarithm, binaryLogarithm
    case exponential, powerOfTen, powerOfTwo
    case factorial, floor, ceiling, round, integerPart, fractionalPart
    case pi, e, random, percent, openParenthesis, closeParenthesis, equals
    case swap, roll, drop, lastOperand
    case bitwiseAnd, bitwiseOr, bitwiseXor, bitwiseNand, bitwiseNor, bitwiseNot
    case shiftLeft, shiftRight, rotateLeft, rotateRight
    case imaginaryUnit, argument, conjugate, realPart, imaginaryPart, polar
    case payment, futureValue, presentValue, periodCount, periodicRate, interestPart, principalPart
    case netPresentValue, internalRateOfReturn, effectiveRate, nominalRate
    case straightLineDepreciation, sumOfYearsDepreciation, decliningBalanceDepreciation
    case mean, median, sampleStandardDeviation, populationStandardDeviation, sampleVariance
    case populationVariance, minimum, maximum, quartile

    /// Everything about the operation.
    public var entry: OperationEntry { Self.entries[rawValue] }

    /// The operation a symbol or spelling names (`√`, `sqrt`, `SIN`, `nCr`); a name of one
    /// letter only as written (`E` is not `e`).
    public init?(spelling: some StringProtocol) {
        let spelling = String(spelling)
        let key = spelling.count > 1 ? spelling.lowercased() : spelling
        guard let id = Self.bySpelling[key] else { return nil }
        self = id
    }

    /// The function of money that `name` calls (`pmt`, `IRR`), if it is one.
    init?(functionNamed name: some StringProtocol) {
        guard let id = OperationID(spelling: name), case .function = id.entry.kind else {
            return nil
        }
        self = id
    }

    /// How a binary operation groups (for any other, an atom's: never asked).
    var infix: BinaryOperator {
        if case .binary(let infix) = entry.kind { infix } else { BinaryOperator(.atom, .left) }
    }

    /// Whether a percent right of it is a percent of its left operand (`a + b%`).
    var readsPercentOfLeft: Bool { infix.readsPercentOfLeft }

    private static let entries = allCases.map(\.makeEntry)

    private static let bySpelling: [String: OperationID] = Dictionary(
        allCases.flatMap { id in
            id.entry.spellings.map { ($0.count > 1 ? $0.lowercased() : $0, id) }
        },
        uniquingKeysWith: { first, _ in first })
}

/// One operation's facts.
public struct OperationEntry: Sendable {
    /// What a program records and a key is named by in scripts: `√`, `sin⁻¹`, `nCr`.
    public let symbol: String
    public let kind: OperationKind
    /// What a screen reader says ("square root", not "√"), in English; translated where shown.
    public let spokenName: String
    /// Where its key sits; nil for `=` (the keypad's own).
    public let place: KeypadPlace?
    /// The text of the operation's key.
    public let label: String
    /// The keyboard keys that press it, as GTK accelerators in the key catalogue's form.
    public let accelerators: [String]
    /// What `--help` says it does.
    public let help: String
    /// Every name it is read by, typed, pasted or in `--keys`: its symbol, the name its
    /// descriptions write (`asin`), and the other names people use (`arcsin`).
    public let spellings: [String]
    /// The modes whose keypad has it.
    public let modes: Set<CalculatorMode>
    /// Where its key sits in programmer mode's block (which stands in the functions' block):
    /// four rows of six keys.
    public let programmerPlace: (row: Int, column: Int)?

    init(
        _ symbol: String, _ kind: OperationKind, _ spokenName: String, at place: KeypadPlace?,
        programmer programmerPlace: (row: Int, column: Int)? = nil,
        in modes: Set<CalculatorMode> = [.scientific], label: String? = nil,
        keys accelerators: [String] = [], help: String? = nil, also spellings: [String] = []
    ) {
        (self.symbol, self.kind, self.spokenName, self.place) = (symbol, kind, spokenName, place)
        (self.programmerPlace, self.modes) = (programmerPlace, modes)
        (self.label, self.accelerators) = (label ?? symbol, accelerators)
        self.help = help ?? spokenName
        var names = [symbol] + spellings
        if case .unary(.function(let name)) = kind { names.append(name) }
        self.spellings = names
    }
}

/// Where an operation's key sits on the keypad.
public enum KeypadPlace: Sendable, Equatable {
    /// In the functions' block: four rows of six keys.
    case functions(row: Int, column: Int)
    /// In the basic block, beside the digits: four rows of six keys.
    case basic(row: Int, column: Int)
    /// In another operation's place while `2nd` is on.
    case second(of: OperationID)
    /// In the row of RPN's stack keys, in this order.
    case stack(Int)
}

extension Set<CalculatorMode> {
    static let everyMode = Set(CalculatorMode.allCases)
}

/// Marks an operation's spoken name for the translation template (`po/extract-messages`
/// finds the calls); the controller translates it where it is shown.
func translatable(_ text: String) -> String { text }

extension OperationID {
    private var makeEntry: OperationEntry {
        switch self {
        case .plus:
            return .init(
                "+", .binary(.init(.additive, .both, readsPercentOfLeft: true, regroups: true)),
                translatable("plus"), at: .basic(row: 3, column: 3), in: .everyMode,
                keys: ["plus", "KP_Add"])
        case .minus:
            return .init(
                "−", .binary(.init(.additive, .left, readsPercentOfLeft: true, regroups: true)),
                translatable("minus"), at: .basic(row: 2, column: 3), in: .everyMode,
                keys: ["minus", "KP_Subtract"], also: ["-", "–"])
        case .times:
            return .init(
                "×", .binary(.init(.multiplicative, .both, regroups: true)), translatable("times"),
                at: .basic(row: 1, column: 3), in: .everyMode,
                keys: ["asterisk", "KP_Multiply"], also: ["*", "·", "⋅"])
        case .dividedBy:
            return .init(
                "÷", .binary(.init(.multiplicative, .left, regroups: true)),
                translatable("divided by"), at: .basic(row: 0, column: 3), in: .everyMode,
                keys: ["slash", "KP_Divide"], also: ["/", "∶"])
        case .power:
            return .init(
                "^", .binary(.init(.power, .right)), translatable("to the power of"),
                at: .functions(row: 2, column: 3), label: "xʸ",
                keys: ["asciicircum"], also: ["xʸ", "**"])
        case .root:
            return .init(
                "ʸ√", .binary(.init(.power, .right)), translatable("root"), at: .second(of: .power),
                label: "ʸ√x",
                keys: ["<Control>asciicircum"], help: "x ʸ√ y: the real y-th root of x",
                also: ["yroot"])
        case .modulo:
            return .init(
                "mod", .binary(.init(.multiplicative, .left)), translatable("modulo"),
                at: .functions(row: 3, column: 2), programmer: (2, 4), in: .everyMode,
                keys: ["<Control>percent"], help: "remainder with the sign of the divisor")
        case .choose:
            return .init(
                "nCr", .binary(.init(.multiplicative, .left)), translatable("choose"),
                at: .second(of: .reciprocal),
                keys: ["<Alt>k"], help: "n nCr k: ways to choose k of n things")
        case .permutations:
            return .init(
                "nPr", .binary(.init(.multiplicative, .left)), translatable("permutations"),
                at: .second(of: .factorial),
                keys: ["<Alt><Shift>k"], help: "n nPr k: ways to arrange k of n things")
        case .squareRoot:
            return .init(
                "√", .unary(.function("√")), translatable("square root"),
                at: .functions(row: 2, column: 2), keys: ["<Alt>r"],
                also: ["sqrt"])
        case .cubeRoot:
            return .init(
                "∛", .unary(.function("∛")), translatable("cube root"),
                at: .second(of: .squareRoot), label: "∛x",
                keys: ["<Control><Shift>r"], also: ["cbrt"])
        case .square:
            return .init(
                "x²", .unary(.postfix("²")), translatable("square"),
                at: .functions(row: 2, column: 1), keys: ["<Alt>q"])
        case .cube:
            return .init(
                "x³", .unary(.postfix("³")), translatable("cube"), at: .second(of: .square),
                keys: ["<Alt><Shift>q"])
        case .reciprocal:
            return .init(
                "x⁻¹", .unary(.postfix("⁻¹")), translatable("reciprocal"),
                at: .functions(row: 3, column: 1), keys: ["<Alt>i"])
        case .negation:
            return .init(
                "±", .unary(.prefix("-", .negation)), translatable("change sign"),
                at: .functions(row: 3, column: 0), programmer: (2, 5), in: .everyMode,
                keys: ["<Alt>n"])
        case .absoluteValue:
            return .init(
                "|x|", .unary(.function("abs")), translatable("absolute value"),
                at: .functions(row: 2, column: 4), keys: ["<Alt>bar"])
        case .sine:
            return .init(
                "sin", .unary(.function("sin")), translatable("sine"),
                at: .functions(row: 0, column: 1), keys: ["<Alt>s"])
        case .cosine:
            return .init(
                "cos", .unary(.function("cos")), translatable("cosine"),
                at: .functions(row: 0, column: 2), keys: ["<Alt>c"])
        case .tangent:
            return .init(
                "tan", .unary(.function("tan")), translatable("tangent"),
                at: .functions(row: 0, column: 3), keys: ["<Alt>t"])
        case .arcsine:
            return .init(
                "sin⁻¹", .unary(.function("asin")), translatable("arcsine"), at: .second(of: .sine),
                keys: ["<Alt><Shift>s"],
                also: ["arcsin"])
        case .arccosine:
            return .init(
                "cos⁻¹", .unary(.function("acos")), translatable("arccosine"),
                at: .second(of: .cosine),
                keys: ["<Alt><Shift>c"], also: ["arccos"])
        case .arctangent:
            return .init(
                "tan⁻¹", .unary(.function("atan")), translatable("arctangent"),
                at: .second(of: .tangent),
                keys: ["<Alt><Shift>t"], also: ["arctan"])
        case .hyperbolicSine:
            return .init(
                "sinh", .unary(.function("sinh")), translatable("hyperbolic sine"),
                at: .functions(row: 1, column: 1),
                keys: ["<Control><Alt>s"])
        case .hyperbolicCosine:
            return .init(
                "cosh", .unary(.function("cosh")), translatable("hyperbolic cosine"),
                at: .functions(row: 1, column: 2),
                keys: ["<Control><Alt>c"])
        case .hyperbolicTangent:
            return .init(
                "tanh", .unary(.function("tanh")), translatable("hyperbolic tangent"),
                at: .functions(row: 1, column: 3),
                keys: ["<Control><Alt>h"])
        case .inverseHyperbolicSine:
            return .init(
                "sinh⁻¹", .unary(.function("asinh")), translatable("inverse hyperbolic sine"),
                at: .second(of: .hyperbolicSine),
                keys: ["<Control><Alt><Shift>s"], also: ["arsinh", "arcsinh"])
        case .inverseHyperbolicCosine:
            return .init(
                "cosh⁻¹", .unary(.function("acosh")),
                translatable("inverse hyperbolic cosine"), at: .second(of: .hyperbolicCosine),
                keys: ["<Control><Alt><Shift>c"],
                also: ["arcosh", "arccosh"])
        case .inverseHyperbolicTangent:
            return .init(
                "tanh⁻¹", .unary(.function("atanh")),
                translatable("inverse hyperbolic tangent"), at: .second(of: .hyperbolicTangent),
                keys: ["<Control><Alt><Shift>t"],
                also: ["artanh", "arctanh"])
        case .naturalLogarithm:
            return .init(
                "ln", .unary(.function("ln")), translatable("natural logarithm"),
                at: .functions(row: 0, column: 4), keys: ["<Alt>l"])
        case .commonLogarithm:
            return .init(
                "log", .unary(.function("log")), translatable("common logarithm"),
                at: .functions(row: 0, column: 5), keys: ["<Alt>g"],
                also: ["log10"])
        case .binaryLogarithm:
            return .init(
                "log₂", .unary(.function("log₂")), translatable("binary logarithm"),
                at: .functions(row: 1, column: 4),
                keys: ["<Alt>b"], also: ["log2"])
        case .exponential:
            return .init(
                "eˣ", .unary(.function("exp")), translatable("e to the power of"),
                at: .second(of: .naturalLogarithm),
                keys: ["<Control>e"])
        case .powerOfTen:
            return .init(
                "10ˣ", .unary(.prefix("10^", .power)), translatable("ten to the power of"),
                at: .second(of: .commonLogarithm),
                keys: ["<Alt><Shift>g"])
        case .powerOfTwo:
            return .init(
                "2ˣ", .unary(.prefix("2^", .power)), translatable("two to the power of"),
                at: .second(of: .binaryLogarithm),
                keys: ["<Alt><Shift>b"])
        case .factorial:
            return .init(
                "x!", .unary(.postfix("!")), translatable("factorial"),
                at: .functions(row: 1, column: 5), keys: ["exclam"])
        case .floor:
            return .init(
                "⌊x⌋", .unary(.function("floor")), translatable("floor"),
                at: .second(of: .absoluteValue),
                keys: ["<Alt>bracketleft"], help: "the largest whole number not above x")
        case .ceiling:
            return .init(
                "⌈x⌉", .unary(.function("ceil")), translatable("ceiling"), at: .second(of: .round),
                keys: ["<Alt>bracketright"], help: "the smallest whole number not below x",
                also: ["ceiling"])
        case .round:
            return .init(
                "round", .unary(.function("round")), translatable("round"),
                at: .functions(row: 2, column: 5), keys: ["<Alt>o"],
                help: "the nearest whole number, a half away from zero")
        case .integerPart:
            return .init(
                "int", .unary(.function("int")), translatable("integer part"),
                at: .second(of: .modulo),
                keys: ["<Alt><Shift>i"], help: "the whole part, toward zero", also: ["trunc"])
        case .fractionalPart:
            return .init(
                "frac", .unary(.function("frac")), translatable("fractional part"),
                at: .second(of: .random),
                keys: ["<Alt>f"], help: "x minus its integer part")
        case .pi:
            return .init(
                "π", .constant(Complex(.pi)), translatable("pi"), at: .functions(row: 1, column: 0),
                keys: ["<Alt>p"], also: ["pi"])
        case .e:
            return .init(
                "e", .constant(Complex(.e)), translatable("Euler's number"),
                at: .functions(row: 2, column: 0), keys: ["<Alt>e"])
        case .random:
            return .init(
                "rand", .random, translatable("random number"), at: .functions(row: 3, column: 3),
                keys: ["<Alt>d"])
        case .percent:
            return .init(
                "%", .percent, translatable("percent"), at: .basic(row: 2, column: 4),
                keys: ["percent"])
        case .openParenthesis:
            return .init(
                "(", .openParenthesis, translatable("open parenthesis"),
                at: .basic(row: 0, column: 4), in: .everyMode, keys: ["parenleft"])
        case .closeParenthesis:
            return .init(
                ")", .closeParenthesis, translatable("close parenthesis"),
                at: .basic(row: 1, column: 4), in: .everyMode, keys: ["parenright"])
        case .equals:
            return .init("=", .equals, translatable("equals"), at: nil, in: .everyMode)
        case .swap:
            return .init(
                "x⇄y", .stack(.swap), translatable("swap x and y"), at: .stack(0), in: .everyMode,
                keys: ["<Alt><Shift>x"],
                also: ["swap", "x<>y"])
        case .roll:
            return .init(
                "R↓", .stack(.roll), translatable("roll down"), at: .stack(1), in: .everyMode,
                keys: ["<Alt><Shift>r"],
                also: ["roll"])
        case .drop:
            return .init(
                "drop", .stack(.drop), translatable("drop"), at: .stack(2), in: .everyMode,
                keys: ["<Control>BackSpace"])
        case .lastOperand:
            return .init(
                "LASTx", .stack(.lastOperand), translatable("last x"), at: .stack(3),
                in: .everyMode,
                keys: ["<Alt><Shift>l"],
                also: ["lastx"])
        case .bitwiseAnd:
            return .programmer(
                "AND", .bitwiseAnd, .both, translatable("and"), at: (0, 3), key: "ampersand",
                also: ["&"])
        case .bitwiseOr:
            return .programmer(
                "OR", .bitwiseOr, .both, translatable("or"), at: (0, 4), key: "bar", also: ["|"])
        case .bitwiseXor:
            return .programmer(
                "XOR", .bitwiseXor, .both, translatable("exclusive or"), at: (0, 5),
                key: "<Alt>x")
        case .bitwiseNand:
            return .programmer(
                "NAND", .bitwiseAnd, .left, translatable("not and"), at: (1, 3),
                key: "<Control>ampersand")
        case .bitwiseNor:
            return .programmer(
                "NOR", .bitwiseOr, .left, translatable("not or"), at: (1, 4), key: "<Control>bar")
        case .bitwiseNot:
            return .init(
                "NOT", .unary(.function("NOT")), translatable("not"), at: nil,
                programmer: (1, 5), in: [.programmer], keys: ["asciitilde"],
                help: "every bit of the word flipped", also: ["~"])
        case .shiftLeft:
            return .programmer(
                "<<", .shift, .left, translatable("shift left"), at: (2, 0), key: "less",
                help: "x << n: x times 2^n, in the word")
        case .shiftRight:
            return .programmer(
                ">>", .shift, .left, translatable("shift right"), at: (2, 1), key: "greater",
                help: "x >> n: x shifted right n bits (arithmetic when signed)")
        case .rotateLeft:
            return .programmer(
                "rol", .shift, .left, translatable("rotate left"), at: (2, 2),
                key: "<Control>less", help: "x rol n: the word's bits rotated left n places")
        case .rotateRight:
            return .programmer(
                "ror", .shift, .left, translatable("rotate right"), at: (2, 3),
                key: "<Control>greater", help: "x ror n: the word's bits rotated right n places")
        case .imaginaryUnit:
            return .init(
                "i", .constant(.i), translatable("imaginary unit"), at: .second(of: .pi),
                keys: ["<Alt>j"], help: "the imaginary unit, √−1 (also j; 3i is 3 × i)", also: ["j"]
            )
        case .argument:
            return .init(
                "arg", .unary(.function("arg")), translatable("argument"), at: .second(of: .e),
                keys: ["<Control><Alt>a"], help: "the angle of z, in (−180°, 180°] or (−π, π]")
        case .conjugate:
            return .init(
                "conj", .unary(.function("conj")), translatable("complex conjugate"),
                at: .second(of: .negation), label: "z̄", keys: ["<Control><Alt>j"],
                help: "a − bi for a + bi")
        case .realPart:
            return .init(
                "Re", .unary(.function("Re")), translatable("real part"), at: nil,
                keys: ["<Control><Alt>r"], also: ["real"])
        case .imaginaryPart:
            return .init(
                "Im", .unary(.function("Im")), translatable("imaginary part"), at: nil,
                keys: ["<Control><Alt>i"], also: ["imag"])
        case .polar:
            return .init(
                "∠", .binary(.init(.multiplicative, .left)), translatable("polar"), at: nil,
                keys: ["<Control><Alt>p"],
                help: "r ∠ θ: the complex number of modulus r and angle θ")
        case .payment:
            return .function(
                "pmt", 3...5, translatable("payment"),
                "pmt(rate, nper, pv[, fv, type]): the payment each period")
        case .futureValue:
            return .function(
                "fv", 3...5, translatable("future value"),
                "fv(rate, nper, pmt[, pv, type]): the value after the last period")
        case .presentValue:
            return .function(
                "pv", 3...5, translatable("present value"),
                "pv(rate, nper, pmt[, fv, type]): the value now")
        case .periodCount:
            return .function(
                "nper", 3...5, translatable("number of periods"),
                "nper(rate, pmt, pv[, fv, type]): how many periods")
        case .periodicRate:
            return .function(
                "rate", 3...5, translatable("interest rate"),
                "rate(nper, pmt, pv[, fv, type]): the interest rate each period")
        case .interestPart:
            return .function(
                "ipmt", 4...6, translatable("interest part of a payment"),
                "ipmt(rate, per, nper, pv[, fv, type]): the interest in payment per")
        case .principalPart:
            return .function(
                "ppmt", 4...6, translatable("principal part of a payment"),
                "ppmt(rate, per, nper, pv[, fv, type]): the principal in payment per")
        case .netPresentValue:
            return .function(
                "npv", 2...Int.max, translatable("net present value"),
                "npv(rate, v1, v2, …): the cash flows' value one period before the first")
        case .internalRateOfReturn:
            return .function(
                "irr", 2...Int.max, translatable("internal rate of return"),
                "irr(v0, v1, …): the rate that makes the cash flows' value 0")
        case .effectiveRate:
            return .function(
                "effect", 2...2, translatable("effective rate"),
                "effect(nominal, periods): the yearly rate that periods compound to")
        case .nominalRate:
            return .function(
                "nominal", 2...2, translatable("nominal rate"),
                "nominal(effective, periods): the yearly rate that compounds to effective")
        case .straightLineDepreciation:
            return .function(
                "sln", 3...3, translatable("straight-line depreciation"),
                "sln(cost, salvage, life): the depreciation each period")
        case .sumOfYearsDepreciation:
            return .function(
                "syd", 4...4, translatable("sum-of-years'-digits depreciation"),
                "syd(cost, salvage, life, per): the depreciation in period per")
        case .decliningBalanceDepreciation:
            return .function(
                "ddb", 4...5, translatable("declining-balance depreciation"),
                "ddb(cost, salvage, life, per[, factor]): the depreciation in period per")
        case .mean:
            return .function(
                "mean", 1...Int.max, translatable("mean"), "mean(x1, x2, …): the average")
        case .median:
            return .function(
                "median", 1...Int.max, translatable("median"),
                "median(x1, x2, …): the middle value (of two, their mean)")
        case .sampleStandardDeviation:
            return .function(
                "stdev", 2...Int.max, translatable("sample standard deviation"),
                "stdev(x1, x2, …): the standard deviation of a sample (n − 1)")
        case .populationStandardDeviation:
            return .function(
                "stdevp", 1...Int.max, translatable("population standard deviation"),
                "stdevp(x1, x2, …): the standard deviation of a whole population (n)")
        case .sampleVariance:
            return .function(
                "var", 2...Int.max, translatable("sample variance"),
                "var(x1, x2, …): the variance of a sample (n − 1)")
        case .populationVariance:
            return .function(
                "varp", 1...Int.max, translatable("population variance"),
                "varp(x1, x2, …): the variance of a whole population (n)")
        case .minimum:
            return .function(
                "min", 1...Int.max, translatable("minimum"), "min(x1, x2, …): the least")
        case .maximum:
            return .function(
                "max", 1...Int.max, translatable("maximum"), "max(x1, x2, …): the greatest")
        case .quartile:
            return .function(
                "quartile", 2...Int.max, translatable("quartile"),
                "quartile(k, x1, x2, …): quartile k (0 to 4) as spreadsheets' QUARTILE.INC has it")
        }
    }
}

extension OperationEntry {
    /// A function of money or of statistics: written with its arguments, read by its name;
    /// no key.
    fileprivate static func function(
        _ name: String, _ arguments: ClosedRange<Int>, _ spokenName: String, _ help: String
    ) -> OperationEntry {
        .init(name, .function(arguments: arguments), spokenName, at: nil, help: help)
    }
}

extension OperationEntry {
    /// A binary operation of programmer mode only: bitwise ones give the same word grouped
    /// either way (`AND`) or not (`NAND`).
    fileprivate static func programmer(
        _ symbol: String, _ precedence: Precedence, _ associativity: Associativity,
        _ spokenName: String, at place: (Int, Int), key: String, help: String? = nil,
        also spellings: [String] = []
    ) -> OperationEntry {
        let infix = BinaryOperator(precedence, associativity, regroups: associativity == .both)
        return .init(
            symbol, .binary(infix), spokenName, at: nil, programmer: place, in: [.programmer],
            keys: [key], help: help, also: [symbol.lowercased()] + spellings)
    }
}
