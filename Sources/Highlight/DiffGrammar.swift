/// Unified diffs and patches, line by line; spans stop before the line break.
///
/// - inserted: `+` lines.
/// - deleted: `-` lines.
/// - attribute: file headers (`diff --git`, `index`, `--- a/file`, `+++ b/file`, `new file mode`, `rename from`…).
/// - keyword: hunk headers `@@ -1,4 +1,5 @@`; the function context after them stays plain.
/// - comment: `\ No newline at end of file`.
/// - Context lines stay plain.
enum DiffGrammar {
    static func highlight(_ lexer: inout Lexer) {
        var previousWasOldFileHeader = false
        while !lexer.isAtEnd {
            let start = lexer.position
            let isOldFileHeader = lexer.hasPrefix("--- ") && nextLineStarts(with: "+++ ", lexer: lexer)
            let isNewFileHeader = lexer.hasPrefix("+++ ") && previousWasOldFileHeader
            lexer.skipToLineEnd()
            if isOldFileHeader || isNewFileHeader || isHeader(lexer, lineStart: start) {
                lexer.mark(.attribute, from: start)
            } else if lexer.bytes[start] == UInt8(ascii: "@"), lexer.bytes[start...].starts(with: "@@".utf8) {
                hunkHeader(&lexer, lineStart: start)
            } else {
                switch lexer.bytes[start] {
                case UInt8(ascii: "+"), UInt8(ascii: ">"): lexer.mark(.inserted, from: start)
                case UInt8(ascii: "-"), UInt8(ascii: "<"): lexer.mark(.deleted, from: start)
                case UInt8(ascii: "\\"): lexer.mark(.comment, from: start)
                default: break
                }
            }
            previousWasOldFileHeader = isOldFileHeader
            lexer.skipLineBreak()
        }
    }

    /// `@@ -1,4 +1,5 @@ context`: the part between the `@@` markers.
    private static func hunkHeader(_ lexer: inout Lexer, lineStart: Int) {
        let lineEnd = lexer.position
        var end = lineStart + 2
        while end + 1 < lineEnd, !(lexer.bytes[end] == UInt8(ascii: "@") && lexer.bytes[end + 1] == UInt8(ascii: "@")) {
            end += 1
        }
        lexer.mark(.keyword, lineStart..<min(end + 2, lineEnd))
    }

    private static func isHeader(_ lexer: Lexer, lineStart: Int) -> Bool {
        let line = lexer.bytes[lineStart..<lexer.position]
        return headerPrefixes.contains { line.starts(with: $0.utf8) }
    }

    private static func nextLineStarts(with prefix: StaticString, lexer: Lexer) -> Bool {
        var probe = lexer
        probe.skipToLineEnd()
        probe.skipLineBreak()
        return probe.hasPrefix(prefix)
    }

    private static let headerPrefixes = [
        "diff ", "index ", "new file mode", "deleted file mode", "old mode", "new mode", "similarity index",
        "dissimilarity index", "rename from", "rename to", "copy from", "copy to", "Binary files", "Only in ",
        "*** ",
    ]
}
