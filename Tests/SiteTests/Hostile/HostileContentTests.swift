import Core
import Foundation
import TestSupport
import Testing
@testable import Site

/// Hostile pages through the whole build, with the built-in layouts, in the default (safe) mode:
/// no page, list, tag page, feed or redirect may hold HTML that runs script, other than the
/// layouts' own scripts.
@Suite struct HostileContentTests {
    /// A site built once and read into memory; its folder is gone.
    struct BuiltSite: Sendable {
        /// Output path → text, for every HTML, XML and JSON file.
        var files: [String: String]

        init(pages: [String: String], siteJSON: String? = nil) throws {
            let site = TemporaryDirectory()
            for (path, text) in pages { site.write("Content/" + path, text) }
            if let siteJSON { site.write("site.json", siteJSON) }
            _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path, baseURL: "https://example.org/")).build()
            files = [:]
            for path in site.files(under: "Public") where [".html", ".xml", ".json", ".txt"].contains(where: path.hasSuffix) {
                files[path] = site.read("Public/" + path)
            }
        }

        /// Every finding in the HTML files, by file.
        var findings: [String: [ExecutableMarkup.Finding]] {
            files.filter { $0.key.hasSuffix(".html") }.mapValues(ExecutableMarkup.findings(in:))
        }
    }

    static let payloadPages = Dictionary(uniqueKeysWithValues: HostilePayload.all.map { ($0.contentPath, $0.pageText) })
    static let hostile = Result { try BuiltSite(pages: payloadPages) }
    /// The layouts' own scripts, from a site with one harmless page.
    static let ownScripts = Result { () throws -> Set<ExecutableMarkup.Finding> in
        let site = try BuiltSite(pages: ["index.md": "# Home\n", "post.md": "---\ntags: [a]\ndate: 2024-01-01\n---\nText.\n"])
        return Set(site.findings.values.joined().filter { $0.kind == .script })
    }

    /// Findings that are not the layouts' own scripts, and tags or attributes named after a payload
    /// (markup that broke out of where it was written, even when it is harmless).
    static func problems(in html: String) throws -> [String] {
        let own = try ownScripts.get()
        let findings = ExecutableMarkup.findings(in: html).filter { !own.contains($0) }.map(\.description)
        let brokenOut = HTMLTagScanner.tags(in: html).filter { tag in
            tag.name.contains("alert") || tag.attributes.contains { $0.name.contains("alert") || $0.name.contains("(") }
        }
        return findings + brokenOut.map { "markup from a payload: \($0)" }
    }

    @Test func thereAreAtLeastThirtyPayloads() {
        #expect(HostilePayload.all.count >= 30)
    }

    @Test(arguments: HostilePayload.all)
    func thePayloadsPageHasNoExecutableHTML(_ payload: HostilePayload) throws {
        let site = try Self.hostile.get()
        let path = Route.page(contentPath: payload.contentPath).outputPath
        let html = try #require(site.files[path], "\(path) was not built")
        #expect(html.contains("Payload \(payload.number)."), "the page's text is missing: the payload did not reach the output")
        #expect(try Self.problems(in: html) == [])
    }

    @Test func noBuiltHTMLFileHasExecutableHTML() throws {
        let site = try Self.hostile.get()
        #expect(site.files.count > HostilePayload.all.count, "lists, tag pages and redirects are built too")
        for (path, text) in site.files.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".html") {
            #expect(try Self.problems(in: text) == [], "\(path)")
        }
    }

    @Test func feedAndSitemapHoldOnlyTheirOwnElementsAndTheFeedsContentIsSafe() throws {
        let site = try Self.hostile.get()
        let atom: Set<String> = ["feed", "title", "subtitle", "link", "id", "updated", "author", "name", "generator", "entry", "summary", "content", "category"]
        let feed = try #require(site.files["feed.xml"])
        #expect(Set(HTMLTagScanner.tags(in: feed).map(\.name)).subtracting(atom) == [])
        // A feed reader shows each entry's content as HTML: decode it and check it as a page.
        let contents = feed.components(separatedBy: "<content type=\"html\">").dropFirst().map { $0.components(separatedBy: "</content>")[0] }
        #expect(!contents.isEmpty, "dated payload pages are in the feed")
        for content in contents {
            #expect(try Self.problems(in: CharacterReferences.decode(ArraySlice(content.utf8))) == [])
        }
        let sitemap = try #require(site.files["sitemap.xml"])
        #expect(Set(HTMLTagScanner.tags(in: sitemap).map(\.name)).subtracting(["urlset", "url", "loc", "lastmod"]) == [])
    }

    /// The manifest, word chunks and page tables are JSON, and the tables list every page.
    @Test func theSearchIndexStaysValidJSON() throws {
        let site = try Self.hostile.get()
        var tabled = 0
        for (path, text) in site.files where path.hasPrefix("search/") {
            let json = try #require(try? JSONParser.parse(SourceText(path: path, text: text)), "\(path)")
            if path.hasPrefix("search/pages/") { tabled += json.array?.count ?? 0 }
        }
        #expect(tabled >= HostilePayload.all.count)
    }

    /// The check has teeth: with raw HTML allowed, the same pages are caught.
    @Test func withUnsafeMarkdownTheCheckFindsTheRawHTML() throws {
        let site = try BuiltSite(pages: Self.payloadPages.filter { ["payload-25.md", "payload-26.md", "payload-27.md"].contains($0.key) },
                                 siteJSON: "{\"markdown\": {\"unsafe\": true}}")
        for number in [25, 26, 27] {
            let html = try #require(site.files["payload-\(number)/index.html"])
            #expect(try !Self.problems(in: html).isEmpty, "payload \(number)")
        }
    }
}
