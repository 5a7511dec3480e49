import Core
import TestSupport
import Testing
@testable import Site

@Suite struct SiteConfigTests {
    func parse(_ text: String) throws(DiagnosticList) -> SiteConfig {
        try SiteConfig.parse(SourceText(path: "site.json", text: text))
    }

    func errors(_ text: String) -> [String] {
        do {
            _ = try parse(text)
            return []
        } catch {
            return error.diagnostics.map(\.summary)
        }
    }

    @Test func readsKnownKeys() throws {
        let config = try parse("""
            {"title": "Docs", "baseURL": "https://example.org/project", "language": "fr", "description": "D",
             "author": "A", "repoURL": "https://github.com/me/site", "editPath": "edit/main/Content/",
             "markdown": {"unsafe": true}, "theme": {"nightSchedule": "22:00-06:00"}}
            """)
        #expect(config.title == "Docs")
        #expect(config.baseURL.path == "/project/")
        #expect(config.language == "fr")
        #expect(config.description == "D")
        #expect(config.author == "A")
        #expect(config.repoURL == "https://github.com/me/site")
        #expect(config.editPath == "edit/main/Content/")
        #expect(config.allowsUnsafeMarkdown)
        #expect(config.theme?["nightSchedule"]?.string == "22:00-06:00")
    }

    @Test func smartPunctuationCurlsThePagesQuotesAndTheMarkdownFilters() throws {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("site.json", #"{"markdown": {"smartPunctuation": true}, "params": {"motto": "it's -- 'here'..."}}"#)
        site.write("Content/a.md", "---\ntemplate: true\n---\n\"Don't\" -- `it's`\n\n{{ site.params.motto | markdown }}\n")
        #expect(site.buildDiagnostics() == [])
        #expect(site.read("Public/a/index.html") == "<p>\u{201C}Don\u{2019}t\u{201D} \u{2013} <code>it's</code></p>\n<p>it\u{2019}s \u{2013} \u{2018}here\u{2019}\u{2026}</p>\n")
    }

    @Test func keepURLCaseKeepsTheCaseOfFileNamesInURLs() throws {
        #expect(try parse(#"{"keepURLCase": true}"#).keepsURLCase)
        #expect(try parse("{}").keepsURLCase == false)
        #expect(try parse(#"{"keepURLCase": true}"#).params.isEmpty)
    }

    @Test func searchFalseTurnsTheSearchIndexOff() throws {
        #expect(try parse(#"{"search": false}"#).buildsSearchIndex == false)
        #expect(try parse("{}").buildsSearchIndex)
    }

    @Test func searchMustBeTrueOrFalse() {
        #expect(errors(#"{"search": "off"}"#) == ["site.json:1:12: error: 'search' must be true or false"])
    }

    @Test func unknownKeysAndParamsMembersBecomeParams() throws {
        let config = try parse(#"{"repo": "x", "params": {"twitter": "@me"}, "count": 3}"#)
        #expect(config.params.map(\.key) == ["repo", "twitter", "count"])
    }

    @Test func defaultsWithoutAFile() throws {
        let site = TemporaryDirectory()
        let config = try SiteConfig.load(siteDirectory: site.path)
        #expect(config.title == "My Site")
        #expect(config.baseURL == .root)
        #expect(!config.allowsUnsafeMarkdown)
    }

    @Test func malformedJSONIsAnErrorWithLineAndColumn() {
        #expect(errors("{\n  \"title\": \"Docs\"\n  \"baseURL\": \"/\"\n}") == ["site.json:3:3: error: expected ',' or '}' after an object member"])
    }

    @Test func wrongTypesAreErrorsAtTheValue() {
        #expect(errors(#"{"title": 3, "markdown": {"safe": true}, "theme": []}"#) == [
            "site.json:1:11: error: 'title' must be a string, not a number",
            "site.json:1:27: error: unknown markdown option 'safe' (known: unsafe, definitionTermIDs, headingIDs, smartPunctuation)",
            "site.json:1:51: error: 'theme' must be an object, such as {\"nightSchedule\": \"22:00-06:00\"}",
        ])
    }

