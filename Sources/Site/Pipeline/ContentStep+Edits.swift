import Core
import Foundation

extension ContentStep {
    /// Step 2 after edits of pages the previous build had, when the edits change nothing but those pages'
    /// content — the common case while writing. The previous routing, link context, index structure and
    /// link checks stay; only the edited pages are read, rendered and checked again.
    /// - Returns: nil when an edit changes more (front matter, title, headings, a file added or removed,
    ///   site.json or Templates/), so the full step must run.
    /// - Parameter previousWarnings: the previous build's warnings, sorted: those of pages the edits left alone stand.
    static func afterEditing(
        _ editedPaths: [String], previous: SiteContent, previousWarnings: [Diagnostic], inputs: SiteInputs, diagnostics: inout Diagnostics
    ) throws(BuildFailure) -> SiteContent? {
        guard inputs.fingerprint == previous.inputsFingerprint, !editedPaths.isEmpty, let checker = previous.linkChecker,
              let scan = previous.scan.afterEditing(Set(editedPaths))
        else { return nil }
        let rendering = ContentRendering(
            resolver: checker.resolver, staticPaths: checker.staticPaths, allowsUnsafeHTML: inputs.config.allowsUnsafeMarkdown,
            spool: previous.spool, vocabulary: inputs.config.buildsSearchIndex ? previous.cache.vocabulary : nil)
        let contentFolder = inputs.contentDirectory + "/"
        var replacements: [Int: Page] = [:]
        var edited: [String: PageCache.Entry] = [:]
        for path in editedPaths {
            guard path.hasPrefix(contentFolder) else { return nil }
            let contentPath = String(path.dropFirst(contentFolder.count))
            guard Route.isPage(contentPath: contentPath), let position = previous.index.pageByContentPath[contentPath],
                  let entry = previous.cache.entries[contentPath], let status = FileStatus.of(path)
            else { return nil }
            let parsed: ParsedPage
            do throws(DiagnosticList) {
                let file = ContentFile(
                    contentPath: contentPath, folder: ContentFolder(path: contentFolder, displayPrefix: inputs.sourcePrefix), status: status)
                parsed = try ParsedPage.read(file, sourcePath: file.sourcePath)
            } catch {
                diagnostics.add(error.diagnostics)
                try diagnostics.check()
                return nil
            }
            let old = entry.page
            // A DocC page's curation places every page of its catalog, and its root is the catalog's
            // landing page: a change to either needs the full step.
            guard rendering.metadata(of: parsed) == old.metadata, parsed.docCTopics == entry.docCTopics,
                  parsed.docCMetadata?.marksRoot == old.docC?.marksRoot
            else { return nil }
            let rendered = rendering.render(parsed, route: old.route, siteTitle: inputs.config.title)
            let page = rendered.page
            guard page.title == old.title, page.headingList.ids == old.headingList.ids else { return nil }
            replacements[position] = page
            let newEntry = Self.entry(for: rendered, parsed: parsed, status: status, linkKey: previous.linkKey, spool: rendering.spool)
            edited[contentPath] = newEntry
        }
        let index = previous.index.replacing(replacements)
        for (position, page) in replacements {
            guard var entry = edited[page.contentPath] else { continue }
            entry.brokenLinks = checker.brokenLinks(of: position, links: entry.links.read())
            entry.linkCheckKey = previous.linkCheckKey
            edited[page.contentPath] = entry
        }
        let editedSources = Set(replacements.values.map(\.sourcePath))
        diagnostics.addSorted(previousWarnings, replacing: editedSources)
        for (position, page) in replacements {
            diagnostics.add(page.metadata.warnings)
            if let entry = edited[page.contentPath] { diagnostics.add(warnings(of: entry, at: position, checker: checker)) }
        }
        var content = previous
        content.index = index
        content.editedEntries = edited
        content.changedPages = Set(replacements.values.map(\.contentPath))
        content.keepsShape = true
        content.scan = scan
        return content
    }
}
