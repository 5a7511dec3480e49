import Core

/// The search index's files: the page tables, the word chunks and the manifest.
extension DerivedFilesStep {
    /// What the search index adds to the build's outputs, and what the next build starts from.
    struct SearchIndexFiles: Sendable {
        var files: [SiteOutputs.File] = []
        var words: SearchWordChunks?
        /// What went wrong writing the files.
        var errors: [Diagnostic] = []

        /// Claims each file's path where the build made it, in the order made (see `searchIndex`).
        func claim(routing: inout Routing) -> [SiteOutputs.File] {
            files.filter { DerivedFilesStep.claim($0.path, routing: &routing) }
        }
    }

    /// Starts making the search index on a thread of its own (`BackgroundWork`), when the site has one: it needs
    /// only the content, so it is made while step 4 renders the generated pages, largely on one core. It leaves
    /// out the paths a file of Content/ or an alias has, as claiming them in order would; step 5 claims the rest
    /// after the generated files, so that the outputs come in the same order.
    /// - Parameter previousOutputs: the previous build's files, when its render key is this build's.
    static func startSearchIndex(
        of content: SiteContent, inputs: SiteInputs, previous: BuildMemory?, keeping previousOutputs: [String: OutputFingerprint]?,
        mode: BuildMode, concurrency: Int?, writer: PageWriter?
    ) -> BackgroundWork<SearchIndexFiles>? {
        guard inputs.config.buildsSearchIndex else { return nil }
        // Generated pages and files have none of the index's paths (`search/*.json`): these are all it can lose.
        let aliasPaths = Set(content.index.pages.flatMap { $0.metadata.aliases.compactMap { AliasRedirect.outputPath(of: $0)?.lowercaseKey } })
        let taken: @Sendable (String) -> Bool = { content.routing.isClaimed($0) || aliasPaths.contains($0.lowercaseKey) }
        let baseURL = inputs.config.baseURL
        return BackgroundWork(inline: concurrency == 1) {
            searchIndex(
                of: content, previous: previous, keeping: previousOutputs, baseURL: baseURL, mode: mode, taken: taken, writer: writer)
        }
    }

    /// The search index's files (see `SearchIndexBuilder`) but those at the `taken` paths, and its word chunks
    /// for the next build with `.remembered`. Each is kept from `previous` (the previous build's outputs,
    /// when its render key is this build's) unless what it holds changed.
    private static func searchIndex(
        of content: SiteContent, previous: BuildMemory?, keeping previousOutputs: [String: OutputFingerprint]?, baseURL: BaseURL,
        mode: BuildMode, taken: (String) -> Bool, writer: PageWriter?
    ) -> SearchIndexFiles {
        var index = SearchIndexFiles()
        // A file's bytes, or nil for the one the previous build wrote.
        func add(_ path: String, _ bytes: [UInt8]?) {
            guard !taken(path) else { return }
            guard let bytes else { return index.files.append(SiteOutputs.File(path: path, content: .unchanged)) }
            do throws(DiagnosticList) {
                index.files.append(SiteOutputs.File(path: path, content: try output(bytes, at: path, writer: writer)))
            } catch {
                index.errors += error.diagnostics
            }
        }
        let pages = content.index.pages
        for table in 0..<SearchPageTable.count(pageCount: pages.count) {
            let path = SearchPageTable.path(table)
            let ids = SearchPageTable.pages(of: table, pageCount: pages.count)
            let kept = previousOutputs?[path] != nil && previous.map { sameTitlesAndURLs(ids, content.index, $0.content.index) } == true
            add(path, kept ? nil : SearchPageTable.bytes(of: pages[ids], baseURL: baseURL))
        }
        let postings = { content.searchPage(at: $0).postings }
        guard mode.remembers || previous != nil else {
            SearchWordChunks.files(pageCount: pages.count, postings: postings, vocabulary: content.cache.vocabulary, add)
            return index
        }
        var words = updatedWords(of: content, previous: previous)
            ?? SearchWordChunks(pageCount: pages.count, postings: postings, vocabulary: content.cache.vocabulary)
        words.files(written: { previousOutputs?[$0] != nil }, add)
        index.words = words
        return index
    }

    /// Whether the pages with ids `ids` have the same titles and URLs in both indexes (the base URL is
    /// the same: the render keys agree), and the old one has no other pages in their table.
    private static func sameTitlesAndURLs(_ ids: Range<Int>, _ new: SiteIndex, _ old: SiteIndex) -> Bool {
        let oldIDs = SearchPageTable.pages(of: ids.lowerBound / SearchPageTable.size, pageCount: old.pages.count)
        return oldIDs == ids && ids.allSatisfy { new.pages[$0].title == old.pages[$0].title && new.pages[$0].route.url == old.pages[$0].route.url }
    }

    /// A search file's bytes as written to the output folder, or as text when the build writes nothing itself.
    private static func output(_ bytes: [UInt8], at path: String, writer: PageWriter?) throws(DiagnosticList) -> SiteOutputs.Content {
        try writer?.write(bytes, to: path) ?? .text(String(decoding: bytes, as: UTF8.self))
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
