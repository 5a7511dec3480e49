/// Whether anything outlives a build: what sets how much of its work each step keeps.
public enum BuildMode: Sendable {
    /// `sitegen build`: nothing outlives the build. Each step lets go of what only a next build would read
    /// (the page cache, what each render read, the search postings grouped by word) as soon as it is done.
    case once
    /// `sitegen serve`: the next build starts from this one (`SiteBuilder.rebuild`), redoing only what changed.
    /// Each step keeps what that needs: every page as rendered, what each render read, what each file holds.
    case remembered

    /// Whether the steps keep what the next build starts from.
    var remembers: Bool {
        self == .remembered
    }
}
