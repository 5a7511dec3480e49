/// A block while the block parser builds the tree: one arena slot, linked by indices.
struct BlockNode {
    enum Kind {
        case document, blockQuote, list, item, paragraph, heading, thematicBreak
        case fencedCode, indentedCode, html, table, schemeContainer, footnoteDefinition, admonition
        case definitionList, definition, htmlContainer, tabSet, tab
        /// kramdown's lines that are not content: a block attribute list (`{: .class}`), and an attribute list
        /// definition, an `{::options /}` line or an abbreviation definition (`nonContent`); an extension
        /// with a body (`{::comment}` … `{:/}`).
        case attributeList, nonContent, kramdownExtension
    }

    var kind: Kind
    var parent: Int
    var children: [Int] = []
    var isOpen = true
    var lastLineBlank = false
    /// Container nesting depth (the document is 0); deeper containers are not opened.
    var depth: Int
    var startLine: Int
    /// A leaf's text: a range of the parser's shared `text` (each line ends with `\n`). Only the
    /// deepest open block takes lines, so leaves fill that buffer one after another.
    var content: Range<Int> = 0..<0
    /// A leaf's lines: a range of the parser's shared `lines`.
    var lines: Range<Int> = 0..<0

    /// Lists, items and definitions (the `:`'s offset and padding; `isTight` per definition).
    var listMarker = ListMarker()
    /// Headings: 1–6; admonitions: `plainAdmonition`, `collapsedAdmonition` or `expandedAdmonition`;
    /// content tabs: 1 for the tab shown first; fenced code with annotations and their list: each other's index.
    var level = 0
    /// Fenced code and scheme containers.
    var fence = Fence()
    /// HTML blocks: the start condition (1–7), which decides the end condition.
    var htmlKind = 0
    /// Tables: the column alignments from the delimiter row.
    var alignments: [TableAlignment] = []
    /// Tables: the empty cells added so far to fill rows shorter than the header.
    var autocompletedCells = 0
    /// Footnote definitions: the label as written; admonitions: the kind, lower-cased; content tabs: the label;
    /// kramdown extensions: the name.
    var label: [UInt8] = []
    /// The block's kramdown attributes: an index of the parser's `attributeLists`, or -1.
    var attributes = -1

    init(kind: Kind, parent: Int, depth: Int, startLine: Int) {
        self.kind = kind
        self.parent = parent
        self.depth = depth
        self.startLine = startLine
    }

    var isContainer: Bool {
        switch kind {
        case .document, .blockQuote, .list, .item, .schemeContainer, .footnoteDefinition, .admonition, .definitionList, .definition,
             .htmlContainer, .tabSet, .tab: true
        default: false
        }
    }

    /// Whether lines go to this block verbatim, without looking for block starts.
    var acceptsRawLines: Bool {
        kind == .fencedCode || kind == .indentedCode || kind == .html || kind == .kramdownExtension
    }

    func canContain(_ child: Kind) -> Bool {
        switch kind {
        case .document, .blockQuote, .item, .schemeContainer, .footnoteDefinition, .admonition, .definition, .htmlContainer, .tab:
            child != .item && child != .tab
        case .list: child == .item
        case .tabSet: child == .tab
        case .definitionList: child == .definition
        default: false
        }
    }
}

/// Where one line of leaf text starts: its index in the text and its byte offset in the input.
struct LineStart {
    var contentOffset: Int
    var sourceOffset: Int
}

extension ArraySlice<LineStart> {
    /// The input offset of the leaf text's byte at `target`, found among these lines by bisection.
    func sourceOffset(ofContent target: Int) -> Int {
        var low = startIndex
        var high = endIndex - 1
        guard high >= low else { return target }
        while low < high {
            let middle = (low + high + 1) / 2
            if self[middle].contentOffset <= target { low = middle } else { high = middle - 1 }
        }
        return self[low].sourceOffset + target - self[low].contentOffset
    }
}

/// What a fence was opened with: fenced code (` ``` `, `~~~`), a scheme container (`:::`) or an
/// HTML container (`<div markdown>`).
struct Fence {
    var character: UInt8 = 0
    var length = 0
    /// Columns of indentation before the opening fence, removed from content lines.
    var indent = 0
    /// The info string of fenced code (raw), the scheme of a scheme container, an admonition's title,
    /// an HTML container's opening tag.
    var info: [UInt8] = []
    /// HTML containers: where the opening tag is in the input; content tabs: where the label is.
    var sourceOffset = 0
}
