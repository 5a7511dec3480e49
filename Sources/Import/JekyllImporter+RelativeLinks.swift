import Core

extension JekyllImporter {
    /// A Jekyll page's Markdown links and images to a relative URL (`[Ubuntu](../ubuntu/)`, `![](shot.png)`) written
    /// from the site root, where the browser finds them from the page's URL: sitegen reads a relative link from the
    /// page's file, which sits a folder above its URL for a page published at `/docs/installation/other-linux/`.
    /// A link to a Markdown file stays: GitHub Pages' jekyll-relative-links reads it from the file, as sitegen does.
    /// Returns the text and how many links it rewrote.
    static func rootingRelativeLinks(in text: String, oldURL: String, contentPath: String) -> (text: String, count: Int) {
        let urlFolder = oldURL.hasSuffix("/") ? oldURL : String(oldURL[...(oldURL.lastIndex(of: "/") ?? oldURL.startIndex)])
        let fileFolder = "/" + contentPath.split(separator: "/").dropLast().joined(separator: "/") + "/"
        guard urlFolder.hasPrefix("/"), urlFolder != fileFolder else { return (text, 0) }
        var count = 0
        let rewritten = LinkDestinations.replacing(in: text) { link in
            let destination = link.destination
            let end = destination.firstIndex { $0 == "#" || $0 == "?" } ?? destination.endIndex
            let path = String(destination[..<end])
            guard !path.isEmpty, !path.hasPrefix("/"), !path.contains(":"), !path.contains("{"), !path.hasPrefix("<"),
                  !SourcePage.isPage(path) else { return nil }
            count += 1
            return (urlFolder + path).normalizedPath() + destination[end...]
        }
        return (rewritten, count)
    }

    /// A page's Markdown links to the old site's feeds (`[RSS](/atom.xml)`) sent to sitegen's feed.xml, which replaces
    /// them. Returns the text and how many links it rewrote.
    static func linkingReplacedFeeds(in text: String, feedURLs: Set<String>) -> (text: String, count: Int) {
        guard !feedURLs.isEmpty else { return (text, 0) }
        var count = 0
        let rewritten = LinkDestinations.replacing(in: text) { link in
            let destination = link.destination
            let end = destination.firstIndex { $0 == "#" || $0 == "?" } ?? destination.endIndex
            guard feedURLs.contains(String(destination[..<end])) else { return nil }
            count += 1
            return "/feed.xml"
        }
        return (rewritten, count)
    }
}
