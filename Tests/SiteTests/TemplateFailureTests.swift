import Core
import Foundation
import TestSupport
import Testing
@testable import Site

/// A template that does not compile fails the build at its location, whichever way it is reached,
/// and values a template refuses to print are warnings naming the page.
@Suite struct TemplateFailureTests {
    func site(_ pages: [String: String], templates: [String: String]) -> TemporaryDirectory {
        let site = TemporaryDirectory()
        for (name, text) in templates { site.write("Templates/" + name, text) }
        for (path, text) in pages { site.write("Content/" + path, text) }
        return site
    }

    func diagnostics(_ site: TemporaryDirectory) -> [String] {
        do {
            let report = try SiteBuilder(options: BuildOptions(sourceDirectory: site.path)).build()
            return report.warnings.map(\.summary)
        } catch {
            return error.diagnostics.map(\.summary)
        }
    }

    @Test func brokenLayoutIsReportedAtItsLocationNotAsMissing() {
        let site = site(["b.md": "---\nlayout: broken\n---\n"], templates: ["broken.html": "x\n{% if a %}"])
        #expect(diagnostics(site) == ["Templates/broken.html:2:4: error: unclosed '{% if %}': expected '{% endif %}'"])
        #expect(!site.exists("Public"))
    }

    @Test func broken404TemplateFailsTheBuild() {
        let site = site(["a.md": "x"], templates: ["page.html": "{{ page.content }}", "404.html": "missing\n{% if x %}"])
        #expect(diagnostics(site) == ["Templates/404.html:2:4: error: unclosed '{% if %}': expected '{% endif %}'"])
        #expect(!site.exists("Public"))
    }

    @Test func valueInATagNameFailsTheBuildAtItsLocation() {
        let site = site(["a.md": "x"], templates: ["page.html": "<h{{ page.params.level }}>"])
        #expect(diagnostics(site).first?.hasPrefix("Templates/page.html:1:6: error: a value cannot be printed inside a tag name") == true)
    }

    @Test func unsafeLinkInFrontMatterIsReplacedWithAWarningNamingThePage() throws {
        let site = site(["a.md": "---\nlink: \"javascript:alert(1)\"\n---\n"], templates: ["page.html": "<p>\n<a href=\"{{ page.params.link }}\">", "list.html": "home"])
        #expect(diagnostics(site) == ["Templates/page.html:2:13: warning: unsafe URL 'javascript:alert(1)' replaced by '#' while rendering Content/a.md"])
        #expect(site.read("Public/a/index.html") == "<p>\n<a href=\"#\">")
    }
}
