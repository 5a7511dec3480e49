import Foundation
import Testing
import Markdown

/// Safe by default: raw HTML keeps only what cannot run script (`RawHTMLTests`) and dangerous URL
/// schemes are emptied, however disguised.
@Suite struct SecurityTests {
    @Test func rawHTMLBlockKeepsOnlyWhatCannotRunScript() {
        #expect(html("<div onclick=\"x()\">\nhi\n</div>") == "<div>\nhi\n</div>\n")
    }

    @Test func inlineHTMLKeepsOnlyWhatCannotRunScript() {
        #expect(html("a <img src=x onerror=alert(1)> b") == "<p>a <img src=x> b</p>\n")
    }

    @Test func unsafeOptionWritesRawHTML() {
        #expect(unsafeHTML("a <b>c</b>") == "<p>a <b>c</b></p>\n")
    }

    @Test(arguments: [
        "javascript:alert(1)",
        "JavaScript:alert(1)",
        "JAVASCRIPT:alert(1)",
        "vbscript:msgbox(1)",
        "file:///etc/passwd",
        "data:text/html;base64,PHNjcmlwdD4=",
        "DATA:text/html,x",
        "data:image/svg+xml,<svg>",
        "&#106;avascript:alert(1)",
        "&#x6A;avascript:alert(1)",
        "java&#x09;script:alert(1)",
        "java&NewLine;script:alert(1)",
        "%6Aavascript:alert(1)",
        "javascript%3Aalert(1)",
        "<java\tscript:alert(1)>",
        "<\u{01}javascript:alert(1)>",
    ])
    func dangerousLinkDestinationBecomesEmpty(_ destination: String) {
        let rendered = html("[x](\(destination))")
        #expect(rendered == "<p><a href=\"\">x</a></p>\n" || !rendered.contains("<a"), "\(rendered)")
    }

    @Test(arguments: [("&#0;javascript:alert(1)", "%EF%BF%BDjavascript:alert(1)"), ("\\javascript:alert(1)", "%5Cjavascript:alert(1)")])
    func lookalikeThatIsNoSchemeStaysARelativeURL(_ destination: String, _ href: String) {
        #expect(html("[x](\(destination))") == "<p><a href=\"\(href)\">x</a></p>\n")
    }

    @Test func autolinkWithDangerousSchemeBecomesEmpty() {
        #expect(html("<javascript:alert(1)>") == "<p><a href=\"\">javascript:alert(1)</a></p>\n")
    }

    @Test func referenceDefinitionWithDangerousSchemeBecomesEmpty() {
        #expect(html("[x]\n\n[x]: jAvAsCrIpT:alert(1)") == "<p><a href=\"\">x</a></p>\n")
    }

    @Test func imageWithDangerousSchemeBecomesEmpty() {
        #expect(html("![x](javascript:alert(1))") == "<p><img src=\"\" alt=\"x\" /></p>\n")
    }

    @Test(arguments: ["png", "gif", "jpeg", "webp"])
    func dataImageOfSafeTypeIsKept(_ type: String) {
        #expect(html("![x](data:image/\(type);base64,AAAA)") == "<p><img src=\"data:image/\(type);base64,AAAA\" alt=\"x\" /></p>\n")
    }

    // Found by the long fuzz run: `data:image%0a/png` passed as a PNG, its escape decoded and its line break skipped;
    // a browser keeps a data URL's type as written, and to it that is no image.
    @Test func aDataURLsTypeIsReadWithoutDecodingItsEscapes() {
        #expect(html("[a](data:image%0a/png,AA) ![b](DATA:Image/PNG;base64,AA)")
            == "<p><a href=\"\">a</a> <img src=\"DATA:Image/PNG;base64,AA\" alt=\"b\" /></p>\n")
    }

    @Test func unsafeOptionKeepsEveryScheme() {
        #expect(unsafeHTML("[x](javascript:alert(1))") == "<p><a href=\"javascript:alert(1)\">x</a></p>\n")
    }

    @Test func ordinarySchemesAndRelativeURLsAreKept() {
        #expect(html("[a](https://x.org) [b](mailto:a@b.c) [c](/path) [d](#frag)")
            == "<p><a href=\"https://x.org\">a</a> <a href=\"mailto:a@b.c\">b</a> <a href=\"/path\">c</a> <a href=\"#frag\">d</a></p>\n")
    }

    @Test func attributeValuesAreEscaped() {
        #expect(html("[a](/x'y \"t'\\\"<>&\")") == "<p><a href=\"/x&#39;y\" title=\"t&#39;&quot;&lt;&gt;&amp;\">a</a></p>\n")
    }

    @Test func imageAltIsAttributeEscaped() {
        #expect(html("![\"><script>](/i.png)") == "<p><img src=\"/i.png\" alt=\"&quot;&gt;&lt;script&gt;\" /></p>\n")
    }

    /// The same cases `run_spec.py --xss Fixtures/xss-cases.json` checks with its browser-like scan.
    @Test func securityFixtureCasesProduceNoForbiddenMarkup() throws {
        struct Case: Decodable {
            var id: String
            var markdown: String
            var must_not_contain: [String]?
        }
        struct Cases: Decodable { var cases: [Case] }
        let url = try #require(Bundle.module.url(forResource: "xss-cases", withExtension: "json", subdirectory: "Fixtures"))
        let cases = try JSONDecoder().decode(Cases.self, from: Data(contentsOf: url)).cases
        #expect(cases.count == 105)
        for item in cases {
            for extensions in [MarkdownExtensions(), MarkdownExtensions.gfm.union(.docs)] {
                let rendered = html(item.markdown, extensions).lowercased()
                for forbidden in item.must_not_contain ?? [] {
                    #expect(!rendered.contains(forbidden.lowercased()), "\(item.id) with \(extensions): \(rendered)")
                }
            }
        }
    }
}
