import Testing
import Templates

/// Every scanning loop must make progress: huge malformed templates end in an error or output, quickly.
@Suite struct MalformedInputTests {
    let count = 200_000

    @Test func manyUnclosedOutputTagsEndInOneError() {
        #expect(renderError(String(repeating: "{{ ", count: count))?.hasPrefix("<built-in>/page.html:1:1: error: unclosed '{{'") == true)
    }

    @Test func manyLoneBracesAreText() throws {
        let text = String(repeating: "{ {x} }", count: count)
        #expect(try render(text) == text)
    }

    @Test func manyUnterminatedQuotesInATagEndInOneError() {
        #expect(renderError("{{ " + String(repeating: "\\\"", count: count))?.hasPrefix("<built-in>/page.html:1:1: error: unclosed '{{'") == true)
    }

    @Test func aRawBlockFullOfTagOpenersEndsInOneError() {
        #expect(renderError("{% raw %}" + String(repeating: "{%", count: count))?.hasPrefix("<built-in>/page.html:1:4: error: unclosed 'raw' block") == true)
    }

    @Test func deeplyNestedTagsAreAnErrorNotAStackOverflow() {
        let nested = String(repeating: "{% if true %}", count: 10_000)
        #expect(renderError(nested)?.contains("error: tags nested more than 100 levels deep") == true)
    }

    @Test func deeplyNestedParenthesesAreAnErrorNotAStackOverflow() {
        let nested = "{{ " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000) + " }}"
        #expect(renderError(nested)?.contains("error: expression nested more than 64 levels deep") == true)
    }

    @Test func manyNotsAreAnErrorNotAStackOverflow() {
        #expect(renderError("{{ " + String(repeating: "not ", count: 10_000) + "x }}")?.contains("error: expression nested more than 64 levels deep") == true)
    }

    @Test func manyTagsRenderInOnePass() throws {
        let template = String(repeating: "{% if true %}a{% endif %}{{ 'b' }}{# c #}", count: 20_000)
        #expect(try render(template) == String(repeating: "ab", count: 20_000))
    }

    @Test func aLongChainOfFiltersIsAnErrorNotAStackOverflow() {
        #expect(renderError("{{ 'x'" + String(repeating: " | upper", count: 10_000) + " }}")?.contains("error: expression nested more than 64 levels deep") == true)
    }

    @Test func rendersTagsAndExpressionsNestedJustWithinTheLimits() throws {
        let tags = String(repeating: "{% if true %}", count: 99) + "deep" + String(repeating: "{% endif %}", count: 99)
        #expect(try render(tags) == "deep")
        let filters = "{{ 'x'" + String(repeating: " | upper", count: 60) + " }}"
        #expect(try render(filters) == "X")
        let parentheses = "{{ " + String(repeating: "(", count: 60) + "1" + String(repeating: ")", count: 60) + " }}"
        #expect(try render(parentheses) == "1")
    }
}

/// Random templates built from the language's own pieces either render or fail with a located error.
@Suite struct RandomTemplateTests {
    static let pieces = [
        "{{", "}}", "{%", "%}", "{#", "#}", "-", " ", "\n", "if", "elif", "else", "endif", "for", "in", "empty", "endfor",
        "set", "=", "endset", "block", "endblock", "extends", "include", "raw", "endraw", "\"base.html\"", "\"p.html\"",
        "x", "page", ".", "title", "tags", "[", "]", "(", ")", "|", ":", ",", "upper", "default", "truncate", "sort",
        "where", "date", "json", "super()", "loop", "and", "or", "not", "==", "<", "~", "'s'", "3", "-1", "<b>", "&",
    ]

    /// A small deterministic generator, so a failure reproduces.
    struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test func neverCrashAndEveryErrorHasALocation() {
        var generator = Generator(state: 2024)
        let variables: [String: TemplateValue] = ["page": ["title": "<T>", "tags": ["a", "b"]], "x": 1]
        let others = ["base.html": "{% block b %}{% endblock %}", "p.html": "{{ x }}"]
        for _ in 0..<3_000 {
            let source = (0..<generator.next(40)).map { _ in Self.pieces[generator.next(Self.pieces.count)] }.joined()
            do {
                _ = try render(source, variables, others: others)
            } catch {
                #expect(error.diagnostics.allSatisfy { $0.location != nil }, "\(source)")
            }
        }
    }
}
