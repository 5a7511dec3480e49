import Core

/// sitemap.xml: every page, by URL, with its last change (else its date) as lastmod.
enum Sitemap {
    /// Hands the file to `add` in pieces of about `pieceSize` bytes, so that a writer can stream it: at
    /// 100,000 pages it is 13 MB, made at the end of the build while the search index is written.
    static func write<Failure>(
        index: SiteIndex, baseURL: BaseURL, pieceSize: Int, to add: (String) throws(Failure) -> Void
    ) throws(Failure) {
        let pages = index.pages.sorted { $0.route.hasURL(before: $1.route) }
        var piece = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        // Room for the whole piece at once: grown by doubling, a large site's sitemap took up to three times its
        // size. An entry is its URL and 54 bytes, and a few for escapes.
        let entrySize = baseURL.description.utf8.count + 64
        piece.reserveCapacity(min(pieceSize, pages.reduce(piece.utf8.count + 16) { $0 + entrySize + $1.route.url.utf8.count }) + entrySize)
        for page in pages {
            piece += "  <url><loc>\(HTMLEscaping.text(baseURL.absoluteURL(page.route.url)))</loc>"
            if let date = page.metadata.lastModified ?? page.metadata.date {
                piece += "<lastmod>\(CivilDate(date).iso8601Date)</lastmod>"
            }
            piece += "</url>\n"
            if piece.utf8.count >= pieceSize {
                try add(piece)
                piece.removeAll(keepingCapacity: true)
            }
        }
        piece += "</urlset>\n"
        try add(piece)
    }
}
