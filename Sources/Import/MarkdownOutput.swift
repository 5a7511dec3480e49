import Foundation

/// The Markdown conversions write: fenced code, callouts, images with captions, links.
enum MarkdownOutput {
    /// A fenced code block holding `code`, its fence longer than any backtick run inside.
    /// `indent`: the blanks the line the code starts on begins with (a list item's), which each line after the first
    /// gets, and which its lines may be written with already.
    static func fencedCode(_ code: Substring, language: String?, indent: Substring = "") -> String {
        var body = code.drop { $0 == "\n" || $0 == "\r" }
        while body.last == "\n" || body.last == "\r" || body.last == " " { body = body.dropLast() }
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: body) + 1))
        guard !indent.isEmpty else { return fence + (language ?? "") + "\n" + body + "\n" + fence }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            indent + line.dropFirst(min(indent.count, line.prefix { $0 == " " || $0 == "\t" }.count))
        }
        return fence + (language ?? "") + "\n" + lines.joined(separator: "\n") + "\n" + indent + fence
    }

    /// A code span holding `code` on one line, its backticks more than any run inside, spaced from one at either end.
    static func codeSpan<Code: StringProtocol>(_ code: Code) -> String {
        let text = code.split(whereSeparator: \.isNewline).joined(separator: " ")
        let ticks = String(repeating: "`", count: longestBacktickRun(in: text) + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return ticks + padding + text + padding + ticks
    }

    private static func longestBacktickRun<Text: StringProtocol>(in text: Text) -> Int {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    /// The first lines of a sitegen callout (`> [!NOTE]`) of the kind closest to `style` (`info`, `danger`, `tip`…),
    /// with an optional bold title line; its body follows, quoted.
    static func callout(style: String?, title: String?) -> String {
        var lines = ["> [!\(calloutKind(style))]"]
        if let title, !title.isEmpty { lines += ["> **\(title)**", ">"] }
        return lines.joined(separator: "\n")
    }

    /// GitHub's callout kinds for the styles other themes name.
    static func calloutKind(_ style: String?) -> String {
        switch style?.lowercased() ?? "" {
        case "tip", "hint", "success", "example": "TIP"
        case "important", "primary": "IMPORTANT"
        case "warning", "warn", "attention": "WARNING"
        case "caution", "danger", "error", "failure", "bug": "CAUTION"
        default: "NOTE"
        }
    }

    /// `![alt](src "title")` with the caption as an emphasized line under it. The alt text and the title are text,
    /// the caption Markdown (Hugo's `markdownify`s it), which stands for the alt text when there is none.
    static func figure(source: String, alt: String?, title: String?, caption: String?, link: String?) -> String {
        let image = image(source, description: alt.map(plainText) ?? caption ?? title.map(plainText) ?? "")
        var output = link.map { "[\(image)](\(destination($0)))" } ?? image
        let captionText = [title, caption].compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: " — ")
        if !captionText.isEmpty { output += "\n\n*\(captionText)*" }
        return output
    }

    /// `![description](source)`: `description` is Markdown, whose text is the alt text (`plainText` writes text).
    static func image(_ source: String, description: String) -> String {
        "![\(description)](\(destination(source)))"
    }

    /// `text` as Markdown that shows it as written, on one line: what would start markup (`*`, `_`, a backtick,
    /// brackets, `<`, an entity's `&`, the backslash itself) escaped.
    static func plainText(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character.isNewline {
                escaped += " "
                continue
            }
            if "\\[]*_`<&".contains(character) { escaped += "\\" }
            escaped.append(character)
        }
        return escaped
    }

    /// A GFM table; a cell's `|` is escaped, its line breaks are spaces.
    static func table(header: [String], rows: [[String]]) -> String {
        func row(_ cells: [String]) -> String {
            "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") }.joined(separator: " | ") + " |\n"
        }
        return row(header) + "|" + String(repeating: " --- |", count: header.count) + "\n" + rows.map(row).joined()
    }

    /// A link destination, in angle brackets when it has spaces.
    static func destination(_ url: String) -> String {
        url.contains(" ") || url.contains(")") ? "<\(url)>" : url
    }
}

extension Substring {
    /// Without blank lines at the start and end.
    func trimmingBlankLines() -> Substring {
        var lines = split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines = lines.dropFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines = lines.dropLast() }
        return Substring(lines.joined(separator: "\n"))
    }
}
