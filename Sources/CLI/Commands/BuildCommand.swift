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
            .value("output", "dir", help: "The output folder.", default: "SOURCE/Public"),
            .value("base-url", "url", help: "The URL the site is published at, replacing site.json's baseURL."),
            .drafts,
            .symbolGraphs,
            .flag("strict", help: "Treat warnings as errors."),
            .quiet,
            .verbose,
        ])

    static func run(_ arguments: ParsedArguments, console: any Console, treeRemoval: TreeRemoval) throws -> Int32 {
        let builder = SiteBuilder(options: BuildOptions(
            sourceDirectory: arguments.value("source") ?? FileManager.default.currentDirectoryPath,
            outputDirectory: arguments.value("output"),
            baseURL: arguments.value("base-url"),
            includeDrafts: arguments.flag("drafts"),
            symbolGraphDirectory: arguments.value("symbol-graphs"),
            strict: arguments.flag("strict"),
            // Unless all are shown, one more of a kind than are shown tells whether its count line replaces them.
            warningsListedPerKind: arguments.flag("verbose") ? nil : DiagnosticDigest.shownPerKind + 1))
        do throws(BuildFailure) {
            let report = try builder.build(waitingForLock: {
                console.error("Another sitegen build is writing \(builder.outputDisplayName); waiting for it to finish…\n")
            })
            SitegenCLI.report(report.warnings, counts: report.warningCounts, console: console, verbose: arguments.flag("verbose"))
            if !arguments.flag("quiet") {
                console.output(report.summary + "\n")
            }
            OutputCleanupCommand.remove(report.treesToRemove, treeRemoval)
            return SitegenCLI.ExitCode.success
        } catch {
            SitegenCLI.report(error.diagnostics, counts: error.kindCounts, console: console, verbose: arguments.flag("verbose"))
            let errorCount = error.diagnostics.filter { $0.severity == .error }.count
            console.error("Build failed with \(errorCount) \(errorCount == 1 ? "error" : "errors"); \(builder.outputDisplayName) was not changed.\n")
            return SitegenCLI.ExitCode.failure
        }
    }
}
