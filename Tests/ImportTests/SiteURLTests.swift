import Core
import Foundation
import FrontMatter
import TestSupport
import Testing
@testable import Import

/// The old URLs the importers compute, and `url` only where sitegen's differs.
@Suite struct SiteURLTests {
    // Found by the long fuzz run: a page whose front matter does not parse had its front matter converted as body, and
    // what the import wrote read as front matter that ended inside the converted text.
    @Test func aPageWhoseFrontMatterDoesNotParseHasItsBodyAfterItsClosingLine() {
        let page = SourcePage(text: "---\ndate: 2016-{{<a: b: [\n---\nSee {{< ref \"x\" >}}\n---\n", path: "a.md")
        #expect(page.parts.body == "See {{< ref \"x\" >}}\n---\n")
        #expect(SourcePage(text: "+++\ntitle = \n+++\r\nBody", path: "a.md").parts.body == "Body")
        #expect(SourcePage(text: "---\nx: [\nno end", path: "a.md").parts.body == "---\nx: [\nno end")
    }

    @Test func aPageWhoseURLSitegenGivesGetsNoURL() {
        let page = SourcePage(text: "---\ntitle: A\n---\n", path: "docs/a.md")
        #expect(page.urlAddition(oldURL: "/docs/a/", contentPath: "docs/a.md").isEmpty)
    }

    @Test func aPageWithADifferentOldURLKeepsIt() {
        let page = SourcePage(text: "", path: "about.md")
        #expect(page.urlAddition(oldURL: "/about.html", contentPath: "about.md") == [.url("/about.html")])
    }

    @Test func aPageThatSetsItsURLIsLeftToIt() {
        let page = SourcePage(text: "---\npermalink: /me/\n---\n", path: "about.md")
        #expect(page.urlAddition(oldURL: "/about.html", contentPath: "about.md").isEmpty)
    }

    // Found by the import fuzz target: a later `url:` holding a list won over the url the import wrote at the top.
    @Test func aPageWhoseURLIsNoTextIsLeftToItAndAnEmptyOneIsFilled() {
        #expect(SourcePage(text: "---\nurl:\n  - x\n---\n", path: "about.md").urlAddition(oldURL: "/about.html", contentPath: "about.md").isEmpty)
        #expect(SourcePage(text: "+++\n[url]\na = 1\n+++\n", path: "about.md").urlAddition(oldURL: "/about.html", contentPath: "about.md").isEmpty)
        #expect(SourcePage(text: "---\nurl:\n---\n", path: "about.md").urlAddition(oldURL: "/about.html", contentPath: "about.md") == [.url("/about.html")])
    }

    @Test func additionsGoIntoTOMLFrontMatter() {
        #expect(FrontMatterAddition.apply([.url("/a/")], to: "+++\ntitle = \"A\"\n+++\nx") == "+++\nurl = \"/a/\"\ntitle = \"A\"\n+++\nx")
    }

    @Test func additionsGoIntoJSONFrontMatter() {
        #expect(FrontMatterAddition.apply([.url("/a/")], to: "{\n\"title\": \"A\"\n}\nx") == "{\n  \"url\": \"/a/\",\n\"title\": \"A\"\n}\nx")
    }

    @Test func additionsGoIntoJSONFrontMatterOnOneLine() {
        #expect(FrontMatterAddition.apply([.url("/a/")], to: "{\"title\": \"A\"}\nx") == "{\n  \"url\": \"/a/\",\n\"title\": \"A\"}\nx")
    }

    // Found by the long fuzz run: a Jekyll post whose front matter opened with `---` and a tab, and did not parse, got
    // a block of its own above it, and the old block became the body's text, `{{` and all.
    @Test func additionsGoIntoTheBlockTheBuildReadsEvenOneThatDoesNotParse() {
        #expect(FrontMatterAddition.apply([.url("/a/")], to: "---\t\ntitle: A\n---\nx") == "---\t\nurl: \"/a/\"\ntitle: A\n---\nx")
        #expect(FrontMatterAddition.apply([.url("/a/")], to: "\n---\ntitle: A\n---\nx") == "\n---\nurl: \"/a/\"\ntitle: A\n---\nx")
        #expect(FrontMatterAddition.apply([.url("/a/")], to: "---\n{{< x\n---\nx") == "---\nurl: \"/a/\"\n{{< x\n---\nx")
        #expect(FrontMatterAddition.apply([.url("/a/")], to: "x\n---\ntitle: A\n---\n") == "---\nurl: \"/a/\"\n---\nx\n---\ntitle: A\n---\n")
    }

