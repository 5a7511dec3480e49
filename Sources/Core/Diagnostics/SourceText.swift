/// The bytes of one source file, whose byte offsets (found by byte-level
/// parsers) become line:column locations only when a diagnostic needs one.
public struct SourceText: Sendable {
    /// The path shown in diagnostics.
    public let path: String
    /// The file's UTF-8 bytes.
    public let bytes: [UInt8]
    /// Found as far as locations are asked for: most pages never need one past their front matter,
    /// and indexing every line of every page up front was one more pass over every byte of the site.
    private let lineStarts = LineStarts()

    /// Wraps the bytes of a file; lines are indexed when a location is first asked for. A line ends at
    /// LF, CRLF or a lone CR.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Indexes the lines of a string.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line and column of a byte offset (clamped to the text).
    public func location(ofOffset offset: Int) -> SourceLocation {
        let offset = min(max(0, offset), bytes.count)
        let starts = lineStarts.starts(through: offset, lines: 0, in: bytes)
        let lineIndex = Self.lineIndex(containingOffset: offset, in: starts)
        let start = starts[lineIndex]
        return SourceLocation(path: path, line: lineIndex + 1, column: Self.columns(in: bytes[start..<offset]) + 1)
    }

    /// The columns `bytes` take: their Unicode scalars, a byte sequence that is not UTF-8 taking one for each
    /// replacement character `String(decoding:as:)` puts in its place. `SourceLocator` counts with it too.
    static func columns(in bytes: ArraySlice<UInt8>) -> Int {
        if !bytes.contains(where: { $0 >= 0x80 }) { return bytes.count }
        return String(decoding: bytes, as: UTF8.self).unicodeScalars.count
    }

    /// The text of the line holding `offset`, without its line break.
    public func line(containingOffset offset: Int) -> String {
        let offset = min(max(0, offset), bytes.count)
        return line(number: Self.lineIndex(containingOffset: offset, in: lineStarts.starts(through: offset, lines: 0, in: bytes)) + 1)
    }

    /// The text of a 1-based line, without its line break; empty past the end.
    public func line(number: Int) -> String {
        guard number >= 1 else { return "" }
        let starts = lineStarts.starts(through: -1, lines: number + 1, in: bytes)
        guard number <= starts.count else { return "" }
        let start = starts[number - 1]
        var end = number < starts.count ? starts[number] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The byte offset where a 1-based line starts.
    public func offset(ofLine number: Int) -> Int {
        guard number >= 1 else { return 0 }
        let starts = lineStarts.starts(through: -1, lines: number, in: bytes)
        return number <= starts.count ? starts[number - 1] : bytes.count
    }

    private static func lineIndex(containingOffset offset: Int, in lineStarts: [Int]) -> Int {
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

/// The line starts of a `SourceText` found so far, shared by its copies.
private final class LineStarts: Sendable {
    private struct Found {
        var starts = [0]
        /// The bytes before this offset have been looked at.
        var scanned = 0
    }

    private let found = Locked(Found())

    /// The line starts found after scanning at least through `offset` and until `lines` lines start (or the end).
    func starts(through offset: Int, lines: Int, in bytes: [UInt8]) -> [Int] {
        found.withLock { found in
            var index = found.scanned
            while index < bytes.count, index <= offset || found.starts.count < lines {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") {
                    index += 1
                }
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    found.starts.append(index)
                }
            }
            found.scanned = index
            return found.starts
        }
    }
}
