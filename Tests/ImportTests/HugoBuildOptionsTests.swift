import FrontMatter
import Testing
@testable import Import

/// Hugo's build options, and the cascades that hand them down, as the import reads them.
@Suite struct HugoBuildOptionsTests {
    private func frontMatter(_ yaml: String) -> FrontMatter {
        SourcePage(text: "---\n" + yaml + "\n---\n", path: "page.md").frontMatter
    }

    @Test func aCascadeReachesTheBranchItselfAndEveryPageBelowThatDoesNotSetItsOwn() {
        let builds = HugoBuilds(indexPages: [
            ("content/_common/_index.md", frontMatter("cascade:\n  build:\n    render: never\n    publishResources: false")),
            ("content/glossary/_index.md", frontMatter("build:\n  render: always\ncascade:\n  build:\n    render: never\n    list: local")),
        ])
        let never = HugoBuildOptions(rendered: false, listed: true, publishesResources: false)
        #expect(builds.options(of: "content/_common/_index.md", frontMatter: FrontMatter()) == never)
        #expect(builds.options(of: "content/_common/deep/a.md", frontMatter: FrontMatter()) == never)
        #expect(builds.options(of: "content/glossary/_index.md", frontMatter: frontMatter("build:\n  render: always")) == HugoBuildOptions())
        #expect(builds.options(of: "content/glossary/term.md", frontMatter: FrontMatter()) == HugoBuildOptions(rendered: false, listed: false))
        #expect(builds.options(of: "content/_common/own.md", frontMatter: frontMatter("_build:\n  render: true")) == HugoBuildOptions())
        #expect(builds.options(of: "content/other.md", frontMatter: FrontMatter()) == HugoBuildOptions())
        #expect(!builds.publishes(file: "content/_common/deep/image.png"))
        #expect(builds.publishes(file: "content/glossary/image.png"))
    }

    @Test func aHeadlessBundleIsNeitherRenderedNorListedAndKeepsItsFiles() {
        let builds = HugoBuilds(indexPages: [("content/media/index.md", frontMatter("headless: true"))])
        #expect(builds.options(of: "content/media/index.md", frontMatter: frontMatter("headless: true")) == HugoBuildOptions(rendered: false, listed: false, publishesResources: false))
        #expect(!builds.publishes(file: "content/media/photo.png"))
    }
}
