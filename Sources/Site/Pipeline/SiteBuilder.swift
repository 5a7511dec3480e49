import Core
import DefaultSite
import Foundation
import Output
import Templates
import Theme

/// Builds a site: a sequence of named steps over explicit values, each step's
/// errors carrying the file and position they are about. Nothing is written
/// to the output folder until every step has succeeded.
public final class SiteBuilder: Sendable {
    public let options: BuildOptions
    /// Whether builds remember what they did, so `rebuild()` can redo only what changed.
    let remembersForRebuilds: Bool
    /// Templates stay parsed between builds of the same builder (`serve`); a
    /// changed file is parsed again, an unchanged one never. The site may gain or
    /// lose its Templates/ folder between builds, so there is a library for each case.
    private let folderTemplates: TemplateLibrary
    private let builtInTemplates = TemplateLibrary(directory: nil, builtIns: DefaultTemplates.templates)
    private let memory = Locked<BuildMemory?>(nil)

    /// A builder for one site.
    /// - Parameter remembersForRebuilds: keep what each build did, for `rebuild()` (`serve`).
    public init(options: BuildOptions, remembersForRebuilds: Bool = false) {
        var options = options
        options.sourceDirectory = OutputSafety.resolved(options.sourceDirectory)
        if let output = options.outputDirectory {
            options.outputDirectory = URL(fileURLWithPath: output).standardizedFileURL.path
        }
        self.options = options
        self.remembersForRebuilds = remembersForRebuilds
        folderTemplates = TemplateLibrary(directory: options.sourceDirectory + "/Templates", builtIns: DefaultTemplates.templates)
    }

    private var templateLibrary: TemplateLibrary {
        FileManager.default.fileExists(atPath: options.sourceDirectory + "/Templates") ? folderTemplates : builtInTemplates
    }

    /// The output folder as shown to the user: relative to the current folder when inside it.
    public var outputDisplayName: String {
        let output = options.resolvedOutputDirectory
        let current = FileManager.default.currentDirectoryPath
        let shown = OutputSafety.isInside(output, current) ? String(output.dropFirst(current.count + 1)) : output
        return shown.hasSuffix("/") ? shown : shown + "/"
    }

    /// Builds the whole site and swaps it into the output folder in one step. A build that is not remembered
    /// makes no page cache, lets go of what only a next build reads as soon as it is done with it (the listing
    /// of Content/ and the link checker after the content step, the claims of output paths after the render
    /// step), and lists its warnings as they are made (`BuildOptions.warningsListedPerKind`): its link warnings
    /// right after the content step, so that the checker goes then too (`Diagnostics.settleDeferred`).
    /// - Parameter waitingForLock: called when another build is writing the same output folder.
    public func build(waitingForLock: () -> Void = {}) throws(BuildFailure) -> BuildReport {
        let start = ContinuousClock.now
        var diagnostics = Diagnostics(strict: options.strict)
        let inputs = try loadInputs(diagnostics: &diagnostics)
        var built: SiteContent?
        let (rendered, written) = try WriteStep.run(
            options: options, displayName: outputDisplayName, baseURL: inputs.config.baseURL, fingerprints: remembersForRebuilds,
            waitingForLock: waitingForLock
        ) { writer throws(BuildFailure) in
            var content = try ContentStep.run(
                inputs: inputs, options: options, cache: PageCache(), remembered: remembersForRebuilds,
                diagnostics: &diagnostics)
            if !remembersForRebuilds {
                content.releaseWhatOnlyRebuildsRead()
                // Its link warnings hold the link checker until they are made: made now, the checker goes.
                if let perKind = options.warningsListedPerKind { diagnostics.settleDeferred(perKind: perKind) }
            }
            let rendered = try RenderStep.run(
                inputs: inputs, content: content, previous: nil, remember: remembersForRebuilds, concurrency: options.concurrency,
                writer: writer, diagnostics: &diagnostics)
            try diagnostics.check()
            // A plain build's content (its routing above all) goes with this closure.
            if remembersForRebuilds { built = content }
            return rendered
        }
        diagnostics.add(written.warnings)
        guard remembersForRebuilds, let content = built, let renderKey = rendered.renderKey else {
            let (warnings, counts) = options.warningsListedPerKind.map(diagnostics.listedWarnings) ?? (diagnostics.sortedWarnings, [:])
            var report = report(
                start: start, outputs: rendered.outputs, warnings: warnings, treesToRemove: written.treesToRemove, changedFiles: rendered.outputs.files.map(\.path))
            report.warningCounts = counts
            return report
        }
        let warnings = diagnostics.sortedWarnings
        var fingerprints: [String: OutputFingerprint] = [:]
        for file in rendered.outputs.files { fingerprints[file.path] = OutputFingerprint(file.content) }
        remember(inputs: inputs, content: content, renderKey: renderKey, rendered: rendered, outputs: fingerprints, warnings: warnings)
        return report(start: start, outputs: rendered.outputs, warnings: warnings,
                      treesToRemove: written.treesToRemove, changedFiles: rendered.outputs.files.map(\.path))
    }

