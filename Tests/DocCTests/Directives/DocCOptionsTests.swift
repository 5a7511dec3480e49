@testable import DocC
import Testing

/// What a page says of itself that lists of pages and its catalog's other pages use: its abstract, its `@Options`.
@Suite struct DocCOptionsTests {
    func metadata(_ text: String) -> DocCPageMetadata {
        DocCPageMetadata(DirectiveParser.parse(text))
    }

    @Test func theAbstractIsTheFirstParagraphPastMetadataAndComments() {
        #expect(metadata("# Title\n\n@Metadata {\n  @PageColor(blue)\n}\n\n<!-- a comment -->\n\nThe *abstract*.\n\nMore.\n").abstract == "The *abstract*.")
        #expect(metadata("# Title\n\n@Row {\n  @Column {\n    Not an abstract.\n  }\n}\n\nText.\n").abstract == nil)
        #expect(metadata("# Title\n\n- A list first.\n\nText.\n").abstract == nil)
    }

    @Test func optionsAreThePagesOwnOrItsCatalogs() {
        let read = metadata("# Title\n\n@Options(scope: global) {\n  @AutomaticSeeAlso(disabled)\n  @TopicsVisualStyle(compactGrid)\n}\n\n@Options {\n  @AutomaticTitleHeading(disabled)\n}\n")
        #expect(read.options.automaticTitleHeading == false)
        #expect(read.options.automaticSeeAlso == nil)
        #expect(read.catalogOptions?.automaticSeeAlso == false)
        #expect(read.catalogOptions?.topicsVisualStyle == .compactGrid)
    }

    @Test func aPagesOwnOptionsWinOverItsCatalogs() {
        var own = DocCOptions()
        own.automaticArticleSubheading = true
        var catalog = DocCOptions()
        catalog.automaticArticleSubheading = false
        catalog.topicsVisualStyle = .hidden
        let merged = own.over(catalog)
        #expect(merged.automaticArticleSubheading == true)
        #expect(merged.topicsVisualStyle == .hidden)
    }

    @Test func redirectsAreThePathsThePageWasAtBefore() {
        #expect(metadata("# Title\n\n@Metadata {\n  @Redirected(from: \"old/path\")\n}\n\n@Redirected(from: \"older/path\")\n").redirects == ["older/path", "old/path"])
    }
}
