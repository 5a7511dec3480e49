import Core
import Foundation

/// Every output path of the site claimed once: two sources that would write
/// the same file are an error naming both. Paths compare case-insensitively,
/// because a site built on Linux is often served from a case-insensitive disk.
struct Routing {
    /// Who claimed a path, as messages name it (`Content/a.md`): a file of Content/ keeps its folder and
    /// its Content/ path apart, sharing the page's storage, where the joined name was one more string a
    /// page for the whole build.
    struct Claimant {
        /// The Content/ folder of a file of Content/, nil for any other claimant.
        var folder: ContentFolder?
        var path: String

        var name: String { folder.map { $0.displayPrefix + $0.filePath(of: path) } ?? path }
    }

    /// The claimants by the hash of the path they claimed (`key(of:)`): the paths themselves, one a file
    /// and kept for the whole build, were a string a page; a message about a clash names the path
    /// of the second claim, which is at hand. A 64-bit hash takes two of 100,000 paths for one once in
    /// some 10^9 builds of that size.
    private var owners = ClaimTable()
    private(set) var errors: [Diagnostic] = []
    /// Claims made before this routing, looked up rather than copied (see `init(over:)`).
    private var inherited = ClaimTable()

    init() {}

    /// A routing that starts with `base`'s claims without copying them: the render step claims its few
    /// generated files over the content step's claims, one per page, on every rebuild.
    init(over base: Routing) {
        if base.inherited.count == 0 {
            inherited = base.owners
        } else {
            inherited = base.inherited
            for (key, claimant) in base.owners.entries { inherited.set(claimant, for: key) }
        }
        errors = base.errors
    }

    /// Claims `outputPath` for a file of Content/.
    mutating func claim(_ route: Route, by file: ContentFile) {
        claim(route, by: Claimant(folder: file.folder, path: file.contentPath))
    }

    /// Claims `outputPath` for `owner` (`(generated)`, `Templates/assets/a.css`).
    mutating func claim(_ route: Route, by owner: String) {
        claim(route, by: Claimant(path: owner))
    }

    private mutating func claim(_ route: Route, by owner: Claimant) {
        let key = Self.key(of: route.outputPath)
        if let previous = claimant(of: key) {
            errors.append(Diagnostic(
                .error,
                "\(owner.name) and \(previous.name) both map to \(route.url) (\(route.outputPath)); rename one or give it another slug",
                at: SourceLocation(path: owner.name, line: 1, column: 1)))
            return
        }
        owners.set(owner, for: key)
    }

    /// Claims an alias's redirect for `page`, unless a page or an earlier alias has the path: then
    /// the first keeps it and the warning names both (Hugo lets a page win over an alias as well).
    mutating func claimAlias(_ route: Route, by page: String) -> Diagnostic? {
        let key = Self.key(of: route.outputPath)
        guard let previous = claimant(of: key)?.name else {
            owners.set(Claimant(path: page + " (alias)"), for: key)
            return nil
        }
        let holder = previous.hasSuffix(" (alias)") ? "an alias of \(previous.dropLast(8))" : previous
        return Diagnostic(
            .warning, "alias '\(route.url)' of \(page) is already claimed by \(holder), which keeps it",
            at: SourceLocation(path: page, line: 1, column: 1))
    }

    /// Whether a source already writes `outputPath`.
    func isClaimed(_ outputPath: String) -> Bool {
        claimant(of: Self.key(of: outputPath)) != nil
    }

    private func claimant(of key: Int) -> Claimant? {
        owners[key] ?? inherited[key]
    }

    /// The hash of the path lower-cased: paths compare case-insensitively.
    private static func key(of outputPath: String) -> Int {
        var hasher = Hasher()
        hasher.combineBytes(of: outputPath.lowercaseKey)
        return hasher.finalize()
    }
}
