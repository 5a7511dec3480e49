import Core
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Pages and files named with spaces, non-ASCII letters, `#`, `?` and `%` get links that work:
/// every link the build writes leads to a file it wrote, and `sitegen serve` serves each one.
@Suite(.serialized) struct FileNameTests {
    static let pages = [
        "index.md": """
            # Home

            [space](<a b.md>), [encoded space](a%20b.md), [accents](café.md), [hash](c%23d.md), [question](e%3Ff.md),
            [percent](100%25.md), [folder](<ünï cödé/index.md>), [heading in a page with a hash](c%23d.md#a-heading),
            [leading hash](%231%20post.md).

            ![photo](<images/my photo %231.png>) [download](<files/50%25 off%3F.txt>)
            """,
        "a b.md": "# Space\n\nBack [home](index.md).\n",
        "café.md": "# Café\n",
        "c#d.md": "# Hash\n\n## A heading\n",
        "e?f.md": "# Question\n",
        "100%.md": "# Percent\n",
        "#1 post.md": "# First post\n",
        "ünï cödé/index.md": "# Ünï\n\n[sibling](page ünï.md)\n",
        "ünï cödé/page ünï.md": "# Page ünï\n",
        "images/my photo #1.png": "PNG",
        "files/50% off?.txt": "text",
    ]

    /// The local URL paths (`/a%20b/`) of every `href` and `src` in the site's HTML pages.
    static func localLinks(in output: String) -> Set<String> {
        var links: Set<String> = []
        let enumerator = FileManager.default.enumerator(atPath: output)
        while let file = enumerator?.nextObject() as? String {
            guard file.hasSuffix(".html") else { continue }
            let html = String(decoding: FileManager.default.contents(atPath: output + "/" + file) ?? Data(), as: UTF8.self)
            for attribute in ["href=\"", "src=\""] {
                for piece in html.components(separatedBy: attribute).dropFirst() {
                    let value = piece.prefix { $0 != "\"" }.replacingOccurrences(of: "&amp;", with: "&")
                    guard value.hasPrefix("/"), !value.hasPrefix("//") else { continue }
                    links.insert(String(value.prefix { $0 != "#" && $0 != "?" }))
                }
            }
        }
        return links
    }

    static func status(of url: URL) -> Int? {
        let result = Locked<Int?>(nil)
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: url) { _, response, _ in
            result.withLock { $0 = (response as? HTTPURLResponse)?.statusCode }
            done.signal()
        }.resume()
        _ = done.waitWithinSafetyTimeout()
        return result.withLock { $0 }
    }

    func builtSite() throws -> TemporaryDirectory {
        let site = TemporaryDirectory.site(pages: Self.pages)
        site.remove("Templates")
        let result = try SitegenProcess.run(["build", "--source", site.path, "--strict", "--quiet"])
        #expect(result.status == 0, "no broken link warnings either: \(result.error)")
        return site
    }

    @Test func everyLinkTheBuildWritesLeadsToAFileItWrote() throws {
        let site = try builtSite()
        let links = Self.localLinks(in: site.path + "/Public")
        for expected in ["/a%20b/", "/caf%C3%A9/", "/c%23d/", "/e%3Ff/", "/100%25/", "/%231%20post/", "/%C3%BCn%C3%AF%20c%C3%B6d%C3%A9/",
                         "/images/my%20photo%20%231.png", "/files/50%25%20off%3F.txt"] {
            #expect(links.contains(expected), "\(expected) is linked")
        }
        for link in links.sorted() {
            let path = try #require(link.removingPercentEncoding, "\(link) decodes")
            let file = site.path + "/Public" + path + (path.hasSuffix("/") ? "index.html" : "")
            #expect(FileManager.default.fileExists(atPath: file), "\(link) → \(file)")
        }
    }

    @Test func sitegenServeServesEveryLink() throws {
        let site = try builtSite()
        let server = try SitegenProcess(["serve", "--root", site.path + "/Public", "--port", "0"])
        defer {
            server.kill(SIGTERM)
            _ = server.wait()
        }
        let line = try #require(server.outputLine(containing: "http://"), "the server prints its URL")
        let base = String(line[line.range(of: "http://")!.lowerBound...].prefix { !$0.isWhitespace })
        let links = Self.localLinks(in: site.path + "/Public")
        #expect(links.count > 10)
        for link in links.sorted() {
            let url = try #require(URL(string: base.hasSuffix("/") ? String(base.dropLast()) + link : base + link), "\(link)")
            #expect(Self.status(of: url) == 200, "\(link)")
        }
    }
}
