import Foundation
import TestSupport
import Testing
@testable import CLI

/// The documentation's command lines are real: the help texts in Content/docs/cli.md are what the
/// commands print, and every `$ sitegen …` line in the docs parses. `SITEGEN_RECORD_SNAPSHOTS=1`
/// rewrites the help texts in cli.md.
@Suite struct DocumentationTests {
    static let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Content")

    /// The help text a block of cli.md shows, chosen by its USAGE line.
    static func help(matching block: String) -> String? {
        if block.contains("USAGE: sitegen <subcommand>") {
            return HelpPrinter.rootHelp(commands: SitegenCLI.commands.map(\.definition), rootOptions: SitegenCLI.rootOptions)
        }
        return SitegenCLI.commands.first { block.contains("USAGE: sitegen \($0.definition.name) ") || block.contains("USAGE: sitegen \($0.definition.name)\n") }
            .map { HelpPrinter.help(for: $0.definition) }
    }

    @Test func cliReferenceShowsTheCurrentHelpOfEveryCommand() throws {
        let url = Self.content.appendingPathComponent("docs/cli.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        var parts = text.components(separatedBy: "```text\n")
        var shown: Set<String> = []
        for index in parts.indices.dropFirst() {
            guard let end = parts[index].range(of: "```\n") else { continue }
            let block = String(parts[index][..<end.lowerBound])
            guard block.hasPrefix("OVERVIEW:"), let help = Self.help(matching: block) else { continue }
            shown.insert(help.components(separatedBy: "USAGE: ")[1].components(separatedBy: "\n")[0])
            if ProcessInfo.processInfo.environment["SITEGEN_RECORD_SNAPSHOTS"] == "1" {
                parts[index] = help + parts[index][end.lowerBound...]
            } else {
                #expect(block == help, "cli.md is out of date: run SITEGEN_RECORD_SNAPSHOTS=1 swift test --filter DocumentationTests")
            }
        }
        if ProcessInfo.processInfo.environment["SITEGEN_RECORD_SNAPSHOTS"] == "1" {
            try Data(parts.joined(separator: "```text\n").utf8).write(to: url)
        }
        #expect(shown.count == SitegenCLI.commands.count + 1, "cli.md must show the help of sitegen and of every command")
    }

    @Test func everyCommandLineInTheDocsParses() throws {
        var checked = 0
        let enumerator = FileManager.default.enumerator(atPath: Self.content.path)
        while let file = enumerator?.nextObject() as? String {
            guard file.hasSuffix(".md") else { continue }
            let text = try String(contentsOf: Self.content.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                guard let command = Self.sitegenArguments(String(line)) else { continue }
                checked += 1
                guard let name = command.first, let subcommand = SitegenCLI.commands.first(where: { $0.definition.name == name }) else {
                    Issue.record("\(file): '\(line)' names no sitegen command")
                    continue
                }
                do {
                    _ = try ArgumentParser.parse(Array(command.dropFirst()), for: subcommand.definition)
                } catch {
                    Issue.record("\(file): '\(line)': \(error.message)")
                }
            }
        }
        #expect(checked > 10)
    }

    @Test func gettingStartedShowsWhatBuildingANewSitePrints() throws {
        let text = try String(contentsOf: Self.content.appendingPathComponent("docs/getting-started.md"), encoding: .utf8)
        let quoted = try #require(text.split(separator: "\n").first { $0.hasPrefix("Built ") })
        let parent = TemporaryDirectory()
        #expect(sitegen("new", parent.path(to: "my-site")).status == 0)
        let built = sitegen("build", "--source", parent.path(to: "my-site")).output
        // The counts must match; the time and the folder shown differ from run to run.
        #expect(built.components(separatedBy: " in ")[0] == quoted.components(separatedBy: " in ")[0])
    }

    /// The README is where a new user starts: its install block builds the product this package declares and puts
    /// it on PATH, the version line it shows has the shape `--version` prints, and its other commands parse.
    @Test func theReadmesInstallAndFirstCommandsAreReal() throws {
        let readme = try String(contentsOf: Self.content.deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n").map(String.init)
        #expect(lines.contains("$ swift build -c release --product sitegen"))
        #expect(lines.contains("$ sudo install .build/release/sitegen /usr/local/bin/"))
        let version = try #require(lines.firstIndex(of: "$ sitegen --version"))
        let shown = lines[version + 1]
        #expect(shown.hasPrefix("sitegen 0.1.0 (") && shown.hasSuffix(")") && shown.count == "sitegen 0.1.0 (1234567)".count)
        #expect(BuildSource(commit: "0123456789abcdef0123456789abcdef01234567").versionText.count == shown.count)
        for setUp in ["$ swift run sitegen build", "$ swift test"] { #expect(lines.contains(setUp)) }
        let commands = lines.compactMap(Self.sitegenArguments).filter { $0 != ["--version"] }
        #expect(commands == [["new", "my-site"], ["build", "--source", "my-site"], ["serve", "--source", "my-site"], ["build"]])
        for command in commands {
            let subcommand = try #require(SitegenCLI.commands.first { $0.definition.name == command[0] })
            #expect(throws: Never.self) { try ArgumentParser.parse(Array(command.dropFirst()), for: subcommand.definition) }
        }
    }

    /// `$ sitegen build --source x` or `$ swift run sitegen …` → the arguments after `sitegen`; pipes end the command.
    static func sitegenArguments(_ line: String) -> [String]? {
        var words = line.split(separator: " ").map(String.init)
        guard words.first == "$" else { return nil }
        if let pipe = words.firstIndex(of: "|") {
            guard words[pipe + 1] == "sitegen" else { return nil }
            words = ["$"] + words[(pipe + 1)...]
        }
        let start = words.starts(with: ["$", "swift", "run", "sitegen"]) ? 4 : words.starts(with: ["$", "sitegen"]) ? 2 : nil
        guard let start else { return nil }
        return Array(words[start...])
    }
}
