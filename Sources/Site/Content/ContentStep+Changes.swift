import Core
import DocC

/// What tells one build's pages from the previous build's: which pages changed, and the link context they were rendered in.
extension ContentStep {
    /// Content paths of the pages added, removed or rendered anew since the cached build: a page is unchanged
    /// when its entry is the cached one, which it is only when rendered with the same link context.
    static func changedPages(since cache: PageCache, entries: [PageCache.Entry]) -> Set<String> {
        var changedPages: Set<String> = Set(cache.entries.keys)
        for entry in entries {
            if cache.entries[entry.page.contentPath]?.rendered === entry.rendered {
                changedPages.remove(entry.page.contentPath)
            } else {
                changedPages.insert(entry.page.contentPath)
            }
        }
        return changedPages
    }

    /// Everything a page's rendered links depend on besides the page itself.
    static func linkKey(pageURLs: PageURLs, staticPaths: Set<String>, config: SiteConfig, docC: DocCCatalog) -> LinkKey {
        LinkKey { hasher in
            hasher.combine(docC)
            // In Content/'s listing order, which the same files always have.
            for (contentPath, route) in zip(pageURLs.contentPaths, pageURLs.routes) {
                hasher.combineBytes(of: contentPath)
                hasher.combineBytes(of: route.url)
            }
            for path in staticPaths.sorted() { hasher.combineBytes(of: path) }
            hasher.combine(config.baseURL)
            hasher.combine(config.allowsUnsafeMarkdown)
            hasher.combine(config.givesDefinitionTermsIDs)
            hasher.combine(config.usesPythonMarkdownHeadingIDs)
            // A page's search postings are numbered in its language's vocabulary, also where its URL stays.
            for language in config.languages.all { hasher.combineBytes(of: language.code) }
            hasher.combineBytes(of: config.languages.defaultLanguage.code)
        }
    }
}
