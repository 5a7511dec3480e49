import Foundation
import TestSupport
import Testing
@testable import Site

/// Rebuilds of a site in several languages make what a full build makes: an edited translation, a translation
/// added (the original's alternates and menu change), one removed.
@Suite struct LanguagesRebuildTests {
    @Test func editsAddingAndRemovingTranslationsRebuildAsAFullBuildWould() throws {
        let site = TemporaryDirectory()
        site.write("site.json", #"{"languages": {"en": {"name": "English"}, "de": {"name": "Deutsch"}}}"#)
        site.write("Content/index.md", "# Home\n")
        site.write("Content/guide/intro.md", "# Intro\n\n[Routing](routing.md)\n")
        site.write("Content/guide/routing.md", "# Routing\n")
        site.write("Content/guide/intro.de.md", "# Einführung\n\n[Routing](routing.md)\n")
        let builder = try site.builtForRebuilds()

        site.edit("Content/guide/intro.de.md", "# Einführung, neu\n\n[Routing](routing.md)\n")
        try site.expectRebuildMatchesFullBuild(builder)
        #expect(site.read("Public/de/guide/intro/index.html")?.contains("Einführung, neu") == true)

        site.write("Content/guide/routing.de.md", "# Routing auf Deutsch\n")
        try site.expectRebuildMatchesFullBuild(builder)
        #expect(site.read("Public/de/guide/intro/index.html")?.contains(#"<a href="/de/guide/routing/">Routing</a>"#) == true)
        #expect(site.read("Public/guide/routing/index.html")?.contains(#"hreflang="de" href="/de/guide/routing/""#) == true)

        site.remove("Content/guide/routing.de.md")
        try site.expectRebuildMatchesFullBuild(builder)
        #expect(!site.exists("Public/de/guide/routing/index.html"))
        #expect(site.read("Public/de/guide/intro/index.html")?.contains(#"<a href="/guide/routing/">Routing</a>"#) == true)
    }
}
