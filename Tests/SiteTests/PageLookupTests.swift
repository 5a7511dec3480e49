import Testing
@testable import Site

@Suite struct PageLookupTests {
    @Test func findsPagesByURL() {
        let pages = [makePage("docs/a.md"), makePage("index.md"), makePage("docs/b.md")]
        let lookup = PageLookup(pages, by: .url)
        #expect(lookup["/docs/b/"] == 2)
        #expect(lookup["/"] == 1)
        #expect(lookup["/docs/a/"] == 0)
    }

    @Test func findsPagesByContentPath() {
        let lookup = PageLookup([makePage("docs/a.md"), makePage("index.md")], by: .contentPath)
        #expect(lookup["index.md"] == 1)
        #expect(lookup["/"] == nil)
    }

    @Test func findsNothingForAKeyNoPageHas() {
        #expect(PageLookup([makePage("a.md")], by: .url)["/b/"] == nil)
        #expect(PageLookup([], by: .url)["/"] == nil)
    }

    @Test func findsTheLastOfPagesWithTheSameKey() {
        let lookup = PageLookup([makePage("a.md"), makePage("b.md"), makePage("a.md")], by: .contentPath)
        #expect(lookup["a.md"] == 2)
    }

    @Test func findsEveryPageOfAThousand() {
        let pages = (0..<1000).map { makePage("posts/\($0).md") }
        let lookup = PageLookup(pages, by: .url)
        #expect((0..<1000).allSatisfy { (number: Int) in lookup["/posts/\(number)/"] == number })
        #expect(lookup["/posts/1000/"] == nil)
    }

    @Test func keepsItsSlotsOverNewPagesWithTheSameKeys() {
        let old = PageLookup([makePage("a.md", title: "Old"), makePage("b.md")], by: .url)
        let pages = [makePage("a.md", title: "New"), makePage("b.md")]
        let lookup = PageLookup(pages, sameKeysAs: old)
        #expect(lookup["/a/"].map { pages[$0].title } == "New")
        #expect(lookup["/b/"] == 1)
    }
}

@Suite struct PageLookupDecodedURLTests {
    @Test func findsAPageByItsDecodedURL() {
        let pages = [makePage("a.md"), makePage("café.md")]
        let lookup = PageLookup(pages, by: .decodedURL)
        #expect(pages[1].route.url == "/caf%C3%A9/")
        #expect(lookup["/café/"] == 1)
        #expect(lookup["/caf%C3%A9/"] == nil)
        #expect(lookup["/a/"] == 0)
    }
}
