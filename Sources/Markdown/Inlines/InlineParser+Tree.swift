/// Turning the arena into the public `Inline` tree: adjacent text merges into one `.text`, and
/// structure nested deeper than `maximumNesting` is written out as text.
extension InlineParser {
    func makeInlines() -> [Inline] {
        inlines(from: nodes[0].firstChild, depth: 0, inLink: false)
    }

    private func inlines(from first: Int, depth: Int, inLink: Bool) -> [Inline] {
        var result: [Inline] = []
        // Sized once: growing from empty reallocated most arrays two or three times.
        result.reserveCapacity(siblingCount(from: first))
        var text = PendingText()
        let autolinking = extensions.contains(.autolinks) && !inLink
        func flush() {
            guard let (pending, start) = text.take() else { return }
            if autolinking {
                appendAutolinking(pending, bufferStart: start, to: &result)
            } else {
                result.append(.text(String(decoding: pending, as: UTF8.self)))
            }
        }
        var index = first
        while index != -1 {
            let node = nodes[index]
            if node.kind == .text {
                text.add(bytes[node.start..<node.end], at: node.start)
            } else if node.kind.nests, depth >= Self.maximumNesting {
                text.add(flattened(index)[...], at: node.start)
            } else {
                flush()
                result.append(inline(node, depth: depth, inLink: inLink))
            }
            index = node.next
        }
        flush()
        return result
    }

    /// How many nodes the sibling list starting at `first` has (at least as many as the inlines made of it).
    private func siblingCount(from first: Int) -> Int {
        var count = 0
        var index = first
        while index != -1 {
            count += 1
            index = nodes[index].next
        }
        return count
    }

    func inline(_ node: InlineNode, depth: Int, inLink: Bool) -> Inline {
        // Recursion passes through here once per nesting level: the frame stays small when the
        // inlines are made in functions called before or after the recursive call, not here.
        guard node.kind.nests else { return leaf(node) }
        let isLink = node.kind == .link || node.kind == .image
        return container(node, inlines(from: node.firstChild, depth: depth + 1, inLink: inLink || isLink))
    }

    private func container(_ node: InlineNode, _ content: [Inline]) -> Inline {
        switch node.kind {
        case .emphasis: return .emphasis(content)
        case .strong: return .strong(content)
        case .link, .image:
            let target = targets[node.target]
            let link = Link(destination: target.destination, title: target.title, content: content, sourceOffset: target.sourceOffset)
            return node.kind == .link ? .link(link) : .image(link)
        default: return .strikethrough(content)
        }
    }

    func leaf(_ node: InlineNode) -> Inline {
        switch node.kind {
        case .softBreak: return .softBreak
        case .hardBreak: return .hardBreak
        case .code: return .code(codeSpanContent(node.start, node.end))
        case .html: return .html(String(decoding: bytes[node.start..<node.end], as: UTF8.self))
        case .footnoteReference: return .footnoteReference(footnoteReferences[node.target])
        default: return .text(String(decoding: bytes[node.start..<node.end], as: UTF8.self))
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
            case .text, .html: output.append(contentsOf: bytes[node.start..<node.end])
            case .code: output.append(contentsOf: codeSpanContent(node.start, node.end).utf8)
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
        case .emphasis:
            output.append(node.delimiter)
        case .strong, .strikethrough:
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
