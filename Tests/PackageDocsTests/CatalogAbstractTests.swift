import TestSupport
import Testing
@testable import PackageDocs

@Suite struct CatalogAbstractTests {
    @Test func isTheParagraphAfterTheModulesTitle() {
        let catalog = TemporaryDirectory()
        catalog.write("Guide.md", "# Guide\n\nNot this one.\n")
        catalog.write("Shapes.md", "# ``Shapes``\n\nDraw circles\nand polygons.\n\n## Overview\n\nMore.\n")
        #expect(CatalogAbstract.of(module: "Shapes", in: catalog.path) == "Draw circles and polygons.")
    }

    @Test func skipsTheMetadataDirective() {
        let catalog = TemporaryDirectory()
        catalog.write("index.md", "# ``Shapes``\n\n@Metadata {\n  @DisplayName(\"Shapes\")\n}\n\nDraw circles.\n")
        #expect(CatalogAbstract.of(module: "Shapes", in: catalog.path) == "Draw circles.")
    }

    @Test func isNilWhenAHeadingComesFirstOrNoPageIsTheModules() {
        let catalog = TemporaryDirectory()
        catalog.write("Shapes.md", "# ``Shapes``\n\n## Overview\n\nMore.\n")
        #expect(CatalogAbstract.of(module: "Shapes", in: catalog.path) == nil)
        #expect(CatalogAbstract.of(module: "Colors", in: catalog.path) == nil)
    }
}
