/// Locates the offsets a parser asks for in order, each found by walking on from the last. `SourceText` counts
/// each column from its line's start, so a parser that located every key and value of one long line (a
/// minified JSON file, a front matter flow map) did work quadratic in the line's length. The locations are
/// exactly `SourceText`'s.
public struct SourceLocator: Sendable {
    /// The text located in.
    public let source: SourceText
    /// How far the walk has got: its line and column are known, and no character spans it (the byte
    /// before it ends a line or is ASCII), so the columns after it add on to its own.
    private var offset = 0
    private var line = 1
    private var column = 1

    /// A locator at the start of `source`.
    public init(_ source: SourceText) {
        self.source = source
    }

    /// The location of `target` (clamped to the text), as `SourceText.location(ofOffset:)` gives it: in
    /// time linear in the bytes since the last offset asked for, or in its line's length for an earlier one.
    public mutating func location(ofOffset target: Int) -> SourceLocation {
        let bytes = source.bytes
        let target = min(max(0, target), bytes.count)
        guard target >= offset else { return source.location(ofOffset: target) }
        var resume = offset
        var index = offset
        var isASCII = true
        while index < target {
            let byte = bytes[index]
            index += 1
            guard byte < 0x80 else {
                isASCII = false
                continue
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                var next = index
                if byte == UInt8(ascii: "\r"), next < bytes.count, bytes[next] == UInt8(ascii: "\n") { next += 1 }
                // A target between a CR and its LF is still on the CR's line.
                if next <= target {
                    (index, offset, line, column, isASCII) = (next, next, line + 1, 1, true)
                }
            }
            resume = index
        }
        column += isASCII ? resume - offset : SourceText.columns(in: bytes[offset..<resume])
        offset = resume
        return SourceLocation(path: source.path, line: line, column: column + SourceText.columns(in: bytes[resume..<target]))
    }
}
