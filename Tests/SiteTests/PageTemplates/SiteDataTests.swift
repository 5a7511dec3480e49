import TestSupport
import Testing
@testable import Site

/// The files of `Data/` are `site.data` in every template, a file by its name and a folder by its name.
@Suite struct SiteDataTests {
    @Test func eachFormatAndFolderIsAMemberOfSiteData() throws {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("Data/menu.yml", "home: /\nitems: [a, b]\n")
        site.write("Data/links.json", #"{"repo": "https://example.com/repo", "stars": 12}"#)
        site.write("Data/release.toml", "version = \"1.2\"\n[build]\nfast = true\n")
        site.write("Data/team/people.yaml", "- name: Ann\n  role: lead\n- name: Bob\n  role: dev\n")
        site.write("Templates/page.html", """
            {{ site.data.menu.home }} {{ site.data.menu.items | join: "+" }} {{ site.data.links.repo }} {{ site.data.links.stars }} \
            {{ site.data.release.version }} {{ site.data.release.build.fast }} \
            {% for person in site.data.team.people %}{{ person.name }}/{{ person.role }};{% endfor %}
            """)
        site.write("Content/a.md", "A\n")
        #expect(site.buildDiagnostics() == [])
        #expect(site.read("Public/a/index.html") == "/ a+b https://example.com/repo 12 1.2 true Ann/lead;Bob/dev;")
    }

    @Test func everyMistakeIsAnErrorAtItsPlaceAllInOneRun() {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("Data/a.yml", "a: [1\n")
        site.write("Data/b.json", "{\"b\": }\n")
        site.write("Data/nested/c.toml", "c = [1\n")
        site.write("Content/a.md", "A\n")
        #expect(site.buildDiagnostics() == [
            "Data/a.yml:1:4: error: unclosed list: expected ']'",
            "Data/b.json:1:7: error: expected a value (string, number, object, array, true, false or null)",
            "Data/nested/c.toml:1:5: error: unclosed list: expected ']'",
        ])
        #expect(!site.exists("Public"))
    }

    @Test func twoFilesGivingTheSameNameIsAnError() {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("Data/team.json", "{}")
        site.write("Data/team.yml", "a: 1\n")
        site.write("Data/team/people.yml", "- Ann\n")
        site.write("Content/a.md", "A\n")
        #expect(site.buildDiagnostics() == [
            "Data/team.json:1:1: error: 'team' of site.data is given by both Data/team/ and Data/team.json: rename one",
            "Data/team.yml:1:1: error: 'team' of site.data is given by both Data/team/ and Data/team.yml: rename one",
        ])
    }

    @Test func otherFilesAreLeftOutWithAWarningAndHiddenOnesSilently() throws {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("Data/people.csv", "name\nAnn\n")
        site.write("Data/.DS_Store", "x")
        site.write("Data/ok.yml", "a: 1\n")
        site.write("Content/a.md", "A\n")
        #expect(site.buildDiagnostics() == [
            "Data/people.csv:1:1: warning: Data/people.csv is left out of site.data: data files are YAML, JSON or TOML (.yml, .yaml, .json, .toml)",
        ])
    }

    @Test func aKeyWrittenTwiceIsAWarningAtIt() {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("Data/a.yml", "x: 1\nx: 2\n")
        site.write("Content/a.md", "A\n")
        #expect(site.buildDiagnostics() == ["Data/a.yml:2:1: warning: duplicate key 'x' (first set on line 1): the last value is used"])
    }

    @Test func aSiteWithoutDataHasAnEmptySiteData() throws {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("Templates/page.html", "[{{ site.data | json }}]")
        site.write("Content/a.md", "A\n")
        #expect(site.buildDiagnostics() == [])
        #expect(site.read("Public/a/index.html") == "[{}]")
    }
}
