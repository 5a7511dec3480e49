import Core
import DocC
import Foundation
import FrontMatter
import Highlight
import Markdown

/// A page of the API reference rendered: the body the reference makes for it, in the page the layout wraps,
/// titled as DocC titles it, labelled with its role ("Structure") and described by its abstract.
extension ContentRendering {
    func renderSymbol(_ page: Int, file: ContentFile, route: Route, reference rendering: APIReferenceRendering) -> RenderedPage {
        let reference = rendering.placement.reference
        let entry = reference.pages[page]
        // Headings keep their ids (the table of contents links them) without a "#" link each: a reference writes
        // thousands of pages, each with the same few sections.
        var options = RenderOptions(keepsPunctuationWithCode: true)
        options.highlightCode = { code, language in Highlighter.highlightUTF8(code, language: language) }
        let resolver = self.resolver
        options.resolveURL = { destination, _ in resolver.resolve(destination, from: file.contentPath) }
        let rendered = rendering.render(page, contentPath: file.contentPath, options: options)
        let body = rendered.body
        let text = PageText(body.text, collectingSearchText: search != nil)
        let headings = body.headings.map { Page.Heading(level: $0.level, text: $0.text, id: $0.id) }
        let (html, search) = search.map { search in
            search.page(at: file.contentPath, title: entry.title, text: text.search).spooled(in: spool, with: body.html)
        } ?? (spool.store(body.html), .unindexed)
        let extensionPage = rendering.placement.extensionPages[page]
        var metadata = extensionPage?.metadata ?? PageMetadata()
        metadata.title = entry.title
        metadata.weight = rendering.navigationRank(of: page)
        var docC = DocCPageMetadata()
        docC.titleHeading = rendered.roleHeading
        docC.curatesTopics = true
        docC.navigationTree = APIReferenceNavigation.url(ofModule: entry.module, in: reference)
        docC.documentedSymbol = String(entry.url.dropFirst("/documentation/".count))
        let summary = rendered.abstract.map { PageBody($0) } ?? spool.store(text.summary(maximumLength: 160))
        let made = Page(
            contentPath: file.contentPath, folder: file.folder, route: route, metadata: metadata, title: entry.title,
            isIndex: Route.isIndex(contentPath: file.contentPath), body: html, headings: HeadingList(headings, spool: spool),
            wordCount: text.wordCount, summary: summary, docC: docC)
        let warnings = rendered.unresolved.map { warning($0, on: page, extensionPage: extensionPage, rendering: rendering) }
        let headingIDs = HeadingIDs(headings, ignoringCase: true)
        return RenderedPage(page: made, html: body.html, search: search, headingIDs: headingIDs, links: [], warnings: warnings)
    }

    /// A link of a reference page that names nothing, located where it is written: in the symbol's doc comment
    /// (its source file), else in the catalog's extension file, else at the extension file's or graph's start.
    private func warning(
        _ unresolved: SymbolPageLinks.Unresolved, on page: Int, extensionPage: ParsedPage?, rendering: APIReferenceRendering
    ) -> Diagnostic {
        let message = "unresolved symbol link '\(unresolved.link)': \(unresolved.reason)"
        for written in ["``\(unresolved.link)``", "doc:\(unresolved.link)"] {
            if let location = rendering.placement.reference.location(of: written, inDocCommentOf: page) {
                return Diagnostic(.warning, message, at: location, kind: .brokenLink)
            }
            if let extensionPage, let offset = extensionPage.body.bytes.firstRange(of: Array(written.utf8))?.lowerBound {
                let body = SourceText(path: extensionPage.sourcePath, bytes: extensionPage.body.bytes)
                var location = body.location(ofOffset: offset)
                location.line += extensionPage.bodyLineOffset
                return Diagnostic(.warning, message, at: location, kind: .brokenLink)
            }
        }
        let path = extensionPage?.sourcePath ?? "symbol graph of \(rendering.placement.reference.pages[page].module)"
        return Diagnostic(.warning, message + " (on \(rendering.placement.reference.pages[page].url))",
                          at: SourceLocation(path: path, line: 1, column: 1), kind: .brokenLink)
    }
}
