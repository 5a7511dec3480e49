import Core
import Testing
@testable import FrontMatter

/// A whole data file (`Data/team.yml`) is one value: YAML may be a list or a block of keys, TOML is a table.
@Suite struct DataFileTests {
    func value(_ text: String, _ format: FrontMatterParser.DocumentFormat = .yaml) throws(Diagnostic) -> FrontMatterValue {
        try FrontMatterParser.dataFile(SourceText(path: "Data/x.yml", text: text), format: format).value
    }

    @Test func aYAMLListAtTheTop() throws {
        guard case .list(let items) = try value("- name: Ann\n  role: lead\n- Bob\n"), items.count == 2 else {
            Issue.record("not a list of two")
            return
        }
        #expect(items[0].mapEntries.map(\.key) == ["name", "role"])
        #expect(items[0].mapEntries.map(\.value) == [.string("Ann"), .string("lead")])
        #expect(items[1] == .string("Bob"))
    }

    @Test func aYAMLBlockOfKeysMayOpenWithDashes() throws {
        #expect(try value("---\nversion: 2\n").mapEntries.map(\.key) == ["version"])
    }

    @Test func anEmptyYAMLFileIsNull() throws {
        #expect(try value("# nothing yet\n") == .null)
    }

    @Test func aTOMLTable() throws {
        #expect(try value("version = \"1.2\"\n[build]\nfast = true\n", .toml).mapEntries.map(\.key) == ["version", "build"])
    }

    @Test func aKeyWrittenTwiceIsAWarning() throws {
        let read = try FrontMatterParser.dataFile(SourceText(path: "Data/x.yml", text: "a: 1\na: 2\n"), format: .yaml)
        #expect(read.warnings.map(\.summary) == ["Data/x.yml:2:1: warning: duplicate key 'a' (first set on line 1): the last value is used"])
    }

    @Test func aListIndentedAtTheTopIsAnError() {
        #expect(throws: Diagnostic.self) { try value("  - a\n- b\n") }
        #expect(throws: Diagnostic.self) { try value("- a\n  b: 1\n- c\n") }
    }

    @Test func errorsAreLocatedInTheFile() {
        do {
            _ = try value("a: [1\n")
            Issue.record("parsed")
        } catch {
            #expect(error.summary == "Data/x.yml:1:4: error: unclosed list: expected ']'")
        }
    }
}

private extension FrontMatterValue {
    var mapEntries: [FrontMatterEntry] {
        if case .map(let entries) = self { entries } else { [] }
    }
}
