import Foundation
import TestSupport
import Testing
@testable import Site

/// A catalog built with `--symbol-graphs`: the Geometry fixture of DocCTests (its README says how docc was run on it),
/// published where docc publishes it.
@Suite struct APIReferenceBuildTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("DocCTests/Fixtures/SymbolGraphs/Geometry").path

    /// The fixture's catalog and graphs copied into a folder, built; the folder and the build's warnings.
    func build() throws -> (site: TemporaryDirectory, warnings: [String]) {
        let site = TemporaryDirectory()
        // Named as many packages name theirs: the module is the one its root page is titled with.
        try FileManager.default.copyItem(atPath: Self.fixture + "/Sources/Geometry/Geometry.docc", toPath: site.path + "/Documentation.docc")
        try FileManager.default.copyItem(atPath: Self.fixture + "/symbol-graphs", toPath: site.path + "/graphs")
        let report = try SiteBuilder(options: BuildOptions(
            sourceDirectory: site.path + "/Documentation.docc", symbolGraphDirectory: site.path + "/graphs")).build()
        return (site, report.warnings.map(\.summary))
    }

    /// The URL of every page under Public/documentation/, without its trailing slash.
    func publishedURLs(in site: TemporaryDirectory) -> Set<String> {
        let root = site.path + "/Public"
        let files = FileManager.default.enumerator(atPath: root + "/documentation")?.compactMap { $0 as? String } ?? []
        return Set(files.filter { $0.hasSuffix("/index.html") || $0 == "index.html" }.map { file in
            "/documentation/" + file.dropLast("index.html".count)
        }.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
    }

    @Test func everyPageDocCMakesIsPublishedAtItsURLAndNoOther() throws {
        let (site, warnings) = try build()
        let docc = try String(contentsOfFile: Self.fixture + "/docc-expected-urls.txt", encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(publishedURLs(in: site) == Set(docc))
        #expect(warnings.isEmpty)
    }

    @Test func aSymbolsExtensionFileIsPartOfItsPageNotAPageOfItsOwn() throws {
        let (site, _) = try build()
        #expect(!site.exists("Public/documentation/geometry/circle-extension/index.html"))
        #expect(!FileManager.default.fileExists(atPath: site.path + "/Public/geometry"))
        let module = try #require(site.read("Public/documentation/geometry/index.html"))
        #expect(module.contains("<h1>Geometry</h1>"))
        #expect(module.contains("<title>Geometry · Geometry</title>"), "a catalog built with its graphs is titled with its module")
    }

    @Test func aCatalogPageTitledWithASymbolTheGraphsLackIsAnArticleWithAWarning() throws {
        let site = TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Self.fixture + "/Sources/Geometry/Geometry.docc", toPath: site.path + "/Geometry.docc")
        try "# ``Geometry/Hexagon``\n\nSix sides.\n".write(toFile: site.path + "/Geometry.docc/Hexagon.md", atomically: true, encoding: .utf8)
        let report = try SiteBuilder(options: BuildOptions(
            sourceDirectory: site.path + "/Geometry.docc", symbolGraphDirectory: Self.fixture + "/symbol-graphs")).build()
        #expect(report.warnings.map(\.summary) == [
            "Geometry.docc/Hexagon.md:1:1: warning: 'Geometry.docc/Hexagon.md' documents ``Geometry/Hexagon``, which the symbol graphs of Geometry do not have; it is published as an article",
        ])
        #expect(site.exists("Public/documentation/geometry/hexagon/index.html"))
    }

    @Test func symbolGraphsInTheCatalogAreReadAsItsOwnAndNotPublished() throws {
        let site = TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Self.fixture + "/Sources/Geometry/Geometry.docc", toPath: site.path + "/Content/Geometry.docc")
        for graph in ["Geometry.symbols.json", "Geometry@Swift.symbols.json"] {
            try FileManager.default.copyItem(atPath: Self.fixture + "/symbol-graphs/" + graph, toPath: site.path + "/Content/Geometry.docc/" + graph)
        }
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        let docc = try String(contentsOfFile: Self.fixture + "/docc-expected-urls.txt", encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(publishedURLs(in: site) == Set(docc))
        let published = try FileManager.default.subpathsOfDirectory(atPath: site.path + "/Public")
        #expect(published.filter { $0.hasSuffix(".symbols.json") } == [])
    }

    @Test func withoutTheModulesSymbolGraphItsSymbolsExtensionFilesAreLeftOutWithOneWarning() throws {
        let site = TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Self.fixture + "/Sources/Geometry/Geometry.docc", toPath: site.path + "/Geometry.docc")
        try "# ``Geometry/Hexagon``\n\nSix sides.\n".write(toFile: site.path + "/Geometry.docc/Hexagon.md", atomically: true, encoding: .utf8)
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path + "/Geometry.docc")).build()
        #expect(report.warnings.map(\.summary).filter { $0.contains("symbol graph") } == [
            "Geometry.docc/Circle.md:1:1: warning: 3 pages document symbols of Geometry (such as ``Geometry/Circle``) but the site has no symbol graph of it, so they are not published; give its graphs with --symbol-graphs DIR, or build the package's documentation with 'sitegen docs'",
        ])
        #expect(site.exists("Public/documentation/geometry/index.html"))
        #expect(!site.exists("Public/documentation/geometry/hexagon/index.html"))
    }

    @Test func aFileThatIsNotASymbolGraphIsAnErrorNamingIt() throws {
        let site = TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: site.path + "/graphs/", withIntermediateDirectories: true)
        try "{\"module\": 3}".write(toFile: site.path + "/graphs/Broken.symbols.json", atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: Self.fixture + "/Sources/Geometry/Geometry.docc", toPath: site.path + "/Geometry.docc")
        #expect {
            try SiteBuilder(options: BuildOptions(sourceDirectory: site.path + "/Geometry.docc", symbolGraphDirectory: site.path + "/graphs")).build()
        } throws: { error in
            (error as? BuildFailure)?.diagnostics.map(\.summary).first?.contains("Broken.symbols.json:1:12: error: not a symbol graph: expected an object") == true
        }
    }

    @Test func eachModuleHasOneNavigationFileInTopicsOrderWithItsGroupHeadings() throws {
        let (site, _) = try build()
        let data = try #require(site.read("Public/documentation/geometry/navigation.json")).data(using: .utf8)!
        let tree = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(tree["title"] as? String == "Geometry")
        #expect(tree["url"] as? String == "/documentation/geometry/")
        let children = try #require(tree["children"] as? [[Any]])
        // The module page's Topics as docc lists them (docc-expected.json): the curated groups, then the automatic ones.
        let headings = children.filter { $0.count == 1 }.compactMap { $0[0] as? String }
        #expect(headings == ["Essentials", "Shapes", "Measuring", "Classes", "Protocols", "Structures", "Variables", "Type Aliases",
                             "Enumerations", "Extended Modules"])
        #expect(children.prefix(4).map { $0.prefix(2).compactMap { $0 as? String } } == [
            ["Essentials"], ["Getting Started with Geometry", "gettingstarted/"], ["Shape", "shape/"], ["Point", "point/"],
        ])
        let point = try #require(children.first { ($0.first as? String) == "Point" })
        let members = try #require(point.last as? [[Any]])
        #expect(members.contains { ($0.first as? String) == "init(x:y:)" && ($0.last as? String) == "point/init(x:y:)/" })
    }

    @Test func editingAnExtensionFileOrAnArticleRebuildsAsAFullBuildWould() throws {
        let site = TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: site.path + "/Content", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.fixture + "/Sources/Geometry/Geometry.docc", toPath: site.path + "/Content/Geometry.docc")
        let builder = try site.builtForRebuilds(symbolGraphs: Self.fixture + "/symbol-graphs")
        let article = try #require(site.read("Content/Geometry.docc/GettingStarted.md"))
        site.edit("Content/Geometry.docc/GettingStarted.md", article + "\nSee ``Circle/radius``.\n")
        try site.expectRebuildMatchesFullBuild(builder)
        #expect(site.read("Public/documentation/geometry/gettingstarted/index.html")?.contains(
            #"<a href="/documentation/geometry/circle/radius/"><code>radius</code></a>"#) == true)
    }

    @Test func aReferencePageNamesItsModulesTreeAndListsNoSidebarOfItsOwn() throws {
        let (site, _) = try build()
        let type = try #require(site.read("Public/documentation/geometry/circle/index.html"))
        #expect(type.contains(#"data-tree="/documentation/geometry/navigation.json""#))
        #expect(!type.contains(#"class="nav-list""#))
        #expect(type.contains(#"<nav class="breadcrumbs""#), "without the script, the breadcrumbs lead up")
        #expect(type.contains(##"<a href="#Instance-Methods">Instance Methods</a>"##), "a page with members lists its Topics groups on the page")
        let member = try #require(site.read("Public/documentation/geometry/circle/radius/index.html"))
        #expect(!member.contains(#"class="toc""#), "a member's few sections need no table of contents")
        let article = try #require(site.read("Public/documentation/geometry/gettingstarted/index.html"))
        #expect(article.contains(#"data-tree="/documentation/geometry/navigation.json""#))
    }
}
