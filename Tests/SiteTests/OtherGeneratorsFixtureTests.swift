import Foundation
import TestSupport
import Testing
@testable import Site

/// Small sites written the way Jekyll, Hugo and MkDocs sites are (Fixtures/OtherGenerators) build
/// as they are, with a warning for each thing sitegen reads differently.
@Suite struct OtherGeneratorsFixtureTests {
    /// Builds a copy of the fixture site and returns it with the build's warnings.
    func build(_ name: String) throws -> (site: TemporaryDirectory, warnings: [String]) {
        let site = TemporaryDirectory()
        let fixture = Bundle.module.resourcePath! + "/Fixtures/OtherGenerators/" + name + "/Content"
        try FileManager.default.copyItem(atPath: fixture, toPath: site.path + "/Content")
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        return (site, report.warnings.map(\.summary))
    }

    @Test func aJekyllBlog() throws {
        let (site, warnings) = try build("jekyll-blog")
        #expect(warnings == [
            "warning: layout 'post' (first used by Content/_posts/2016-01-29-swift-api-transformation.md) has no template post.html in Templates/: its pages use the default layout",
            "Content/_posts/2016-02-29-commit-access.md:8:1: warning: duplicate key 'title' (first set on line 3): the last value is used",
        ])
        #expect(site.read("Public/_posts/swift-api-transformation/index.html")?.contains("<a href=\"/_posts/commit-access/\">the other post</a>") == true)
        #expect(site.read("Public/_posts/commit-access/index.html")?.contains("<title>Commit Access Policy") == true)
        #expect(site.read("Public/about-us/index.html")?.contains("Who writes here.") == true)
        #expect(!site.exists("Public/_posts/unpublished/index.html"))
        #expect(site.exists("Public/index.html"))
    }

    @Test func aHugoDocsSite() throws {
        let (site, warnings) = try build("hugo-docs")
        #expect(warnings == [
            "warning: layout 'single' (first used by Content/getting-started/quick-start.md) has no template single.html in Templates/: its pages use the default layout",
        ])
        #expect(site.exists("Public/functions/strings/hassuffix/index.html"))
        #expect(site.read("Public/functions/hassuffix/index.html")?.contains("/functions/strings/hassuffix/") == true)
        #expect(site.read("Public/index.html")?.contains("Welcome.") == true)
        #expect(site.exists("Public/tags/start/index.html"))
    }

    @Test func anMkDocsMaterialSite() throws {
        let (site, warnings) = try build("mkdocs-docs")
        #expect(warnings.isEmpty)
        #expect(site.read("Public/blog/posts/release/index.html")?.contains("<time datetime=\"2024-01-01\">January 1, 2024</time>") == true)
        #expect(site.read("Public/index.html")?.contains("<a href=\"/setup/colors/\">setup</a>") == true)
    }
}
