import Core

/// sitemap.xml: every page, by URL, with its last change (else its date) as lastmod.
enum Sitemap {
    static func xml(index: SiteIndex, baseURL: BaseURL) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in index.pages.sorted(by: { $0.route.url < $1.route.url }) {
            xml += "  <url><loc>\(HTMLEscaping.text(baseURL.absoluteURL(page.route.url)))</loc>"
            if let date = page.metadata.lastModified ?? page.metadata.date {
                xml += "<lastmod>\(CivilDate(date).iso8601Date)</lastmod>"
            }
            xml += "</url>\n"
        }
        return xml + "</urlset>\n"
    }
}
