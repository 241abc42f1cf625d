extension JSON {
    /// A `T` read from this value through its `Decodable` conformance. A number is read as
    /// the type asked for, exactly: `2.5` is no `Int`, and `1e999` is no `Double`.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try ValueDecoder(value: self, codingPath: []).decode(type)
    }
}

private struct ValueDecoder: Decoder, SingleValueDecodingContainer {
    let value: JSON
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch("an object") }
        return KeyedDecodingContainer(KeyedValueDecoder(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch("an array") }
        return UnkeyedValueDecoder(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { value == .null }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        switch type {
        case is String.Type:
            guard case .string(let string) = value else { throw mismatch("a string") }
            return string as! T
        case is Bool.Type:
            guard case .bool(let bool) = value else { throw mismatch("true or false") }
            return bool as! T
        case is Double.Type: return try number(Double.init) as! T
        case is Float.Type: return try number(Float.init) as! T
        case let integer as any FixedWidthInteger.Type: return try self.integer(integer) as! T
        default: return try T(from: self)
        }
    }

    /// A finite number, read from its digits.
    private func number<Number: FloatingPoint>(_ read: (String) -> Number?) throws -> Number {
        guard case .number(let digits) = value, let number = read(digits), number.isFinite else {
            throw mismatch("a finite number")
        }
        return number
    }

    /// An integer in `Integer`'s range; `3.0` and `3e2` are integers too.
    private func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        guard case .number(let digits) = value,
            let integer = Integer(digits) ?? Double(digits).flatMap(Integer.init(exactly:))
        else { throw mismatch("an integer of \(type)") }
        return integer
    }

    private func mismatch(_ expected: String) -> DecodingError {
        .dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath, debugDescription: "expected \(expected), found \(value)"))
    }
}

private struct KeyedValueDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSON]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder(forKey: key).decodeNil() }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder(forKey: key).decode(type)
    }

    func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<Nested>
    {
        try decoder(forKey: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(forKey: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        ValueDecoder(value: members["super"] ?? .null, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(forKey: key) }

    private func decoder(forKey key: Key) throws -> ValueDecoder {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "missing"))
        }
        return ValueDecoder(value: value, codingPath: codingPath + [key])
    }
}

private struct UnkeyedValueDecoder: UnkeyedDecodingContainer {
    let elements: [JSON]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex == elements.count }

    init(elements: [JSON], codingPath: [any CodingKey]) {
        (self.elements, self.codingPath) = (elements, codingPath)
    }

    mutating func decodeNil() throws -> Bool {
        let isNull = try element().decodeNil()
        if isNull { currentIndex += 1 }
        return isNull
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try element().decode(type)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type) throws
        -> KeyedDecodingContainer<Nested>
    {
        let container = try element().container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try element().unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = try element()
        currentIndex += 1
        return decoder
    }

    /// The element at `currentIndex`, not yet consumed.
    private func element() throws -> ValueDecoder {
        let path = codingPath + [IndexKey(currentIndex)]
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                Any.self, DecodingError.Context(codingPath: path, debugDescription: "at the end"))
        }
        return ValueDecoder(value: elements[currentIndex], codingPath: path)
    }
}
