import Foundation
import TestSupport
import Testing
@testable import Site

/// Smaller versions of Benchmarks/load/large-inputs.sh (a 50 MB page, 100,000 files), which is too
/// slow for `swift test`: nothing is lost or cut short on the way.
@Suite struct LargeInputTests {
    @Test func aPageOfSeveralMegabytesRendersWhole() throws {
        let site = TemporaryDirectory()
        let section = (0..<2_000).map { number in
            "## Section \(number)\n\nText with *emphasis*, `code` and a [link](#section-\(max(0, number - 1))).\n\n- item\n- item\n\n```swift\nlet n = \(number)\n```\n"
        }
        let body = String(repeating: "Filler paragraph with words that make the page long enough. ", count: 40_000) + "\n\n" + section.joined(separator: "\n")
        site.write("Content/huge.md", "---\ntitle: Huge\n---\n" + body)
        #expect(body.utf8.count > 2_500_000)
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(report.warnings.isEmpty)
        let html = try #require(site.read("Public/huge/index.html"))
        #expect(html.components(separatedBy: "<h2 id=\"section-").count - 1 == 2_000)
        #expect(html.contains("<span class=\"tok-number\">1999</span>"))
    }

    @Test func twoThousandFilesAreAllCopiedByteForByte() throws {
        let site = TemporaryDirectory()
        site.write("Content/index.md", "# Home\n")
        for number in 0..<2_000 {
            site.write("Content/files/d\(number % 20)/f\(number).txt", "file \(number)\n")
        }
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(report.fileCount >= 2_000)
        for number in stride(from: 0, to: 2_000, by: 1) {
            #expect(site.read("Public/files/d\(number % 20)/f\(number).txt") == "file \(number)\n")
        }
    }
}
