import Core
import TestSupport
@testable import Site

/// What the suites of data files and page templates share: a site whose layout shows a page's content alone, so
/// that what a page's body renders to is the page's file.
extension TemporaryDirectory {
    static func contentOnlySite() -> TemporaryDirectory {
        let site = TemporaryDirectory()
        site.write("Templates/page.html", "{{ page.content }}")
        site.write("Templates/list.html", "{{ page.content }}")
        return site
    }

    /// Builds the site: its warnings, or the build's diagnostics when it fails.
    func buildDiagnostics(strict: Bool = false) -> [String] {
        do {
            return try SiteBuilder(options: BuildOptions(sourceDirectory: path, strict: strict)).build().warnings.map(\.summary)
        } catch {
            return error.diagnostics.map(\.summary)
        }
    }
}
