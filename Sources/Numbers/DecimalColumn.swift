/// A column of data written as decimals (`-12.5`, `3`, `.25`), held as 64-bit integers over
/// one power of ten: `integers[i] ÷ 10^scale`. Exact, as fractions are, at the cost of
/// machine words: sums are taken in 128 bits (and in FLINT only past them), orders are
/// compared as integers, and nothing is allocated per value. Spreadsheets' and instruments'
/// data are such columns; a value with an exponent, or whose digits with the column's places
/// outgrow 63 bits, is refused, and the caller keeps the column as fractions instead.
public struct DecimalColumn: Equatable, Sendable {
    public private(set) var integers: [Int64] = []
    /// Places after the point, the same for every value.
    public private(set) var scale = 0

    public init() {}

    public var count: Int { integers.count }

    /// The `index`-th value.
    public subscript(index: Int) -> Rational { Self.value(integers[index], scale: scale) }

    /// The `index`-th value to the nearest `Double` (for drawing: within an ulp).
    public func double(at index: Int) -> Double {
        Double(integers[index]) / Double(Self.powersOfTen[scale])
    }

    /// Appends the decimal that `bytes` spell (an optional `-`, digits, at most one `point`),
    /// or returns false, changing nothing, for any other text or a value the column cannot
    /// hold.
    public mutating func append(_ bytes: Span<UInt8>, point: UInt8) -> Bool {
        guard let (written, places) = Self.decimal(bytes, point: point) else { return false }
        var integer = written
        if places > scale {
            guard let widened = Self.scaled(integers, by: places - scale) else { return false }
            (integers, scale) = (widened, places)
        } else if places < scale {
            let (scaled, overflow) = integer.multipliedReportingOverflow(
                by: Self.powersOfTen[scale - places])
            guard !overflow else { return false }
            integer = scaled
        }
        integers.append(integer)
        return true
    }

    public mutating func append(_ text: String, point: UInt8) -> Bool {
        append(text.utf8.span, point: point)
    }

