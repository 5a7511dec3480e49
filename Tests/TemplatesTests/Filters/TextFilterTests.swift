import Core
import Testing
import Templates

@Suite struct TextFilterTests {
    @Test func upperAndLowerChangeCase() throws {
        #expect(try render("{{ t | upper }} {{ t | lower }}", ["t": "Straße Ab"]) == "STRASSE AB straße ab")
    }

    @Test func capitalizeUppercasesTheFirstLetterAndLowercasesTheRest() throws {
        #expect(try render("{{ t | capitalize }}", ["t": "hello WORLD"]) == "Hello world")
    }

    @Test func slugifyMakesLowercaseHyphenatedWordsThatKeepTheirAccents() throws {
        #expect(try render("{{ t | slugify }}", ["t": "  Café au Lait: 2 Ways! "]) == "café-au-lait-2-ways")
    }

    @Test func slugifyOfTextWithoutLettersOrDigitsIsEmpty() throws {
        #expect(try render("[{{ t | slugify }}]", ["t": "?! 😀"]) == "[]")
    }

    @Test func warnPrintsNothingAndWarnsWhereItIsWritten() throws {
        let result = try renderResult("<p>{{ t | warn }}</p>", ["t": "check <this>"])
        #expect(result.output == "<p></p>")
        #expect(result.warnings.map { "\($0.location!.line):\($0.location!.column): \($0.message)" } == ["1:11: check <this>"])
    }

    @Test func replaceFillsEveryPlaceholderAndTheResultIsEscapedText() throws {
        #expect(try render("{{ t | replace: '{n}', n }}", ["t": "{n} of {n} <pages>", "n": 3]) == "3 of 3 &lt;pages&gt;")
        #expect(try render("{{ t | replace: '{tag}', tag }}", ["t": "Tagged “{tag}”", "tag": "<b>"]) == "Tagged “&lt;b&gt;”")
    }

