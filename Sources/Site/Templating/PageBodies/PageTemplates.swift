import Core
import Foundation
import FrontMatter
import Highlight
import Markdown
import Templates

/// Pages whose body is a template (`template: true` in front matter): the body is rendered by the template
/// language before it is read as Markdown, with `page` (what is known of the page before its body is rendered),
/// `site` (the site's settings and `site.data`), the shortcodes of `Templates/shortcodes/`, and values escaped
/// as in the layouts; `site.pages` and `site.tags` list the site's pages as far as they are known before bodies
/// are rendered (`ListedPages`). Made once a build, shared by every page's render (a class: every page's render
/// holds it).
final class PageTemplates: Sendable {
    let library: TemplateLibrary
    let config: SiteConfig
    /// `site.data`.
    let data: TemplateValue
    /// How the page's links resolve: `resolve_url` and `page_ref` find pages and files through it.
    let resolver: LinkResolver
    /// Whether an undefined variable is an error.
    let strict: Bool
    /// The site's pages, for `site.pages` and `site.tags`.
    let listedPages: ListedPages
    /// What a page's rendered body depends on besides the page: a cached page rendered with another key is rendered again.
    let key: PageTemplateKey.Inputs
    /// What a body that lists the site's pages depends on besides: every page's file and URL.
    let pagesKey: PageTemplateKey.Pages
    /// The `site` value of each language, made on first use.
    private let siteValues = Locked<[String: [String: TemplateValue]]>([:])
    /// Page Content/ paths by file name without extension, for `post_ref`; made on first use.
    private let postPaths = Locked<[String: [String]]?>(nil)

    init(inputs: SiteInputs, resolver: LinkResolver, listedPages: ListedPages, strict: Bool) {
        library = inputs.templates
        config = inputs.config
        data = inputs.data.value
        self.resolver = resolver
        self.strict = strict
        self.listedPages = listedPages
        key = PageTemplateKey.Inputs { hasher in
            hasher.combine(inputs.fingerprint)
            for name in inputs.templateStatuses.keys.sorted() {
                hasher.combine(name)
                hasher.combine(inputs.templateStatuses[name])
            }
        }
        pagesKey = PageTemplateKey.Pages(listedPages.combine)
    }

    /// The key of a page whose body was rendered: with the pages' when it listed them.
    func key(of body: TemplatedBody) -> PageTemplateKey {
        PageTemplateKey(inputs: key, pages: body.listsPages ? pagesKey : nil)
    }

    /// Whether a body rendered with `old` would render the same now.
    func isCurrent(_ old: PageTemplateKey) -> Bool {
        old.inputs == key && (old.pages == nil || old.pages == pagesKey)
    }

    /// The page with its body rendered, when its front matter asks; as it is otherwise.
    /// - Throws: the body's template errors, at their line and column in the page's file.
    func rendering(_ parsed: ParsedPage, route: Route) throws(DiagnosticList) -> ParsedPage {
        guard parsed.metadata.isTemplate, parsed.docC == nil else { return parsed }
        // The front matter's lines left blank, so that every position in the body is its position in the file.
        let source = SourceText(path: parsed.sourcePath, bytes: [UInt8](repeating: UInt8(ascii: "\n"), count: parsed.bodyLineOffset) + parsed.body.bytes)
        let contentPath = parsed.file.contentPath
        let language = config.languages.language(ofLanguagePath: contentPath)
        let site = BodySiteObject(settings: siteValue(in: language)) { [listedPages, config] in
            listedPages.values(in: language, languages: config.languages, fields: { self.fields(of: $0.metadata, file: $0.file, route: $0.route) },
                               renderOptions: { self.renderOptions(forPageAt: $0.file.contentPath) })
        }
        let (result, map) = try library.render(
            source: source,
            variables: ["page": pageValue(of: parsed, route: route), "site": .object(site)],
            environment: RenderEnvironment(baseURL: config.baseURL, filters: filters(forPageAt: contentPath), strictUndefined: strict),
            subject: parsed.sourcePath, warningAhead: Self.importLeftovers)
        var rendered = parsed
        rendered.body = ValidatedUTF8(checked: result.bytes)
        rendered.template = TemplatedBody(
            written: source, rendered: SourceText(path: parsed.sourcePath, bytes: result.bytes), map: map, warnings: result.warnings,
            listsPages: site.listedPagesWereRead)
        return rendered
    }

    /// The shortcodes `sitegen import` writes for what it could not convert: a call warns even in a branch or loop
    /// that does not run, since the page as written still holds it.
    private static let importLeftovers: Set<String> = ["unconverted", "unconverted_block"]

