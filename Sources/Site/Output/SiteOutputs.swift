/// Everything the build will write, decided before anything is written.
struct SiteOutputs: Sendable {
    /// One file of the output folder.
    struct File: Sendable {
        /// Where the file goes, as a route: a page's or a static file's output path is made from its URL
        /// when asked for (see `Route.outputPath`), so that this list keeps no second string a page.
        let route: Route
        var content: Content

        init(route: Route, content: Content) {
            self.route = route
            self.content = content
        }

        /// A file at `path` in the output folder, at the URL a file of Content/ at that path would have.
        init(path: String, content: Content) {
            self.init(route: Route.file(contentPath: path), content: content)
        }

        /// The path inside the output folder.
        var path: String {
            route.outputPath
        }
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
