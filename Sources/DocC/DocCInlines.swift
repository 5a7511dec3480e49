import Markdown

/// Rewrites a parsed DocC Markdown segment: `doc:` links to the article's URL and title,
/// `symbol:` links to a page or plain code, images by name to the catalog's file, and
/// `> Name:` asides of any kind to callouts.
struct DocCInlines {
    let catalog: DocCCatalog
    let contentPath: String
    /// The page's number of each footnote the segment references, by label (`DocCFootnotes`).
    var footnoteNumbers: [String: DocCFootnotes.Numbering] = [:]

    func blocks(_ blocks: [Block]) -> [Block] {
        blocks.map(block)
    }

    private func block(_ block: Block) -> Block {
        switch block {
        case .paragraph(let content): return .paragraph(inlines(content))
        case .heading(let level, let content, let id, let classes): return .heading(level: level, content: inlines(content), id: id, classes: classes)
        case .blockQuote(let inner): return aside(inner) ?? .blockQuote(blocks(inner))
        case .list(var list):
            for index in list.items.indices { list.items[index].blocks = blocks(list.items[index].blocks) }
            return .list(list)
        case .table(var table):
            table.header = table.header.map(inlines)
            table.rows = table.rows.map { $0.map(inlines) }
            return .table(table)
        case .callout(var callout):
            callout.blocks = blocks(callout.blocks)
            return .callout(callout)
        case .schemeContainer(let scheme, let inner): return .schemeContainer(scheme: scheme, blocks: blocks(inner))
        default: return block
        }
    }

    /// `> Bug: text` — DocC takes any single word before a colon as the aside's kind.
    private func aside(_ inner: [Block]) -> Block? {
        guard case .paragraph(var content)? = inner.first, case .text(let text)? = content.first,
              let colon = text.firstIndex(of: ":"), case let kind = text[..<colon],
              !kind.isEmpty, kind.count <= 30, kind.allSatisfy({ $0.isLetter }),
              case let rest = text[text.index(after: colon)...], rest.isEmpty || rest.first == " "
        else { return nil }
        let remainder = rest.drop { $0 == " " }
        content[0] = .text(String(remainder))
        if remainder.isEmpty { content.removeFirst() }
        if content.first == .softBreak { content.removeFirst() }
        var body = inner
        body[0] = .paragraph(content)
        if content.isEmpty { body.removeFirst() }
        return .callout(Callout(kind: kind.lowercased(), title: String(kind), blocks: blocks(body)))
    }

    func inlines(_ content: [Inline]) -> [Inline] {
        content.flatMap(inline)
    }

    private func inline(_ inline: Inline) -> [Inline] {
        switch inline {
        case .emphasis(let inner): return [.emphasis(inlines(inner))]
        case .strong(let inner): return [.strong(inlines(inner))]
        case .strikethrough(let inner): return [.strikethrough(inlines(inner))]
        case .link(let link): return self.link(link)
        case .footnoteReference(var reference):
            if let numbering = footnoteNumbers[reference.label] {
                reference.number = numbering.number
                reference.occurrence += numbering.earlierReferences
            }
            return [.footnoteReference(reference)]
        case .image(var link):
            if let image = catalog.image(link.destination, from: contentPath), Self.isBareName(link.destination) {
                link.destination = image.light
            }
            return [.image(link)]
        default: return [inline]
        }
    }

    private func link(_ link: Link) -> [Inline] {
        if link.destination.hasPrefix("symbol:") {
            let symbol = String(link.destination.dropFirst("symbol:".count))
            guard let article = catalog.symbolArticle(symbol, from: contentPath) else { return [.code(symbol)] }
            return [.link(Link(destination: article.url, title: link.title, content: link.content))]
        }
        guard let reference = DocCReference(link.destination) else {
            var rewritten = link
            rewritten.content = inlines(link.content)
            return [.link(rewritten)]
        }
        let isAutolink = link.content == [.text(link.destination)]
        guard let article = catalog.article(reference.path, from: contentPath) else {
            return isAutolink ? [.text(reference.displayName)] : inlines(link.content)
        }
        let title = reference.heading ?? article.title
        let content = isAutolink ? [.text(title)] : inlines(link.content)
        return [.link(Link(destination: article.url + reference.anchor, title: link.title, content: content))]
    }

    private static func isBareName(_ destination: String) -> Bool {
        !destination.contains("/") && !destination.contains(":")
    }
}