    /// `site` in a page body, but for its lists of pages: what the site says of itself, in the page's language,
    /// and its data.
    private func siteValue(in language: SiteLanguages.Language) -> [String: TemplateValue] {
        if let made = siteValues.withLock({ $0[language.code] }) { return made }
        let value: [String: TemplateValue] = [
            "title": .string(language.title ?? config.title),
            "baseURL": .string(config.baseURL.description),
            "description": config.description.map(TemplateValue.string) ?? .null,
            "language": .string(language.code),
            "direction": .string(language.isRightToLeft ? "rtl" : "ltr"),
            "author": config.author.map(TemplateValue.string) ?? .null,
            "repo_url": config.repoURL.map(TemplateValue.string) ?? .null,
            "params": .dictionary(Dictionary(config.params.map { ($0.key, TemplateValue($0.value)) }, uniquingKeysWith: { first, _ in first })),
            "data": data,
            "build": .dictionary(["version": .string(SitegenVersion.current), "generator": .string("sitegen \(SitegenVersion.current)")]),
        ]
        siteValues.withLock { $0[language.code] = value }
        return value
    }

    /// How a listed page's Markdown renders for `content`: its links found from its own file, its code highlighted.
    private func renderOptions(forPageAt contentPath: String) -> RenderOptions {
        var options = RenderOptions()
        options.allowsUnsafeHTML = config.allowsUnsafeMarkdown
        options.labelsTaskListCheckboxes = true
        options.smartPunctuation = config.usesSmartPunctuation
        let resolver = self.resolver
        options.resolveURL = { destination, _ in resolver.resolve(destination, from: contentPath) }
        options.highlightCode = { code, language in Highlighter.highlightUTF8(code, language: language) }
        return options
    }

    /// `page` in a page body: what its front matter, file and URL say; what rendering it makes (its content,
    /// headings, word count) and its place among other pages are for its layout.
    private func pageValue(of parsed: ParsedPage, route: Route) -> TemplateValue {
        var fields = fields(of: parsed.metadata, file: parsed.file, route: route)
        fields["title"] = parsed.metadata.title.map(TemplateValue.string) ?? .null
        return .dictionary(fields)
    }

    /// What a page body sees of a page, its own or one of `site.pages`, but for its title.
    private func fields(of metadata: PageMetadata, file: ContentFile, route: Route) -> [String: TemplateValue] {
        let contentPath = file.contentPath
        let sectionPath = contentPath.pathSegments().dropLast().joined(separator: "/")
        return [
            "url": .string(route.url),
            "permalink": .string(config.baseURL.absoluteURL(route.url)),
            "date": metadata.date.map { .date($0, utcOffset: metadata.dateUTCOffset) } ?? .null,
            "description": metadata.description.map(TemplateValue.string) ?? .null,
            "tags": .array(metadata.tags.map(TemplateValue.string)),
            "params": .dictionary(Dictionary(metadata.params.map { ($0.key, TemplateValue($0.value)) }, uniquingKeysWith: { first, _ in first })),
            "draft": .bool(metadata.draft),
            "weight": metadata.weight.map { .number(Double($0)) } ?? .null,
            "slug": metadata.slug.map(TemplateValue.string) ?? .null,
            "layout": metadata.layout.map(TemplateValue.string) ?? .null,
            "aliases": .array(metadata.aliases.map(TemplateValue.string)),
            "source": .string(file.sourcePath),
            "section": .string(config.languages.topSection(ofSectionPath: sectionPath)),
            "section_path": .string(sectionPath),
            "is_index": .bool(Route.isIndex(contentPath: contentPath)),
            "language": .string(config.languages.language(ofLanguagePath: contentPath).code),
        ]
    }

    /// The Content/ paths of the site's pages by file name without extension (`2016-01-29-hello`).
    func pagePaths(named name: String) -> [String] {
        if let made = postPaths.withLock({ $0 }) { return made[name] ?? [] }
        var paths: [String: [String]] = [:]
        for contentPath in resolver.pageURLs.contentPaths {
            let file = contentPath.pathSegments().last.map(String.init) ?? contentPath
            paths[Route.stem(ofFile: file), default: []].append(contentPath)
        }
        postPaths.withLock { $0 = paths }
        return paths[name] ?? []
    }
}

/// What a page's body rendered as a template depends on besides the page (see `PageTemplates.key`): the inputs
/// every body reads, and every page's file and URL for a body that lists the site's pages.
struct PageTemplateKey: Hashable, Sendable {
    typealias Inputs = BuildKey<PageTemplates>
    typealias Pages = BuildKey<ListedPages>
    let inputs: Inputs
    let pages: Pages?
}

/// `site` in one page's body: the site's settings, and its pages, which it tells whether the body read.
private final class BodySiteObject: TemplateObject {
    let settings: [String: TemplateValue]
    let lists: @Sendable () -> (pages: TemplateValue, tags: TemplateValue)
    private let read = Locked(false)

    init(settings: [String: TemplateValue], lists: @escaping @Sendable () -> (pages: TemplateValue, tags: TemplateValue)) {
        self.settings = settings
        self.lists = lists
    }

    var listedPagesWereRead: Bool { read.withLock { $0 } }

    var memberNames: [String] { (Array(settings.keys) + ["pages", "tags"]).sorted() }

    func member(_ name: String) -> TemplateValue? {
        switch name {
        case "pages", "tags":
            read.withLock { $0 = true }
            return name == "pages" ? lists().pages : lists().tags
        default: return settings[name]
        }
    }
}
