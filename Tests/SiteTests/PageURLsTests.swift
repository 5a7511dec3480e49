import Testing
@testable import Site

@Suite struct PageURLsTests {
    private let pages = PageURLs(
        contentPaths: ["docs/setup.md", "Café/Menu.md"], routes: [Route.page(contentPath: "docs/setup.md"), Route.page(contentPath: "Café/Menu.md")])

    @Test func givesAPagesURLByItsContentPath() {
        #expect(pages.url(ofPage: "docs/setup.md") == "/docs/setup/")
        #expect(pages.url(ofPage: "Café/Menu.md") == "/Caf%C3%A9/Menu/")
        #expect(pages.url(ofPage: "docs/other.md") == nil)
    }

    @Test func givesAPagesDecodedPathByItsLowercaseForm() {
        #expect(pages.path(lowercased: "/café/menu/") == "/Café/Menu/")
        #expect(pages.path(lowercased: "/docs/setup/") == "/docs/setup/")
        #expect(pages.path(lowercased: "/Café/Menu/") == nil)
    }
}