    /// The decimal that `bytes` spell as an integer and its places after the point; nil for
    /// any other text and for more digits than 63 bits hold. Byte by byte, nothing allocated.
    public static func decimal(_ bytes: Span<UInt8>, point: UInt8)
        -> (integer: Int64, places: Int)?
    {
        // 19 digits and a sign or point: nineteen 9s do not fit, eighteen always do.
        guard !bytes.isEmpty, bytes.count <= 20 else { return nil }
        var (integer, digits, pointAt) = (UInt64(0), 0, -1)
        let isNegative = bytes[0] == UInt8(ascii: "-")
        var index = isNegative ? 1 : 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            if digit < 10 {
                integer = integer &* 10 &+ UInt64(digit)
                digits &+= 1
            } else if bytes[index] == point, pointAt < 0 {
                pointAt = digits
            } else {
                return nil
            }
            index &+= 1
        }
        guard digits > 0, digits < 19 || integer <= UInt64(Int64.max) && digits == 19 else {
            return nil
        }
        let places = pointAt < 0 ? 0 : digits - pointAt
        guard places < powersOfTen.count else { return nil }
        return (isNegative ? -Int64(integer) : Int64(integer), places)
    }

    public static func decimal(_ text: String, point: UInt8) -> (integer: Int64, places: Int)? {
        decimal(text.utf8.span, point: point)
    }

    /// Σ values, exactly.
    public func sum() -> Rational {
        var total = WideSum()
        for integer in integers { total.add(Int128(integer)) }
        return total.value / Rational.tenToThe(scale)
    }

    /// Σ self[i]·other[i] over the common indices, exactly.
    public func sumOfProducts(with other: DecimalColumn) -> Rational {
        var total = WideSum()
        for (a, b) in zip(integers, other.integers) { total.add(Int128(a) * Int128(b)) }
        return total.value / Rational.tenToThe(scale + other.scale)
    }

    /// The integers that stand at `ranks` (each in `0..<count`) once sorted, the column left
    /// as it is: a radix selection. A pass finds the least and the greatest, a second counts
    /// the values in 2¹⁶ buckets of the range between them, which tells the bucket each rank
    /// falls in, and a third gathers those few buckets, each then selected in the same way.
    /// A bucket spans 2¹⁶ times less than its range, so five rounds at most reach one value,
    /// whatever the data: linear, and no comparisons (a partition's are a coin toss apiece).
    public func integers(atRanks ranks: [Int]) -> [Int64] {
        Self.select(ranks, in: integers)
    }

    private static func select(_ ranks: [Int], in values: [Int64]) -> [Int64] {
        guard values.count > 1_024 else {
            let sorted = values.sorted()
            return ranks.map { sorted[$0] }
        }
        var (least, greatest) = (values[0], values[0])
        for value in values { (least, greatest) = (min(least, value), max(greatest, value)) }
        let width = UInt64(bitPattern: greatest &- least)
        guard width > 0 else { return ranks.map { _ in least } }
        let shift = max(0, UInt64.bitWidth - width.leadingZeroBitCount - 16)
        let bucket = { (value: Int64) in Int(UInt64(bitPattern: value &- least) >> shift) }
        var below = [Int](repeating: 0, count: bucket(greatest) + 2)  // values in buckets before
        for value in values { below[bucket(value) + 1] += 1 }
        for index in below.indices.dropFirst() { below[index] += below[index - 1] }
        // Each rank's bucket: the last that has no more than `rank` values before it.
        let buckets = ranks.map { rank in
            var (low, high) = (0, below.count - 2)
            while low < high {
                let middle = (low + high + 1) / 2
                (low, high) = below[middle] <= rank ? (middle, high) : (low, middle - 1)
            }
            return low
        }
        var slots = [Int](repeating: -1, count: below.count - 1)
        var gathered: [[Int64]] = []
        for bucket in buckets where slots[bucket] < 0 {
            slots[bucket] = gathered.count
            gathered.append([])
            gathered[gathered.count - 1].reserveCapacity(below[bucket + 1] - below[bucket])
        }
        for value in values {
            let slot = slots[bucket(value)]
            if slot >= 0 { gathered[slot].append(value) }
        }
        var found = [Int64](repeating: 0, count: ranks.count)
        for (slot, values) in gathered.enumerated() {
            let mine = ranks.indices.filter { slots[buckets[$0]] == slot }
            let within = select(mine.map { ranks[$0] - below[buckets[$0]] }, in: values)
            for (index, value) in zip(mine, within) { found[index] = value }
        }
        return found
    }

    /// The integers as the `Rational`s they stand for, with this column's scale.
    public static func value(_ integer: Int64, scale: Int) -> Rational {
        Rational(Int(integer), Int(powersOfTen[scale]))
    }

    /// Every integer times 10^places, or nil when one outgrows 63 bits.
    private static func scaled(_ integers: [Int64], by places: Int) -> [Int64]? {
        guard places < powersOfTen.count else { return nil }
        let factor = powersOfTen[places]
        var scaled = integers
        for index in scaled.indices {
            let (product, overflow) = scaled[index].multipliedReportingOverflow(by: factor)
            if overflow { return nil }
            scaled[index] = product
        }
        return scaled
    }

    /// 10⁰ … 10¹⁸: the places an `Int64` holds (each exact as a `Double` too).
    private static let powersOfTen: [Int64] = (0...18).map { (0..<$0).reduce(1) { p, _ in p * 10 } }
}

/// A sum of 128-bit integers, exact however many: what would overflow is carried into a
/// `Rational` (FLINT), which a million values of 19 digits, squared, reach.
struct WideSum {
    private var low: Int128 = 0
    private var carried = Rational.zero

    mutating func add(_ value: Int128) {
        let (sum, overflow) = low.addingReportingOverflow(value)
        if overflow {
            carried = carried + Rational(low)
            low = value
        } else {
            low = sum
        }
    }

    var value: Rational { carried + Rational(low) }
}

extension Rational {
    /// A 128-bit integer, exactly.
    public init(_ integer: Int128) {
        if let word = Int(exactly: integer) {
            self.init(word)
            return
        }
        let (high, low) = (Int(integer >> 64), UInt64(truncatingIfNeeded: integer))
        let halfWord = Rational(1 << 32)
        self =
            (Rational(high) * halfWord * halfWord + Rational(Int(low >> 32)) * halfWord)
            + Rational(Int(low & 0xFFFF_FFFF))
    }
}
