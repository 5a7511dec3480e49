import Core
import FrontMatter
import Testing
@testable import Import

/// The old configuration's values as the site.json an import writes: JSON that reads back as them.
@Suite struct SiteJSONTests {
    /// `extra` of an mkdocs.yml, as site.json's `params` object.
    func params(_ yaml: String) throws -> JSONValue {
        let configuration = try FrontMatterParser.document(SourceText(path: "mkdocs.yml", text: "extra:\n" + yaml), format: .yaml)
        return try JSONParser.parse(SourceText(path: "site.json", text: configuration.entries[0].value.json))
    }

    @Test func aNumberJSONCanReadIsWrittenAsItWasWritten() throws {
        #expect(try params("  version: 1.10\n")["version"]?.number == 1.1)
    }

    @Test(arguments: ["+1", "007", "+1.5e2"])
    func aNumberJSONCannotReadAsWrittenIsWrittenAsItsValue(_ number: String) throws {
        #expect(try params("  n: \(number)\n")["n"]?.number == Double(number))
    }

    @Test func aNumberTooLargeForADoubleIsWrittenSoJSONReadsIt() throws {
        let params = try params("  big: 1e999\n  signed: +1e999\n")
        #expect(params["big"]?.number == .infinity)
        #expect(params["signed"]?.string == "+1e999")
    }
}
