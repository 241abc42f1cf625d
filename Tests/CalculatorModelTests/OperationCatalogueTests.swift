import Numbers
import Testing

@testable import CalculatorModel

/// The catalogue is the only list of operations: what the reader, the keys and the brains know
/// of an operation comes from its entry.
@Suite("One operation catalogue")
struct OperationCatalogueTests {
    @Test func everySpellingNamesItsOperation() {
        for id in OperationID.allCases {
            for spelling in id.entry.spellings {
                #expect(OperationID(spelling: spelling) == id, "\(spelling)")
            }
        }
        #expect(OperationID(spelling: "NCR") == .choose)
        #expect(OperationID(spelling: "E") == nil, "a one-letter name only as written")
    }

    @Test func symbolsAndSpokenNamesAreOneEach() {
        let entries = OperationID.allCases.map(\.entry)
        #expect(Set(entries.map(\.symbol)).count == entries.count)
        #expect(Set(entries.map(\.spokenName)).count == entries.count)
    }

    /// Every operation but `=`, `Re`, `Im`, `∠` (typed, or pressed by their shortcuts) and the
    /// functions of money (typed with their arguments) has a key in each of its modes; no two
    /// share a place; a second function takes the place of a function key.
    @Test func everyOperationHasItsOwnPlaceOnTheKeypad() {
        let scientific = OperationID.allCases.filter { $0.entry.modes.contains(.scientific) }
        let keyless = scientific.filter { id in
            guard case .function = id.entry.kind else { return id.entry.place == nil }
            return false
        }
        #expect(keyless == [.equals, .realPart, .imaginaryPart, .polar])
        let places = scientific.compactMap(\.entry.place)
        for id in OperationID.allCases where id.entry.modes == [.programmer] {
            #expect(id.entry.place == nil && id.entry.programmerPlace != nil, "\(id)")
        }
        for (index, place) in places.enumerated() {
            #expect(!places[(index + 1)...].contains(place), "\(place)")
            if case .second(let first) = place, case .functions? = first.entry.place {
            } else if case .second = place {
                Issue.record("\(place) is not in a function key's place")
            }
        }
    }

    /// A pasted function reads as its key computes: `sinh(0.5)`, `floor(0.5)`, `0.5 mod 2`,
    /// by the name the description writes. Programmer mode's operations work in a word only.
    @Test(arguments: OperationID.allCases.filter { $0.entry.modes.contains(.scientific) })
    func pastedTextMeansWhatTheKeyComputes(id: OperationID) throws {
        var brain = CalculatorBrain()
        let expected: () throws(ArithmeticError) -> Complex
        switch id.entry.kind {
        case .unary(let notation):
            let text =
                switch notation {
                case .function(let name): "\(name)(0.5)"
                case .prefix(let symbol, _): "\(symbol)0.5"
                case .postfix(let symbol): "0.5\(symbol)"
                }
            brain.enter(try Expression(parsing: text))
            expected = { () throws(ArithmeticError) in
                try id.apply(0.5, .radians, realResultsOnly: false)
            }
        case .binary:
            brain.enter(try Expression(parsing: "12 \(id.entry.symbol) 3"))
            expected = { () throws(ArithmeticError) in
                try id.apply(12, 3, .radians, realResultsOnly: false)
            }
        default:
            return
        }
        let value: Result<Complex, CalculatorError>
        do { value = .success(try expected()) } catch { value = .failure(CalculatorError(error)) }
        #expect(brain.evaluateExactly().result == value)
    }

    @Test(arguments: OperationID.allCases.filter { $0.entry.modes == [.programmer] })
    func programmerOperationsWorkInAWordOnly(id: OperationID) throws {
        let text = id == .bitwiseNot ? "NOT(12)" : "12 \(id.entry.symbol) 3"
        var brain = CalculatorBrain()
        brain.enter(try Expression(parsing: text))
        #expect(brain.evaluateExactly().result == .failure(.needsProgrammerMode))
        brain.word = IntegerWord(bits: 8, isSigned: true)
        let expected: [OperationID: Complex] = [
            .bitwiseAnd: 0, .bitwiseOr: 15, .bitwiseXor: 15, .bitwiseNand: -1, .bitwiseNor: -16,
            .bitwiseNot: -13, .shiftLeft: 96, .shiftRight: 1, .rotateLeft: 96, .rotateRight: -127,
        ]
        #expect(try brain.evaluateExactly().result?.get() == expected[id])
    }
}
