import Foundation
import Testing
import Markdown

/// Markdown never fails: malformed and hostile input renders, in bounded depth, without crashing.
@Suite struct RobustnessTests {
    @Test func hundredThousandNestedBlockQuotesRenderWithoutOverflow() {
        let rendered = html(String(repeating: ">", count: 100_000) + " a")
        #expect(rendered.hasPrefix("<blockquote>\n<blockquote>"))
        #expect(rendered.contains("&gt;&gt;&gt;"))
    }

    @Test func hundredThousandNestedBracketsRenderAsText() {
        let rendered = html(String(repeating: "[", count: 100_000) + "a" + String(repeating: "]", count: 100_000))
        #expect(rendered.hasPrefix("<p>[[[[") && rendered.hasSuffix("]]]]</p>\n"))
    }

    @Test func deeplyNestedImagesAreFlattenedPastTheLimit() {
        let depth = 5_000
        let markdown = String(repeating: "![", count: depth) + "a" + String(repeating: "](/i)", count: depth)
        #expect(html(markdown).hasPrefix("<p><img src=\"/i\""))
    }

    @Test func deeplyNestedEmphasisRendersWithoutOverflow() {
        let rendered = html(String(repeating: "*", count: 100_000) + "a" + String(repeating: "*", count: 100_000))
        #expect(rendered.hasPrefix("<p><strong><strong><strong>"))
        #expect(rendered.contains("*****a*****"))
    }

    @Test func deeplyNestedListsRenderWithoutOverflow() {
        let rendered = html(String(repeating: "- ", count: 50_000) + "a")
        #expect(rendered.hasPrefix("<ul>\n<li>\n<ul>"))
    }

    @Test func nullBytesBecomeReplacementCharacters() {
        #expect(html("a\u{0}b") == "<p>a\u{FFFD}b</p>\n")
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        let rendered = HTMLRenderer().render([0x61, 0xFF, 0xC3, 0x62]).html
        #expect(rendered == Array("<p>a\u{FFFD}\u{FFFD}b</p>\n".utf8))
    }

    @Test func everyIllFormedUTF8SequenceIsReplacedAsTheStandardLibraryReplacesIt() {
        // Overlong, surrogate, past U+10FFFF, truncated, stray continuation; then well-formed ones
        // of two, three and four bytes, which stay; each after eight ASCII bytes and before more.
        let sequences: [[UInt8]] = [[0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                                    [0xF0, 0x9F, 0x98], [0x80], [0xFE], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80]]
        for sequence in sequences {
            let markdown = Array("abcdefgh".utf8) + sequence + Array("ij".utf8)
            var html: [UInt8] = []
            HTMLRenderer().render(markdown) { html += $0 }
            #expect(html == Array("<p>\(String(decoding: markdown, as: UTF8.self))</p>\n".utf8), "\(sequence)")
        }
    }

    @Test func invalidUTF8BecomesReplacementCharactersWhenRenderedWhileParsing() {
        var html: [UInt8] = []
        HTMLRenderer().render([0x61, 0xFF, 0xC3, 0x62]) { html += $0 }
        #expect(html == Array("<p>a\u{FFFD}\u{FFFD}b</p>\n".utf8))
    }

    @Test(arguments: ["<", "<!--", "<?", "<![CDATA[", "`", "[", "![", "*", "_", "&", "\\", "](", "<a b='", "[a](<b"])
    func longMalformedInputFinishes(_ unit: String) {
        let markdown = String(repeating: unit + "x ", count: 50_000)
        #expect(!unsafeHTML(markdown, .gfm).isEmpty)
        // Safe mode drops an unclosed comment to the end; what it writes is never more than escaped text.
        #expect(html(markdown, .gfm).utf8.count <= markdown.utf8.count * 5)
    }

    @Test(arguments: ["<", "<!--", "<?", "<![CDATA[", "<a b='", "<a b=\"", "<script>", "</div>", "<div>", "<a href=x>", "&#"])
    func longMalformedHTMLBlockFinishes(_ unit: String) {
        let markdown = "<div>\n" + String(repeating: unit + "x ", count: 50_000)
        #expect(html(markdown, .docs).utf8.count <= markdown.utf8.count * 5)
    }

    @Test func linksInsideUnclosedImagesLeaveTheImageOpenersAsText() {
        #expect(html("![[]()![[]()![[]()") == "<p>![<a href=\"\"></a>![<a href=\"\"></a>![<a href=\"\"></a></p>\n")
    }

