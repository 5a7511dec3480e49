import Foundation

/// Code as a fenced code block of Markdown, with what Hugo's and Jekyll's `highlight` options ask that a fence can
/// say: `linenos` (Hugo's `linenos=table`, Jekyll's bare `linenos`) numbers the lines from `linenostart`, and
/// `hl_lines` (Jekyll's `mark_lines`) marks lines. The page's Markdown then renders it as any fenced code.
struct CodeBlockMarkdown {
    let code: String
    let language: String
    let options: String

    var markdown: String {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let body = lines.drop { $0.allSatisfy(\.isWhitespace) }.joined(separator: "\n")
        let trimmed = String(body.reversed().drop(while: \.isWhitespace).reversed())
        // Longer than any run of backticks in the code, so that none of its lines closes the fence.
        let fence = String(repeating: "`", count: max(3, Self.longestBacktickRun(in: trimmed) + 1))
        var info = String(language.prefix { !$0.isWhitespace && $0 != "`" && $0 != "{" })
        let settings = Self.settings(in: options)
        if let lines = settings["hl_lines"] ?? settings["mark_lines"] {
            let ranges = lines.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "[" || $0 == "]" || $0 == "\"" || $0 == "'" })
            if !ranges.isEmpty { info += " hl_lines=\"\(ranges.joined(separator: " "))\"" }
        }
        if let numbering = settings["linenos"], numbering != "false" {
            let start = settings["linenostart"].flatMap { Int($0) } ?? 1
            info += " linenums=\"\(start)\""
        }
        return fence + info + "\n" + (trimmed.isEmpty ? "" : trimmed + "\n") + fence
    }

    private static func longestBacktickRun(in text: String) -> Int {
        var longest = 0
        var run = 0
        for character in text.utf8 {
            run = character == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// `key=value` pairs and bare words (`true`) separated by commas or spaces; a value runs to its closing quote or
    /// bracket, else to the next comma or the next ` key=`: `linenos=table, hl_lines=3 6-8` and `linenos mark_lines="1 2"`.
    static func settings(in options: String) -> [String: String] {
        var settings: [String: String] = [:]
        var rest = Substring(options)
        while true {
            rest = rest.drop { $0 == " " || $0 == "," || $0 == "\t" }
            let key = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
            guard !key.isEmpty else { break }
            rest = rest.dropFirst(key.count)
            guard rest.first == "=" else {
                settings[key.lowercased()] = "true"
                continue
            }
            rest = rest.dropFirst()
            let value: Substring
            if let open = rest.first, let close = Self.closers[open], let end = rest.dropFirst().firstIndex(of: close) {
                value = rest[rest.index(after: rest.startIndex)..<end]
                rest = rest[rest.index(after: end)...]
            } else {
                let end = valueEnd(in: rest)
                value = rest[..<end]
                rest = rest[end...]
            }
            settings[key.lowercased()] = value.trimmingCharacters(in: .whitespaces)
        }
        return settings
    }

    private static let closers: [Character: Character] = ["\"": "\"", "'": "'", "[": "]"]

    /// Where an unquoted value ends: at a comma, or before a space that the next `key=` follows.
    private static func valueEnd(in rest: Substring) -> Substring.Index {
        var index = rest.startIndex
        while index < rest.endIndex, rest[index] != "," {
            if rest[index] == " " {
                let next = rest[rest.index(after: index)...].drop { $0 == " " }
                let word = next.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
                if !word.isEmpty, next.dropFirst(word.count).first == "=" { return index }
            }
            index = rest.index(after: index)
        }
        return index
    }
}
