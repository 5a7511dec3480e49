import Core
import Foundation

extension ContentStep {
    /// Step 2 after edits of pages the previous build had, when the edits change nothing but those pages'
    /// content — the common case while writing. The previous routing, link context, index structure and
    /// link checks stay; only the edited pages are read, rendered and checked again.
    /// - Returns: nil when an edit changes more (front matter, title, headings, a file added or removed,
    ///   site.json or Templates/), so the full step must run.
    static func afterEditing(
        _ editedPaths: [String], previous: SiteContent, inputs: SiteInputs, diagnostics: inout Diagnostics
    ) throws(BuildFailure) -> SiteContent? {
        guard inputs.fingerprint == previous.inputsFingerprint, !editedPaths.isEmpty,
              let scan = previous.scan.afterEditing(Set(editedPaths))
        else { return nil }
        let rendering = ContentRendering(
            resolver: previous.resolver, staticPaths: previous.staticPaths, allowsUnsafeHTML: inputs.config.allowsUnsafeMarkdown)
        let contentFolder = inputs.contentDirectory + "/"
        var replacements: [Int: Page] = [:]
        var cache = previous.cache
        var searchPages = previous.searchPages
        for path in editedPaths {
            guard path.hasPrefix(contentFolder) else { return nil }
            let contentPath = String(path.dropFirst(contentFolder.count))
            guard Route.isPage(contentPath: contentPath), let position = previous.index.pageByContentPath[contentPath],
                  let entry = previous.cache.entries[contentPath], let status = FileStatus.of(path)
            else { return nil }
            let parsed: ParsedPage
            do throws(DiagnosticList) {
                parsed = try ParsedPage.read(ContentFile(contentPath: contentPath, absolutePath: path, status: status), sourcePath: "Content/" + contentPath)
            } catch {
                diagnostics.add(error.diagnostics)
                try diagnostics.check()
                return nil
            }
            let old = entry.page
            // A DocC page's curation places every page of its catalog: a change to it needs the full step.
            guard rendering.metadata(of: parsed) == old.metadata, parsed.docCTopics == entry.docCTopics else { return nil }
            let (page, search) = rendering.render(parsed, route: old.route, siteTitle: inputs.config.title)
            guard page.title == old.title, page.headings.map(\.id) == old.headings.map(\.id) else { return nil }
            replacements[position] = page
            searchPages[position] = search
            var newEntry = PageCache.Entry(
                status: status, bodyLineOffset: parsed.bodyLineOffset, links: parsed.document.links,
                linkKey: previous.linkKey, page: page, search: search)
            newEntry.docCTopics = parsed.docCTopics
            cache.entries[contentPath] = newEntry
        }
        let index = previous.index.replacing(replacements)
        let checker = LinkChecker(
            resolver: previous.resolver, index: index, staticPaths: previous.staticPaths, generatesHome: inputs.templates.contains("list.html"))
        for (position, page) in replacements {
            guard var entry = cache.entries[page.contentPath] else { continue }
            entry.linkWarnings = checker.check(page: position, links: entry.links, bodyLineOffset: entry.bodyLineOffset)
                + UnconvertedSyntax.warnings(in: entry.page)
            entry.linkCheckKey = previous.linkCheckKey
            cache.entries[page.contentPath] = entry
        }
        diagnostics.add(scan.warnings)
        for page in index.pages {
            diagnostics.add(page.metadata.warnings)
            diagnostics.add(cache.entries[page.contentPath]?.linkWarnings ?? [])
        }
        var content = previous
        content.index = index
        content.cache = cache
        content.changedPages = Set(replacements.values.map(\.contentPath))
        content.searchPages = searchPages
        content.scan = scan
        return content
    }
}
