/// Where text asks for its result in other units: `5 ft in cm`, `20 mi / 2 h to km/h`,
/// `98.6 °F → °C`, `1.75 m to ft in`. The expression before the last such word is the value;
/// units alone are one of them (`ft in m`).
public enum ConversionText: Equatable, Sendable {
    case conversion(expression: String, UnitTarget)
    /// A unit, then `in` and something that is no unit: `5 kg in foo`.
    case unknownTarget(String)

    /// What `text` asks for; nil where it asks for no units at all.
    public static func reading(_ text: String) -> ConversionText? {
        let characters = Array(text)
        for (start, end) in separators(in: characters).reversed() {
            let target = String(characters[end...]).trimmingSpaces
            let before = String(characters[..<start]).trimmingSpaces
            guard let found = UnitTarget(text: target) else {
                guard !target.isEmpty, endsWithUnit(Array(before)) else { continue }
                return .unknownTarget(String(target))
            }
            guard !before.isEmpty else { continue }
            let isUnitsAlone = UnitProduct(text: before) != nil
            return .conversion(expression: (isUnitsAlone ? "1 " : "") + before, found)
        }
        return nil
    }

    /// The words and arrows that separate the units, as ranges `start..<end` of `text`. A word
    /// needs white space on both sides (`in` is also the inch).
    private static func separators(in text: [Character]) -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        for index in text.indices {
            if let arrow = ["→", "->"].first(where: { text[index...].starts(with: $0) }) {
                found.append((index, index + arrow.count))
            } else if index > 0, text[index - 1].isWhitespace,
                let word = words.first(where: { text[index...].starts(with: $0) }),
                index + word.count < text.count, text[index + word.count].isWhitespace
            {
                found.append((index, index + word.count))
            }
        }
        return found
    }

    private static let words = ["in", "to", "into", "as", "в", "nach"].map(Array.init)
        .sorted { $0.count > $1.count }

    /// Whether a unit ends `text` as a word of its own (`5 kg`, `3 km/h`). Only the last
    /// characters are tried: no unit is longer.
    private static func endsWithUnit(_ text: [Character]) -> Bool {
        (max(0, text.count - 32)..<text.count).contains { start in
            (start == 0 || !text[start - 1].isLetter && text[start - 1] != "_")
                && UnitProduct.read(text, at: start)?.end == text.count
        }
    }
}
