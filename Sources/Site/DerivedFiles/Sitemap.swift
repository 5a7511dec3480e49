import Core

/// sitemap.xml: every page, by URL, with its last change (else its date) as lastmod.
enum Sitemap {
    static func xml(index: SiteIndex, baseURL: BaseURL) -> String {
        let pages = index.pages.sorted { $0.route.url < $1.route.url }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        // Room for the whole file at once: grown by doubling, a large site's sitemap took up to three times its
        // size, a few hundred bytes a page at the build's peak. An entry is its URL and 54 bytes, and a few for escapes.
        let base = baseURL.description.utf8.count
        xml.reserveCapacity(pages.reduce(xml.utf8.count + 16) { $0 + base + $1.route.url.utf8.count + 64 })
        for page in pages {
            xml += "  <url><loc>\(HTMLEscaping.text(baseURL.absoluteURL(page.route.url)))</loc>"
            if let date = page.metadata.lastModified ?? page.metadata.date {
                xml += "<lastmod>\(CivilDate(date).iso8601Date)</lastmod>"
            }
            xml += "</url>\n"
        }
        xml += "</urlset>\n"
        return xml
    }
}
