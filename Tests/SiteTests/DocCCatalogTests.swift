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

    func page(_ path: String) throws -> String {
        try #require(build().site.read("Public/guide.docc/" + path + "/index.html"))
    }

    @Test func anUnresolvedDocLinkAndAnUnknownDirectiveAreLocatedWarnings() throws {
        #expect(try build().warnings == [
            "Content/Guide.docc/Basics.md:4:46: warning: broken link 'doc:Missing': no article named 'Missing' in the catalog",
            "Content/Guide.docc/Basics.md:54:1: warning: unknown DocC directive '@Sparkle'; its content is shown without it",
        ])
    }

    @Test func everyArticleAndTutorialIsAPage() throws {
        let site = try build().site
        for path in ["guide", "basics", "advanced", "tutorials/table", "tutorials/first"] {
            #expect(site.exists("Public/guide.docc/\(path)/index.html"), "\(path)")
        }
    }

    @Test func docLinksOfEveryFormReachTheArticleWithItsTitle() throws {
        let html = try page("basics")
        #expect(html.contains("<p>Read <a href=\"/guide.docc/advanced/\">Advanced</a>, its <a href=\"/guide.docc/advanced/#deep-dive\">Deep Dive</a> section, <a href=\"/guide.docc/advanced/\">Advanced</a>\nagain, <a href=\"/guide.docc/advanced/\">the advanced page</a> and Missing.</p>"))
        #expect(!html.contains("doc:"))
    }

    @Test func aDocLinkWithOnlyAHeadingReachesThatHeadingOnTheSamePage() throws {
        #expect(try page("advanced").contains("<p>Back to <a href=\"/guide.docc/advanced/#deep-dive\">Deep Dive</a>.</p>"))
    }

    @Test func aSymbolLinkReachesAPageOfThatNameAndIsPlainCodeOtherwise() throws {
        #expect(try page("basics").contains("<p>Symbols: <a href=\"/guide.docc/advanced/\"><code>Advanced</code></a> and <code>Array/append(_:)</code>.</p>"))
    }

    @Test func anImageByNameIsFoundWithItsDarkVariant() throws {
        #expect(try page("basics").contains("<picture><source srcset=\"/Guide.docc/Resources/sun~dark.png\" media=\"(prefers-color-scheme: dark)\" data-appearance=\"dark\"><img src=\"/Guide.docc/Resources/sun.png\" alt=\"Sun\"></picture>"))
    }

    @Test func theImageDirectiveFindsTheDoubleScaleFileAndKeepsItsCaption() throws {
        #expect(try page("basics").contains("<figure class=\"docc-image\">\n<p><img src=\"/Guide.docc/Resources/chart@2x.png\" alt=\"Chart\" /></p>\n<figcaption>\n<p>Sales by month.</p>\n</figcaption>\n</figure>"))
    }

    @Test func rowsColumnsTabsLinksAndSmallPrintAreBlocks() throws {
        let html = try page("basics")
        #expect(html.contains("<div class=\"docc-row\">\n<div class=\"docc-column\" style=\"flex-grow: 2\">\n<p>Wide column.</p>\n</div>"))
        #expect(html.contains("<section class=\"docc-tab\">\n<p class=\"docc-tab-title\">Objective-C</p>\n<p>Objective-C text.</p>\n</section>"))
        #expect(html.contains("<div class=\"docc-links\">\n<ul>\n<li><a href=\"/guide.docc/advanced/\">Advanced</a></li>\n</ul>\n</div>"))
        #expect(html.contains("<div class=\"docc-small\"><small>\n<p>Fine print.</p>\n</small></div>"))
    }

    @Test func aVideoPlaysWithItsPoster() throws {
        #expect(try page("basics").contains("<video controls preload=\"metadata\" src=\"/Guide.docc/Resources/intro.mp4\" poster=\"/Guide.docc/Resources/sun.png\" aria-label=\"Intro video\"></video>"))
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
        #expect(html.contains("<aside class=\"callout deprecated\">\n<p class=\"callout-title\">Deprecated</p>\n<p>Use <a href=\"/guide.docc/advanced/\">Advanced</a> instead.</p>\n</aside>"))
    }

    @Test func metadataShowsTitleHeadingAvailabilityAndCallToActionAndNothingElse() throws {
        let html = try page("guide")
        #expect(html.contains("<p class=\"docc-eyebrow\">Framework</p>\n<ul class=\"docc-availability\">\n<li>iOS 17.0+</li>\n</ul>\n<div class=\"docc-call-to-action\"><p><a href=\"https://example.org/sample.zip\">Download</a></p>\n</div>"))
        #expect(!html.contains("@"))
    }

    @Test func aTutorialShowsItsStepsWithTheirCodeFiles() throws {
        let html = try page("tutorials/first")
        #expect(html.contains("<title>First Tutorial"))
        #expect(html.contains("<li class=\"docc-step\">\n<p>Write the first line.</p>\n<figure class=\"docc-code\">\n<figcaption>Sample.swift</figcaption>\n<pre><code class=\"language-swift\"><span class=\"tok-keyword\">let</span> greeting"))
        #expect(html.contains("<details><summary>Answer</summary>\n<p class=\"docc-verdict\">Correct</p>"))
    }

    @Test func headingsSplitByDirectivesStillHaveUniqueIDs() throws {
        let html = try page("tutorials/first")
        #expect(html.contains("<h2 id=\"create-a-file\">"))
        #expect(html.contains("<h2 id=\"create-a-file-1\">"))
    }

    @Test func aTutorialTableLinksItsTutorialsByTitle() throws {
        #expect(try page("tutorials/table").contains("<p><a href=\"/guide.docc/tutorials/first/\">First Tutorial</a></p>"))
    }

    @Test func theRootArticlesTopicsOrderTheSectionBeforeUncuratedArticles() throws {
        let html = try page("basics")
        #expect(html.contains("<a class=\"pager-link pager-prev\" href=\"/guide.docc/guide/\" rel=\"prev\">"))
        #expect(html.contains("<a class=\"pager-link pager-next\" href=\"/guide.docc/advanced/\" rel=\"next\">"))
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
        let builder = SiteBuilder(options: BuildOptions(sourceDirectory: site.path), remembersForRebuilds: true)
        _ = try builder.build()
        return (site, builder)
    }

    @Test func editingAnArticleRewritesItAsAFullBuildWould() throws {
        let (site, builder) = try builtForRebuilds()
        IncrementalBuildTests().edit(site, "Content/Guide.docc/Advanced.md", "# Advanced\n\n## Deep Dive\n\nMore details.\n")
        let report = try builder.rebuild()
        #expect(report.changedFiles.contains("guide.docc/advanced/index.html"))
        #expect(!report.changedFiles.contains("guide.docc/tutorials/first/index.html"))
        try IncrementalBuildTests().expectRebuildMatchesFullBuild(site, builder, rebuilding: false)
    }

    @Test func reorderingTheTopicsReordersTheNavigationAsAFullBuildWould() throws {
        let (site, builder) = try builtForRebuilds()
        let root = try #require(site.read("Content/Guide.docc/Guide.md"))
        IncrementalBuildTests().edit(site, "Content/Guide.docc/Guide.md", root.replacingOccurrences(of: "- <doc:Basics>", with: "- <doc:Advanced>")
            .replacingOccurrences(of: "### Going Further\n\n- <doc:Advanced>", with: "### Going Further\n\n- <doc:Basics>"))
        _ = try builder.rebuild()
        #expect(site.read("Public/guide.docc/advanced/index.html")?.contains("<a class=\"pager-link pager-next\" href=\"/guide.docc/basics/\" rel=\"next\">") == true)
        try IncrementalBuildTests().expectRebuildMatchesFullBuild(site, builder, rebuilding: false)
    }
}
