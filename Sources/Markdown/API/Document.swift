import Foundation

/// A parsed Markdown document. Parsing never fails: whatever is not Markdown syntax is text.
public struct Document: Sendable {
    /// The top-level blocks.
    public var blocks: [Block]
    /// The footnotes the blocks reference (`.footnotes`), in the order of their numbers.
    public var footnotes: [Footnote]
    /// The extensions the document was parsed with (the renderer honours `.tagFilter`).
    public let extensions: MarkdownExtensions
    /// The input, kept to turn link offsets into line and column.
    private let input: [UInt8]

    /// Parses UTF-8 text.
    public init(parsing text: String, options: MarkdownOptions = .init()) {
        self.init(parsing: Array(text.utf8), options: options)
    }

    /// Parses UTF-8 bytes (invalid sequences are rendered as U+FFFD).
    public init(parsing bytes: [UInt8], options: MarkdownOptions = .init()) {
        let parser = BlockParser.parsing(bytes, extensions: options.extensions)
        var builder = DocumentBuilder(parser: parser)
        blocks = builder.build()
        footnotes = builder.footnotes()
        extensions = options.extensions
        input = parser.bytes
    }

    /// The size of the input in bytes (to size the rendering's buffer).
    var inputSize: Int { input.count }

    /// Every heading, in document order.
    public var headings: [Heading] {
        var result: [Heading] = []
        Self.visit(blocks) { block in
            if case .heading(let level, let content, let id, _) = block {
                result.append(Heading(level: level, text: PlainText.of(content), id: id))
            }
        }
        return result
    }

    /// Every link and image in document order, with where each starts in the input.
    public var links: [LinkOccurrence] {
        var found: [(Link, Bool)] = []
        func collect(_ block: Block) {
            switch block {
            case .paragraph(let inlines), .heading(_, let inlines, _, _):
                Self.collectLinks(inlines, into: &found)
            case .table(let table):
                for row in [table.header] + table.rows {
                    for cell in row { Self.collectLinks(cell, into: &found) }
                }
            case .definitionList(let list):
                for case .term(let inlines) in list.items { Self.collectLinks(inlines, into: &found) }
            default:
                break
            }
        }
        // The footnotes' blocks one by one: joined to the document's first, every block was copied and released.
        Self.visit(blocks, collect)
        for footnote in footnotes { Self.visit(footnote.blocks, collect) }
        // Links come in input order, so one forward pass finds every line and column (asking
        // for each location separately would rescan long lines once per link).
        var position = InputPosition(input)
        return found.map { link, isImage in
            position.advance(to: link.sourceOffset, in: input)
            return LinkOccurrence(destination: link.destination, isImage: isImage, line: position.line, column: position.column)
        }
    }

    /// Calls `body` on every block, depth first, in document order.
    private static func visit(_ blocks: [Block], _ body: (Block) -> Void) {
        // By index: a `for in` would copy each block out of the array, retaining its payload.
        for index in blocks.indices {
            body(blocks[index])
            switch blocks[index] {
            case .blockQuote(let children), .schemeContainer(_, let children): visit(children, body)
            case .callout(let callout): visit(callout.blocks, body)
            case .definitionList(let list):
                for case .definition(let children, _) in list.items { visit(children, body) }
            case .list(let list): for item in list.items { visit(item.blocks, body) }
            default: break
            }
        }
    }

    private static func collectLinks(_ inlines: [Inline], into found: inout [(Link, Bool)]) {
        // By index: a `for in` copies each inline out of the array, retaining its text.
        for index in inlines.indices {
            switch inlines[index] {
            case .link(let link):
                found.append((link, false))
                collectLinks(link.content, into: &found)
            case .image(let link):
                found.append((link, true))
                collectLinks(link.content, into: &found)
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                collectLinks(children, into: &found)
            default:
                break
            }
        }
    }
}

/// A 1-based line and column (in Unicode scalars) moving forward through the input.
private struct InputPosition {
    var line = 1
    var column = 1
    var offset = 0
    /// Whether the input has a CR at all: most have none, and then need no search for one on every line.
    let hasCarriageReturn: Bool

    init(_ input: [UInt8]) {
        hasCarriageReturn = input.withUnsafeBufferPointer { Self.firstIndex(of: .carriageReturn, in: $0, from: 0, before: $0.count) != nil }
    }

    /// Whole lines are passed with memchr (vectorised) and only the characters of the target's own line
    /// counted: a byte-by-byte walk to each page's last link was 3 % of a build of real pages.
    mutating func advance(to target: Int, in input: [UInt8]) {
        if target < offset { (line, column, offset) = (1, 1, 0) }
        let end = min(target, input.count)
        input.withUnsafeBufferPointer { bytes in
            while let lineBreak = lineBreak(in: bytes, from: offset, before: end) {
                line += 1
                column = 1
                offset = lineBreak + 1
            }
            // A CR here is the first half of a CR LF, which counts as the LF alone.
            for byte in UnsafeBufferPointer(rebasing: bytes[offset..<max(offset, end)]) where byte & 0xC0 != 0x80 && byte != .carriageReturn {
                column += 1
            }
            offset = max(offset, end)
        }
    }

    /// The first line break in `bytes[start..<end]`: an LF, or a CR that no LF follows.
    private func lineBreak(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int) -> Int? {
        let lineFeed = Self.firstIndex(of: .lineFeed, in: bytes, from: start, before: end) ?? end
        guard hasCarriageReturn else { return lineFeed < end ? lineFeed : nil }
        var searched = start
        while let carriageReturn = Self.firstIndex(of: .carriageReturn, in: bytes, from: searched, before: lineFeed) {
            if carriageReturn + 1 == bytes.count || bytes[carriageReturn + 1] != .lineFeed { return carriageReturn }
            searched = carriageReturn + 1
        }
        return lineFeed < end ? lineFeed : nil
    }

    private static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int) -> Int? {
        guard start < end, let base = bytes.baseAddress, let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }
}
