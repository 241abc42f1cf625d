import Testing

@testable import Numbers

/// Issue 68: data written as decimals, held as integers over one power of ten.
struct DecimalColumnTests {
    @Test func decimalsAreReadAsAnIntegerAndItsPlaces() {
        #expect(DecimalColumn.decimal("-12.50", point: 0x2E)! == (-1250, 2))
        #expect(DecimalColumn.decimal(".5", point: 0x2E)! == (5, 1))
        #expect(DecimalColumn.decimal("7.", point: 0x2E)! == (7, 0))
        #expect(DecimalColumn.decimal("3,25", point: 0x2C)! == (325, 2))
        for text in ["", "-", ".", "1.2.3", "1e5", "+1", "1-2", "3,25", " 1", "0x10", "1/2"] {
            #expect(DecimalColumn.decimal(text, point: 0x2E) == nil, "\(text)")
        }
        #expect(DecimalColumn.decimal("9223372036854775807", point: 0x2E)! == (.max, 0))
        #expect(DecimalColumn.decimal("9223372036854775808", point: 0x2E) == nil)
    }

    @Test func aLongerDecimalWidensTheColumnAndOneThatCannotFitIsRefused() {
        var column = DecimalColumn()
        let taken = ["12", "0.125", "-3.5"].map { column.append($0, point: 0x2E) }
        #expect(taken == [true, true, true])
        #expect(column.integers == [12_000, 125, -3_500] && column.scale == 3)
        #expect(column[1] == Rational(1, 8) && column.double(at: 2) == -3.5)
        // 10¹⁷ with three places is 10²⁰ thousandths; 18 places would make 12 into 1.2·10¹⁹:
        // more than 63 bits.
        let refused = ["100000000000000000", "0.000000000000000001"].map {
            column.append($0, point: 0x2E)
        }
        #expect(refused == [false, false])
        #expect(column.count == 3 && column.scale == 3, "a refusal changes nothing")
    }

    /// Checked against sums of the same values as fractions.
    @Test func sumsAreExactPastOneHundredAndTwentyEightBits() {
        var column = DecimalColumn()
        let texts = ["9223372036854775.807", "-0.001", "4611686018427387.903", "1.5"]
        #expect(texts.map { column.append($0, point: 0x2E) } == [true, true, true, true])
        let fractions = texts.map { Rational(decimalText: $0)! }
        #expect(column.sum() == fractions.reduce(.zero, +))
        let squares = fractions.map { $0 * $0 }.reduce(.zero, +)
        #expect(column.sumOfProducts(with: column) == squares)
        // Each square of 2⁶³ − 1 is almost 2¹²⁶: eight of them outgrow 128 bits.
        var large = DecimalColumn()
        let maxima = (0..<8).map { _ in large.append("9223372036854775807", point: 0x2E) }
        #expect(maxima == Array(repeating: true, count: 8))
        let big = Rational(Int.max)
        #expect(large.sumOfProducts(with: large) == big * big * Rational(8))
        #expect(Rational(Int128.min) == Rational(Int.min) * Rational(Int.min) * Rational(-2))
    }

    /// The radix selection against a sort: dense data, few distinct values, one value apart
    /// from a dense cluster (each round narrows the range 2¹⁶-fold: four rounds), and the whole
    /// range of 64 bits.
    @Test func valuesAtRanksAreTheSortedValuesThere() {
        var generator = SystemRandomNumberGenerator()
        let kinds: [(Int, () -> Int64)] = [
            (3_000, { Int64.random(in: -1_000_000...1_000_000, using: &generator) }),
            (5_000, { Int64.random(in: 7...9, using: &generator) }),
            (4_000, { Int64.random(in: 0...40, using: &generator) }),
            (2_000, { Int64.random(in: -Int64.max...Int64.max, using: &generator) }),
        ]
        for (count, value) in kinds {
            var values = (0..<count).map { _ in value() }
            if count == 4_000 { values[17] = .max }
            var column = DecimalColumn()
            for value in values { _ = column.append(String(value), point: 0x2E) }
            let ranks = [0, count / 4, count / 2, count / 2 + 1, count - 2, count - 1, count / 2]
            let sorted = values.sorted()
            #expect(column.integers(atRanks: ranks) == ranks.map { sorted[$0] }, "\(count)")
            #expect(column.integers == values, "the column is left as it was")
        }
        var equal = DecimalColumn()
        for _ in 0..<2_000 { _ = equal.append("-2.5", point: 0x2E) }
        #expect(equal.integers(atRanks: [0, 1_999]) == [-25, -25])
    }
}
