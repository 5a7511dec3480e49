import Core
import Foundation

/// Phase one: the block structure, line by line, as CommonMark's appendix describes it.
/// Each line first continues the open containers it matches, then may open new blocks,
/// and what remains goes to the deepest open block. Link reference definitions are
/// collected as paragraphs close.
struct BlockParser {
    /// Containers nested deeper than this are not opened; their markers stay text.
    static let maximumDepth = 50
    /// A table takes no more rows once it has filled this many missing cells (cmark-gfm's limit):
    /// a wide header over short rows would otherwise make output quadratic in the input.
    static let maximumAutocompletedCells = 0x80000

    let bytes: [UInt8]
    let extensions: MarkdownExtensions
    var nodes: [BlockNode]
    /// The text of every leaf, one leaf after another.
    var text: [UInt8] = []
    /// Where each line of `text` starts.
    var lines: [LineStart] = []
    var references: [[UInt8]: LinkReference] = [:]
    /// The first footnote definition of each normalized label.
    var footnoteDefinitions: [[UInt8]: Int] = [:]
    /// kramdown's attribute lists given to blocks (`BlockNode.attributes`), and its definitions by name.
    var attributeLists: [AttributeList] = []
    var attributeDefinitions: [[UInt8]: AttributeList] = [:]
    /// An attribute list waiting for the block on the next line.
    var waitingAttributes: WaitingAttributes?
    /// Whether a list asked for the table of contents (`{:toc}`).
    var requestsTableOfContents = false
    /// Where the last kramdown stop tag (`{:/`) is in the input, -1 for none; nil until looked for.
    var lastStopTag: Int?
    /// Where each mkautodoc or mkdocstrings line (`::: httpx.request`) starts, and its name.
    var autodocLines: [(offset: Int, name: [UInt8])] = []
    /// The abbreviations defined (`*[HTML]: …`), with their titles.
    var abbreviations: [[UInt8]: [UInt8]] = [:]
    /// The values a template printed into the input as text (`RenderOptions.escapedTemplateValues`).
    private(set) var escapedValues = EscapedTemplateValues(ranges: [])
    /// The deepest open block.
    var tip = 0
    var lineNumber = 0

    // The current line and the cursor in it (byte offset and tab-expanded column).
    var lineStart = 0
    var lineEnd = 0
    var offset = 0
    var column = 0
    var partiallyConsumedTab = false
    var nextNonspace = 0
    var nextNonspaceColumn = 0
    var indent = 0
    var blank = false
    /// A thematic break cannot start before this offset of the current line.
    var thematicBreakKillOffset = 0
    /// The last line that had nothing after the markers of the containers it continues.
    var lastBlankLine = 0

    init(bytes: [UInt8], extensions: MarkdownExtensions) {
        self.bytes = bytes
        self.extensions = extensions
        nodes = [BlockNode(kind: .document, parent: -1, depth: 0, startLine: 1)]
        // About one block per 40 bytes and one line per 50 in real documents; reserving avoids regrowth copies.
        nodes.reserveCapacity(bytes.count / 40 + 8)
        lines.reserveCapacity(bytes.count / 40 + 8)
        text.reserveCapacity(bytes.count + bytes.count / 8 + 64)
    }

