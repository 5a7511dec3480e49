import Markdown

/// A page's text, made in one walk over its blocks: the plain text
/// (every block's text, code included, one line per paragraph, heading and table row) that the
/// word count and the summary read, and the runs of it search takes in
/// (`SearchText`: all but code blocks). Appending bytes rather than strings,
/// once: the text of a long page was made three times over before, a small
/// string at a time, and search's text was a copy of it without the code.
struct PageText {
    /// The plain text, as UTF-8.
    private(set) var plain: [UInt8] = []
    /// Empty when the site has no search index; shares `plain`'s storage.
    private(set) var search = SearchText()
    private let collectsSearchText: Bool
    /// Where the text after a leading level-1 heading, which repeats the title in listings, starts in `plain`.
    private var bodyStart = 0

    /// The text of `document`; its readable text for search only when `collectingSearchText`.
    init(_ document: Document, collectingSearchText: Bool) {
        collectsSearchText = collectingSearchText
        if collectsSearchText { search.start(heading: false, at: 0) }
        // By index: iterating by value would copy each block out of the array, retaining its payload.
        let blocks = document.blocks
        for index in blocks.indices {
            guard case .heading(let level, let content, _, _) = blocks[index] else {
                append(blocks[index])
                continue
            }
            if collectsSearchText { search.start(heading: true, at: plain.count) }
            append(content)
            plain.append(.lineFeed)
            if collectsSearchText { search.start(heading: false, at: plain.count) }
            if index == 0 && level == 1 { bodyStart = plain.count }
        }
        if collectsSearchText { search.finish(with: plain) }
    }

    /// Words are runs of non-space characters.
    var wordCount: Int {
        plain.withUnsafeBufferPointer { bytes in
            var count = 0
            var inWord = false
            for byte in bytes {
                let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
                count += !isSpace && !inWord ? 1 : 0
                inWord = !isSpace
            }
            return count
        }
    }

    /// The start of the text after a leading level-1 heading, for listings (see `TextExcerpt`).
    func summary(maximumLength: Int) -> String {
        TextExcerpt.make(plain[bodyStart...], maximumLength: maximumLength)
    }

    private mutating func append(_ block: Block) {
        switch block {
        case .paragraph(let inlines), .heading(_, let inlines, _, _):
            append(inlines)
            append(.lineFeed)
        case .codeBlock(_, var code):
            if collectsSearchText { search.end(at: plain.count) }
            code.withUTF8 { plain.append(contentsOf: $0) }
            if collectsSearchText { search.start(heading: false, at: plain.count) }
        case .blockQuote(let children), .schemeContainer(_, let children):
            for child in children { append(child) }
        case .callout(let callout):
            for child in callout.blocks { append(child) }
        case .list(let list):
            for item in list.items {
                for child in item.blocks { append(child) }
            }
        case .table(let table):
            for row in CollectionOfOne(table.header) + table.rows {
                for cell in row {
                    append(cell)
                    append(.space)
                }
                append(.lineFeed)
            }
        case .definitionList(let list):
            for item in list.items {
                switch item {
                case .term(let inlines):
                    append(inlines)
                    append(.lineFeed)
                case .definition(let children, _):
                    for child in children { append(child) }
                }
            }
        case .thematicBreak, .html:
            break
        }
    }

    /// Inline text as the plain text has it: raw HTML and footnote references left out, breaks as spaces.
    private mutating func append(_ inlines: [Inline]) {
        for index in inlines.indices {
            switch inlines[index] {
            case .text(var text), .code(var text):
                text.withUTF8 { plain.append(contentsOf: $0) }
            case .softBreak, .hardBreak: append(.space)
            case .html, .footnoteReference: break
            case .emphasis(let children), .strong(let children), .strikethrough(let children): append(children)
            case .link(let link), .image(let link): append(link.content)
            }
        }
    }

    private mutating func append(_ byte: UInt8) {
        plain.append(byte)
    }
}

private extension UInt8 {
    static let lineFeed = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
}
