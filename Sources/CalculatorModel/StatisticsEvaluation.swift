import Numbers

#if canImport(Glibc)
    import Glibc
#endif

/// What the functions of statistics compute: exactly where the data are (the mean of
/// fractions is a fraction; a variance is a fraction too, so 1 999 999, 2 000 000, 2 000 001
/// have a standard deviation of exactly 1, where a one-pass formula on Doubles says 0). Order
/// is decided exactly, by fractions where the data are fractions.
extension OperationID {
    func statistic(_ values: [Real]) throws(ArithmeticError) -> Real? {
        let x = DataColumn.reals(values)
        switch self {
        case .mean: return try Statistics.mean(x)
        case .sampleVariance: return try Statistics.variance(x, sample: true)
        case .populationVariance: return try Statistics.variance(x, sample: false)
        case .sampleStandardDeviation:
            return try Statistics.variance(x, sample: true).squareRoot()
        case .populationStandardDeviation:
            return try Statistics.variance(x, sample: false).squareRoot()
        case .minimum: return try Statistics.quartiles(x)[0]
        case .median: return try Statistics.quartiles(x)[2]
        case .maximum: return try Statistics.quartiles(x)[4]
        case .quartile:
            guard let k = values[0].rational, k.isInteger, let quarter = k.word,
                (0...4).contains(quarter)
            else { throw .undefined }
            return try Statistics.quartiles(.reals(Array(values.dropFirst())))[quarter]
        default: return nil
        }
    }
}

/// A column of data as statistics read it: where every value is written as a decimal, the
/// decimals as integers over one power of ten (a million values summed and ordered as machine
/// words, exactly); any numbers otherwise.
public enum DataColumn: RandomAccessCollection, Sendable {
    case decimals(DecimalColumn)
    case reals([Real])

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch self {
        case .decimals(let column): column.count
        case .reals(let values): values.count
        }
    }

    public subscript(index: Int) -> Real {
        switch self {
        case .decimals(let column): Real(column[index])
        case .reals(let values): values[index]
        }
    }

    /// The `index`-th value to the nearest `Double`, for drawing; nil where none holds it.
    public func double(at index: Int) -> Double? {
        switch self {
        case .decimals(let column): column.double(at: index)
        case .reals(let values): values[index].doubleValue
        }
    }
}

/// The sums and orders behind the functions of statistics and the data's summary.
public enum Statistics {
    public static func sum(_ x: DataColumn) throws(ArithmeticError) -> Real {
        let values: [Real]
        switch x {
        case .decimals(let column): return Real(column.sum())
        case .reals(let reals): values = reals
        }
        if let fractions = fractions(values) {
            var total = Rational.zero
            for value in fractions {
                if Budget.isSpent { throw .imprecise }
                total = total + value
            }
            return Real(total)
        }
        var total = Real.zero
        for value in values {
            if Budget.isSpent { throw .imprecise }
            total = try total + value
        }
        return total
    }

    public static func mean(_ x: DataColumn) throws(ArithmeticError) -> Real {
        try sum(x) / Real(x.count)
    }

    /// Σ(x − x̄)² ÷ (n − 1) for a sample, ÷ n for a population.
    public static func variance(_ x: DataColumn, sample: Bool) throws(ArithmeticError) -> Real {
        guard x.count > (sample ? 1 : 0) else { throw .divisionByZero }
        return try products(x, x) / Real(x.count - (sample ? 1 : 0))
    }

    /// Σ(x − x̄)(y − ȳ): a covariance's sum, and with x = y a variance's. Of decimals and
    /// fractions it is Σxy − Σx·Σy ÷ n, exactly, so the textbook's one-pass formula (which
    /// loses every digit in floating point) is right here, and no value is made into a
    /// fraction over n first. Of other numbers, it is summed about the exact means, which
    /// keeps Ziv's loop from chasing a cancellation.
    public static func products(_ x: DataColumn, _ y: DataColumn) throws(ArithmeticError) -> Real {
        let (a, b): ([Real], [Real])
        switch (x, y) {
        case (.decimals(let a), .decimals(let b)) where a.count > 0:
            return Real(a.sumOfProducts(with: b) - a.sum() * b.sum() / Rational(a.count))
        case (.reals(let reals), .reals(let others)): (a, b) = (reals, others)
        default: (a, b) = (Array(x), Array(y))
        }
        if let p = fractions(a), let q = fractions(b), !p.isEmpty {
            var (sumP, sumQ, sumPQ) = (Rational.zero, Rational.zero, Rational.zero)
            for (p, q) in zip(p, q) {
                if Budget.isSpent { throw .imprecise }
                (sumP, sumQ, sumPQ) = (sumP + p, sumQ + q, sumPQ + p * q)
            }
            return Real(sumPQ - sumP * sumQ / Rational(p.count))
        }
        let (centerX, centerY) = (try mean(.reals(a)), try mean(.reals(b)))
        var total = Real.zero
        for (p, q) in zip(a, b) {
            if Budget.isSpent { throw .imprecise }
            total = try total + (p - centerX) * (q - centerY)
        }
        return total
    }

    /// The values as fractions, when every one is.
    private static func fractions(_ x: [Real]) -> [Rational]? {
        let fractions = x.compactMap(\.rational)
        return fractions.count == x.count ? fractions : nil
    }

