import Core
import Testing
import Templates

/// A template rendered from a source that is not a file of the library (a page's body) says where each part of
/// its output came from in that source.
@Suite struct SourceMapTests {
    func rendered(
        _ text: String, _ variables: [String: TemplateValue] = [:], shortcodes: [String: String] = [:]
    ) throws(DiagnosticList) -> (String, SourceMap) {
        let library = TemplateLibrary(directory: nil, builtIns: Dictionary(uniqueKeysWithValues: shortcodes.map { ("shortcodes/\($0.key).html", $0.value) }))
        let (result, map) = try library.render(source: SourceText(path: "Content/a.md", text: text), variables: variables, environment: RenderEnvironment())
        return (result.output, map)
    }

    @Test func literalTextMapsByteForByte() throws {
        let (output, map) = try rendered("ab{% if true %}cd{% endif %}ef")
        #expect(output == "abcdef")
        #expect((0..<6).map { map.sourceOffset(ofOutputOffset: $0) } == [0, 1, 15, 16, 28, 29])
    }

    @Test func aPrintedValueMapsToItsExpression() throws {
        let (output, map) = try rendered("x {{ name }} y", ["name": "Ann"])
        #expect(output == "x Ann y")
        #expect([2, 3, 4, 5].map { map.sourceOffset(ofOutputOffset: $0) } == [5, 5, 5, 12])
    }

    @Test func aShortcodesOutputMapsToItsName() throws {
        let (output, map) = try rendered("a\n{% shortcode \"s\" %}\nb", shortcodes: ["s": "one\ntwo"])
        #expect(output == "a\none\ntwo\nb")
        #expect(map.sourceOffset(ofOutputOffset: 6) == 15)
        #expect(map.sourceOffset(ofOutputOffset: 9) == 21)
        #expect(map.sourceOffset(ofOutputOffset: 10) == 22)
    }

    @Test func eachLoopIterationMapsToTheLoopsBody() throws {
        let (output, map) = try rendered("{% for x in [1, 2] %}[{{ x }}]{% endfor %}")
        #expect(output == "[1][2]")
        #expect((0..<6).map { map.sourceOffset(ofOutputOffset: $0) } == [21, 25, 29, 21, 25, 29])
    }

    @Test func valuesEscapedAsTextAreNotedWhereverTheyArePrinted() throws {
        let (output, map) = try rendered(
            "a {{ v }} <i title=\"{{ v }}\">{% shortcode \"s\" x=v %}</i>", ["v": "<&>"], shortcodes: ["s": "[{{ x }}]"])
        #expect(output == "a &lt;&amp;&gt; <i title=\"&lt;&amp;&gt;\">[&lt;&amp;&gt;]</i>")
        #expect(map.escapedText.map { String(output.utf8.dropFirst($0.lowerBound).prefix($0.count))! } == Array(repeating: "&lt;&amp;&gt;", count: 3))
    }

    @Test func safeHTMLURLsAndCapturedTextAreNotNoted() throws {
        let (output, map) = try rendered(
            "{{ h | safe }}<a href=\"{{ u }}\">{% set c %}{{ h }}{% endset %}{{ c }}</a>{{ '' }}", ["h": "<b>", "u": "/a b"])
        #expect(output == "<b><a href=\"/a%20b\">&lt;b&gt;</a>")
        #expect(map.escapedText == [])
    }

    @Test func errorsAreAtTheSourcesPath() {
        do {
            _ = try rendered("\n{% if %}")
            Issue.record("rendered")
        } catch {
            #expect(error.diagnostics.map(\.summary) == ["Content/a.md:2:7: error: expected a condition after 'if'"])
        }
    }
}
