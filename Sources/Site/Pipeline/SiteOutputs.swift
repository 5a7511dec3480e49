/// Everything the build will write, decided before anything is written.
struct SiteOutputs: Sendable {
    /// One file of the output folder.
    struct File: Sendable {
        var path: String
        var content: Content
    }

    /// A file's bytes: rendered text, a file copied as is, a page already written as it was rendered
    /// (with its fingerprint when the build remembers it), or (in an incremental build) the file the
    /// previous build wrote.
    enum Content: Sendable {
        case text(String)
        case copy(from: String)
        case written(OutputFingerprint?)
        case unchanged
    }

    var files: [File] = []
    var pageCount = 0
    /// Pages rendered this build, as opposed to kept from the previous one.
    var renderedPageCount: Int {
        // Counted without filtering into an array: a copy of every page's entry, at the build's end.
        files.prefix(pageCount).reduce(0) { count, file in
            if case .unchanged = file.content { count } else { count + 1 }
        }
    }
}
