import Foundation
import TestSupport
import Testing
@testable import CLI

@Suite struct ImportCommandTests {
    let folder = TemporaryDirectory()

    @Test func importsASiteThatThenBuildsWithoutWarnings() {
        folder.write("source/mkdocs.yml", "site_name: Docs\nnav:\n  - Start: index.md\n")
        folder.write("source/docs/index.md", "# Start\n\nSee [usage](Usage.md).\n")
        folder.write("source/docs/Usage.md", "# Usage\n")
        let destination = folder.path(to: "imported")
        let imported = sitegen("import", "mkdocs", folder.path(to: "source"), destination)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.output.hasPrefix("Imported mkdocs site into \(destination): 2 pages, 0 files; 2 of 2 old URLs kept, 1 of them with 'url'.\n"))
        let built = sitegen("build", "--source", destination, "--strict")
        #expect(built.status == 0, "\(built.error)")
        #expect(FileManager.default.fileExists(atPath: destination + "/Public/Usage/index.html"))
    }

    @Test func anUnknownGeneratorIsAUsageError() {
        let result = sitegen("import", "gatsby", "a", "b")
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("Error: Unknown generator 'gatsby': use hugo, jekyll or mkdocs\n"))
        #expect(sitegen("import", "mkdoc", "a", "b").error.hasPrefix("Error: Unknown generator 'mkdoc' (did you mean 'mkdocs'?): use hugo, jekyll or mkdocs\n"))
    }

    @Test func aMissingDestinationIsAUsageError() {
        let result = sitegen("import", "hugo", "a")
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("Error: Missing expected argument '<dest>'\n"))
    }

    @Test func aSourceWithoutTheConfigurationFails() {
        let result = sitegen("import", "hugo", "/nonexistent-site", folder.path(to: "imported"))
        #expect(result.status == 1)
        #expect(result.error == "error: /nonexistent-site has no Hugo configuration (hugo.toml, config.toml, hugo.yaml…)\n")
        #expect(!folder.exists("imported"))
    }

    @Test func helpDescribesTheCommand() {
        let result = sitegen("help", "import")
        #expect(result.status == 0)
        #expect(result.output.contains("USAGE: sitegen import <generator> <source> <dest>"))
    }
}
