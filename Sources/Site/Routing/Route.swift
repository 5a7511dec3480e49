import Core
import DocC

/// Where a page or file ends up: its URL and its path in the output folder.
public struct Route: Sendable, Hashable {
    /// The URL, or the Content/ path `docs/intro.md` of a page whose URL is that path's without `.md`
    /// between slashes (`/docs/intro/`), told apart by the URL's leading `/`: the page keeps its path
    /// anyway, and its URL as a second string was one more allocation of every page for the whole build.
    private let spelling: String
    /// The output path's UTF-8 when the URL does not imply it (an alias, a URL with a malformed escape),
    /// else nil: every page keeps its route for the whole build, and its output path as a second string
    /// was one more allocation of each; as bytes, the nil takes 8 bytes rather than a string's 16.
    private let unimpliedOutputPath: [UInt8]?

    /// Creates a route.
    init(url: String, outputPath: String) {
        self.init(url: url, outputPath: outputPath, spelling: url)
    }

    /// A page's route, which keeps `contentPath` in place of `url` when the URL is spelled from it.
    private init(url: String, outputPath: String, contentPath: String) {
        let isSpelled = contentPath.hasSuffix(".md") && contentPath.utf8.first != UInt8(ascii: "/")
            && Self.url(spelledFrom: contentPath) == url
        self.init(url: url, outputPath: outputPath, spelling: isSpelled ? contentPath : url)
    }

    private init(url: String, outputPath: String, spelling: String) {
        self.spelling = spelling
        unimpliedOutputPath = outputPath == Self.outputPath(impliedBy: url) ? nil : Array(outputPath.utf8)
    }

    /// The URL path from the site root, percent-encoded: `/docs/intro/`, `/images/a%20b.png`.
    public var url: String {
        spelling.utf8.first == UInt8(ascii: "/") ? spelling : Self.url(spelledFrom: spelling)
    }

    /// `docs/intro.md` → `/docs/intro/`, in one allocation and one copy (the URL is read for every listing a page is in).
    private static func url(spelledFrom contentPath: String) -> String {
        var path = contentPath
        return path.withUTF8 { bytes in
            let stemCount = bytes.count - 3
            return String(unsafeUninitializedCapacity: stemCount + 2) { buffer in
                buffer[0] = UInt8(ascii: "/")
                _ = UnsafeMutableBufferPointer(rebasing: buffer[1...]).initialize(fromContentsOf: bytes[..<stemCount])
                buffer[stemCount + 1] = UInt8(ascii: "/")
                return stemCount + 2
            }
        }
    }

    /// Whether this route's URL sorts before `other`'s, as the strings do; two spelled URLs are compared
    /// in place, as sorting every page by URL would otherwise make two strings a comparison.
    func hasURL(before other: Route) -> Bool {
        guard spelling.utf8.first != UInt8(ascii: "/"), other.spelling.utf8.first != UInt8(ascii: "/") else { return url < other.url }
        // Both URLs are ASCII (`/` + the stem + `/`), so bytes order them as strings: compare the stems and their final `/`.
        var left = spelling, right = other.spelling
        return left.withUTF8 { left in
            right.withUTF8 { right in
                let leftCount = left.count - 3, rightCount = right.count - 3
                for position in 0..<min(leftCount, rightCount) where left[position] != right[position] {
                    return left[position] < right[position]
                }
                if leftCount < rightCount { return UInt8(ascii: "/") <= right[leftCount] }
                if rightCount < leftCount { return left[rightCount] < UInt8(ascii: "/") }
                return false
            }
        }
    }

    public static func == (lhs: Route, rhs: Route) -> Bool {
        lhs.url == rhs.url && lhs.unimpliedOutputPath == rhs.unimpliedOutputPath
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(url)
        hasher.combine(unimpliedOutputPath)
    }

    /// The path inside the output folder, as on disk: `docs/intro/index.html`, `images/a b.png`;
    /// made from the URL when asked for.
    var outputPath: String {
        unimpliedOutputPath.map { String(decoding: $0, as: UTF8.self) } ?? Self.outputPath(impliedBy: url)
    }

    /// The URL's path decoded, without its leading `/`, with `index.html` after a final `/`:
    /// what pretty URLs and static files' URLs are made from.
    private static func outputPath(impliedBy url: String) -> String {
        let path = PercentEncoding.decoded(String(url.dropFirst()))
        return url.hasSuffix("/") ? path + "index.html" : path
    }

    /// Pretty URLs: `index.md` → `/`; `docs/intro.md` → `/docs/intro/`; `docs/index.md` or
    /// `docs/_index.md` → `/docs/`; `2016-01-29-hello.md` → `/hello/`. A slug replaces the last
    /// component of a non-index page; a URL from front matter (`url`, `permalink`) replaces all.
    /// Unless `keepingCase`, the folders and file name are lowercased (`HasSuffix.md` → `/hassuffix/`).
    public static func page(contentPath: String, slug: String? = nil, url: String? = nil, keepingCase: Bool = true) -> Route {
        if let url { return page(url: url) }
        var components = (keepingCase ? contentPath : contentPath.lowercased()).pathSegments().map(String.init)
        let stem = stem(ofFile: components.removeLast())
        if !isIndexName(stem) {
            components.append(slug ?? DatedFileName.split(stem)?.slug ?? stem)
        }
        let folder = components.joined(separator: "/")
        let url = components.isEmpty ? "/" : "/" + components.map(PercentEncoding.encodedPathSegment).joined(separator: "/") + "/"
        return Route(url: url, outputPath: folder.isEmpty ? "index.html" : folder + "/index.html", contentPath: contentPath)
    }

    /// `/about/` and `/about` → `about/index.html`; `/2016/01/post.html` keeps its file name.
    private static func page(url: String) -> Route {
        let components = url.pathSegments().map(String.init)
        let encoded = "/" + components.map(PercentEncoding.encodedPathSegment).joined(separator: "/")
        guard let last = components.last else { return Route(url: "/", outputPath: "index.html") }
        if !url.hasSuffix("/"), last.hasSuffix(".html") || last.hasSuffix(".htm") {
            return Route(url: encoded, outputPath: components.joined(separator: "/"))
        }
        return Route(url: encoded + "/", outputPath: components.joined(separator: "/") + "/index.html")
    }

    /// A page file's name without `.md`, `.markdown` or `.tutorial`.
    static func stem(ofFile file: String) -> String {
        if file.hasSuffix(".tutorial") { return String(file.dropLast(9)) }
        return file.hasSuffix(".markdown") ? String(file.dropLast(9)) : String(file.dropLast(3))
    }

    /// Static files keep their path.
    static func file(contentPath: String) -> Route {
        Route(url: "/" + contentPath.pathSegments().map { PercentEncoding.encodedPathSegment(String($0)) }.joined(separator: "/"),
              outputPath: contentPath)
    }

    /// Whether a Content/ path is a section's index page (`index.md` or `_index.md`).
    static func isIndex(contentPath: String) -> Bool {
        let file = contentPath.pathSegments().last.map(String.init) ?? contentPath
        return isIndexName(file.hasSuffix(".markdown") ? String(file.dropLast(9)) : String(file.dropLast(3)))
    }

    /// Whether a Content/ file is a page (a DocC catalog's `.tutorial` files are pages too).
    static func isPage(contentPath: String) -> Bool {
        contentPath.hasSuffix(".md") || contentPath.hasSuffix(".markdown")
            || (contentPath.hasSuffix(".tutorial") && DocCCatalog.root(of: contentPath) != nil)
    }

    private static func isIndexName(_ stem: String) -> Bool {
        stem == "index" || stem == "_index"
    }
}
