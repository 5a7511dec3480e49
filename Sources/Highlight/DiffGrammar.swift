/// Unified diffs and patches, line by line; spans stop before the line break.
///
/// - inserted: `+` lines (and `>` lines of a normal diff).
/// - deleted: `-` lines (and `<` lines).
/// - attribute: file headers (`diff --git`, `index`, `--- a/file`, `+++ b/file`, `new file mode`, `rename from`…).
/// - keyword: hunk headers `@@ -1,4 +1,5 @@`; the function context after them stays plain.
/// - comment: `\ No newline at end of file`.
/// - Context lines stay plain.
/// Inside a hunk the line counts of its header say which lines are content, so a removed line
/// starting with `-- ` is not mistaken for a `---` file header.
enum DiffGrammar {
    static func highlight(_ lexer: inout Lexer) {
        var hunk = HunkCounts()
        while !lexer.isAtEnd {
            let start = lexer.position
            let first = lexer.peek()
            let inHunk = !hunk.isFinished
            lexer.skipToLineEnd()
            let line = lexer.bytes[start..<lexer.position]
            if inHunk {
                hunk.count(first)
            }
            if !inHunk, line.starts(with: "@@".utf8) {
                hunk = HunkCounts(header: line)
                hunkHeader(&lexer, line: line)
            } else if !inHunk, isFileHeader(line) {
                lexer.mark(.attribute, from: start)
            } else {
                switch first {
                case UInt8(ascii: "+"), UInt8(ascii: ">"): lexer.mark(.inserted, from: start)
                case UInt8(ascii: "-"), UInt8(ascii: "<"): lexer.mark(.deleted, from: start)
                case UInt8(ascii: "\\"): lexer.mark(.comment, from: start)
                default: break
                }
            }
            lexer.skipLineBreak()
        }
    }

    /// The old and new line counts left in the current hunk, from its `@@ -a,b +c,d @@` header.
    private struct HunkCounts {
        var old = 0
        var new = 0

        init() {}

        /// Counts from a header; a header without readable counts gives an empty hunk.
        init(header: ArraySlice<UInt8>) {
            old = Self.count(after: UInt8(ascii: "-"), in: header)
            new = Self.count(after: UInt8(ascii: "+"), in: header)
        }

        var isFinished: Bool { old <= 0 && new <= 0 }

        mutating func count(_ marker: UInt8) {
            switch marker {
            case UInt8(ascii: "-"): old -= 1
            case UInt8(ascii: "+"): new -= 1
            case UInt8(ascii: "\\"): break
            default:
                old -= 1
                new -= 1
            }
        }

        /// `b` in `-a,b` (1 when there is no `,b`), or 0 when the range is missing.
        private static func count(after sign: UInt8, in header: ArraySlice<UInt8>) -> Int {
            guard let signIndex = header.dropFirst(2).firstIndex(of: sign) else { return 0 }
            let range = header[(signIndex + 1)...].prefix { $0.isASCIIDigit || $0 == UInt8(ascii: ",") }
            guard let comma = range.firstIndex(of: UInt8(ascii: ",")) else { return range.isEmpty ? 0 : 1 }
            return range[(comma + 1)...].prefix(while: \.isASCIIDigit).reduce(0) { min($0 * 10 + Int($1 - UInt8(ascii: "0")), 1_000_000_000) }
        }
    }

    /// `@@ -1,4 +1,5 @@ context`: the part up to the closing `@@`.
    private static func hunkHeader(_ lexer: inout Lexer, line: ArraySlice<UInt8>) {
        var end = line.startIndex + 2
        while end + 1 < line.endIndex, !(line[end] == UInt8(ascii: "@") && line[end + 1] == UInt8(ascii: "@")) {
            end += 1
        }
        lexer.mark(.keyword, line.startIndex..<min(end + 2, line.endIndex))
    }

    private static func isFileHeader(_ line: ArraySlice<UInt8>) -> Bool {
        headerPrefixes.contains { line.starts(with: $0.utf8) }
    }

    private static let headerPrefixes = [
        "diff ", "index ", "--- ", "+++ ", "new file mode", "deleted file mode", "old mode", "new mode",
        "similarity index", "dissimilarity index", "rename from", "rename to", "copy from", "copy to",
        "Binary files", "Only in ", "*** ",
    ]
}
