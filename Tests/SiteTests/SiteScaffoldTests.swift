import Foundation
import Testing
@testable import Site

/// The files `sitegen new` writes, read without writing them.
@Suite struct SiteScaffoldTests {
    static let commit = "0123456789abcdef0123456789abcdef01234567"
    let files = SiteScaffold.files(title: "My Site", today: Date(timeIntervalSince1970: 0), repository: "https://example.org/sitegen.git", ref: commit)

    func lines(_ path: String) -> [String] {
        (files[path] ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func writesThePagesWorkflowAtTheRootOfTheSite() {
        let paths = files.keys.filter { $0.hasPrefix(".github/") }
        #expect(paths == [".github/workflows/pages.yml"])
    }

    @Test func theWorkflowBuildsInTheOfficialSwiftImageTheSitegenThatMadeTheSite() {
        let workflow = lines(".github/workflows/pages.yml")
        #expect(workflow.contains("    container: swift:6.2"))
        #expect(workflow.contains("  SITEGEN_REPOSITORY: \"https://example.org/sitegen.git\""))
        #expect(workflow.contains("  SITEGEN_REF: \(Self.commit)"))
        #expect(workflow.contains("          git -C /tmp/sitegen fetch -q --depth 1 \"$SITEGEN_REPOSITORY\" \"$SITEGEN_REF\""))
        #expect(workflow.contains("          swift build --package-path /tmp/sitegen -c release --product sitegen"))
    }

    /// The two variables that say which sitegen builds the site come first, where a reader of the file looks.
    @Test func theWorkflowNamesItsSitegenAtItsTop() throws {
        let workflow = lines(".github/workflows/pages.yml")
        let env = try #require(workflow.firstIndex(of: "env:"))
        #expect(workflow[..<env].allSatisfy { $0.hasPrefix("#") || $0.hasPrefix("name:") || $0.isEmpty })
        #expect(SiteScaffold.repositoryLocation(in: files[SiteScaffold.workflowPath] ?? "")! == (env + 3, 23))
    }

    /// Without a repository a CI machine can clone, the workflow holds a placeholder that is no URL, and its first
    /// step stops on it with a message naming the variable, rather than fetching from a guessed address.
    @Test func anUnknownRepositoryIsAPlaceholderTheWorkflowStopsOn() throws {
        let files = SiteScaffold.files(title: "t", today: Date(timeIntervalSince1970: 0), repository: nil, ref: "c")
        let workflow = (files[".github/workflows/pages.yml"] ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(workflow.contains("  SITEGEN_REPOSITORY: \"set me: the https:// URL of sitegen's git repository\""))
        let check = try #require(workflow.firstIndex(of: "      - name: Check SITEGEN_REPOSITORY"))
        #expect(workflow[check - 1] == "    steps:")
        #expect(Array(workflow[check + 1...check + 7]) == [
            "        run: |",
            "          case \"$SITEGEN_REPOSITORY\" in",
            "            https://*) ;;",
            "            *) echo \"::error file=.github/workflows/pages.yml::Set SITEGEN_REPOSITORY at the top of .github/workflows/pages.yml "
                + "to the https:// URL of sitegen's git repository; it is: $SITEGEN_REPOSITORY\"",
            "               exit 1 ;;",
            "          esac",
            "      - uses: actions/checkout@v5",
        ])
    }

    /// Compiling sitegen takes minutes: it happens once per ref, and later runs take it from the cache.
    @Test func theWorkflowCachesSitegenByItsRef() throws {
        let workflow = lines(".github/workflows/pages.yml")
        let cache = try #require(workflow.firstIndex(of: "        uses: actions/cache@v4"))
        #expect(workflow[cache + 1...cache + 3] == ["        with:", "          path: /opt/sitegen", "          key: sitegen-${{ env.SITEGEN_REF }}-swift-6.2"])
        #expect(workflow.contains("        if: steps.cache.outputs.cache-hit != 'true'"))
        #expect(workflow.contains("      - run: echo /opt/sitegen >> \"$GITHUB_PATH\""))
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
        let files = SiteScaffold.files(title: "Tom's \"Notes\" ${date}", today: Date(timeIntervalSince1970: 0), repository: "r", ref: "c")
        #expect(files["site.json"]?.contains("  \"title\": \"Tom's \\\"Notes\\\" ${date}\",\n") == true)
        #expect(files["Content/index.md"]?.hasPrefix("---\ntitle: Tom's \"Notes\" ${date}\nlayout: home\n") == true)
    }

    @Test func datesTheFirstPostToday() {
        #expect(lines("Content/blog/hello-world.md").contains("date: 1970-01-01"))
    }

    /// Built-in layouts stay built in: a copy would drift from the sitegen that builds the site.
    @Test func writesNoTemplates() {
        #expect(files.keys.sorted() == [
            ".github/workflows/pages.yml", ".gitignore", "Content/blog/hello-world.md", "Content/blog/index.md",
            "Content/docs/getting-started.md", "Content/docs/index.md", "Content/index.md", "site.json",
        ])
    }
}
