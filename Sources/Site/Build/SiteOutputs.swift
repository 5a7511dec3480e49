/// Everything the build will write, decided before anything is written.
struct SiteOutputs: Sendable {
    /// One file of the output folder.
    struct File: Sendable {
        var path: String
        var content: Content
    }

    /// A file's bytes: rendered text, or a file copied as is.
    enum Content: Sendable {
        case text(String)
        case copy(from: String)
    }

    var files: [File] = []
    var pageCount = 0
}
