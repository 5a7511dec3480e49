import Core
import Testing
import Templates

/// `.xml` templates (feeds, sitemaps): every value is XML text, whatever the element or attribute.
@Suite struct XMLContextTests {
    func xml(_ source: String, _ variables: [String: TemplateValue] = [:], others: [String: String] = [:]) throws -> String {
        try render(source, variables, as: "feed.xml", others: others)
    }

    @Test func textEscapesMarkupButNotApostrophes() throws {
        #expect(try xml("<title>{{ t }}</title>", ["t": "Tom's <b>\"A\" & B</b>"]) == "<title>Tom's &lt;b&gt;&quot;A&quot; &amp; B&lt;/b&gt;</title>")
    }

    @Test func safeHTMLIsTextToTheXML() throws {
        #expect(try xml("<content type=\"html\">{{ c }}</content>", ["c": .html("<p>A &amp; B</p>")])
            == "<content type=\"html\">&lt;p&gt;A &amp;amp; B&lt;/p&gt;</content>")
    }

    @Test func anObjectsMarkupKeptAsBytesIsEscapedToo() throws {
        let page = MarkupObject(markup: Array("<p>Hi</p>".utf8))
        #expect(try xml("<content>{{ page.content }}</content>", ["page": .object(page)]) == "<content>&lt;p&gt;Hi&lt;/p&gt;</content>")
    }

    @Test func attributeValuesEscapeBothQuotesAndKeepLineBreaksAsReferences() throws {
        #expect(try xml("<category term=\"{{ t }}\"/><x a='{{ t }}'/>", ["t": "a\"b'c\nd"])
            == "<category term=\"a&quot;b&#39;c&#10;d\"/><x a='a&quot;b&#39;c&#10;d'/>")
    }

    @Test func noAttributeIsAURL() throws {
        #expect(try xml("<link href=\"{{ u }}\"/>", ["u": "https://example.org/café/?a=1&b=2"])
            == "<link href=\"https://example.org/café/?a=1&amp;b=2\"/>")
        #expect(try xml("<link href=\"{{ u }}\"/>", ["u": "javascript:alert(1)"]) == "<link href=\"javascript:alert(1)\"/>")
    }

    @Test func htmlElementsMeanNothingSpecial() throws {
        #expect(try xml("<script>{{ t }}</script><style>{{ t }}</style>", ["t": "a'b"]) == "<script>a'b</script><style>a'b</style>")
    }

    @Test func controlCharactersXMLCannotHoldBecomeReplacementCharacters() throws {
        #expect(try xml("<t>{{ t }}</t><t a=\"{{ t }}\"/>", ["t": "a\u{0C}b\tc\u{1B}"]) == "<t>a\u{FFFD}b\tc\u{FFFD}</t><t a=\"a\u{FFFD}b&#9;c\u{FFFD}\"/>")
    }

    @Test func cdataSectionsSplitWhereAValueWouldEndThem() throws {
        #expect(try xml("<c><![CDATA[{{ c }}]]></c><t>{{ c }}</t>", ["c": .html("<p>]]></p>")])
            == "<c><![CDATA[<p>]]]]><![CDATA[></p>]]></c><t>&lt;p&gt;]]&gt;&lt;/p&gt;</t>")
    }

    @Test func declarationsAndCommentsDoNotChangeTheContext() throws {
        #expect(try xml("<?xml version=\"1.0\"?>\n<!-- {{ t }} --><a>{{ t }}</a>", ["t": "<"]) == "<?xml version=\"1.0\"?>\n<!--  --><a>&lt;</a>")
    }

    @Test func safeMarksRawXML() throws {
        #expect(try xml("<a>{{ t | safe }}</a>", ["t": "<b/>"]) == "<a><b/></a>")
    }

    @Test func anUnquotedAttributeValueIsAnError() {
        #expect(renderError("<a b={{ t }}/>", ["t": "x"], as: "feed.xml")?.contains("an XML attribute value must be quoted") == true)
    }

    @Test func aValueBetweenAttributesIsAnError() {
        #expect(renderError("<a {{ t }}/>", ["t": "x"], as: "feed.xml")?.contains("a value cannot be printed between attributes") == true)
    }

    @Test func anIncludedPartialIsXMLWhateverItsName() throws {
        #expect(try xml("<e>{% include \"partials/entry.html\" %}</e>", ["t": .html("<i>x</i>")], others: ["partials/entry.html": "<title>{{ t }}</title>"])
            == "<e><title>&lt;i&gt;x&lt;/i&gt;</title></e>")
    }

    @Test func superPrintsTheParentsBlockOnce() throws {
        let base = "<feed>{% block entries %}<title>{{ t }}</title>{% endblock %}</feed>"
        #expect(try xml("{% extends \"base.xml\" %}{% block entries %}{{ super() }}<id>{{ t }}</id>{% endblock %}", ["t": "a&b"], others: ["base.xml": base])
            == "<feed><title>a&amp;b</title><id>a&amp;b</id></feed>")
    }

    @Test func aCapturedBlockIsTextEscapedWhereItIsPrinted() throws {
        #expect(try xml("{% set x %}{{ t }} & co{% endset %}<a>{{ x }}</a>", ["t": "<A>"]) == "<a>&lt;A&gt; &amp; co</a>")
    }
}

/// An object that keeps `content` as UTF-8 bytes, as a page does.
private struct MarkupObject: TemplateObject {
    let markup: [UInt8]

    func member(_ name: String) -> TemplateValue? {
        name == "content" ? .html(String(decoding: markup, as: UTF8.self)) : nil
    }

    var memberNames: [String] { ["content"] }

    func markupUTF8(_ name: String) -> [UInt8]? {
        name == "content" ? markup : nil
    }
}