    @Test func theBodyOfAPageWhoseFrontMatterDoesNotParseStartsAfterItsClosingLine() {
        let page = SourcePage(text: "\n---\t\n{{< x\n--- \nbody", path: "p.md")
        #expect(page.parts.body == "body")
        #expect(SourcePage(text: "+++\n{{< x\n+++\nbody", path: "p.md").parts.body == "body")
        #expect(SourcePage(text: "---\n{{< x\nbody", path: "p.md").parts.body == "---\n{{< x\nbody")
    }

    // Found by the long fuzz run: a Jekyll post with an empty `title:` got its title added above, and the empty
    // value, the last, won.
    @Test func anAdditionForAKeySetToNothingTakesItsLine() throws {
        let title = FrontMatterAddition(key: "title", value: .text("Page"))
        #expect(FrontMatterAddition.apply([title, .url("/a/")], to: "---\ntitle:   # to do\ndate: 2016-01-29\n---\nx")
            == "---\nurl: \"/a/\"\ntitle: \"Page\"\ndate: 2016-01-29\n---\nx")
        #expect(FrontMatterAddition.apply([title], to: "---\r\ntitle: ~\r\n---\r\nx") == "---\r\ntitle: \"Page\"\r\n---\r\nx")
        // Found by the long fuzz run: a tag before the empty value left it in place, after the added key, so it won.
        #expect(FrontMatterAddition.apply([title], to: "---\ntitle: !ello\n---\nx") == "---\ntitle: \"Page\"\n---\nx")
        // Found by CI's fuzz run: an anchor (`&About`) with no value after it is null too; a line written otherwise is
        // left as it is, and the addition goes last, after it.
        #expect(FrontMatterAddition.apply([title, .url("/a/")], to: "---\ntitle: &About\nalso: *About\n---\nx")
            == "---\nurl: \"/a/\"\ntitle: &About\nalso: *About\ntitle: \"Page\"\n---\nx")
        let afterABlockScalar = FrontMatterAddition.apply([title], to: "---\ntitle: &t\nlist: |\n  a\n...\nx")
        #expect(afterABlockScalar == "---\ntitle: &t\nlist: |\n  a\ntitle: \"Page\"\n...\nx")
        let frontMatter = try FrontMatterParser.split(SourceText(path: "p.md", text: afterABlockScalar)).frontMatter
        #expect(frontMatter["title"]?.value == .string("Page") && frontMatter["list"]?.value == .string("a\n"))
        #expect(FrontMatterAddition.apply([title], to: "{\n  \"title\": null,\n  \"date\": \"2016-01-29\"\n}\nx")
            == "{\n  \"title\": \"Page\",\n  \"date\": \"2016-01-29\"\n}\nx")
    }

    @Test func additionsKeepEveryLineOfAPageWrittenWithCRLF() {
        let weight = FrontMatterAddition(key: "weight", value: .number(10))
        #expect(FrontMatterAddition.apply([weight], to: "---\r\ntitle: A\r\n---\r\nx\r\n") == "---\r\nweight: 10\ntitle: A\r\n---\r\nx\r\n")
        #expect(FrontMatterAddition.apply([weight], to: "+++\r\ntitle = 'A'\r\n+++\r\nx\r\n") == "+++\r\nweight = 10\ntitle = 'A'\r\n+++\r\nx\r\n")
    }

    @Test func aPageWithoutFrontMatterGetsABlock() {
        #expect(FrontMatterAddition.apply([FrontMatterAddition(key: "weight", value: .number(10))], to: "x") == "---\nweight: 10\n---\nx")
    }

    @Test func mkDocsKeepsCaseAndTakesREADMEAsTheFolder() throws {
        let importer = try mkdocsImporter()
        #expect(importer.url(of: "guide/Install.md") == "/guide/Install/")
        #expect(importer.url(of: "guide/README.md") == "/guide/")
    }

    func mkdocsImporter() throws -> MkDocsImporter {
        try MkDocsImporter(site: ImportedSite(source: ImportFixtureTests.fixtures + "mkdocs/source", destination: "/nonexistent", generator: .mkdocs))
    }

    func jekyll(_ permalink: String) throws -> JekyllImporter {
        var importer = try JekyllImporter(site: ImportedSite(source: ImportFixtureTests.fixtures + "jekyll/source", destination: "/nonexistent", generator: .jekyll))
        importer.permalink = permalink
        importer.prettyPages = permalink.hasSuffix("/")
        return importer
    }

    @Test func jekyllPrettyPostsUseCategoriesAndTheDate() throws {
        let page = SourcePage(text: "---\ncategory: Blog\n---\n", path: "_posts/2020-03-04-a-post.md")
        #expect(try jekyll("/:categories/:year/:month/:day/:title/").postURL(page, at: "_posts/2020-03-04-a-post.md") == "/blog/2020/03/04/a-post/")
    }

    @Test func jekyllOrdinalPostsUseTheDayOfTheYear() throws {
        let page = SourcePage(text: "", path: "_posts/2020-03-04-a-post.md")
        #expect(try jekyll("/:year/:y_day/:slug:output_ext").postURL(page, at: "_posts/2020-03-04-a-post.md") == "/2020/064/a-post.html")
    }

    @Test func jekyllPostsUnderAFolderTakeItAsACategory() throws {
        let page = SourcePage(text: "", path: "news/_posts/2020-03-04-a.md")
        #expect(try jekyll("/:categories/:title/").postURL(page, at: "news/_posts/2020-03-04-a.md") == "/news/a/")
    }

    @Test func jekyllPagesEndInHTMLUnlessTheSiteIsPretty() throws {
        #expect(try jekyll("/:title:output_ext").pageURL(at: "about.md") == "/about.html")
        #expect(try jekyll("/:title/").pageURL(at: "about.md") == "/about/")
        #expect(try jekyll("/:title/").pageURL(at: "docs/index.md") == "/docs/")
    }
}

