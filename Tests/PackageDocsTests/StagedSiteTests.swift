import Core
import Foundation
import TestSupport
import Testing
@testable import PackageDocs

@Suite struct StagedSiteTests {
    /// A package with a module whose catalog is `Documentation.docc` and one without a catalog.
    static func package(in root: TemporaryDirectory) -> SwiftPackage {
        root.write("Sources/Shapes/Documentation.docc/Shapes.md", "# ``Shapes``\n\nDraw circles.\n")
        return SwiftPackage(name: "shapes", root: root.path, modules: [
            DocumentedModule(name: "Shapes", sourceFolder: root.path(to: "Sources/Shapes"), catalogs: [root.path(to: "Sources/Shapes/Documentation.docc")]),
            DocumentedModule(name: "ColorKit", sourceFolder: root.path(to: "Sources/ColorKit"), catalogs: []),
        ])
    }

    @Test func linksEachCatalogUnderItsModulesNameAndListsTheModulesOnTheHomePage() throws {
        let root = TemporaryDirectory()
        let site = try StagedSite.stage(Self.package(in: root), in: root.path(to: ".build/sitegen/site"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: site.folder + "/Content/Shapes.docc") == root.path(to: "Sources/Shapes/Documentation.docc"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.folder + "/Content").sorted() == ["Shapes.docc", "index.md"])
        #expect(root.read(".build/sitegen/site/site.json") == "{\n  \"title\" : \"shapes\"\n}\n")
        #expect(root.read(".build/sitegen/site/Content/index.md") == """
            # shapes

            - [Shapes](documentation/shapes/): Draw circles.
            - [ColorKit](documentation/colorkit/)

            """)
    }

    @Test func stagingAgainReplacesTheLinksAndLeavesTheCatalogsAlone() throws {
        let root = TemporaryDirectory()
        var package = Self.package(in: root)
        _ = try StagedSite.stage(package, in: root.path(to: "site"))
        package.modules.removeFirst()
        _ = try StagedSite.stage(package, in: root.path(to: "site"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path(to: "site/Content")) == ["index.md"])
        #expect(root.read("Sources/Shapes/Documentation.docc/Shapes.md") == "# ``Shapes``\n\nDraw circles.\n")
    }

    @Test func diagnosticsNameTheCatalogsOwnFiles() throws {
        let root = TemporaryDirectory()
        let site = try StagedSite.stage(Self.package(in: root), in: root.path(to: "site"))
        let inCatalog = Diagnostic(.warning, "'Content/Shapes.docc/Guide.md' documents ``Square``", at: SourceLocation(path: "Content/Shapes.docc/Guide.md", line: 3, column: 7))
        let relocated = site.relocated(inCatalog, from: root.path)
        #expect(relocated.summary == "Sources/Shapes/Documentation.docc/Guide.md:3:7: warning: 'Sources/Shapes/Documentation.docc/Guide.md' documents ``Square``")
        let staged = Diagnostic(.warning, "broken link", at: SourceLocation(path: "Content/index.md", line: 1, column: 1))
        #expect(site.relocated(staged, from: root.path).location?.path == "site/Content/index.md")
        #expect(site.relocated(staged, from: "/elsewhere").location?.path == root.path(to: "site/Content/index.md"))
    }
}
