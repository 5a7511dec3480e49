import Core

/// Header fields in the order they were written; names compare case-insensitively.
struct HTTPHeaders: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    struct Field: Sendable, Equatable {
        let name: String
        let value: String
    }

    private(set) var fields: [Field] = []

    init() {}

    init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// The first value of the field named `name`.
    subscript(name: String) -> String? {
        fields.first { $0.name.caseInsensitiveEquals(name) }?.value
    }

    /// Every value of the fields named `name`, in order.
    func values(_ name: String) -> [String] {
        fields.filter { $0.name.caseInsensitiveEquals(name) }.map(\.value)
    }

    /// Whether a comma-separated field such as `Connection` lists `token`.
    func lists(_ name: String, token: String) -> Bool {
        values(name).contains { value in
            value.split(separator: ",").contains { $0.trimmingWhitespace().caseInsensitiveEquals(token) }
        }
    }

    mutating func add(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    mutating func remove(_ name: String) {
        fields.removeAll { $0.name.caseInsensitiveEquals(name) }
    }
}