extension SiteURLTests {
    @Test func jekyllDefaultsForPostsGiveTheirPermalink() throws {
        let source = TemporaryDirectory()
        source.write("_config.yml", "permalink: pretty\ndefaults:\n  - scope:\n      type: posts\n    values:\n      permalink: /blog/:title/\n")
        let importer = try JekyllImporter(site: ImportedSite(source: source.path, destination: "/nonexistent", generator: .jekyll))
        #expect(importer.permalink == "/blog/:title/")
    }
}

extension SiteURLTests {
    @Test func aJekyllCollectionDocumentFollowsItsPattern() throws {
        #expect(try jekyll("/:title/").documentURL(at: "_docs/usage/install.md", collection: "docs", pattern: "/:collection/:path/") == "/docs/usage/install/")
    }
}

extension SiteURLTests {
    @Test func aJekyllCollectionGoesUnderItsName() throws {
        var importer = try jekyll("/:title/")
        importer.collections = ["docs": "/:collection/:path/"]
        #expect(importer.contentPath(of: "_docs/usage/install.md") == "docs/usage/install.md")
        #expect(importer.contentPath(of: "_data/x.yml") == nil)
    }
}

extension SiteURLTests {
    @Test func anUntitledJekyllDocumentIsTitledByItsSlugAsJekyllTitlesIt() {
        #expect(JekyllImporter.documentTitle(at: "_docs/rendering-process.md", isPost: false) == "Rendering Process")
        #expect(JekyllImporter.documentTitle(at: "_docs/ruby-101.md", isPost: false) == "Ruby 101")
        #expect(JekyllImporter.documentTitle(at: "_posts/2016-01-29-hello-WORLD.markdown", isPost: true) == "Hello World")
    }
}

