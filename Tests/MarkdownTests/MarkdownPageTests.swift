import Testing
import Markdown

/// A page of several documents and the caller's markup (a DocC article), the pieces a caller adds
/// itself, and the hooks that rewrite links.
@Suite struct MarkdownPageTests {
    let options = MarkdownOptions(extensions: .gfm.union(.docs))

    func page(_ documents: [String], renderer: HTMLRenderer = HTMLRenderer(), droppingTitle: Bool = false,
              collecting parts: RenderedMarkdown.Parts = []) -> RenderedMarkdown {
        var page = MarkdownPage(collecting: parts)
        for document in documents {
            renderer.append(Array(document.utf8), parsing: options, to: &page, droppingTitle: droppingTitle && page.isEmpty)
            page.appendHTML("<hr class=\"between\">\n")
        }
        return renderer.finish(page)
    }

    func string(_ rendered: RenderedMarkdown) -> String {
        String(decoding: rendered.html, as: UTF8.self)
    }

    @Test func footnotesAreNumberedAcrossTheDocumentsAndListedOnceAtTheEnd() {
        let html = string(page(["a[^x]\n\n[^x]: X\n", "b[^y] c[^x]\n\n[^x]: X\n[^y]: Y\n"]))
        #expect(html.contains("<p>b<sup class=\"footnote-ref\"><a href=\"#fn-y\" id=\"fnref-y\" data-footnote-ref>2</a></sup>"))
        #expect(html.contains("c<sup class=\"footnote-ref\"><a href=\"#fn-x\" id=\"fnref-x-2\" data-footnote-ref>1</a></sup></p>"))
        #expect(html.components(separatedBy: "<section class=\"footnotes\"").count == 2)
        #expect(html.hasSuffix("""
            <li id="fn-y">
            <p>Y <a href="#fnref-y" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a></p>
            </li>
            </ol>
            </section>

            """))
    }

    @Test func aTopLevelHeadingIDAnEarlierDocumentHasGetsANumber() {
        let rendered = page(["## Setup\n", "## Setup\n\n## Setup-1\n"], collecting: .headings)
        #expect(rendered.headings.map(\.id) == ["setup", "setup-1", "setup-1-1"])
        #expect(string(rendered).contains("<h2 id=\"setup-1-1\">Setup-1</h2>"))
    }

    @Test func aNestedHeadingIDAnEarlierDocumentHasGetsANumberToo() {
        let rendered = page(["> ## Setup\n", "## Setup\n\n- ## Setup\n"], collecting: .headings)
        #expect(rendered.headings.map(\.id) == ["setup", "setup-1", "setup-1-1"])
    }

    @Test func droppingTheTitleLeavesOutALeadingLevelOneHeadingButTakesItsID() {
        let rendered = page(["# Intro\n\n## Intro\n"], droppingTitle: true, collecting: [.headings, .text])
        #expect(string(rendered) == "<h2 id=\"intro-1\">Intro</h2>\n<hr class=\"between\">\n")
        #expect(described(rendered.headings) == ["h2 Intro #intro-1"])
        #expect(String(decoding: rendered.text.bytes, as: UTF8.self) == "Intro\n")
    }

    @Test func piecesAreWrittenAsTheyWouldBeAloneAndCollectNothing() {
        let renderer = HTMLRenderer()
        var page = MarkdownPage(collecting: [.headings, .links, .text])
        page.appendHTML("<div>")
        renderer.appendLink(to: "/a b", text: "A & B", to: &page)
        renderer.appendImage(source: "/i.png", alt: "\"I\"", to: &page)
        renderer.appendCodeBlock(language: "swift", code: "let a = 1\n", to: &page)
        renderer.append(Array("Text.".utf8), to: &page)
        let rendered = renderer.finish(page)
        #expect(string(rendered) == "<div><p><a href=\"/a%20b\">A &amp; B</a></p>\n<p><img src=\"/i.png\" alt=\"&quot;I&quot;\" /></p>\n"
            + "<pre><code class=\"language-swift\">let a = 1\n</code></pre>\n<p>Text.</p>\n")
        #expect(rendered.links.isEmpty && String(decoding: rendered.text.bytes, as: UTF8.self) == "Text.\n")
    }

    @Test func rewrittenLinksBecomeLinksTextCodeOrTheirTextAlone() {
        var options = RenderOptions()
        options.rewriteLink = { destination, isImage, textIsDestination in
            switch destination {
            case "doc:a": .link(destination: "/a/", text: textIsDestination ? "Article" : nil)
            case "doc:gone": textIsDestination ? .text("gone") : .unlinked
            case "symbol:S": .code("S")
            case "logo": isImage ? .link(destination: "/images/logo.png", text: nil) : nil
            default: nil
            }
        }
        let html = HTMLRenderer(options: options).render("<doc:a> [*it*](doc:a) <doc:gone> [*kept*](doc:gone) [s](symbol:S) ![l](logo) [x](/x)")
        #expect(html == "<p><a href=\"/a/\">Article</a> <a href=\"/a/\"><em>it</em></a> gone <em>kept</em> <code>S</code> "
            + "<img src=\"/images/logo.png\" alt=\"l\" /> <a href=\"/x\">x</a></p>\n")
    }

    @Test func asidesOfAnyKindBecomeCallouts() {
        #expect(html("> Bug: It *breaks*.", .asides)
            == "<aside class=\"callout bug\">\n<p class=\"callout-title\">Bug</p>\n<p>It <em>breaks</em>.</p>\n</aside>\n")
        #expect(html("> Bug:\n> It breaks.\n>\n> - a", .asides)
            == "<aside class=\"callout bug\">\n<p class=\"callout-title\">Bug</p>\n<p>It breaks.</p>\n<ul>\n<li>a</li>\n</ul>\n</aside>\n")
    }

    @Test func asideMarkersNeedOneWordOfLettersAndASpaceAfterTheColon() {
        #expect(html("> Bug:fix", .asides) == "<blockquote>\n<p>Bug:fix</p>\n</blockquote>\n")
        #expect(html("> Two words: x", .asides) == "<blockquote>\n<p>Two words: x</p>\n</blockquote>\n")
        #expect(html("> *Bug*: x", .asides) == "<blockquote>\n<p><em>Bug</em>: x</p>\n</blockquote>\n")
    }
}
