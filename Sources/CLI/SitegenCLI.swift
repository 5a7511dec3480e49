import Core
import Foundation
import Output
import Site

/// The `sitegen` command line. `main.swift` only calls `run`; everything the
/// commands need comes in through the arguments and the console, so tests
/// drive the CLI exactly as a user does.
public enum SitegenCLI {
    static let overview = "A static site generator for Swift developers: Markdown in, a fast, accessible site with light, dark and night themes out."

    /// Exit codes, as swift-argument-parser tools use them.
    enum ExitCode {
        static let success: Int32 = 0
        static let failure: Int32 = 1
        static let usage: Int32 = 64
    }

    static let commands: [Subcommand] = [
        Subcommand(definition: BuildCommand.definition, run: BuildCommand.run),
        Subcommand(definition: ServeCommand.definition, run: ServeCommand.run),
        Subcommand(definition: DocsCommand.definition, run: DocsCommand.run),
        Subcommand(definition: MarkdownCommand.definition, run: { arguments, console, _ in try MarkdownCommand.run(arguments, console: console) }),
        Subcommand(definition: NewCommand.definition, run: { arguments, console, _ in try NewCommand.run(arguments, console: console) }),
        Subcommand(definition: ImportCommand.definition, run: { arguments, console, _ in try ImportCommand.run(arguments, console: console) }),
        Subcommand(definition: ThemeCommand.definition, run: { arguments, console, _ in try ThemeCommand.run(arguments, console: console) }),
        Subcommand(definition: HelpCommand.definition, run: { arguments, console, _ in try HelpCommand.run(arguments, console: console) }),
    ]

    static let rootOptions: [CommandDefinition.Option] = [
        .flag("version", help: "Show the version."),
        .help,
    ]

    /// What the `sitegen` executable runs: a command line (without the program name), writing to the
    /// process's standard output and error, deleting old output in the background. The exit code.
    public static func main(_ arguments: [String]) -> Int32 {
        MallocTuning.apply()
        return run(arguments, treeRemoval: .fromThisExecutable)
    }

    /// Runs a command line (without the program name) and returns the exit code. `treeRemoval` says
    /// how build and serve delete the previous output.
    static func run(_ arguments: [String], console: any Console = StandardConsole(), treeRemoval: TreeRemoval = .inThisProcess) -> Int32 {
        guard let first = arguments.first else {
            console.output(HelpPrinter.rootHelp(commands: commands.map(\.definition), rootOptions: rootOptions))
            return ExitCode.success
        }
        switch first {
        case "--version":
            console.output(BuildSource.current.versionText + "\n")
            return ExitCode.success
        case "-h", "--help":
            console.output(HelpPrinter.rootHelp(commands: commands.map(\.definition), rootOptions: rootOptions))
            return ExitCode.success
        case OutputCleanupCommand.name:
            return OutputCleanupCommand.run(Array(arguments.dropFirst()))
        default:
            break
        }
        guard let command = commands.first(where: { $0.definition.name == first }) else {
            let error = first.hasPrefix("-")
                ? UsageError(message: "Unknown option '\(first)'" + UsageError.hint(for: first, among: ["--version", "--help"]), command: nil)
                : UsageError.unknownSubcommand(first, usageOf: nil)
            return reportUsage(error, console: console)
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("-h") || rest.contains("--help") {
            console.output(HelpPrinter.help(for: command.definition))
            return ExitCode.success
        }
        let parsed: ParsedArguments
        do throws(UsageError) {
            parsed = try ArgumentParser.parse(rest, for: command.definition)
        } catch {
            return reportUsage(error, console: console)
        }
        do {
            return try command.run(parsed, console, treeRemoval)
        } catch let error as UsageError {
            return reportUsage(error, console: console)
        } catch {
            console.error("error: \(error)\n")
            return ExitCode.failure
        }
    }

    static func reportUsage(_ error: UsageError, console: any Console) -> Int32 {
        let command = error.command.flatMap { name in commands.first { $0.definition.name == name }?.definition }
        console.error("Error: \(error.message)\n" + HelpPrinter.usageReminder(for: command))
        return ExitCode.usage
    }

    /// Prints diagnostics to standard error, errors and warnings alike; unless `verbose`, only the
    /// first few of each kind and a count of the rest.
    /// - Parameter counts: how many there are of each kind, when `diagnostics` lists only the first few of each.
    static func report(_ diagnostics: [Diagnostic], counts: [DiagnosticKind: Int] = [:], console: any Console, verbose: Bool = false) {
        guard !diagnostics.isEmpty else { return }
        console.error(DiagnosticDigest.text(of: diagnostics, counts: counts, verbose: verbose))
    }
}

/// One subcommand of `sitegen`: what it accepts and what it does.
struct Subcommand: Sendable {
    var definition: CommandDefinition
    /// Runs the command; throws `UsageError` for command lines that cannot run.
    var run: @Sendable (_ arguments: ParsedArguments, _ console: any Console, _ treeRemoval: TreeRemoval) throws -> Int32
}
