import Foundation

/// The parsed leaf written as HTML straight from the arena: the markup that rendering
/// `makeInlines()` writes, without an `Inline` and a `String` per piece of text (making and
/// freeing them was a sixth of `sitegen markdown`'s instructions). Links, images, code and footnote
/// references, a small part of real text, are still made as `Inline`s and written as such.
extension InlineParser {
    func writeHTML(to writer: inout HTMLWriter) {
        writeHTML(from: nodes[0].firstChild, depth: 0, to: &writer)
    }

    private func writeHTML(from first: Int, depth: Int, to writer: inout HTMLWriter) {
        // Adjacent text is merged as `makeInlines` merges it only where e-mail autolinks are
        // looked for in it; elsewhere each piece is escaped as it comes.
        let autolinking = extensions.contains(.autolinks)
        var text = PendingText()
        var index = first
        while index != -1 {
            let node = nodes[index]
            if node.kind == .text && !autolinking {
                writer.text(bytes[node.start..<node.end])
            } else if node.kind == .text {
                text.add(bytes[node.start..<node.end], at: node.start)
            } else if node.kind.nests, depth >= Self.maximumNesting {
                text.add(flattened(index)[...], at: node.start)
            } else {
                writeText(&text, to: &writer)
                write(node, depth: depth, to: &writer)
            }
            index = node.next
        }
        writeText(&text, to: &writer)
    }

    private func write(_ node: InlineNode, depth: Int, to writer: inout HTMLWriter) {
        let span: Span
        switch node.kind {
        case .emphasis: span = .emphasis
        case .strong: span = .strong
        case .strikethrough: span = .strikethrough
        default:
            writer.inline(inline(node, depth: depth, inLink: false))
            return
        }
        writer.raw(span.openingTag)
        writeHTML(from: node.firstChild, depth: depth + 1, to: &writer)
        writer.raw(span.closingTag)
    }

    private func writeText(_ text: inout PendingText, to writer: inout HTMLWriter) {
        guard let (pending, start) = text.take() else { return }
        let hasAtSign = pending.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { memchr($0, Int32(UInt8(ascii: "@")), buffer.count) != nil } ?? false
        }
        if hasAtSign {
            var inlines: [Inline] = []
            appendAutolinking(pending, bufferStart: start, to: &inlines)
            writer.inlines(inlines)
        } else {
            writer.text(pending)
        }
    }
}
