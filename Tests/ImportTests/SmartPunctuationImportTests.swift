import TestSupport
import Testing
@testable import Import

/// Jekyll's kramdown and Hugo's goldmark write typographic quotes and dashes unless the site says otherwise; the
/// import sets site.json's `markdown.smartPunctuation` as they would write them.
@Suite struct SmartPunctuationImportTests {
    func siteJSON(_ generator: SiteImport.Generator, config: (name: String, text: String)) throws -> String {
        let source = TemporaryDirectory()
        source.write(config.name, config.text)
        source.write(generator == .jekyll ? "index.md" : "content/_index.md", "---\ntitle: Home\n---\n\"Hi.\"\n")
        let destination = TemporaryDirectory()
        _ = try SiteImport.run(generator, source: source.path, destination: destination.path(to: "site"))
        return destination.read("site/site.json") ?? ""
    }

    @Test func kramdownAndGoldmarkWriteItByDefault() throws {
        #expect(try siteJSON(.jekyll, config: ("_config.yml", "title: A\n")).contains(#""smartPunctuation": true"#))
        #expect(try siteJSON(.hugo, config: ("hugo.toml", "title = 'A'\n")).contains(#""smartPunctuation": true"#))
    }

    @Test func anotherConverterOrATypographerTurnedOffDoesNot() throws {
        #expect(try !siteJSON(.jekyll, config: ("_config.yml", "title: A\nmarkdown: CommonMarkGhPages\n")).contains("smartPunctuation"))
        #expect(try !siteJSON(.hugo, config: ("hugo.toml", "[markup.goldmark.extensions]\ntypographer = false\n")).contains("smartPunctuation"))
        #expect(try !siteJSON(.hugo, config: ("hugo.toml", "[markup.goldmark.extensions.typographer]\ndisable = true\n")).contains("smartPunctuation"))
    }
}
