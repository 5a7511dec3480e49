/// The text of parsed inlines without markup, read from the arena: for heading ids and `alt`
/// attributes, and for structure nested too deep, which is written as the text it was written with.
extension InlineParser {
    /// The leaf's text without markup, as a heading's id is made from it.
    func plainText() -> String {
        var output: [UInt8] = []
        appendPlainText(from: nodes[0].firstChild, depth: 0, keepingHTML: false, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// The text of a sibling list: breaks as spaces, footnote references left out, raw HTML left out
    /// or kept (as cmark keeps it in an image's `alt`).
    func appendPlainText(from first: Int, depth: Int, keepingHTML: Bool, to output: inout [UInt8]) {
        var index = first
        while index != -1 {
            let node = nodes[index]
            switch node.kind {
            case .text: output.append(contentsOf: bytes[node.start..<node.end])
            case .code: output.append(contentsOf: codeSpanContent(node.start, node.end))
            case .softBreak, .hardBreak: output.append(.space)
            case .html: if keepingHTML { output.append(contentsOf: bytes[node.start..<node.end]) }
            case .footnoteReference, .root: break
            case .keys, .math, .displayMath: output.append(contentsOf: bytes[node.start..<node.end])
            case .shortcode, .attributes: break
            case .emphasis, .strong, .strikethrough, .link, .image, .mark, .inserted, .superscript, .subscript:
                if depth >= Self.maximumNesting {
                    output.append(contentsOf: flattened(index))
                } else {
                    appendPlainText(from: node.firstChild, depth: depth + 1, keepingHTML: keepingHTML, to: &output)
                }
            }
            index = node.next
        }
    }

    /// The source-like text of a subtree, walked with an explicit stack so depth costs no recursion.
    func flattened(_ root: Int) -> [UInt8] {
        var output: [UInt8] = []
        var stack: [(node: Int, closing: Bool)] = [(root, false)]
        var children: [Int] = []
        while let (index, closing) = stack.popLast() {
            let node = nodes[index]
            if closing {
                appendMarker(of: node, opening: false, to: &output)
                continue
            }
            switch node.kind {
            case .text, .html, .keys, .attributes: output.append(contentsOf: bytes[node.start..<node.end])
            case .shortcode: output.append(contentsOf: bytes[(node.start - 1)..<(node.end + 1)])
            case .code: output.append(contentsOf: codeSpanContent(node.start, node.end))
            case .softBreak, .hardBreak: output.append(.lineFeed)
            case .footnoteReference: appendSource(ofFootnoteReference: node.target, to: &output)
            default:
                appendMarker(of: node, opening: true, to: &output)
                stack.append((index, true))
                children.removeAll(keepingCapacity: true)
                var child = node.firstChild
                while child != -1 {
                    children.append(child)
                    child = nodes[child].next
                }
                for child in children.reversed() { stack.append((child, false)) }
            }
        }
        return output
    }

    private func appendSource(ofFootnoteReference reference: Int, to output: inout [UInt8]) {
        output.append(contentsOf: "[^".utf8)
        output.append(contentsOf: footnoteReferences[reference].label.utf8)
        output.append(UInt8(ascii: "]"))
    }

    private func appendMarker(of node: InlineNode, opening: Bool, to output: inout [UInt8]) {
        switch node.kind {
        case .emphasis, .superscript, .subscript:
            output.append(node.delimiter)
        case .strong, .strikethrough, .mark, .inserted:
            output.append(node.delimiter)
            output.append(node.delimiter)
        case .link, .image:
            if opening && node.kind == .image { output.append(UInt8(ascii: "!")) }
            output.append(opening ? UInt8(ascii: "[") : UInt8(ascii: "]"))
        default:
            break
        }
    }
}
