/// kramdown's block attribute lists (`.kramdownAttributes`), as kramdown places them: a line `{: #id .class
/// key="value"}` (up to three spaces before it) gives its attributes to the block right before it, with no
/// blank line between, or else to the block that starts on the next line; one with blank lines on both
/// sides gives them to nothing. Such a line ends a paragraph, and several in a row add up. `{:name: …}`
/// defines a list other lists name (`{: name}`), and `* {:.class} text` gives an item its attributes.
/// None of these lines is written. With `.attributeLists`, a line `{ .class }` without the colon
/// (Python-Markdown's attr_list, goldmark's block attributes) is placed the same way.
extension BlockParser {
    /// Starts the block of a line `{:…}`: an attribute list, a definition, or an extension's tag
    /// (`KramdownExtension`); false when the line is none of them.
    mutating func startAttributeListLine(_ container: inout Int) -> Bool {
        let start = nextNonspace
        guard start + 2 < lineEnd else { return false }
        if bytes[start + 1] != UInt8(ascii: ":") { return startColonlessAttributeListLine(&container) }
        guard extensions.contains(.kramdownAttributes), start + 3 < lineEnd,
              let close = Self.closingBrace(bytes, from: start + 2, end: lineEnd), close > start + 2,
              bytes[(close + 1)..<lineEnd].allSatisfy(\.isSpaceOrTab) else { return false }
        switch bytes[start + 2] {
        case UInt8(ascii: ":"): return startKramdownExtension(&container, tag: (start + 3)..<close)
        case UInt8(ascii: "/"): return false
        default: break
        }
        let content = (start + 2)..<close
        if let nameEnd = Self.definitionNameEnd(bytes, in: content) {
            let name = Array(bytes[content.lowerBound..<nameEnd])
            let list = AttributeList(parsing: bytes[(nameEnd + 1)..<close], sourceOffset: start)
            attributeDefinitions[name, default: AttributeList(sourceOffset: start)].merge(list)
            container = addChild(.nonContent, to: container)
        } else {
            container = addChild(.attributeList, to: container)
            attach(AttributeList(parsing: bytes[content], sourceOffset: start), from: container)
        }
        consumeRestOfLine()
        return true
    }

    /// A line `{ .class #id key=value }` (`.attributeLists`), placed as kramdown's lists are.
    private mutating func startColonlessAttributeListLine(_ container: inout Int) -> Bool {
        let start = nextNonspace
        guard extensions.contains(.attributeLists), let close = Self.closingBrace(bytes, from: start + 1, end: lineEnd),
              bytes[(close + 1)..<lineEnd].allSatisfy(\.isSpaceOrTab),
              AttributeList.isWellFormedWithoutColon(bytes[(start + 1)..<close]) else { return false }
        container = addChild(.attributeList, to: container)
        attach(AttributeList(parsing: bytes[(start + 1)..<close], sourceOffset: start, bareWordsAreKeys: true), from: container)
        consumeRestOfLine()
        return true
    }

    /// Reads `{:…}` and the spaces after it at the start of a list item's text: the item's attributes.
    mutating func readItemAttributeList(_ item: Int) {
        let start = offset
        guard start + 2 < lineEnd, bytes[start] == UInt8(ascii: "{"), bytes[start + 1] == UInt8(ascii: ":"),
              bytes[start + 2] != UInt8(ascii: ":"), bytes[start + 2] != UInt8(ascii: "/"),
              let close = Self.closingBrace(bytes, from: start + 2, end: lineEnd), close > start + 2,
              close + 1 == lineEnd || bytes[close + 1].isSpaceOrTab else { return }
        give(AttributeList(parsing: bytes[(start + 2)..<close], sourceOffset: start), to: item)
        var end = close + 1
        while end < lineEnd, bytes[end].isSpaceOrTab { end += 1 }
        advanceOffset(end - offset, columns: false)
    }

    /// The list a block that starts on the line after a waiting attribute list, in its container, takes.
    mutating func takeWaitingAttributes(into node: Int, parent: Int) {
        guard let waiting = waitingAttributes else { return }
        waitingAttributes = nil
        if waiting.line == lineNumber - 1, waiting.container == parent { nodes[node].attributes = waiting.list }
    }

    /// Gives the list of the attribute list line `line` to the block before it, or keeps it for the next.
    private mutating func attach(_ list: AttributeList, from line: Int) {
        let siblings = nodes[nodes[line].parent].children
        if lastBlankLine != lineNumber - 1, siblings.count >= 2, case let previous = siblings[siblings.count - 2], nodes[previous].kind != .nonContent {
            if nodes[previous].kind == .attributeList {
                // A run of lines goes where its first went, or waits with it.
                let shared = nodes[previous].attributes
                attributeLists[shared].merge(list)
                if waitingAttributes?.list == shared { waitingAttributes?.line = lineNumber }
                nodes[line].attributes = shared
            } else {
                give(list, to: previous)
                nodes[line].attributes = nodes[previous].attributes
            }
        } else {
            nodes[line].attributes = attributeLists.count
            attributeLists.append(list)
            waitingAttributes = WaitingAttributes(list: nodes[line].attributes, container: nodes[line].parent, line: lineNumber)
        }
        if list.references("toc") { requestsTableOfContents = true }
    }

    private mutating func give(_ list: AttributeList, to node: Int) {
        if nodes[node].attributes < 0 {
            nodes[node].attributes = attributeLists.count
            attributeLists.append(list)
        } else {
            attributeLists[nodes[node].attributes].merge(list)
        }
    }

    /// The first `}` from `start` on that no backslash escapes, before `end`.
    static func closingBrace(_ bytes: [UInt8], from start: Int, end: Int) -> Int? {
        var cursor = start
        while cursor < end {
            if bytes[cursor] == UInt8(ascii: "\\") {
                cursor += 2
                continue
            }
            if bytes[cursor] == UInt8(ascii: "}") { return cursor }
            cursor += 1
        }
        return nil
    }

    /// Where the name of a definition `name: …` ends (at its colon), or nil when the content is no definition.
    private static func definitionNameEnd(_ bytes: [UInt8], in content: Range<Int>) -> Int? {
        var cursor = content.lowerBound
        guard bytes[cursor].isASCIIAlphanumeric || bytes[cursor] == UInt8(ascii: "_") else { return nil }
        while cursor < content.upperBound,
              bytes[cursor].isASCIIAlphanumeric || bytes[cursor] == UInt8(ascii: "_") || bytes[cursor] == UInt8(ascii: "-") { cursor += 1 }
        return cursor < content.upperBound && bytes[cursor] == UInt8(ascii: ":") ? cursor : nil
    }
}

/// An attribute list read after a blank line (or first in its container), waiting for the block on the next line.
struct WaitingAttributes: Equatable {
    var list: Int
    var container: Int
    var line: Int
}
