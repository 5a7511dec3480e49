import TestSupport
import Testing
@testable import Site

/// Every page names an icon, so that browsers do not ask for a /favicon.ico that neither `sitegen serve` nor a
/// static host has (a 404 in the log on every page load).
@Suite struct FaviconTests {
    func build(_ siteJSON: String?) throws -> TemporaryDirectory {
        let site = TemporaryDirectory()
        site.write("Content/index.md", "# Home\n")
        if let siteJSON { site.write("site.json", siteJSON) }
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path, baseURL: "/project/")).build()
        return site
    }

    @Test func pagesLinkTheBuiltInIconWhichTheBuildWrites() throws {
        let site = try build(nil)
        #expect(site.read("Public/index.html")?.contains(#"<link rel="icon" href="/project/assets/favicon.svg" type="image/svg+xml">"#) == true)
        #expect(site.read("Public/assets/favicon.svg")?.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">"#) == true)
    }

    @Test func aSitesOwnIconReplacesIt() throws {
        let site = try build(#"{"params": {"favicon": "/icon.png"}}"#)
        let html = site.read("Public/index.html") ?? ""
        #expect(html.contains(#"<link rel="icon" href="/project/icon.png">"#))
        #expect(!html.contains("favicon.svg"))
    }
}
