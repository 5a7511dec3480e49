import Core
import DocC
import Foundation

/// Turns the URLs authors write in Markdown into the site's URLs. Relative
/// links resolve against the page's file, as on GitHub: from
/// Content/docs/intro.md, `setup.md#install` is `/docs/setup/#install` and
/// `../images/a.png` is `/images/a.png`; every result goes through the base URL.
struct LinkResolver: Sendable {
    /// Page URLs by Content/ path (`docs/setup.md` → `/docs/setup/`).
    let pageURLs: PageURLs
    let baseURL: BaseURL
    /// The site's DocC catalogs, for `doc:` links and images by name in their pages.
    var docC = DocCCatalog()
    /// The API reference, for `doc:` links to symbols in its modules' catalogs.
    var apiReference: APIReferencePlacement?
    /// In a site of several languages, what keeps a translated page's links in its language.
    var translations: LinkTranslations?

    init(pageURLs: PageURLs, baseURL: BaseURL) {
        self.pageURLs = pageURLs
        self.baseURL = baseURL
    }

    /// A link split into the site path it points at and what follows it.
    struct Target: Equatable {
        /// The site path, percent-decoded (`/docs/setup/`); nil for external links and fragment-only links.
        var path: String?
        /// `#install`, or empty.
        var fragment: String
        /// `?a=1`, or empty.
        var query: String
        /// Whether the link named a Markdown file.
        var namedMarkdownFile: Bool
    }

    /// Where `destination`, written in the page at `contentPath`, points.
    func target(of destination: String, from contentPath: String) -> Target {
        if let target = docCTarget(of: destination, from: contentPath) { return target }
        if BaseURL.hasScheme(destination) || destination.hasPrefix("//") {
            return Target(path: nil, fragment: "", query: "", namedMarkdownFile: false)
        }
        // Bytes, not Characters: every link of every page comes through here. The marks are found in
        // the string's buffer, which `firstIndex(of:)` on its UTF-8 view walked an index at a time.
        var bytes = destination
        let (queryOffset, fragmentOffset) = bytes.withUTF8(Self.queryAndFragmentOffsets)
        let utf8 = destination.utf8
        let hash = utf8.index(utf8.startIndex, offsetBy: fragmentOffset)
        let question = utf8.index(utf8.startIndex, offsetBy: queryOffset)
        let fragment = String(destination[hash...])
        let query = String(destination[question..<hash])
        let rest = destination[..<question]
        guard !rest.isEmpty else { return Target(path: nil, fragment: fragment, query: query, namedMarkdownFile: false) }
        let decoded = PercentEncoding.decoded(String(rest))
        var sitePath: String
        let isRelative = decoded.utf8.first != UInt8(ascii: "/")
        if isRelative {
            let folder = contentPath.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(contentPath[..<$0]) } ?? ""
            sitePath = ("/" + folder + "/" + decoded).normalizedPath()
        } else {
            sitePath = decoded.normalizedPath()
        }
        if let translations { sitePath = translations.path(sitePath, isRelative: isRelative, from: contentPath) }
        if let published = docC.publishedPath(ofFile: String(sitePath.dropFirst())) {
            return Target(path: published, fragment: fragment, query: query, namedMarkdownFile: false)
        }
        let isMarkdown = sitePath.hasSuffix(".md") || sitePath.hasSuffix(".markdown")
        if isMarkdown, let url = pageURLs.url(ofPage: String(sitePath.dropFirst())) {
            return Target(path: PercentEncoding.decoded(url), fragment: fragment, query: query, namedMarkdownFile: true)
        }
        return Target(path: pagePath(matching: sitePath) ?? sitePath, fragment: fragment, query: query, namedMarkdownFile: isMarkdown)
    }

    /// Where a link's `?` query and its `#` fragment start; the link's length for each it lacks.
    private static func queryAndFragmentOffsets(_ link: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        let hash = link.firstIndex(of: UInt8(ascii: "#")) ?? link.count
        let question = link[..<hash].firstIndex(of: UInt8(ascii: "?")) ?? hash
        return (question, hash)
    }

    /// The page URL that `path` names in another case, when no page has it exactly.
    private func pagePath(matching path: String) -> String? {
        let lowercase = path.lowercased()
        guard lowercase != path else { return nil }
        let slashed = lowercase.hasSuffix("/") ? lowercase : lowercase + "/"
        return pageURLs.path(lowercased: slashed)
    }

    /// The URL to write into the page's HTML.
    func resolve(_ destination: String, from contentPath: String) -> String {
        let target = target(of: destination, from: contentPath)
        guard let path = target.path else { return destination }
        return baseURL.url(PercentEncoding.encodedPath(path)) + target.query + target.fragment
    }
}
