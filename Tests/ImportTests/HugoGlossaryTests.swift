import TestSupport
import Testing
@testable import Import

/// Hugo's documentation's glossary: `[term](g)` links go to the term's entry on the glossary page, as the site's link
/// render hook sends them, and the `glossary` shortcode lists the terms there with ids.
@Suite struct HugoGlossaryTests {
    let renderHook = """
        {{- if eq $u.String "g" }}
        {{- $glossaryPath := "/quick-reference/glossary" }}
        {{- $cheating := dict
        	"walking" "walk"
        }}
        """

    func glossary() -> HugoGlossary? {
        let files = [
            ("quick-reference/glossary/_index.md", "---\ntitle: Glossary\n---\n{{% glossary %}}\n"),
            ("quick-reference/glossary/template-action.md", "---\ntitle: template action\nreference: https://pkg.go.dev/text/template\n---\nA data evaluation in a [_template_](g).\n"),
            ("quick-reference/glossary/template.md", "---\ntitle: template\n---\nA file with [template actions](g).\n"),
            ("quick-reference/glossary/library.md", "---\ntitle: library\n---\nCode to [walk](g) with.\n"),
            ("quick-reference/glossary/walk.md", "---\ntitle: walk\nreference: /about#walking\n---\nTo visit `[x](g)`.\n"),
            ("about.md", "---\ntitle: About\n---\n"),
        ]
        let index = HugoPageIndex(files.map { file in ("en", file.0, file.0, { file.1 }) })
        return HugoGlossary(renderHook: renderHook, pageIndex: index)
    }

    func converted(_ text: String) throws -> String {
        let glossary = try #require(self.glossary())
        var shortcodes = HugoShortcodes(resolve: { _, _ in nil })
        shortcodes.glossary = glossary
        shortcodes.pageIndex = glossary.pageIndex
        shortcodes.language = "en"
        return shortcodes.convert(text, contentPath: "quick-reference/glossary/_index.md").text
    }

    @Test func aTermLinkGoesToItsEntryByItsTextItsSingularOrTheHooksMapping() throws {
        #expect(try converted("A [_template action_](g), [Templates](g), [libraries](g) and [walking](g).") == """
            A [_template action_](/quick-reference/glossary/_index.md#template-action), \
            [Templates](/quick-reference/glossary/_index.md#template), [libraries](/quick-reference/glossary/_index.md#library) \
            and [walking](/quick-reference/glossary/_index.md#walk).
            """)
    }

    @Test func aLinkToNoTermAndLinksInCodeStayAsWritten() throws {
        #expect(try converted("[nothing](g) `[template](g)`\n```\n[template](g)\n```") == "[nothing](g) `[template](g)`\n```\n[template](g)\n```")
    }

    @Test func theGlossaryListsTheTermsWithIdsTheirTextAndReferences() throws {
        #expect(try converted("{{% glossary %}}") == """
            [L](#library)&nbsp;[T](#template)&nbsp;[W](#walk)&nbsp;

            <dl>

            <dt id="library">library</dt>

            <dd markdown="1">

            Code to [walk](/quick-reference/glossary/_index.md#walk) with.

            </dd>

            <dt id="template">template</dt>

            <dd markdown="1">

            A file with [template actions](/quick-reference/glossary/_index.md#template-action).

            </dd>

            <dt id="template-action">template action</dt>

            <dd markdown="1">

            A data evaluation in a [_template_](/quick-reference/glossary/_index.md#template).

            </dd>
            <dd markdown="1">

            See&nbsp;[details](https://pkg.go.dev/text/template).

            </dd>

            <dt id="walk">walk</dt>

            <dd markdown="1">

            To visit `[x](g)`.

            </dd>
            <dd markdown="1">

            See&nbsp;[details](/about.md#walking).

            </dd>

            </dl>

            """)
    }

    @Test func anImportedSiteLinksToTermsAndGivesDefinitionTermsIdsAsItsConfigurationAsks() throws {
        let source = TemporaryDirectory()
        source.write("hugo.toml", "title = 'Docs'\n[markup.goldmark.parser]\nautoDefinitionTermID = true\n")
        source.write("layouts/_markup/render-link.html", renderHook)
        source.write("content/quick-reference/glossary/_index.md", "---\ntitle: Glossary\n---\n{{% glossary %}}\n")
        source.write("content/quick-reference/glossary/walk.md", "---\ntitle: walk\n---\nTo visit.\n")
        source.write("content/about.md", "---\ntitle: About\n---\nWe [walk](g).\n")
        let destination = TemporaryDirectory()
        _ = try SiteImport.run(.hugo, source: source.path, destination: destination.path(to: "site"))
        #expect(destination.read("site/site.json")?.contains(#""markdown": {"definitionTermIDs": true, "smartPunctuation": true}"#) == true)
        #expect(destination.read("site/Content/about.md")?.hasSuffix("We [walk](/quick-reference/glossary/_index.md#walk).\n") == true)
        #expect(destination.read("site/Content/quick-reference/glossary/_index.md")?.contains("<dt id=\"walk\">walk</dt>") == true)
    }

    @Test func aRenderHookWithoutAGlossaryMakesNone() {
        #expect(HugoGlossary(renderHook: "{{ $u := urls.Parse .Destination }}", pageIndex: HugoPageIndex([])) == nil)
    }
}