    /// The least value, the quartiles (QUARTILE.INC: a quarter of the way along the sorted
    /// values, between neighbours by a straight line) and the greatest. Of decimals and
    /// fractions, in time linear in the count: each comes from Hoare's selection on what the
    /// one before left above it, not from a sort. Other data are sorted, by their exact
    /// differences' signs.
    public static func quartiles(_ x: DataColumn) throws(ArithmeticError) -> [Real] {
        guard !x.isEmpty else { throw .undefined }
        let values: [Real]
        switch x {
        case .decimals(let column):
            let places = try (0...4).map { (k) throws(ArithmeticError) in
                try place(Rational(k, 4), count: column.count)
            }
            let ranks = places.flatMap { [$0.index, min($0.index + 1, column.count - 1)] }
            let values = column.integers(atRanks: ranks).map {
                DecimalColumn.value($0, scale: column.scale)
            }
            return places.indices.map { k in
                let (value, next) = (values[2 * k], values[2 * k + 1])
                return Real(value + (next - value) * places[k].fraction)
            }
        case .reals(let reals): values = reals
        }
        if var fractions = fractions(values) { return try quartiles(of: &fractions) { $0 } }
        let order = try sorted(values)
        return try (0...4).map { (k) throws(ArithmeticError) -> Real in
            let (index, fraction) = try place(Rational(k, 4), count: order.count)
            guard !fraction.isZero else { return order[index] }
            return try order[index] + (order[index + 1] - order[index]) * Real(fraction)
        }
    }

    /// `quartiles` of values ordered as `Value`s are, each standing for `exact` of it.
    private static func quartiles<Value: Comparable>(
        of values: inout [Value], _ exact: (Value) -> Rational
    ) throws(ArithmeticError) -> [Real] {
        var start = 0
        return try (0...4).map { (k) throws(ArithmeticError) -> Real in
            let (index, fraction) = try place(Rational(k, 4), count: values.count)
            values.select(index, from: start)
            start = index
            let value = exact(values[index])
            guard !fraction.isZero else { return Real(value) }
            // The next in order is the least of those the selection left above.
            let next = values[(index + 1)...].min().map(exact) ?? value
            return Real(value + (next - value) * fraction)
        }
    }

    /// Where a fraction `p` of the way along `count` sorted values falls: the index at or
    /// below it, and how far on towards the next.
    private static func place(_ p: Rational, count: Int) throws(ArithmeticError)
        -> (index: Int, fraction: Rational)
    {
        let place = p * Rational(count - 1)
        guard let below = try Real(place).floor().rational, let index = below.word else {
            throw .undefined
        }
        return (index, place - below)
    }

    /// In increasing order, by the sign of each exact difference (`imprecise` where that cannot
    /// be told: Ziv's loop tries again).
    private static func sorted(_ x: [Real]) throws(ArithmeticError) -> [Real] {
        var failure: ArithmeticError?
        let order = x.sorted { a, b in
            do throws(ArithmeticError) {
                return try (a - b).sign() < 0
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return order
    }
}

extension Array where Element: Comparable {
    /// Puts the `k`-th least of `self[start...]` at `k`, those less before it and the others
    /// after: Floyd and Rivest's selection (1975), linear. Each round partitions about a pivot
    /// chosen by first selecting in a sample around where `k` falls, so that a round leaves
    /// little more than √n values to the next: about n + min(k, n − k) comparisons in all,
    /// where random pivots take two to three times as many. Values equal to the pivot stop
    /// both scans, so many equal values are no bad data.
    mutating func select(_ k: Int, from start: Int) {
        // The least or the greatest: one pass, no partitions.
        if k == start || k == count - 1 {
            let rest = indices[start...]
            let less = { (a: Int, b: Int) in self[a] < self[b] }
            swapAt(k, (k == start ? rest.min(by: less) : rest.max(by: less)) ?? k)
            return
        }
        select(k, in: start, count - 1)
    }

    private mutating func select(_ k: Int, in low: Int, _ high: Int) {
        var (low, high) = (low, high)
        while high > low {
            if high - low > 600 {
                // The sample: where k falls among n values, widened by a few deviations.
                let n = Double(high - low + 1)
                let i = Double(k - low + 1)
                let z = log(n)
                let size = 0.5 * exp(2 * z / 3)
                let deviation =
                    0.5 * (z * size * (n - size) / n).squareRoot() * (i < n / 2 ? -1 : 1)
                select(
                    k, in: Swift.max(low, Int(Double(k) - i * size / n + deviation)),
                    Swift.min(high, Int(Double(k) + (n - i) * size / n + deviation)))
            }
            let pivot = self[k]
            var (i, j) = (low, high)
            swapAt(low, k)
            if self[high] > pivot { swapAt(high, low) }
            while i < j {
                swapAt(i, j)
                (i, j) = (i + 1, j - 1)
                while self[i] < pivot { i += 1 }
                while self[j] > pivot { j -= 1 }
            }
            if self[low] == pivot {
                swapAt(low, j)
            } else {
                j += 1
                swapAt(j, high)
            }
            if j <= k { low = j + 1 }
            if k <= j { high = j - 1 }
        }
    }
}
