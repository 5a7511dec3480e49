/// The `name=value` pairs of a query string as an HTML form sends them
/// (`+` for space, percent-encoded UTF-8). Malformed escapes stay as written.
struct QueryItems: Sendable {
    private var items: [(name: String, value: String)] = []

    init(_ query: String?) {
        guard let query else { return }
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            items.append((Self.decode(parts[0]), parts.count > 1 ? Self.decode(parts[1]) : ""))
        }
    }

    /// The value of the first item named `name`.
    subscript(name: String) -> String? {
        items.first { $0.name == name }?.value
    }

    private static func decode(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            utf8.formIndex(after: &index)
            if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), utf8.distance(from: index, to: utf8.endIndex) >= 2,
                      let value = UInt8(String(decoding: utf8[index..<utf8.index(index, offsetBy: 2)], as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8.formIndex(&index, offsetBy: 2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
