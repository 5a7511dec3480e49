import Core
import DocC
import Foundation
import FrontMatter
import Markdown

/// A page read from disk: front matter checked, Markdown parsed, not yet rendered.
struct ParsedPage: Sendable {
    var file: ContentFile
    /// `Content/docs/intro.md`.
    var sourcePath: String
    var metadata: PageMetadata
    /// The Markdown after the front matter.
    var body: [UInt8]
    /// Lines before the Markdown body, to turn body positions into file positions.
    var bodyLineOffset: Int
    /// For a page of a DocC catalog, its Markdown and directives.
    var docC: [DocCNode]?

    /// The Markdown features every site page gets.
    static let markdownOptions = MarkdownOptions(extensions: MarkdownExtensions.gfm.union(.docs))

    /// What reading a page's front matter found: its metadata and where its body starts. Routing needs
    /// every page's before any is rendered; kept until the page is read again to be rendered, it spares
    /// that read parsing the front matter a second time.
    struct Preamble: Sendable {
        var metadata: PageMetadata
        var bodyOffset: Int
        var bodyLineOffset: Int
        /// The file's size when it was read: a file that changed size since is parsed anew.
        var byteCount: Int
    }

    /// Reads and parses one page; with the `preamble` an earlier read found, only its body is parsed.
    /// - Throws: non-UTF-8 content (with its byte offset) and front matter errors.
    static func read(_ file: ContentFile, sourcePath: String, preamble known: Preamble? = nil) throws(DiagnosticList) -> ParsedPage {
        let source = try readSource(file, sourcePath: sourcePath)
        var preamble = if let known, known.byteCount == source.bytes.count { known } else { try Self.preamble(of: source, file: file) }
        let body = Array(source.bytes[preamble.bodyOffset...])
        var docC: [DocCNode]?
        if DocCCatalog.root(of: file.contentPath) != nil {
            let nodes = DirectiveParser.parse(String(decoding: body, as: UTF8.self))
            preamble.metadata.warnings += DocCPageWarnings.unknownDirectives(in: nodes, source: source, bodyLineOffset: preamble.bodyLineOffset)
            // The rendered page leaves its `#` title out (the layout shows it), so the title is kept
            // here, where a cached page keeps it too; `@DisplayName` replaces it wherever it is shown.
            if preamble.metadata.title == nil { preamble.metadata.title = DocCPageMetadata(nodes).displayName ?? DocCRenderer.title(of: nodes) }
            docC = nodes
        }
        return ParsedPage(
            file: file, sourcePath: sourcePath, metadata: preamble.metadata,
            body: body,
            bodyLineOffset: preamble.bodyLineOffset, docC: docC)
    }

    /// Reads one page's front matter only: what routing needs of every page before any is rendered.
    /// - Throws: as `read` does.
    static func readPreamble(_ file: ContentFile, sourcePath: String) throws(DiagnosticList) -> Preamble {
        try preamble(of: readSource(file, sourcePath: sourcePath), file: file)
    }

    /// A page file's bytes, checked to be UTF-8.
    private static func readSource(_ file: ContentFile, sourcePath: String) throws(DiagnosticList) -> SourceText {
        guard let data = FileManager.default.contents(atPath: file.absolutePath) else {
            throw DiagnosticList([Diagnostic(.error, "cannot read \(sourcePath)")])
        }
        let bytes = [UInt8](data)
        let source = SourceText(path: sourcePath, bytes: bytes)
        if let offset = UTF8Check.firstInvalidOffset(in: bytes) {
            let location = source.location(ofOffset: offset)
            throw DiagnosticList([Diagnostic(.error, "\(sourcePath) is not valid UTF-8 (byte offset \(offset)); save it as UTF-8", at: location)])
        }
        return source
    }

    private static func preamble(of source: SourceText, file: ContentFile) throws(DiagnosticList) -> Preamble {
        let split: FrontMatterParser.Split
        do throws(Diagnostic) {
            split = try FrontMatterParser.split(source)
        } catch {
            throw DiagnosticList([error])
        }
        var metadata = PageMetadata(frontMatter: split.frontMatter)
        metadata.warnings = split.warnings + metadata.warnings
        if metadata.date == nil, let date = DatedFileName.date(ofContentPath: file.contentPath) {
            metadata.date = FrontMatterDate.parse(date)
        }
        return Preamble(metadata: metadata, bodyOffset: split.bodyOffset, bodyLineOffset: split.bodyLineOffset, byteCount: source.bytes.count)
    }

    /// The first heading; a DocC page's first `#` heading or tutorial title.
    var firstHeading: String? {
        docC.flatMap(DocCRenderer.title(of:))
            ?? HTMLRenderer().render(body, parsing: Self.markdownOptions, collecting: .headings).headings.first?.text
    }

    /// What a DocC page's `@Metadata` says of the page.
    var docCMetadata: DocCPageMetadata? {
        docC.map(DocCPageMetadata.init)
    }

    /// The articles a DocC page's `## Topics` curates.
    var docCTopics: [String] {
        docC.map(DocCTopics.references(in:)) ?? []
    }

    /// The front matter title, else the first heading, else the file or folder name. The heading is
    /// asked for only when there is no title: a page's may have to be read back from the spool.
    static func title(metadata: PageMetadata, firstHeading: @autoclosure () -> String?, contentPath: String, siteTitle: String) -> String {
        if let title = metadata.title { return title }
        if let firstHeading = firstHeading(), !firstHeading.isEmpty { return firstHeading }
        var components = contentPath.pathSegments().map(String.init)
        let stem = (components.removeLast() as NSString).deletingPathExtension
        if Route.isIndex(contentPath: contentPath) {
            return components.last ?? siteTitle
        }
        return stem
    }
}
