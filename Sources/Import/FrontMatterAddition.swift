import Core
import FrontMatter

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

    /// `text` with the additions at the top of its front matter. One whose key the page sets to nothing (`title:`)
    /// takes that key's line, or in YAML written otherwise (`title: &anchor`) goes last: at the top, the empty value
    /// would be the last and win.
    static func apply(_ additions: [FrontMatterAddition], to text: String) -> String {
        guard !additions.isEmpty else { return text }
        var first = additions, last: [FrontMatterAddition] = []
        var text = fillingEmptyKeys(with: &first, leavingLast: &last, in: text)
        // The block the build reads, opened as it finds one (`---\t`, blank lines above), even one that does not
        // parse: a block added before it would make it the body's text.
        guard let block = FrontMatterParser.block(in: Array(text.utf8)) else {
            return "---\n" + first.map { "\($0.key): \($0.json)\n" }.joined() + "---\n" + text
        }
        if block.format == .yaml, let closing = block.closing {
            text = insert(last.map { "\($0.key): \($0.json)\n" }.joined(), at: closing.start, in: text)
        } else {
            first += last
        }
        let entries = switch block.format {
        case .yaml: first.map { "\($0.key): \($0.json)\n" }.joined()
        case .toml: first.map { "\($0.key) = \($0.json)\n" }.joined()
        case .json: first.map { "  \(JSONString.quoted($0.key)): \($0.json),\n" }.joined()
        }
        return insert(entries, at: block.contentStart, in: text)
    }

    /// `text` with `entries` (whole lines) written at a byte offset, on a line of their own.
    private static func insert(_ entries: String, at offset: Int, in text: String) -> String {
        guard !entries.isEmpty else { return text }
        let split = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        let head = text[..<split]
        return head + (head.utf8.last == UInt8(ascii: "\n") ? "" : "\n") + entries + text[split...]
    }

    /// `text` with each addition whose key is set to nothing on a line of its own written on that line instead, and
    /// taken out of `additions`; one whose key is set to nothing otherwise is moved to `last`. The text is parsed
    /// again, not taken from the source page, because conversions may have moved its lines.
    private static func fillingEmptyKeys(with additions: inout [FrontMatterAddition], leavingLast last: inout [FrontMatterAddition],
                                         in text: String) -> String {
        guard let frontMatter = try? FrontMatterParser.split(SourceText(path: "", text: text)).frontMatter else { return text }
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        additions.removeAll { addition in
            guard let entry = frontMatter[addition.key], entry.value == .null else { return false }
            if lines.indices.contains(entry.line - 1), let filled = addition.filling(lines[entry.line - 1]) {
                lines[entry.line - 1] = filled
            } else {
                last.append(addition)
            }
            return true
        }
        return lines.joined(separator: "\n")
    }

    /// `line` with the value it sets the key to, null, replaced by this addition's: `key:`, `key: ~` or `key: null`
    /// (a tag before it, `!x`, and a comment after it going) in YAML, `"key": null,` in JSON. Nil for a line written
    /// otherwise.
    private func filling(_ line: String) -> String? {
        let carriageReturn = line.hasSuffix("\r") ? "\r" : ""
        let content = line.dropLast(carriageReturn.count)
        if content.hasPrefix(key + ":") {
            var rest = content.dropFirst(key.count + 1).drop(while: \.isWhitespace)
            if rest.hasPrefix("!") { rest = rest.drop { !$0.isWhitespace }.drop(while: \.isWhitespace) }
            let afterNull = ["~", "null", "Null", "NULL"].first(where: rest.hasPrefix).map { rest.dropFirst($0.count) } ?? rest
            let comment = afterNull.drop(while: \.isWhitespace)
            guard comment.isEmpty || comment.hasPrefix("#") else { return nil }
            return "\(key): \(json)" + carriageReturn
        }
        let quoted = content.drop(while: \.isWhitespace)
        guard quoted.hasPrefix("\"\(key)\"") else { return nil }
        let value = quoted.dropFirst(key.count + 2).drop(while: \.isWhitespace)
        guard value.hasPrefix(":") else { return nil }
        let null = value.dropFirst().drop(while: \.isWhitespace)
        guard null.hasPrefix("null") else { return nil }
        let after = null.dropFirst(4)
        guard after.drop(while: \.isWhitespace).drop(while: { $0 == "," }).allSatisfy(\.isWhitespace),
              after.count(where: { $0 == "," }) <= 1 else { return nil }
        return String(content[..<null.startIndex]) + json + String(after) + carriageReturn
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
