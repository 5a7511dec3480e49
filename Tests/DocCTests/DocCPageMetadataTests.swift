@testable import DocC
import Testing

@Suite struct DocCPageMetadataTests {
    func metadata(_ text: String) -> DocCPageMetadata {
        DocCPageMetadata(DirectiveParser.parse(text))
    }

    @Test func readsWhatMetadataSaysOfThePage() {
        let read = metadata("# Title\n\n@Metadata {\n  @DisplayName(\"Shown\")\n  @PageKind(sampleCode)\n  @PageColor(green)\n  @PageImage(purpose: icon, source: star, alt: \"A star\")\n  @PageImage(purpose: card, source: \"card\")\n}\n")
        #expect(read.displayName == "Shown")
        #expect(read.kind == "sampleCode")
        #expect(read.color == "green")
        #expect(read.icon == DocCPageMetadata.Image(source: "star", alt: "A star"))
        #expect(read.card == DocCPageMetadata.Image(source: "card", alt: nil))
        #expect(!read.marksRoot)
    }

    @Test func theTitleHeadingIsTheLabelAboveTheTitleElseThePageKindsName() {
        #expect(metadata("@Metadata {\n  @TitleHeading(\"Framework\")\n  @PageKind(article)\n}\n").eyebrow == "Framework")
        #expect(metadata("@Metadata {\n  @PageKind(article)\n}\n").eyebrow == "Article")
        #expect(metadata("@Metadata {\n  @PageKind(sampleCode)\n}\n").eyebrow == "Sample Code")
        #expect(metadata("# Plain\n").eyebrow == nil)
    }

    @Test func aTechnologyRootOrAModulesPageMarksTheRootAndATypesPageDoesNot() {
        #expect(metadata("# Book\n\n@Metadata {\n  @TechnologyRoot\n}\n").marksRoot)
        #expect(metadata("# ``ArgumentParser``\n").marksRoot)
        #expect(!metadata("# ``ArgumentParser/ParsableCommand``\n").marksRoot)
    }

    @Test func anAbsoluteSymbolTitleDocumentsTheSameSymbol() {
        #expect(metadata("# ``/Tracing``\n").documentedSymbol == "Tracing")
        #expect(metadata("# ``/Tracing``\n").marksRoot)
        #expect(metadata("# ``/Tracing/Span``\n").documentedSymbol == "Tracing/Span")
    }

    @Test func aSymbolsPageIsTitledWithItsLastNameWithoutBackticks() {
        #expect(DocCRenderer.title(of: DirectiveParser.parse("# ``ArgumentParser/ParsableCommand``\n")) == "ParsableCommand")
        #expect(DocCRenderer.title(of: DirectiveParser.parse("# ``ArgumentParser``\n")) == "ArgumentParser")
    }
}
