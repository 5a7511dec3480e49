/// Something a DocC page's directive names that the site does not have (a snippet, a slice of it, an
/// image or a video): the page leaves the directive out, and the site reports this where it is written.
public struct DocCProblem: Sendable, Hashable {
    /// The body line (1-based) of the directive.
    public var line: Int
    /// What is missing, as a sentence without its location: `no snippet named 'tour'`.
    public var message: String

    /// A problem of the directive at `line`.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
