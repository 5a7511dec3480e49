import Core
import DocC
import Foundation
import FrontMatter
import Markdown
import Templates

/// The site's pages as a page body sees them, `site.pages` and `site.tags`: newest first, as the layouts list
/// them, each with what its front matter and URL say, which is known before any body is rendered. Its content, and
/// a title or summary the front matter does not give, are rendered from the page's Markdown when a body asks for
/// them; a page whose body is itself a template, or a DocC page, has no content, and no summary but its description.
final class ListedPages: Sendable {
    struct Entry: Sendable {
        var file: ContentFile
        var route: Route
        var metadata: PageMetadata
    }

    /// Newest first.
    let entries: [Entry]
    /// What an index page at the top of Content/ without a title or heading is titled.
    let siteTitle: String
    /// `site.pages` and `site.tags` by version folder and language code (a version lists its own pages); made on first use.
    private let values = Locked<[String: (pages: TemplateValue, tags: TemplateValue)]>([:])

    init(entries: [Entry] = [], siteTitle: String = "") {
        self.siteTitle = siteTitle
        self.entries = entries.sorted { lhs, rhs in
            switch (lhs.metadata.date, rhs.metadata.date) {
            case let (left?, right?) where left != right: left > right
            case (.some, nil): true
            case (nil, .some): false
            default: lhs.route.hasURL(before: rhs.route)
            }
        }
    }

    /// The Markdown pages of routed batches, when a page's body is a template: no other page reads them. The API
    /// reference's pages are not listed.
    convenience init(_ batches: [RoutedContent.Batch], siteTitle: String) {
        let sources = batches.lazy.flatMap { zip($0.sources, $0.routes) }
        guard sources.contains(where: { Self.metadata(of: $0.0)?.isTemplate == true }) else {
            self.init(siteTitle: siteTitle)
            return
        }
        let entries: [Entry] = Array(sources.compactMap { source, route in
            Self.metadata(of: source).map { Entry(file: source.file, route: route, metadata: $0) }
        })
        self.init(entries: entries, siteTitle: siteTitle)
    }

    private static func metadata(of source: PageSource) -> PageMetadata? {
        switch source.origin {
        case .read(let file): file.metadata
        case .parsed(let page): page.metadata
        case .cached(let entry): entry.page.metadata
        case .symbol: nil
        }
    }

    /// What a body that lists pages depends on: each page's file and URL.
    func combine(into hasher: inout Hasher) {
        for entry in entries {
            hasher.combine(entry.file.contentPath)
            hasher.combine(entry.file.status)
            hasher.combine(entry.route.url)
        }
    }

    /// `site.pages` and `site.tags` (tag name: its pages) of one language, made with `fields` for each page, whose
    /// Markdown is rendered with `renderOptions` when its content, title or summary is asked for.
    func values(
        in language: SiteLanguages.Language, languages: SiteLanguages, fields: (Entry) -> [String: TemplateValue],
        renderOptions: @escaping @Sendable (Entry) -> RenderOptions
    ) -> (pages: TemplateValue, tags: TemplateValue) {
        let key = language.version + "/" + language.code
        if let made = values.withLock({ $0[key] }) { return made }
        let listed = entries.filter { !languages.hasEditions || languages.language(ofLanguagePath: $0.file.contentPath) == language }
        var pages: [TemplateValue] = []
        var tags: [String: [TemplateValue]] = [:]
        for entry in listed {
            let page = TemplateValue.object(ListedPageObject(entry: entry, fields: fields(entry), siteTitle: siteTitle, renderOptions: renderOptions))
            pages.append(page)
            for tag in entry.metadata.tags { tags[tag, default: []].append(page) }
        }
        let made = (TemplateValue.array(pages), TemplateValue.dictionary(tags.mapValues(TemplateValue.array)))
        values.withLock { $0[key] = made }
        return made
    }
}

/// One page of `site.pages` in a page body: the fields `page` has there, and its title, summary and content.
private final class ListedPageObject: TemplateObject {
    let entry: ListedPages.Entry
    let fields: [String: TemplateValue]
    let siteTitle: String
    let renderOptions: @Sendable (ListedPages.Entry) -> RenderOptions
    /// What rendering the page's Markdown gives, once asked for.
    private let read = Locked<Rendered?>(nil)

    struct Rendered {
        var title: String
        var summary: String
        var content: String
    }

    init(entry: ListedPages.Entry, fields: [String: TemplateValue], siteTitle: String,
         renderOptions: @escaping @Sendable (ListedPages.Entry) -> RenderOptions) {
        self.entry = entry
        self.fields = fields
        self.siteTitle = siteTitle
        self.renderOptions = renderOptions
    }

    var memberNames: [String] { (Array(fields.keys) + ["content", "summary"]).sorted() }

    func member(_ name: String) -> TemplateValue? {
        switch name {
        case "title": .string(entry.metadata.title ?? rendered().title)
        case "summary": .string(entry.metadata.description ?? rendered().summary)
        case "content": .html(rendered().content)
        default: fields[name]
        }
    }

    /// The page's Markdown rendered, as the page itself is, for its first heading, the start of its text and its HTML.
    /// A page whose body is a template or a DocC page has no content or summary here (its own render makes them);
    /// one that cannot be read (its build reports it) has its file's name as its title.
    private func rendered() -> Rendered {
        if let made = read.withLock({ $0 }) { return made }
        let parsed = try? ParsedPage(PageFile.read(entry.file))
        // One render gives the first heading, the text and the HTML; a page that gives none of them here is read for its heading alone.
        let markdown = parsed.flatMap { parsed in
            parsed.docC == nil && !entry.metadata.isTemplate
                ? HTMLRenderer(options: renderOptions(entry)).render(parsed.body, parsing: ParsedPage.markdownOptions, collecting: [.headings, .text])
                : nil
        }
        let firstHeading = markdown.map { $0.headings.first?.text } ?? parsed?.firstHeading
        var made = Rendered(
            title: ParsedPage.title(metadata: entry.metadata, firstHeading: firstHeading, contentPath: entry.file.contentPath, siteTitle: siteTitle),
            summary: "", content: "")
        if let markdown {
            made.summary = PageText(markdown.text, collectingSearchText: false).summary(maximumLength: 160)
            // Printed into a page's Markdown, the HTML is one HTML block: a blank line (in code) would end it there.
            made.content = String(decoding: markdown.html, as: UTF8.self).replacingOccurrences(of: "\n\n", with: "\n&#10;")
        }
        read.withLock { $0 = made }
        return made
    }
}
