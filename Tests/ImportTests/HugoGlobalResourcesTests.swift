import TestSupport
import Testing
@testable import Import

/// Images of `assets/` that pages name from the site root, which Hugo finds as global resources.
/// Seen on Hugo's docs: the `figure` page's example image, in assets/images/examples/, was a broken image.
struct HugoGlobalResourcesTests {
    @Test func anAssetAPageNamesFromTheRootIsCopiedToContentUnlessStaticOrContentHasIt() throws {
        let source = TemporaryDirectory()
        source.write("hugo.toml", "title = 'Docs'\n")
        source.write("content/about.md", """
            ---
            title: About
            ---
            ![A](/images/a.jpg) {{< figure src="/images/b.png" >}} ![C](/images/c.jpg) ![D](/../hugo.toml)
            [Unused](/images/unused.jpg#x)
            """)
        for name in ["a.jpg", "b.png", "c.jpg", "unused.jpg", "never.jpg"] { source.write("assets/images/" + name, "asset " + name) }
        source.write("static/images/c.jpg", "static c.jpg")
        let destination = TemporaryDirectory()
        _ = try SiteImport.run(.hugo, source: source.path, destination: destination.path(to: "site"))
        #expect(destination.read("site/Content/images/a.jpg") == "asset a.jpg")
        #expect(destination.read("site/Content/images/b.png") == "asset b.png")
        #expect(destination.read("site/Content/images/c.jpg") == "static c.jpg")
        #expect(destination.read("site/Content/images/unused.jpg") == "asset unused.jpg", "a link names it too")
        #expect(!destination.exists("site/Content/images/never.jpg"))
        #expect(!destination.exists("site/Content/hugo.toml"))
    }
}
