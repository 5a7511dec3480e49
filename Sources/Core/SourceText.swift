/// The bytes of one source file with an index of line starts, so that byte
/// offsets found by byte-level parsers become line:column locations only when
/// a diagnostic needs one.
public struct SourceText: Sendable {
    /// The path shown in diagnostics.
    public let path: String
    /// The file's UTF-8 bytes.
    public let bytes: [UInt8]
    private let lineStarts: [Int]

    /// Indexes the lines of `bytes`; a line ends at LF, CRLF or a lone CR.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") {
                index += 1
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                starts.append(index)
            }
        }
        lineStarts = starts
    }

    /// Indexes the lines of a string.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line and column of a byte offset (clamped to the text).
    public func location(ofOffset offset: Int) -> SourceLocation {
        let offset = min(max(0, offset), bytes.count)
        let lineIndex = self.lineIndex(containingOffset: offset)
        let start = lineStarts[lineIndex]
        let column = String(decoding: bytes[start..<offset], as: UTF8.self).unicodeScalars.count + 1
        return SourceLocation(path: path, line: lineIndex + 1, column: column)
    }

    /// The text of the line holding `offset`, without its line break.
    public func line(containingOffset offset: Int) -> String {
        line(number: lineIndex(containingOffset: min(max(0, offset), bytes.count)) + 1)
    }

    /// The text of a 1-based line, without its line break; empty past the end.
    public func line(number: Int) -> String {
        guard number >= 1, number <= lineStarts.count else { return "" }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The byte offset where a 1-based line starts.
    public func offset(ofLine number: Int) -> Int {
        guard number >= 1 else { return 0 }
        return number <= lineStarts.count ? lineStarts[number - 1] : bytes.count
    }

    private func lineIndex(containingOffset offset: Int) -> Int {
        // Binary search for the last line start at or before `offset`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset {
                low = middle
            } else {
                high = middle - 1
            }
        }
        return low
    }
}
