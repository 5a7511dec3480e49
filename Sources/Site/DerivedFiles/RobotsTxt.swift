import Core

/// robots.txt: everything may be crawled; the sitemap is named when the base URL has a host.
enum RobotsTxt {
    static func text(baseURL: BaseURL) -> String {
        var text = "User-agent: *\nAllow: /\n"
        if baseURL.isAbsolute {
            text += "\nSitemap: \(baseURL.absoluteURL("/sitemap.xml"))\n"
        }
        return text
    }
}
