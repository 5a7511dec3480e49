import Core

extension ContentStep {
    /// The pages with their links checked, and what checked them.
    struct CheckedLinks {
        var entries: [PageCache.Entry]
        var checker: LinkChecker
        /// What every page's links were checked against.
        var key: LinkCheckKey
    }

    /// Checks the links of the pages that changed, or of every page when what links can reach changed
    /// (`LinkCheckKey`), across the cores; each entry is changed in place, as copies of every page's would cost.
    static func checkLinks(
        of entries: consuming [PageCache.Entry], changedPages: Set<String>, resolver: LinkResolver, staticPaths: Set<String>, linkKey: LinkKey,
        index: SiteIndex, inputs: SiteInputs, concurrency: Int?
    ) -> CheckedLinks {
        let headingIDs = entries.map(\.headingIDs)
        let checkKey = linkCheckKey(linkKey: linkKey, headingIDs: headingIDs, index: index)
        let checker = LinkChecker(
            resolver: resolver, index: index, headingIDs: headingIDs, staticPaths: staticPaths, generatesHome: inputs.templates.contains("list.html"))
        let stale = entries.indices.filter { entries[$0].linkCheckKey != checkKey || changedPages.contains(entries[$0].page.contentPath) }
        let links = entries.map(\.links)
        let broken = stale.concurrentMap(concurrency: concurrency) { position in checker.brokenLinks(of: position, links: links[position].read()) }
        for (position, brokenLinks) in zip(stale, broken) {
            entries[position].brokenLinks = brokenLinks
            entries[position].linkCheckKey = checkKey
        }
        return CheckedLinks(entries: entries, checker: checker, key: checkKey)
    }

    /// The warnings of every page that has any, made when the build's diagnostics are read, in source order
    /// (`Diagnostics.addLater`): the index is made of the entries' pages, so each has its position, and a page
    /// with broken links reads its links back from the spool.
    static func addWarnings(
        of entries: [PageCache.Entry], index: SiteIndex, checker: LinkChecker, concurrency: Int?, to diagnostics: inout Diagnostics
    ) {
        // By Content/ path, which orders them by source path: one scan lists every page, so all share its prefix.
        // Positions are sorted, not entries: on a site where most pages warn, the filtered entries, their sorted
        // copy and the sort's buffer were three arrays of most entries, at the content step's peak.
        let warned = entries.indices.filter { !entries[$0].brokenLinks.isEmpty || !entries[$0].syntaxWarnings.isEmpty }
            .sorted { entries[$0].page.contentPath < entries[$1].page.contentPath }
            .map { entries[$0] }
        // At most one a broken link or syntax warning.
        let count = warned.reduce(0) { $0 + $1.brokenLinks.count + $1.syntaxWarnings.count }
        diagnostics.addLater(count: count) { emit in
            // A thousand pages at a time across the cores: every page's warnings at once would be all of them.
            for start in stride(from: 0, to: warned.count, by: 1024) {
                let made = Array(warned[start..<min(start + 1024, warned.count)]).concurrentMap(concurrency: concurrency) { entry in
                    Diagnostics.sorted(warnings(of: entry, at: index.pageByContentPath[entry.page.contentPath]!, checker: checker))
                }
                for warning in made.joined() { emit(warning) }
            }
        }
    }

    /// A page's warnings found when it was rendered and checked: its link warnings as diagnostics, then its unconverted syntax.
    static func warnings(of entry: PageCache.Entry, at position: Int, checker: LinkChecker) -> [Diagnostic] {
        guard !entry.brokenLinks.isEmpty else { return entry.syntaxWarnings }
        let links = entry.links.read()
        return checker.diagnostics(forLinks: entry.brokenLinks, of: links, page: position, bodyLineOffset: entry.bodyLineOffset) + entry.syntaxWarnings
    }

    /// What any page's links are checked against: the link context, and every page's heading ids (by position) and tags.
    static func linkCheckKey(linkKey: LinkKey, headingIDs: [HeadingIDs], index: SiteIndex) -> LinkCheckKey {
        LinkCheckKey { hasher in
            hasher.combine(linkKey)
            for ids in headingIDs {
                // What the check asks of headings is which ids a page has: their hashes stand for them.
                for hash in ids.hashes { hasher.combine(hash) }
                hasher.combine(ids.hashes.count)
            }
            for tag in index.tags { hasher.combineBytes(of: tag.slug) }
        }
    }
}
