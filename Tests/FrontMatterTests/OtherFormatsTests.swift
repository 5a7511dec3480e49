import Core
import Foundation
import Testing
@testable import FrontMatter

/// TOML between `+++` lines and a leading JSON object, as Hugo reads them, and front matter that
/// does not start on the first line.
@Suite struct OtherFormatsTests {
    func split(_ text: String) throws -> FrontMatterParser.Split {
        try FrontMatterParser.split(SourceText(path: "Content/x.md", text: text))
    }

    @Test func tomlKeysArraysTablesAndDates() throws {
        let result = try split("+++\ntitle = \"Hello\"\ndraft = false\nweight = 10\ndate = 2024-01-01T00:30:00+09:00\ntags = [\n  \"a\",\n  'b',\n]\n[params]\nx = { y = 1 }\n+++\nBody")
        let frontMatter = result.frontMatter
        #expect(frontMatter.entries.map(\.key) == ["title", "draft", "weight", "date", "tags", "params"])
        #expect(frontMatter["title"]?.value == .string("Hello"))
        #expect(frontMatter["draft"]?.value == .bool(false))
        #expect(frontMatter["weight"]?.value == .number(10, text: "10"))
        #expect(frontMatter["tags"]?.value == .list([.string("a"), .string("b")]))
        guard case .map(let params) = frontMatter["params"]?.value, case .map(let x) = params.first?.value else { Issue.record("no params"); return }
        #expect(x.first?.key == "y")
        #expect(String(decoding: Array("+++\ntitle = \"Hello\"\ndraft = false\nweight = 10\ndate = 2024-01-01T00:30:00+09:00\ntags = [\n  \"a\",\n  'b',\n]\n[params]\nx = { y = 1 }\n+++\nBody".utf8)[result.bodyOffset...], as: UTF8.self) == "Body")
    }

    @Test func tomlArraysOfTables() throws {
        let frontMatter = try split("+++\n[[menu]]\nname = \"a\"\n[[menu]]\nname = \"b\"\n+++\n").frontMatter
        guard case .list(let items) = frontMatter["menu"]?.value else { Issue.record("no list"); return }
        #expect(items.count == 2)
    }

    @Test func aLeadingJSONObject() throws {
        let result = try split("{\n  \"title\": \"Hi\",\n  \"tags\": [\"a\", \"b\"],\n  \"draft\": true\n}\n# Body\n")
        #expect(result.frontMatter["title"]?.value == .string("Hi"))
        #expect(result.frontMatter["draft"]?.value == .bool(true))
        #expect(result.bodyLineOffset == 5)
    }

    @Test func liquidOrShortcodesAtTheStartAreNotJSON() throws {
        #expect(try split("{% include x %}\n").frontMatter.entries.isEmpty)
        #expect(try split("{{< note >}}\n").frontMatter.entries.isEmpty)
    }

    @Test func frontMatterAfterBlankLinesIsReadWithAWarning() throws {
        let result = try split("\n---\ntitle: A\n---\nBody")
        #expect(result.frontMatter["title"]?.value == .string("A"))
        #expect(result.warnings.map(\.summary) == ["Content/x.md:2:1: warning: front matter must start on the first line of the file: remove the blank lines above it"])
    }
}

/// Whole configuration files read with the front matter parser.
@Suite struct ConfigDocumentTests {
    @Test func readsAYAMLFileThatOpensWithADocumentMarker() throws {
        let document = try FrontMatterParser.document(SourceText(path: "_config.yml", text: "---\ntitle: Blog\n"), format: .yaml)
        #expect(document["title"]?.value == .string("Blog"))
    }

    @Test func readsATOMLFile() throws {
        let document = try FrontMatterParser.document(SourceText(path: "hugo.toml", text: "title = \"Site\"\n[params]\nauthor = \"Ann\"\n"), format: .toml)
        #expect(document["params"]?.value.formDescription == "a block of keys")
    }

    @Test func aQuotedKeyStartsABlockInAListItem() throws {
        let document = try FrontMatterParser.document(SourceText(path: "mkdocs.yml", text: "nav:\n  - 'User Guide': guide.md\n"), format: .yaml)
        guard case .list(let items)? = document["nav"]?.value, case .map(let entries)? = items.first else { Issue.record("not a list of maps"); return }
        #expect(entries.map(\.key) == ["User Guide"])
    }
}
