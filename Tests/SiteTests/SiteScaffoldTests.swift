import Foundation
import Testing
@testable import Site

/// The files `sitegen new` writes, read without writing them.
@Suite struct SiteScaffoldTests {
    let files = SiteScaffold.files(title: "My Site", today: Date(timeIntervalSince1970: 0))

    func lines(_ path: String) -> [String] {
        (files[path] ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func writesThePagesWorkflowAtTheRootOfTheSite() {
        let paths = files.keys.filter { $0.hasPrefix(".github/") }
        #expect(paths == [".github/workflows/pages.yml"])
    }

    @Test func theWorkflowBuildsInTheOfficialSwiftImageAndBuildsSitegenFromSource() {
        let workflow = lines(".github/workflows/pages.yml")
        #expect(workflow.contains("    container: swift:6.2"))
        #expect(workflow.contains("          git clone --depth 1 --branch \"$SITEGEN_REF\" \"$SITEGEN_REPOSITORY\" /tmp/sitegen"))
        #expect(workflow.contains("          swift build --package-path /tmp/sitegen -c release --product sitegen"))
    }

    @Test func theWorkflowBuildsTheSiteForItsPagesURL() {
        let workflow = lines(".github/workflows/pages.yml")
        #expect(workflow.contains("        uses: actions/configure-pages@v5"))
        #expect(workflow.contains("        run: sitegen build --strict --base-url \"${{ steps.pages.outputs.base_url }}/\""))
    }

    @Test func theWorkflowUploadsPublicAndDeploysItInItsOwnJob() throws {
        let workflow = lines(".github/workflows/pages.yml")
        let upload = try #require(workflow.firstIndex(of: "      - uses: actions/upload-pages-artifact@v4"))
        #expect(workflow[upload + 1...upload + 2] == ["        with:", "          path: Public"])
        let deploy = try #require(workflow.firstIndex(of: "  deploy:"))
        #expect(workflow[deploy + 1] == "    needs: build")
        #expect(workflow.contains("        uses: actions/deploy-pages@v4"))
        #expect(workflow.contains("  pages: write"))
        #expect(workflow.contains("  id-token: write"))
    }

    @Test func theHomePageUsesTheHomeLayoutWithTwoButtons() {
        let home = lines("Content/index.md")
        #expect(home.prefix(3) == ["---", "title: My Site", "layout: home"])
        #expect(home.filter { $0.hasPrefix("    - text: ") } == ["    - text: Read the documentation", "    - text: Read the blog"])
    }

    @Test func fillsInTheTitleAsJSONInSiteJSONAndAsWrittenInTheHomePage() {
        let files = SiteScaffold.files(title: "Tom's \"Notes\" ${date}", today: Date(timeIntervalSince1970: 0))
        #expect(files["site.json"]?.contains("  \"title\": \"Tom's \\\"Notes\\\" ${date}\",\n") == true)
        #expect(files["Content/index.md"]?.hasPrefix("---\ntitle: Tom's \"Notes\" ${date}\nlayout: home\n") == true)
    }

    @Test func datesTheFirstPostToday() {
        #expect(lines("Content/blog/hello-world.md").contains("date: 1970-01-01"))
    }

    @Test func writesTheLayoutsButLeavesTheBuiltInOutputTemplatesBuiltIn() {
        #expect(files["Templates/page.html"] != nil)
        #expect(files["Templates/theme.json"] != nil)
        #expect(files["Templates/assets/site.css"] != nil)
        for name in ["feed.xml", "sitemap.xml", "robots.txt", "redirects/alias.html"] {
            #expect(files["Templates/" + name] == nil, "\(name)")
        }
    }

    /// A site writes Templates/strings/<code>.json only for the words it changes; the rest stay built in.
    @Test func leavesTheLayoutsWordsBuiltIn() {
        #expect(files["Templates/partials/toc.html"] != nil)
        #expect(!files.keys.contains { $0.hasPrefix("Templates/strings/") })
    }
}
