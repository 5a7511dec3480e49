import Foundation
import TestSupport
import Testing
@testable import Import

/// What the old generator never published stays out of the new site's Content/, and the report says so.
@Suite struct UnpublishedSourcesTests {
    let source = TemporaryDirectory()

    func importSource(_ generator: SiteImport.Generator) throws -> (report: ImportReport, site: TemporaryDirectory) {
        let destination = TemporaryDirectory()
        let report = try SiteImport.run(generator, source: source.path, destination: destination.path(to: "site"))
        return (report, destination)
    }

    @Test func anMkDocsThemeFolderInsideTheDocsFolderIsListedAndNotCopied() throws {
        source.write("mkdocs.yml", "site_name: Docs\ntheme:\n  name: material\n  custom_dir: docs/overrides\n")
        source.write("docs/index.md", "# Docs\n")
        source.write("docs/overrides/partials/nav.html", "{% for item in nav %}{{ item.title }}{% endfor %}\n")
        source.write("docs/overrides/notes.md", "# Theme notes\n")
        let (report, site) = try importSource(.mkdocs)
        #expect(site.files(under: "site/Content") == ["index.md"])
        #expect(report.layouts == ["docs/overrides/notes.md", "docs/overrides/partials/nav.html", "theme: material"])
    }

    @Test func aHugoBranchThatCascadesRenderNeverIsLeftOutWithItsFiles() throws {
        source.write("hugo.toml", "title = \"Site\"\n")
        source.write("content/_index.md", "---\ntitle: Home\n---\n")
        source.write("content/_common/_index.md", "---\ncascade:\n  build:\n    render: never\n    list: never\n    publishResources: false\n---\n")
        source.write("content/_common/intro.md", "Text pages include.\n")
        source.write("content/_common/deep/more.md", "More text.\n")
        source.write("content/_common/diagram.svg", "<svg/>")
        source.write("content/media/index.md", "---\nheadless: true\n---\n")
        source.write("content/media/photo.png", "png")
        source.write("content/docs/hidden.md", "---\nbuild:\n  list: never\n---\nA page.\n")
        let (report, site) = try importSource(.hugo)
        #expect(site.files(under: "site/Content") == ["_index.md", "docs/hidden.md"])
        #expect(report.skipped == [
            "content/_common/: 3 pages and 1 file Hugo does not publish (build options: render never, or headless)",
            "content/media/: 1 page and 1 file Hugo does not publish (build options: render never, or headless)",
            "content/docs/hidden.md: Hugo leaves it out of its lists (build options: list never or local); sitegen's navigation lists it",
        ])
    }
}
