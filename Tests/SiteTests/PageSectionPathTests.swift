import DocC
import FrontMatter
import Testing
@testable import Site

@Suite struct PageSectionPathTests {
    private func page(_ contentPath: String, docCSection: String? = nil, isIndex: Bool = false) -> Page {
        Page(
            contentPath: contentPath, folder: ContentFolder(path: "/site/Content/", displayPrefix: "Content/"),
            route: Route.page(contentPath: contentPath), metadata: PageMetadata(), title: "T", isIndex: isIndex,
            body: PageBody(""), headings: HeadingList([]), wordCount: 0, summary: PageBody(""), docCPlace: docCSection.map { DocCCatalog.Place(section: $0, isIndex: isIndex) })
    }

    @Test func aPageBelongsToTheFolderOfItsContentPath() {
        #expect(page("docs/guides/a.md").sectionPath == "docs/guides")
    }

    @Test func aPageAtTheRootBelongsToTheRootSection() {
        #expect(page("a.md").sectionPath == "")
    }

    @Test func aDocCCatalogsRootPageListsTheCatalog() {
        #expect(page("Kit.docc/Kit.md", docCSection: "Kit.docc", isIndex: true).sectionPath == "Kit.docc")
    }

    @Test func aDocCPageIsInTheSectionItsCurationPlacesItWhateverItsFolder() {
        #expect(page("Kit.docc/Articles/Deep/Guide.md", docCSection: "Kit.docc/basics").sectionPath == "Kit.docc/basics")
    }

    @Test func aRetitledPageKeepsItsDocCSection() {
        #expect(page("Kit.docc/Kit.md", docCSection: "Kit.docc", isIndex: true).titled("Other").sectionPath == "Kit.docc")
    }
}
