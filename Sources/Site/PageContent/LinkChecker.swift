import Core
import DocC
import Foundation
import Markdown

/// Finds internal links and `#anchors` that point nowhere, and reports each
/// at its position in the page's file.
struct LinkChecker: Sendable {
    let resolver: LinkResolver
    let index: SiteIndex
    /// Decoded site paths of static files.
    let staticPaths: Set<String>
    /// Paths the build generates besides pages.
    static let generatedPaths: Set<String> = [
        "/theme.css", "/night.css", "/sitemap.xml", "/feed.xml", "/robots.txt", "/search/manifest.json", "/404.html", "/tags/",
    ]
    private let pageByPath: [String: Int]
    /// Whether the build makes a home page for a site without Content/index.md (it has a list.html to make it with).
    private let generatesHome: Bool

    init(resolver: LinkResolver, index: SiteIndex, staticPaths: Set<String>, generatesHome: Bool) {
        self.resolver = resolver
        self.index = index
        self.staticPaths = staticPaths
        self.generatesHome = generatesHome
        var pageByPath: [String: Int] = [:]
        for (position, page) in index.pages.enumerated() {
            pageByPath[Route.percentDecoded(page.route.url)] = position
        }
        self.pageByPath = pageByPath
    }

    func check(page: Int, links: [LinkOccurrence], bodyLineOffset: Int) -> [Diagnostic] {
        let source = index.pages[page]
        // Made once: every warning shares them.
        let sourcePath = source.sourcePath, absolutePath = source.absolutePath
        var warnings: [Diagnostic] = []
        for link in links {
            let target = resolver.target(of: link.destination, from: source.contentPath)
            let anchor = target.fragment.isEmpty ? nil : Route.percentDecoded(String(target.fragment.dropFirst()))
            let problem: (text: String, kind: DiagnosticKind)?
            let missingTarget: DiagnosticKind = link.isImage ? .brokenImage : .brokenLink
            if let path = target.path {
                if let targetPage = self.page(at: path) {
                    problem = anchor.flatMap { missingAnchor($0, in: targetPage) }.map { ($0, .missingAnchor) }
                } else if staticPaths.contains(path) || Self.generatedPaths.contains(path) || isTagPage(path) || (path == "/" && generatesHome) {
                    problem = nil
                } else {
                    problem = ("no page or file at \(path)", missingTarget)
                }
            } else if let reference = DocCReference(link.destination), DocCCatalog.root(of: source.contentPath) != nil {
                problem = ("no article named '\(reference.path)' in the catalog", .brokenLink)
            } else if BaseURL.hasScheme(link.destination) || link.destination.hasPrefix("//") {
                problem = nil
            } else {
                problem = anchor.flatMap { missingAnchor($0, in: page) }.map { ($0, .missingAnchor) }
            }
            guard let problem else { continue }
            let line = bodyLineOffset + link.line
            var warning = Diagnostic(
                .warning, "broken \(link.isImage ? "image" : "link") '\(link.destination)': \(problem.text)",
                at: SourceLocation(path: sourcePath, line: line, column: link.column), kind: problem.kind)
            warning.quotedFile = absolutePath
            warnings.append(warning)
        }
        return warnings
    }

    /// The page a path names: `/docs/a/`, `/docs/a` or `/docs/a/index.html`.
    private func page(at path: String) -> Int? {
        if let page = pageByPath[path] { return page }
        if path.hasSuffix("/index.html") { return pageByPath[String(path.dropLast("index.html".count))] }
        return pageByPath[path + "/"]
    }

    private func isTagPage(_ path: String) -> Bool {
        guard path.hasPrefix("/tags/") else { return false }
        let slug = path.dropFirst("/tags/".count).split(separator: "/").first.map(String.init) ?? ""
        return index.tags.contains { $0.slug == slug }
    }

    private func missingAnchor(_ anchor: String, in page: Int) -> String? {
        let target = index.pages[page]
        if target.headingList.contains(id: anchor) { return nil }
        return "no heading with id '\(anchor)' in \(target.sourcePath)"
    }
}
