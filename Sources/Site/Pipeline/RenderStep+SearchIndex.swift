import Core

/// The search index's files: the word chunks and the manifest, and the pages'
/// fragments in their bundles (`SearchFragmentBundles`).
extension RenderStep {
    /// What the search index adds to the build's outputs, and what the next build starts from.
    struct SearchIndexFiles {
        var files: [SiteOutputs.File]
        var unlisted: [SiteOutputs.Unlisted] = []
        /// How many fragment files the output folder has after this build.
        var fragmentCount: Int
        /// The first page of each fragment bundle.
        var bundles: [Int]
        /// The word chunks, for a build that is remembered or has a previous one.
        var words: SearchWordChunks?
    }

    /// The fragment bundles' files, listed and kept unlisted, how many the output folder has, and each one's first page.
    private typealias Fragments = (files: [SiteOutputs.File], unlisted: [SiteOutputs.Unlisted], count: Int, bundles: [Int])

    /// The search index's files (see `SearchIndexBuilder`), and its word chunks for the next build when it is
    /// remembered; a file Content/ has at one of their paths wins. Each is kept from `previous` (the previous
    /// build's outputs, when its render key is this build's) unless the pages it holds changed.
    static func searchIndex(
        of content: SiteContent, previous: BuildMemory?, keeping previousOutputs: [String: OutputFingerprint]?, remember: Bool,
        routing: inout Routing, concurrency: Int?, writer: PageWriter?, diagnostics: inout Diagnostics
    ) -> SearchIndexFiles {
        let fragments = if content.keepsShape, let previous, let previousOutputs {
            editedFragments(of: content, previous: previous, keeping: previousOutputs, routing: &routing)
        } else {
            searchFragments(
                of: content, previous: previous, keeping: previousOutputs, routing: &routing, concurrency: concurrency, writer: writer,
                diagnostics: &diagnostics)
        }
        var search = SearchIndexFiles(
            files: fragments.files, unlisted: fragments.unlisted, fragmentCount: fragments.count, bundles: fragments.bundles)
        func add(_ path: String, _ bytes: [UInt8]?) {
            guard claim(path, routing: &routing) else { return }
            guard let bytes else { return search.files.append(SiteOutputs.File(path: path, content: .unchanged)) }
            do throws(DiagnosticList) {
                search.files.append(SiteOutputs.File(path: path, content: try output(bytes, at: path, writer: writer)))
            } catch {
                diagnostics.add(error.diagnostics)
            }
        }
        let pageCount = content.index.pages.count
        let postings = { content.searchPage(at: $0).postings }
        guard remember || previous != nil else {
            SearchWordChunks.files(pageCount: pageCount, postings: postings, vocabulary: content.cache.vocabulary, bundles: search.bundles, add)
            return search
        }
        var words = updatedWords(of: content, previous: previous)
            ?? SearchWordChunks(pageCount: pageCount, postings: postings, vocabulary: content.cache.vocabulary)
        words.files(bundles: search.bundles, written: { previousOutputs?[$0] != nil }, add)
        search.words = words
        return search
    }

    /// The fragments of an edit that keeps the site's shape: the bundles of the edited pages' groups are
    /// laid out again, and those that hold an edited page or other pages than before are listed; the
    /// others are kept unlisted. Every other claim is the previous build's, so it wrote the same bundles;
    /// looking each of thousands up would cost the edit more than the rest of the index.
    private static func editedFragments(
        of content: SiteContent, previous: BuildMemory, keeping previousOutputs: [String: OutputFingerprint], routing: inout Routing
    ) -> Fragments {
        let pageCount = content.index.pages.count
        let groupSize = SearchFragmentBundles.groupSize
        let changed = content.changedPageIDs
        let groups = Set(changed.map { $0 / groupSize })
        let previousRanges = SearchFragmentBundles.ranges(starts: previous.searchBundles, pageCount: pageCount)
        let previousInGroups = Set(previousRanges.filter { groups.contains($0.lowerBound / groupSize) })
        var keptStarts = previous.searchBundles.filter { !groups.contains($0 / groupSize) }
        var bundles = keptStarts
        var files: [SiteOutputs.File] = []
        var keptInGroups = 0
        for group in groups.sorted() {
            let starts = SearchFragmentBundles.starts(ofGroupAt: group * groupSize, pageCount: pageCount) { content.searchPage(at: $0).fragmentSize }
            bundles += starts
            for pages in SearchFragmentBundles.ranges(starts: starts, pageCount: min(pageCount, (group + 1) * groupSize)) {
                let path = SearchIndexBuilder.fragmentPath(pages.lowerBound)
                if keepsBundle(pages, previousBundles: previousInGroups, changed: changed, previousOutputs: previousOutputs) {
                    keptStarts.append(pages.lowerBound)
                    keptInGroups += 1
                    continue
                }
                guard claim(path, routing: &routing) else { continue }
                files.append(SiteOutputs.File(path: path, content: .text(String(decoding: bundle(pages, of: content), as: UTF8.self))))
            }
        }
        // The previous build's files outside the edited groups, and those of the groups kept as they were.
        let writtenInGroups = previousInGroups.count { previousOutputs[SearchIndexBuilder.fragmentPath($0.lowerBound)] != nil }
        let keptCount = previous.searchFragmentCount - writtenInGroups + keptInGroups
        let kept = SiteOutputs.Unlisted(count: keptCount) { [keptStarts] previous in
            keptStarts.map(SearchIndexBuilder.fragmentPath).filter { previous[$0] != nil }
        }
        return (files, [kept], keptCount + files.count, bundles.sorted())
    }

