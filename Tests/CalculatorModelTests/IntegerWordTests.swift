import Numbers
import Testing

@testable import CalculatorModel

/// Programmer mode's word: values wrap as hardware does, and are written in four bases.
@Suite("Integer words")
struct IntegerWordTests {
    @Test(
        arguments: [
            // bits, signed, value, held, wrapped
            (8, true, 127, 127, false), (8, true, 128, -128, true), (8, false, -1, 255, true),
            (16, false, 65_536, 0, true), (8, true, -7.9, -7, false),
            (32, true, 4_294_967_295, -1, true), (64, true, 0, 0, false),
        ] as [(Int, Bool, Real, Real, Bool)])
    func valuesWrapIntoTheWord(bits: Int, signed: Bool, value: Real, held: Real, wrapped: Bool)
        throws
    {
        let result = try IntegerWord(bits: bits, isSigned: signed).wrapping(value)
        #expect(result.value == held && result.wrapped == wrapped)
    }

    /// 2^64 − 1 lies beyond a machine integer: all ones.
    @Test func theLargestUnsignedWord() throws {
        let word = IntegerWord(bits: 64, isSigned: false)
        let result = try word.wrapping(-1)
        #expect(word.pattern(of: result.value) == .max && result.wrapped)
        #expect(word.text(of: result.value, in: .decimal) == "18446744073709551615")
        #expect(word.value(ofPattern: .max) == result.value)
    }

    @Test func theFourBasesShowTheBits() {
        let word = IntegerWord(bits: 16, isSigned: true)
        let minusOne = Real(-1)
        #expect(word.text(of: minusOne, in: .decimal) == "-1")
        #expect(word.text(of: minusOne, in: .hexadecimal, grouped: true) == "FFFF")
        #expect(word.text(of: minusOne, in: .octal) == "177777")
        #expect(word.text(of: Real(255), in: .binary, grouped: true) == "1111 1111")
        #expect(
            IntegerWord(bits: 32).text(of: Real(0x12345), in: .hexadecimal, grouped: true)
                == "1 2345")
    }

    @Test func typedDigitsAreReadInTheBaseAndMustFit() {
        var word = IntegerWord(bits: 8, isSigned: true, base: .hexadecimal)
        #expect(word.value(ofTyped: "FF") == Real(-1))
        #expect(word.value(ofTyped: "100") == nil, "nine bits")
        word.base = .decimal
        #expect(word.value(ofTyped: "-128") == Real(-128))
        #expect(word.value(ofTyped: "128") == nil)
        word.isSigned = false
        #expect(word.value(ofTyped: "255") == Real(255))
        let wide = IntegerWord(bits: 64, isSigned: false, base: .decimal)
        let largest = wide.value(ofTyped: "18446744073709551615")
        #expect(largest.map(wide.pattern(of:)) == .max)
    }

    @Test func aDamagedSizeBecomes64Bits() {
        #expect(IntegerWord(bits: 12).validated.bits == 64)
        #expect(IntegerWord(bits: 16).validated.bits == 16)
    }

    @Test func pastedNumbersMayBeGroupedOrCarryABasePrefix() {
        let hex = IntegerWord(bits: 16, isSigned: false, base: .hexadecimal)
        #expect(hex.value(ofPasted: "ff ff") == Real(65535))
        #expect(hex.value(ofPasted: "0o17") == Real(15))
        #expect(hex.value(ofPasted: "0b1") == Real(0xB1), "hex digits, not a prefix")
        #expect(hex.value(ofPasted: "1_0000") == nil, "17 bits")
        let decimal = IntegerWord(bits: 8, isSigned: true, base: .decimal)
        #expect(decimal.value(ofPasted: "-128") == Real(-128))
        #expect(decimal.value(ofPasted: "0b1111_1111") == Real(-1), "the bits of −1")
        #expect(decimal.value(ofPasted: "1.5") == nil)
        #expect(decimal.value(ofPasted: "") == nil)
    }
}