    @Test func aLinkDisablesEveryEnclosingLinkOpener() {
        #expect(html("[a [b [c](d) e](f) g](h)") == "<p>[a [b <a href=\"d\">c</a> e](f) g](h)</p>\n")
    }

    @Test func linksInsideAnImageStillLeaveTheImage() {
        #expect(html("![a [b](c) ![d [e](f)](g)](h)") == "<p><img src=\"h\" alt=\"a b d e\" /></p>\n")
    }

    @Test func closersOfTheOtherCharacterDoNotHideOpenersOfTheirOwn() {
        #expect(html("*a *a a_ a* a_ a*") == "<p><em>a <em>a a_ a</em> a_ a</em></p>\n")
    }

    @Test func aTableTakesNoMoreRowsOnceItFilledHalfAMillionCells() throws {
        // 1025 columns: each one-cell row fills 1024 cells; after 513 rows the total passes 0x80000.
        let columns = 1025
        let markdown = "|" + String(repeating: "a|", count: columns) + "\n|" + String(repeating: "-|", count: columns) + "\n"
            + String(repeating: "b\n", count: 520)
        let rendered = html(markdown, .gfm)
        let table = rendered[..<(try #require(rendered.range(of: "</table>\n"))).upperBound]
        #expect(table.components(separatedBy: "<tr>").count - 1 == 514)
        #expect(rendered[table.endIndex...] == "<p>b\nb\nb\nb\nb\nb\nb</p>\n")
    }

    @Test func unclosedKramdownListsAndExtensionTagsStayText() {
        let lists = html(String(repeating: "*a*{: .x ", count: 20_000), .docs)
        #expect(lists.hasPrefix("<p><em>a</em>{: .x <em>a</em>{: .x ") && lists.hasSuffix("<em>a</em>{: .x</p>\n"))
        let tags = html(String(repeating: "x {::comment} ", count: 20_000) + "{:/nomarkdown}", .docs)
        #expect(tags.hasPrefix("<p>x {::comment} x {::comment} ") && tags.hasSuffix("{::comment} {:/nomarkdown}</p>\n"))
    }

    @Test func attributeListDefinitionsNamingEachOtherAreEachAppliedOnce() {
        let definitions = (0..<300).map { "{:d\($0): " + String(repeating: "d\($0 + 1) ", count: 300) + ".c\($0)}" }
        #expect(html(definitions.joined(separator: "\n") + "\n\nText\n{: d0}", .docs)
            == "<p class=\"c7 c6 c5 c4 c3 c2 c1 c0\">Text</p>\n")
    }

    @Test func hugeAttributeListsAndRunsOfThemRender() {
        let names = (0..<100_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
        #expect(unsafeHTML("Text\n{: \(names)}", .docs).hasPrefix("<p a0=\"1\" a1=\"1\""))
        #expect(html(String(repeating: "{: .x}\n", count: 50_000), .docs) == "")
        #expect(html("Text\n" + String(repeating: "{: .x}\n", count: 50_000), .docs).hasPrefix("<p class=\"x x x"))
    }

    @Test func manyAbbreviationsWithTheSameFirstWordAreFoundInOnePass() {
        let definitions = (0..<20_000).map { "*[A B\($0)]: t" }.joined(separator: "\n")
        let rendered = html(String(repeating: "A B7 ", count: 20_000) + "\n\n" + definitions, .docs)
        #expect(rendered.components(separatedBy: "<abbr title=\"t\">A B7</abbr>").count == 20_001)
    }

    @Test func emptyInputRendersNothing() {
        #expect(html("") == "")
    }

    @Test func deepestNestingFitsHalfOfA512KilobyteThreadStack() async {
        // macOS gives secondary threads 512 KB; blocks and inlines nested to their limits together
        // must fit in half of that, even in a debug build.
        let markdown = String(repeating: "> - ", count: 150) + String(repeating: "![", count: 150)
            + String(repeating: "*", count: 400) + "a" + String(repeating: "*", count: 400) + String(repeating: "](u)", count: 150)
        let rendered = await withCheckedContinuation { continuation in
            let thread = Thread {
                let rendered = HTMLRenderer().render(Array(markdown.utf8), parsing: MarkdownOptions(extensions: .gfm.union(.docs)),
                                                     collecting: [.headings, .links, .text])
                continuation.resume(returning: String(decoding: rendered.html, as: UTF8.self) + "\(rendered.headings.count)\(rendered.links.count)")
            }
            thread.stackSize = 256 * 1024
            thread.start()
        }
        #expect(rendered.hasPrefix("<blockquote>\n<ul>\n<li>\n<blockquote>"))
    }
}
