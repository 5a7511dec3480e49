import Core
import DefaultSite
import Foundation
import Templates
import TestSupport
import Testing
@testable import Site

/// The layout's own words per language (Templates/strings/<code>.json): the built-in tables, a site's
/// tables over them, the fallbacks, and the problems a site's table can have.
@Suite struct LayoutStringsTests {
    /// English's words: the key paths every table has, with their values.
    let english = LayoutStrings.builtIn.tables["en"] ?? [:]

    /// A site with one page in `language`, built with the built-in layouts and `strings` files of its own.
    func built(language: String, strings: [String: String] = [:]) throws -> (site: TemporaryDirectory, report: BuildReport) {
        let site = TemporaryDirectory()
        site.write("site.json", "{\"title\": \"Probe\", \"language\": \"\(language)\", \"repoURL\": \"https://example.org/repo\"}")
        site.write("Content/docs/intro.md", "---\ntitle: Intro\ndate: 2024-03-05\ntags: [swift]\n---\n## One\n\nText.\n\n## Two\n")
        site.write("Content/docs/next.md", "---\ntitle: Next\n---\nMore.\n")
        for (name, text) in strings { site.write("Templates/strings/" + name, text) }
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        return (site, report)
    }

    // MARK: The built-in tables

    @Test func everyBuiltInTableHasExactlyTheEnglishTablesWords() {
        let tables = LayoutStrings.builtIn.tables
        #expect(tables.keys.sorted() == ["ar", "de", "en", "es", "fa", "fr", "it", "ja", "ko", "nl", "pl", "zh"])
        #expect(LayoutStrings.builtIn.diagnostics.map(\.description) == [])
        for (code, table) in tables.sorted(by: { $0.key < $1.key }) {
            #expect(table.keys.sorted() == LayoutStrings.keys, "Templates/strings/\(code).json lacks or adds words")
        }
    }

    @Test func builtInTranslationsFillInTheEnglishWordsPlaceholders() throws {
        for (code, table) in LayoutStrings.builtIn.tables.sorted(by: { $0.key < $1.key }) {
            for (path, value) in table {
                guard case .string(let text) = value, case .string(let englishText)? = english[path] else { continue }
                let expected = LayoutStringsFile.placeholders(in: englishText)
                let found = LayoutStringsFile.placeholders(in: text)
                // The form for one page may say "one page" without the number.
                let complete = path.hasSuffix("_one") ? found.isSubset(of: expected) : found == expected
                #expect(complete, "\(code).json's '\(path)' has \(found.sorted()), English's \(expected.sorted())")
            }
        }
    }

    @Test func monthNamesAreTwelveInEveryTable() {
        for (code, table) in LayoutStrings.builtIn.tables {
            guard case .array(let names)? = table["month_names"] else {
                Issue.record("\(code).json has no month_names list")
                continue
            }
            #expect(names.count == 12, "\(code).json")
        }
    }

