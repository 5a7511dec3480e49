import Core
import DocC
import Foundation
import FrontMatter
import Markdown

/// How the API reference's pages are rendered on this site: one `SymbolPageRenderer` for the whole reference
/// (its relationships and curation indexed once), each page rendered with its links resolved from it, as DocC
/// resolves them — ``` ``Symbol`` ``` through the reference, `<doc:Article>` through the module's catalog
/// first — and every link that resolves to nothing a warning.
struct APIReferenceRendering: Sendable {
    let placement: APIReferencePlacement
    private let renderer: SymbolPageRenderer
    private let resolver: LinkResolver
    /// Each page's place in its parent's Topics, and each curated article's by URL: the sidebar's order.
    private let ranks: [Int: Int]
    private let articleRanks: [String: Int]
    /// Each module's navigation file.
    let navigation: APIReferenceNavigation

    init(placement: APIReferencePlacement, resolver: LinkResolver, markdownOptions: MarkdownOptions) {
        self.placement = placement
        self.resolver = resolver
        let links = SymbolPageLinks(placement: placement, catalog: resolver.docC)
        renderer = SymbolPageRenderer(
            reference: placement.reference, extensionFiles: placement.extensionPages.compactMapValues(\.docC),
            markdownOptions: markdownOptions, renderOptions: RenderOptions(),
            resolveTopic: { link, scope in links.topic(link, from: scope) })
        // Each page's Topics are made once: the sidebar's order and the module's navigation file both follow them.
        let reference = placement.reference
        var topics: [Int: [TopicGroup]] = [:]
        for page in reference.pages.indices where !reference.pages[page].children.isEmpty { topics[page] = renderer.topics(of: page) }
        (ranks, articleRanks) = Self.ranks(of: reference, topics: topics)
        navigation = APIReferenceNavigation(reference: reference, topics: { topics[$0] ?? [] })
    }

    /// A page's body, its label ("Structure"), its abstract as text, and the links it could not resolve.
    func render(_ page: Int, contentPath: String, options: RenderOptions) -> (body: RenderedMarkdown, roleHeading: String, abstract: String?, unresolved: [SymbolPageLinks.Unresolved]) {
        let links = SymbolPageLinks(placement: placement, catalog: resolver.docC)
        let unresolved = Locked<[SymbolPageLinks.Unresolved]>([])
        var renderer = renderer
        renderer.renderOptions = options
        renderer.renderOptions.rewriteLink = { destination, isImage, _ in
            guard !isImage else { return nil }
            let rewrite = links.rewrite(destination, from: page)
            if case .failure(let failure) = rewrite {
                unresolved.withLock { $0.append(failure) }
                return .code(failure.link)
            }
            return try? rewrite.get()
        }
        let body = renderer.render(page)
        // Topics entries that name nothing are dropped by the renderer; asking again names them.
        let topicFailures = links.unresolvedTopics(renderer.curatedLinks(of: page), of: page)
        return (body, renderer.roleHeading(of: page), renderer.abstract(of: page), unresolved.withLock { $0 } + topicFailures)
    }

    /// How the symbol links of a page of a module's catalog resolve: from the module's page, as DocC resolves an
    /// article's; nil for a page of another catalog. A ``` ``Symbol`` ``` that names nothing is code, and reported;
    /// a `doc:` link that names nothing keeps its text (the link check reports it).
    func symbolLinks(
        ofCatalogPage contentPath: String, reporting unresolved: Locked<[SymbolPageLinks.Unresolved]>
    ) -> (@Sendable (String) -> LinkRewrite)? {
        guard let modulePage = placement.modulePage(ofCatalogPage: contentPath) else { return nil }
        let links = SymbolPageLinks(placement: placement, catalog: resolver.docC)
        return { destination in
            switch links.rewrite(destination, from: modulePage) {
            case .success(let rewrite): return rewrite ?? .unlinked
            case .failure(let failure):
                guard destination.hasPrefix("symbol:") else { return .unlinked }
                unresolved.withLock { $0.append(failure) }
                return .code(failure.link)
            }
        }
    }

    /// Where a page comes in its parent's Topics.
    func navigationRank(of page: Int) -> Int? {
        ranks[page]
    }

    /// Where an article of a module's catalog comes in the Topics that curate it (`/documentation/geometry/gettingstarted/`).
    func navigationRank(ofArticle url: String) -> Int? {
        articleRanks[url]
    }

    private static func ranks(of reference: APIReference, topics: [Int: [TopicGroup]]) -> ([Int: Int], [String: Int]) {
        var ranks: [Int: Int] = [:]
        var articleRanks: [String: Int] = [:]
        for (parent, groups) in topics {
            for (rank, target) in groups.flatMap(\.targets).enumerated() {
                switch target {
                case .symbol(let page) where reference.pages[page].parent == parent: ranks[page] = ranks[page] ?? rank
                case .article(let url, _, _): articleRanks[url] = min(articleRanks[url] ?? rank, rank)
                default: break
                }
            }
        }
        return (ranks, articleRanks)
    }
}
