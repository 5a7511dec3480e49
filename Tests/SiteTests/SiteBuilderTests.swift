import Core
import Foundation
import TestSupport
import Testing
@testable import Site

@Suite struct SiteBuilderTests {
    /// A site whose templates print just what a test looks at.
    func site(_ pages: [String: String], templates: [String: String] = [:]) -> TemporaryDirectory {
        let site = TemporaryDirectory()
        let defaults = [
            "page.html": "page:{{ page.title }}|{{ page.content }}",
            "list.html": "list:{{ page.title }}|{% for p in page.pages %}{{ p.title }},{% endfor %}",
        ]
        for (name, text) in defaults.merging(templates, uniquingKeysWith: { _, new in new }) {
            site.write("Templates/" + name, text)
        }
        for (path, text) in pages { site.write("Content/" + path, text) }
        return site
    }

    func build(_ site: TemporaryDirectory, drafts: Bool = false, baseURL: String? = nil) throws(BuildFailure) -> BuildReport {
        try SiteBuilder(options: BuildOptions(sourceDirectory: site.path, baseURL: baseURL, includeDrafts: drafts)).build()
    }

    func errors(_ site: TemporaryDirectory) -> [String] {
        do {
            _ = try build(site)
            return []
        } catch {
            return error.diagnostics.filter { $0.severity == .error }.map(\.summary)
        }
    }

    @Test func writesOnePagePerContentPageAtItsPrettyURL() throws {
        let site = site(["index.md": "# Home\n", "docs/index.md": "# Docs\n", "docs/intro.md": "# Intro\n", "about.md": "# About\n"])
        _ = try build(site)
        #expect(site.read("Public/index.html") == "list:Home|About,Intro,", "the home page lists every page of the site")
        #expect(site.read("Public/docs/index.html") == "list:Docs|Intro,")
        #expect(site.read("Public/docs/intro/index.html") == "page:Intro|<h1 id=\"intro\">Intro <a class=\"heading-anchor\" href=\"#intro\" aria-label=\"Permalink to Intro\">#</a></h1>\n")
        #expect(site.exists("Public/about/index.html"))
    }

    // axe-core found each task's checkbox on real sites (docsy's example page, mkdocs-material's blog) without a name.
    @Test func aTasksTextNamesItsCheckbox() throws {
        let site = site(["a.md": "- [x] Ship it\n", "b.md": "---\ntemplate: true\n---\n{% for p in site.pages | where: \"title\", \"a\" %}{{ p.content | safe }}{% endfor %}\n"])
        _ = try build(site)
        let task = "<ul>\n<li><label><input checked=\"\" disabled=\"\" type=\"checkbox\"> Ship it</label></li>\n</ul>\n"
        #expect(site.read("Public/a/index.html") == "page:a|" + task)
        #expect(site.read("Public/b/index.html") == "page:b|" + task, "a page's content printed into another")
    }

