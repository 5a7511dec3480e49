/// `::: dark` … `:::` and `::: light` … `:::`: a container whose content is shown in one color
/// scheme. Openers take three or more colons; a line of colons closes the innermost container.
extension BlockParser {
    static let schemes: [[UInt8]] = [Array("dark".utf8), Array("light".utf8)]

    /// `package.module.name`: what follows the colons of mkautodoc's and mkdocstrings' blocks, which are noted
    /// (`AutodocBlock`) and stay text. A name without a dot is left alone: other generators' containers
    /// (`::: tip`) are single words.
    private static func isDottedPythonName(_ name: [UInt8]) -> Bool {
        var afterDot = true
        var dots = 0
        for byte in name {
            if byte == UInt8(ascii: ".") {
                guard !afterDot else { return false }
                afterDot = true
                dots += 1
            } else if byte.isASCIILetter || byte == UInt8(ascii: "_") || (!afterDot && byte.isASCIIDigit) {
                afterDot = false
            } else {
                return false
            }
        }
        return dots > 0 && !afterDot
    }

    mutating func startSchemeContainer(_ container: inout Int) -> Bool {
        guard let afterColons = colonFence() else { return false }
        var nameStart = afterColons
        while nameStart < lineEnd, bytes[nameStart].isSpaceOrTab { nameStart += 1 }
        var nameEnd = lineEnd
        while nameEnd > nameStart, bytes[nameEnd - 1].isSpaceOrTab { nameEnd -= 1 }
        let name = Array(bytes[nameStart..<nameEnd])
        guard Self.schemes.contains(name) else {
            if Self.isDottedPythonName(name), autodocLines.last?.offset != nextNonspace { autodocLines.append((nextNonspace, name)) }
            return false
        }
        container = addChild(.schemeContainer, to: container)
        nodes[container].fence = Fence(character: UInt8(ascii: ":"), length: afterColons - nextNonspace, indent: indent, info: name)
        consumeRestOfLine()
        return true
    }

    /// Closes the innermost scheme container when the line is a bare colon fence that continued
    /// nothing inside it but an open paragraph or table, or lists (which every line continues).
    mutating func closeSchemeContainer(_ container: Int) -> Bool {
        var scheme = container
        if nodes[scheme].kind == .paragraph || nodes[scheme].kind == .table { scheme = nodes[scheme].parent }
        while nodes[scheme].kind == .list { scheme = nodes[scheme].parent }
        guard nodes[scheme].kind == .schemeContainer, let afterColons = colonFence() else { return false }
        var cursor = afterColons
        while cursor < lineEnd, bytes[cursor].isSpaceOrTab { cursor += 1 }
        guard cursor == lineEnd else { return false }
        while tip != scheme { tip = finalize(tip) }
        tip = finalize(scheme)
        return true
    }

    /// The index after three or more colons at the line's first non-space byte.
    private func colonFence() -> Int? {
        var cursor = nextNonspace
        while cursor < lineEnd, bytes[cursor] == UInt8(ascii: ":") { cursor += 1 }
        return cursor - nextNonspace >= 3 ? cursor : nil
    }
}

extension DocumentWriter {
    mutating func writeSchemeContainer(_ index: Int) {
        html.newline()
        html.raw("<div data-theme=\"")
        html.attribute(nodes[index].fence.info)
        html.raw("\">\n")
        writeBlocks(children(of: index)[...], tight: false)
        html.newline()
        html.raw("</div>\n")
    }
}
