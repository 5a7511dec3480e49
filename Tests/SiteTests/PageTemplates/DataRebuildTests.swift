import TestSupport
import Testing
@testable import Site

/// `serve` rebuilds what a data file or a shortcode shows when it changes, and the rebuild is the full build.
@Suite struct DataRebuildTests {
    func site() -> TemporaryDirectory {
        let site = TemporaryDirectory.rebuildableSite()
        site.write("Data/team.yml", "- name: Ann\n")
        site.write("Templates/partials/team.html", "{% for p in site.data.team %}{{ p.name }} {% endfor %}")
        site.write("Templates/page.html", "<title>{{ page.title }}</title>{{ page.content }}{% include 'partials/team.html' %}")
        site.write("Templates/shortcodes/role.html", "*{{ args[0] }}*{#- -#}")
        site.write("Content/docs/team.md", """
            ---
            template: true
            ---
            # Team

            {% for p in site.data.team %}{{ p.name }} {% shortcode "role" "lead" %}. {% endfor %}

            """)
        return site
    }

    @Test func editingADataFileRebuildsThePagesAndLayoutsThatShowIt() throws {
        let site = site()
        let builder = try site.builtForRebuilds()
        #expect(site.read("Public/docs/team/index.html")?.contains("Ann <em>lead</em>.") == true)
        site.edit("Data/team.yml", "- name: Ann\n- name: Bob\n")
        let report = try builder.rebuild(changedPaths: [site.path(to: "Data/team.yml")])
        #expect(report.changedFiles.contains("docs/team/index.html"))
        #expect(report.changedFiles.contains("docs/a/index.html"), "every layout may show site.data")
        #expect(site.read("Public/docs/team/index.html")?.contains("Ann <em>lead</em>. Bob <em>lead</em>.") == true)
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
    }

    @Test func addingAndRemovingADataFile() throws {
        let site = site()
        let builder = try site.builtForRebuilds()
        site.write("Data/extra.json", #"{"x": 1}"#)
        try site.expectRebuildMatchesFullBuild(builder)
        site.remove("Data/team.yml")
        try site.expectRebuildMatchesFullBuild(builder)
    }

    @Test func editingAShortcodeRebuildsThePagesThatCallIt() throws {
        let site = site()
        let builder = try site.builtForRebuilds()
        site.edit("Templates/shortcodes/role.html", "**{{ args[0] }}**{#- -#}")
        _ = try builder.rebuild(changedPaths: [site.path(to: "Templates/shortcodes/role.html")])
        #expect(site.read("Public/docs/team/index.html")?.contains("Ann <strong>lead</strong>.") == true)
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
    }

    @Test func editingThePageAloneRendersItsTemplateAgain() throws {
        let site = site()
        let builder = try site.builtForRebuilds()
        site.edit("Content/docs/team.md", "---\ntemplate: true\n---\n# Team\n\n{{ site.data.team[0].name }} leads.\n")
        let report = try builder.rebuild(changedPaths: [site.path(to: "Content/docs/team.md")])
        #expect(report.changedFiles.contains("docs/team/index.html"))
        #expect(site.read("Public/docs/team/index.html")?.contains("<p>Ann leads.</p>") == true)
        try site.expectRebuildMatchesFullBuild(builder, rebuilding: false)
    }
}
