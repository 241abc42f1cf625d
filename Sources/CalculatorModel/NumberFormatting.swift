import Numbers

extension Real {
    /// A number as a person types or pastes it: decimal digits, one `.`, an optional sign and
    /// exponent (`-12.5`, `1e-400`), exact up to the 1.26 million digits an exact value may
    /// have. Nothing else (no `nan`, no hex, no `1/3`).
    public init?(calculatorText text: String) {
        guard text.utf8.count <= 2_000_000, text.utf8.allSatisfy(Self.isPlainByte),
            let value = Rational(decimalText: text)
        else { return nil }
        self.init(value)
    }

    /// Digits, `.`, `e`, `E`, `+`, `-`: all a number here is written with.
    private static func isPlainByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || byte == 0x2E || byte == 0x65 || byte == 0x45 || byte == 0x2B
            || byte == 0x2D
    }
}

extension Complex {
    /// `2+3i`, `2 − 3.5i`, `-i`, `4j` or a real number, each part as `Real(calculatorText:)`
    /// reads it: what a variable's field takes.
    public init?(calculatorText text: String) {
        let plain = String(text.compactMap { $0.isWhitespace ? nil : $0 == "−" ? "-" : $0 })
        guard plain.last == "i" || plain.last == "j" else {
            guard let real = Real(calculatorText: plain) else { return nil }
            self.init(real)
            return
        }
        let body = plain.dropLast()
        // The imaginary part starts at the last sign that is neither the first character nor
        // an exponent's (`1e-5+2i`).
        let start = body.indices.last { index in
            index != body.startIndex && "+-".contains(body[index])
                && !"eE".contains(body[body.index(before: index)])
        }
        let realText = start.map { String(body[..<$0]) } ?? "0"
        var coefficient = String(body[(start ?? body.startIndex)...])
        if coefficient.hasPrefix("+") { coefficient.removeFirst() }
        if coefficient.isEmpty || coefficient == "-" { coefficient += "1" }
        guard let real = Real(calculatorText: realText),
            let imaginary = Real(calculatorText: coefficient)
        else { return nil }
        self.init(real, imaginary)
    }
}

/// How a value is written: the number format, and the form of a complex one.
public struct ValueStyle: Equatable, Sendable {
    public var format: NumberFormat
    /// `r∠θ` with θ in this unit; nil writes `a + bi`.
    public var polarAngleUnit: AngleUnit?

    public init(_ format: NumberFormat, polarAngleUnit: AngleUnit? = nil) {
        (self.format, self.polarAngleUnit) = (format, polarAngleUnit)
    }
}

extension Complex {
    /// The value in `style`: `r∠θ` with θ in (−180, 180] or (−π, π] where it is polar and the
    /// value is not real.
    public func text(_ style: ValueStyle) -> String {
        guard let unit = style.polarAngleUnit, !isReal, let modulus = try? absoluteValue(),
            let angle = try? OperationID.argument.apply(self, unit, realResultsOnly: false)
        else { return text(style.format) }
        return modulus.text(style.format) + "∠" + angle.text(style.format)
    }

    /// The value as a `Double` result: refused where no `Double` holds it (171!, i).
    var doubleResult: Result<Double, CalculatorError> {
        guard isReal else { return .failure(.resultNotReal) }
        return real.doubleValue.map { .success($0) } ?? .failure(.resultNotFinite)
    }
}

extension String {
    /// A number written with a decimal comma (`3,5`) as `Real(calculatorText:)` reads it
    /// (`3.5`); text with a point keeps its commas (`1,000.5` is no number there).
    public var withDecimalPoint: String {
        contains(".") ? self : String(map { $0 == "," ? "." : $0 })
    }
}

extension [String: Double] {
    /// Variable values as the seeds' APIs pass them, read as the decimals they are written as.
    var exactValues: [String: Complex] { compactMapValues { Real($0).map { Complex($0) } } }
}

/// Saved as `serialized` text, so exact values stay exact; a plain JSON number (as earlier
/// versions saved) reads as the decimal it is written as.
extension Real: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            guard let value = Real(number) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "not finite")
            }
            self = value
        } else {
            let text = try container.decode(String.self)
            guard let value = Real(serialized: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "not a number")
            }
            self = value
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(serialized)
    }
}

/// Saved as `serialized` text (`re,im`), so exact parts stay exact; a plain JSON number (as
/// earlier versions saved) reads as the decimal it is written as.
extension Complex: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self), text.contains(",") {
            guard let value = Complex(serialized: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "not a number")
            }
            self = value
        } else {
            self.init(try container.decode(Real.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(serialized)
    }
}
