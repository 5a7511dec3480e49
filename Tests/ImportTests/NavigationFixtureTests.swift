import Foundation
import Core
import Site
import TestSupport
import Testing
@testable import Import

/// Sites whose navigation file or menus say more than their folders, imported and built: the sidebar shows the
/// order, titles, groups and links the old site's navigation had, and the report lists what it cannot show.
@Suite struct NavigationFixtureTests {
    /// The fixture imported and built, and the sidebar as the page at `path` (under Public/) shows it.
    private func sidebar(_ generator: SiteImport.Generator, _ fixture: String, page path: String) throws -> (sidebar: String?, report: ImportReport) {
        let imported = try ImportFixtureTests.importFixture(generator, name: fixture)
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: imported.destination)).build()
        guard let html = imported.folder.read("site/Public/" + path), let start = html.range(of: "<ul class=\"nav-list\">"),
              let end = html.range(of: "\n</nav>", range: start.lowerBound..<html.endIndex) else { return (nil, imported.report) }
        return (String(html[start.lowerBound..<end.lowerBound]), imported.report)
    }

    @Test func mkdocsNavSectionsOfTopPagesAreGroupsAndItsLinksLinkPages() throws {
        let (sidebar, report) = try sidebar(.mkdocs, "mkdocs-nav", page: "quickstart/index.html")
        #expect(sidebar == #"<ul class="nav-list"><li><a href="/quickstart/" aria-current="page">QuickStart</a></li><li class="nav-section"><a href="/advanced/">Advanced</a></li>"#
            + #"<li class="nav-group"><span class="nav-group-title">Guides</span></li><li><a href="/async/">Async Support</a></li><li><a href="/logging/">Logging</a></li>"#
            + #"<li class="nav-group"><span class="nav-group-title">Community</span></li><li><a href="/contributing/">Contributing</a></li>"#
            + #"<li class="nav-external"><a href="https://github.com/example/nav">GitHub</a></li><li class="nav-group-end" aria-hidden="true"></li>"#
            + #"<li class="nav-section"><span>notes</span></li></ul>"#)
        #expect(report.conversions == [
            "nav: entry → weight, title or group": 8, "nav: section → _index.md with its title and weight": 1, "nav: link → link page (nav_link)": 1,
        ])
        #expect(report.skipped == [
            "nav: missing.md: no such page in docs/",
            "nav: notes/elsewhere.md: listed in the top, shown in its own folder's section",
        ])
        #expect(report.layouts == ["docs/overrides/partials/nav.html", "theme: material"])
    }

    @Test func mkdocsNavTitlesThatAreNotThePagesOwnAreNavigationTitles() throws {
        let (sidebar, _) = try sidebar(.mkdocs, "mkdocs-nav", page: "advanced/clients/index.html")
        #expect(sidebar?.contains(#"<li><a href="/advanced/clients/" aria-current="page">Clients</a></li><li><a href="/advanced/ssl/">SSL</a></li>"#) == true)
    }

    @Test func hugoMenusOrderAndTitleTheTopAndTheirURLEntriesAreLinkPages() throws {
        let (sidebar, report) = try sidebar(.hugo, "hugo-menus", page: "docs/install/index.html")
        #expect(sidebar == #"<ul class="nav-list"><li class="nav-section"><a href="/about/">About</a></li>"#
            + #"<li class="nav-section"><a href="/docs/">Documentation</a><ul class="nav-list">"#
            + #"<li><a href="/docs/install/" aria-current="page">Install</a></li><li><a href="/docs/hidden/">Hidden from lists</a></li>"#
            + #"<li class="nav-section"><a href="/docs/guides/">Guides</a></li></ul></li>"#
            + #"<li class="nav-section"><a href="/posts/">Blog</a></li><li class="nav-external"><a href="https://github.com/example/menus">GitHub</a></li></ul>"#)
        #expect(report.skipped == [
            "content/_common/: 2 pages and 1 file Hugo does not publish (build options: render never, or headless)",
            "content/headless/: 1 page and 1 file Hugo does not publish (build options: render never, or headless)",
            "content/docs/hidden.md: Hugo leaves it out of its lists (build options: list never or local); sitegen's navigation lists it",
            "menu 'main': /forum/: no imported page is there",
            "menu 'main': docs/guides/_index.md: listed in the top, shown in its own folder's section",
            "menu 'footer': not imported: sitegen's navigation shows only 'main'",
        ])
    }

    @Test func jekyllNavigationFilesGroupTheDocsAndTitleTheirSection() throws {
        let (sidebar, report) = try sidebar(.jekyll, "jekyll-nav", page: "docs/installation/index.html")
        #expect(sidebar == #"<ul class="nav-list"><li class="nav-section"><a href="/docs/">Docs</a><ul class="nav-list">"#
            + #"<li class="nav-group"><span class="nav-group-title">Getting Started</span></li><li><a href="/docs/installation/" aria-current="page">Installation</a></li>"#
            + #"<li class="nav-section"><a href="/docs/community/">Community</a></li>"#
            + #"<li class="nav-group"><span class="nav-group-title">Build</span></li><li><a href="/docs/usage/">Command Line Usage</a></li>"#
            + #"<li class="nav-section"><a href="/docs/configuration/">Configuration</a></li><li><a href="/docs/rendering-process/">Rendering Process</a></li>"#
            + #"<li class="nav-group-end" aria-hidden="true"></li><li class="nav-section"><span>step-by-step</span></li></ul></li>"#
            + #"<li class="nav-external"><a href="https://github.com/example/site">Source</a></li></ul>"#)
        #expect(report.conversions["_data/ → Data/ (site.data)"] == 2)
        #expect(report.skipped.filter { $0.contains("nav") } == [
            "_data/docs_nav.yml: docs/index.md: listed under 'Getting Started', shown as its section's own link",
            "_data/docs_nav.yml: docs/step-by-step/01-setup.md: listed in docs/ under 'Getting Started', shown in its own folder's section",
            "_data/primary_nav.yml: /news/: no imported page was published there",
        ])
    }

    @Test func aJekyllPageAtItsFoldersURLIsTheFoldersIndexPageAndLinksToItAndFromItStayRight() throws {
        let imported = try ImportFixtureTests.importFixture(.jekyll, name: "jekyll-nav")
        #expect(imported.report.conversions["page at its folder's URL → the folder's index.md"] == 2)
        _ = try SiteBuilder(options: BuildOptions(sourceDirectory: imported.destination)).build()
        let configuration = imported.folder.read("site/Public/docs/configuration/index.html") ?? ""
        #expect(configuration.contains(#"<p>Configure it: <a href="/docs/configuration/options/">every option</a>.</p>"#))
        #expect(imported.folder.read("site/Public/docs/configuration/options/index.html") != nil)
        let usage = imported.folder.read("site/Public/docs/usage/index.html") ?? ""
        #expect(usage.contains(#"<p>Run it; <a href="/docs/configuration/">configure it</a>.</p>"#))
        #expect(imported.folder.read("site/Public/docs/community/index.html") != nil)
    }
}

/// A navigation file's mistakes, located in the file as written.
@Suite struct NavigationFileErrorTests {
    @Test func aNavigationFileThatDoesNotParseFailsTheImportWhereTheMistakeIs() throws {
        let source = TemporaryDirectory()
        source.write("_config.yml", "title: Site\n")
        source.write("_data/nav.yml", "- title: Home\n  link: /\n- title: \"Open\n")
        let destination = TemporaryDirectory()
        do {
            _ = try SiteImport.run(.jekyll, source: source.path, destination: destination.path(to: "site"))
            Issue.record("the import should fail")
        } catch let error as Diagnostic {
            #expect(error.location?.line == 3)
            #expect(error.location?.column == 10)
            #expect(error.sourceLine == "- title: \"Open")
        }
    }
}
