import Core
import DocC
import Foundation
import Markdown

/// The links of a DocC page where its author wrote them, for the link check: those of each of its Markdown
/// documents, inside directives too. Read from the body as one document, the content of a directive, indented
/// under it, would be code, and a tutorial's links would go unchecked.
enum DocCPageLinks {
    static func links(in nodes: [DocCNode], body: SourceText) -> [LinkOccurrence] {
        var links: [LinkOccurrence] = []
        collect(nodes, body: body, into: &links)
        return links
    }

    private static func collect(_ nodes: [DocCNode], body: SourceText, into links: inout [LinkOccurrence]) {
        for node in nodes {
            switch node {
            case .markdown(let text, let firstLine):
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                for var link in HTMLRenderer().render(Array(text.utf8), parsing: ParsedPage.markdownOptions, collecting: .links).links {
                    let line = link.line <= lines.count ? lines[link.line - 1] : ""
                    link.line += firstLine - 1
                    link.column += offset(of: line, in: body.line(number: link.line))
                    links.append(link)
                }
            case .directive(let directive):
                // A comment is not shown: its links lead nowhere a reader could follow.
                if directive.name != "Comment" { collect(directive.children, body: body, into: &links) }
            case .problem:
                break
            }
        }
    }

    /// Where a line of a document starts in the body's line, in scalars: after the indentation the directive
    /// parser took away, or after the directive a one-line content follows.
    private static func offset(of line: Substring, in bodyLine: String) -> Int {
        guard !line.isEmpty, let range = bodyLine.range(of: line) else { return 0 }
        return bodyLine.unicodeScalars[..<range.lowerBound].count
    }
}
