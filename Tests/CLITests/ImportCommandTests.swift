import Foundation
import Testing
@testable import CLI

@Suite struct ImportCommandTests {
    func temporaryFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-import-\(UUID().uuidString)").path
    }

    @Test func importsASiteThatThenBuildsWithoutWarnings() throws {
        let source = temporaryFolder(), destination = temporaryFolder()
        defer { for folder in [source, destination] { try? FileManager.default.removeItem(atPath: folder) } }
        try FileManager.default.createDirectory(atPath: source + "/docs", withIntermediateDirectories: true)
        try Data("site_name: Docs\nnav:\n  - Start: index.md\n".utf8).write(to: URL(fileURLWithPath: source + "/mkdocs.yml"))
        try Data("# Start\n\nSee [usage](Usage.md).\n".utf8).write(to: URL(fileURLWithPath: source + "/docs/index.md"))
        try Data("# Usage\n".utf8).write(to: URL(fileURLWithPath: source + "/docs/Usage.md"))
        let imported = sitegen("import", "mkdocs", source, destination)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.output.hasPrefix("Imported mkdocs site into \(destination): 2 pages, 0 files, 1 pages keep their old URL with 'url'.\n"))
        let built = sitegen("build", "--source", destination, "--strict")
        #expect(built.status == 0, "\(built.error)")
        #expect(FileManager.default.fileExists(atPath: destination + "/Public/Usage/index.html"))
    }

    @Test func anUnknownGeneratorIsAUsageError() {
        let result = sitegen("import", "gatsby", "a", "b")
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("Error: Unknown generator 'gatsby': use hugo, jekyll or mkdocs\n"))
    }

    @Test func aMissingDestinationIsAUsageError() {
        let result = sitegen("import", "hugo", "a")
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("Error: Missing expected argument '<dest>'\n"))
    }

    @Test func aSourceWithoutTheConfigurationFails() {
        let destination = temporaryFolder()
        let result = sitegen("import", "hugo", "/nonexistent-site", destination)
        #expect(result.status == 1)
        #expect(result.error == "error: /nonexistent-site has no Hugo configuration (hugo.toml, config.toml, hugo.yaml…)\n")
        #expect(!FileManager.default.fileExists(atPath: destination))
    }

    @Test func helpDescribesTheCommand() {
        let result = sitegen("help", "import")
        #expect(result.status == 0)
        #expect(result.output.contains("USAGE: sitegen import <generator> <source> <dest>"))
    }
}
