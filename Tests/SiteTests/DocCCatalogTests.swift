import Foundation
import TestSupport
import Testing
@testable import Site

/// A DocC catalog under Content/ (Fixtures/DocC/Content/Guide.docc) builds as a documentation section.
@Suite struct DocCCatalogTests {
    /// Builds a copy of the fixture and returns it with the build's warnings.
    func build() throws -> (site: TemporaryDirectory, warnings: [String]) {
        let site = TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Bundle.module.resourcePath! + "/Fixtures/DocC/Content", toPath: site.path + "/Content")
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        return (site, report.warnings.map(\.summary))
    }

    /// The page at `/documentation/guide/path/`, or the catalog's landing page `/documentation/guide/` for an empty path.
    func page(_ path: String) throws -> String {
        try #require(build().site.read("Public/documentation/guide/" + (path.isEmpty ? "" : path + "/") + "index.html"))
    }

    @Test func anUnresolvedDocLinkAndAnUnknownDirectiveAreLocatedWarnings() throws {
        #expect(try build().warnings == [
            "Content/Guide.docc/Basics.md:4:46: warning: broken link 'doc:Missing': no article named 'Missing' in the catalog",
            "Content/Guide.docc/Basics.md:54:1: warning: unknown DocC directive '@Sparkle'; its content is shown without it",
        ])
    }

    @Test func everyArticleAndTutorialIsAPage() throws {
        let site = try build().site
        for path in ["documentation/guide/index.html", "documentation/guide/basics/index.html", "documentation/guide/advanced/index.html",
                     "tutorials/table/index.html", "tutorials/guide/first/index.html"] {
            #expect(site.exists("Public/" + path), "\(path)")
        }
    }

    @Test func docLinksOfEveryFormReachTheArticleWithItsTitle() throws {
        let html = try page("basics")
        #expect(html.contains("<p>Read <a href=\"/documentation/guide/advanced/\">Advanced</a>, its <a href=\"/documentation/guide/advanced/#Deep-Dive\">Deep Dive</a> section, <a href=\"/documentation/guide/advanced/\">Advanced</a>\nagain, <a href=\"/documentation/guide/advanced/\">the advanced page</a> and Missing.</p>"))
        #expect(!html.contains("doc:"))
    }

    @Test func aDocLinkWithOnlyAHeadingReachesThatHeadingOnTheSamePage() throws {
        #expect(try page("advanced").contains("<p>Back to <a href=\"/documentation/guide/advanced/#Deep-Dive\">Deep Dive</a>.</p>"))
    }

    @Test func aDocLinkNamingNoArticleButAHeadingOfThePageLinksToThatHeading() throws {
        let site = TemporaryDirectory()
        site.write("Content/Kit.docc/Kit.md", "# Kit\n\n@Metadata {\n    @TechnologyRoot\n}\n\nUse <doc:BindingState> and <doc:Gone>.\n\n## @BindingState\n\nText.\n")
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(site.read("Public/documentation/kit/index.html")?.contains("<p>Use <a href=\"#BindingState\">BindingState</a> and Gone.</p>") == true)
        #expect(report.warnings.map(\.summary) == [
            "Content/Kit.docc/Kit.md:7:28: warning: broken link 'doc:Gone': no article named 'Gone' in the catalog",
        ])
    }

    @Test func aSymbolLinkReachesAPageOfThatNameAndIsPlainCodeOtherwise() throws {
        #expect(try page("basics").contains("<p>Symbols: <a href=\"/documentation/guide/advanced/\"><code>Advanced</code></a> and <span class=\"nowrap\"><code>Array/append(_:)</code>.</span></p>"))
    }

    @Test func anImageByNameIsFoundWithItsDarkVariant() throws {
        #expect(try page("basics").contains("<picture><source srcset=\"/documentation/guide/Resources/sun~dark.png\" media=\"(prefers-color-scheme: dark)\" data-appearance=\"dark\"><img src=\"/documentation/guide/Resources/sun.png\" alt=\"Sun\"></picture>"))
    }

    @Test func aLinkToACatalogFileByItsPathReachesItWhereItIsPublished() throws {
        #expect(try page("advanced").contains("<p>The sample by its path: <a href=\"/documentation/guide/Resources/step-1.swift\">step one</a>.</p>"))
    }

    @Test func theImageDirectiveFindsTheDoubleScaleFileAndKeepsItsCaption() throws {
        #expect(try page("basics").contains("<figure class=\"docc-image\">\n<p><img src=\"/documentation/guide/Resources/chart@2x.png\" alt=\"Chart\" /></p>\n<figcaption>\n<p>Sales by month.</p>\n</figcaption>\n</figure>"))
    }

    @Test func rowsColumnsTabsLinksAndSmallPrintAreBlocks() throws {
        let html = try page("basics")
        #expect(html.contains("<div class=\"docc-row\" style=\"--docc-columns: 3\">\n<div class=\"docc-column\" style=\"--docc-span: 2\">\n<p>Wide column.</p>\n</div>"))
        #expect(html.contains("<label class=\"docc-tab-label\" for=\"docc-tabs-23-2\">Objective-C</label>\n<div class=\"docc-tab-panel\">\n<p>Objective-C text.</p>\n</div>"))
        #expect(html.contains("<ul class=\"docc-links docc-topics\">\n<li><a href=\"/documentation/guide/advanced/\">Advanced</a>\n<p>A claim and a source.</p>\n</li>\n</ul>"))
        #expect(html.contains("<p><small>Fine print.</small></p>"))
    }

    @Test func aVideoPlaysWithItsPoster() throws {
        #expect(try page("basics").contains("<video controls preload=\"metadata\" src=\"/documentation/guide/Resources/intro.mp4\" poster=\"/documentation/guide/Resources/sun.png\" aria-label=\"Intro video\"></video>"))
    }

    @Test func commentsAreDroppedAndUnknownDirectivesShowTheirContent() throws {
        let html = try page("basics")
        #expect(!html.contains("editor's note"))
        #expect(html.contains("<p>Shown anyway.</p>"))
        #expect(!html.contains("@Sparkle"))
    }

    @Test func asidesOfAnyKindAndDeprecationSummariesAreCallouts() throws {
        let html = try page("basics")
        #expect(html.contains("<aside class=\"callout bug\">\n<p class=\"callout-title\">Bug</p>\n<p>A known bug.</p>\n</aside>"))
        #expect(html.contains("<aside class=\"callout deprecated\">\n<p class=\"callout-title\">Deprecated</p>\n<p>Use <a href=\"/documentation/guide/advanced/\">Advanced</a> instead.</p>\n</aside>"))
    }

    @Test func metadataInTheTextShowsAvailabilityAndCallToActionAndNothingElse() throws {
        let html = try page("")
        #expect(html.contains("<p>A catalog that uses every directive sitegen renders.</p>\n<ul class=\"docc-availability\">\n<li>iOS 17.0+</li>\n<li>iPadOS 17.0+</li>\n<li>Mac Catalyst 17.0+</li>\n</ul>\n<div class=\"docc-call-to-action\"><p><a href=\"https://example.org/sample.zip\">Download</a></p>\n</div>"))
        #expect(!html.contains("@"))
    }

    @Test func displayNameReplacesTheTitleWithTitleHeadingAboveItInThePageColor() throws {
        #expect(try page("").contains("<header class=\"page-title\" data-accent=\"blue\">\n<p class=\"title-heading\">Framework</p>\n<h1>The Guide</h1>\n</header>\n<p>A catalog"))
    }

    @Test func pageKindLabelsTheTitleAndTheIconStandsBesideIt() throws {
        #expect(try page("advanced").contains("<header class=\"page-title\" data-accent=\"green\">\n<p class=\"title-heading\">Sample Code</p>\n<h1><img class=\"title-icon\" src=\"/documentation/guide/Resources/sun.png\" alt=\"Sun icon\"> Advanced</h1>\n</header>"))
    }

    @Test func theCardImageIsTheOpenGraphImage() throws {
        #expect(try page("").contains("<meta property=\"og:image\" content=\"/documentation/guide/Resources/sun.png\">"))
    }

    @Test func theRootArticleIsTheLandingPageUnderDocumentationAndNamesTheSection() throws {
        let (site, _) = try build()
        #expect(!site.exists("Public/guide.docc"))
        let html = try #require(site.read("Public/documentation/guide/basics/index.html"))
        #expect(html.contains("<li class=\"nav-section\"><a href=\"/documentation/guide/\">The Guide</a><ul"))
        #expect(html.contains("<li><a href=\"/documentation/guide/\">The Guide</a></li>"))
    }

    @Test func theSidebarNestsTheCatalogAsItsTopicsCurateItUnderTheirGroupsHeadings() throws {
        let html = try page("basics")
        #expect(html.contains("<ul class=\"nav-list\"><li class=\"nav-section\"><a href=\"/documentation/guide/\">The Guide</a><ul class=\"nav-list\"><li class=\"nav-group\"><span class=\"nav-group-title\">Essentials</span></li><li><a href=\"/documentation/guide/basics/\" aria-current=\"page\">Basics</a></li><li class=\"nav-group\"><span class=\"nav-group-title\">Going Further</span></li><li><a href=\"/documentation/guide/advanced/\">Advanced</a></li><li class=\"nav-group\"><span class=\"nav-group-title\">Tutorials</span></li><li class=\"nav-section\"><a href=\"/tutorials/table/\">Learn the Guide</a></li></ul></li></ul>"))
        #expect(try tutorial("guide/first").contains("<li class=\"nav-section\"><a href=\"/tutorials/table/\">Learn the Guide</a><ul class=\"nav-list\"><li class=\"nav-group\"><span class=\"nav-group-title\">First Steps</span></li><li><a href=\"/tutorials/guide/first/\" aria-current=\"page\">First Tutorial</a></li></ul>"))
    }

    @Test func theLandingPageListsItsArticlesInItsTopicsNotAgainBelowThem() throws {
        let html = try page("")
        #expect(html.contains("href=\"/documentation/guide/basics/\""))
        #expect(!html.contains("In this section"))
    }

    @Test func aCatalogWithoutARootArticleIsNamedByItsFolder() throws {
        let site = TemporaryDirectory()
        site.write("Content/Pair.docc/One.md", "# One\n")
        site.write("Content/Pair.docc/Two.md", "# Two\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(site.read("Public/documentation/pair/one/index.html")?.contains("<li class=\"nav-section\"><span>Pair</span><ul") == true)
    }

    @Test func theInfoPlistsDisplayNameNamesTheFoldersOfArticlesAndTutorialsAndIsNotPublished() throws {
        let site = TemporaryDirectory()
        site.write("Content/Foo.docc/Qux.md", "# Qux\n\n@Metadata {\n    @TechnologyRoot\n}\n")
        site.write("Content/Foo.docc/Sub/A.md", "# A\n")
        site.write("Content/Foo.docc/Step1.tutorial", "@Tutorial(time: 5) {\n    @Intro(title: \"Step one\") {\n        Hi.\n    }\n}\n")
        site.write("Content/Foo.docc/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleDisplayName</key><string>Bar Baz</string></dict></plist>
            """)
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(site.exists("Public/documentation/qux/index.html"))
        #expect(site.exists("Public/documentation/bar-baz/a/index.html"))
        #expect(site.exists("Public/tutorials/bar-baz/step1/index.html"))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: site.path + "/Public").filter { $0.hasSuffix("Info.plist") } == [])
    }

    @Test func aCatalogRootedInAModuleWithoutItsSymbolGraphIsPublishedUnderTheModule() throws {
        let site = TemporaryDirectory()
        site.write("Content/Documentation.docc/Root.md", "# ``ComposableArchitecture``\n\nThe library.\n\n## Topics\n\n- <doc:MigratingTo1.7>\n")
        site.write("Content/Documentation.docc/Articles/MigratingTo1.7.md", "# Migrating to 1.7\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        let root = try #require(site.read("Public/documentation/composablearchitecture/index.html"))
        #expect(root.contains("<a href=\"/documentation/composablearchitecture/migratingto1.7/\">Migrating to 1.7</a>"))
    }

    @Test func theCatalogsHeaderAndFooterFramePagesOfTheCatalogAndAreNotPublished() throws {
        let site = TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Bundle.module.resourcePath! + "/Fixtures/DocC/Content", toPath: site.path + "/Content")
        site.write("Content/Guide.docc/header.html", "<div class=\"banner\">Guide banner</div>\n")
        site.write("Content/Guide.docc/footer.html", "<p class=\"legal\">Guide legal</p>\n")
        site.write("Content/about.md", "# About\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        let html = try #require(site.read("Public/documentation/guide/basics/index.html"))
        #expect(html.contains("<a class=\"skip-link\" href=\"#sitegen-main\">Skip to content</a>\n<div class=\"banner\">Guide banner</div>\n<header class=\"site-header\">"))
        #expect(html.contains("<p class=\"legal\">Guide legal</p>\n</body>"))
        #expect(site.read("Public/tutorials/guide/first/index.html")?.contains("Guide banner") == true)
        #expect(site.read("Public/about/index.html")?.contains("Guide banner") == false)
        #expect(!site.exists("Public/documentation/guide/header.html") && !site.exists("Public/documentation/guide/footer.html"))
    }

    @Test func footnotesAcrossDirectivesAreNumberedOnceInOneListAtThePagesEnd() throws {
        let html = try page("advanced")
        #expect(html.contains("<p>A claim<sup class=\"footnote-ref\"><a href=\"#fn-claim\" id=\"fnref-claim\" data-footnote-ref>1</a></sup> and a source<sup class=\"footnote-ref\"><a href=\"#fn-source\" id=\"fnref-source\" data-footnote-ref>2</a></sup>.</p>"))
        #expect(html.contains("<p><small>Fine print<sup class=\"footnote-ref\"><a href=\"#fn-claim\" id=\"fnref-claim-2\" data-footnote-ref>1</a></sup>.</small></p>"))
        #expect(html.components(separatedBy: "<section class=\"footnotes\"").count == 2)
        #expect(html.contains("<a href=\"/documentation/guide/Resources/step-1.swift\">step one</a>.</p>\n<section class=\"footnotes\" data-footnotes>\n<ol>\n<li id=\"fn-claim\">\n<p>First said in <a href=\"/documentation/guide/basics/\">Basics</a>. <a href=\"#fnref-claim\""))
    }

    @Test func aCatalogGivenAsTheSourceBuildsAsADocumentationSiteBesideIt() throws {
        let site = TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Bundle.module.resourcePath! + "/Fixtures/DocC/Content/Guide.docc", toPath: site.path + "/Guide.docc")
        let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path + "/Guide.docc")).build()
        #expect(site.read("Public/documentation/guide/basics/index.html")?.contains("<a href=\"/documentation/guide/advanced/\">Advanced</a>") == true)
        #expect(site.exists("Public/documentation/guide/index.html"))
        #expect(!site.exists("Guide.docc/Public"))
        #expect(report.warnings.first?.summary == "Guide.docc/Basics.md:4:46: warning: broken link 'doc:Missing': no article named 'Missing' in the catalog")
    }

    /// The page at `/tutorials/path/`.
    func tutorial(_ path: String) throws -> String {
        try #require(build().site.read("Public/tutorials/" + path + "/index.html"))
    }

    @Test func aCatalogGivenAsTheSourceIsTitledAsDocCTitlesIt() throws {
        let site = TemporaryDirectory()
        site.write("Documentation.docc/Tracker.md", "# ``Tracker``\n\nTracks things.\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path + "/Documentation.docc")).build()
        #expect(site.read("Public/documentation/tracker/index.html")?.contains("<a class=\"site-title\" href=\"/\">Tracker</a>") == true)
        site.write("Documentation.docc/Info.plist", "<plist version=\"1.0\"><dict><key>CFBundleDisplayName</key><string>Tracker Kit</string></dict></plist>")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path + "/Documentation.docc")).build()
        #expect(site.read("Public/documentation/tracker/index.html")?.contains("<a class=\"site-title\" href=\"/\">Tracker Kit</a>") == true)
    }

    @Test func aTutorialShowsItsStepsWithTheirCodeFiles() throws {
        let html = try tutorial("guide/first")
        #expect(html.contains("<title>First Tutorial"))
        #expect(html.contains("<p class=\"docc-step-label\">Step 1</p>\n<p>Write the first line.</p>\n</div>\n<div class=\"docc-media\">\n<div class=\"docc-code\">\n<pre data-title=\"Sample.swift\"><code class=\"language-swift\"><span class=\"tok-keyword\">let</span> greeting"))
        #expect(html.contains("<details><summary>Answer</summary>\n<p class=\"docc-verdict\">Correct</p>"))
    }

    @Test func headingsSplitByDirectivesStillHaveUniqueIDs() throws {
        let html = try tutorial("guide/first")
        #expect(html.contains("<h2 id=\"Create-a-File\">"))
        #expect(html.contains("<h2 id=\"Create-a-File-1\">"))
    }

    @Test func aTutorialTableLinksItsTutorialsByTitle() throws {
        #expect(try tutorial("table").contains("<p><a href=\"/tutorials/guide/first/\">First Tutorial</a></p>"))
    }

    @Test func aMissingCatalogGivenAsTheSourceIsAnErrorNamingIt() {
        let builder = SiteBuilder(options: BuildOptions(sourceDirectory: TemporaryDirectory().path + "/Gone.docc"))
        var messages: [String] = []
        do { _ = try builder.build() } catch { messages = error.diagnostics.map(\.summary) }
        #expect(messages == ["error: no DocC catalog folder at \(builder.options.sourceDirectory)"])
    }

    @Test func theRootArticlesTopicsOrderTheSectionBeforeUncuratedArticles() throws {
        #expect(try page("advanced").contains("<a class=\"pager-link pager-prev\" href=\"/documentation/guide/basics/\" rel=\"prev\">"))
    }

    @Test func pagesOutsideACatalogKeepDirectivesAndDocLinksAsMarkdownText() throws {
        let site = TemporaryDirectory()
        site.write("Content/plain.md", "# Plain\n\n@Row {\n}\n")
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
        #expect(site.read("Public/plain/index.html")?.contains("<p>@Row {\n}</p>") == true)
    }

    /// The fixture, built once and remembered for rebuilds.
    func builtForRebuilds() throws -> (site: TemporaryDirectory, builder: SiteBuilder) {
        let site = TemporaryDirectory()
        try FileManager.default.copyItem(atPath: Bundle.module.resourcePath! + "/Fixtures/DocC/Content", toPath: site.path + "/Content")
        return (site, try site.builtForRebuilds())
    }

    @Test func editingAnArticleRewritesItAsAFullBuildWould() throws {
        let (site, builder) = try builtForRebuilds()
        site.edit("Content/Guide.docc/Advanced.md", "# Advanced\n\n## Deep Dive\n\nMore details.\n")
        let report = try builder.rebuild()
        #expect(report.changedFiles.contains("documentation/guide/advanced/index.html"))
        #expect(!report.changedFiles.contains("tutorials/guide/first/index.html"))
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
    }

    @Test func reorderingTheTopicsReordersTheNavigationAsAFullBuildWould() throws {
        let (site, builder) = try builtForRebuilds()
        let root = try #require(site.read("Content/Guide.docc/Guide.md"))
        site.edit("Content/Guide.docc/Guide.md", root.replacingOccurrences(of: "- <doc:Basics>", with: "- <doc:Advanced>")
            .replacingOccurrences(of: "### Going Further\n\n- <doc:Advanced>", with: "### Going Further\n\n- <doc:Basics>"))
        _ = try builder.rebuild()
        #expect(site.read("Public/documentation/guide/advanced/index.html")?.contains("<a class=\"pager-link pager-next\" href=\"/documentation/guide/basics/\" rel=\"next\">") == true)
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
    }

    @Test func markingAnotherArticleTheRootMovesTheLandingPageAsAFullBuildWould() throws {
        let (site, builder) = try builtForRebuilds()
        let root = try #require(site.read("Content/Guide.docc/Guide.md"))
        site.edit("Content/Guide.docc/Guide.md", root.replacingOccurrences(of: "    @TechnologyRoot\n", with: ""))
        let advanced = try #require(site.read("Content/Guide.docc/Advanced.md"))
        site.edit("Content/Guide.docc/Advanced.md", advanced.replacingOccurrences(of: "@Metadata {\n", with: "@Metadata {\n    @TechnologyRoot\n"))
        let catalog = builder.options.sourceDirectory + "/Content/Guide.docc/"
        _ = try builder.rebuild(changedPaths: [catalog + "Guide.md", catalog + "Advanced.md"])
        #expect(site.read("Public/documentation/advanced/index.html")?.contains("<title>Advanced") == true)
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
    }
}
