extension String {
    /// The folder a path is in: `a/b` for `a/b/c.md` (and for the folder `a/b/c`), `` at the top.
    var containingFolder: String {
        split(separator: "/").dropLast().joined(separator: "/")
    }

    /// The folders a path is in, outermost first: `a`, `a/b` for `a/b/c.md`.
    var enclosingFolders: [String] {
        let parts = split(separator: "/").dropLast()
        return parts.indices.map { parts[...$0].joined(separator: "/") }
    }
}
