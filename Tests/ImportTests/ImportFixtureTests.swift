import Foundation
import TestSupport
import Testing
@testable import Import

/// Each generator's fixture site (Fixtures/<generator>/source) imports to exactly the sitegen site
/// in Fixtures/<generator>/expected, with the report's conversions and leftovers as listed; so do
/// the multilingual and navigation fixtures (Fixtures/<name>/source).
@Suite struct ImportFixtureTests {
    static let fixtures = Bundle.module.resourcePath! + "/Fixtures/"

    /// A fixture imported into `site` in a temporary folder, removed with it.
    struct Imported {
        let report: ImportReport
        let folder: TemporaryDirectory

        var destination: String { folder.path(to: "site") }
        /// Every file the import wrote, relative to the site, with its bytes.
        var files: [String: Data] { folder.contents(under: "site") }
    }

    /// The fixture `name` (the generator's own by default) imported.
    static func importFixture(_ generator: SiteImport.Generator, name: String? = nil) throws -> Imported {
        let folder = TemporaryDirectory()
        let report = try SiteImport.run(generator, source: fixtures + (name ?? generator.rawValue) + "/source", destination: folder.path(to: "site"))
        return Imported(report: report, folder: folder)
    }

    func importFixture(_ generator: SiteImport.Generator) throws -> Imported { try Self.importFixture(generator) }

