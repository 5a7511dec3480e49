import Core
import DocC
import Foundation
import FrontMatter
import Markdown

/// A page ready to render: its front matter parsed, its Markdown body at hand (a DocC page's parsed into
/// directives).
struct ParsedPage: Sendable {
    var file: ContentFile
    var metadata: PageMetadata
    /// The Markdown after the front matter, checked to be UTF-8 (for a page whose body is a template, once
    /// rendered, the Markdown it rendered to).
    var body: ValidatedUTF8
    /// Lines before the Markdown body, to turn body positions into file positions.
    var bodyLineOffset: Int
    /// For a page of a DocC catalog, its Markdown and directives.
    var docC: [DocCNode]?
    /// For a page whose body is a template, once rendered (`PageTemplates`): `body` is then the rendered Markdown,
    /// and this tells where its parts were written.
    var template: TemplatedBody?

    /// The Markdown features every site page gets.
    static let markdownOptions = MarkdownOptions(extensions: MarkdownExtensions.gfm.union(.docs))

    /// `Content/docs/intro.md`.
    var sourcePath: String { file.sourcePath }

    /// A page whose front matter was read: its body read now, a DocC page's parsed into directives.
    /// - Throws: a body that cannot be read or is not UTF-8.
    init(_ page: PageFile) throws(DiagnosticList) {
        file = page.file
        metadata = page.metadata
        bodyLineOffset = page.bodyLineOffset
        body = try page.readBody()
        if page.isDocC {
            let nodes = DirectiveParser.parse(String(decoding: body.bytes, as: UTF8.self))
            metadata.warnings += DocCPageWarnings.directives(
                in: nodes, body: SourceText(path: file.sourcePath, bytes: body.bytes), bodyLineOffset: bodyLineOffset)
            // The rendered page leaves its `#` title out (the layout shows it), so the title is kept
            // here, where a cached page keeps it too; `@DisplayName` replaces it wherever it is shown.
            if metadata.title == nil { metadata.title = DocCPageMetadata(nodes).displayName ?? DocCRenderer.title(of: nodes) }
            docC = nodes
        }
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

    /// What a DocC page's `## Topics` curates.
    var docCTopics: DocCCuration {
        docC.map(DocCTopics.curation(in:)) ?? DocCCuration()
    }

    /// The front matter title, else the first heading, else the file or folder name. The heading is
    /// asked for only when there is no title: it takes parsing the page.
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
