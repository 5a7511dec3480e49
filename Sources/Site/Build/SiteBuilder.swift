import Core
import Foundation
import Templates
import Theme

/// Builds a site: a sequence of named steps over explicit values, each step's
/// errors carrying the file and position they are about. Nothing is written
/// to the output folder until every step has succeeded.
public final class SiteBuilder: Sendable {
    public let options: BuildOptions
    /// Templates stay parsed between builds of the same builder (`serve`); a
    /// changed file is parsed again, an unchanged one never.
    private let templateLibrary: TemplateLibrary

    /// A builder for one site.
    public init(options: BuildOptions) {
        var options = options
        options.sourceDirectory = OutputSafety.resolved(options.sourceDirectory)
        if let output = options.outputDirectory {
            options.outputDirectory = URL(fileURLWithPath: output).standardizedFileURL.path
        }
        self.options = options
        let templatesDirectory = options.sourceDirectory + "/Templates"
        templateLibrary = TemplateLibrary(
            directory: FileManager.default.fileExists(atPath: templatesDirectory) ? templatesDirectory : nil,
            builtIns: DefaultTemplates.templates)
    }

    /// The output folder as shown to the user: relative to the current folder when inside it.
    public var outputDisplayName: String {
        let output = options.resolvedOutputDirectory
        let current = FileManager.default.currentDirectoryPath
        let shown = OutputSafety.isInside(output, current) ? String(output.dropFirst(current.count + 1)) : output
        return shown.hasSuffix("/") ? shown : shown + "/"
    }

    /// Builds the whole site and swaps it into the output folder.
    /// - Parameter waitingForLock: called when another build is writing the same output folder.
    public func build(waitingForLock: () -> Void = {}) throws(BuildFailure) -> BuildReport {
        let start = ContinuousClock.now
        var diagnostics = Diagnostics(strict: options.strict)
        do throws(Diagnostic) {
            try OutputSafety.check(output: options.resolvedOutputDirectory, source: options.sourceDirectory)
        } catch {
            throw BuildFailure(diagnostics: [error])
        }
        let inputs = try SiteInputs.load(options: options, templates: templateLibrary, diagnostics: &diagnostics)
        let content = try ContentStep.run(inputs: inputs, options: options, diagnostics: &diagnostics)
        let outputs = try RenderStep.run(inputs: inputs, content: content, diagnostics: &diagnostics)
        try diagnostics.check()
        let written = try WriteStep.run(outputs: outputs, options: options, displayName: outputDisplayName, waitingForLock: waitingForLock)
        diagnostics.add(written.warnings)
        return BuildReport(
            pageCount: outputs.pageCount,
            fileCount: outputs.files.count - outputs.pageCount,
            duration: ContinuousClock.now - start,
            warnings: diagnostics.sortedWarnings,
            outputDisplayName: outputDisplayName,
            treesToRemove: written.treesToRemove,
            changedFiles: outputs.files.map(\.path))
    }
}
