import Foundation
import TestSupport
import Testing
@testable import CLI

@Suite struct NewCommandTests {
    @Test func newSiteBuildsWithoutWarnings() throws {
        let parent = TemporaryDirectory()
        let folder = parent.path(to: "my site")
        let created = sitegen("new", folder)
        #expect(created.status == 0)
        #expect(created.output.hasSuffix("Next:\n  sitegen build --source \"\(folder)\"\n  sitegen serve --source \"\(folder)\"\n"))
        let built = sitegen("build", "--source", folder, "--strict")
        #expect(built.status == 0, "\(built.error)")
        #expect(built.error == Self.noBaseURLNote)
        for page in ["index.html", "docs/index.html", "docs/getting-started/index.html", "blog/index.html", "blog/hello-world/index.html", "tags/news/index.html"] {
            #expect(FileManager.default.fileExists(atPath: folder + "/Public/" + page), "\(page)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/Templates"), "the built-in layouts stay built in")
        #expect(FileManager.default.fileExists(atPath: folder + "/.github/workflows/pages.yml"))
        let home = try String(contentsOfFile: folder + "/Public/index.html", encoding: .utf8)
        #expect(home.contains("<a class=\"hero-action hero-action-primary\" href=\"/docs/\">Read the documentation</a>"))
    }

    static let noBaseURLNote = "note: sitemap.xml and feed.xml are not written: they need absolute URLs, and the base URL '/' names no host; "
        + "set baseURL in site.json to the address the site is published at, or build with --base-url\n"

    /// Both formats allow only absolute URLs: without a base URL naming a host, a note (which --strict passes) says
    /// what is left out and how to have it; the workflow's --base-url writes them.
    @Test func withoutABaseURLTheSitemapAndFeedAreLeftOutWithANote() throws {
        let parent = TemporaryDirectory()
        let folder = parent.path(to: "site")
        #expect(sitegen("new", folder).status == 0)
        let local = sitegen("build", "--source", folder)
        #expect(local.status == 0)
        #expect(local.error == Self.noBaseURLNote)
        #expect(local.output.hasSuffix(" ms → \(folder)/Public/\n"), "a note is not a warning")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Public/sitemap.xml"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/Public/feed.xml"))
        let home = try String(contentsOfFile: folder + "/Public/index.html", encoding: .utf8)
        #expect(!home.contains("feed.xml"), "no page links a feed that is not there")
        #expect(sitegen("build", "--source", folder, "--quiet").error.isEmpty)

        let published = sitegen("build", "--source", folder, "--strict", "--base-url", "https://me.example.io/site/")
        #expect(published.status == 0)
        #expect(published.error.isEmpty)
        let sitemap = try String(contentsOfFile: folder + "/Public/sitemap.xml", encoding: .utf8)
        #expect(sitemap.contains("  <url><loc>https://me.example.io/site/blog/</loc></url>\n"))
        let feed = try String(contentsOfFile: folder + "/Public/feed.xml", encoding: .utf8)
        #expect(feed.contains(#"<link href="https://me.example.io/site/feed.xml" rel="self" type="application/atom+xml"/>"#))
        #expect(try String(contentsOfFile: folder + "/Public/robots.txt", encoding: .utf8).hasSuffix("Sitemap: https://me.example.io/site/sitemap.xml\n"))
    }

    @Test(.enabled(if: (try? ExternalCommand.run(["git", "--version"], in: "/")) != nil))
    func aBuiltNewSiteIsReadyToCommit() throws {
        let parent = TemporaryDirectory()
        let folder = parent.path(to: "site")
        #expect(sitegen("new", folder).status == 0)
        #expect(sitegen("build", "--source", folder).status == 0)
        try ExternalCommand.run(["git", "init", "-q"], in: folder)
        let untracked = try ExternalCommand.run(["git", "status", "--porcelain", "--untracked-files=all"], in: folder)
        let paths = untracked.split(separator: "\n").map { String($0.dropFirst(3)) }
        #expect(paths.contains(".gitignore"))
        #expect(paths.contains("Content/index.md"))
        #expect(paths.filter { $0.hasPrefix("Public/") || $0.hasPrefix(".Public") } == [])
    }

    /// A sitegen built from a clone with no public origin does not know where CI can fetch it: `new` says which
    /// line of which file to fill in, and still makes the site.
    @Test func withoutAPublicOriginTheWorkflowsRepositoryIsLeftToSetWithAWarning() throws {
        let parent = TemporaryDirectory()
        let folder = parent.path(to: "site")
        let console = CapturingConsole()
        let source = BuildSource(commit: "0123456789abcdef0123456789abcdef01234567", remote: "/work/sitegen")
        #expect(NewCommand.create(folder, title: nil, source: source, console: console) == 0)
        #expect(console.standardError == "\(folder)/.github/workflows/pages.yml:8:23: warning: set SITEGEN_REPOSITORY to the https:// URL "
            + "of sitegen's git repository: this sitegen was built from a clone without an https or ssh origin, so the workflow cannot fetch it\n")
        let workflow = try String(contentsOfFile: folder + "/.github/workflows/pages.yml", encoding: .utf8)
        let line = workflow.split(separator: "\n", omittingEmptySubsequences: false)[7]
        #expect(line == "  SITEGEN_REPOSITORY: \"set me: the https:// URL of sitegen's git repository\"")
        #expect(console.standardOutput.hasPrefix("Created \(folder): "))
    }

    @Test func aPublicOriginIsWhatTheWorkflowFetchesWithoutAWord() throws {
        let parent = TemporaryDirectory()
        let folder = parent.path(to: "site")
        let console = CapturingConsole()
        let source = BuildSource(commit: "0123456789abcdef0123456789abcdef01234567", remote: "git@github.com:me/sitegen.git")
        #expect(NewCommand.create(folder, title: nil, source: source, console: console) == 0)
        #expect(console.standardError.isEmpty)
        let workflow = try String(contentsOfFile: folder + "/.github/workflows/pages.yml", encoding: .utf8)
        #expect(workflow.contains("\n  SITEGEN_REPOSITORY: \"https://github.com/me/sitegen.git\"\n"))
    }

    @Test func refusesAFolderThatIsNotEmpty() {
        let folder = TemporaryDirectory()
        folder.write("notes.txt", "mine")
        let result = sitegen("new", folder.path)
        #expect(result.status == 1)
        #expect(result.error == "error: \(folder.path) already exists and is not empty; choose a new folder\n")
        #expect(folder.read("notes.txt") == "mine")
    }
}
