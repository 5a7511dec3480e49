import Core

/// A tutorial step's code file as a code block under its name, with the lines new since the code the
/// step follows marked as insertions: `<ins>` (announced as such), which the stylesheet draws as a bar
/// and a tint, so the mark is not colour alone.
struct TutorialCodeBlock {
    /// The file's name, shown above the code.
    var name: String
    /// The highlighter's language (the name's extension), or empty.
    var language: String
    /// The file's lines, without line ends.
    var lines: [Substring]
    /// The 0-based indices of the lines to mark, in order.
    var insertedLines: [Int]

    /// The lines of a file: split at its line ends (`\n` or `\r\n`), without the empty one after the last.
    static func lines(of text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { $0.last == "\r" ? $0.dropLast() : $0 }
    }

    /// The `<pre>`, with the lines highlighted by `highlight` (flat `<span>`s, as the site's
    /// highlighter writes them), or escaped as text when it has no highlighting for the language.
    func html(highlight: ((_ code: String, _ language: String) -> [UInt8]?)?) -> String {
        let highlighted = language.isEmpty ? nil : highlight?(lines.joined(separator: "\n") + "\n", language)
        let htmlLines = highlighted.map { Array(Self.balancedLines($0).prefix(lines.count)) }
            ?? lines.map { Array(HTMLEscaping.text(String($0)).utf8) }
        var html = Array("<pre data-title=\"\(HTMLEscaping.attribute(name))\"><code".utf8)
        if !language.isEmpty { html += " class=\"language-\(HTMLEscaping.attribute(language))\"".utf8 }
        html += ">".utf8
        var marks = insertedLines[...]
        for (index, line) in zip(0..., htmlLines) {
            if marks.first == index {
                marks.removeFirst()
                html += "<ins>".utf8
                html += line
                html += "</ins>\n".utf8
            } else {
                html += line
                html.append(UInt8(ascii: "\n"))
            }
        }
        html += "</code></pre>\n".utf8
        return String(decoding: html, as: UTF8.self)
    }

    /// Highlighted HTML cut at its line ends into lines that each close what they open: a span left
    /// open at a line end (a comment or string over several lines) is closed there and opened again
    /// on the next line, so a line can be wrapped in an element of its own. The last line is what
    /// follows the last line end: nothing, or the spans closed there.
    static func balancedLines(_ html: [UInt8]) -> [[UInt8]] {
        let closing = Array("</span>".utf8)
        var lines: [[UInt8]] = []
        var line: [UInt8] = []
        var openTag: ArraySlice<UInt8> = []
        var index = 0
        while index < html.count {
            let textEnd = html[index...].firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "<") } ?? html.count
            line += html[index..<textEnd]
            index = textEnd
            if index == html.count { break }
            if html[index] == UInt8(ascii: "\n") {
                if !openTag.isEmpty { line += closing }
                lines.append(line)
                line = Array(openTag)
                index += 1
            } else {
                // Text is escaped, so every `<` opens a tag: a span's start, or its end.
                let tagEnd = html[index...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? html.count
                openTag = html[index..<tagEnd].starts(with: closing) ? [] : html[index..<tagEnd]
                line += html[index..<tagEnd]
                index = tagEnd
            }
        }
        lines.append(line)
        return lines
    }
}