    /// Every file under `folder`, relative, with its bytes.
    static func tree(_ folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = FileManager.default.contents(atPath: folder + "/" + path)
            }
        }
        return files
    }

    static let multilingual: [(SiteImport.Generator, String)] = [(.mkdocs, "mkdocs-suffix"), (.mkdocs, "mkdocs-folder"), (.hugo, "hugo-languages")]
    /// Sites whose navigation says more than their folders (NavigationFixtureTests builds them).
    static let navigation: [(SiteImport.Generator, String)] = [(.mkdocs, "mkdocs-nav"), (.hugo, "hugo-menus"), (.jekyll, "jekyll-nav")]

    @Test(arguments: SiteImport.Generator.allCases.map { ($0, $0.rawValue) } + multilingual + navigation)
    func writesTheExpectedSite(_ generator: SiteImport.Generator, fixture: String) throws {
        let written = try Self.importFixture(generator, name: fixture).files
        let expected = Self.tree(Self.fixtures + fixture + "/expected")
        #expect(written.keys.sorted() == expected.keys.sorted())
        for (path, data) in expected {
            #expect(written[path].map { String(decoding: $0, as: UTF8.self) } == String(decoding: data, as: UTF8.self), "\(path)")
        }
    }

    @Test(arguments: SiteImport.Generator.allCases)
    func leavesTheSourceAsItWas(_ generator: SiteImport.Generator) throws {
        let before = Self.tree(Self.fixtures + generator.rawValue + "/source")
        _ = try importFixture(generator)
        #expect(Self.tree(Self.fixtures + generator.rawValue + "/source") == before)
    }

    @Test func refusesADestinationThatIsNotEmpty() throws {
        let destination = TemporaryDirectory()
        destination.write("keep.txt", "x")
        #expect(throws: SiteImport.Failure.self) { try SiteImport.run(.hugo, source: Self.fixtures + "hugo/source", destination: destination.path) }
        #expect(destination.files(under: "") == ["keep.txt"])
    }

    @Test func refusesASourceWithoutTheGeneratorsConfiguration() throws {
        let folder = TemporaryDirectory()
        #expect(throws: SiteImport.Failure.self) { try SiteImport.run(.mkdocs, source: Self.fixtures + "hugo/source", destination: folder.path(to: "site")) }
        #expect(!folder.exists("site"))
    }

    @Test func reportsHugoConversionsAndLeftovers() throws {
        let report = try importFixture(.hugo).report
        #expect(report.conversions == [
            "badge → {% shortcode \"badge\" %}": 1, "data/ → Data/ (site.data)": 1, "details → callout": 1, "escaped shortcode {{</* */>}} → text": 1,
            "figure → image with caption": 1, "gist → link": 1, "highlight → fenced code": 1, "layouts/shortcodes/ file → Templates/shortcodes/": 1,
            "notice → callout": 1, "ref → link to the page's file": 2, "relref → link to the page's file": 2,
            "tweet → link": 1, "vimeo → link": 1, "youtube → link": 1,
        ])
        #expect(report.leftovers == [
            .init(kind: "shortcode ref", file: "Content/docs/Getting Started.md", line: 8),
            .init(kind: "shortcode tabs", file: "Content/posts/first.md", line: 26),
        ])
        #expect(report.layouts == ["layouts/partials/header.html", "layouts/shortcodes/tabs.html", "themes/ananke/ (the theme)"])
        #expect((report.pages, report.files, report.urlsAdded) == (6, 2, 3))
    }

    @Test func reportsJekyllConversionsAndLeftovers() throws {
        let report = try importFixture(.jekyll).report
        #expect(report.conversions == [
            "_data/ → Data/ (site.data)": 1, "_includes/ file → Templates/shortcodes/": 2, "for → for": 2, "highlight → fenced code": 1,
            "_posts/ → posts/_index.md titled Posts": 1, "_posts/ → Templates/posts.html, the blog layout": 1,
            "include → shortcode": 2, "include_relative → the file's text": 1, "link → link to the file": 2,
            "post_url → link to the post's file": 2, "raw → plain text": 1,
            "redirect_from → aliases": 1, "relative_url → link": 1, "{{ site.baseurl }} → root-relative link": 1, "{{ }} → {{ }}": 11,
            "HTML page → page of raw HTML ({::nomarkdown})": 2, "file made by Liquid → Content/ file with template: true": 1,
            "file with front matter, without Liquid or a layout → Content/ as Jekyll writes it": 1,
        ])
        #expect(report.leftovers == [
            .init(kind: "Liquid output {{ }}", file: "Content/team.md", line: 14),
            .init(kind: "Liquid tag include", file: "Content/team.md", line: 15),
        ])
        #expect(report.layouts == ["_includes/feed.html", "_layouts/default.html"])
        #expect(report.skipped == [
            "_drafts/idea.md: Jekyll's own folder (drafts, data, plugins or a collection)",
            "atom.xml: a file Jekyll renders (front matter in a file that is not Markdown), not imported: a feed made by Liquid, and sitegen "
                + "writes its own feed.xml, where links to it now go",
            "docs/_install.md: a name starting with '_', which Jekyll does not publish (a page puts it in its own with include_relative)",
            "github.html: a file Jekyll renders (front matter in a file that is not Markdown), not imported: a redirect to "
                + "https://github.com/example/blog (redirect_to), and sitegen's aliases redirect to its own pages only",
            "rule.md: no front matter, so Jekyll copies it as it is",
            "_data/legacy.csv: a data file sitegen does not read (Data/ takes YAML, JSON and TOML)",
        ])
    }

    @Test func reportsMkDocsConversionsAndLeftovers() throws {
        let report = try importFixture(.mkdocs).report
        #expect(report.conversions == [
            "--8<-- snippet → inlined": 4, "escaped snippet ;--8<-- → text": 1, "nav: entry → weight, title or group": 4,
            "nav: section → _index.md with its title and weight": 1, "nav: link → link page (nav_link)": 1,
            "#Title heading → # Title": 1,
        ])
        #expect(report.leftovers == [
            .init(kind: "snippet --8<--", file: "Content/guide/Install.md", line: 17),
            .init(kind: "mkautodoc/mkdocstrings ::: block (needs Python)", file: "Content/guide/usage.md", line: 10),
        ])
        #expect(report.layouts == ["overrides/main.html", "theme: material"])
    }

    @Test func theReportEndsWithTheNextCommands() throws {
        let imported = try importFixture(.mkdocs)
        let destination = imported.destination
        #expect(imported.report.text.hasSuffix("Next:\n  sitegen build --source \(destination)\n  sitegen serve --source \(destination)\n"))
        #expect(imported.report.text.contains("  snippet --8<-- (1)\n    \(destination)/Content/guide/Install.md:17\n"))
    }
}
