/// Where a full build writes a page's search fragment that has a file of its own
/// (`SearchFragmentBundles.isAlone`) the moment the page is analyzed, on the core
/// that analyzed it; smaller ones wait in the spool for their bundle. Kept in the spool until the render
/// step instead, the fragments (the bulk of the index: 132 MB at 10,000 real
/// pages) went to the spool file, were read back and written out at the end of
/// the build.
struct SearchFragmentOutput: Sendable {
    let writer: PageWriter
    /// Content/'s routes: a file the site has at a fragment's path wins, so that fragment is left to the render step.
    let routing: Routing
    /// Whether pages keep their fragments in the spool too: a build that is remembered (serve) may have
    /// to list every fragment again, when an edit changes the site's shape.
    let keepsFragments: Bool

    /// Writes the fragment of the page with id `pageID` when it has a file of its own; what the output
    /// folder now has at its path, or nil when it is left to the render step: it shares a bundle,
    /// Content/ claims the path, or the write failed (the render step writes it again and reports the failure).
    func write(_ fragment: [UInt8], pageID: Int) -> SiteOutputs.Content? {
        let path = SearchIndexBuilder.fragmentPath(pageID)
        guard SearchFragmentBundles.isAlone(fragment.count), !routing.isClaimed(path) else { return nil }
        return try? writer.write(fragment, to: path)
    }
}
