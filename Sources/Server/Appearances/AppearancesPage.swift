import Core

/// `/_sitegen/appearances?page=/docs/`: one page in the light, dark and night
/// appearances side by side, like previews of one view in several schemes.
///
/// Each frame loads `PAGE?sitegen-appearance=NAME`; the theme's inline script
/// applies that appearance without touching the reader's stored choice. The
/// page itself is `appearances.html`, with the site's own stylesheets, and
/// `appearances.js` keeps the frames together and scales them to the chosen width.
struct AppearancesPage {
    static let appearances = ["light", "dark", "night"]
    static let parameter = "sitegen-appearance"
    /// How many pages the page switcher offers; a larger site is still reachable by typing a path.
    static let maximumListedPages = 2000

    /// The page shown, a site path such as `/docs/`.
    let page: String
    let pagePaths: [String]
    /// The path the site is served under (`/` or `/project/`), which the site's stylesheet links are relative to.
    let sitePath: String
    /// The site's `<link rel="stylesheet">` tags, as its home page has them.
    let siteStylesheets: [String]
    let liveReload: Bool

    /// `page` is what the query asked for; anything but a site path (`https:`, `//host`, `javascript:`) shows `/`.
    init(page requested: String, pagePaths: [String], sitePath: String = "/", siteStylesheets: [String] = [], liveReload: Bool) {
        var page = requested.trimmingWhitespace()
        if let hash = page.firstIndex(of: "#") { page = String(page[..<hash]) }
        let isSitePath = page.hasPrefix("/") && !page.hasPrefix("//") && !page.hasPrefix("/\\")
            && !page.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        self.page = isSitePath ? page : "/"
        self.pagePaths = pagePaths
        self.sitePath = sitePath
        self.siteStylesheets = siteStylesheets
        self.liveReload = liveReload
    }

    /// The frame address for one appearance.
    func frameURL(_ appearance: String) -> String {
        page + (page.contains("?") ? "&" : "?") + "\(Self.parameter)=\(appearance)"
    }

    var html: String {
        var slots = [
            "title": HTMLEscaping.text(page),
            "page": HTMLEscaping.attribute(page),
            "site-path": HTMLEscaping.attribute(sitePath),
            "site-stylesheets": siteStylesheets.joined(separator: "\n"),
            "live-reload": liveReload ? LiveReloadScript.tag : "",
            "page-options": pagePaths.map { "<option value=\"\(HTMLEscaping.attribute($0))\">" }.joined(),
        ]
        for appearance in Self.appearances {
            slots["\(appearance)-frame"] = HTMLEscaping.attribute(frameURL(appearance))
        }
        return Self.template.filled(slots)
    }

    private static let template = SlotTemplate(String(decoding: PackageResources.appearances_html, as: UTF8.self))
}
