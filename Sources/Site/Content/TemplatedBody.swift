import Core
import Templates

/// What a page whose body is a template keeps of its body as written, once rendered: what is said about a place
/// in the rendered Markdown (a broken link, raw HTML removed) is said about the place in the page's file that
/// wrote it, and quotes that line. A class: every page's `ParsedPage` has room for one, and most never hold one.
final class TemplatedBody: Sendable {
    /// The body as written, its front matter's lines blank: its lines are the file's.
    let written: SourceText
    /// The rendered Markdown, which starts with those blank lines too.
    let rendered: SourceText
    let map: SourceMap
    /// What the render warned about (undefined variables), at their place in the page's file or a shortcode's.
    let warnings: [Diagnostic]
    /// Whether the body read the site's lists of pages (`site.pages`, `site.tags`), which change with other pages.
    let listsPages: Bool

    init(written: SourceText, rendered: SourceText, map: SourceMap, warnings: [Diagnostic], listsPages: Bool) {
        self.written = written
        self.rendered = rendered
        self.map = map
        self.warnings = warnings
        self.listsPages = listsPages
    }

    /// The line and column in the page's file of a line and column of the rendered Markdown.
    func fileLocation(line: Int, column: Int) -> (line: Int, column: Int) {
        let lineStart = rendered.offset(ofLine: line)
        var offset = lineStart
        var scalars = 1
        // Columns count Unicode scalars: the byte they stand for is past as many scalar starts.
        while offset < rendered.bytes.count, scalars < column, rendered.bytes[offset] != UInt8(ascii: "\n") {
            offset += 1
            if offset >= rendered.bytes.count || rendered.bytes[offset] & 0xC0 != 0x80 { scalars += 1 }
        }
        let location = written.location(ofOffset: map.sourceOffset(ofOutputOffset: offset))
        return (location.line, location.column)
    }
}

extension ParsedPage {
    /// The line and column in the body as written of a line and column of the Markdown rendered: the same for a
    /// page whose body is not a template.
    func writtenLocation(line: Int, column: Int) -> (line: Int, column: Int) {
        guard let template else { return (line, column) }
        let found = template.fileLocation(line: line, column: column)
        return (found.line - bodyLineOffset, found.column)
    }

    /// The body as written, whose lines a page's warnings quote, and the lines its text has before the body's first
    /// (a template's keeps its front matter's lines). Made once for all of a page's warnings: a text indexes its
    /// lines anew, over the whole body.
    var writtenBody: (text: SourceText, linesBefore: Int) {
        template.map { ($0.written, bodyLineOffset) } ?? (SourceText(path: sourcePath, bytes: body.bytes), 0)
    }
}
