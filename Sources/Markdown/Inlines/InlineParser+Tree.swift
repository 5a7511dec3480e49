/// Turning the arena into the public `Inline` tree: adjacent text merges into one `.text`, and
/// structure nested deeper than `maximumNesting` is written out as text.
extension InlineParser {
    func makeInlines() -> [Inline] {
        inlines(from: nodes[0].firstChild, depth: 0)
    }

    private func inlines(from first: Int, depth: Int) -> [Inline] {
        var result: [Inline] = []
        var text = PendingText()
        var index = first
        while index != -1 {
            let node = nodes[index]
            if node.kind == .text {
                text.add(bytes, node.start, node.end)
            } else if node.firstChild != -1 || node.kind == .emphasis || node.kind == .strong, depth >= Self.maximumNesting {
                text.add(flattened(index))
            } else {
                text.flush(into: &result)
                result.append(inline(node, depth: depth))
            }
            index = node.next
        }
        text.flush(into: &result)
        return result
    }

    private func inline(_ node: InlineNode, depth: Int) -> Inline {
        switch node.kind {
        case .softBreak: return .softBreak
        case .hardBreak: return .hardBreak
        case .code: return .code(codeSpanContent(node.start, node.end))
        case .html: return .html(String(decoding: bytes[node.start..<node.end], as: UTF8.self))
        case .emphasis: return .emphasis(inlines(from: node.firstChild, depth: depth + 1))
        case .strong: return .strong(inlines(from: node.firstChild, depth: depth + 1))
        case .strikethrough: return .strikethrough(inlines(from: node.firstChild, depth: depth + 1))
        case .link, .image:
            let target = targets[node.target]
            let link = Link(destination: target.destination, title: target.title,
                            content: inlines(from: node.firstChild, depth: depth + 1), sourceOffset: target.sourceOffset)
            return node.kind == .link ? .link(link) : .image(link)
        case .root, .text: return .text(String(decoding: bytes[node.start..<node.end], as: UTF8.self))
        }
    }

    /// The source-like text of a subtree, walked with an explicit stack so depth costs no recursion.
    private func flattened(_ root: Int) -> [UInt8] {
        var output: [UInt8] = []
        var stack: [(node: Int, closing: Bool)] = [(root, false)]
        while let (index, closing) = stack.popLast() {
            let node = nodes[index]
            let (open, close) = markers(node)
            if closing {
                output.append(contentsOf: close)
                continue
            }
            switch node.kind {
            case .text, .html: output.append(contentsOf: bytes[node.start..<node.end])
            case .code: output.append(contentsOf: codeSpanContent(node.start, node.end).utf8)
            case .softBreak, .hardBreak: output.append(.lineFeed)
            default:
                output.append(contentsOf: open)
                stack.append((index, true))
                var children: [Int] = []
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

    private func markers(_ node: InlineNode) -> ([UInt8], [UInt8]) {
        switch node.kind {
        case .emphasis: return ([node.delimiter], [node.delimiter])
        case .strong, .strikethrough: return ([node.delimiter, node.delimiter], [node.delimiter, node.delimiter])
        case .link: return ([UInt8(ascii: "[")], [UInt8(ascii: "]")])
        case .image: return (Array("![".utf8), [UInt8(ascii: "]")])
        default: return ([], [])
        }
    }
}

/// Adjacent text nodes, collected so they become one `Inline.text`. A lone node (the common
/// case) is turned into a string straight from the parser's buffer, without copying it first.
private struct PendingText {
    private var single: ArraySlice<UInt8>?
    private var buffer: [UInt8] = []

    mutating func add(_ bytes: [UInt8], _ start: Int, _ end: Int) {
        add(bytes[start..<end])
    }

    mutating func add(_ bytes: [UInt8]) {
        add(bytes[...])
    }

    private mutating func add(_ slice: ArraySlice<UInt8>) {
        if let first = single {
            buffer.append(contentsOf: first)
            single = nil
        }
        if buffer.isEmpty {
            single = slice
        } else {
            buffer.append(contentsOf: slice)
        }
    }

    mutating func flush(into result: inout [Inline]) {
        if let slice = single {
            result.append(.text(String(decoding: slice, as: UTF8.self)))
            single = nil
        } else if !buffer.isEmpty {
            result.append(.text(String(decoding: buffer, as: UTF8.self)))
            buffer.removeAll(keepingCapacity: true)
        }
    }
}
