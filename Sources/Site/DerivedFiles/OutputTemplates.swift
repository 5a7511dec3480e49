/// The templates of the files a build writes besides its pages: built in (the repository's Templates/),
/// and overridden by a file of the same name in a site's Templates/ folder, as its layouts are.
enum OutputTemplates {
    static let feed = "feed.xml"
    static let sitemap = "sitemap.xml"
    static let robots = "robots.txt"
    /// The page left at each URL a page's `aliases` list.
    static let alias = "redirects/alias.html"

    /// `sitegen new` leaves them out of a new site: a site overrides one only when it means to.
    static let names: Set<String> = [feed, sitemap, robots, alias]
}