    @Test func aBuildListingAFewWarningsOfEachKindCountsAllOfThem() throws {
        let site = site(["a.md": "[x](m1.md) [x](m2.md)\n\n[x](m3.md)\n", "b.md": "[x](m4.md)\n"])
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path, warningsListedPerKind: 2)).build()
        #expect(report.warnings.map(\.summary) == [
            "Content/a.md:1:1: warning: broken link 'm1.md': no page or file at /m1.md",
            "Content/a.md:1:12: warning: broken link 'm2.md': no page or file at /m2.md",
        ])
        #expect(report.warningCounts == [.brokenLink: 4])
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let site = site([
            "index.md": "# Home\n", "blog/a.md": "---\ndate: 2024-01-01\ntags: [x, y]\n---\n# A\n",
            "blog/b.md": "---\ndate: 2024-02-01\ntags: [y]\n---\n# B\n", "img.png": "PNG",
        ])
        _ = try build(site)
        let first = site.files(under: "Public").map { ($0, site.read("Public/" + $0)) }
        _ = try build(site)
        let second = site.files(under: "Public").map { ($0, site.read("Public/" + $0)) }
        #expect(first.map(\.0) == second.map(\.0))
        #expect(first.map(\.1) == second.map(\.1))
    }

    @Test func copiesOtherFilesKeepingTheirPath() throws {
        let site = site(["index.md": "x", "images/a b.png": "PNG"])
        _ = try build(site)
        #expect(site.read("Public/images/a b.png") == "PNG")
    }

    @Test func leavesDraftsOutUnlessAsked() throws {
        let site = site(["index.md": "x", "wip.md": "---\ndraft: true\n---\n# WIP\n"])
        _ = try build(site)
        #expect(!site.exists("Public/wip/index.html"))
        _ = try build(site, drafts: true)
        #expect(site.exists("Public/wip/index.html"))
    }

    @Test func titleFallsBackToTheFirstHeadingThenTheFileName() throws {
        let site = site(["index.md": "", "a.md": "---\ntitle: Front\n---\n# Heading\n", "b.md": "Text\n## Second\n", "c.md": "plain\n"])
        _ = try build(site)
        #expect(site.read("Public/a/index.html")?.hasPrefix("page:Front|") == true)
        #expect(site.read("Public/b/index.html")?.hasPrefix("page:Second|") == true)
        #expect(site.read("Public/c/index.html")?.hasPrefix("page:c|") == true)
    }

    @Test func slugReplacesTheURL() throws {
        let site = site(["index.md": "", "docs/intro.md": "---\nslug: start\n---\nx\n"])
        _ = try build(site)
        #expect(site.exists("Public/docs/start/index.html"))
        #expect(!site.exists("Public/docs/intro/index.html"))
    }

    @Test func twoPagesAtOneURLIsAnErrorNamingBoth() {
        let site = site(["docs/index.md": "", "docs/_index.md": ""])
        #expect(errors(site) == ["Content/docs/index.md:1:1: error: Content/docs/index.md and Content/docs/_index.md both map to /docs/ (docs/index.html); rename one or give it another slug"])
    }

    @Test func aPageAndAFileAtOneURLIsAnError() {
        let site = site(["a.md": "", "a/index.html": "<p>static</p>"])
        #expect(errors(site).first?.contains("both map to") == true)
    }

    @Test func nonUTF8ContentIsAnErrorWithItsByteOffset() {
        let site = site([:])
        site.write("Content/x.md", "")
        _ = FileManager.default.createFile(atPath: site.path + "/Content/x.md", contents: Data([0x23, 0x20, 0x41, 0xFF, 0x42]))
        #expect(errors(site) == ["Content/x.md:1:4: error: Content/x.md is not valid UTF-8 (byte offset 3); save it as UTF-8"])
    }

    @Test func nonUTF8InTheBodyIsLocatedOnItsLineInTheFile() {
        let site = site([:])
        site.write("Content/x.md", "")
        _ = FileManager.default.createFile(atPath: site.path + "/Content/x.md", contents: Data(Array("---\ntitle: T\n---\n\nab".utf8) + [0xFF]))
        #expect(errors(site) == ["Content/x.md:5:3: error: Content/x.md is not valid UTF-8 (byte offset 20); save it as UTF-8"])
    }

    @Test func frontMatterLongerThanTheFirstReadIsReadWhole() throws {
        // 2,048 bytes are read first; this front matter ends past them, with a CRLF across the boundary.
        let padding = String(repeating: "x", count: 2_048 - "---\r\ntitle: T\r\nnote: ".utf8.count - 1)
        let site = site(["x.md": "---\r\ntitle: T\r\nnote: \(padding)\r\nmore: \(String(repeating: "y", count: 3_000))\r\n---\r\n*a*\r\n"])
        _ = try build(site)
        #expect(site.read("Public/x/index.html") == "page:T|<p><em>a</em></p>\n")
    }

    @Test func aFirstLineLongerThanTheFirstReadIsNotFrontMatter() throws {
        let line = String(repeating: "a", count: 5_000)
        let site = site(["x.md": "---\ntitle: T\n---\n", "y.md": line + "\n---\n"])
        _ = try build(site)
        #expect(site.read("Public/y/index.html")?.hasPrefix("page:\(line)|<h2") == true)
    }

    @Test func handlesByteOrderMarksAndCRLF() throws {
        let site = site(["x.md": ""])
        _ = FileManager.default.createFile(atPath: site.path + "/Content/x.md", contents: Data([0xEF, 0xBB, 0xBF] + Array("---\r\ntitle: T\r\n---\r\n*a*\r\n".utf8)))
        _ = try build(site)
        #expect(site.read("Public/x/index.html") == "page:T|<p><em>a</em></p>\n")
    }

    @Test func emptyPagesBuild() throws {
        let site = site(["empty.md": ""])
        _ = try build(site)
        #expect(site.read("Public/empty/index.html") == "page:empty|")
    }

    @Test func sectionTemplateWinsOverPageAndLayoutWinsOverBoth() throws {
        let site = site(["blog/a.md": "x", "blog/b.md": "---\nlayout: special\n---\nx"],
                        templates: ["blog.html": "blog:{{ page.title }}", "special.html": "special"])
        _ = try build(site)
        #expect(site.read("Public/blog/a/index.html") == "blog:a")
        #expect(site.read("Public/blog/b/index.html") == "special")
    }

    @Test func aLayoutWithoutATemplateIsOneWarningAndItsPagesUseTheDefaultLayout() throws {
        let site = site(["a.md": "---\nlayout: post\n---\n", "b.md": "---\nlayout: post\n---\n"])
        let report = try build(site)
        #expect(report.warnings.map(\.summary) == [
            "warning: layout 'post' (first used by Content/a.md) has no template post.html in Templates/: its pages use the default layout"])
        #expect(site.read("Public/b/index.html") == "page:b|")
    }

    @Test func aSiteWithoutTemplatesUsesTheBuiltInLayouts() throws {
        let site = TemporaryDirectory()
        site.write("Content/index.md", "# Hello\n")
        let report = try build(site)
        #expect(report.warnings.isEmpty)
        #expect(site.read("Public/index.html")?.contains("<title>") == true)
        #expect(site.exists("Public/assets/site.css"))
        #expect(site.exists("Public/404.html"))
    }

    @Test func theBuiltInHeaderEndsWithTheAppearanceControlForThemeJSToFillAndANoteForReadersWithoutIt() throws {
        let site = TemporaryDirectory()
        site.write("Content/index.md", "# Hello\n")
        _ = try build(site)
        let html = site.read("Public/index.html") ?? ""
        #expect(html.contains("""
            <sitegen-appearance data-label="Appearance" data-system="System" data-light="Light" data-dark="Dark" data-night="Night" data-night-brightness="Night brightness">\
            </sitegen-appearance>
            <noscript><details class="appearance-without-script">\
            <summary class="sitegen-theme-menu" aria-label="Appearance" title="Appearance"></summary>\
            <p>Follows your system’s light or dark setting. To choose Light, Dark or Night here, turn on JavaScript.</p></details></noscript>
            </div>
            </header>
            """))
        #expect(!html.contains("data-theme-choice"))
    }

    @Test func aSiteOverridesTheAppearanceToggleLikeAnyPartial() throws {
        let site = TemporaryDirectory()
        site.write("Content/index.md", "# Hello\n")
        site.write("Templates/partials/theme-toggle.html", "<p>my toggle</p>\n")
        _ = try build(site)
        let html = site.read("Public/index.html") ?? ""
        #expect(html.contains("<p>my toggle</p>\n</div>\n</header>"))
        #expect(!html.contains("sitegen-appearance"))
    }

    @Test func contentFilesWinOverGeneratedOnes() throws {
        let site = site(["index.md": "", "robots.txt": "User-agent: *\nDisallow: /\n"])
        _ = try build(site)
        #expect(site.read("Public/robots.txt") == "User-agent: *\nDisallow: /\n")
    }

    @Test func aliasesRedirectToThePage() throws {
        let site = site(["docs/new.md": "---\naliases: [/old/, /older.html]\n---\n"])
        _ = try build(site, baseURL: "https://example.org/p/")
        #expect(site.read("Public/old/index.html")?.contains("url=/p/docs/new/") == true)
        #expect(site.read("Public/older.html")?.contains("<link rel=\"canonical\" href=\"https://example.org/p/docs/new/\">") == true)
    }

    @Test func baseURLPathReachesLinksInContent() throws {
        let site = site(["docs/a.md": "[b](b.md#x) [root](/docs/b/) ![i](../img.png)\n", "docs/b.md": "## X\n", "img.png": "PNG"])
        _ = try build(site, baseURL: "https://example.org/project/")
        let html = site.read("Public/docs/a/index.html") ?? ""
        #expect(html.contains("href=\"/project/docs/b/#x\""))
        #expect(html.contains("href=\"/project/docs/b/\""))
        #expect(html.contains("src=\"/project/img.png\""))
    }

    @Test func brokenLinksAndAnchorsAreWarningsAtTheirPosition() throws {
        let site = site(["a.md": "---\ntitle: A\n---\nSee [b](b.md#nope), [c](c.md) and [top](#a).\n", "b.md": "# B\n"])
        let report = try build(site)
        #expect(report.warnings.map(\.summary) == [
            "Content/a.md:4:5: warning: broken link 'b.md#nope': no heading with id 'nope' in Content/b.md",
            "Content/a.md:4:21: warning: broken link 'c.md': no page or file at /c.md",
            "Content/a.md:4:35: warning: broken link '#a': no heading with id 'a' in Content/a.md",
        ])
    }

    // swift.org links to `/download/#:~:text=Older%20Releases`: a browser scrolls to that text. Only what comes
    // before the fragment directive `:~:` names an element.
    @Test func aTextFragmentIsNoHeadingIdButTheIdBeforeItIs() throws {
        let site = site(["a.md": "[text](b.md#:~:text=Older%20Releases), [both](b.md#b:~:text=B), [gone](b.md#nope:~:text=B)\n",
                         "b.md": "# B\n"])
        let report = try build(site)
        #expect(report.warnings.map(\.summary).filter { $0.contains("broken link") } == [
            "Content/a.md:1:65: warning: broken link 'b.md#nope:~:text=B': no heading with id 'nope' in Content/b.md",
        ])
    }

    @Test func anIdOfRawHTMLIsALinkTargetAsAHeadingsIs() throws {
        let site = site(["a.md": "[term](b.md#term), [old](b.md#old), [gone](b.md#sitegen-main)\n",
                         "b.md": "<dl>\n<dt id=\"term\">Term</dt>\n</dl>\n\n<a name=\"old\"></a><i id=\"sitegen-main\">x</i>\n"])
        let report = try build(site)
        #expect(report.warnings.map(\.summary).filter { $0.contains("broken link") } == [
            "Content/a.md:1:37: warning: broken link 'b.md#sitegen-main': no heading with id 'sitegen-main' in Content/b.md",
        ])
    }

    @Test func definitionTermsAreLinkTargetsWhenSiteJSONGivesThemIds() throws {
        let site = site(["a.md": "[weight](b.md#weight)\n", "b.md": "`weight`\n: A number.\n"])
        #expect(try build(site).warnings.map(\.summary) == ["Content/a.md:1:1: warning: broken link 'b.md#weight': no heading with id 'weight' in Content/b.md"])
        site.write("site.json", #"{"markdown": {"definitionTermIDs": true}}"#)
        #expect(try build(site).warnings.isEmpty)
        #expect(site.read("Public/b/index.html")?.contains("<dt id=\"weight\"><code>weight</code></dt>") == true)
    }

    // An MkDocs site's links name the ids Python-Markdown gives headings (an imported one's site.json says so).
    @Test func headingsGetPythonMarkdownsIdsWhenSiteJSONAsks() throws {
        let site = site(["a.md": "[t](b.md#caret-mark-tilde) [u](b.md#_1) [v](b.md#a_1)\n", "b.md": "## Caret, Mark & Tilde\n\n## 中文\n\n## A\n\n## A\n"])
        #expect(try build(site).warnings.count == 3)
        site.write("site.json", #"{"markdown": {"headingIDs": "python-markdown"}}"#)
        #expect(try build(site).warnings.isEmpty)
        #expect(site.read("Public/b/index.html")?.contains("<h2 id=\"a_1\">") == true)
        site.write("site.json", #"{"markdown": {"headingIDs": "mkdocs"}}"#)
        #expect(throws: (any Error).self) { try build(site) }
    }

    @Test func imagesWithVariantsBecomePictures() throws {
        let site = site(["a.md": "![Photo](p.png)\n", "p.png": "1", "p~dark.png": "2", "p~night.png": "3"])
        _ = try build(site)
        #expect(site.read("Public/a/index.html")?.contains(
            "<picture><source srcset=\"/p~dark.png\" media=\"(prefers-color-scheme: dark)\" data-appearance=\"dark\"><source srcset=\"/p~night.png\" media=\"not all\" data-appearance=\"night\"><img src=\"/p.png\" alt=\"Photo\"></picture>") == true)
    }

    @Test func generatesFeedsSitemapSearchIndexAndTagPages() throws {
        let site = site(["a.md": "---\ndate: 2024-01-01\ntags: [Swift]\n---\nx"], templates: ["tag.html": "tag:{{ page.title }}:{% for p in page.pages %}{{ p.title }}{% endfor %}", "tags.html": "tags"])
        _ = try build(site, baseURL: "https://example.org/")
        for file in ["feed.xml", "sitemap.xml", "robots.txt", "search/manifest.json", "search/pages/0.json", "theme.css", "night.css", "tags/index.html"] {
            #expect(site.exists("Public/" + file), "\(file)")
        }
        #expect(site.read("Public/tags/swift/index.html") == "tag:Swift:a")
    }

    @Test func aFileContentHasAtAPageTablesPathWins() throws {
        let site = site(["a.md": "Words to find.", "search/pages/0.json": "mine"])
        _ = try build(site)
        #expect(site.read("Public/search/pages/0.json") == "mine")
        #expect(site.exists("Public/search/manifest.json"))
    }

    @Test func aPageTableHoldsEachPagesTitleAndURLWithTheBaseURLInIDOrder() throws {
        let site = site(["a.md": "# Alpha \"one\"\n\nWords.", "b.md": "# Bravo\n\nMore."])
        site.write("site.json", #"{"baseURL": "/docs/"}"#)
        _ = try build(site)
        #expect(site.read("Public/search/pages/0.json") == "[[\"Alpha \\\"one\\\"\",\"/docs/a/\"],\n[\"Bravo\",\"/docs/b/\"]]\n")
    }

    @Test func searchFalseWritesNoSearchIndexAndTellsTemplates() throws {
        let site = site(["a.md": "Words to find."], templates: ["page.html": "search:{{ site.search }}"])
        site.write("site.json", #"{"search": false}"#)
        _ = try build(site)
        #expect(site.exists("Public/search") == false)
        #expect(site.read("Public/a/index.html") == "search:false")
    }
}

@Suite struct PageSummaryTests {
    @Test func summaryLeavesOutTheTitleHeading() throws {
        let site = TemporaryDirectory()
        site.write("Templates/page.html", "{{ page.summary }}")
        site.write("Content/a.md", "# A title\n\nThe first words.\n")
        site.write("Content/b.md", "Intro first.\n\n# Later heading\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(site.read("Public/a/index.html") == "The first words.")
        #expect(site.read("Public/b/index.html") == "Intro first. Later heading")
    }
}
