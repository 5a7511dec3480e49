import Foundation
import Site
import TestSupport
import Testing
@testable import Import

/// MkDocs Material draws a site's own icons from `.icons/` of its theme folder and from pymdownx.emoji's
/// `custom_icons` folders, `SET/NAME.svg` as `:SET-NAME:`; the import puts them in Templates/icons/, where sitegen
/// finds them by the same names.
struct MkDocsIconsTests {
    let folder = TemporaryDirectory()

    /// The source site of `files` (paths from its folder) imported into `site/`.
    private func imported(_ files: KeyValuePairs<String, String>) throws -> ImportReport {
        for (path, text) in files { folder.write("source/" + path, text) }
        return try SiteImport.run(.mkdocs, source: folder.path(to: "source"), destination: folder.path(to: "site"))
    }

    @Test func theThemesOwnIconsAreTheImportedSitesIcons() throws {
        let report = try imported([
            "mkdocs.yml": """
            site_name: Icons
            theme:
              name: material
              custom_dir: overrides
            markdown_extensions:
              - pymdownx.emoji:
                  options:
                    custom_icons:
                      - more/icons/
            """,
            "overrides/.icons/brands/acme.svg": "<svg viewBox=\"0 0 2 2\"><path d=\"M0 0h2v2z\"/></svg>\n",
            "overrides/main.html": "{% extends \"base.html\" %}\n",
            "more/icons/logo.svg": "<svg viewBox=\"0 0 1 1\"/>\n",
            "docs/index.md": "# Home\n\nBy :brands-acme: and :logo:.\n",
        ])
        #expect(report.conversions["icon of the theme's .icons/ → Templates/icons/"] == 2)
        #expect(report.layouts == ["overrides/main.html", "theme: material"])
        let build = try SiteBuilder(options: BuildOptions(sourceDirectory: folder.path(to: "site"))).build()
        #expect(build.warnings.map(\.summary) == [])
        #expect(folder.read("site/Public/index.html")?.contains(
            #"By <span class="icon" role="img" aria-label="brands acme"><svg viewBox="0 0 2 2"><path d="M0 0h2v2z"/></svg></span>"#
            + #" and <span class="icon" role="img" aria-label="logo"><svg viewBox="0 0 1 1"/></span>.</p>"#) == true)
    }

    // Seen on MkDocs Material's own docs, built with the theme installed from the same repository: 53 icons, brand
    // logos mostly, were left as written. Of the theme's 14,344 icons, the 160 the pages name are copied.
    @Test func aThemeThatIsAPackageOfTheSiteGivesTheIconsThePagesName() throws {
        let report = try imported([
            "mkdocs.yml": "site_name: Theme\ntheme:\n  name: acme\n",
            "acme/templates/.icons/brands/used.svg": "<svg viewBox=\"0 0 1 1\"></svg>",
            "acme/templates/.icons/brands/unused.svg": "<svg></svg>",
            "docs/index.md": "# Home\n\nSee :brands-used:.\n",
        ])
        #expect(report.conversions["icon of the theme's package (acme/templates/.icons/) the pages name → Templates/icons/"] == 1)
        #expect(folder.read("site/Templates/icons/brands/used.svg") == "<svg viewBox=\"0 0 1 1\"></svg>")
        #expect(!folder.exists("site/Templates/icons/brands/unused.svg"))
    }
}
