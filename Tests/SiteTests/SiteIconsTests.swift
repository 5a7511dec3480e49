import TestSupport
import Testing
@testable import Site

/// A site draws the icons sitegen has no symbol for (brand logos) as SVG files of `Templates/icons/`, named as
/// MkDocs Material names the files of its `.icons/` folders: `SET/NAME.svg` is `:SET-NAME:`.
@Suite struct SiteIconsTests {
    let site = TemporaryDirectory()

    private func build() throws -> [String] {
        try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build().warnings.map(\.summary)
    }

    @Test func aSitesIconShowsItsPictureInsteadOfTheShortcode() throws {
        site.write("Templates/icons/fontawesome/brands/github.svg", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- Drawn for this site -->
            <!DOCTYPE svg>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M0 0h16v16z"/></svg>

            """)
        site.write("Templates/icons/logo.svg", """
            <?xml version="1.0"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "svg11.dtd" [
              <!ENTITY ns_flows "http://ns.adobe.com/Flows/1.0/">
            ]>
            <svg viewBox="0 0 1 1"></svg>
            """)
        site.write("Content/a.md", "---\ntitle: A\n---\nOn :fontawesome-brands-github: and :logo:{ .big }.\n")
        #expect(try build() == [])
        #expect(site.read("Public/a/index.html")?.contains(
            #"<p>On <span class="icon" role="img" aria-label="fontawesome brands github"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M0 0h16v16z"/></svg></span>"#
            + #" and <span class="icon big" role="img" aria-label="logo"><svg viewBox="0 0 1 1"></svg></span>.</p>"#) == true)
    }

    @Test func aFileThatIsNoSVGImageIsAnErrorAtItsFirstElement() throws {
        site.write("Templates/icons/bad.svg", "<?xml version=\"1.0\"?>\n<html><svg></svg></html>\n")
        site.write("Content/a.md", "---\ntitle: A\n---\nText\n")
        let failure = #expect(throws: BuildFailure.self) { try build() }
        #expect(failure?.diagnostics.map(\.summary) == [
            "Templates/icons/bad.svg:2:1: error: an icon is an SVG image, and this file's first element is not <svg>",
        ])
    }

    @Test func filesNoShortcodeCanNameAreWarnedAbout() throws {
        site.write("Templates/icons/Logo.svg", "<svg></svg>")
        site.write("Templates/icons/notes.txt", "drawn by hand")
        site.write("Content/a.md", "---\ntitle: A\n---\nText\n")
        #expect(try build() == [
            "Templates/icons/Logo.svg:1:1: warning: no shortcode can name the icon Templates/icons/Logo.svg: a name is lower-case letters, "
                + "digits, '_', '+' and '-', at most 62",
            "Templates/icons/notes.txt:1:1: warning: Templates/icons/notes.txt is not used: an icon is an SVG image, NAME.svg",
        ])
    }

    @Test func twoFilesGivingOneNameAreAnError() throws {
        site.write("Templates/icons/a/b.svg", "<svg></svg>")
        site.write("Templates/icons/a-b.svg", "<svg></svg>")
        site.write("Content/a.md", "---\ntitle: A\n---\nText\n")
        let failure = #expect(throws: BuildFailure.self) { try build() }
        #expect(failure?.diagnostics.map(\.summary) == [
            "Templates/icons/a-b.svg:1:1: error: the icon ':a-b:' is given by both Templates/icons/a/b.svg and Templates/icons/a-b.svg: rename one",
        ])
    }

    @Test func changingAnIconRendersThePagesAgain() throws {
        site.write("Templates/icons/logo.svg", "<svg id=\"one\"></svg>")
        site.write("Content/a.md", "---\ntitle: A\n---\n:logo:\n")
        let builder = SiteBuilder(options: BuildOptions(sourceDirectory: site.path))
        _ = try builder.build()
        site.write("Templates/icons/logo.svg", "<svg id=\"two\" class=\"changed\"></svg>")
        _ = try builder.build()
        #expect(site.read("Public/a/index.html")?.contains("<svg id=\"two\" class=\"changed\"></svg>") == true)
    }
}
