/// Phase three: the blocks the block parser found, written as HTML in document order. Each leaf's
/// inlines are parsed when it is reached (every link reference definition is known by then) and
/// written from the inline parser's arena, and what the page collects besides the HTML is taken
/// in the same walk. This is the walk; each construct writes itself in its own file.
struct DocumentWriter {
    // The parser's results, held one by one: reading through a stored `BlockParser` made debug
    // builds copy the whole parser into every frame.
    let nodes: [BlockNode]
    let text: [UInt8]
    let lines: [LineStart]
    let extensions: MarkdownExtensions
    /// The parser's input, which link positions count in.
    let input: [UInt8]
    /// kramdown's attribute lists given to blocks, and the definitions they may name.
    let attributeLists: [AttributeList]
    let attributeDefinitions: [[UInt8]: AttributeList]
    /// The document's abbreviations; nil when it defines none.
    let abbreviations: Abbreviations?
    /// What templates printed into the input, read back in code.
    let escapedValues: EscapedTemplateValues
    var isWritingAutolink = false
    /// The document's table of contents (`{:toc}`) while it is written: the output before it and the headings.
    var tableOfContents: TableOfContents?
    /// Whether the output before the table of contents is set aside.
    var isHoldingOutput = false
    var inlines: InlineParser
    var slugs: SlugGenerator
    var html: HTMLWriter
    /// Where the last link collected is, when the page collects links: the next is found from there.
    private var position: InputPosition?
    /// The option lines under each mkautodoc block (`    :docstring:`), input ranges: reported with their block, their
    /// options are not emoji shortcodes.
    private(set) var autodocOptionLines: [Range<Int>] = []

    init(parsing markdown: [UInt8], isValid: Bool = false, extensions: MarkdownExtensions, html: HTMLWriter) {
        let parser = BlockParser.parsing(markdown, isValid: isValid, extensions: extensions,
                                         escapedTemplateValues: html.options.escapedTemplateValues)
        nodes = parser.nodes
        text = parser.text
        lines = parser.lines
        self.extensions = extensions
        input = parser.bytes
        attributeLists = parser.attributeLists
        attributeDefinitions = parser.attributeDefinitions
        abbreviations = parser.abbreviations.isEmpty ? nil : Abbreviations(parser.abbreviations)
        tableOfContents = parser.requestsTableOfContents ? TableOfContents() : nil
        var footnotes: [[UInt8]: (definition: Int, label: String)] = [:]
        for (key, definition) in parser.footnoteDefinitions {
            footnotes[key] = (definition, String(decoding: parser.nodes[definition].label, as: UTF8.self))
        }
        inlines = InlineParser(extensions: extensions, smartPunctuation: html.options.smartPunctuation,
                               references: parser.references, footnotes: footnotes)
        escapedValues = parser.escapedValues
        inlines.escapedValues = escapedValues
        slugs = SlugGenerator(
            capacity: extensions.contains(.headingIDs) ? parser.nodes.count { $0.kind == .heading } : 0,
            rule: extensions.contains(.docCHeadingIDs) ? .docC : html.options.pythonMarkdownHeadingIDs ? .pythonMarkdown : .gitHub)
        self.html = html
        self.html.extensions = extensions
        self.html.rawElements.convertsShortcodes = extensions.contains(.shortcodes)
        self.html.rawElements.siteIcons = html.options.siteIcons
        // The page's footnote numbers go on in this document.
        swap(&inlines.footnoteUses, &self.html.page.footnotes.uses)
        position = html.page.parts.contains(.links) ? InputPosition(parser.bytes) : nil
        if !parser.autodocLines.isEmpty { noteAutodocBlocks(parser.autodocLines) }
    }

    private mutating func noteAutodocBlocks(_ autodocLines: [(offset: Int, name: [UInt8])]) {
        var position = InputPosition(input)
        for (offset, name) in autodocLines {
            position.advance(to: offset, in: input)
            html.page.autodocBlocks.append(AutodocBlock(name: String(decoding: name, as: UTF8.self), line: position.line, column: position.column))
            autodocOptionLines.append(optionLines(after: offset))
        }
    }