    /// The block structure of `input`, with U+0000 replaced by U+FFFD as CommonMark asks for safety,
    /// and invalid UTF-8 by U+FFFD as well, unless the caller has checked it (`isValid`): checked once,
    /// the HTML written straight from the bytes is valid UTF-8 too. `escapedTemplateValues` are input ranges.
    static func parsing(_ input: [UInt8], isValid: Bool = false, extensions: MarkdownExtensions,
                        escapedTemplateValues: [Range<Int>] = []) -> BlockParser {
        let count = input.count
        var input = input
        if !isValid, !UTF8Validation.isValid(input) {
            input = Array(String(decoding: input, as: UTF8.self).utf8)
        }
        let hasNull = input.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { memchr($0, 0, buffer.count) != nil } ?? false
        }
        var parser = BlockParser(bytes: hasNull ? input.flatMap { $0 == 0 ? [0xEF, 0xBF, 0xBD] : [$0] } : input,
                                 extensions: extensions)
        // Offsets of the input are offsets of the parser's bytes unless a NUL or invalid UTF-8 was replaced (lengths
        // change); then values are left as written rather than read in the wrong places.
        if parser.bytes.count == count { parser.escapedValues = EscapedTemplateValues(ranges: escapedTemplateValues) }
        parser.parse()
        return parser
    }

    /// Parses every line, then closes the blocks still open.
    mutating func parse() {
        var index = 0
        let count = bytes.count
        // A line ends at the next LF or CR, whichever comes first; both are found with memchr
        // (vectorised), and the next CR is looked for again only once the lines have passed it.
        var nextCarriageReturn = -1
        while index < count {
            if nextCarriageReturn < index {
                nextCarriageReturn = Self.firstIndex(of: .carriageReturn, in: bytes, from: index) ?? count
            }
            let end = Self.firstIndex(of: .lineFeed, in: bytes, from: index, before: nextCarriageReturn) ?? nextCarriageReturn
            processLine(start: index, end: end)
            index = end
            if index < count {
                if bytes[index] == .carriageReturn, index + 1 < count, bytes[index + 1] == .lineFeed { index += 1 }
                index += 1
            }
        }
        while tip != -1 { tip = finalize(tip) }
    }

    /// The first index of `byte` in `bytes[start..<end]` (end defaults to the end of the bytes).
    private static func firstIndex(of byte: UInt8, in bytes: [UInt8], from start: Int, before end: Int? = nil) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            let end = end ?? buffer.count
            guard start < end, let base = buffer.baseAddress,
                  let found = memchr(base + start, Int32(byte), end - start) else { return nil }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
        }
    }

    private mutating func processLine(start: Int, end: Int) {
        lineNumber += 1
        lineStart = start
        lineEnd = end
        offset = start
        column = 0
        partiallyConsumedTab = false
        thematicBreakKillOffset = start

        guard let (matched, allMatched) = matchContinuations() else { return }
        if !allMatched && continueKramdownExtensionLazily() { return }
        let lastMatched = matched
        var container = matched
        guard openNewBlocks(&container, allMatched: allMatched) else { return }
        addText(to: container, lastMatched: lastMatched)
    }

    /// Walks down the open blocks while the line continues them. Returns nil when the line
    /// was consumed (a closing code fence), else the last matched block.
    private mutating func matchContinuations() -> (container: Int, allMatched: Bool)? {
        var container = 0
        while let last = nodes[container].children.last, nodes[last].isOpen {
            container = last
            findNextNonspace()
            let matched: Bool
            switch nodes[container].kind {
            case .blockQuote: matched = continueBlockQuote()
            case .item: matched = continueItem(container)
            case .fencedCode:
                guard let continued = continueFencedCode(container) else { return nil }
                matched = continued
            case .indentedCode: matched = continueIndentedCode()
            case .footnoteDefinition, .admonition, .tab: matched = continueIndentedContainer()
            case .html: matched = !(blank && nodes[container].htmlKind >= 6 && !isBlankLineOfAValue) && !(extensions.contains(.markdownInHTML) && closesHTMLContainer(around: container))
            case .paragraph: matched = !blank
            case .table: matched = !blank && nodes[container].autocompletedCells <= Self.maximumAutocompletedCells
            case .heading, .thematicBreak, .attributeList, .nonContent: matched = false
            case .kramdownExtension:
                guard let continued = continueKramdownExtension(container) else { return nil }
                matched = continued
            case .definition: matched = continueDefinition(container)
            case .document, .list, .schemeContainer, .definitionList, .htmlContainer, .tabSet: matched = true
            }
            if !matched {
                return (nodes[container].parent, false)
            }
        }
        return (container, true)
    }

    /// Opens the blocks whose start markers follow the matched containers.
    /// Returns false when the line was consumed (it closed a scheme or HTML container).
    private mutating func openNewBlocks(_ container: inout Int, allMatched: Bool) -> Bool {
        var maybeLazy = nodes[tip].kind == .paragraph
        while !nodes[container].acceptsRawLines {
            findNextNonspace()
            let indented = indent >= 4
            let byte = nextNonspace < lineEnd ? bytes[nextNonspace] : 0
            if !indented && !Self.mayStartBlock[Int(byte)] {
                advanceOffset(nextNonspace - offset, columns: false)
                break
            }
            let kind = nodes[container].kind
            let roomForContainer = nodes[container].depth < Self.maximumDepth
            // Each `start…` returns whether its block started (and then has moved the cursor past its marker).
            if !indented && byte == UInt8(ascii: ">") && roomForContainer {
                startBlockQuote(&container)
            } else if !indented, startATXHeading(&container) {
            } else if !indented, startFencedCode(&container) {
            } else if !indented && byte == UInt8(ascii: "{") && !extensions.isDisjoint(with: [.kramdownAttributes, .attributeLists]),
                      startAttributeListLine(&container) {
            } else if !indented && byte == UInt8(ascii: "*") && extensions.contains(.abbreviations), startAbbreviationDefinition(&container) {
            } else if !indented && extensions.contains(.markdownInHTML) && closeHTMLContainer(container) {
                return false
            } else if !indented && roomForContainer && extensions.contains(.markdownInHTML), startHTMLContainer(&container) {
            } else if !indented, startHTMLBlock(&container, interruptsParagraph: kind == .paragraph) {
            } else if !indented && kind == .paragraph, startSetextHeading(container) {
            } else if !indented && kind == .paragraph && extensions.contains(.tables), startTable(&container) {
            } else if !indented && !(kind == .paragraph && !allMatched), startThematicBreak(&container) {
            } else if !indented && extensions.contains(.schemeContainers) && closeSchemeContainer(container) {
                return false
            } else if !indented && kind != .paragraph && roomForContainer && extensions.contains(.schemeContainers),
                      startSchemeContainer(&container) {
            } else if !indented && roomForContainer && extensions.contains(.footnotes), startFootnoteDefinition(&container) {
            } else if !indented && roomForContainer && extensions.contains(.admonitions), startAdmonition(&container) {
            } else if !indented && roomForContainer && extensions.contains(.contentTabs), startContentTab(&container) {
            } else if !indented && roomForContainer && extensions.contains(.definitionLists), startDefinition(&container) {
            } else if !indented && roomForContainer, startListItem(&container) {
            } else if indented && !maybeLazy && !blank {
                advanceOffset(4, columns: true)
                container = addChild(.indentedCode, to: container)
            } else {
                break
            }
            if nodes[container].kind == .heading || nodes[container].acceptsRawLines || nodes[container].kind == .table
                || nodes[container].kind == .attributeList || nodes[container].kind == .nonContent {
                break
            }
            maybeLazy = false
        }
        return true
    }

    /// Adds what is left of the line to the right block: a lazy paragraph continuation, the open
    /// leaf, or a new paragraph.
    private mutating func addText(to start: Int, lastMatched: Int) {
        var container = start
        findNextNonspace()
        if blank, let last = nodes[container].children.last {
            nodes[last].lastLineBlank = true
        }
        // A line that opened no block and has nothing left is blank (one a block's marker took is not).
        if blank && start == lastMatched { lastBlankLine = lineNumber }
        let kind = nodes[container].kind
        let lastLineBlank = blank && kind != .blockQuote && kind != .heading && kind != .thematicBreak
            && kind != .fencedCode && kind != .schemeContainer && kind != .table && kind != .htmlContainer
            && kind != .attributeList && kind != .nonContent && kind != .kramdownExtension
            && !(kind == .item && nodes[container].children.isEmpty && nodes[container].startLine == lineNumber)
        nodes[container].lastLineBlank = lastLineBlank
        var ancestor = nodes[container].parent
        while ancestor != -1 {
            nodes[ancestor].lastLineBlank = false
            ancestor = nodes[ancestor].parent
        }

        if tip != lastMatched && container == lastMatched && !blank && nodes[tip].kind == .paragraph {
            addLine(to: tip)
            return
        }
        while tip != lastMatched && tip != -1 { tip = finalize(tip) }
        switch kind {
        case .indentedCode:
            addLine(to: container)
        case .fencedCode, .kramdownExtension:
            if nodes[container].startLine != lineNumber { addLine(to: container) }
        case .html:
            addLine(to: container)
            if htmlBlockEnds(kind: nodes[container].htmlKind) {
                container = finalize(container)
            }
        case .heading:
            if !blank, nodes[container].startLine == lineNumber {
                addATXHeadingContent(to: container)
            }
        case .table:
            if !blank {
                let cells = TableRow.cellRanges(bytes, from: nextNonspace, to: lineEnd).count
                nodes[container].autocompletedCells += max(0, nodes[container].alignments.count - cells)
                addLine(to: container)
            }
        default:
            if blank || kind == .thematicBreak {
                break
            } else if kind == .paragraph {
                advanceOffset(nextNonspace - offset, columns: false)
                addLine(to: container)
            } else {
                container = addChild(.paragraph, to: container)
                advanceOffset(nextNonspace - offset, columns: false)
                addLine(to: container)
            }
        }
        tip = container
    }

    /// Appends a block to `parent`, first closing blocks that cannot contain it.
    mutating func addChild(_ kind: BlockNode.Kind, to parent: Int) -> Int {
        var parent = parent
        while !nodes[parent].canContain(kind) { parent = finalize(parent) }
        let depth = nodes[parent].depth + (nodes[parent].isContainer ? 1 : 0)
        let child = nodes.count
        var node = BlockNode(kind: kind, parent: parent, depth: depth, startLine: lineNumber)
        node.content = text.count..<text.count
        node.lines = lines.count..<lines.count
        nodes.append(node)
        nodes[parent].children.append(child)
        if waitingAttributes != nil, kind != .attributeList { takeWaitingAttributes(into: child, parent: parent) }
        return child
    }

    /// First bytes of a non-indented line that may start a block; other lines skip the checks.
    private static let mayStartBlock: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in ">#`~<*+_=-:|[!?{$0123456789".utf8 { table[Int(byte)] = true }
        return table
    }()
}
