import Testing
@testable import Import

/// Links to a translation's file, rewritten to what sitegen resolves; only link destinations change.
@Suite struct TranslationLinksTests {
    let languages = SourceLanguages([
        .init(code: "en", name: "English", isDefault: true, oldPrefix: ""),
        .init(code: "de", name: "Deutsch", oldPrefix: "/de"),
        .init(code: "fr", name: "Français", oldPrefix: "/fr"),
    ], unbuilt: [])!

    func rewrite(_ text: String, in code: String = "de", at path: String = "guide/intro.md") -> String {
        var links = TranslationLinks(languages: languages)
        return links.rewrite(text, of: .init(language: languages.language(code)!, basePath: path))
    }

    @Test func aLinkToATranslationInThePagesLanguageNamesThePageItTranslates() {
        #expect(rewrite("[a](routing.de.md) ![b](../img/x.de.md#top)") == "[a](routing.md) ![b](../img/x.md#top)")
    }

    @Test func aLinkToTheDefaultLanguagesFileLosesItsSuffixAsTheFileDoes() {
        #expect(rewrite("[a](<my page.en.md>)", in: "en") == "[a](<my page.md>)")
    }

    @Test func aLinkToAThirdLanguageGoesToItsPathFromTheRoot() {
        #expect(rewrite("[a](../api/routing.fr.md?x#y)") == "[a](/fr/api/routing.md?x#y)")
    }

    @Test func referenceDefinitionsAreRewrittenToo() {
        #expect(rewrite("See [a].\n\n  [a]: routing.de.md \"Routing\"") == "See [a].\n\n  [a]: routing.md \"Routing\"")
    }

    @Test func codeOtherLinksAndUndeclaredSuffixesStay() {
        let text = "`[a](b.de.md)` [c](https://x.org/d.de.md) [e](f.ko.md) [g](h.de.png)\n```\n[i](j.de.md)\n```"
        #expect(rewrite(text) == text)
    }

    @Test func parenthesesInADestinationAreKept() {
        #expect(rewrite("[a](x(1).de.md) (b)") == "[a](x(1).md) (b)")
    }

    @Test func unclosedMarkupEndsTheScan() {
        let text = String(repeating: "](`[", count: 10_000)
        #expect(rewrite(text) == text)
    }
}
