import Site

/// The git checkout this sitegen was compiled from, as the RecordBuildSource plugin recorded it: what
/// `sitegen --version` tells, and what a new site's Pages workflow builds, so that the site is published
/// with the sitegen it was made with.
struct BuildSource: Equatable {
    /// The full commit hash; nil when sitegen was not built in a git checkout.
    var commit: String?
    /// The checkout's `origin`, as git reported it (`https://…` or `git@host:owner/repo.git`).
    var remote: String? = nil

    static let current = BuildSource(commit: recordedCommit, remote: recordedRemote)

    /// `sitegen 0.1.0 (1a2b3c4)`, or `sitegen 0.1.0` without a commit.
    var versionText: String {
        "sitegen \(SitegenVersion.current)" + (commit.map { " (\($0.prefix(7)))" } ?? "")
    }

    /// The commit, else the release this version is tagged as.
    var ref: String {
        commit ?? SitegenVersion.current
    }

    /// Where a CI machine can clone this source: `origin` as an `https://` URL (an SSH address of the same
    /// host rewritten, since CI has no key for it); nil when there is no such remote, such as a local path.
    var repository: String? {
        guard let remote else { return nil }
        if remote.hasPrefix("https://") { return remote }
        if remote.hasPrefix("git@"), let colon = remote.firstIndex(of: ":") {
            let host = remote[remote.index(remote.startIndex, offsetBy: 4)..<colon]
            return "https://\(host)/\(remote[remote.index(after: colon)...])"
        }
        return nil
    }
}
