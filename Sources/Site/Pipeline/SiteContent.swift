import Core
import Foundation

/// What the Content/ folder holds once every page is parsed, routed and rendered,
/// and what the next incremental build needs of it.
struct SiteContent: Sendable {
    var index: SiteIndex
    /// Files copied as they are.
    var staticFiles: [StaticFile]
    var routing: Routing
    /// The pages as the next incremental build will find them.
    var cache: PageCache
    /// Entries of pages an edit read again (see `ContentStep.afterEditing`), which go into `cache` once
    /// the build has succeeded: a failed build leaves the cache as it was, and a successful one writes
    /// only these entries rather than copying every page's.
    var editedEntries: [String: PageCache.Entry] = [:]
    /// Content/ paths of pages whose rendered content is new since the cached build (all of them without a cache),
    /// plus pages that are gone.
    var changedPages: Set<String>
    /// What listing Content/ found.
    var scan: ContentScan
    /// How this build resolved links, and the context it stands for (see `ContentStep.linkKey`).
    var resolver: LinkResolver
    var staticPaths: Set<String>
    var linkKey: LinkKey
    /// What every page's links were checked against (see `ContentStep.linkCheckKey`).
    var linkCheckKey: LinkCheckKey
    /// What checked them: an edit that keeps every page's URL and headings checks its pages with it.
    var linkChecker: LinkChecker
    /// The site.json, Templates/ and options fingerprint the content was made with.
    var inputsFingerprint: InputsFingerprint
    /// Where the pages' HTML waits; an incremental build adds its edited pages' to it.
    var spool: ContentSpool
    /// Whether this content comes from edits that changed no page's title, metadata or place, nor the
    /// inputs: the site's shape, and so the previous build's render key, still hold.
    var keepsShape = false

    /// What search takes in of the page at `position` in the index: kept with the page's cache entry
    /// rather than in an array of every page's, which each edit would copy.
    func searchPage(at position: Int) -> SearchPage {
        let path = index.pages[position].contentPath
        guard let entry = editedEntries[path] ?? cache.entries[path] else { preconditionFailure("\(path) is indexed but not cached") }
        return entry.search
    }

    struct StaticFile: Sendable {
        var route: Route
        var absolutePath: String
    }
}
