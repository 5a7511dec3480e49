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
    /// plus pages that are gone. Empty in a build that is not remembered: nothing of a previous build is kept there.
    var changedPages: Set<String>
    /// What listing Content/ found.
    var scan: ContentScan
    /// The link context pages were rendered in (see `ContentStep.linkKey`).
    var linkKey: LinkKey
    /// What every page's links were checked against (see `ContentStep.linkCheckKey`).
    var linkCheckKey: LinkCheckKey
    /// What checked them, with how links resolved: an edit that keeps every page's URL and headings renders
    /// and checks its pages with it. Nil once a build that is not remembered has let go of it.
    var linkChecker: LinkChecker?
    /// The site.json, Templates/ and options fingerprint the content was made with.
    var inputsFingerprint: InputsFingerprint

    /// The ids (positions in `index.pages`) of the changed pages this build still has.
    var changedPageIDs: Set<Int> {
        Set(changedPages.compactMap { index.pageByContentPath[$0] })
    }
    /// Where the pages' HTML waits; an incremental build adds its edited pages' to it.
    var spool: ContentSpool
    /// Whether this content comes from edits that changed no page's title, metadata or place, nor the
    /// inputs: the site's shape, and so the previous build's render key, still hold.
    var keepsShape = false

    /// The navigation files of the API reference's modules.
    var apiNavigation: APIReferenceNavigation?
    /// The DocC catalogs' own header and footer, by catalog.
    var catalogChrome: [String: CatalogChrome] = [:]

    /// What search takes in of each page by position, in a build that is not remembered (its cache is empty).
    var searchPages: [SearchPage] = []

    /// What search takes in of the page at `position` in the index. A remembered build keeps it with the
    /// page's cache entry rather than in an array of every page's, which each edit would copy.
    func searchPage(at position: Int) -> SearchPage {
        if !searchPages.isEmpty { return searchPages[position] }
        let path = index.pages[position].contentPath
        guard let entry = editedEntries[path] ?? cache.entries[path] else { preconditionFailure("\(path) is indexed but not cached") }
        return entry.search
    }

    /// Lets go of what only a next build reads: Content/'s listing, and the link checker with its lookups (which
    /// stay as long as the build's link warnings wait to be made: see `Diagnostics.settleDeferred`). A build that
    /// is not remembered does this after its content step: its peak comes later, when the largest listings are rendered.
    mutating func releaseWhatOnlyRebuildsRead() {
        scan = ContentScan(files: [], warnings: [])
        linkChecker = nil
    }

    struct StaticFile: Sendable {
        var route: Route
        var absolutePath: String
    }
}