extension SiteURLTests {
    // Found by the long fuzz run: a post whose title was a list got a title added before it, which its own then
    // overrode; a title set to anything but nothing is the author's, which the build warns about.
    @Test func aJekyllPostIsTitledByItsSlugOnlyWhereItHasNoTitle() throws {
        let source = TemporaryDirectory()
        source.write("_posts/2016-01-29-hello.md", "---\ntitle: [News]\n---\nx\n")
        source.write("_posts/2016-01-30-bye.md", "---\ntitle:\n---\ny\n")
        let destination = TemporaryDirectory()
        _ = try SiteImport.run(.jekyll, source: source.path, destination: destination.path(to: "site"))
        #expect(destination.read("site/Content/posts/2016-01-29-hello.md")?.contains("title: [News]\n") == true)
        #expect(destination.read("site/Content/posts/2016-01-29-hello.md")?.contains("Hello") == false)
        #expect(destination.read("site/Content/posts/2016-01-30-bye.md")?.contains("title: \"Bye\"\n") == true)
    }

    // Seen on poole/hyde: posts written with CR LF were "no front matter" and left out.
    @Test func aJekyllPageWrittenWithCRLFIsImported() throws {
        #expect(JekyllImporter.hasFrontMatterLine("---\r\ntitle: A\r\n---\r\n"))
        #expect(JekyllImporter.hasFrontMatterLine("--- \t\r\n"))
        #expect(!JekyllImporter.hasFrontMatterLine("-----BEGIN PGP\r\n"))
        let source = TemporaryDirectory()
        source.write("_posts/2012-02-06-whats-jekyll.md", "---\r\nlayout: post\r\ntitle: What's Jekyll?\r\n---\r\n\r\nText.\r\n")
        let destination = TemporaryDirectory()
        _ = try SiteImport.run(.jekyll, source: source.path, destination: destination.path(to: "site"))
        #expect(destination.read("site/Content/posts/2012-02-06-whats-jekyll.md")?.contains("title: What's Jekyll?\r\n") == true)
    }

    // Seen on poole/hyde and lanyon: `permalink: 404.html`, which Jekyll reads from the root and sitegen refused.
    @Test func aJekyllPermalinkWithoutItsSlashIsGivenOne() {
        #expect(JekyllImporter.rootingPermalink(in: "---\r\ntitle: \"404\"\r\npermalink: 404.html\r\n---\r\nx") == "---\r\ntitle: \"404\"\r\npermalink: \"/404.html\"\r\n---\r\nx")
        #expect(JekyllImporter.rootingPermalink(in: "---\npermalink: /a/\n---\n") == "---\npermalink: /a/\n---\n")
        #expect(JekyllImporter.rootingPermalink(in: "---\npermalink: :title/\n---\n") == "---\npermalink: :title/\n---\n")
        // Found by the import fuzz target: a permalink folded onto a second line lost only its first.
        #expect(JekyllImporter.rootingPermalink(in: "---\npermalink: about\n  folded.html\nlayout: page\n---\n")
            == "---\npermalink: \"/about folded.html\"\n\nlayout: page\n---\n")
    }

    // `site.categories[name]` converts to the posts whose `categories` hold the name: a post's categories as Jekyll
    // reads them (its folders', then `category` as written) are written there when the post sets no `categories`.
    @Test func aJekyllPostGetsItsCategoriesAsAList() throws {
        let source = TemporaryDirectory()
        source.write("_posts/2016-01-29-one.md", "---\ncategory: Developer Tools\n---\nx\n")
        source.write("news/_posts/2016-01-30-two.md", "---\ncategory: [a, b]\n---\nx\n")
        source.write("_posts/2016-01-31-three.md", "---\ncategories: [Kept, As, Written]\n---\nx\n")
        let destination = TemporaryDirectory()
        _ = try SiteImport.run(.jekyll, source: source.path, destination: destination.path(to: "site"))
        #expect(destination.read("site/Content/posts/2016-01-29-one.md")?.contains("categories: [\"Developer Tools\"]\n") == true)
        #expect(destination.read("site/Content/news/posts/2016-01-30-two.md")?.contains("categories: [\"news\", \"a\", \"b\"]\n") == true)
        #expect(destination.read("site/Content/posts/2016-01-31-three.md")?.components(separatedBy: "categories:").count == 2)
    }
}
