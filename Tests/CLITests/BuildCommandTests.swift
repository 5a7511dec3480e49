import Foundation
import Testing
@testable import CLI

/// A site in a temporary folder with a minimal template, removed after the test.
final class TemporarySite {
    let path: String

    init(pages: [String: String] = ["index.md": "# Home\n"]) {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-cli-\(UUID().uuidString)").path
        write("Templates/page.html", "<title>{{ page.title }}</title>{{ page.content }}")
        write("Templates/list.html", "<title>{{ page.title }}</title>{{ page.content }}")
        for (name, text) in pages { write("Content/" + name, text) }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    func write(_ relative: String, _ text: String) {
        let url = URL(fileURLWithPath: path + "/" + relative)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url)
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Relative paths and contents of every file below `relative`.
    func snapshot(_ relative: String) -> [String: String] {
        var files: [String: String] = [:]
        let root = path + "/" + relative
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let file = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + file, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[file] = read(relative + "/" + file)
            }
        }
        return files
    }
}

@Suite struct BuildCommandTests {
    @Test func buildsAndPrintsOneSummaryLine() {
        let site = TemporarySite()
        let result = sitegen("build", "--source", site.path, "--quiet")
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
        let loud = sitegen("build", "--source=\(site.path)")
        #expect(loud.output.hasPrefix("Built 2 pages, 11 files in "),
                "the page, the built-in 404 page; 5 generated files, the search index's manifest, chunk and page, and 3 built-in assets")
        #expect(loud.output.hasSuffix(" ms → \(site.path)/Public/\n"))
        #expect(site.read("Public/index.html")?.contains("<title>Home</title>") == true)
    }

    @Test func badFrontMatterFailsWithItsLocationAndKeepsThePreviousOutput() {
        let site = TemporarySite()
        #expect(sitegen("build", "--source", site.path).status == 0)
        let before = site.snapshot("Public")
        site.write("Content/x.md", "---\ntitle: \"Broken\n---\n")
        let result = sitegen("build", "--source", site.path)
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("Content/x.md:2:8: error: unclosed double quote: expected a closing \" before the end of the front matter\ntitle: \"Broken\n       ^\n"))
        #expect(result.error.hasSuffix("Build failed with 1 error; \(site.path)/Public/ was not changed.\n"))
        #expect(site.snapshot("Public") == before)
    }

    @Test func refusesTheRootTheSiteAndUnrelatedFolders() throws {
        let site = TemporarySite()
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
        let site = TemporarySite(pages: ["index.md": "[x](missing.md)\n"])
        let relaxed = sitegen("build", "--source", site.path)
        #expect(relaxed.status == 0)
        #expect(relaxed.error.hasPrefix("Content/index.md:1:1: warning: broken link 'missing.md': no page or file at /missing.md\n"))
        let strict = sitegen("build", "--source", site.path, "--strict")
        #expect(strict.status == 1)
        #expect(strict.error.hasPrefix("Content/index.md:1:1: error: broken link 'missing.md'"))
    }

    @Test func repeatedBrokenLinksPrintTheFirstFewAndACount() {
        let site = TemporarySite(pages: ["index.md": (1...5).map { "[x](missing\($0).md)\n\n" }.joined()])
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
        let site = TemporarySite(pages: ["index.md": (1...5).map { "[x](missing\($0).md)\n\n" }.joined()])
        let result = sitegen("build", "--source", site.path, "--quiet", "--verbose")
        #expect(result.error.components(separatedBy: ": warning: broken link").count == 6)
        #expect(!result.error.contains("more broken links"))
    }

    @Test func strictFailsOnEveryCountedWarning() {
        let site = TemporarySite(pages: ["index.md": (1...5).map { "[x](missing\($0).md)\n\n" }.joined()])
        let result = sitegen("build", "--source", site.path, "--strict")
        #expect(result.status == 1)
        #expect(result.error.hasSuffix("""
            … and 2 more broken links; --verbose lists all
            Build failed with 5 errors; \(site.path)/Public/ was not changed.

            """))
    }

    @Test func aBuildFailingAfterTheLinkCheckPrintsTheFirstFewBrokenLinksAndACount() {
        let site = TemporarySite(pages: ["index.md": "---\naliases: [../up]\n---\n" + (1...5).map { "[x](missing\($0).md)\n\n" }.joined()])
        let result = sitegen("build", "--source", site.path)
        #expect(result.status == 1)
        #expect(result.error.contains("missing3.md") && !result.error.contains("missing4.md"))
        #expect(result.error.hasSuffix("""
            … and 2 more broken links; --verbose lists all
            Build failed with 1 error; \(site.path)/Public/ was not changed.

            """))
    }

    @Test func aFolderWithoutContentIsAnError() {
        let site = TemporarySite()
        try? FileManager.default.removeItem(atPath: site.path + "/Content")
        let result = sitegen("build", "--source", site.path)
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("error: no Content/ folder in "))
    }
}
