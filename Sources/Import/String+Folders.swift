extension String {
    /// The folder a path is in: `a/b` for `a/b/c.md` (and for the folder `a/b/c`), `` at the top.
    var containingFolder: String {
        split(separator: "/").dropLast().joined(separator: "/")
    }
}
