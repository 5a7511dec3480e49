import Core
import Foundation
import Output
import Site

/// `sitegen build`.
enum BuildCommand {
    static let definition = CommandDefinition(
        name: "build",
        abstract: "Build the site into its output folder.",
        discussion: "Reads Content/, Templates/ and site.json, and replaces the output folder only when the whole build succeeds.",
        options: [
            .source,
            .value("output", "dir", short: "o", help: "The output folder.", default: "SOURCE/Public"),
            .value("base-url", "url", help: "The URL the site is published at, replacing site.json's baseURL."),
            .drafts,
            .symbolGraphs,
            .flag("strict", help: "Treat warnings as errors."),
            .quiet,
            .verbose,
        ])

    static func run(_ arguments: ParsedArguments, console: any Console, treeRemoval: TreeRemoval) throws -> Int32 {
        let builder = SiteBuilder(options: BuildOptions(
            sourceDirectory: try sourceFolder(arguments, of: definition),
            outputDirectory: arguments.value("output"),
            baseURL: arguments.value("base-url"),
            includeDrafts: arguments.flag("drafts"),
            symbolGraphDirectory: arguments.value("symbol-graphs"),
            strict: arguments.flag("strict"),
            warningsListedPerKind: warningsListedPerKind(arguments)))
        return build(builder, arguments: arguments, console: console, treeRemoval: treeRemoval)
    }

    /// The site folder `--source` names (else the current folder); a usage error when there is no such folder,
    /// rather than a failed build that claims to leave an output folder unchanged.
    static func sourceFolder(_ arguments: ParsedArguments, of command: CommandDefinition) throws(UsageError) -> String {
        guard let source = arguments.value("source") else { return FileManager.default.currentDirectoryPath }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError(message: "No folder at '\(source)': --source names the site folder", command: command.name)
        }
        return source
    }

    /// The command that previews what was just built, for a person at a terminal (scripts and CI logs
    /// do not need it): `serve` with the same source, or `serve --root` for an output folder of its own.
    static func previewHint(_ arguments: ParsedArguments) -> String {
        let command = arguments.value("output").map { "sitegen serve --root " + ShellWord.quoted($0) }
            ?? "sitegen serve" + (arguments.value("source").map { " --source " + ShellWord.quoted($0) } ?? "")
        return "Preview it with: \(command)\n"
    }

    /// How many warnings of a kind the build lists: unless all are shown, one more than are shown tells
    /// whether its count line replaces them.
    static func warningsListedPerKind(_ arguments: ParsedArguments) -> Int? {
        arguments.flag("verbose") ? nil : DiagnosticDigest.shownPerKind + 1
    }

    /// Builds, prints the warnings or errors and the summary as `--quiet` and `--verbose` say, and returns the exit code.
    /// - Parameter relocating: how a diagnostic names its file, when the site's files are not where the user keeps them.
    static func build(
        _ builder: SiteBuilder, arguments: ParsedArguments, console: any Console, treeRemoval: TreeRemoval,
        relocating relocated: (Diagnostic) -> Diagnostic = { $0 }
    ) -> Int32 {
        let verbose = arguments.flag("verbose")
        do throws(BuildFailure) {
            let report = try builder.build(waitingForLock: {
                console.error("Another sitegen build is writing \(builder.outputDisplayName); waiting for it to finish…\n")
            })
            SitegenCLI.report(report.warnings.map(relocated), counts: report.warningCounts, console: console, verbose: verbose)
            if !arguments.flag("quiet") {
                SitegenCLI.report(report.notes, console: console)
                console.output(report.summary + "\n" + (console.isTerminal ? previewHint(arguments) : ""))
            }
            OutputCleanupCommand.remove(report.treesToRemove, treeRemoval)
            return SitegenCLI.ExitCode.success
        } catch {
            SitegenCLI.report(error.diagnostics.map(relocated), counts: error.kindCounts, console: console, verbose: verbose)
            let errorCount = error.diagnostics.filter { $0.severity == .error }.count
            console.error("Build failed with \(errorCount) \(errorCount == 1 ? "error" : "errors"); \(builder.outputDisplayName) was not changed.\n")
            return SitegenCLI.ExitCode.failure
        }
    }
}
