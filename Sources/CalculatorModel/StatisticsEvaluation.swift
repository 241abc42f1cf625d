import Numbers

/// What the functions of statistics compute: exactly where the data are (the mean of
/// fractions is a fraction; a variance is a fraction too, so 1 999 999, 2 000 000, 2 000 001
/// have a standard deviation of exactly 1, where a one-pass formula on Doubles says 0). Order
/// is decided exactly, by fractions where the data are fractions.
extension OperationID {
    func statistic(_ x: [Real]) throws(ArithmeticError) -> Real? {
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
            guard let k = x[0].rational, k.isInteger, let quarter = k.word,
                (0...4).contains(quarter)
            else { throw .undefined }
            return try Statistics.quartiles(Array(x.dropFirst()))[quarter]
        default: return nil
        }
    }
}

/// The sums and orders behind the functions of statistics and the data's summary.
public enum Statistics {
    public static func sum(_ x: [Real]) throws(ArithmeticError) -> Real {
        if let fractions = fractions(x) {
            var total = Rational.zero
            for value in fractions {
                if Budget.isSpent { throw .imprecise }
                total = total + value
            }
            return Real(total)
        }
        var total = Real.zero
        for value in x {
            if Budget.isSpent { throw .imprecise }
            total = try total + value
        }
        return total
    }

    public static func mean(_ x: [Real]) throws(ArithmeticError) -> Real {
        try sum(x) / Real(x.count)
    }

    /// Σ(x − x̄)² ÷ (n − 1) for a sample, ÷ n for a population.
    public static func variance(_ x: [Real], sample: Bool) throws(ArithmeticError) -> Real {
        guard x.count > (sample ? 1 : 0) else { throw .divisionByZero }
        return try products(x, x) / Real(x.count - (sample ? 1 : 0))
    }

    /// Σ(x − x̄)(y − ȳ): a covariance's sum, and with x = y a variance's. Of fractions it is
    /// Σxy − Σx·Σy ÷ n in fractions: exact, so the textbook's one-pass formula (which loses
    /// every digit in floating point) is right here, and no value is made into a fraction
    /// over n first. Of other numbers, it is summed about the exact means, which keeps Ziv's
    /// loop from chasing a cancellation.
    public static func products(_ x: [Real], _ y: [Real]) throws(ArithmeticError) -> Real {
        if let a = fractions(x), let b = fractions(y), !a.isEmpty {
            var (sumA, sumB, sumAB) = (Rational.zero, Rational.zero, Rational.zero)
            for (p, q) in zip(a, b) {
                if Budget.isSpent { throw .imprecise }
                (sumA, sumB, sumAB) = (sumA + p, sumB + q, sumAB + p * q)
            }
            return Real(sumAB - sumA * sumB / Rational(a.count))
        }
        let (centerX, centerY) = (try mean(x), try mean(y))
        var total = Real.zero
        for (a, b) in zip(x, y) {
            if Budget.isSpent { throw .imprecise }
            total = try total + (a - centerX) * (b - centerY)
        }
        return total
    }

    /// The values as fractions, when every one is.
    private static func fractions(_ x: [Real]) -> [Rational]? {
        let fractions = x.compactMap(\.rational)
        return fractions.count == x.count ? fractions : nil
    }

    /// The least value, the quartiles (QUARTILE.INC: a quarter of the way along the sorted
    /// values, between neighbours by a straight line) and the greatest. Of fractions, in time
    /// linear in the count: each comes from Hoare's selection on what the one before left above
    /// it, not from a sort. Other data are sorted, by their exact differences' signs.
    public static func quartiles(_ x: [Real]) throws(ArithmeticError) -> [Real] {
        guard !x.isEmpty else { throw .undefined }
        var fractions = x.compactMap(\.rational)
        guard fractions.count == x.count else {
            let order = try sorted(x)
            return try (0...4).map { (k) throws(ArithmeticError) -> Real in
                let (index, fraction) = try place(Rational(k, 4), count: order.count)
                guard !fraction.isZero else { return order[index] }
                return try order[index] + (order[index + 1] - order[index]) * Real(fraction)
            }
        }
        var start = 0
        return try (0...4).map { (k) throws(ArithmeticError) -> Real in
            let (index, fraction) = try place(Rational(k, 4), count: fractions.count)
            fractions.select(index, from: start)
            start = index
            guard !fraction.isZero else { return Real(fractions[index]) }
            // The next in order is the least of those the selection left above.
            let next = fractions[(index + 1)...].min() ?? fractions[index]
            return Real(fractions[index] + (next - fractions[index]) * fraction)
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
    /// after: Hoare's selection, linear on average. The pivots are random, so no order of the
    /// data is a bad one, and the values equal to a pivot are set aside at once, so many equal
    /// values are no bad data either.
    mutating func select(_ k: Int, from start: Int) {
        var (low, high) = (start, count - 1)
        while low < high {
            let pivot = self[Int.random(in: low...high)]
            var (less, index, more) = (low, low, high)
            while index <= more {
                if self[index] < pivot {
                    swapAt(less, index)
                    (less, index) = (less + 1, index + 1)
                } else if pivot < self[index] {
                    swapAt(index, more)
                    more -= 1
                } else {
                    index += 1
                }
            }
            if k < less {
                high = less - 1
            } else if k > more {
                low = more + 1
            } else {
                return
            }
        }
    }
}