    @Test func replaceInSafeHTMLPutsMarkupInAsItIsAndEscapesText() throws {
        let source = "{% set link %}<a href=\"/en/\">English</a>{% endset %}{{ t | escape | replace: '{language}', link }} / {{ t | escape | replace: '{language}', name }}"
        #expect(try render(source, ["t": "Shown in {language} & more", "name": "<i>"])
            == "Shown in <a href=\"/en/\">English</a> &amp; more / Shown in &lt;i&gt; &amp; more")
    }

    @Test func replaceLeavesTextWithoutTheTargetAlone() throws {
        #expect(try render("{{ t | replace: '{x}', 'y' }}", ["t": "nothing here"]) == "nothing here")
    }

    @Test func truncateCutsAtAWordBoundaryAndAddsAnEllipsis() throws {
        #expect(try render("{{ t | truncate: 12 }}", ["t": "The quick brown fox"]) == "The quick…")
    }

    @Test func truncateLeavesShortTextAlone() throws {
        #expect(try render("{{ t | truncate: 19 }}", ["t": "The quick brown fox"]) == "The quick brown fox")
    }

    @Test func truncateCutsALongWordWhenThereIsNoBoundary() throws {
        #expect(try render("{{ t | truncate: 6 }}", ["t": "Supercalifragilistic"]) == "Super…")
    }

    @Test func truncateTakesACustomEnding() throws {
        #expect(try render("{{ t | truncate: 13, ' [more]' }}", ["t": "one two three four"]) == "one [more]")
    }

    @Test func striptagsLeavesTheTextOfMarkup() throws {
        #expect(try render("{{ c | striptags }}", ["c": .html("<p>Fish &amp; <em>chips</em></p><ul><li>a</li><li>b</li></ul><!-- note -->")])
            == "Fish &amp; chips a b")
    }

    @Test func textFiltersOnSafeHTMLWorkOnItsTextAndTheResultIsEscaped() throws {
        // The markup is gone and the decoded `&` and `<` are escaped again: nothing unsafe passes through.
        let content = TemplateValue.html("<p>A &lt;tag&gt; &amp; <em>more</em></p>")
        #expect(try render("{{ c | upper }}|{{ c | truncate: 9 }}", ["c": content]) == "A &lt;TAG&gt; &amp; MORE|A &lt;tag&gt;…")
    }

    @Test func striptagsDropsScriptsAndStyleSheets() throws {
        #expect(try render("{{ c | striptags }}", ["c": .html("a<script type=x>if (a < b) {}</script> b<STYLE>p{}</STYLE> c")]) == "a b c")
    }

    @Test func textFiltersOnPlainStringsKeepThemEscaped() throws {
        #expect(try render("{{ t | lower }}", ["t": "<B>Bold</B>"]) == "&lt;b&gt;bold&lt;/b&gt;")
    }

    @Test func safeMarksAStringAsHTML() throws {
        #expect(try render("{{ t | safe }}", ["t": "<b>bold</b>"]) == "<b>bold</b>")
    }

    // A page imported from Jekyll prints every value as markup, as Liquid does: a list too.
    @Test func safeMarksANumberOrAListAsTheHTMLItPrintsAs() throws {
        #expect(try render("{{ n | safe }} {{ l | safe }}", ["n": 2, "l": ["<b>a</b>", "b"]]) == "2 <b>a</b>, b")
        #expect(throws: (any Error).self) { try render("{{ d | safe }}", ["d": ["k": "v"]]) }
    }

    @Test func escapeEscapesOnceAndLeavesSafeHTMLAlone() throws {
        #expect(try render("{{ t | escape }}|{{ t | escape | escape }}|{{ h | escape }}", ["t": "<b>", "h": .html("<i>")]) == "&lt;b&gt;|&lt;b&gt;|<i>")
    }

    @Test func defaultReplacesUndefinedNullAndEmptyValues() throws {
        let variables: [String: TemplateValue] = ["empty": "", "null": .null, "zero": 0, "text": "t"]
        #expect(try render("{{ missing | default: 'a' }}{{ empty | default: 'b' }}{{ null | default: 'c' }}{{ zero | default: 'd' }}{{ text | default: 'e' }}", variables)
            == "abc0t")
    }

    @Test func defaultAcceptsAVariableAsTheFallback() throws {
        #expect(try render("{{ page.description | default: site.description }}", ["page": [:], "site": ["description": "Site"]]) == "Site")
    }

    @Test func urlJoinsTheBaseURLPath() throws {
        let environment = RenderEnvironment(baseURL: BaseURL("https://example.org/project/"))
        #expect(try render("{{ '/docs/' | url }} {{ 'https://x.org/' | url }}", environment: environment) == "/project/docs/ https://x.org/")
    }

    @Test func absoluteURLJoinsTheWholeBaseURL() throws {
        let environment = RenderEnvironment(baseURL: BaseURL("https://example.org/project/"))
        #expect(try render("{{ 'docs/' | absolute_url }}", environment: environment) == "https://example.org/project/docs/")
    }

    @Test func jsonWritesValuesSafelyForScriptsAndAttributes() throws {
        let value: TemplateValue = ["title": "</script><b>'x' & \"y\"", "n": 2, "tags": ["a"], "ok": true, "none": .null]
        #expect(try render("{{ v | json }}", ["v": value])
            == #"{"n":2,"none":null,"ok":true,"tags":["a"],"title":"\u003c/script\u003e\u003cb\u003e\u0027x\u0027 \u0026 \"y\""}"#)
    }

    @Test func jsonWritesObjectMembersInTheirOrderAndDatesAsStrings() throws {
        let object = TemplateValue.object(TestObject(members: [("z", .date(.init(timeIntervalSince1970: 0))), ("a", 1.5)]))
        #expect(try render("{{ o | json }}", ["o": object]) == #"{"z":"1970-01-01T00:00:00Z","a":1.5}"#)
    }

    @Test func jsonStopsAtObjectsThatReferToEachOtherEndlessly() {
        struct Endless: TemplateObject {
            func member(_ name: String) -> TemplateValue? { name == "next" ? .object(Endless()) : nil }
            var memberNames: [String] { ["next"] }
        }
        #expect(renderError("{{ page | json }}", ["page": .object(Endless())])?.hasPrefix(
            "<built-in>/page.html:1:11: error: filter 'json': value nested more than 32 levels deep") == true)
    }

    @Test func callsFiltersTheEnvironmentAdds() throws {
        let shout: TemplateFilter = { input, arguments throws(TemplateFilterError) in
            guard case .string(let text) = input else { throw TemplateFilterError("expects a string") }
            return .html("<strong>\(text)\(arguments.count)</strong>")
        }
        let environment = RenderEnvironment(filters: ["shout": shout])
        #expect(try render("{{ 'hey' | shout: 1, 2 }}", environment: environment) == "<strong>hey2</strong>")
    }

    @Test func acceptsParenthesisedFilterArguments() throws {
        #expect(try render("{{ t | truncate(5) | default('x') }}", ["t": "abcdefgh"]) == "abcd…")
    }

    @Test func chainsFiltersLeftToRight() throws {
        #expect(try render("{{ t | lower | capitalize | truncate: 4 }}", ["t": "HELLO"]) == "Hel…")
    }
}
