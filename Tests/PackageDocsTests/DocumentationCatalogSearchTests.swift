import TestSupport
import Testing
@testable import PackageDocs

@Suite struct DocumentationCatalogSearchTests {
    @Test func findsCatalogsAnywhereInTheSourceFolderButNotInsideOneOrInHiddenFolders() {
        let target = TemporaryDirectory()
        target.write("Shapes.swift", "")
        target.write("Docs/Shapes.docc/Shapes.md", "")
        target.write("Docs/Shapes.docc/Nested.docc/x.md", "")
        target.write(".hidden/Old.docc/x.md", "")
        target.write("Resources/readme.docc", "a file, not a folder")
        #expect(DocumentationCatalogSearch.catalogs(in: target.path) == [target.path(to: "Docs/Shapes.docc")])
    }

    @Test func aTargetWithTwoCatalogsListsBothSorted() {
        let target = TemporaryDirectory()
        target.makeFolder("B.docc")
        target.makeFolder("A.docc")
        #expect(DocumentationCatalogSearch.catalogs(in: target.path) == [target.path(to: "A.docc"), target.path(to: "B.docc")])
    }
}
