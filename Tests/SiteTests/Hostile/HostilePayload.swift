import Foundation
import Testing

/// A page written to attack the site's readers: Markdown and front matter that try to get
/// script into the built HTML. Each becomes its own page, `Content/payload-NN.md`, or the file
/// `fileName` when the attack is in the name.
struct HostilePayload: Sendable, CustomTestStringConvertible {
    var number: Int
    var what: String
    var frontMatter: String = ""
    var body: String = ""
    var fileName: String?

    var contentPath: String { fileName ?? String(format: "payload-%02d.md", number) }

    var testDescription: String { "\(number): \(what)" }

    var pageText: String {
        (frontMatter.isEmpty ? "" : "---\n\(frontMatter)\n---\n") + "Payload \(number).\n\n\(body)\n"
    }
}

extension HostilePayload {
    /// javascript: links in every link form with entity, percent and case tricks; raw script, iframe
    /// and event-handler HTML; attribute-breaking titles, alt text and info strings; front matter
    /// values with `<script>` and quotes that reach the layouts, lists, tag pages and feeds.
    static let all: [HostilePayload] = [
        // Inline links.
        .init(number: 1, what: "inline javascript: link", body: "[a](javascript:alert(1))"),
        .init(number: 2, what: "mixed-case scheme", body: "[a](JaVaScRiPt:alert(2))"),
        .init(number: 3, what: "decimal entity in the scheme", body: "[a](&#106;avascript:alert(3))"),
        .init(number: 4, what: "hex entity and &colon;", body: "[a](&#x6A;avascript&colon;alert(4))"),
        .init(number: 5, what: "entity tab inside the scheme", body: "[a](java&#x09;script:alert(5))"),
        .init(number: 6, what: "percent-encoded letter", body: "[a](%6Aavascript:alert(6))"),
        .init(number: 7, what: "percent-encoded newline inside the scheme", body: "[a](java%0Ascript:alert(7))"),
        .init(number: 8, what: "pointy-bracket destination with spaces", body: "[a](< javascript:alert(8)>)"),
        .init(number: 9, what: "vbscript: link", body: "[a](VBScript:msgbox(9))"),
        .init(number: 10, what: "data:text/html link", body: "[a](data:text/html;base64,PHNjcmlwdD5hbGVydCgxMCk8L3NjcmlwdD4=)"),
        .init(number: 11, what: "link title breaking its attribute", body: "[a](https://example.org \"\\\" onclick=\\\"alert(11)\")"),
        // Reference links.
        .init(number: 12, what: "reference definition with javascript:", body: "[a][r]\n\n[r]: javascript:alert(12)"),
        .init(number: 13, what: "collapsed reference with an entity and a title", body: "[r][]\n\n[r]: &#x4A;avascript:alert(13) \"t\""),
        .init(number: 14, what: "shortcut reference in pointy brackets", body: "[r]\n\n[r]: <JAVASCRIPT:alert(14)>"),
        // Autolinks.
        .init(number: 15, what: "autolink with javascript:", body: "<javascript:alert(15)>"),
        .init(number: 16, what: "autolinks with mixed case and vbscript:", body: "<JaVaScRiPt:alert(16)> <vbscript:alert(16)>"),
        .init(number: 17, what: "extended autolink breaking out of href", body: "www.example.org/\"onmouseover=\"alert(17)\" and https://example.org/'onfocus='alert(17)"),
        // Images.
        .init(number: 18, what: "image with javascript:", body: "![a](javascript:alert(18))"),
        .init(number: 19, what: "image with an SVG data URL", body: "![a](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMTkpPg==)"),
        .init(number: 20, what: "image title breaking its attribute", body: "![x](x.png \"\\\" onerror=\\\"alert(20)\")"),
        .init(number: 21, what: "alt text breaking its attribute", body: "![\" onerror=\"alert(21)](x.png) ![' onerror='alert(21)](y.png)"),
        .init(number: 22, what: "image reference with javascript:", body: "![a][img]\n\n[img]: jAvAsCrIpT:alert(22)"),
        // Raw HTML.
        .init(number: 23, what: "script element", body: "<script>alert(23)</script>"),
        .init(number: 24, what: "iframe with javascript: source", body: "<iframe src=\"javascript:alert(24)\"></iframe>"),
        .init(number: 25, what: "inline img with onerror", body: "Text <img src=x onerror=alert(25)> text"),
        .init(number: 26, what: "inline anchor with javascript:", body: "<a href=\"javascript:alert(26)\">x</a>"),
        .init(number: 27, what: "block div with an event handler", body: "<div onmouseover=\"alert(27)\">\nhover\n</div>"),
        .init(number: 28, what: "script split around another tag", body: "<scr<script>ipt>alert(28)</script>"),
        .init(number: 29, what: "comment that closes early", body: "<!--><script>alert(29)</script>-->"),
        .init(number: 30, what: "svg with script and math mutation", body: "<svg><script>alert(30)</script></svg>\n\n<math><mtext><table><mglyph><style><img src=x onerror=alert(30)>"),
        .init(number: 31, what: "object and embed", body: "<object data=\"javascript:alert(31)\"></object><embed src=\"javascript:alert(31)\">"),
        .init(number: 32, what: "meta refresh and base", body: "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(32)\">\n\n<base href=\"javascript:alert(32)//\">"),
        .init(number: 33, what: "raw HTML in a heading and a table cell", body: "# <img src=x onerror=alert(33)>\n\n| a |\n| - |\n| <img src=x onerror=alert(33)> |"),
        // Code.
        .init(number: 34, what: "code span closing code", body: "`</code><script>alert(34)</script>`"),
        .init(number: 35, what: "fence info string breaking the class attribute", body: "```\"><script>alert(35)</script>\ncode\n```"),
        .init(number: 36, what: "highlighted code holding markup", body: "```swift\nlet s = \"</span><script>alert(36)</script>\"\n```\n\n```html\n<script>alert(36)</script>\n```"),
        // Extensions.
        .init(number: 37, what: "scheme container argument", body: "::: dark\" onload=\"alert(37)\nx\n:::"),
        .init(number: 38, what: "callout title", body: "> [!NOTE]\n> <script>alert(38)</script> \" onclick=\"alert(38)"),
        .init(number: 39, what: "heading text becoming an id", body: "## \"><script>alert(39)</script>\n\n## ' onmouseover='alert(39)"),
        // Front matter reaching the layouts.
        .init(number: 40, what: "title closing the title element", frontMatter: "title: \"</title><script>alert(40)</script>\""),
        .init(number: 41, what: "description breaking the meta content attribute", frontMatter: "description: '\" onmouseover=\"alert(41)'"),
        .init(number: 42, what: "title breaking single-quoted attributes", frontMatter: "title: \"' onmouseover='alert(42)\"\ndate: 2024-01-02"),
        .init(number: 43, what: "tags with markup, on tag pages and lists", frontMatter: "tags: [\"<script>alert(43)</script>\", '\"><img src=x onerror=alert(43)>']\ndate: 2024-01-03"),
        .init(number: 44, what: "summary text with escaped markup", body: "&lt;script&gt;alert(44)&lt;/script&gt; and \\<img src=x onerror=alert(44)>"),
        .init(number: 45, what: "custom parameter and alias with markup",
              frontMatter: "hero: \"<script>alert(45)</script>\"\naliases: ['/x\"><script>alert(45)</script>/']"),
        .init(number: 46, what: "markup in the file name", fileName: "<img src=x onerror=alert(46)>.md"),
    ]
}
