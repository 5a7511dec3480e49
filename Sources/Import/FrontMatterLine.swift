import FrontMatter

/// A top-level front matter entry rewritten in place, as the importers rewrite one (a `permalink` given its leading
/// slash, a theme's `template` made a `layout`).
enum FrontMatterLine {
    /// The text with the entry's line replaced by `line`, and the lines its value goes on onto (a plain scalar folded
    /// onto indented lines, a block scalar's lines) left blank, so that nothing of the old value remains and no line
    /// after it moves; nil when the entry's line does not start with its key.
    static func replacing(_ entry: FrontMatterEntry, in text: String, with line: String) -> String? {
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        let index = entry.line - 1
        guard lines.indices.contains(index), String(lines[index]).hasPrefix(entry.key + ":") else { return nil }
        lines[index] = Substring(line + (lines[index].last == "\r" ? "\r" : "")).unicodeScalars
        var next = index + 1
        // Counted by scalars: a space before a combining mark is one Character, and still an indentation.
        while next < lines.count, lines[next].first.map({ $0 == " " || $0 == "\t" || $0 == "\r" }) ?? true {
            lines[next] = lines[next].last == "\r" ? Substring("\r").unicodeScalars : Substring("").unicodeScalars
            next += 1
        }
        return lines.map(String.init).joined(separator: "\n")
    }
}
