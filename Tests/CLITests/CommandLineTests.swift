import Core
import Foundation
import TestSupport
import Testing
@testable import CLI

@Suite struct CommandLineTests {
    @Test func noArgumentsPrintsTheOverview() {
        let result = sitegen()
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("OVERVIEW: A static site generator"))
        #expect(result.output.contains("\nSUBCOMMANDS:\n  build  "))
        #expect(result.output.contains("See 'sitegen help <subcommand>' for detailed help."))
    }

    @Test func versionNamesTheCommitSitegenWasBuiltFrom() throws {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
        let commit = try? ExternalCommand.run(["git", "rev-parse", "HEAD"], in: checkout)
        let expected = commit.map { "sitegen 0.1.0 (\($0.prefix(7)))\n" } ?? "sitegen 0.1.0\n"
        #expect(sitegen("--version") == (0, expected, ""))
    }

    @Test func versionWithoutGitIsTheReleaseAlone() {
        #expect(BuildSource(commit: nil, remote: nil).versionText == "sitegen 0.1.0")
        #expect(BuildSource(commit: "0123456789abcdef0123456789abcdef01234567", remote: nil).versionText == "sitegen 0.1.0 (0123456)")
    }

    @Test func newSitesCloneSitegenWhereACIMachineCan() {
        #expect(BuildSource(commit: nil, remote: "https://example.org/me/sitegen.git").repository == "https://example.org/me/sitegen.git")
        #expect(BuildSource(commit: nil, remote: "git@github.com:me/sitegen.git").repository == "https://github.com/me/sitegen.git")
        #expect(BuildSource(commit: nil, remote: "/work/sitegen").repository == nil)
        #expect(BuildSource(commit: nil, remote: nil).repository == nil)
        #expect(BuildSource(commit: nil, remote: nil).ref == "0.1.0")
    }

    @Test func helpCommandAndHelpFlagsAgree() {
        let help = sitegen("help", "build")
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("OVERVIEW: Build the site into its output folder.\n"))
        #expect(help.output.contains("USAGE: sitegen build [--source <dir>] [--output <dir>] [--base-url <url>] [--drafts] [--symbol-graphs <dir>] [--strict] [--quiet] [--verbose]\n"))
        #expect(help.output.contains("  -s, --source <dir>      The site folder, or a DocC catalog (Name.docc) to\n                          build on its own. (default: the current folder)\n"))
        #expect(sitegen("build", "--help").output == help.output)
        #expect(sitegen("build", "-h").output == help.output)
    }

    @Test func everyCommandHasHelp() {
        for command in ["build", "serve", "markdown", "new", "theme", "help"] {
            let result = sitegen(command, "--help")
            #expect(result.status == 0)
            #expect(result.output.hasPrefix("OVERVIEW: "), "\(command) --help")
            #expect(result.output.contains("USAGE: sitegen \(command)"), "\(command) --help")
        }
    }

    @Test func unknownOptionIsAUsageError() {
        let result = sitegen("build", "--x")
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.error == """
            Error: Unknown option '--x'
            Usage: sitegen build [--source <dir>] [--output <dir>] [--base-url <url>] [--drafts] [--symbol-graphs <dir>] [--strict] [--quiet] [--verbose]
              See 'sitegen build --help' for more information.\n
            """)
    }

    @Test func misspeltOptionGetsASuggestion() {
        let result = sitegen("build", "--ouput", "out")
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("Error: Unknown option '--ouput' (did you mean '--output'?)\n"))
    }

    @Test func missingValueIsAUsageError() {
        let result = sitegen("build", "--source")
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("Error: Missing value for '--source <dir>'\n"))
    }

    @Test func unknownSubcommandIsAUsageError() {
        let result = sitegen("bulid")
        #expect(result.status == 64)
        #expect(result.error == "Error: Unknown subcommand 'bulid' (did you mean 'build'?)\nUsage: sitegen <subcommand>\n  See 'sitegen --help' for more information.\n")
        #expect(sitegen("biuld").error.hasPrefix("Error: Unknown subcommand 'biuld' (did you mean 'build'?)\n"))
        #expect(sitegen("deploy").error.hasPrefix("Error: Unknown subcommand 'deploy'\n"))
        #expect(sitegen("--verbose").error.hasPrefix("Error: Unknown option '--verbose'\n"))
        #expect(sitegen("--verison").error.hasPrefix("Error: Unknown option '--verison' (did you mean '--version'?)\n"))
    }

    @Test func helpForAnUnknownSubcommandIsAUsageError() {
        #expect(sitegen("help", "nope").status == 64)
    }

    @Test func newNeedsAFolder() {
        let result = sitegen("new")
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("Error: Missing expected argument '<dir>'\n"))
    }
}
