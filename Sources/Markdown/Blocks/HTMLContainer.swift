/// Markdown inside HTML (`.markdownInHTML`): `<div class="grid cards" markdown>` alone on its line
/// opens a container whose lines are Markdown blocks, up to a line holding only `</div>`. Python-Markdown
/// counts nested tags of the same name to find the closing one; here the innermost container closes
/// first, and a `</div>` of raw HTML inside closes the container: one that no HTML block takes, or one
/// that would continue an HTML block that has not opened a `<div>` of its own (`</figcaption>` then
/// `</figure>` on the next line). It closes the container from inside a list item, a content tab
/// or a definition too, as Python-Markdown reads the tags before the Markdown. Elements whose content is phrasing
/// (`p`, headings, `summary`…) stay HTML blocks.
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
        while [.list, .item, .tabSet, .definitionList, .definition].contains(nodes[element].kind) { element = nodes[element].parent }
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

    /// Whether the line, which would continue the HTML block `html`, holds only the closing tag of the HTML
    /// container the block is in, and the block has opened no element of that name it has not closed:
    /// the line is the container's, and the block ends before it.
    func closesHTMLContainer(around html: Int) -> Bool {
        let container = nodes[html].parent
        guard nodes[container].kind == .htmlContainer, nodes[html].htmlKind >= 6 else { return false }
        var start = offset
        while start < lineEnd, bytes[start].isSpaceOrTab { start += 1 }
        let name = nodes[container].label
        guard start + name.count + 3 <= lineEnd, bytes[start] == UInt8(ascii: "<"),
              let tagEnd = HTMLSyntax.scanClosingTag(bytes, at: start, end: lineEnd),
              let nameEnd = HTMLSyntax.scanTagName(bytes, at: start + 2, end: lineEnd),
              bytes[(start + 2)..<nameEnd].map(\.asciiLowercased) == name,
              bytes[tagEnd..<lineEnd].allSatisfy(\.isSpaceOrTab) else { return false }
        let block = text[nodes[html].content]
        return count(of: [UInt8(ascii: "<")] + name, in: block) <= count(of: Array("</".utf8) + name, in: block)
    }

    /// How often `tag` (`<div` or `</div`, lower-case) starts a tag in `block`, in any letter case.
    private func count(of tag: [UInt8], in block: ArraySlice<UInt8>) -> Int {
        var found = 0
        var index = block.startIndex
        while let angle = block[index...].firstIndex(of: UInt8(ascii: "<")) {
            let end = angle + tag.count
            if end <= block.endIndex, block[angle..<end].elementsEqual(tag, by: { $0.asciiLowercased == $1 }),
               end == block.endIndex || !(block[end].isASCIIAlphanumeric || block[end] == UInt8(ascii: "-")) {
                found += 1
            }
            index = angle + 1
        }
        return found
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
        "figcaption", "figure", "footer", "form", "header", "li", "main", "nav", "ol", "section", "td", "th", "ul",
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
