/// Turns the block parser's arena into public `Block`s, parsing each leaf's inlines with the
/// now complete set of link reference definitions.
struct DocumentBuilder {
    // The parser's results, held one by one: reading through a stored `BlockParser` made debug
    // builds copy the whole parser into every frame (5 KB per nesting level).
    let nodes: [BlockNode]
    let text: [UInt8]
    let lines: [LineStart]
    let extensions: MarkdownExtensions
    var inlineParser: InlineParser
    private var slugs: SlugGenerator
    /// The content of each footnote definition (the first of its label), built where it stands.
    private var footnoteBlocks: [Int: [Block]] = [:]

    init(parser: BlockParser) {
        nodes = parser.nodes
        text = parser.text
        lines = parser.lines
        extensions = parser.extensions
        var footnotes: [[UInt8]: (definition: Int, label: String)] = [:]
        for (key, definition) in parser.footnoteDefinitions {
            footnotes[key] = (definition, String(decoding: parser.nodes[definition].label, as: UTF8.self))
        }
        inlineParser = InlineParser(extensions: parser.extensions, references: parser.references, footnotes: footnotes)
        slugs = SlugGenerator(capacity: parser.extensions.contains(.headingIDs) ? parser.nodes.count { $0.kind == .heading } : 0)
    }

    mutating func build() -> [Block] {
        blocks(of: 0)
    }

    /// The footnotes referenced while building, by number (call after `build`).
    func footnotes() -> [Footnote] {
        inlineParser.footnoteUses.sorted { $0.value.number < $1.value.number }.map { definition, use in
            Footnote(label: String(decoding: nodes[definition].label, as: UTF8.self),
                     blocks: footnoteBlocks[definition] ?? [], referenceCount: use.count)
        }
    }

    mutating func blocks(of index: Int) -> [Block] {
        let children = children(of: index)
        var result: [Block] = []
        result.reserveCapacity(children.count)
        for child in children {
            if isFootnoteDefinition(child) { collectFootnote(child) } else { result.append(block(child)) }
        }
        return result
    }

    // Callers test and collect definitions themselves (rather than through a helper that appends
    // either): a helper would add a frame per nesting level on the recursion path.
    func isFootnoteDefinition(_ index: Int) -> Bool { nodes[index].kind == .footnoteDefinition }

    /// Builds a footnote definition's content for the footnote section; it has no place where it stands.
    mutating func collectFootnote(_ index: Int) {
        // Built even when unreferenced or repeated: references inside still count, as in cmark-gfm.
        let content = blocks(of: index)
        if footnoteBlocks[index] == nil, inlineParser.footnotes[normalizedLabel(index)]?.definition == index {
            footnoteBlocks[index] = content
        }
    }

    private func normalizedLabel(_ index: Int) -> [UInt8] {
        let label = nodes[index].label
        return LinkSyntax.normalizedLabel(label, label.indices)
    }

    // Small accessors: in debug builds every `nodes[i]` in a function copies a whole node into
    // its frame, and the functions on the recursion path must keep their frames small.
    func children(of index: Int) -> [Int] { nodes[index].children }
    func kind(of index: Int) -> BlockNode.Kind { nodes[index].kind }

    /// One block. A thin dispatcher: recursion passes through here once per nesting level, so
    /// it keeps its frame small (debug builds size a frame for every branch's locals).
    mutating func block(_ index: Int) -> Block {
        switch kind(of: index) {
        case .paragraph: return paragraph(index)
        case .heading: return heading(index)
        case .thematicBreak: return .thematicBreak
        case .blockQuote: return blockQuote(index)
        case .list: return list(index)
        case .fencedCode, .indentedCode, .html: return literal(index)
        case .table: return table(index)
        case .schemeContainer: return schemeContainer(index)
        case .admonition: return admonition(index)
        case .definitionList: return definitionList(index)
        case .document, .item, .footnoteDefinition, .definition:
            preconditionFailure("the document is nobody's child, items and definitions are children of lists only, definitions go to collectFootnote")
        }
    }

    private mutating func paragraph(_ index: Int) -> Block {
        .paragraph(inlines(of: index))
    }

    /// Code and HTML blocks: their text as written.
    private func literal(_ index: Int) -> Block {
        let node = nodes[index]
        let text = string(text[node.content])
        switch node.kind {
        case .fencedCode: return .codeBlock(info: string(node.fence.info[...]), code: text)
        case .indentedCode: return .codeBlock(info: nil, code: text)
        default: return .html(text)
        }
    }

    private mutating func schemeContainer(_ index: Int) -> Block {
        .schemeContainer(scheme: string(nodes[index].fence.info[...]), blocks: blocks(of: index))
    }

