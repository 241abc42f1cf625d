import FoundationEssentials
import Testing

@testable import JSONCoding

/// Every primitive type, the containers, an optional left out and one written as null.
private struct Sample: Codable, Equatable {
    enum Kind: String, Codable { case first, second }
    var text = "quote \" backslash \\ slash / newline \n tab \t bell \u{7} é 😀"
    var flag = true
    var double = -2.5e-300
    var float: Float = 0.1
    var integers: [Int64] = [.min, -1, 0, .max]
    var unsigned: [UInt64] = [0, .max]
    var small: [Int8] = [-128, 127]
    var bytes: [UInt8] = [0, 255]
    var kind = Kind.second
    var nested: [String: [Double]] = ["b": [1, 0.1], "a": []]
    var missing: Int?
    var nulls: [Int?] = [1, nil]
}

@Suite struct JSONTests {
    @Test func textWrittenHereIsReadByFoundationAsTheSameValue() throws {
        let text = try JSON(encoding: Sample()).utf8
        #expect(try JSONDecoder().decode(Sample.self, from: Data(text)) == Sample())
    }

    @Test func textWrittenByFoundationIsReadHereAsTheSameValue() throws {
        let text = try JSONEncoder().encode(Sample())
        #expect(try JSON(parsing: Array(text)).decode(Sample.self) == Sample())
    }

    @Test func aValueIsWrittenCompactlyWithItsKeysInOrder() throws {
        let value = JSON.object([
            "b": .array([.number("1"), .null, .bool(false)]),
            "a": .string("x\"\\\n\u{1}\u{1F}é"),
        ])
        #expect(
            String(decoding: value.utf8, as: UTF8.self)
                == #"{"a":"x\"\\\n\u0001\u001fé","b":[1,null,false]}"#)
        #expect(try JSON(encoding: Sample()).decode(Sample.self) == Sample())
    }

    @Test func nilIsLeftOutAndNumbersKeepTheShortestDigits() throws {
        let json = try JSON(encoding: Sample())
        guard case .object(let members) = json else {
            Issue.record("not an object")
            return
        }
        #expect(members["missing"] == nil)
        #expect(members["nulls"] == .array([.number("1"), .null]))
        #expect(members["float"] == .number("0.1"))
        #expect(members["double"] == .number("-2.5e-300"))
        #expect(
            members["integers"]?.utf8
                == Array("[-9223372036854775808,-1,0,9223372036854775807]".utf8))
    }

    @Test func everyKindOfValueIsParsed() throws {
        let text =
            #" { "a" : [ 0, -12.5e+3, 1E-2, true, false, null ], "s": "\u00e9\ud83d\ude00\/\b\f\r\t", "e": {} } "#
        #expect(
            try JSON(parsing: Array(text.utf8))
                == .object([
                    "a": .array([
                        .number("0"), .number("-12.5e+3"), .number("1E-2"), .bool(true),
                        .bool(false),
                        .null,
                    ]),
                    "s": .string("é😀/\u{8}\u{C}\r\t"),
                    "e": .object([:]),
                ]))
    }

    @Test(arguments: [
        ("", 0, "unexpected end"), ("{", 1, "expected a string"), ("[1,]", 3, "not a value"),
        ("01", 2, "not a value"), ("1.", 2, "no digits after the point"),
        ("1e", 2, "no digits in the exponent"), ("-", 1, "not a value"), ("nul", 0, "not a value"),
        ("[1] x", 4, "text after the value"), (#""\x""#, 2, "an unknown escape"),
        (#""\ud800""#, 7, "a lone surrogate"), (#""\udc00""#, 7, "a lone surrogate"),
        (#""\u12g4""#, 3, "not a hexadecimal digit"),
        ("\"a\u{1}\"", 2, "a control character in a string"),
        (#"{"a" 1}"#, 5, "expected :"), (#"{"a":1"#, 6, "expected }"),
        (#""abc"#, 4, "unterminated string"),
    ])
    func malformedTextIsRefusedWithItsPlace(text: String, offset: Int, reason: String) {
        #expect(throws: JSONSyntaxError(offset: offset, reason: reason)) {
            try JSON(parsing: Array(text.utf8))
        }
    }

    @Test func invalidUTF8IsRefused() {
        #expect(throws: JSONSyntaxError(offset: 3, reason: "not UTF-8")) {
            try JSON(parsing: [0x22, 0xC3, 0x22])
        }
    }

    @Test func nestingIsBoundedSoAHostileFileCannotExhaustTheStack() throws {
        let depth = JSON.maximumDepth
        let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(throws: JSONSyntaxError(offset: depth, reason: "nested too deeply")) {
            try JSON(parsing: Array(("[" + deepest + "]").utf8))
        }
        var value = try JSON(parsing: Array(deepest.utf8))
        var levels = 0
        while case .array(let elements) = value {
            levels += 1
            value = elements.first ?? .null
        }
        #expect(levels == depth)
    }

    @Test func numbersAreReadExactlyAsTheTypeAskedFor() throws {
        #expect(try JSON.number("3.0").decode(Int.self) == 3)
        #expect(try JSON.number("3e2").decode(UInt16.self) == 300)
        #expect(try JSON.number("18446744073709551615").decode(UInt64.self) == .max)
        #expect(try JSON.number("0.1").decode(Double.self) == 0.1)
        #expect(throws: DecodingError.self) { try JSON.number("2.5").decode(Int.self) }
        #expect(throws: DecodingError.self) { try JSON.number("256").decode(UInt8.self) }
        #expect(throws: DecodingError.self) { try JSON.number("1e999").decode(Double.self) }
        #expect(throws: DecodingError.self) { try JSON.string("1").decode(Int.self) }
        #expect(throws: DecodingError.self) { try JSON.number("1").decode(String.self) }
    }

    @Test func aNonFiniteNumberIsNotWritten() {
        #expect(throws: EncodingError.self) { try JSON(encoding: [1, Double.nan]) }
        #expect(throws: EncodingError.self) { try JSON(encoding: Float.infinity) }
    }

    @Test func aMissingKeyAndAWrongTypeAreErrors() {
        #expect(throws: DecodingError.self) { try JSON.object([:]).decode(Sample.self) }
        #expect(throws: DecodingError.self) { try JSON.array([]).decode(Sample.self) }
        #expect(throws: DecodingError.self) { try JSON.array([.string("1")]).decode([Int].self) }
    }
}
