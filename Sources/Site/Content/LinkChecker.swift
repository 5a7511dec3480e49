import Core
import DocC
import Foundation
import Markdown

/// Finds internal links and `#anchors` that point nowhere, and reports each
/// at its position in the page's file.
struct LinkChecker: Sendable {
    let resolver: LinkResolver
    let index: SiteIndex
    /// The ids of each page's headings, by the page's position in `index`.
    private let headingIDs: [HeadingIDs]
    /// Decoded site paths of static files.
    let staticPaths: Set<String>
    /// Paths the build generates besides pages.
    static let generatedPaths: Set<String> = [
        "/theme.css", "/night.css", "/sitemap.xml", "/feed.xml", "/robots.txt", "/search/manifest.json", "/404.html", "/tags/",
    ]
    /// Pages by decoded URL: a link's resolved path is decoded.
    private let pageByPath: PageLookup
    /// Whether the build makes a home page for a site without Content/index.md (it has a list.html to make it with).
    private let generatesHome: Bool
    /// The page each alias redirect sends to, by the redirect's output path (`download/index.html`): a link to an old
    /// URL a page keeps (swift.org's `/download/`) works.
    private let aliasOwners: [String: Int]

    init(resolver: LinkResolver, index: SiteIndex, headingIDs: [HeadingIDs], staticPaths: Set<String>, generatesHome: Bool) {
        precondition(headingIDs.count == index.pages.count, "the heading ids of each page")
        self.resolver = resolver
        self.index = index
        self.headingIDs = headingIDs
        self.staticPaths = staticPaths
        self.generatesHome = generatesHome
        pageByPath = PageLookup(index.pages, by: .decodedURL)
        let aliases = index.pages.indices.lazy.flatMap { position in
            index.pages[position].metadata.aliases.lazy.compactMap { AliasRedirect.outputPath(of: $0).map { ($0, position) } }
        }
        aliasOwners = Dictionary(aliases, uniquingKeysWith: { first, _ in first })
    }

    /// Where in `links` the page's links that point nowhere are: all a build keeps of its broken links
    /// until it reports them (`diagnostics(forLinks:of:page:bodyLineOffset:)`). A renamed page breaks
    /// every link to it and real sites have thousands: kept as diagnostics, with their messages and
    /// paths, each cost several strings for the whole build.
    func brokenLinks(of page: Int, links: [LinkOccurrence]) -> [Int32] {
        links.indices.compactMap { position in
            problem(with: links[position].destination, isImage: links[position].isImage, from: page) == nil ? nil : Int32(position)
        }
    }

    /// The broken links at `positions` in a page's `links` as diagnostics, each problem worked out again
    /// (this checker found them, or one with the same `LinkCheckKey`, which finds the same problems).
    func diagnostics(forLinks positions: [Int32], of links: [LinkOccurrence], page: Int, bodyLineOffset: Int) -> [Diagnostic] {
        let source = index.pages[page]
        // Made once: every warning shares them.
        let sourcePath = source.sourcePath, absolutePath = source.absolutePath
        // A spool read that came back short has fewer links: those past its end are left out.
        return positions.lazy.map(Int.init).filter { $0 < links.count }.compactMap { position in
            let link = links[position]
            guard let problem = problem(with: link.destination, isImage: link.isImage, from: page) else { return nil }
            var diagnostic = Diagnostic(
                .warning, "broken \(link.isImage ? "image" : "link") '\(link.destination)': \(problem.text)",
                at: SourceLocation(path: sourcePath, line: bodyLineOffset + link.line, column: link.column), kind: problem.kind)
            diagnostic.quotedFile = absolutePath
            return diagnostic
        }
    }

    /// What is wrong with a link of the page at `page`, if anything.
    private func problem(with destination: String, isImage: Bool, from page: Int) -> (text: String, kind: DiagnosticKind)? {
        let source = index.pages[page]
        let target = resolver.target(of: destination, from: source.contentPath)
        let anchor = Self.elementID(inFragment: target.fragment)
        if let path = target.path {
            if let targetPage = self.page(at: path) {
                return anchor.flatMap { missingAnchor($0, in: targetPage) }.map { ($0, .missingAnchor) }
            }
            if staticPaths.contains(path) || isGenerated(path) || isGenerated(withoutLanguageFolder(path)) {
                return nil
            }
            return ("no page or file at \(path)", isImage ? .brokenImage : .brokenLink)
        }
        if let reference = DocCReference(destination), DocCCatalog.root(of: source.contentPath) != nil {
            return ("no article named '\(reference.path)' in the catalog", .brokenLink)
        }
        if BaseURL.hasScheme(destination) || destination.hasPrefix("//") {
            return nil
        }
        return anchor.flatMap { missingAnchor($0, in: page) }.map { ($0, .missingAnchor) }
    }

    /// The id a `#fragment` names, if any: what comes before a fragment directive (`#:~:text=…`, a text fragment
    /// that scrolls to words, not to an element), percent-decoded.
    private static func elementID(inFragment fragment: String) -> String? {
        let id = fragment.dropFirst()
        // Checked for every link: `~` is rare in an id, and looking for it costs a fraction of `firstRange(of:)`.
        let directive = id.utf8.contains(UInt8(ascii: "~")) ? id.firstRange(of: ":~:") : nil
        let beforeDirective = directive.map { id[..<$0.lowerBound] } ?? id
        return beforeDirective.isEmpty ? nil : PercentEncoding.decoded(String(beforeDirective))
    }

    /// The page a path names: `/docs/a/`, `/docs/a` or `/docs/a/index.html`, or an alias of it.
    private func page(at path: String) -> Int? {
        if let page = pageByPath[path] { return page }
        if path.hasSuffix("/index.html"), let page = pageByPath[String(path.dropLast("index.html".count))] { return page }
        if let page = pageByPath[path + "/"] { return page }
        return aliasOwners.isEmpty ? nil : AliasRedirect.outputPath(of: path).flatMap { aliasOwners[$0] }
    }

    /// Whether the build makes `path` itself: a tag page, the tag list, the feed, the home of a site without one.
    private func isGenerated(_ path: String) -> Bool {
        Self.generatedPaths.contains(path) || isTagPage(path) || (path == "/" && generatesHome)
    }

    /// `/de/tags/swift/` → `/tags/swift/`: each language has its own tag pages, feed and home.
    private func withoutLanguageFolder(_ path: String) -> String {
        guard let languages = resolver.translations?.languages else { return path }
        let folder = languages.folder(of: languages.language(ofLanguagePath: String(path.dropFirst())))
        guard !folder.isEmpty, path.hasPrefix("/" + folder + "/") else { return path }
        return String(path.dropFirst(folder.utf8.count + 1))
    }

    private func isTagPage(_ path: String) -> Bool {
        guard path.hasPrefix("/tags/") else { return false }
        let slug = path.dropFirst("/tags/".count).split(separator: "/").first.map(String.init) ?? ""
        return index.tags.contains { $0.slug == slug }
    }

    private func missingAnchor(_ anchor: String, in page: Int) -> String? {
        let ids = headingIDs[page]
        if ids.contains(anchor) { return nil }
        return "no heading with id '\(anchor)'\(ids.ignoresCase ? " in any case" : "") in \(index.pages[page].sourcePath)"
    }
}
