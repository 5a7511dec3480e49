import Core
import Foundation
import Highlight
import Testing

/// One fixture per language: `Fixtures/LANGUAGE.EXT` highlighted must equal `Fixtures/LANGUAGE.html`.
/// Set SITEGEN_RECORD_SNAPSHOTS=1 to rewrite the expected files in the source tree (then review them by eye).
@Suite struct FixtureTests {
    @Test(arguments: Highlighter.languages)
    func fixtureHighlightsAsRecorded(language: String) throws {
        let input = try Self.input(for: language)
        let actual = try #require(Highlighter.highlight(input, language: language))
        if ProcessInfo.processInfo.environment["SITEGEN_RECORD_SNAPSHOTS"] == "1" {
            try actual.write(to: Self.sourceFixtures.appendingPathComponent("\(language).html"), atomically: true, encoding: .utf8)
        }
        let expectedURL = try #require(Bundle.module.url(forResource: language, withExtension: "html", subdirectory: "Fixtures"))
        #expect(actual == (try String(contentsOf: expectedURL, encoding: .utf8)))
    }

    @Test(arguments: Highlighter.languages)
    func fixtureWithoutSpansIsTheEscapedCode(language: String) throws {
        let input = try Self.input(for: language)
        let html = try #require(Highlighter.highlight(input, language: language))
        #expect(strippingSpans(html) == HTMLEscaping.text(input))
    }

    @Test(arguments: Highlighter.languages)
    func fixtureUsesOnlyThemeTokenKindsInFlatNonEmptySpans(language: String) throws {
        let html = try #require(Highlighter.highlight(try Self.input(for: language), language: language))
        let kinds: Set = ["keyword", "string", "comment", "number", "type", "function", "attribute", "punctuation", "inserted", "deleted"]
        #expect(Set(spanClasses(html)).isSubset(of: kinds))
        #expect(!html.contains("\"></span>"))
        #expect(html.matches(of: #/<span [^>]*>[^<]*<span/#).isEmpty)
    }

    /// The fixture whose name (before the extension) is the language.
    private static func input(for language: String) throws -> String {
        let directory = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let name = try #require(names.first { $0.hasPrefix("\(language).") && $0 != "\(language).html" })
        return try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    private static let sourceFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
}