    /// The indented lines starting with `:` right after the mkautodoc line at `offset`.
    private func optionLines(after offset: Int) -> Range<Int> {
        let lineEnd = { (start: Int) in input[start...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? input.endIndex }
        let start = lineEnd(offset)
        var end = start
        while end < input.endIndex {
            let text = input[end...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            guard text.startIndex > end, text.first == UInt8(ascii: ":") else { break }
            end = lineEnd(end)
        }
        return start..<end
    }

    /// Writes the top-level blocks, calling `afterEachBlock` after each (but while a table of contents waits
    /// for the headings after it). A level-1 heading that comes first is parsed but left out `droppingTitle`.
    mutating func writeDocument(droppingTitle: Bool, afterEachBlock: (inout HTMLWriter) -> Void) {
        var dropsTitle = droppingTitle
        for child in nodes[0].children {
            switch kind(of: child) {
            case .footnoteDefinition:
                writeFootnoteDefinition(child)
                continue
            case .attributeList, .nonContent:
                continue
            default:
                break
            }
            if dropsTitle, kind(of: child) == .heading, nodes[child].level == 1 {
                skipHeading(child)
            } else {
                html.closePendingRawHTML()
                writeBlock(child, tight: false)
                html.page.topLevelBlocks += 1
            }
            dropsTitle = false
            // Output held for a table of contents is not handed on before it is written.
            if !isHoldingOutput { afterEachBlock(&html) }
        }
        writeTableOfContents()
        // What the document's raw HTML left open ends with it.
        html.leaveRawHTMLBlock(0, endsLine: true)
    }

    /// The writer, the page's footnote numbers brought up to date.
    consuming func finish() -> HTMLWriter {
        var html = html
        html.page.footnotes.uses = inlines.footnoteUses
        return html
    }

    /// One block. A thin dispatcher: recursion passes through here once per nesting level, so
    /// it keeps its frame small (debug builds size a frame for every branch's locals).
    mutating func writeBlock(_ index: Int, tight: Bool) {
        switch kind(of: index) {
        case .paragraph: writeParagraph(index, tight: tight)
        case .heading: writeHeading(index)
        case .thematicBreak: html.thematicBreak(attributes: renderedAttributes(of: index, on: "hr"))
        case .blockQuote: writeBlockQuote(index)
        case .list where nodes[index].level != 0: break // A code block's annotations, written with it.
        case .list: writeList(index)
        case .fencedCode, .indentedCode: writeCodeBlock(index)
        case .html: writeHTMLBlock(index)
        case .table: writeTable(index)
        case .schemeContainer: writeSchemeContainer(index)
        case .htmlContainer: writeHTMLContainer(index)
        case .admonition: writeAdmonition(index)
        case .tabSet: writeTabSet(index)
        case .definitionList: writeDefinitionList(index)
        case .footnoteDefinition: writeFootnoteDefinition(index)
        case .kramdownExtension: writeKramdownExtension(index)
        case .attributeList, .nonContent: break
        case .document, .item, .definition, .tab:
            preconditionFailure("the document is nobody's child; items, definitions and tabs are their sets' only")
        }
    }

    /// A container's blocks: a block of its own to raw HTML (`RawHTMLSanitizer`).
    mutating func writeBlocks(_ children: ArraySlice<Int>, tight: Bool) {
        let outerRawHTML = html.enterRawHTMLBlock()
        for child in children {
            html.closePendingRawHTML()
            writeBlock(child, tight: tight)
        }
        html.leaveRawHTMLBlock(outerRawHTML, endsLine: true)
    }

    // Small accessors: in debug builds every `nodes[i]` in a function copies a whole node into
    // its frame, and the functions on the recursion path must keep their frames small.
    func children(of index: Int) -> [Int] { nodes[index].children }
    func kind(of index: Int) -> BlockNode.Kind { nodes[index].kind }
    func attributeList(of index: Int) -> Int { nodes[index].attributes }

    /// Parses the inlines of leaf text (a range of `text`) whose lines are `lineRange` of `lines`.
    mutating func parseInlines(_ content: Range<Int>, _ lineRange: Range<Int>) {
        inlines.parse(text[content], lineStarts: lines[lineRange])
    }

    mutating func parseInlines(of leaf: Int) {
        parseInlines(nodes[leaf].content, nodes[leaf].lines)
    }

    /// Lists a link or image found at `offset` of the input, when the page collects links.
    mutating func collectLink(_ destination: String, isImage: Bool, at offset: Int) {
        guard position != nil else { return }
        position?.advance(to: offset, in: input)
        html.collect(LinkOccurrence(destination: destination, isImage: isImage, line: position!.line, column: position!.column))
    }
}
