import Core

/// A key the import adds to a page's front matter, written in the page's own front matter
/// language (YAML `---`, TOML `+++` or JSON) or in a new YAML block when the page has none.
struct FrontMatterAddition: Equatable {
    enum Value: Equatable {
        case text(String)
        case number(Int)
        case flag(Bool)
        case list([String])
    }

    var key: String
    var value: Value

    static func url(_ url: String) -> FrontMatterAddition { FrontMatterAddition(key: "url", value: .text(url)) }

    /// `template: true`: the page's body holds template syntax the import converted.
    static let template = FrontMatterAddition(key: "template", value: .flag(true))

    /// `text` with the additions at the top of its front matter.
    static func apply(_ additions: [FrontMatterAddition], to text: String) -> String {
        guard !additions.isEmpty else { return text }
        if text.hasPrefix("+++\n") {
            return "+++\n" + additions.map { "\($0.key) = \($0.json)\n" }.joined() + text.dropFirst(4)
        }
        if text.hasPrefix("{\n") || text.hasPrefix("{\r\n") {
            return "{\n" + additions.map { "  \(JSONString.quoted($0.key)): \($0.json),\n" }.joined() + text.drop { $0 != "\n" }.dropFirst()
        }
        let yaml = additions.map { "\($0.key): \($0.json)\n" }.joined()
        if text.hasPrefix("---\n") || text.hasPrefix("---\r\n") {
            return "---\n" + yaml + text.drop { $0 != "\n" }.dropFirst()
        }
        return "---\n" + yaml + "---\n" + text
    }

    /// The value as JSON, which YAML and (for these forms) TOML read the same way.
    var json: String {
        switch value {
        case .text(let text): JSONString.quoted(text)
        case .number(let number): String(number)
        case .flag(let flag): String(flag)
        case .list(let items): "[" + items.map(JSONString.quoted).joined(separator: ", ") + "]"
        }
    }
}
