import Core
import Testing
@testable import FrontMatter

/// Where the keys and values of flow maps are when a line holds thousands of them after text of many-byte
/// characters: in YAML, TOML and JSON front matter, each located by walking on from the one before.
@Suite struct LongLineLocationsTests {
    static let count = 3_000

    /// `count` entries, `key` written as `key(n)`, each value a string of characters of two, three and four bytes.
    func entries(key: (Int) -> String, separator: String) -> String {
        (0..<Self.count).map { "\(key($0))\(separator)\"é€😀 \($0)\"" }.joined(separator: ", ")
    }

    /// The 1-based column where `needle` first starts in `line`, in Unicode scalars.
    func column(of needle: String, in line: String) throws -> Int {
        let range = try #require(line.range(of: needle))
        return line.unicodeScalars[..<range.lowerBound].count + 1
    }

    /// Checks the entries `map` holds against where their text is on line `number` of `text`.
    func expectLocated(_ map: FrontMatterValue?, key: (Int) -> String, separator: String, line number: Int, of text: String) throws {
        guard case .map(let located) = map else {
            Issue.record("not a map: \(String(describing: map))")
            return
        }
        #expect(located.count == Self.count)
        let line = String(text.split(separator: "\n", omittingEmptySubsequences: false)[number - 1])
        for entry in [0, 1, 1_234, Self.count - 1] {
            let before = entry == 0 ? "{" : ", "
            let keyColumn = try column(of: before + key(entry) + separator, in: line) + before.count
            #expect(located[entry].keyLocation == SourceLocation(path: "Content/x.md", line: number, column: keyColumn))
            #expect(located[entry].valueLocation == SourceLocation(path: "Content/x.md", line: number, column: try column(of: "\"é€😀 \(entry)\"", in: line)))
            #expect(located[entry].valueLine == line)
        }
    }

    func parse(_ text: String) throws -> FrontMatter {
        try FrontMatterParser.split(SourceText(path: "Content/x.md", text: text)).frontMatter
    }

    @Test func locatesEntriesOfAYAMLFlowMapOnOneLongLine() throws {
        let key = { (n: Int) in "k\(n)" }
        let text = "---\ntitle: \"Ünïcödé 😀\"\nmap: {\(entries(key: key, separator: ": "))}\nnext: {a: 1}\n---\n"
        let frontMatter = try parse(text)
        try expectLocated(frontMatter["map"]?.value, key: key, separator: ": ", line: 3, of: text)
        guard case .map(let next) = frontMatter["next"]?.value else { Issue.record("next is not a map"); return }
        #expect(next.first?.keyLocation == SourceLocation(path: "Content/x.md", line: 4, column: 8))
    }

    @Test func locatesEntriesOfMapsNestedInAYAMLFlowMapOnOneLongLine() throws {
        let key = { (n: Int) in "k\(n)" }
        let text = "---\nmap: {outer: {\(entries(key: key, separator: ": "))}, after: \"é\"}\n---\n"
        guard case .map(let map) = try parse(text)["map"]?.value else { Issue.record("map is not a map"); return }
        try expectLocated(map.first?.value, key: key, separator: ": ", line: 2, of: text)
        #expect(map.map(\.key) == ["outer", "after"])
        let line = String(text.split(separator: "\n")[1])
        #expect(map[1].keyLocation == SourceLocation(path: "Content/x.md", line: 2, column: try column(of: "after:", in: line)))
        #expect(map[1].valueLocation == SourceLocation(path: "Content/x.md", line: 2, column: try column(of: "\"é\"}", in: line)))
    }

    @Test func locatesEntriesOfATOMLInlineTableOnOneLongLine() throws {
        let key = { (n: Int) in "k\(n)" }
        let text = "+++\ntitle = \"Ünïcödé 😀\"\nparams = {\(entries(key: key, separator: " = "))}\n+++\n"
        try expectLocated(try parse(text)["params"]?.value, key: key, separator: " = ", line: 3, of: text)
    }

    @Test func locatesEntriesOfJSONFrontMatterOnOneLongLine() throws {
        let key = { (n: Int) in "\"k\(n)\"" }
        let text = "{\"title\": \"Ünïcödé 😀\", \"map\": {\(entries(key: key, separator: ": "))}}\n# Body\n"
        try expectLocated(try parse(text)["map"]?.value, key: key, separator: ": ", line: 1, of: text)
    }
}
