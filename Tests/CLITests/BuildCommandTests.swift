import Foundation
import TestSupport
import Testing
@testable import CLI

@Suite struct BuildCommandTests {
    @Test func buildsAndPrintsOneSummaryLine() {
        let site = TemporaryDirectory.site()
        let result = sitegen("build", "--source", site.path, "--quiet")
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
        let loud = sitegen("build", "--source=\(site.path)")
        #expect(loud.output.hasPrefix("Built 2 pages, 11 files in "),
                "the page, the built-in 404 page; 4 generated files (no sitemap or feed without a base URL), the search index's manifest, chunk and page, and 4 built-in assets")
        #expect(loud.output.hasSuffix(" ms → \(site.path)/Public/\n"))
        #expect(site.read("Public/index.html")?.contains("<title>Home</title>") == true)
    }

    /// As `git` gives advice: to a person at a terminal, never into a script's output or a CI log.
    @Test func atATerminalTheSummaryIsFollowedByTheCommandThatPreviewsTheSite() {
        let parent = TemporaryDirectory()
        let site = parent.path(to: "my site")
        #expect(sitegen("new", site).status == 0)
        let built = sitegen("build", "--source", site, atTerminal: true)
        #expect(built.output.hasSuffix(" ms → \(site)/Public/\nPreview it with: sitegen serve --source \"\(site)\"\n"))
        let elsewhere = sitegen("build", "-s", site, "-o", parent.path(to: "out"), atTerminal: true)
        #expect(elsewhere.output.hasSuffix("\nPreview it with: sitegen serve --root \(parent.path(to: "out"))\n"))
        #expect(sitegen("build", "--source", site).output.hasSuffix(" ms → \(site)/Public/\n"))
        #expect(sitegen("build", "--source", site, "--quiet", atTerminal: true).output.isEmpty)
    }

    @Test func theSummaryCountsWarningsThoseOnlyCountedIncluded() {
        let site = TemporaryDirectory.site()
        site.write("Content/index.md", "# Home\n\n" + (1...6).map { "[\($0)](missing-\($0).md)" }.joined(separator: " ") + "\n")
        let result = sitegen("build", "--source", site.path)
        #expect(result.status == 0)
        #expect(result.error.contains("… and 3 more broken links; --verbose lists all\n"))
        #expect(result.output.hasSuffix(" ms → \(site.path)/Public/ (6 warnings)\n"))
        site.write("Content/index.md", "# Home\n\n[gone](gone.md)\n")
        #expect(sitegen("build", "--source", site.path).output.hasSuffix("/Public/ (1 warning)\n"))
    }

    @Test func badFrontMatterFailsWithItsLocationAndKeepsThePreviousOutput() {
        let site = TemporaryDirectory.site()
        #expect(sitegen("build", "--source", site.path).status == 0)
        let before = site.contents(under: "Public")
        site.write("Content/x.md", "---\ntitle: \"Broken\n---\n")
        let result = sitegen("build", "--source", site.path)
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("Content/x.md:2:8: error: unclosed double quote: expected a closing \" before the end of the front matter\ntitle: \"Broken\n       ^\n"))
        #expect(result.error.hasSuffix("Build failed with 1 error; \(site.path)/Public/ was not changed.\n"))
        #expect(site.contents(under: "Public") == before)
    }

    @Test func refusesTheRootTheSiteAndUnrelatedFolders() throws {
        let site = TemporaryDirectory.site()
        site.write("Elsewhere/keep.txt", "mine")
        for output in ["/", site.path, site.path + "/.", site.path + "/Elsewhere"] {
            let result = sitegen("build", "--source", site.path, "--output", output)
            #expect(result.status == 1, "\(output)")
            #expect(result.error.hasPrefix("error: refusing to use '"), "\(output)")
        }
        #expect(site.read("Elsewhere/keep.txt") == "mine")
        #expect(site.read("Content/index.md") == "# Home\n")
    }

    @Test func strictTurnsWarningsIntoErrors() {
        let site = TemporaryDirectory.site(pages: ["index.md": "[x](missing.md)\n"])
        let relaxed = sitegen("build", "--source", site.path)
        #expect(relaxed.status == 0)
        #expect(relaxed.error.hasPrefix("Content/index.md:1:1: warning: broken link 'missing.md': no page or file at /missing.md\n"))
        let strict = sitegen("build", "--source", site.path, "--strict")
        #expect(strict.status == 1)
        #expect(strict.error.hasPrefix("Content/index.md:1:1: error: broken link 'missing.md'"))
    }

    @Test func repeatedBrokenLinksPrintTheFirstFewAndACount() {
        let site = TemporaryDirectory.site(pages: ["index.md": (1...5).map { "[x](missing\($0).md)\n\n" }.joined()])
        let result = sitegen("build", "--source", site.path, "--quiet")
        #expect(result.status == 0)
        #expect(result.error == """
            Content/index.md:1:1: warning: broken link 'missing1.md': no page or file at /missing1.md
            [x](missing1.md)
            ^
            Content/index.md:3:1: warning: broken link 'missing2.md': no page or file at /missing2.md
            [x](missing2.md)
            ^
            Content/index.md:5:1: warning: broken link 'missing3.md': no page or file at /missing3.md
            [x](missing3.md)
            ^
            … and 2 more broken links; --verbose lists all

            """)
    }

    @Test func verboseListsEveryBrokenLink() {
        let site = TemporaryDirectory.site(pages: ["index.md": (1...5).map { "[x](missing\($0).md)\n\n" }.joined()])
        let result = sitegen("build", "--source", site.path, "--quiet", "--verbose")
        #expect(result.error.components(separatedBy: ": warning: broken link").count == 6)
        #expect(!result.error.contains("more broken links"))
    }

    @Test func strictFailsOnEveryCountedWarning() {
        let site = TemporaryDirectory.site(pages: ["index.md": (1...5).map { "[x](missing\($0).md)\n\n" }.joined()])
        let result = sitegen("build", "--source", site.path, "--strict")
        #expect(result.status == 1)
        #expect(result.error.hasSuffix("""
            … and 2 more broken links; --verbose lists all
            Build failed with 5 errors; \(site.path)/Public/ was not changed.

            """))
    }

    @Test func aBuildFailingAfterTheLinkCheckPrintsTheFirstFewBrokenLinksAndACount() {
        let site = TemporaryDirectory.site(pages: ["index.md": "---\naliases: [../up]\n---\n" + (1...5).map { "[x](missing\($0).md)\n\n" }.joined()])
        let result = sitegen("build", "--source", site.path)
        #expect(result.status == 1)
        #expect(result.error.contains("missing3.md") && !result.error.contains("missing4.md"))
        #expect(result.error.hasSuffix("""
            … and 2 more broken links; --verbose lists all
            Build failed with 1 error; \(site.path)/Public/ was not changed.

            """))
    }

    @Test func aFolderWithoutContentIsAnError() {
        let site = TemporaryDirectory.site()
        try? FileManager.default.removeItem(atPath: site.path + "/Content")
        let result = sitegen("build", "--source", site.path)
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("error: no Content/ folder in "))
    }
}
