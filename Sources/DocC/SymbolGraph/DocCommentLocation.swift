import Core
import Foundation

extension APIReference {
    /// Where `text` is written in the doc comment of `page`'s symbol, for a message about it: the source file,
    /// line and column (a link that does not resolve is reported where its author wrote it). Nil when the
    /// comment does not hold the text or the graph does not say where the comment is.
    public func location(of text: String, inDocCommentOf page: Int) -> SourceLocation? {
        guard let comment = pages[page].symbol?.docComment, let uri = comment.uri, let url = URL(string: uri), url.isFileURL else { return nil }
        for line in comment.lines {
            guard let range = line.range, let found = line.text.range(of: text) else { continue }
            let column = range.start.character + line.text[..<found.lowerBound].utf8.count + 1
            return SourceLocation(path: Self.displayPath(url.path), line: range.start.line + 1, column: column)
        }
        return nil
    }

    /// A path relative to the current folder when inside it, as messages show paths.
    private static func displayPath(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        return path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
    }
}
