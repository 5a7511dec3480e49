/// Markdown inside HTML (`.markdownInHTML`): `<div class="grid cards" markdown>` alone on its line
/// opens a container whose lines are Markdown blocks, up to a line holding only `</div>`. Python-Markdown
/// counts nested tags of the same name to find the closing one; here the innermost container closes
/// first, and a `</div>` of raw HTML inside (one that no HTML block takes) closes the container.
/// Elements whose content is phrasing (`p`, headings, `summary`…) stay HTML blocks.
extension BlockParser {
    mutating func startHTMLContainer(_ container: inout Int) -> Bool {
        let start = nextNonspace
        guard start < lineEnd, bytes[start] == UInt8(ascii: "<"),
              let nameEnd = HTMLSyntax.scanTagName(bytes, at: start + 1, end: lineEnd),
              Self.containerTags.contains(bytes[(start + 1)..<nameEnd].map(\.asciiLowercased)) else { return false }
        var isMarkdown = false
        let input = bytes
        guard let tagEnd = HTMLSyntax.scanOpenTag(bytes, at: start, end: lineEnd, attribute: { attribute in
            if Self.isMarkdownAttribute(attribute, in: input) { isMarkdown = true }
        }), isMarkdown, bytes[tagEnd - 2] != UInt8(ascii: "/"), bytes[tagEnd..<lineEnd].allSatisfy(\.isSpaceOrTab) else { return false }
        container = addChild(.htmlContainer, to: container)
        nodes[container].label = bytes[(start + 1)..<nameEnd].map(\.asciiLowercased)
        nodes[container].fence.info = Array(bytes[start..<tagEnd])
        nodes[container].fence.sourceOffset = start
        consumeRestOfLine()
        return true
    }

    /// Closes the innermost HTML container when the line holds only its closing tag and continued
    /// nothing inside it but an open paragraph or table, or lists (as `closeSchemeContainer`).
    mutating func closeHTMLContainer(_ container: Int) -> Bool {
        var element = container
        if nodes[element].kind == .paragraph || nodes[element].kind == .table { element = nodes[element].parent }
        while nodes[element].kind == .list { element = nodes[element].parent }
        let start = nextNonspace
        guard nodes[element].kind == .htmlContainer, start + 2 < lineEnd, bytes[start] == UInt8(ascii: "<"),
              let tagEnd = HTMLSyntax.scanClosingTag(bytes, at: start, end: lineEnd),
              let nameEnd = HTMLSyntax.scanTagName(bytes, at: start + 2, end: lineEnd),
              bytes[(start + 2)..<nameEnd].map(\.asciiLowercased) == nodes[element].label,
              bytes[tagEnd..<lineEnd].allSatisfy(\.isSpaceOrTab) else { return false }
        while tip != element { tip = finalize(tip) }
        tip = finalize(element)
        consumeRestOfLine()
        return true
    }

    /// `markdown`, `markdown="1"` or `markdown="block"`, in any letter case.
    private static func isMarkdownAttribute(_ attribute: RawAttribute, in bytes: [UInt8]) -> Bool {
        guard bytes[attribute.name].map(\.asciiLowercased).elementsEqual("markdown".utf8) else { return false }
        guard let value = attribute.value else { return true }
        let lowercased = bytes[value].map(\.asciiLowercased)
        return lowercased.elementsEqual("1".utf8) || lowercased.elementsEqual("block".utf8)
    }

    /// The HTML block elements whose content can be blocks.
    private static let containerTags: Set<[UInt8]> = Set([
        "address", "article", "aside", "blockquote", "center", "dd", "details", "dialog", "div", "dl", "fieldset",
        "figure", "footer", "form", "header", "li", "main", "nav", "ol", "section", "td", "th", "ul",
    ].map { Array($0.utf8) })
}

extension DocumentWriter {
    /// The opening tag as written without `markdown`, the blocks, and the closing tag: in safe mode
    /// the tags pass the sanitizer, and the content is a block of its own to raw HTML.
    mutating func writeHTMLContainer(_ index: Int) {
        html.newline()
        let openBefore = html.rawElements.openCount
        let isOpen = writeHTMLContainerTag(index)
        html.newline()
        writeBlocks(children(of: index)[...], tight: false)
        guard isOpen else { return }
        html.newline()
        if html.options.allowsUnsafeHTML {
            html.raw("</")
            html.trusted(nodes[index].label[...])
            html.raw(">")
        } else {
            html.rawElements.close(downTo: openBefore, output: &html.page.output)
        }
        html.raw("\n")
    }
}
