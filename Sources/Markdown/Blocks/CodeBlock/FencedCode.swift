/// Fenced code: three or more backticks or tildes, an info string, and a closing fence at least as long.
extension BlockParser {
    mutating func startFencedCode(_ container: inout Int) -> Bool {
        let start = nextNonspace
        guard start < lineEnd else { return false }
        let character = bytes[start]
        if character == UInt8(ascii: "$") { return startMathBlock(&container) }
        guard character == UInt8(ascii: "`") || character == UInt8(ascii: "~") else { return false }
        var cursor = start
        while cursor < lineEnd, bytes[cursor] == character { cursor += 1 }
        let length = cursor - start
        guard length >= 3 else { return false }
        if character == UInt8(ascii: "`"), bytes[cursor..<lineEnd].contains(UInt8(ascii: "`")) { return false }
        var infoStart = cursor
        while infoStart < lineEnd, bytes[infoStart].isSpaceOrTab { infoStart += 1 }
        var infoEnd = lineEnd
        while infoEnd > infoStart, bytes[infoEnd - 1].isSpaceOrTab { infoEnd -= 1 }

        container = addChild(.fencedCode, to: container)
        nodes[container].fence = Fence(character: character, length: length, indent: indent,
                                       info: CharacterReference.unescape(bytes, from: infoStart, to: infoEnd))
        consumeRestOfLine()
        return true
    }

    /// `.math`'s block: a line that holds only `$$` opens it, as a fence whose info is `math`, and the next such line closes it.
    private mutating func startMathBlock(_ container: inout Int) -> Bool {
        let start = nextNonspace
        guard extensions.contains(.math), start + 1 < lineEnd, bytes[start + 1] == UInt8(ascii: "$"),
              bytes[(start + 2)..<lineEnd].allSatisfy(\.isSpaceOrTab) else { return false }
        container = addChild(.fencedCode, to: container)
        nodes[container].fence = Fence(character: UInt8(ascii: "$"), length: 2, indent: indent, info: Array("math".utf8))
        consumeRestOfLine()
        return true
    }

    /// nil when the line is the closing fence (and the block is closed); otherwise true.
    mutating func continueFencedCode(_ node: Int) -> Bool? {
        let fence = nodes[node].fence
        if indent <= 3, nextNonspace < lineEnd, bytes[nextNonspace] == fence.character {
            var cursor = nextNonspace
            while cursor < lineEnd, bytes[cursor] == fence.character { cursor += 1 }
            let length = cursor - nextNonspace
            while cursor < lineEnd, bytes[cursor].isSpaceOrTab { cursor += 1 }
            if length >= fence.length && cursor == lineEnd {
                tip = finalize(node)
                return nil
            }
        }
        var remaining = fence.indent
        while remaining > 0, offset < lineEnd, bytes[offset].isSpaceOrTab {
            advanceOffset(1, columns: true)
            remaining -= 1
        }
        return true
    }
}
