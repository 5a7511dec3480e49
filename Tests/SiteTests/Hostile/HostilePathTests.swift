import Core
import Foundation
import FrontMatter
import TestSupport
import Testing
@testable import Site

/// Front matter can name paths (aliases, slugs); whatever it says, a build writes only inside its output folder.
@Suite struct HostilePathTests {
    @Test(arguments: ["/a%2F..%2F..%2Fescaped.html", "/%2e%2e/escaped/", "/a/%2E%2E/%2e%2E/escaped/", "/a%5C..%5Cescaped.html", "/a%00b/", "/tab%09/"])
    func anAliasDecodingToAnythingButPlainPathComponentsIsRefused(alias: String) {
        #expect(AliasRedirect.outputPath(of: alias) == nil)
    }

    @Test func aFoundAliasWithNULBytesIsRefused() {
        // Found by Fuzz/run.sh frontmatter: raw NUL bytes in a front matter string.
        #expect(AliasRedirect.outputPath(of: "/ol\u{13}\0\0\0") == nil)
    }

    @Test func anAliasEscapingTheOutputFolderFailsTheBuildAndWritesNothingOutside() {
        let site = TemporaryDirectory()
        site.write("Content/index.md", "---\naliases: [\"/a%2F..%2F..%2Fescaped.html\"]\n---\n# Home\n")
        #expect(throws: BuildFailure.self) {
            try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        }
        #expect(!site.exists("escaped.html"))
        #expect(!FileManager.default.fileExists(atPath: (site.path as NSString).deletingLastPathComponent + "/escaped.html"))
    }

    @Test(arguments: ["\"a\\\\b\"", "\"a\\u0000b\"", "\"tab\\there\""])
    func aSlugWithABackslashOrControlCharactersIsIgnoredWithAWarning(slug: String) throws {
        let frontMatter = try FrontMatterParser.split(SourceText(path: "Content/x.md", text: "---\nslug: \(slug)\n---\n")).frontMatter
        let metadata = PageMetadata(frontMatter: frontMatter)
        #expect(metadata.slug == nil)
        #expect(metadata.warnings.map(\.summary) == ["Content/x.md:2:7: warning: 'slug' must not hold a backslash or control characters; ignored"])
    }
}
