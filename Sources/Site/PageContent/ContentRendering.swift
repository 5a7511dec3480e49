import Core
import DocC
import Foundation
import FrontMatter
import Highlight
import Markdown

/// How a page's Markdown becomes HTML on this site: links through the resolver,
/// code through the highlighter, images with `~dark`/`~night` siblings as `<picture>`.
struct ContentRendering: Sendable {
    let resolver: LinkResolver
    /// Decoded site paths of the static files (`/images/a b.png`).
    let staticPaths: Set<String>
    let allowsUnsafeHTML: Bool

    /// The page, and what search takes in of it.
    func render(_ parsed: ParsedPage, route: Route, siteTitle: String) -> (page: Page, search: SearchPage) {
        let contentPath = parsed.file.contentPath
        var options = RenderOptions()
        options.allowsUnsafeHTML = allowsUnsafeHTML
        options.headingAnchors = true
        let resolver = self.resolver
        options.resolveURL = { destination, _ in resolver.resolve(destination, from: contentPath) }
        options.highlightCode = { code, language in Highlighter.highlight(code, language: language) }
        let staticPaths = self.staticPaths
        options.imageVariants = { source in
            Self.variants(of: source, from: contentPath, resolver: resolver, staticPaths: staticPaths)
        }
        let (document, content) = body(of: parsed, options: options)
        let plainText = document.plainText
        let page = Page(
            contentPath: contentPath,
            sourcePath: parsed.sourcePath,
            absolutePath: parsed.file.absolutePath,
            route: route,
            metadata: metadata(of: parsed),
            title: ParsedPage.title(metadata: parsed.metadata, firstHeading: document.headings.first?.text, contentPath: contentPath, siteTitle: siteTitle),
            isIndex: Route.isIndex(contentPath: contentPath),
            sectionPath: contentPath.split(separator: "/").dropLast().joined(separator: "/"),
            content: content,
            headings: document.headings.map { Page.Heading(level: $0.level, text: $0.text, id: $0.id) },
            plainText: plainText,
            wordCount: Self.wordCount(plainText),
            summary: parsed.metadata.description ?? TextExcerpt.make(Self.textAfterTitle(of: document), maximumLength: 160))
        let search = SearchPage(title: page.title, url: resolver.baseURL.url(route.url), sections: SearchSection.sections(of: document))
        return (page, search)
    }

    /// The page's Markdown and its HTML; a DocC page's blocks are those outside and inside its directives.
    private func body(of parsed: ParsedPage, options: RenderOptions) -> (Document, String) {
        guard let nodes = parsed.docC else { return (parsed.document, HTMLRenderer(options: options).render(parsed.document)) }
        let renderer = DocCRenderer(
            catalog: resolver.docC, contentPath: parsed.file.contentPath, markdownOptions: ParsedPage.markdownOptions, renderOptions: options)
        let (html, blocks) = renderer.render(nodes)
        var document = Document(parsing: "", options: ParsedPage.markdownOptions)
        document.blocks = blocks
        return (document, html)
    }

    /// A DocC page without a weight of its own is placed where its catalog's curation puts it.
    func metadata(of parsed: ParsedPage) -> PageMetadata {
        var metadata = parsed.metadata
        if parsed.docC != nil, metadata.weight == nil { metadata.weight = resolver.docC.curationRank(of: parsed.file.contentPath) }
        return metadata
    }

    /// Sibling files `photo~dark.png` and `photo~night.png` of an image, as resolved URLs.
    static func variants(of source: String, from contentPath: String, resolver: LinkResolver, staticPaths: Set<String>) -> [ImageVariant] {
        let target = resolver.target(of: source, from: contentPath)
        guard let path = target.path, let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return [] }
        var variants: [ImageVariant] = []
        for appearance in ["dark", "night"] {
            let sibling = path[..<dot] + "~" + appearance + path[dot...]
            if staticPaths.contains(String(sibling)) {
                variants.append(ImageVariant(appearance: appearance, source: resolver.resolve(String(sibling), from: contentPath)))
            }
        }
        return variants
    }

    /// The text of a document without a leading level-1 heading, which repeats the title in listings.
    static func textAfterTitle(of document: Document) -> String {
        guard case .heading(level: 1, _, _)? = document.blocks.first else { return document.plainText }
        var body = document
        body.blocks.removeFirst()
        return body.plainText
    }

    /// Words are runs of non-space characters.
    static func wordCount(_ text: String) -> Int {
        var count = 0
        var inWord = false
        for byte in text.utf8 {
            let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
            if !isSpace && !inWord { count += 1 }
            inWord = !isSpace
        }
        return count
    }
}
