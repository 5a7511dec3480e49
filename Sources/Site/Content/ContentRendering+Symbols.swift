import Core
import DocC
import Foundation
import FrontMatter
import Markdown

/// A page of the API reference rendered: the body the reference makes for it, in the page the layout wraps,
/// titled as DocC titles it and labelled with its kind.
extension ContentRendering {
    func renderSymbol(_ page: Int, extensionPage: ParsedPage?, file: ContentFile, route: Route, placement: APIReferencePlacement) -> RenderedPage {
        let reference = placement.reference
        let entry = reference.pages[page]
        var options = RenderOptions()
        options.headingAnchors = true
        let body = HTMLRenderer(options: options).render(
            Array(Self.interimMarkdown(of: page, in: reference).utf8), parsing: ParsedPage.markdownOptions, collecting: [.headings, .text])
        let text = PageText(body.text, collectingSearchText: vocabulary != nil)
        let headings = body.headings.map { Page.Heading(level: $0.level, text: $0.text, id: $0.id) }
        let (html, search) = vocabulary.map { vocabulary in
            SearchPage(title: entry.title, text: text.search, vocabulary: vocabulary).spooled(in: spool, with: body.html)
        } ?? (spool.store(body.html), .unindexed)
        var metadata = extensionPage?.metadata ?? PageMetadata()
        metadata.title = entry.title
        metadata.weight = entry.parent.flatMap { reference.pages[$0].children.firstIndex(of: page) }
        var docC = DocCPageMetadata()
        docC.titleHeading = entry.kind
        docC.curatesTopics = true
        docC.documentedSymbol = entry.url.split(separator: "/").dropFirst().joined(separator: "/")
        let rendered = Page(
            contentPath: file.contentPath, folder: file.folder, route: route, metadata: metadata, title: entry.title,
            isIndex: Route.isIndex(contentPath: file.contentPath), body: html, headings: HeadingList(headings, spool: spool),
            wordCount: text.wordCount, summary: spool.store(text.summary(maximumLength: 160)), docC: docC)
        return RenderedPage(page: rendered, html: body.html, search: search, headingIDs: HeadingIDs(headings), links: [])
    }

    private static func interimMarkdown(of page: Int, in reference: APIReference) -> String {
        let entry = reference.pages[page]
        var markdown = ""
        if !entry.children.isEmpty {
            markdown += "## Topics\n\n"
            for child in entry.children {
                markdown += "- [`\(reference.pages[child].title)`](\(reference.pages[child].url)/)\n"
            }
        }
        return markdown
    }
}
