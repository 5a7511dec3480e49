import Foundation

/// The raw HTML elements open at a point of a Jekyll page, read line by line over the text before it. kramdown reads
/// an HTML block from its start tag to its end tag as HTML, blank lines and all; CommonMark ends the block at a blank
/// line, and what follows it, indented, becomes code. So inside an element, blank lines go: those of the source and
/// those a Liquid tag alone on its line leaves. Not in `<pre>`, where each is the text's and its line break is written
/// `&#10;`, nor in an element whose `markdown` attribute asks for Markdown inside, nor in a fenced code block; code
/// spans are no HTML. Only HTML's own lower-case element names count, so that code's generics (`Array<Element>`) do
/// not, and void elements never open.
struct HTMLNesting {
    /// The open elements, innermost last, and whether each keeps its blank lines.
    private var open: [(name: String, keepsBlankLines: Bool)] = []
    /// The fence of the code block the text is in.
    private var fence: Substring?

    var isInsideElement: Bool { !open.isEmpty && fence == nil }
    /// Whether the innermost element is a `<pre>`, outside code.
    var isInsidePre: Bool { fence == nil && open.last?.name == "pre" }
    /// Whether lines here are read as kramdown reads HTML: inside an element that does not keep its blank lines
    /// (`<pre>`, an element of Markdown), outside code. There a line's indentation is a space to HTML, and where the
    /// HTML block ends (a blank line a tag left, an element of Markdown) four spaces of it would make code: one
    /// space is written.
    var readsLinesAsHTML: Bool { fence == nil && open.last.map { !$0.keepsBlankLines } == true }

    /// `text`, read on from where the last text ended, without its blank lines inside an element; `startsLine` tells
    /// whether its first line is whole. With `endsBeforeMarkdown`, the blank lines at its end stay: what follows is
    /// Markdown that a conversion wrote (a `highlight` tag's fenced code), which a blank line must set apart.
    mutating func read(_ text: Substring, startsLine: Bool, endsBeforeMarkdown: Bool = false) -> Substring {
        guard text.contains("<") || text.contains("`") || text.contains("~") || !open.isEmpty else { return text }
        var kept = ""
        var isWholeLine = startsLine
        let isBlank: (Substring) -> Bool = { $0.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let keptFrom = endsBeforeMarkdown ? (lines.lastIndex { !isBlank($0) } ?? -1) + 1 : lines.count
        for (index, line) in lines.enumerated() {
            let isLast = index == lines.count - 1
            let isRaw = isWholeLine && readsLinesAsHTML
            let isBlankInPre = isWholeLine && isInsidePre && !isLast && index < keptFrom && isBlank(line)
            isWholeLine = true
            if isRaw, !isLast, index < keptFrom, isBlank(line) { continue }
            // A blank line of a `<pre>` is the preformatted text's, but it would end a block of HTML around the `<pre>`
            // (`<div>`), and the text's next lines would be read as Markdown. Its line break is written as a
            // character reference instead, which the `<pre>` shows as the same line break.
            if isBlankInPre {
                kept += line + "&#10;"
                continue
            }
            let body = line.drop { $0 == " " || $0 == "\t" }
            let written = isRaw && body.count < line.count ? " " + body : line
            // kramdown reads Markdown in an element that asks for it wherever it stands; sitegen, in one that starts a
            // block, so a blank line before it ends the HTML block around it.
            if isRaw, Self.asksForMarkdown(line) { kept += "\n" }
            kept += written + (isLast ? "" : "\n")
            if index > 0 || startsLine, readsFence(line) { continue }
            if fence == nil { scan(line) }
        }
        return Substring(kept)
    }

    /// Opens or closes a fenced code block: three or more backticks or tildes, indented by fewer than four spaces.
    private mutating func readsFence(_ line: Substring) -> Bool {
        let indent = line.prefix { $0 == " " }
        guard indent.count < 4, let mark = line.dropFirst(indent.count).first, mark == "`" || mark == "~" else { return false }
        let run = line.dropFirst(indent.count).prefix { $0 == mark }
        guard run.count >= 3 else { return false }
        if let open = fence {
            guard run.first == open.first, run.count >= open.count, line.dropFirst(indent.count + run.count).allSatisfy(\.isWhitespace) else { return true }
            fence = nil
        } else {
            fence = run
        }
        return true
    }

    /// Whether the line starts with a tag that has a `markdown` attribute (`<div class="code" markdown="1">`).
    private static func asksForMarkdown(_ line: Substring) -> Bool {
        let tag = line.drop { $0 == " " || $0 == "\t" }
        guard tag.first == "<", tag.dropFirst().first?.isLetter == true else { return false }
        let inside = tag.prefix { $0 != ">" }
        guard let found = inside.range(of: " markdown") else { return false }
        return inside[found.upperBound...].first.map { $0 == "=" || $0 == " " || $0 == "/" } ?? true
    }

    private mutating func scan(_ line: Substring) {
        var rest = line[...]
        while let angle = rest.firstIndex(where: { $0 == "<" || $0 == "`" }) {
            if rest[angle] == "`" {
                // A code span: up to the next run of as many backticks.
                let ticks = rest[angle...].prefix { $0 == "`" }
                let after = rest[ticks.endIndex...]
                rest = after.range(of: String(ticks)).map { after[$0.upperBound...] } ?? after
                continue
            }
            rest = rest[rest.index(after: angle)...]
            let isClosing = rest.first == "/"
            let name = String((isClosing ? rest.dropFirst() : rest).prefix { ("a"..."z").contains($0) || ("0"..."9").contains($0) })
            guard Self.elements.contains(name) else { continue }
            if isClosing {
                if let last = open.lastIndex(where: { $0.name == name }) { open.removeSubrange(last...) }
            } else {
                let tag = rest.prefix { $0 != ">" }
                open.append((name, name == "pre" || tag.contains("markdown=") || open.last?.keepsBlankLines == true))
            }
        }
    }

    /// The elements that hold content, written around the lines of tables, lists and blocks.
    private static let elements: Set<String> = [
        "a", "article", "aside", "blockquote", "button", "caption", "details", "div", "dl", "dd", "dt", "figure", "figcaption",
        "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "label", "li", "main", "nav", "ol", "p", "pre",
        "section", "select", "span", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul",
    ]
}
