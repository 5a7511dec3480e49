/// A JSON value that remembers where it was written, so configuration errors
/// (`site.json`, `theme.json`, asset catalogs) can point at the exact key.
public struct JSONValue: Sendable {
    /// The value itself.
    public enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in the order they were written (keys are unique).
        case object([JSONMember])
    }

    /// The value itself.
    public var kind: Kind
    /// Where the value starts.
    public var location: SourceLocation
    /// The text the value was read from.
    fileprivate let source: SourceText

    /// Creates a value read from `source`.
    public init(_ kind: Kind, at location: SourceLocation, in source: SourceText) {
        self.kind = kind
        self.location = location
        self.source = source
    }

    /// The text of the line the value starts on, for carets under errors: copied out when asked for, as only
    /// a value with a problem needs it.
    public var sourceLine: String {
        source.line(number: location.line)
    }

    /// The member named `key`, when this is an object that has it.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The string, when this is a string.
    public var string: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    /// The number, when this is a number.
    public var number: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    /// The Boolean, when this is `true` or `false`.
    public var bool: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    /// The elements, when this is an array.
    public var array: [JSONValue]? {
        if case .array(let value) = kind { return value }
        return nil
    }

    /// The members, when this is an object.
    public var members: [JSONMember]? {
        if case .object(let value) = kind { return value }
        return nil
    }

    /// A short name of the value's type for messages ("a string", "an object").
    public var typeDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// An error pointing at this value.
    public func error(_ message: String) -> Diagnostic {
        Diagnostic(.error, message, at: location, sourceLine: sourceLine)
    }

    /// A warning pointing at this value.
    public func warning(_ message: String) -> Diagnostic {
        Diagnostic(.warning, message, at: location, sourceLine: sourceLine)
    }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Sendable {
    /// The key.
    public var key: String
    /// Where the key is written.
    public var keyLocation: SourceLocation
    /// The value.
    public var value: JSONValue

    /// Creates a member whose key is written at `keyLocation` in the text `value` was read from.
    public init(key: String, keyLocation: SourceLocation, value: JSONValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }

    /// The text of the key's line, copied out when asked for.
    public var keySourceLine: String {
        value.source.line(number: keyLocation.line)
    }

    /// An error pointing at the key (unknown keys, duplicates).
    public func keyError(_ message: String) -> Diagnostic {
        Diagnostic(.error, message, at: keyLocation, sourceLine: keySourceLine)
    }
}
