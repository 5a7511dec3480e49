import Foundation
import TestSupport
import Testing
@testable import Site

/// Rebuilds of a site with versions make what a full build makes: a page of an older version edited (only its
/// folder's file named), added and removed; a page added to the default version changes the other versions' menus.
@Suite(.enabled(if: VersionedSite.hasGit, "git is not installed: the fixture's 0.9 is a git tag"))
struct VersionsRebuildTests {
    @Test func editsInAVersionsFolderRebuildAsAFullBuildWould() throws {
        let site = try VersionedSite.make()
        let builder = try site.builtForRebuilds()

        site.edit("Versions/1.0/guide/routing.md", "# Routing 1.0\n\nEdited.\n")
        let report = try builder.rebuild(changedPaths: [site.path(to: "Versions/1.0/guide/routing.md")])
        #expect(report.renderedPageCount < report.pageCount, "an edit renders what it touches, not every page")
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
        #expect(site.read("Public/1.0/guide/routing/index.html")?.contains("<p>Edited.</p>") == true)

        site.write("Versions/1.0/guide/new.md", "# New in 1.0\n")
        try site.expectRebuildMatchesFullBuild(builder)
        #expect(site.read("Public/guide/new/index.html")?.contains(#"<a href="/1.0/guide/new/">1.0</a>"#) == true)

        site.remove("Versions/1.0/guide/only.md")
        try site.expectRebuildMatchesFullBuild(builder)
        #expect(!site.exists("Public/1.0/guide/only/index.html"))
    }

    @Test func aPageAddedToTheDefaultVersionChangesTheOlderVersionsMenusAndCanonicals() throws {
        let site = try VersionedSite.make()
        let builder = try site.builtForRebuilds()
        site.write("Content/guide/only.md", "# Only, now in 2.0 too\n")
        try site.expectRebuildMatchesFullBuild(builder)
        #expect(site.read("Public/1.0/guide/only/index.html")?.contains(#"<link rel="canonical" href="/guide/only/">"#) == true)
    }
}
