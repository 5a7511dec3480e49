import DocC
import Testing

/// `DocCCatalog.root(of:)` compares bytes; these pin it to whole path components.
@Suite struct DocCCatalogRootTests {
    @Test func isTheFirstFolderNamedDotDocc() {
        #expect(DocCCatalog.root(of: "docs/Guide.docc/Basics/A.md") == "docs/Guide.docc")
        #expect(DocCCatalog.root(of: "A.docc/B.docc/c.md") == "A.docc")
    }

    @Test func isThePathItselfWhenItNamesTheCatalog() {
        #expect(DocCCatalog.root(of: "Guide.docc") == "Guide.docc")
    }

    @Test func isNilOutsideACatalog() {
        #expect(DocCCatalog.root(of: "docs/guide.md") == nil)
        #expect(DocCCatalog.root(of: "docs/x.doccs/a.md") == nil)
        #expect(DocCCatalog.root(of: "docc/a.md") == nil)
        #expect(DocCCatalog.root(of: "") == nil)
    }

    @Test func keepsALeadingSlash() {
        #expect(DocCCatalog.root(of: "/G.docc/a.md") == "/G.docc")
    }
}
