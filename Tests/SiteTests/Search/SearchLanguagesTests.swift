import Foundation
import TestSupport
import Testing
@testable import Site

/// Search in a site of several languages: each language has an index of its own pages, made with its
/// language's scheme (English stemming for English alone; other languages' words lower-cased as written;
/// CJK text as its letters and pairs of letters), and each page's search box asks its language's.
@Suite struct SearchLanguagesTests {
    static let config = #"""
        { "title": "Docs", "languages": { "en": { "name": "English", "default": true },
          "de": { "name": "Deutsch" }, "zh": { "name": "中文" } } }
        """#

    func site() -> TemporaryDirectory {
        let site = TemporaryDirectory()
        site.write("site.json", Self.config)
        site.write("Content/index.md", "# Home\n\nRunning servers.\n")
        site.write("Content/guide/intro.md", "# Introduction\n\nThe routing guide: running a server.\n")
        site.write("Content/guide/intro.de.md", "# Einführung\n\nHäuser und ein Haus. Über running Server.\n")
        site.write("Content/de/index.md", "# Startseite\n\nWillkommen.\n")
        site.write("Content/guide/intro.zh.md", "# 介绍\n\n静态网站生成器把文字变成网页，搜索在浏览器里运行。\n")
        return site
    }

    func built() throws -> TemporaryDirectory {
        let site = site()
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        return site
    }

    @Test func eachLanguageHasAnIndexOfItsOwnPagesUnderItsHome() throws {
        let site = try built()
        let (english, german, chinese) = (try BuiltSearchIndex(site, "search/"), try BuiltSearchIndex(site, "de/search/"), try BuiltSearchIndex(site, "zh/search/"))
        #expect(Set(english.titles) == ["Home", "Introduction"])
        #expect(Set(german.titles) == ["Einführung", "Startseite"])
        #expect(chinese.titles == ["介绍"])
        #expect(english.titles(with: "rout") == ["Introduction"])
        #expect(german.titles(with: "rout").isEmpty && german.titles(with: "routing").isEmpty, "an English page is not in the German index")
        #expect(english.titles(with: "häuser").isEmpty, "a German page is not in the English index")
    }

    @Test func theGermanIndexNeitherStemsNorLeavesOutWordsButLowerCasesThemWhole() throws {
        let german = try BuiltSearchIndex(try built(), "de/search/")
        #expect(german.titles(with: "häuser") == ["Einführung"])
        #expect(german.titles(with: "haus") == ["Einführung"], "Häuser and Haus stay two terms")
        #expect(german.titles(with: "running") == ["Einführung"] && german.titles(with: "run").isEmpty, "no English stemming")
        #expect(german.titles(with: "über") == ["Einführung"] && german.titles(with: "Über").isEmpty)
        #expect(german.terms.contains("und") && german.terms.contains("ein"), "no English stop words")
    }

    @Test func theEnglishIndexStemsAsItAlwaysDid() throws {
        let english = try BuiltSearchIndex(try built(), "search/")
        #expect(english.titles(with: "run").count == 2 && english.titles(with: "running").isEmpty)
        #expect(english.titles(with: "server").count == 2)
        #expect(!english.terms.contains("the"))
    }

    @Test func aChinesePageIsFoundByATwoLetterWordFromTheMiddleOfASentenceAndByOneLetter() throws {
        let chinese = try BuiltSearchIndex(try built(), "zh/search/")
        #expect(chinese.titles(with: "文字") == ["介绍"])
        #expect(chinese.titles(with: "网页") == ["介绍"])
        #expect(chinese.titles(with: "把") == ["介绍"])
        #expect(!chinese.terms.contains("静态网站生成器把文字变成网页"), "a run of CJK text is no word")
        #expect(!chinese.terms.contains { $0.contains("，") || $0.contains("。") }, "CJK punctuation separates words")
    }

    @Test func eachManifestSaysItsSchemeButTheEnglishOne() throws {
        let site = try built()
        #expect(try BuiltSearchIndex(site, "search/").manifest.hasPrefix(#"{"version":3,"pages":2,"#))
        #expect(try BuiltSearchIndex(site, "de/search/").manifest.hasPrefix(#"{"version":3,"scheme":"plain","pages":2,"#))
        #expect(try BuiltSearchIndex(site, "zh/search/").manifest.hasPrefix(#"{"version":3,"scheme":"plain","pages":1,"#))
    }

    @Test func eachPagesSearchBoxAsksItsLanguagesIndex() throws {
        let site = try built()
        #expect(site.read("Public/guide/intro/index.html")?.contains(#"data-index="/search/manifest.json""#) == true)
        #expect(site.read("Public/de/guide/intro/index.html")?.contains(#"data-index="/de/search/manifest.json""#) == true)
        #expect(site.read("Public/zh/guide/intro/index.html")?.contains(#"data-index="/zh/search/manifest.json""#) == true)
    }

    @Test func theDefaultLanguagesPagesALanguageShowsInItsPlaceAreInItsIndex() throws {
        let site = TemporaryDirectory()
        site.write("site.json", #"{"languages": {"en": {"name": "English"}, "de": {"name": "Deutsch", "fallback": true}}}"#)
        site.write("Content/index.md", "# Home\n")
        site.write("Content/de/index.md", "# Startseite\n")
        site.write("Content/guide/faq.md", "# FAQ\n\nAnswers.\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        let german = try BuiltSearchIndex(site, "de/search/")
        #expect(german.titles(with: "answers") == ["FAQ"], "the German site shows the untranslated page: its search finds it")
        #expect(try BuiltSearchIndex(site, "search/").titles(with: "answer") == ["FAQ"])
    }

    @Test func aSiteInOneLanguageHasTheIndexItHadBeforeLanguages() throws {
        let site = TemporaryDirectory()
        site.write("Content/index.md", "# Home\n\nThemes and theming, running servers.\n")
        site.write("Content/guide/intro.md", "# Überblick\n\nCafé Häuser 静态网站生成器 ΟΔΟΣ.\n\n## Routing\n\nThe routes are applied quickly.\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        // As sitegen wrote it before sites had languages.
        #expect(site.files(under: "Public/search") == ["manifest.json", "pages/0.json", "words/0.json"])
        #expect(site.read("Public/search/manifest.json") == #"{"version":3,"pages":2,"pageTable":128,"chunks":["apply"]}"# + "\n")
        #expect(site.read("Public/search/pages/0.json") == "[[\"Überblick\",\"/guide/intro/\"],\n[\"Home\",\"/\"]]\n")
        #expect(site.read("Public/search/words/0.json") == #"""
            {"apply":"01","café":"01","hom":"1A3","häuser":"01","quick":"01","rout":"0B1","run":"11","server":"11","them":"12","Überblick":"0A3","ΟΔΟΣ":"01","静态网站生成器":"01"}
            """# + "\n")
    }

    @Test func aSiteInOneLanguageOtherThanEnglishIndexesItsWordsAsThatLanguages() throws {
        let site = TemporaryDirectory()
        site.write("site.json", #"{"language": "de"}"#)
        site.write("Content/index.md", "# Startseite\n\nHäuser, running.\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        let index = try BuiltSearchIndex(site, "search/")
        #expect(index.manifest.hasPrefix(#"{"version":3,"scheme":"plain","#))
        #expect(index.terms == ["startseite", "häuser", "running"])
    }

    @Test func anEditToATranslationRewritesOnlyItsLanguagesIndexAsAFullBuildWould() throws {
        let site = site()
        let builder = try site.builtForRebuilds()
        site.edit("Content/guide/intro.de.md", "# Einführung\n\nNeue Häuser.\n")
        let report = try builder.rebuild(changedPaths: [site.path(to: "Content/guide/intro.de.md")])
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
        let searchFiles = report.changedFiles.filter { $0.contains("search/") }
        #expect(!searchFiles.isEmpty && searchFiles.allSatisfy { $0.hasPrefix("de/search/words/") || $0 == "de/search/manifest.json" }, "\(searchFiles)")
        #expect(try BuiltSearchIndex(site, "de/search/").titles(with: "neue") == ["Einführung"])
    }
}
