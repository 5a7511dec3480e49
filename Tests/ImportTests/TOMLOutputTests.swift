import Core
import FrontMatter
import Testing
@testable import Import

/// Configuration written back as TOML, as Hugo's documentation shows its defaults.
@Suite struct TOMLOutputTests {
    func value(_ yaml: String) throws -> FrontMatterValue {
        try FrontMatterParser.dataFile(SourceText(path: "x.yml", text: yaml), format: .yaml).value
    }

    @Test func aSectionIsATableUnderItsPath() throws {
        #expect(TOMLOutput.document(try value("disable: false\nsimple: true"), at: ["privacy", "x"]) == "[privacy.x]\ndisable = false\nsimple = true")
    }

    @Test func innerTablesFollowTheKeysAndListsOfTablesRepeatTheirHeader() throws {
        let config = try value("name: a\nlimits:\n  max: 3\ntargets:\n- name: s3\n  url: 's3://b'\n- name: gcs\ntags: [x, 'y z']")
        #expect(TOMLOutput.document(config, at: ["deployment"]) == """
            [deployment]
            name = "a"
            tags = ["x", "y z"]

            [deployment.limits]
            max = 3

            [[deployment.targets]]
            name = "s3"
            url = "s3://b"

            [[deployment.targets]]
            name = "gcs"
            """)
    }

    @Test func aScalarIsAKeyOfItsTableAndOddKeysAreQuoted() throws {
        #expect(TOMLOutput.document(.string("v"), at: ["a", "b"]) == "[a]\nb = \"v\"")
        #expect(TOMLOutput.document(try value("'text/html': {suffixes: [html]}"), at: []) == "[\"text/html\"]\nsuffixes = [\"html\"]")
    }
}
