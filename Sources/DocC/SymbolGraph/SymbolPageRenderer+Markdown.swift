import Core
import Markdown

/// The Markdown a symbol page renders through the site's renderer, and the text DocC adjusts on the way.
extension SymbolPageRenderer {
    /// Renders Markdown of the page's documentation at the end of `page`, ``` ``Symbol`` ``` links
    /// handed to the site's link rewriting as `symbol:` links.
    func append(markdown: String, to page: inout MarkdownPage) {
        HTMLRenderer(options: renderOptions).append(Array(SymbolLinkSyntax.rewrite(markdown).utf8), parsing: markdownOptions, to: &page)
    }

    /// A heading the page adds for a group it lists (`### Instance Properties`), collected with the document's own
    /// for "On this page", with DocC's anchor as they have (`Instance-Properties`).
    func appendHeading(_ text: String, level: Int, to page: inout MarkdownPage) {
        append(markdown: String(repeating: "#", count: level) + " " + Self.escaped(text), to: &page)
    }

    /// A section's heading (`## Topics`), with the lower-case id DocC's pages give their sections (`return-value`).
    func appendSectionHeading(_ text: String, level: Int = 2, to page: inout MarkdownPage) {
        append(markdown: String(repeating: "#", count: level) + " " + Self.escaped(text) + " {#\(Slug.headingID(text))}", to: &page)
    }

    /// A site path as the site links it (base URL, encoding).
    func href(_ path: String) -> String {
        renderOptions.resolveURL?(path, false) ?? path
    }

    /// The link to a page of the reference: its URL as a folder, where the site publishes it.
    func href(of page: Int) -> String {
        href(reference.pages[page].url + "/")
    }

    /// Text that Markdown shows as written: every ASCII punctuation character escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isASCII, character.isPunctuation || character.isSymbol { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// `text` as one code span, fenced by more backticks than it holds in a row.
    static func codeSpan(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + padding + text + padding + fence
    }

    /// A section's pieces (`DocCSections`) at the end of `page`.
    func append(_ pieces: [SectionPiece], to page: inout MarkdownPage) {
        for piece in pieces {
            switch piece {
            case .markdown(let markdown): append(markdown: markdown, to: &page)
            case .html(let html): page.appendHTML(html)
            }
        }
    }

    /// The Markdown with each ``` ``Type/member-hash`` ``` written as the code `member`: abstracts
    /// listed away from their page, where the links would resolve from the wrong scope.
    static func plainSymbolLinks(_ markdown: String) -> String {
        guard markdown.contains("``") else { return markdown }
        var result = ""
        var rest = markdown[...]
        while let open = rest.range(of: "``"), let close = rest[open.upperBound...].range(of: "``") {
            let link = rest[open.upperBound..<close.lowerBound]
            guard !link.isEmpty, !link.contains("`"), !link.contains(" ") else {
                result += rest[..<close.upperBound]
                rest = rest[close.upperBound...]
                continue
            }
            result += rest[..<open.lowerBound] + codeSpan(symbolName(link))
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// The name a symbol link ends with, without its disambiguation: `Shape/area()-s76q` → `area()`,
    /// `Polygon/Kind-swift.struct` → `Kind`.
    static func symbolName(_ link: Substring) -> String {
        let last = link.split(separator: "/").last ?? link
        if let open = last.firstIndex(of: "("), let close = last[open...].firstIndex(of: ")") {
            return String(last[...close])
        }
        return String(last.prefix { $0 != "-" })
    }

    /// The doc comment's lines without the indentation they all share, as DocC reads them.
    static func withoutCommonIndentation(_ lines: [String]) -> [Substring] {
        let indents = lines.compactMap { line -> Int? in
            let count = line.prefix { $0.isWhitespace }.count
            return count < line.count ? count : nil
        }
        let common = indents.min() ?? 0
        return lines.map { $0.dropFirst(common) }
    }
}