    /// Each bundle of fragments, by its first page. A bundle the previous build wrote is kept when it
    /// holds the same pages and none changed, so an edit rewrites its own page's bundle, not every one.
    /// A full build's content step wrote the fragments that have a file of their own already (see
    /// `SearchFragmentOutput`); with a `writer`, any other bundle is written at once across the cores,
    /// its fragments read back from the spool and dropped.
    private static func searchFragments(
        of content: SiteContent, previous: BuildMemory?, keeping previousOutputs: [String: OutputFingerprint]?, routing: inout Routing,
        concurrency: Int?, writer: PageWriter?, diagnostics: inout Diagnostics
    ) -> Fragments {
        let pageCount = content.index.pages.count
        let bundles = SearchFragmentBundles.starts(pageCount: pageCount) { content.searchPage(at: $0).fragmentSize }
        let changed = content.changedPageIDs
        let previousBundles = previous.map {
            Set(SearchFragmentBundles.ranges(starts: $0.searchBundles, pageCount: $0.content.index.pages.count))
        } ?? []
        var files: [SiteOutputs.File] = []
        files.reserveCapacity(bundles.count)
        var toWrite: [(file: Int, pages: Range<Int>)] = []
        for pages in SearchFragmentBundles.ranges(starts: bundles, pageCount: pageCount) {
            let path = SearchIndexBuilder.fragmentPath(pages.lowerBound)
            guard claim(path, routing: &routing) else { continue }
            // A build with a writer is a full one: every page was analyzed, and a fragment alone written, this build.
            if writer != nil, pages.count == 1, let written = content.searchPage(at: pages.lowerBound).writtenFragment {
                files.append(SiteOutputs.File(path: path, content: written))
                continue
            }
            if !keepsBundle(pages, previousBundles: previousBundles, changed: changed, previousOutputs: previousOutputs) {
                toWrite.append((files.count, pages))
            }
            files.append(SiteOutputs.File(path: path, content: .unchanged))
        }
        let results = toWrite.concurrentMap(concurrency: concurrency) { _, pages in
            Swift.Result { () throws(DiagnosticList) -> SiteOutputs.Content in
                try output(bundle(pages, of: content), at: SearchIndexBuilder.fragmentPath(pages.lowerBound), writer: writer)
            }
        }
        for ((file, _), result) in zip(toWrite, results) {
            switch result {
            case .success(let content): files[file].content = content
            case .failure(let errors): diagnostics.add(errors.diagnostics)
            }
        }
        return (files, [], files.count, bundles)
    }

    /// Whether the previous build's file of the bundle of `pages` stands: that build wrote a bundle of
    /// the same pages (one of `previousBundles`), and none of them changed.
    private static func keepsBundle(
        _ pages: Range<Int>, previousBundles: Set<Range<Int>>, changed: Set<Int>, previousOutputs: [String: OutputFingerprint]?
    ) -> Bool {
        previousOutputs?[SearchIndexBuilder.fragmentPath(pages.lowerBound)] != nil && previousBundles.contains(pages)
            && !pages.contains(where: changed.contains)
    }

    /// A search file's bytes as written to the output folder, or as text when the build writes nothing itself.
    private static func output(_ bytes: [UInt8], at path: String, writer: PageWriter?) throws(DiagnosticList) -> SiteOutputs.Content {
        try writer?.write(bytes, to: path) ?? .text(String(decoding: bytes, as: UTF8.self))
    }

    /// The fragments of `pages`, one after another.
    private static func bundle(_ pages: Range<Int>, of content: SiteContent) -> [UInt8] {
        guard pages.count > 1 else { return content.searchPage(at: pages.lowerBound).fragment.bytes }
        var bytes: [UInt8] = []
        for page in pages { bytes += content.searchPage(at: page).fragment.bytes }
        return bytes
    }

    /// The previous build's word chunks with the postings of the pages this build changed moved, when
    /// both builds give the pages the same ids (their order); nil otherwise. Both builds' pages were
    /// analyzed with one vocabulary, which the page cache keeps for as long as the builder.
    private static func updatedWords(of content: SiteContent, previous: BuildMemory?) -> SearchWordChunks? {
        guard let previous, var words = previous.searchWords, words.pageCount == content.index.pages.count else { return nil }
        let oldPages = previous.content.index.pages
        guard content.keepsShape || zip(oldPages, content.index.pages).allSatisfy({ $0.contentPath == $1.contentPath }) else { return nil }
        for path in content.changedPages {
            guard let page = content.index.pageByContentPath[path] else { continue }
            let old = previous.content.searchPage(at: page).postings, new = content.searchPage(at: page).postings
            if old != new { words.replace(page: page, old: old, new: new) }
        }
        return words
    }
}
