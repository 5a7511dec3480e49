import FrontMatter
import Foundation
import TestSupport
import Testing
@testable import Import

/// Multilingual sites: which language a file is in, where its page goes, the URLs kept, and what
/// the report says. The fixtures (Fixtures/mkdocs-suffix, mkdocs-folder, hugo-languages) show
/// whole sites; these tests, one rule each.
@Suite struct LanguageImportTests {
    let source = TemporaryDirectory()

    func importSource(_ generator: SiteImport.Generator) throws -> (report: ImportReport, site: TemporaryDirectory) {
        let destination = TemporaryDirectory()
        let report = try SiteImport.run(generator, source: source.path, destination: destination.path(to: "site"))
        return (report, destination)
    }

    @Test func theReportCountsTheImportedPagesOfEachLanguageInMenuOrder() throws {
        let report = try ImportFixtureTests.importFixture(.hugo, name: "hugo-languages").report
        #expect(report.languages == [
            .init(code: "en", name: "English", isDefault: true, pages: 4),
            .init(code: "de", name: "Deutsch", isDefault: false, pages: 4),
            .init(code: "fa", name: "فارسی", isDefault: false, pages: 3),
        ])
        #expect(report.skipped == ["1 file in 'it': a language hugo.toml does not build"])
    }

    @Test func theReportSaysHowManyOldURLsAreKeptAndWhereEachLanguageIs() throws {
        let report = try ImportFixtureTests.importFixture(.mkdocs, name: "mkdocs-suffix").report
        #expect((report.oldURLs, report.keptOldURLs, report.urlsAdded) == (7, 7, 2))
        #expect(report.text.hasPrefix("""
            Imported mkdocs site into \(report.destination): 9 pages, 1 files; 7 of 7 old URLs kept, 2 of them with 'url'.

            Pages per language:
              en  4  English (default, at /)
              de  3  Deutsch (at /de/)

            """))
        #expect(report.skipped == ["1 file in 'fr': a language mkdocs.yml does not build", "1 file in 'ko': a language mkdocs.yml does not build"])
    }

    @Test func navSectionsAreMadeAndLinksToTranslationsRewrittenInEachLanguage() throws {
        let report = try ImportFixtureTests.importFixture(.mkdocs, name: "mkdocs-suffix").report
        #expect(report.conversions["nav: section → _index.md with its title and weight"] == 2)
        #expect(report.conversions["link to a translation's file → the page it translates"] == 2)
    }

    @Test func aTranslationWithoutItsBundlesImageShowsTheDefaultLanguages() throws {
        source.write("hugo.toml", "[languages.en]\nweight = 1\n[languages.fa]\nweight = 2\n")
        source.write("content/post/index.md", "---\nresources:\n- src: '**.{png,jpg}'\n  params:\n    byline: By Ann\n---\n{{< imgproc sunset Fill \"9x9\" >}}\nSun.\n{{< /imgproc >}}\n")
        source.write("content/post/featured-sunset.jpg", "")
        source.write("content/post/index.fa.md", "---\ntitle: FA\n---\n{{< imgproc sunset Fill \"9x9\" >}}\nSun.\n{{< /imgproc >}}\n")
        let (_, site) = try importSource(.hugo)
        #expect(site.read("site/Content/post/index.md")?.hasSuffix("![Sun. — By Ann](featured-sunset.jpg)\n\n*Sun. — By Ann*\n") == true)
        #expect(site.read("site/Content/post/index.fa.md")?.hasSuffix("![Sun.](featured-sunset.jpg)\n\n*Sun.*\n") == true)
    }

    @Test func aHugoDefaultLanguageInItsOwnSubfolderKeepsItsURLs() throws {
        source.write("hugo.toml", "defaultContentLanguageInSubdir = true\n[languages.en]\nweight = 1\n[languages.fr]\nweight = 2\n")
        source.write("content/_index.en.md", "---\ntitle: Home\n---\n")
        source.write("content/about.en.md", "---\ntitle: About\n---\n")
        source.write("content/about.fr.md", "---\ntitle: À propos\n---\n")
        let (report, site) = try importSource(.hugo)
        #expect(site.read("site/Content/_index.md") == "---\nurl: \"/en/\"\ntitle: Home\n---\n")
        #expect(site.read("site/Content/about.md") == "---\nurl: \"/en/about/\"\ntitle: About\n---\n")
        #expect(site.read("site/Content/about.fr.md") == "---\ntitle: À propos\n---\n")
        #expect((report.oldURLs, report.keptOldURLs) == (3, 3))
    }

    @Test func aHugoRefLinksThePageWithoutItsLanguageOrATranslationItNamesByItsLanguagesPath() throws {
        source.write("hugo.toml", "[languages.en]\n[languages.fr]\n")
        source.write("content/about.en.md", "A\n")
        source.write("content/about.fr.md", "B\n")
        source.write("content/docs.md", "[a]({{< ref \"about.md\" >}}) [fr]({{< ref \"about.fr.md\" >}})\n")
        source.write("content/docs.fr.md", "[a]({{< relref \"/about\" >}}) [en]({{< ref \"about.en.md\" >}})\n")
        let (_, site) = try importSource(.hugo)
        // sitegen links `/about.md` in the linking page's language, as Hugo resolves a ref.
        #expect(site.read("site/Content/docs.md") == "[a](/about.md) [fr](/fr/about.md)\n")
        #expect(site.read("site/Content/docs.fr.md") == "[a](/about.md) [en](/about.md)\n")
    }

    @Test func hugoLanguagesMayBeInTheirOwnConfigurationFile() throws {
        source.write("config/_default/hugo.toml", "title = \"T\"\ndefaultContentLanguage = \"de\"\n")
        source.write("config/_default/languages.toml", "[de]\nlanguageName = \"Deutsch\"\n[en]\nlanguageName = \"English\"\n")
        source.write("content/a.md", "A\n")
        source.write("content/a.en.md", "A\n")
        let (_, site) = try importSource(.hugo)
        #expect(site.read("site/site.json")?.contains("""
              "languages": {
                "de": {"name": "Deutsch", "default": true},
                "en": {"name": "English"}
              }
            """) == true)
        #expect(site.files(under: "site/Content") == ["a.en.md", "a.md"])
    }

    @Test func twoSourceFilesForOnePageKeepTheFirst() throws {
        source.write("hugo.toml", "[languages.en]\n[languages.de]\n")
        source.write("content/about.en.md", "first\n")
        source.write("content/about.md", "second\n")
        let (report, site) = try importSource(.hugo)
        #expect(site.read("site/Content/about.md") == "first\n")
        #expect(report.skipped == ["Content/about.md: another source page gives the same page; the first is kept"])
    }

    @Test func mkdocsI18nBefore1_0IsRead() throws {
        source.write("mkdocs.yml", """
            nav:
              - Home: index.md
            plugins:
              - i18n:
                  default_language: en
                  languages:
                    en: English
                    fr:
                      name: Français
                      site_name: Docs FR
                  nav_translations:
                    fr:
                      Home: Accueil
            """)
        source.write("docs/index.md", "# Home\n")
        source.write("docs/index.fr.md", "# Accueil\n")
        let (report, site) = try importSource(.mkdocs)
        #expect(site.read("site/Content/index.fr.md") == "---\ntitle: \"Accueil\"\n---\n# Accueil\n")
        #expect(report.languages.map(\.code) == ["en", "fr"])
        #expect(site.read("site/site.json")?.contains(#""fr": {"name": "Français", "title": "Docs FR", "fallback": true}"#) == true)
    }

    @Test func fallbackToDefaultIsAFallbackForEveryOtherLanguage() throws {
        source.write("mkdocs.yml", """
            plugins:
              - i18n:
                  languages:
                    - locale: en
                      name: English
                      default: true
                    - locale: de
                      name: Deutsch
            """)
        source.write("docs/index.md", "x\n")
        let (_, site) = try importSource(.mkdocs)
        #expect(site.read("site/site.json")?.contains("""
                "en": {"name": "English", "default": true},
                "de": {"name": "Deutsch", "fallback": true}
            """) == true)
    }

    @Test func anUnderscoreInALanguageCodeBecomesAHyphen() throws {
        source.write("mkdocs.yml", """
            plugins:
              - i18n:
                  fallback_to_default: false
                  languages:
                    - locale: en
                      name: English
                      default: true
                    - locale: zh_TW
                      name: 繁體中文
            """)
        source.write("docs/Guide.md", "x\n")
        source.write("docs/Guide.zh_TW.md", "x\n")
        let (report, site) = try importSource(.mkdocs)
        #expect(site.read("site/Content/Guide.zh-TW.md") == "---\nurl: \"/zh_TW/Guide/\"\n---\nx\n")
        #expect(site.read("site/site.json")?.contains(#""zh-TW": {"name": "繁體中文"}"#) == true)
        #expect(report.languages.map(\.code) == ["en", "zh-TW"])
    }

    @Test func aTranslatedPageWithoutATranslatedNavTitleKeepsItsOwnHeading() throws {
        source.write("mkdocs.yml", """
            nav:
              - Routing: routing.md
            plugins:
              - i18n:
                  languages:
                    - locale: en
                      name: English
                      default: true
                    - locale: de
                      name: Deutsch
            """)
        source.write("docs/routing.md", "# Routing\n")
        source.write("docs/routing.de.md", "# Routen\n")
        let (_, site) = try importSource(.mkdocs)
        #expect(site.read("site/Content/routing.md") == "---\nweight: 10\ntitle: \"Routing\"\n---\n# Routing\n")
        #expect(site.read("site/Content/routing.de.md") == "---\nweight: 10\n---\n# Routen\n")
    }

    @Test func aFolderLayoutInOneLanguagePublishesItsFolderAtTheRoot() throws {
        source.write("mkdocs.yml", """
            site_name: D
            plugins:
              - i18n:
                  docs_structure: folder
                  languages:
                    - locale: en
                      name: English
                      default: true
            """)
        source.write("docs/en/index.md", "# Home\n")
        let (report, site) = try importSource(.mkdocs)
        #expect(site.files(under: "site/Content") == ["index.md"])
        #expect(site.read("site/site.json") == "{\n  \"title\": \"D\",\n  \"markdown\": {\"headingIDs\": \"python-markdown\"}\n}\n")
        #expect(report.languages.isEmpty)
    }
}

/// How a file's name or folder gives its language, and where sitegen's copy goes.
@Suite struct SourceLanguagesTests {
    let languages = SourceLanguages([
        .init(code: "en", name: "English", isDefault: true, oldPrefix: ""),
        .init(code: "de", name: "Deutsch", oldPrefix: "/de"),
        .init(code: "fa", name: "فارسی", folder: "fa", oldPrefix: "/fa"),
    ], unbuilt: ["it"])!

    @Test func aSuffixNamingALanguageGivesThePageThatLanguage() throws {
        let placement = try #require(languages.place("guide/intro.de.md"))
        #expect((placement.language.code, placement.basePath) == ("de", "guide/intro.md"))
        #expect(languages.contentPath(placement) == "guide/intro.de.md")
    }

    @Test func theDefaultLanguagesSuffixIsDropped() throws {
        #expect(try languages.contentPath(#require(languages.place("index.en.md"))) == "index.md")
    }

    @Test func aLanguageWithAFolderOfItsOwnIsWrittenUnderItsCode() throws {
        let placement = try #require(languages.place("guide/intro.md", folderLanguage: languages.language("fa")))
        #expect(languages.contentPath(placement) == "fa/guide/intro.md")
    }

    @Test func aTranslationIntoALanguageNotBuiltIsLeftOut() {
        #expect(languages.place("intro.it.md") == nil)
        #expect(languages.place("intro.pt-BR.md") == nil)
    }

    @Test func aSecondExtensionThatIsNoLanguageCodeIsPartOfTheName() throws {
        #expect(try #require(languages.place("release.v1.2.md")).basePath == "release.v1.2.md")
        #expect(try #require(languages.place("jquery.min.md")).language.code == "en")
    }

    @Test func languageCodesHaveTheFormsTranslationsAreNamedWith() {
        #expect(["de", "pt-BR", "zh_TW", "zh-Hant"].allSatisfy(SourceLanguages.looksLikeLanguageCode))
        #expect(!["min", "v1", "DE", "d", "en-"].contains(where: SourceLanguages.looksLikeLanguageCode))
    }

    @Test func aSiteInOneLanguageKeepsEverySuffix() throws {
        #expect(try #require(SourceLanguages.single(code: "en").place("notes.fr.md")).basePath == "notes.fr.md")
    }
}