    /// site.js and search.js show the English words a page does not carry (an English page carries none):
    /// those are English's table, word for word, and every word of the scripts' group is shown.
    @Test func theScriptsEnglishFallbacksAreTheEnglishTablesWords() throws {
        let scripts = try ["assets/site.js", "assets/search.js"].map { try #require(DefaultTemplates.assets[$0]) }.joined()
        let call = try Regex(#"say\("([a-z_]+)", ("(?:[^"\\]|\\.)*")"#)
        var fallbacks: [String: String] = [:]
        for match in scripts.matches(of: call) {
            let key = String(try #require(match.output[1].substring))
            let literal = String(try #require(match.output[2].substring))
            fallbacks[key] = try JSONDecoder().decode(String.self, from: Data(literal.utf8))
        }
        var expected: [String: String] = [:]
        for (path, value) in english where path.hasPrefix("scripts.") {
            if case .string(let text) = value { expected[String(path.dropFirst("scripts.".count))] = text }
        }
        #expect(fallbacks == expected)
    }

    // MARK: Building in a language

    @Test func theBuiltInLayoutInGermanSpeaksGerman() throws {
        let (site, report) = try built(language: "de")
        #expect(report.warnings.isEmpty)
        let html = try #require(site.read("Public/docs/intro/index.html"))
        for words in [
            "<a class=\"skip-link\" href=\"#sitegen-main\">Zum Inhalt springen</a>",
            "<summary id=\"sitegen-toc-title\" class=\"toc-title\">Auf dieser Seite</summary>",
            "<nav class=\"pager\" aria-label=\"Vorherige und nächste Seite\">",
            "<span class=\"pager-label\">Weiter</span>",
            "<p class=\"edit-link\"><a href=\"https://example.org/repo/edit/main/Content/docs/intro.md\">Diese Seite bearbeiten</a></p>",
            "<li>Erstellt mit sitegen \(SitegenVersion.current)</li>",
            "<sitegen-appearance data-label=\"Darstellung\" data-system=\"System\" data-light=\"Hell\" data-dark=\"Dunkel\" data-night=\"Nacht\" data-night-brightness=\"Nacht-Helligkeit\">",
            "\"copy\":\"Kopieren\"",
        ] {
            #expect(html.contains(words), "\(words)")
        }
        #expect(site.read("Public/tags/swift/index.html")?.contains("<h1>Schlagwort „swift“</h1>\n<p class=\"list-count\">1 Seite</p>") == true)
        #expect(site.read("Public/tags/swift/index.html")?.contains("<time datetime=\"2024-03-05\">5. März 2024</time>") == true)
        #expect(site.read("Public/404.html")?.contains("<title>Seite nicht gefunden · Probe</title>") == true)
    }

    @Test func eachPageOfASiteInSeveralLanguagesSpeaksItsOwn() throws {
        let site = TemporaryDirectory()
        site.write("site.json", #"{"languages": {"en": {"name": "English", "default": true}, "de": {"name": "Deutsch"}, "sv": {"name": "Svenska"}}}"#)
        site.write("Content/guide/intro.md", "## One\n\n## Two\n")
        site.write("Content/guide/intro.de.md", "---\ntags: [swift]\n---\n## Eins\n\n## Zwei\n")
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(report.warnings.map(\.summary) == [
            "warning: sitegen has no table of the layout's words in 'sv', and the site none in Templates/strings/sv.json: its pages show them in English",
        ])
        let german = try #require(site.read("Public/de/guide/intro/index.html"))
        #expect(german.contains(">Auf dieser Seite</summary>"))
        #expect(german.contains("<summary><span class=\"visually-hidden\">Sprache: </span><span lang=\"de\">Deutsch</span></summary>"))
        #expect(german.contains("\"copy\":\"Kopieren\""))
        #expect(site.read("Public/de/tags/index.html")?.contains("<title>Schlagwörter · ") == true, "the German tag list")
        let english = try #require(site.read("Public/guide/intro/index.html"))
        #expect(english.contains(">On this page</summary>"))
        #expect(!english.contains("sitegen-strings"))
    }

    @Test func thePagesScriptWordsAreItsLanguagesScriptsGroupAsJSON() throws {
        let (site, _) = try built(language: "ja")
        let html = try #require(site.read("Public/docs/intro/index.html"))
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"sitegen-strings\">"))
        let end = try #require(html[start.upperBound...].range(of: "</script>"))
        let words = try JSONDecoder().decode([String: String].self, from: Data(html[start.upperBound..<end.lowerBound].utf8))
        #expect(words["copy"] == "コピー")
        #expect(words.count == english.keys.filter { $0.hasPrefix("scripts.") }.count)
    }

    @Test func aPageInEnglishCarriesOnlyTheScriptWordsASiteChanged() throws {
        let (plain, _) = try built(language: "en")
        #expect(plain.read("Public/docs/intro/index.html")?.contains("sitegen-strings") == false)
        let (changed, _) = try built(language: "en", strings: ["en.json": "{\"scripts\": {\"copy\": \"Copy <all>\"}}"])
        #expect(changed.read("Public/docs/intro/index.html")?.contains(
            "<script type=\"application/json\" id=\"sitegen-strings\">{\"copy\":\"Copy \\u003call\\u003e\"}</script>") == true)
    }

    @Test func aSitesTableReplacesOneWordAndKeepsTheBuiltInRest() throws {
        let (site, report) = try built(language: "de", strings: ["de.json": "{\"on_this_page\": \"Inhalt\"}\n"])
        #expect(report.warnings.isEmpty)
        let html = try #require(site.read("Public/docs/intro/index.html"))
        #expect(html.contains("class=\"toc-title\">Inhalt</summary>"))
        #expect(html.contains(">Zum Inhalt springen</a>"))
    }

    @Test func aSitesEnglishTableChangesTheEnglishWords() throws {
        let (site, _) = try built(language: "en", strings: ["en.json": "{\"edit_this_page\": \"Edit on GitHub\"}"])
        let html = try #require(site.read("Public/docs/intro/index.html"))
        #expect(html.contains(">Edit on GitHub</a></p>"))
        #expect(html.contains(">On this page</summary>"))
    }

    @Test func aLanguageWithoutATableShowsEnglishWithOneWarning() throws {
        let (site, report) = try built(language: "sv")
        #expect(report.warnings.map(\.summary) == [
            "warning: sitegen has no table of the layout's words in 'sv', and the site none in Templates/strings/sv.json: its pages show them in English",
        ])
        #expect(site.read("Public/docs/intro/index.html")?.contains(">On this page</summary>") == true)
    }

    @Test func aVariantOfALanguageTakesThatLanguagesWords() throws {
        let (site, report) = try built(language: "de-CH")
        #expect(report.warnings.isEmpty)
        #expect(site.read("Public/docs/intro/index.html")?.contains(">Auf dieser Seite</summary>") == true)
    }

    @Test func aSitesTableOfANewLanguageNamesTheWordsItLacks() throws {
        let (site, report) = try built(language: "sv", strings: ["sv.json": "{\"on_this_page\": \"På den här sidan\"}"])
        #expect(report.warnings.count == 1)
        let warning = try #require(report.warnings.first)
        #expect(warning.summary.hasPrefix(
            "Templates/strings/sv.json:1:1: warning: \(LayoutStrings.keys.count - 1) of the layout's words have no translation in 'sv' and are shown in English: 'appearance', "))
        #expect(site.read("Public/docs/intro/index.html")?.contains(">På den här sidan</summary>") == true)
    }

    // MARK: A site's table

    func problems(_ json: String) -> [String] {
        LayoutStringsFile.table(in: SourceText(path: "Templates/strings/de.json", text: json), english: english).diagnostics.map(\.description)
    }

    @Test func anUnknownKeyIsAWarningAtItNamingTheNearestKnownKey() {
        #expect(problems("{\n  \"on_this_pag\": \"Inhalt\"\n}") == ["""
            Templates/strings/de.json:2:3: warning: unknown key 'on_this_pag' in a table of the layout's words (ignored); \
            the nearest known key is 'on_this_page'
              "on_this_pag": "Inhalt"
              ^
            """])
    }

    @Test func aScriptsWordOutsideItsGroupIsNamedInItsGroup() {
        #expect(problems("{\"copy\": \"Kopieren\"}").first?.contains("unknown key 'copy' in a table of the layout's words (ignored); the nearest known key is 'scripts.copy'") == true)
    }

    @Test func aWordOfTheWrongShapeIsAnErrorAtIt() {
        #expect(problems("{\"month_names\": [\"Januar\"], \"scripts\": \"Kopieren\", \"tags\": {\"a\": \"b\"}}").map { $0.split(separator: "\n")[0] } == [
            "Templates/strings/de.json:1:17: error: 'month_names' must be a list of 12 texts, not an array",
            "Templates/strings/de.json:1:40: error: 'scripts' must be an object of words, not a string",
            "Templates/strings/de.json:1:60: error: 'tags' must be text, not an object",
        ])
    }

    @Test func aPlaceholderEnglishDoesNotHaveIsAWarning() {
        #expect(problems("{\"reading_time\": \"{minuten} Min.\"}").first?.hasPrefix(
            "Templates/strings/de.json:1:18: warning: 'reading_time' has {minuten}, which nothing fills in (it has {minutes}); it is printed as written") == true)
    }

    @Test func aBrokenTableStopsTheBuildAtItsPosition() {
        #expect(throws: BuildFailure.self) { try built(language: "de", strings: ["de.json": "{\"tags\": }"]) }
    }

    @Test func aChangedTableReachesEveryPageOnRebuild() throws {
        let site = TemporaryDirectory()
        site.write("site.json", "{\"language\": \"de\"}")
        site.write("Content/docs/intro.md", "## One\n\n## Two\n")
        let builder = try site.builtForRebuilds()
        site.write("Templates/strings/de.json", "{\"on_this_page\": \"Inhalt\"}")
        try site.expectRebuildMatchesFullBuild(builder)
        #expect(site.read("Public/docs/intro/index.html")?.contains(">Inhalt</summary>") == true)
    }
}
