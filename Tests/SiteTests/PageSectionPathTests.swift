import FrontMatter
import Testing
@testable import Site

@Suite struct PageSectionPathTests {
    private func page(_ contentPath: String, docCRoot: String? = nil) -> Page {
        Page(
            contentPath: contentPath, folder: ContentFolder(path: "/site/Content/", displayPrefix: "Content/"),
            route: Route.page(contentPath: contentPath), metadata: PageMetadata(), title: "T", isIndex: docCRoot != nil,
            body: PageBody(""), headings: HeadingList([]), wordCount: 0, summary: PageBody(""), docCRoot: docCRoot)
    }

    @Test func aPageBelongsToTheFolderOfItsContentPath() {
        #expect(page("docs/guides/a.md").sectionPath == "docs/guides")
    }

    @Test func aPageAtTheRootBelongsToTheRootSection() {
        #expect(page("a.md").sectionPath == "")
    }

    @Test func aDocCCatalogsRootPageListsTheCatalog() {
        #expect(page("Kit.docc/Kit.md", docCRoot: "Kit.docc").sectionPath == "Kit.docc")
    }

    @Test func aRetitledPageKeepsItsDocCRoot() {
        #expect(page("Kit.docc/Kit.md", docCRoot: "Kit.docc").titled("Other").sectionPath == "Kit.docc")
    }
}
