import Core

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
        PercentEncoding.decoded(String(text), plusAsSpace: true)
    }
}
