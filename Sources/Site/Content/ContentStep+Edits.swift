import Core
import Foundation

extension ContentStep {
    /// Step 3 over the pages an edit changed, when the edit changes nothing but their content: the previous
    /// routing, link context, index structure and link checks stay; only the edited pages are rendered and
    /// checked again.
    /// - Returns: nil when an edit changes more (front matter, title, headings, a DocC page's curation), so
    ///   every page must be routed and rendered again.
    /// - Parameter previousWarnings: the previous build's warnings, sorted: those of pages the edits left alone stand.
    static func run(
        _ edits: EditedPages, previous: SiteContent, previousWarnings: [Diagnostic], inputs: SiteInputs, strict: Bool,
        diagnostics: inout Diagnostics
    ) -> SiteContent? {
        // A site with an API reference renders every page again: its pages' Topics and links reach across the reference.
        // So does one with a page whose body lists the site's pages, whose titles and summaries the edits may change.
        guard let checker = previous.linkChecker, previous.apiNavigation == nil,
              !previous.cache.entries.values.contains(where: { $0.rendered.templateKey?.pages != nil }) else { return nil }
        let rendering = ContentRendering(
            resolver: checker.resolver, staticPaths: checker.staticPaths, options: .site(inputs),
            spool: previous.spool, search: SearchAnalysis(config: inputs.config, vocabularies: previous.cache.vocabularies),
            pageTemplates: PageTemplates(inputs: inputs, resolver: checker.resolver, listedPages: ListedPages(), strict: strict))
        var replacements: [Int: Page] = [:]
        var edited: [String: PageCache.Entry] = [:]
        for edit in edits.pages {
            var parsed = edit.parsed
            do throws(DiagnosticList) {
                try rendering.renderTemplate(of: &parsed, route: previous.index.pages[edit.position].route)
                // Rendered without the site's pages, which only a whole build lists.
                if parsed.template?.listsPages == true { return nil }
            } catch {
                // The build fails with these; rendering every page again would only report them twice.
                diagnostics.add(error.diagnostics)
                continue
            }
            guard let cached = previous.cache.entries[parsed.file.contentPath] else { return nil }
            let old = cached.page
            // A DocC page's curation places every page of its catalog, its root is the catalog's landing page
            // and names its URLs, and a tutorials table has a URL of its own: a change to any needs every page routed again.
            let docC = parsed.docCMetadata
            guard rendering.metadata(of: parsed) == old.metadata, parsed.docCTopics == cached.docCTopics,
                  docC?.marksRoot == old.docC?.marksRoot, docC?.documentedSymbol == old.docC?.documentedSymbol,
                  docC?.isTutorialTable == old.docC?.isTutorialTable
            else { return nil }
            let rendered = rendering.render(parsed, route: old.route, siteTitle: inputs.config.title)
            let page = rendered.page
            guard page.title == old.title, page.headingList.ids == old.headingList.ids else { return nil }
            replacements[edit.position] = page
            var newEntry = entry(
                for: rendered, bodyLineOffset: parsed.bodyLineOffset, docCTopics: parsed.docCTopics, status: parsed.file.status,
                linkKey: previous.linkKey, templateKey: rendering.templateKey(of: parsed), spool: rendering.spool)
            newEntry.brokenLinks = checker.brokenLinks(of: edit.position, links: newEntry.links.read())
            newEntry.linkCheckKey = previous.linkCheckKey
            edited[page.contentPath] = newEntry
        }
        diagnostics.addSorted(previousWarnings, replacing: Set(replacements.values.map(\.sourcePath)))
        for (position, page) in replacements {
            diagnostics.add(page.metadata.warnings)
            if let entry = edited[page.contentPath] { diagnostics.add(warnings(of: entry, at: position, checker: checker)) }
        }
        var content = previous
        content.index = previous.index.replacing(replacements)
        content.editedEntries = edited
        content.changedPages = Set(replacements.values.map(\.contentPath))
        content.keepsShape = true
        content.scan = edits.scan
        return content
    }
}
