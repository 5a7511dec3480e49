import Core

/// A command line sitegen cannot run: reported with a short usage text and exit code 64 (EX_USAGE).
struct UsageError: Error, Equatable {
    var message: String
    /// The command whose usage to show; nil for the top level.
    var command: String?

    /// A subcommand sitegen does not have, with the one it likely meant.
    static func unknownSubcommand(_ name: String, usageOf command: String?) -> UsageError {
        UsageError(message: "Unknown subcommand '\(name)'" + hint(for: name, among: SitegenCLI.commands.map(\.definition.name)), command: command)
    }

    /// " (did you mean 'build'?)" when `name` is a likely misspelling of one of `candidates`.
    static func hint(for name: String, among candidates: [String]) -> String {
        Suggestion.closest(to: name, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
