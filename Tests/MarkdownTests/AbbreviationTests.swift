import Testing
import Markdown

/// Abbreviations: `*[HTML]: …` lines define them anywhere in the document; whole words in the text become `<abbr>`.
struct AbbreviationTests {
    private let html5 = "<abbr title=\"Hyper Text Markup Language\">HTML</abbr>"

    @Test func aDefinitionMarksUpTheWordWhereverItIsDefined() {
        #expect(html("The HTML spec.\n\n*[HTML]: Hyper Text Markup Language", .abbreviations) == "<p>The \(html5) spec.</p>\n")
        #expect(html("*[HTML]: Hyper Text Markup Language\n\nThe HTML spec.", .abbreviations) == "<p>The \(html5) spec.</p>\n")
    }

    @Test func onlyWholeWordsAreMarkedUp() {
        #expect(html("HTML5, XHTML, HTML_x, HTML-based, HTML's, (HTML), HTMLé\n\n*[HTML]: Hyper Text Markup Language", .abbreviations)
            == "<p>HTML5, XHTML, HTML_x, \(html5)-based, \(html5)'s, (\(html5)), HTMLé</p>\n")
    }

    @Test func notInCodeURLsOrRawHTML() {
        let markdown = """
            `HTML` <span title="HTML">HTML</span> [HTML](https://example.com/HTML) <https://example.com/HTML>

            *[HTML]: Hyper Text Markup Language
            """
        #expect(html(markdown, .abbreviations) == """
            <p><code>HTML</code> <span title="HTML">\(html5)</span> <a href="https://example.com/HTML">\(html5)</a> \
            <a href="https://example.com/HTML">https://example.com/HTML</a></p>

            """)
        #expect(html("```\nHTML\n```\n\n    HTML\n\n*[HTML]: x", .abbreviations) == "<pre><code>HTML\n</code></pre>\n<pre><code>HTML\n</code></pre>\n")
    }

    @Test func severalDefinitionsAndAbbreviationsOfSeveralWords() {
        let markdown = """
            The HTML spec is kept by the W3C in another language, C++ not C.

            *[W3C]: World Wide Web Consortium
            *[HTML]: Hyper Text Markup Language
            *[another language]: It's called Markdown
            *[C++]: A language
            """
        #expect(html(markdown, .abbreviations) == """
            <p>The \(html5) spec is kept by the <abbr title="World Wide Web Consortium">W3C</abbr> in \
            <abbr title="It&#39;s called Markdown">another language</abbr>, <abbr title="A language">C++</abbr> not C.</p>

            """)
    }

    @Test func definitionLinesAreNotWrittenAndEndAParagraph() {
        #expect(html("Text\n*[A]: b\nmore", .abbreviations) == "<p>Text</p>\n<p>more</p>\n")
        #expect(html("> *[A]: b", .abbreviations) == "<blockquote>\n</blockquote>\n")
    }

    @Test func theLaterDefinitionWinsAndAnEmptyOneGivesNoTitle() {
        #expect(html("API\n\n*[API]: one\n*[API]: two", .abbreviations) == "<p><abbr title=\"two\">API</abbr></p>\n")
        #expect(html("API\n\n*[API]:", .abbreviations) == "<p><abbr>API</abbr></p>\n")
    }

    @Test func anAbbreviationThatStartsWithPunctuationNeedsNoWordBeforeIt() {
        #expect(html(".NET and a.NET\n\n*[.NET]: dotnet", .abbreviations) == "<p><abbr title=\"dotnet\">.NET</abbr> and a.NET</p>\n")
    }

    @Test func insideEmphasisHeadingsAndTextSplitByOtherSyntax() {
        #expect(html("*HTML* and HT&amp;ML and R&amp;D\n\n*[HTML]: Hyper Text Markup Language\n*[R&D]: research", .abbreviations)
            == "<p><em>\(html5)</em> and HT&amp;ML and <abbr title=\"research\">R&amp;D</abbr></p>\n")
        #expect(html("## HTML basics\n\n*[HTML]: Hyper Text Markup Language", [.abbreviations, .headingIDs])
            == "<h2 id=\"html-basics\">\(html5) basics</h2>\n")
    }

    @Test func thePlainTextKeepsTheWord() {
        let rendered = HTMLRenderer().render(Array("The HTML spec.\n\n*[HTML]: Hyper Text Markup Language".utf8),
                                             parsing: MarkdownOptions(extensions: .abbreviations), collecting: .text)
        #expect(String(decoding: rendered.text.bytes, as: UTF8.self) == "The HTML spec.\n")
    }

    @Test func theTitleIsEscaped() {
        #expect(html("X\n\n*[X]: \"quoted\" <b>", .abbreviations) == "<p><abbr title=\"&quot;quoted&quot; &lt;b&gt;\">X</abbr></p>\n")
    }

    @Test func abbreviationsAreOffByDefault() {
        #expect(html("HTML\n\n*[HTML]: Hyper Text Markup Language") == "<p>HTML</p>\n<p>*[HTML]: Hyper Text Markup Language</p>\n")
    }

    @Test func manyDefinitionsAndALongTextAreReadInOnePass() {
        let definitions = (0..<2000).map { "*[ABBR\($0)]: title \($0)" }.joined(separator: "\n")
        let text = (0..<20000).map { "word\($0 % 97) ABBR\($0 % 3000)" }.joined(separator: " ")
        let rendered = html(text + "\n\n" + definitions, .abbreviations)
        #expect(rendered.components(separatedBy: "<abbr ").count - 1 == (0..<20000).count { $0 % 3000 < 2000 })
    }
}
