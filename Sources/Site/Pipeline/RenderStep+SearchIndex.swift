import Core

/// The search index's files: the page tables, the word chunks and the manifest.
extension RenderStep {
    /// What the search index adds to the build's outputs, and what the next build starts from.
    struct SearchIndexFiles {
        var files: [SiteOutputs.File]
        var words: SearchWordChunks?
    }

    /// The search index's files (see `SearchIndexBuilder`), and its word chunks for the next build when it is
    /// remembered; a file Content/ has at one of their paths wins. Each is kept from `previous` (the previous
    /// build's outputs, when its render key is this build's) unless what it holds changed.
    static func searchIndex(
        of content: SiteContent, previous: BuildMemory?, keeping previousOutputs: [String: OutputFingerprint]?, baseURL: BaseURL,
        remember: Bool, routing: inout Routing, writer: PageWriter?, diagnostics: inout Diagnostics
    ) -> SearchIndexFiles {
        var files: [SiteOutputs.File] = []
        // A file's bytes, or nil for the one the previous build wrote.
        func add(_ path: String, _ bytes: [UInt8]?) {
            guard claim(path, routing: &routing) else { return }
            guard let bytes else { return files.append(SiteOutputs.File(path: path, content: .unchanged)) }
            do throws(DiagnosticList) {
                files.append(SiteOutputs.File(path: path, content: try output(bytes, at: path, writer: writer)))
            } catch {
                diagnostics.add(error.diagnostics)
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
        guard remember || previous != nil else {
            SearchWordChunks.files(pageCount: pages.count, postings: postings, vocabulary: content.cache.vocabulary, add)
            return SearchIndexFiles(files: files, words: nil)
        }
        var words = updatedWords(of: content, previous: previous)
            ?? SearchWordChunks(pageCount: pages.count, postings: postings, vocabulary: content.cache.vocabulary)
        words.files(written: { previousOutputs?[$0] != nil }, add)
        return SearchIndexFiles(files: files, words: words)
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
