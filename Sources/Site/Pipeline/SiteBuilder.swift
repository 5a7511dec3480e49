import Core
import DefaultSite
import Foundation
import Output
import Templates
import Theme

/// Builds a site, in six steps over explicit values, each step's errors carrying the file and position they
/// are about: load the inputs, scan and route, parse and render the content, render the templates, write the
/// derived files, commit the output. Nothing replaces the output folder until every step has succeeded.
public final class SiteBuilder: Sendable {
    public let options: BuildOptions
    let mode: BuildMode
    /// Templates stay parsed between builds of the same builder (`serve`); a
    /// changed file is parsed again, an unchanged one never. The site may gain or
    /// lose its Templates/ folder between builds, so there is a library for each case.
    private let folderTemplates: TemplateLibrary
    private let builtInTemplates = TemplateLibrary(directory: nil, builtIns: DefaultTemplates.templates)
    /// What the last build kept for the next one (`.remembered`).
    private let memory = Locked<BuildMemory?>(nil)

    /// A builder for one site.
    public init(options: BuildOptions, mode: BuildMode = .once) {
        var options = options
        options.sourceDirectory = OutputSafety.resolved(options.sourceDirectory)
        if let output = options.outputDirectory {
            options.outputDirectory = URL(fileURLWithPath: output).standardizedFileURL.path
        }
        self.options = options
        self.mode = mode
        folderTemplates = TemplateLibrary(directory: options.sourceDirectory + "/Templates", builtIns: DefaultTemplates.templates)
    }

    /// The output folder as shown to the user: relative to the current folder when inside it.
    public var outputDisplayName: String {
        let output = options.resolvedOutputDirectory
        let current = FileManager.default.currentDirectoryPath
        let shown = OutputSafety.isInside(output, current) ? String(output.dropFirst(current.count + 1)) : output
        return shown.hasSuffix("/") ? shown : shown + "/"
    }

    /// Builds the whole site and swaps it into the output folder in one step.
    /// - Parameter waitingForLock: called when another build is writing the same output folder.
    public func build(waitingForLock: () -> Void = {}) throws(BuildFailure) -> BuildReport {
        try run(after: nil, changedPaths: nil, waitingForLock: waitingForLock)
    }

    /// Builds again after files changed, redoing only what the change can affect, and updates the output
    /// folder in place, file by file (each file is replaced atomically). Without a previous build it is `build()`.
    /// - Parameter changedPaths: the absolute paths that changed, when a watcher knows them: if they are all
    ///   files of Content/ the last build already had, Content/ is not listed again. Nil lists it.
    public func rebuild(changedPaths: [String]? = nil) throws(BuildFailure) -> BuildReport {
        // Taken rather than shared, so that a build that succeeds changes it in place; a failed build has not touched it and puts it back.
        guard let previous = memory.withLock({ memory in defer { memory = nil }; return memory }) else { return try build() }
        return try run(after: previous, changedPaths: changedPaths, waitingForLock: {})
    }

    /// The build, step by step. A rebuild runs the same steps from the previous build: after an edit of some
    /// pages, steps 2 and 3 read and render only those, and the later steps redo only what depends on them.
    private func run(after previous: consuming BuildMemory?, changedPaths: [String]?, waitingForLock: () -> Void) throws(BuildFailure) -> BuildReport {
        let start = ContinuousClock.now
        var diagnostics = Diagnostics(strict: options.strict)
        let built: BuiltSite
        do throws(BuildFailure) {
            built = try steps(after: previous, changedPaths: changedPaths, waitingForLock: waitingForLock, diagnostics: &diagnostics)
        } catch {
            if let previous { memory.withLock { $0 = previous } }
            throw error
        }
        diagnostics.add(built.committed.warnings)
        let (warnings, counts) = mode.remembers ? (diagnostics.sortedWarnings, [:])
            : options.warningsListedPerKind.map(diagnostics.listedWarnings) ?? (diagnostics.sortedWarnings, [:])
        var report = BuildReport(
            pageCount: built.outputs.pageCount, fileCount: built.outputs.files.count - built.outputs.pageCount,
            duration: .zero, warnings: warnings, outputDisplayName: outputDisplayName,
            treesToRemove: built.committed.treesToRemove, changedFiles: built.committed.changedFiles,
            renderedPageCount: built.outputs.renderedPageCount)
        report.warningCounts = counts
        report.notes = built.site.notes
        // The built site is handed over whole: the memory changes its page cache in place only while nothing else shares it.
        if mode.remembers { remember(consume built, warnings: warnings, updating: previous) }
        report.duration = ContinuousClock.now - start
        return report
    }