    private mutating func heading(_ index: Int) -> Block {
        var range = nodes[index].content
        var customID: String?
        var classes: [String] = []
        if extensions.contains(.headingAttributes), let attributes = HeadingAttributes.parse(text[range]) {
            range = range.lowerBound..<attributes.titleEnd
            customID = attributes.id
            classes = attributes.classes
        }
        let content = inlines(range, nodes[index].lines)
        let id = customID.map { slugs.reserve($0) }
            ?? (extensions.contains(.headingIDs) ? slugs.uniqueSlug(for: PlainText.of(content)) : nil)
        return .heading(level: nodes[index].level, content: content, id: id, classes: classes)
    }

    private mutating func blockQuote(_ index: Int) -> Block {
        if extensions.contains(.callouts), let callout = callout(index) { return .callout(callout) }
        return .blockQuote(blocks(of: index))
    }

    private mutating func list(_ index: Int) -> Block {
        var items: [ListItem] = []
        for item in children(of: index) { items.append(listItem(item)) }
        let marker = listMarker(index)
        return .list(List(start: marker.isOrdered ? marker.start : nil, isTight: marker.isTight, items: items))
    }

    func listMarker(_ index: Int) -> ListMarker { nodes[index].listMarker }

    /// A paragraph in a definition list holds terms, one per line; definitions hold blocks.
    private mutating func definitionList(_ index: Int) -> Block {
        var items: [DefinitionList.Item] = []
        for child in children(of: index) {
            if kind(of: child) == .definition {
                items.append(.definition(blocks(of: child), isTight: listMarker(child).isTight))
                continue
            }
            let lineRange = nodes[child].lines
            for line in lineRange {
                let start = lines[line].contentOffset
                var end = line + 1 < lineRange.upperBound ? lines[line + 1].contentOffset : nodes[child].content.upperBound
                while end > start, text[end - 1].isASCIIWhitespace { end -= 1 }
                items.append(.term(inlines(start..<end, line..<(line + 1))))
            }
        }
        return .definitionList(DefinitionList(items: items))
    }

    private mutating func inlines(of leaf: Int) -> [Inline] {
        inlines(nodes[leaf].content, nodes[leaf].lines)
    }

    private func text(of leaf: Int) -> String {
        string(text[nodes[leaf].content])
    }

    /// The inlines of leaf text (a range of `text`) whose lines are `lineRange` of `lines`.
    mutating func inlines(_ content: Range<Int>, _ lineRange: Range<Int>) -> [Inline] {
        inlineParser.parse(text[content], lineStarts: lines[lineRange])
    }

    private func string(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private mutating func listItem(_ index: Int) -> ListItem {
        let children = children(of: index)
        if let (checked, paragraph) = taskListMarker(children) {
            var blocks: [Block] = [.paragraph(paragraph)]
            for child in children.dropFirst() {
                if isFootnoteDefinition(child) { collectFootnote(child) } else { blocks.append(block(child)) }
            }
            return ListItem(checkbox: checked, blocks: blocks)
        }
        return ListItem(checkbox: nil, blocks: blocks(of: index))
    }

    /// The checkbox and the rest of the first paragraph when an item starts with `[ ]` or `[x]`.
    mutating func taskListMarker(_ children: [Int]) -> (Bool, [Inline])? {
        guard extensions.contains(.taskLists), let first = children.first, nodes[first].kind == .paragraph,
              let (checked, rest) = TaskListMarker.parse(text, nodes[first].content) else { return nil }
        return (checked, inlines(rest..<nodes[first].content.upperBound, nodes[first].lines))
    }

    private mutating func table(_ index: Int) -> Block {
        let node = nodes[index]
        let columns = node.alignments.count
        var rows: [[[Inline]]] = []
        for lineIndex in node.lines {
            let line = lines[lineIndex]
            let lineEnd = lineIndex + 1 < node.lines.upperBound ? lines[lineIndex + 1].contentOffset : node.content.upperBound
            let ranges = TableRow.cellRanges(text, from: line.contentOffset, to: lineEnd)
            var row: [[Inline]] = []
            row.reserveCapacity(columns)
            for (start, end) in ranges.prefix(columns) {
                let cell = TableRow.unescapingPipes(text, from: start, to: end)
                let source = line.sourceOffset + start - line.contentOffset
                row.append(inlineParser.parse(cell[...], lineStarts: [LineStart(contentOffset: 0, sourceOffset: source)][...]))
            }
            while row.count < columns { row.append([]) }
            rows.append(row)
        }
        let header = rows.isEmpty ? Array(repeating: [], count: columns) : rows.removeFirst()
        return .table(Table(alignments: node.alignments, header: header, rows: rows))
    }
}
