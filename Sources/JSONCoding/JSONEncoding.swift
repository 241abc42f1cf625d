extension JSON {
    /// `value` as JSON, through its `Encodable` conformance. A non-finite number cannot be
    /// written (`EncodingError.invalidValue`); an optional that is `nil` leaves its key out.
    public init(encoding value: some Encodable) throws {
        self = try Slot.encoding(value, at: []).json
    }

    /// The value of a type that encodes itself as one of JSON's own, if it is one.
    fileprivate static func primitive(_ value: some Encodable, at path: [any CodingKey]) throws
        -> JSON?
    {
        switch value {
        case let value as String: return .string(value)
        case let value as Bool: return .bool(value)
        case let value as Double: return try number(value, at: path)
        case let value as Float: return try number(value, at: path)
        case let value as any FixedWidthInteger: return .number("\(value)")
        default: return nil
        }
    }

    /// The shortest digits that read back as `value` (Swift's `description`).
    private static func number(
        _ value: some BinaryFloatingPoint & LosslessStringConvertible, at path: [any CodingKey]
    ) throws -> JSON {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: path, debugDescription: "not finite"))
        }
        return .number(value.description)
    }
}

/// A value being encoded. Containers are handed out before their contents are written, so
/// each writes into its slot, and the slots become the value at the end.
private final class Slot {
    enum Content {
        case value(JSON)
        case object([String: Slot])
        case array([Slot])
    }

    var content: Content

    init(_ content: Content) { self.content = content }

    static func encoding(_ value: some Encodable, at path: [any CodingKey]) throws -> Slot {
        if let json = try JSON.primitive(value, at: path) { return Slot(.value(json)) }
        let slot = Slot(.object([:]))  // a value that encodes nothing is an empty object
        try value.encode(to: SlotEncoder(slot: slot, codingPath: path))
        return slot
    }

    var json: JSON {
        switch content {
        case .value(let json): json
        case .object(let members): .object(members.mapValues(\.json))
        case .array(let elements): .array(elements.map(\.json))
        }
    }

    /// The slot's members, after it became an object (if it was not one).
    func member(_ key: String, _ slot: Slot) {
        guard case .object(var members) = content else {
            content = .object([key: slot])
            return
        }
        content = .value(.null)  // the members are not shared while they change
        members[key] = slot
        content = .object(members)
    }

    func append(_ slot: Slot) {
        guard case .array(var elements) = content else {
            content = .array([slot])
            return
        }
        content = .value(.null)
        elements.append(slot)
        content = .array(elements)
    }

    var count: Int {
        if case .array(let elements) = content { elements.count } else { 0 }
    }
}

private struct SlotEncoder: Encoder, SingleValueEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = slot.content {} else { slot.content = .object([:]) }
        return KeyedEncodingContainer(KeyedSlotEncoder(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = slot.content {} else { slot.content = .array([]) }
        return UnkeyedSlotEncoder(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    func encodeNil() { slot.content = .value(.null) }

    func encode(_ value: some Encodable) throws {
        slot.content = try Slot.encoding(value, at: codingPath).content
    }
}

private struct KeyedSlotEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    let codingPath: [any CodingKey]

    func encodeNil(forKey key: Key) { slot.member(key.stringValue, Slot(.value(.null))) }

    func encode(_ value: some Encodable, forKey key: Key) throws {
        slot.member(key.stringValue, try Slot.encoding(value, at: codingPath + [key]))
    }

    func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key)
        -> KeyedEncodingContainer<Nested>
    {
        superEncoder(forKey: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        superEncoder(forKey: key).unkeyedContainer()
    }

    func superEncoder() -> any Encoder { encoder(forKey: "super", path: codingPath) }

    func superEncoder(forKey key: Key) -> any Encoder {
        encoder(forKey: key.stringValue, path: codingPath + [key])
    }

    private func encoder(forKey key: String, path: [any CodingKey]) -> SlotEncoder {
        let member = Slot(.object([:]))
        slot.member(key, member)
        return SlotEncoder(slot: member, codingPath: path)
    }
}

private struct UnkeyedSlotEncoder: UnkeyedEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]
    var count: Int { slot.count }

    func encodeNil() { slot.append(Slot(.value(.null))) }

    func encode(_ value: some Encodable) throws {
        slot.append(try Slot.encoding(value, at: codingPath + [IndexKey(count)]))
    }

    func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type)
        -> KeyedEncodingContainer<Nested>
    {
        superEncoder().container(keyedBy: type)
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        superEncoder().unkeyedContainer()
    }

    func superEncoder() -> any Encoder {
        let element = Slot(.object([:]))
        let path = codingPath + [IndexKey(count)]
        slot.append(element)
        return SlotEncoder(slot: element, codingPath: path)
    }
}

/// An array element's place in a coding path.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
