/// A broken link, image or anchor found in a page, kept compact until the build reports it: a renamed
/// page breaks every link to it, and real sites have thousands. Kept as a `Diagnostic` with its message
/// and paths, each cost some 450 bytes for the whole build; this keeps where the link is and what it
/// says, and `LinkChecker.diagnostics(for:page:)` works out its problem and message again when asked.
struct LinkWarning: Sendable, Equatable {
    /// The link's 1-based line in the page's file.
    var line: Int32
    /// The link's 1-based column, in Unicode scalars.
    var column: Int32
    var isImage: Bool
    /// The link's destination as the page writes it.
    var destination: String
}