    @Test func navIsTheHeadersLinksInTheOrderWritten() throws {
        let config = try parse(#"{"nav": [{"title": "Docs", "url": "/docs/"}, {"url": "https://example.org", "title": "Code"}]}"#)
        #expect(config.nav == [HeaderLink(title: "Docs", url: "/docs/"), HeaderLink(title: "Code", url: "https://example.org")])
        #expect(try parse("{}").nav == nil)
        #expect(try parse(#"{"nav": []}"#).nav == [])
    }

    @Test func everyMistakeInNavIsAnErrorAtItsPlace() {
        #expect(errors(#"{"nav": {"Docs": "/docs/"}}"#) == [
            "site.json:1:9: error: 'nav' must be an array of links, such as [{\"title\": \"Docs\", \"url\": \"/docs/\"}]",
        ])
        #expect(errors("""
            {"nav": [
              "/docs/",
              {"title": "Docs"},
              {"title": 3, "url": ""},
              {"title": "Blog", "url": "/blog/", "weight": 2}
            ]}
            """) == [
            "site.json:2:3: error: a 'nav' link must be an object, such as {\"title\": \"Docs\", \"url\": \"/docs/\"}, not a string",
            "site.json:3:3: error: a 'nav' link needs a 'url'",
            "site.json:4:13: error: 'title' of a 'nav' link must be a string, not a number",
            "site.json:4:23: error: 'url' of a 'nav' link must not be empty",
            "site.json:5:38: error: unknown key 'weight' in a 'nav' link (known: title, url)",
        ])
    }

    @Test func rootMustBeAnObject() {
        #expect(errors("[]") == ["site.json:1:1: error: site.json must hold an object ({ \"title\": \"…\" }), not an array"])
    }
}

@Suite struct SiteConfigLanguagesTests {
    func errors(_ json: String) -> [String] {
        do {
            _ = try SiteConfig.parse(SourceText(path: "site.json", text: json))
            return []
        } catch {
            return error.diagnostics.map(\.summary)
        }
    }

    @Test func readsEachLanguageAndItsDefault() throws {
        let config = try SiteConfig.parse(SourceText(path: "site.json", text: #"""
            {"languages": {"de": {"name": "Deutsch", "title": "Doku"}, "en": {"name": "English", "default": true}, "fa": {"direction": "rtl"}}}
            """#))
        #expect(config.languages.all.map(\.code) == ["de", "en", "fa"])
        #expect(config.language == "en")
        #expect(config.languages.language("de")?.title == "Doku")
        #expect(config.languages.language("fa") == SiteLanguages.Language(code: "fa", name: "fa", title: nil, isRightToLeft: true))
    }

    @Test func withoutADefaultTheFirstIsIt() throws {
        let config = try SiteConfig.parse(SourceText(path: "site.json", text: #"{"languages": {"nl": {}, "en": {}}}"#))
        #expect(config.language == "nl")
    }

    @Test func everyMistakeInTheLanguagesIsReportedAtOnce() {
        #expect(errors("""
            {"languages": {
              "english": {"name": "English"},
              "en": {"default": true},
              "it": {"dir": "rtl"},
              "de": {"direction": "up"},
              "fr": {"default": true}
            }}
            """) == [
            "site.json:2:3: error: 'english' is not a language code (two or three letters and an optional region: en, de, pt-BR)",
            "site.json:4:10: error: unknown key 'dir' in language 'it' (known: name, title, direction, default, fallback)",
            "site.json:5:23: error: 'direction' must be \"ltr\" or \"rtl\"",
            "site.json:6:3: error: 'fr' is a second default language ('en' is one); only one may be",
        ])
    }
}
