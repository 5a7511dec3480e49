import Foundation
import TestSupport

/// Sites in temporary folders, for the commands to build.
extension TemporaryDirectory {
    /// A site with a minimal page and list template, and `pages` in Content/ (file name → Markdown).
    static func site(pages: [String: String] = ["index.md": "# Home\n"]) -> TemporaryDirectory {
        let site = TemporaryDirectory()
        site.write("Templates/page.html", "<title>{{ page.title }}</title>{{ page.content }}")
        site.write("Templates/list.html", "<title>{{ page.title }}</title>{{ page.content }}")
        for (name, text) in pages {
            site.write("Content/" + name, text)
        }
        return site
    }

    /// `count` pages of ordinary prose in a few sections, plus `largeFiles` static files of 4 MB each,
    /// so that writing the output takes long enough to be interrupted.
    static func generatedSite(pages count: Int, largeFiles: Int = 0, variant: String = "") -> TemporaryDirectory {
        let site = TemporaryDirectory.site(pages: [:])
        let sentence = "The quick brown fox jumps over the lazy dog, *again* and **again**, with `code` and a [link](../index.md)."
        for number in 0..<count {
            let body = (0..<8).map { paragraph in "\(sentence) Paragraph \(paragraph) of page \(number)\(variant)." }.joined(separator: "\n\n")
            site.write("Content/section-\(number % 10)/page-\(number).md", "---\ntitle: Page \(number)\(variant)\n---\n# Page \(number)\n\n\(body)\n")
        }
        site.write("Content/index.md", "# Home\(variant)\n")
        for number in 0..<largeFiles {
            site.write("Content/files/large-\(number).bin", bytes: Array(repeating: UInt8(truncatingIfNeeded: number &+ variant.utf8.count), count: 4 << 20))
        }
        return site
    }

    /// The names beside `Public` that a build leaves while it runs (staging and retired trees).
    var temporaryTrees: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasPrefix(".Public.sitegen-tmp-") }.sorted()
    }
}
