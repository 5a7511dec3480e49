import TestSupport
import Testing
@testable import Site

/// A JSON, XML or text file of Content/ whose front matter says `template: true` is rendered and written at its path
/// without its front matter; every other file is copied as it is.
@Suite struct ContentTemplateFileTests {
    private func site() -> TemporaryDirectory {
        let site = TemporaryDirectory.contentOnlySite()
        site.write("site.json", #"{"title": "Tom & Jerry"}"#)
        site.write("Data/team.yml", "- name: Ann <lead>\n- name: Bob\n")
        site.write("Content/index.md", "# Home\n")
        return site
    }

    @Test func aJSONFileIsMadeFromData() {
        let site = site()
        site.write("Content/api/team.json", "---\ntemplate: true\n---\n{\"site\": {{ site.title | json }}, \"team\": {{ site.data.team | json }}}\n")
        #expect(site.buildDiagnostics() == [])
        // The JSON filter writes `&`, `<` and `>` as escapes, which read the same.
        #expect(site.read("Public/api/team.json") == #"{"site": "Tom \u0026 Jerry", "team": [{"name":"Ann \u003clead\u003e"},{"name":"Bob"}]}"# + "\n")
    }

    @Test func anXMLFileEscapesItsValuesAsXML() {
        let site = site()
        site.write("Content/team.xml", "---\ntemplate: true\n---\n<team>{% for person in site.data.team %}<name>{{ person.name }}</name>{% endfor %}</team>\n")
        #expect(site.buildDiagnostics() == [])
        #expect(site.read("Public/team.xml") == "<team><name>Ann &lt;lead&gt;</name><name>Bob</name></team>\n")
    }

    @Test func aFileThatDoesNotAskIsCopiedFrontMatterAndAll() {
        let site = site()
        site.write("Content/notes.txt", "---\ntitle: Notes\n---\n{{ site.title }}\n")
        site.write("Content/app.js", "---\ntemplate: true\n---\n{{ site.title }}\n")
        #expect(site.buildDiagnostics() == [])
        #expect(site.read("Public/notes.txt") == "---\ntitle: Notes\n---\n{{ site.title }}\n")
        #expect(site.read("Public/app.js") == "---\ntemplate: true\n---\n{{ site.title }}\n")
    }

    @Test func aMistakeIsAnErrorAtItsLineInTheFile() {
        let site = site()
        site.write("Content/api/team.json", "---\ntemplate: true\n---\n{% for person in site.data.team %}\n")
        #expect(site.buildDiagnostics() == ["Content/api/team.json:4:4: error: unclosed '{% for %}': expected '{% endfor %}'"])
    }
}
