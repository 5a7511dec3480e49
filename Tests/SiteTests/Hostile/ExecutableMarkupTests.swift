import Testing

/// The checker the hostile-content tests and the Markdown fuzz target rely on sees markup as a browser does.
@Suite struct ExecutableMarkupTests {
    func kinds(_ html: String) -> [ExecutableMarkup.Finding.Kind] {
        ExecutableMarkup.findings(in: html).map(\.kind)
    }

    @Test(arguments: [
        "<script>x</script>", "<SCRIPT SRC=//x.org/a.js></SCRIPT>", "<svg><script>x</script></svg>",
        "<!--><script>x</script>-->", "<p>a<!-- c --><script>x</script>",
    ])
    func findsScriptElements(html: String) {
        #expect(kinds(html) == [.script])
    }

    @Test(arguments: [
        "<img src=x onerror=alert(1)>", "<div\nonmouseover='x'>", "<a href=\"/\" ONCLICK=\"x\">", "<p/onclick=x>",
    ])
    func findsEventHandlers(html: String) {
        #expect(kinds(html) == [.eventHandler])
    }

    @Test(arguments: [
        "<a href=\"javascript:x\">", "<a href=\" JaVa\tScRiPt:x\">", "<a href=\"&#106;avascript&colon;x\">",
        "<a href=\"&#x6A&#x61vascript:x\">", "<img src='vbscript:x'>", "<a href=data:text/html,x>",
        "<img srcset=\"a.png 1x, javascript:x 2x\">", "<meta http-equiv=Refresh content=\"0;url=javascript:x\">",
        "<form action=javascript:x>",
    ])
    func findsDangerousURLs(html: String) {
        #expect(kinds(html) == [.dangerousURL])
    }

    @Test(arguments: ["<iframe src=/a></iframe>", "<object data=/a>", "<embed src=/a>", "<base href=/>"])
    func findsElementsThatEmbedDocuments(html: String) {
        #expect(kinds(html) == [.embeddingElement])
    }

    @Test(arguments: [
        "<a href=\"/docs/#javascript:x\">", "<a href=\"https://example.org/?q=javascript:x\">", "&lt;script&gt;x&lt;/script&gt;",
        "<p>onclick=x</p>", "<img src=\"data:image/png;base64,AAAA\" alt=\"onerror=x\">", "<code>&lt;img onerror=x&gt;</code>",
        "<textarea><script>x</script></textarea>", "<a href=\"mailto:a@b.org\" title=\"javascript:x\">",
        // Found by Fuzz/run.sh markdown: a literal `&` is no scheme character, so this is a relative URL.
        "<a href=\"java&amp;Ta%EF%BF%BDb;script:alert(1)\">", "<a href=\"&unknown;javascript:x\">",
    ])
    func leavesInertMarkupAlone(html: String) {
        #expect(kinds(html) == [])
    }

    @Test func decodesCharacterReferencesInAttributes() {
        let tag = HTMLTagScanner.tags(in: "<a title='&quot;&#39;&#x3C;&lt;&amp;&bogus;'>")[0]
        #expect(tag.value(of: "title") == "\"'<<&&bogus;")
    }
}
