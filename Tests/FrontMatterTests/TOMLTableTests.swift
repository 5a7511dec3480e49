import Core
import Testing
@testable import FrontMatter

/// Where TOML front matter's `[table]` and `[[list]]` headers and dotted keys put the keys after them.
@Suite struct TOMLTableTests {
    /// The front matter between `+++` lines, written `{key: value, …}` and `[item, …]`.
    func read(_ toml: String) throws -> String {
        try shape(.map(FrontMatterParser.split(SourceText(path: "Content/x.md", text: "+++\n" + toml + "+++\n")).frontMatter.entries))
    }

    func shape(_ value: FrontMatterValue) -> String {
        switch value {
        case .map(let entries): "{" + entries.map { "\($0.key): " + shape($0.value) }.joined(separator: ", ") + "}"
        case .list(let items): "[" + items.map(shape).joined(separator: ", ") + "]"
        default: value.scalarText ?? "null"
        }
    }

    @Test func aKeyWrittenTwiceKeepsItsFirstPlaceAndItsLastValue() throws {
        #expect(try read("a = 1\nb = 2\na = 3\n") == "{a: 3, b: 2}")
    }

    @Test func aTableWrittenUnderTwoHeadersIsOneTable() throws {
        #expect(try read("[t]\nx = 1\n[u]\n[t]\ny = 2\n") == "{t: {x: 1, y: 2}, u: {}}")
    }

    @Test func eachListHeaderStartsATableThatTakesTheKeysAfterIt() throws {
        #expect(try read("[[a]]\nx = 1\n[[a]]\nx = 2\ny = 3\n") == "{a: [{x: 1}, {x: 2, y: 3}]}")
    }

    @Test func headersAndDottedKeysReachIntoTheLastTableOfAList() throws {
        #expect(try read("[[a]]\n[a.b]\nc = 1\n[[a]]\n[a.b]\nc = 2\nd.e = 3\n") == "{a: [{b: {c: 1}}, {b: {c: 2, d: {e: 3}}}]}")
        #expect(try read("[[a]]\n[[a.b]]\nc = 1\n[[a.b]]\nc = 2\n[[a]]\n[[a.b]]\nc = 3\n") == "{a: [{b: [{c: 1}, {c: 2}]}, {b: [{c: 3}]}]}")
    }

    @Test func dottedKeysAddToInlineTablesAndTheLastTableOfAnArray() throws {
        #expect(try read("x = {y = 1}\nx.z.w = 2\n") == "{x: {y: 1, z: {w: 2}}}")
        #expect(try read("a = [{b = 1}]\na.c = 2\n[[a]]\nd = 3\n") == "{a: [{b: 1, c: 2}, {d: 3}]}")
    }

    @Test func aListHeaderAddsATableToAnArrayButNotToATable() throws {
        #expect(try read("a = [1, 2]\n[[a]]\nx = 1\n") == "{a: [1, 2, {x: 1}]}")
        #expect(try read("[a]\nb = 1\n[[a]]\nc = 2\n") == "{a: {b: 1, c: 2}}")
    }

    @Test func aDottedKeyReplacesAPlainValueWithATable() throws {
        #expect(try read("a = 1\na.b = 2\n") == "{a: {b: 2}}")
        #expect(try read("a.b = 1\na = 2\na.c = 3\n") == "{a: {c: 3}}")
    }

    @Test func keysUnderAnArrayWhoseLastItemIsNoTableAreLeftOut() throws {
        #expect(try read("a = [1, 2]\n[a]\nx = 1\n") == "{a: [1, 2]}")
    }

    @Test func aTableOfManyKeysKeepsThemAllInOrderAndLocated() throws {
        let keys = (0..<10_000).map { "k\($0) = \($0)\n" }.joined()
        let text = "+++\n[t]\n" + keys + "[[l]]\n" + keys + "+++\n"
        let frontMatter = try FrontMatterParser.split(SourceText(path: "Content/x.md", text: text)).frontMatter
        guard case .map(let table) = frontMatter["t"]?.value, case .list(let list) = frontMatter["l"]?.value,
              case .map(let listed) = list.first else {
            Issue.record("t is not a table or l not a list of one")
            return
        }
        #expect(table.map(\.key) == (0..<10_000).map { "k\($0)" })
        #expect(listed.map(\.key) == table.map(\.key))
        #expect(table[9_999].value.scalarText == "9999")
        #expect(listed[9_999].keyLocation == SourceLocation(path: "Content/x.md", line: 20_003, column: 1))
    }
}