    /// Builds again after files changed, redoing only what the change can affect, and updates the output
    /// folder in place, file by file (each file is replaced atomically). Without a previous build it is `build()`.
    /// - Parameter changedPaths: the absolute paths that changed, when a watcher knows them: if they are all
    ///   files of Content/ the last build already had, Content/ is not listed again. Nil lists it.
    public func rebuild(changedPaths: [String]? = nil) throws(BuildFailure) -> BuildReport {
        // The memory is taken rather than shared, so that a build that succeeds changes it in place; a
        // failed build has not touched it and puts it back.
        guard var previous = memory.withLock({ memory in defer { memory = nil }; return memory }) else { return try build() }
        let start = ContinuousClock.now
        let (content, rendered, updated, templateStatuses, warnings) = try rebuildSteps(previous: previous, changedPaths: changedPaths)
        let replaced = previous.update(
            content: consume content, rendered: rendered, outputs: updated, templateStatuses: templateStatuses, warnings: warnings)
        memory.withLock { [previous] in $0 = previous }
        Self.releaseInBackground(replaced)
        return report(start: start, outputs: rendered.outputs, warnings: warnings, treesToRemove: [], changedFiles: updated.changedFiles)
    }

    /// Frees what a rebuild replaced on another thread: whole-site arrays, which an edit's rebuild need not wait for.
    private static func releaseInBackground(_ values: consuming [any Sendable]) {
        DispatchQueue.global(qos: .utility).async { [values] in withExtendedLifetime(values) {} }
    }

    private typealias Rebuilt = (
        content: SiteContent, rendered: RenderStep.Result, updated: UpdateStep.Result, templateStatuses: [String: FileStatus], warnings: [Diagnostic]
    )

    /// Steps 1 to 4 of `rebuild()`, which read the previous build's memory and change nothing of it:
    /// when one fails, the memory is put back as it was.
    private func rebuildSteps(previous: BuildMemory, changedPaths: [String]?) throws(BuildFailure) -> Rebuilt {
        do throws(BuildFailure) {
            return try rebuildSteps(after: previous, changedPaths: changedPaths)
        } catch {
            memory.withLock { $0 = previous }
            throw error
        }
    }

    private func rebuildSteps(after previous: BuildMemory, changedPaths: [String]?) throws(BuildFailure) -> Rebuilt {
        var diagnostics = Diagnostics(strict: options.strict)
        let inputs = try loadInputs(diagnostics: &diagnostics)
        let content: SiteContent
        if let changedPaths, let edited = try ContentStep.afterEditing(
            changedPaths, previous: previous.content, previousWarnings: previous.warnings, inputs: inputs, diagnostics: &diagnostics) {
            content = edited
        } else {
            let knownScan = changedPaths.flatMap { previous.content.scan.afterEditing(Set($0)) }
            content = try ContentStep.run(inputs: inputs, options: options, cache: previous.content.cache, scan: knownScan, diagnostics: &diagnostics)
        }
        let rendered = try RenderStep.run(
            inputs: inputs, content: content, previous: previous, remember: true, concurrency: options.concurrency, diagnostics: &diagnostics)
        try diagnostics.check()
        let updated = try UpdateStep.run(
            outputs: rendered.outputs, previous: previous.outputs, outputPath: options.resolvedOutputDirectory, displayName: outputDisplayName,
            baseURL: inputs.config.baseURL, concurrency: options.concurrency)
        return (content, rendered, updated, inputs.templateStatuses, diagnostics.sortedWarnings)
    }

    /// The start of every build: the output folder is checked, then site.json, the theme and the templates
    /// (changed template files parsed again) are read.
    private func loadInputs(diagnostics: inout Diagnostics) throws(BuildFailure) -> SiteInputs {
        do throws(Diagnostic) {
            try OutputSafety.check(output: options.resolvedOutputDirectory, source: options.sourceDirectory)
        } catch {
            throw BuildFailure(diagnostics: [error])
        }
        let templates = templateLibrary
        templates.checkForChanges()
        return try SiteInputs.load(options: options, templates: templates, diagnostics: &diagnostics)
    }

    /// Keeps what a build did, so the next `rebuild()` starts from it.
    private func remember(
        inputs: SiteInputs, content: SiteContent, renderKey: RenderKey, rendered: RenderStep.Result, outputs: [String: OutputFingerprint],
        warnings: [Diagnostic]
    ) {
        memory.withLock {
            $0 = BuildMemory(
                content: content, renderKey: renderKey, renders: rendered.renders, outputs: outputs,
                templateStatuses: inputs.templateStatuses, warnings: warnings, searchWords: rendered.searchWords)
        }
    }

    private func report(start: ContinuousClock.Instant, outputs: SiteOutputs, warnings: [Diagnostic], treesToRemove: [String], changedFiles: [String]) -> BuildReport {
        BuildReport(
            pageCount: outputs.pageCount,
            fileCount: outputs.files.count - outputs.pageCount,
            duration: ContinuousClock.now - start,
            warnings: warnings,
            outputDisplayName: outputDisplayName,
            treesToRemove: treesToRemove,
            changedFiles: changedFiles,
            renderedPageCount: outputs.renderedPageCount)
    }
}
