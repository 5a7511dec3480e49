import Core

/// The search index's files: each language's page tables, word chunks and manifest.
extension DerivedFilesStep {
    /// What the search index adds to the build's outputs, and what the next build starts from.
    struct SearchIndexFiles: Sendable {
        var files: [SiteOutputs.File] = []
        /// Each language's word chunks, by code.
        var words: [String: SearchWordChunks]?
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
        // Generated pages and files have none of the indexes' paths (`search/*.json`, `de/search/*.json`): these are all they can lose.
        let aliasPaths = Set(content.index.pages.flatMap { $0.metadata.aliases.compactMap { AliasRedirect.outputPath(of: $0)?.lowercaseKey } })
        let taken: @Sendable (String) -> Bool = { content.routing.isClaimed($0) || aliasPaths.contains($0.lowercaseKey) }
        let (baseURL, languages) = (inputs.config.baseURL, inputs.config.languages)
        return BackgroundWork(inline: concurrency == 1) {
            var index = SearchIndexFiles(words: mode.remembers || previous != nil ? [:] : nil)
            let pages = SearchLanguagePages.partition(content.index.pages, languages: languages)
            let previousPages = previous.map { ($0, SearchLanguagePages.partition($0.content.index.pages, languages: languages)) }
            for (position, language) in languages.all.enumerated() {
                let languageIndex = LanguageIndex(
                    content: content, pages: pages[position], vocabulary: content.cache.vocabularies.vocabulary(of: language.code),
                    paths: SearchIndexPaths(languageFolder: languages.folder(of: language)))
                let before = previousPages.map { memory, pages in
                    LanguageIndex.Previous(memory: memory, pages: pages[position], words: memory.searchWords?[language.code])
                }
                let words = languageIndex.files(previous: before, keeping: previousOutputs, baseURL: baseURL, taken: taken, writer: writer, into: &index)
                index.words?[language.code] = words
            }
            return index
        }
    }

    /// A search file's bytes as written to the output folder, or as text when the build writes nothing itself.
    private static func output(_ bytes: [UInt8], at path: String, writer: PageWriter?) throws(DiagnosticList) -> SiteOutputs.Content {
        try writer?.write(bytes, to: path) ?? .text(String(decoding: bytes, as: UTF8.self))
    }

    /// One language's index.
    private struct LanguageIndex {
        /// What the previous build made of the language's index.
        struct Previous {
            var memory: BuildMemory
            var pages: SearchLanguagePages
            var words: SearchWordChunks?
        }

        var content: SiteContent
        var pages: SearchLanguagePages
        var vocabulary: SearchVocabulary
        var paths: SearchIndexPaths

        /// Adds the index's files (see `SearchIndexBuilder`) but those at the `taken` paths to `index`, and returns
        /// its word chunks for the next build with `.remembered`. Each is kept from `previous` (the previous build's
        /// outputs, when its render key is this build's) unless what it holds changed.
        func files(
            previous: Previous?, keeping previousOutputs: [String: OutputFingerprint]?, baseURL: BaseURL, taken: (String) -> Bool,
            writer: PageWriter?, into index: inout SearchIndexFiles
        ) -> SearchWordChunks? {
            // A file's bytes, or nil for the one the previous build wrote.
            func add(_ path: String, _ bytes: [UInt8]?) {
                guard !taken(path) else { return }
                guard let bytes else { return index.files.append(SiteOutputs.File(path: path, content: .unchanged)) }
                do throws(DiagnosticList) {
                    index.files.append(SiteOutputs.File(path: path, content: try DerivedFilesStep.output(bytes, at: path, writer: writer)))
                } catch {
                    index.errors += error.diagnostics
                }
            }
            for table in 0..<SearchPageTable.count(pageCount: pages.count) {
                let path = paths.pages(table)
                let ids = SearchPageTable.pages(of: table, pageCount: pages.count)
                let kept = previousOutputs?[path] != nil && previous.map { sameTitlesAndURLs(ids, pages, $0.pages) } == true
                add(path, kept ? nil : SearchPageTable.bytes(of: ids.lazy.map { pages.page($0) }, baseURL: baseURL))
            }
            let postings = { [content, pages] in content.searchPage(at: pages.positions[$0]).postings }
            guard index.words != nil else {
                SearchWordChunks.files(pageCount: pages.count, postings: postings, vocabulary: vocabulary, paths: paths, add)
                return nil
            }
            var words = updatedWords(previous: previous)
                ?? SearchWordChunks(pageCount: pages.count, postings: postings, vocabulary: vocabulary, paths: paths)
            words.files(written: { previousOutputs?[$0] != nil }, add)
            return words
        }

        /// Whether the pages with ids `ids` have the same titles and URLs in both builds (the base URL is
        /// the same: the render keys agree), and the old one has no other pages in their table.
        private func sameTitlesAndURLs(_ ids: Range<Int>, _ new: SearchLanguagePages, _ old: SearchLanguagePages) -> Bool {
            let oldIDs = SearchPageTable.pages(of: ids.lowerBound / SearchPageTable.size, pageCount: old.count)
            return oldIDs == ids && ids.allSatisfy { new.page($0).title == old.page($0).title && new.page($0).route.url == old.page($0).route.url }
        }

        /// The previous build's word chunks with the postings of the pages this build changed moved, when
        /// both builds give the language's pages the same ids (their order); nil otherwise. Both builds' pages
        /// were analyzed with one vocabulary, which the page cache keeps for as long as the builder. The link
        /// keys agree only where the site's languages do: only then are the pages of a language those it had.
        private func updatedWords(previous: Previous?) -> SearchWordChunks? {
            guard let previous, var words = previous.words, words.pageCount == pages.count,
                  content.linkKey == previous.memory.content.linkKey else { return nil }
            guard content.keepsShape || (0..<pages.count).allSatisfy({ pages.page($0).contentPath == previous.pages.page($0).contentPath }) else {
                return nil
            }
            for path in content.changedPages {
                guard let position = content.index.pageByContentPath[path], let id = pages.id(ofPosition: position) else { continue }
                let old = previous.memory.content.searchPage(at: previous.pages.positions[id]).postings
                let new = content.searchPage(at: position).postings
                if old != new { words.replace(page: id, old: old, new: new) }
            }
            return words
        }
    }
}
