/// A command line sitegen cannot run: reported with a short usage text and exit code 64 (EX_USAGE).
struct UsageError: Error, Equatable {
    var message: String
    /// The command whose usage to show; nil for the top level.
    var command: String?
}