    /// The six steps.
    private func steps(
        after previous: BuildMemory?, changedPaths: [String]?, waitingForLock: () -> Void, diagnostics: inout Diagnostics
    ) throws(BuildFailure) -> BuiltSite {
        // 1. Load the inputs: site.json, the theme's tokens and the templates.
        let inputs = try loadInputs(diagnostics: &diagnostics)
        // 2 and 3. Scan Content/ and route every page and file; parse and render every page, index the site, check its links.
        var content = try content(inputs: inputs, previous: previous, changedPaths: changedPaths, diagnostics: &diagnostics)
        if !mode.remembers {
            content.releaseWhatOnlyRebuildsRead()
            // Its link warnings hold the link checker until they are made: made now, the checker goes.
            if let perKind = options.warningsListedPerKind { diagnostics.settleDeferred(perKind: perKind) }
        }
        let output = try BuildOutput.open(
            options: options, displayName: outputDisplayName, mode: mode, previous: previous?.outputs, waitingForLock: waitingForLock)
        defer { output.releaseLock() }
        do throws(BuildFailure) {
            // 4. Render the templates: every content page, then the pages the build makes, while the search index is made beside them.
            let templates = TemplateStep(inputs: inputs, content: content, previous: previous, mode: mode, strict: options.strict)
            var site = try templates.renderContentPages(concurrency: options.concurrency, writer: output.writer, diagnostics: &diagnostics)
            let searchIndex = DerivedFilesStep.startSearchIndex(
                of: content, inputs: inputs, previous: previous, keeping: site.keptOutputs, mode: mode, concurrency: options.concurrency,
                writer: output.writer)
            try templates.renderGeneratedPages(into: &site, concurrency: options.concurrency, writer: output.writer, diagnostics: &diagnostics)
            // 5. Write the derived files: alias redirects, stylesheets, sitemap, feed, search index, layout assets and static files.
            try DerivedFilesStep.run(
                into: &site, inputs: inputs, content: content, rendering: templates.pages, searchIndex: searchIndex, mode: mode,
                writer: output.writer, diagnostics: &diagnostics)
            // 6. Commit the output: the staging folder swapped in, or the changed files replaced in place.
            let committed = try output.commit(site.outputs, baseURL: inputs.config.baseURL, concurrency: options.concurrency)
            return BuiltSite(inputs: inputs, content: content, site: site, committed: committed)
        } catch {
            output.abandon()
            throw error
        }
    }

    /// Steps 2 and 3. After an edit of pages the previous build had, only they are read and rendered, when
    /// the edit changes nothing else; otherwise every page is, those whose file did not change from the cache.
    private func content(
        inputs: SiteInputs, previous: BuildMemory?, changedPaths: [String]?, diagnostics: inout Diagnostics
    ) throws(BuildFailure) -> SiteContent {
        var read: [ParsedPage] = []
        if let previous, let changedPaths, let edits = try RoutingStep.readEdits(changedPaths, previous: previous.content, inputs: inputs, diagnostics: &diagnostics) {
            if let content = ContentStep.run(
                edits, previous: previous.content, previousWarnings: previous.warnings, inputs: inputs, strict: options.strict,
                diagnostics: &diagnostics) {
                return content
            }
            read = edits.pages.map(\.parsed)
        }
        let knownScan = changedPaths.flatMap { previous?.content.scan.afterEditing(Set($0)) }
        let routed = try RoutingStep.run(
            inputs: inputs, options: options, mode: mode, cache: previous?.content.cache ?? PageCache(), scan: knownScan, read: read,
            diagnostics: &diagnostics)
        return try ContentStep.run(routed, inputs: inputs, options: options, mode: mode, diagnostics: &diagnostics)
    }

    /// Step 1: the output folder is checked, then site.json, the theme and the templates (changed template
    /// files parsed again) are read.
    private func loadInputs(diagnostics: inout Diagnostics) throws(BuildFailure) -> SiteInputs {
        do throws(Diagnostic) {
            try OutputSafety.check(output: options.resolvedOutputDirectory, source: options.sourceDirectory)
        } catch {
            throw BuildFailure(diagnostics: [error])
        }
        let templates = FileManager.default.fileExists(atPath: options.sourceDirectory + "/Templates") ? folderTemplates : builtInTemplates
        templates.checkForChanges()
        return try SiteInputs.load(options: options, templates: templates, diagnostics: &diagnostics)
    }

    /// Keeps what a build did, so the next `rebuild()` starts from it: the previous memory brought up to date
    /// in place, else a new one.
    private func remember(_ built: consuming BuiltSite, warnings: [Diagnostic], updating previous: consuming BuildMemory?) {
        if var memory = previous {
            let replaced = memory.update(with: built, warnings: warnings)
            self.memory.withLock { [memory] in $0 = memory }
            Self.releaseInBackground(replaced)
        } else {
            let memory = BuildMemory(built, warnings: warnings)
            self.memory.withLock { $0 = memory }
        }
    }

    /// Frees what a rebuild replaced on another thread: whole-site arrays, which an edit's rebuild need not wait for.
    private static func releaseInBackground(_ values: consuming [any Sendable]) {
        DispatchQueue.global(qos: .utility).async { [values] in withExtendedLifetime(values) {} }
    }
}

/// What the six steps made: the site's content and files, and what committing them did.
struct BuiltSite {
    var inputs: SiteInputs
    var content: SiteContent
    var site: RenderedSite
    var committed: CommittedOutput

    var outputs: SiteOutputs { site.outputs }
}
