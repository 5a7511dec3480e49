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
    /// Content/ paths of pages whose rendered content is new since the cached build (all of them without a cache),
    /// plus pages that are gone.
    var changedPages: Set<String>
    /// What search takes in of every page, in index order.
    var searchPages: [SearchPage]
    /// What listing Content/ found.
    var scan: ContentScan
    /// How this build resolved links, and the context it stands for (see `ContentStep.linkKey`).
    var resolver: LinkResolver
    var staticPaths: Set<String>
    var linkKey: LinkKey
    /// What every page's links were checked against (see `ContentStep.linkCheckKey`).
    var linkCheckKey: LinkCheckKey
    /// The site.json, Templates/ and options fingerprint the content was made with.
    var inputsFingerprint: InputsFingerprint

    struct StaticFile: Sendable {
        var route: Route
        var absolutePath: String
    }
}
