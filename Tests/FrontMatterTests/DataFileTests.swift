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

    // Seen in swift.org's _data: `--- []`, as Ruby's YAML writes an empty list, and a value on the lines below its key.
    @Test func aYAMLDocumentOfOneValueOnItsOpeningLine() throws {
        #expect(try value("--- []\n") == .list([]))
        #expect(try value("--- {a: 1}\n").mapEntries.map(\.key) == ["a"])
        #expect(try value("[a, b]\n") == .list([.string("a"), .string("b")]))
    }

    @Test func aValueMayStartOnTheLineBelowItsKey() throws {
        let read = try value("""
            text:
              Embedded Swift is not limited to devices. It's versatile,
              it can be used for baremetal.
            quoted:
              "a: b"
            list:
              [1, 2]
            note:
              Nominated ([1](https://a.example/){:target='_blank'}).
            """)
        #expect(read.mapEntries.map(\.value) == [
            .string("Embedded Swift is not limited to devices. It's versatile, it can be used for baremetal."), .string("a: b"),
            .list([.number(1, text: "1"), .number(2, text: "2")]), .string("Nominated ([1](https://a.example/){:target='_blank'})."),
        ])
        #expect(try value("a:\n  b: c\n").mapEntries.first?.value.mapEntries.map(\.key) == ["b"])
    }

    // Found by the long fuzz run: a line of properties alone below a key (`a:` then `  !`) read that line again and
    // again until the stack ran out.
    @Test func aLineOfPropertiesAloneBelowAKeyTakesTheBlockBelowIt() throws {
        #expect(try value("a:\n  !\n").mapEntries.map(\.value) == [.null])
        #expect(try value("a:\n  &x\n  &y\n  words\nb: *x\n").mapEntries.map(\.value) == [.string("words"), .string("words")])
        #expect(throws: Diagnostic.self) { try value("a:\n" + String(repeating: "  &x\n", count: 5_000) + "  z\n") }
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
