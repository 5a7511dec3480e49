/// An inline while the inline parser works: one arena slot in a doubly linked list of siblings,
/// so that emphasis and links can wrap a run of siblings in O(1).
struct InlineNode {
    enum Kind: UInt8 {
        case root, text, softBreak, hardBreak, code, html, emphasis, strong, strikethrough, link, image, footnoteReference
        case mark, inserted, superscript, `subscript`, keys, shortcode
        /// TeX between `$` (`math`) or `$$` (`displayMath`): the range is the TeX.
        case math, displayMath
        /// kramdown's span attribute list (`{: .class}`, from `{` to `}`), for the element before it.
        case attributes

        /// Whether nodes of this kind hold other inlines.
        var nests: Bool {
            switch self {
            case .emphasis, .strong, .strikethrough, .link, .image, .mark, .inserted, .superscript, .subscript: true
            default: false
            }
        }
    }

    var kind: Kind
    /// Text, code and HTML: the byte range in the parser's buffer.
    var start = 0
    var end = 0
    var previous = -1
    var next = -1
    var firstChild = -1
    var lastChild = -1
    /// Links and images: index into the parser's link targets; footnote references: into its
    /// footnote references.
    var target = -1
    /// Emphasis and the other spans: the delimiter character, written back as text when nesting is too deep;
    /// autolinks, whose text is their URL: `<`.
    var delimiter: UInt8 = 0

    init(kind: Kind, start: Int = 0, end: Int = 0) {
        self.kind = kind
        self.start = start
        self.end = end
    }
}

/// A link's or image's destination and title, kept apart from the node to keep nodes small.
struct LinkTarget {
    var destination: String
    var title: String?
    var sourceOffset: Int
}

extension InlineNode {
    /// The `delimiter` of an autolink.
    static let autolink = UInt8(ascii: "<")
}

extension InlineParser {
    /// Appends a node at the end of the top-level list.
    @discardableResult
    mutating func append(_ node: InlineNode) -> Int {
        let index = nodes.count
        nodes.append(node)
        let last = nodes[0].lastChild
        nodes[index].previous = last
        if last == -1 { nodes[0].firstChild = index } else { nodes[last].next = index }
        nodes[0].lastChild = index
        return index
    }

    mutating func appendText(_ start: Int, _ end: Int) {
        guard end > start else { return }
        append(InlineNode(kind: .text, start: start, end: end))
    }

    /// Appends an autolink to `target` whose text is the buffer's bytes from `textStart` to `textEnd`.
    mutating func appendLink(target: Int, textStart: Int, textEnd: Int) {
        var link = InlineNode(kind: .link)
        link.target = target
        link.delimiter = InlineNode.autolink
        let linkIndex = append(link)
        let textIndex = nodes.count
        nodes.append(InlineNode(kind: .text, start: textStart, end: textEnd))
        nodes[linkIndex].firstChild = textIndex
        nodes[linkIndex].lastChild = textIndex
    }

    /// Unlinks a top-level node.
    mutating func unlink(_ index: Int) {
        let previous = nodes[index].previous
        let next = nodes[index].next
        if previous == -1 { nodes[0].firstChild = next } else { nodes[previous].next = next }
        if next == -1 { nodes[0].lastChild = previous } else { nodes[next].previous = previous }
        nodes[index].previous = -1
        nodes[index].next = -1
    }

    /// Moves the top-level nodes strictly between `first` and `last` (-1: to the end) into a new
    /// node inserted after `first`; returns the new node.
    mutating func wrap(after first: Int, before last: Int, in container: InlineNode) -> Int {
        let index = nodes.count
        nodes.append(container)
        let childStart = nodes[first].next
        let childEnd = last == -1 ? nodes[0].lastChild : nodes[last].previous
        if childStart != last && childStart != -1 {
            nodes[index].firstChild = childStart
            nodes[index].lastChild = childEnd
            nodes[childStart].previous = -1
            nodes[childEnd].next = -1
        }
        nodes[first].next = index
        nodes[index].previous = first
        nodes[index].next = last
        if last == -1 { nodes[0].lastChild = index } else { nodes[last].previous = index }
        return index
    }
}
