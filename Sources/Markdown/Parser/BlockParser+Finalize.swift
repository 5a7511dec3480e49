/// Closing a block: what happens to its content once no more lines can join it.
extension BlockParser {
    /// Closes `node` and returns its parent.
    mutating func finalize(_ node: Int) -> Int {
        let parent = nodes[node].parent
        nodes[node].isOpen = false
        switch nodes[node].kind {
        case .paragraph:
            extractReferenceDefinitions(node)
            if nodes[node].content.isEmpty, nodes[parent].children.last == node {
                nodes[parent].children.removeLast()
            }
        case .indentedCode:
            removeTrailingBlankLines(node)
        case .list:
            finalizeList(node)
            attachAnnotations(node)
        default:
            break
        }
        return parent
    }

    private mutating func removeTrailingBlankLines(_ node: Int) {
        let content = nodes[node].content
        var end = content.upperBound
        while end > content.lowerBound, text[end - 1].isASCIIWhitespace { end -= 1 }
        if end > content.lowerBound {
            // Keep the line ending of the last line with text.
            while end < content.upperBound, text[end] != .lineFeed { end += 1 }
            end = min(end + 1, content.upperBound)
        }
        nodes[node].content = content.lowerBound..<end
    }
}
