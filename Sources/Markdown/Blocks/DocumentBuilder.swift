/// Turns the block parser's arena into public `Block`s, parsing each leaf's inlines with the
/// now complete set of link reference definitions.
struct DocumentBuilder {
    let parser: BlockParser
    private var inlineParser: InlineParser
    private var slugs = SlugGenerator()

    init(parser: BlockParser) {
        self.parser = parser
        inlineParser = InlineParser(extensions: parser.extensions, references: parser.references)
    }

    private var extensions: MarkdownExtensions { parser.extensions }

    mutating func build() -> [Block] {
        blocks(of: 0)
    }

    private mutating func blocks(of index: Int) -> [Block] {
        var result: [Block] = []
        result.reserveCapacity(parser.nodes[index].children.count)
        for child in parser.nodes[index].children {
            result.append(block(child))
        }
        return result
    }

    mutating func block(_ index: Int) -> Block {
        let node = parser.nodes[index]
        switch node.kind {
        case .paragraph:
            return .paragraph(inlines(node.content, node.lineStarts))
        case .heading:
            let content = inlines(node.content, node.lineStarts)
            let id = extensions.contains(.headingIDs) ? slugs.uniqueSlug(for: PlainText.of(content)) : nil
            return .heading(level: node.level, content: content, id: id)
        case .thematicBreak:
            return .thematicBreak
        case .blockQuote:
            if extensions.contains(.callouts), let callout = callout(index) { return .callout(callout) }
            return .blockQuote(blocks(of: index))
        case .list:
            let start = node.listMarker.isOrdered ? node.listMarker.start : nil
            let items = node.children.map { listItem($0) }
            return .list(List(start: start, isTight: node.listMarker.isTight, items: items))
        case .fencedCode:
            return .codeBlock(info: String(decoding: node.fence.info, as: UTF8.self), code: String(decoding: node.content, as: UTF8.self))
        case .indentedCode:
            return .codeBlock(info: nil, code: String(decoding: node.content, as: UTF8.self))
        case .html:
            return .html(String(decoding: node.content, as: UTF8.self))
        case .table:
            return .table(table(node))
        case .schemeContainer:
            return .schemeContainer(scheme: String(decoding: node.fence.info, as: UTF8.self), blocks: blocks(of: index))
        case .document, .item:
            preconditionFailure("the document is nobody's child, and items are children of lists only")
        }
    }

    mutating func inlines(_ content: [UInt8], _ lineStarts: [LineStart]) -> [Inline] {
        inlineParser.parse(content, lineStarts: lineStarts)
    }

    private mutating func listItem(_ index: Int) -> ListItem {
        let children = parser.nodes[index].children
        if extensions.contains(.taskLists), let first = children.first, parser.nodes[first].kind == .paragraph,
           let (checked, rest) = TaskListMarker.parse(parser.nodes[first].content) {
            let paragraph = parser.nodes[first]
            let lineStarts = paragraph.lineStarts.droppingPrefix(paragraph.content.count - rest.count)
            var blocks: [Block] = [.paragraph(inlines(rest, lineStarts))]
            for child in children.dropFirst() { blocks.append(block(child)) }
            return ListItem(checkbox: checked, blocks: blocks)
        }
        return ListItem(checkbox: nil, blocks: blocks(of: index))
    }

    private mutating func table(_ node: BlockNode) -> Table {
        let columns = node.alignments.count
        var rows: [[[Inline]]] = []
        for (lineIndex, line) in node.lineStarts.enumerated() {
            let lineEnd = lineIndex + 1 < node.lineStarts.count ? node.lineStarts[lineIndex + 1].contentOffset : node.content.count
            let ranges = TableRow.cellRanges(node.content, from: line.contentOffset, to: lineEnd)
            var row: [[Inline]] = []
            row.reserveCapacity(columns)
            for (start, end) in ranges.prefix(columns) {
                let cell = TableRow.unescapingPipes(node.content, from: start, to: end)
                let source = line.sourceOffset + start - line.contentOffset
                row.append(inlines(cell, [LineStart(contentOffset: 0, sourceOffset: source)]))
            }
            while row.count < columns { row.append([]) }
            rows.append(row)
        }
        let header = rows.isEmpty ? Array(repeating: [], count: columns) : rows.removeFirst()
        return Table(alignments: node.alignments, header: header, rows: rows)
    }
}
