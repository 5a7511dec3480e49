import Core
import Foundation
import Theme

/// `sitegen theme`: the token table, the contrast of every text-like token, and the night levels.
enum ThemeCommand {
    static let definition = CommandDefinition(
        name: "theme",
        abstract: "Show the theme's color tokens and their WCAG contrast in light, dark and night.",
        options: [
            .source,
        ])

    static func run(_ arguments: ParsedArguments, console: any Console) throws -> Int32 {
        let source = try BuildCommand.sourceFolder(arguments, of: definition)
        let templates = (source as NSString).appendingPathComponent("Templates")
        do throws(DiagnosticList) {
            let loaded = try ThemeLoader.load(templatesDirectory: FileManager.default.fileExists(atPath: templates) ? templates : nil)
            SitegenCLI.report(loaded.warnings, console: console)
            let report = ContrastReport(palette: loaded.palette)
            console.output(report.table)
            return report.diagnostics.isEmpty ? SitegenCLI.ExitCode.success : SitegenCLI.ExitCode.failure
        } catch {
            SitegenCLI.report(error.diagnostics, console: console)
            return SitegenCLI.ExitCode.failure
        }
    }
}
