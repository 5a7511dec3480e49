import Foundation
import TestSupport

/// A deterministic site of any size: sections with index pages, dated and tagged pages whose
/// bodies use every kind of block (headings, lists, tables, highlighted code, callouts, task lists),
/// links between pages and to headings, and images with dark variants. Built with the built-in
/// layouts, so navigation, pagers, tag pages, feeds and the search index all depend on many pages.
enum GeneratedSite {
    static let sections = ["docs", "guides", "blog", "reference", "notes"]
    static let tags = ["swift", "web", "tools", "design", "performance", "server", "guide"]
    static let words = ("swift package build site page render template theme color night token markdown parser block inline link "
        + "image code server reload browser cache file folder output content section index title date tag feed search").split(separator: " ")

    /// Writes `pageCount` pages (a few of them section indexes) and their images into `site`.
    static func write(pageCount: Int, into site: TemporaryDirectory) {
        site.write("site.json", "{\"title\": \"Generated\", \"baseURL\": \"https://example.org/gen/\"}")
        site.write("Content/index.md", "# Generated\n\nA generated site of \(pageCount) pages.\n")
        for section in sections {
            site.write("Content/\(section)/index.md", "---\ntitle: \(section.capitalized)\n---\nThe \(section) section.\n")
            site.write("Content/\(section)/images/figure.png", "PNG \(section)")
            site.write("Content/\(section)/images/figure~dark.png", "PNG dark \(section)")
        }
        for number in 0..<max(0, pageCount - sections.count - 1) {
            site.write(path(of: number), page(number, count: pageCount))
        }
    }

    static func path(of number: Int) -> String {
        "Content/\(sections[number % sections.count])/page-\(number).md"
    }

    static func page(_ number: Int, count: Int) -> String {
        var random = SplitMix(seed: UInt64(number))
        let section = sections[number % sections.count]
        let other = random.next(below: max(1, count - sections.count - 1))
        let otherLink = other % sections.count == number % sections.count
            ? "page-\(other).md" : "../\(sections[other % sections.count])/page-\(other).md"
        var lines = [
            "---",
            "title: \"Page \(number): \(random.word()) \(random.word())\"",
            "date: \(2015 + number % 10)-\(String(format: "%02d", 1 + number % 12))-\(String(format: "%02d", 1 + number % 28))",
            "tags: [\(tags[number % tags.count]), \(tags[(number / 3) % tags.count])]",
            number % 4 == 0 ? "weight: \(number % 17)" : "description: \"About \(random.word()) and \(random.word())\"",
            "---",
            "",
            random.paragraph() + " See [page \(other)](\(otherLink)) and [its setup](\(otherLink)#setup \"setup\").",
            "",
            "## Setup",
            "",
            random.paragraph(),
            "",
            "- [x] " + random.sentence(), "- [ ] " + random.sentence(), "  - nested " + random.sentence(),
            "",
            "| Name | Value |", "| --- | ---: |", "| \(random.word()) | \(random.next(below: 1000)) |", "| `\(random.word())` | *\(random.word())* |",
            "",
            "```swift", "struct Page\(number) {", "    let title = \"<h1>\\(\(number))</h1>\"", "}", "```",
            "",
            "> [!NOTE]", "> " + random.sentence(),
            "",
            "![Figure](images/figure.png \"A figure\")",
            "",
            "## Details \(number % 3)",
            "",
            "1. " + random.sentence(), "2. " + random.sentence(),
            "",
            "```console", "$ sitegen build --source \(section)", "```",
        ]
        if number % 7 == 0 { lines += ["", "::: dark", random.paragraph(), ":::"] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A small, fast, deterministic generator (SplitMix64), so every run writes the same site.
    struct SplitMix {
        var state: UInt64

        init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 }

        mutating func nextValue() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func next(below bound: Int) -> Int { Int(nextValue() % UInt64(bound)) }

        mutating func word() -> String { String(GeneratedSite.words[next(below: GeneratedSite.words.count)]) }

        mutating func sentence() -> String {
            var words = (0..<(6 + next(below: 8))).map { _ in word() }
            words[0] = words[0].capitalized
            if next(below: 2) == 0 { words[1] = "*" + words[1] + "*" }
            if next(below: 3) == 0 { words[2] = "**" + words[2] + "**" }
            if next(below: 4) == 0 { words[3] = "`" + words[3] + "`" }
            return words.joined(separator: " ") + "."
        }

        mutating func paragraph() -> String {
            (0..<(2 + next(below: 3))).map { _ in sentence() }.joined(separator: " ")
        }
    }
}
