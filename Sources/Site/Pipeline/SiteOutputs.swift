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
    /// Files the previous build wrote that this one keeps without listing them one by one (an edit's
    /// rebuild keeps every other page's search fragment).
    var unlisted: [Unlisted] = []

    /// A run of files kept from the previous build: how many, and their paths (given the previous
    /// build's outputs, which the run must not hold: the memory changes them in place), made only when
    /// the update must tell which of the previous build's files are gone.
    struct Unlisted: Sendable {
        var count: Int
        var paths: @Sendable (_ previous: [String: OutputFingerprint]) -> [String]
    }

    /// How many files the build has, listed or not.
    var fileCount: Int {
        unlisted.reduce(files.count) { $0 + $1.count }
    }

    /// Pages rendered this build, as opposed to kept from the previous one.
    var renderedPageCount: Int {
        // Counted without filtering into an array: a copy of every page's entry, at the build's end.
        files.prefix(pageCount).reduce(0) { count, file in
            if case .unchanged = file.content { count } else { count + 1 }
        }
    }
}
