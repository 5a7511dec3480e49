import Core
import Foundation
import Testing
@testable import FrontMatter

/// YAML forms that Jekyll, Hugo and MkDocs pages use, read as PyYAML, Psych and Go's yaml read them.
@Suite struct RealYAMLTests {
    func parse(_ yaml: String) throws -> FrontMatter {
        try FrontMatterParser.split(SourceText(path: "Content/x.md", text: "---\n\(yaml)\n---\n")).frontMatter
    }

    @Test func aFlowListRunsOverLinesWithATrailingComma() throws {
        let frontMatter = try parse("aliases: [\n '/a/',\n '/b/', # old\n]\ntitle: T")
        #expect(frontMatter["aliases"]?.value == .list([.string("/a/"), .string("/b/")]))
        #expect(frontMatter["title"]?.value == .string("T"))
    }

    @Test func aFlowMapIsABlockOfKeys() throws {
        let value = try parse("cover: {image: a.png, alt: \"A, b\"}")["cover"]?.value
        guard case .map(let entries) = value else { Issue.record("not a map: \(String(describing: value))"); return }
        #expect(entries.map(\.key) == ["image", "alt"])
        #expect(entries.map(\.value) == [.string("a.png"), .string("A, b")])
    }

    @Test func anAliasRepeatsTheAnchoredValueAndMergeKeysFillMissingKeys() throws {
        let frontMatter = try parse("base: &b\n  x: 1\n  y: 2\nother:\n  <<: *b\n  y: 3\ncopy: *b")
        guard case .map(let other) = frontMatter["other"]?.value, case .map(let copy) = frontMatter["copy"]?.value else {
            Issue.record("not maps"); return
        }
        #expect(other.map(\.key) == ["x", "y"])
        #expect(other.map(\.value) == [.number(1, text: "1"), .number(3, text: "3")])
        #expect(copy.map(\.key) == ["x", "y"])
    }

    // Seen in Hugo's docs data (data/docs.yaml): code in a block scalar indented with a tab after the block's spaces,
    // and lists of examples written `- - a`. Both stopped the 122 KB file; it now reads as PyYAML reads it.
    @Test func aTabAfterABlockScalarsIndentationIsItsText() throws {
        let frontMatter = try parse("description: |-\n  Use it so:\n\n  \t{{ $a }}\n  done.\nnext: x")
        #expect(frontMatter["description"]?.value == .string("Use it so:\n\n\t{{ $a }}\ndone."))
        #expect(frontMatter["next"]?.value == .string("x"))
        #expect(throws: Diagnostic.self) { try parse("a: 1\n\tb: 2") }
        #expect(throws: Diagnostic.self) { try parse("a: |\n  x\n\tb: 2") }
    }

    @Test func anItemThatIsAListStartsWithTwoDashes() throws {
        let frontMatter = try parse("examples:\n- - 'in: {{ x }}'\n  - 'out: y'\n- - a\nnext: 1")
        #expect(frontMatter["examples"]?.value == .list([.list([.string("in: {{ x }}"), .string("out: y")]), .list([.string("a")])]))
        #expect(frontMatter["next"]?.value == .number(1, text: "1"))
    }

    @Test func aliasesOfAliasesStopAtTheExpansionLimit() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]"
        for level in 1...9 { yaml += "\na\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]" }
        #expect(throws: Diagnostic.self) { try parse(yaml) }
    }

    @Test func aPlainValueGoesOnOverMoreIndentedLines() throws {
        #expect(try parse("description: one\n  two\n  three\ntitle: T")["description"]?.value == .string("one two three"))
    }

    @Test func aQuotedValueGoesOnOverLines() throws {
        #expect(try parse("title: \"one\n  two\n\n  three\"")["title"]?.value == .string("one two\nthree"))
    }

    @Test func aStrTagKeepsANumberAsText() throws {
        #expect(try parse("version: !!str 1.10")["version"]?.value == .string("1.10"))
    }

    @Test func listsOfMapsAndIndentlessSequences() throws {
        let value = try parse("links:\n- name: a\n  url: /a/\n- name: b")["links"]?.value
        guard case .list(let items) = value, items.count == 2, case .map(let first) = items[0] else { Issue.record("\(String(describing: value))"); return }
        #expect(first.map(\.key) == ["name", "url"])
    }

    @Test func blockScalarsKeepOrStripTheFinalLineBreak() throws {
        let frontMatter = try parse("a: |-\n  one\n  two\nb: >+\n  one\n  two\n\nc: >\n  x\n\nd: y")
        #expect(frontMatter["a"]?.value == .string("one\ntwo"))
        #expect(frontMatter["b"]?.value == .string("one two\n\n"))
        #expect(frontMatter["c"]?.value == .string("x\n"))
    }
}
