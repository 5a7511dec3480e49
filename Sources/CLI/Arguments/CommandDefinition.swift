/// What a command accepts, from which both parsing and help are derived.
struct CommandDefinition: Sendable {
    /// An option: `--name <value>` or a flag `--name`.
    struct Option: Sendable {
        var name: String
        var shortName: Character?
        /// The placeholder of the value (`dir`), or nil for a flag.
        var valueName: String?
        var help: String
        var defaultDescription: String?

        static func flag(_ name: String, short: Character? = nil, help: String) -> Option {
            Option(name: name, shortName: short, valueName: nil, help: help)
        }

        static func value(_ name: String, _ valueName: String, short: Character? = nil, help: String, default defaultDescription: String? = nil) -> Option {
            Option(name: name, shortName: short, valueName: valueName, help: help, defaultDescription: defaultDescription)
        }

        /// `--source <dir>` or `--drafts`.
        var synopsis: String {
            valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
        }

        /// `-h, --help`, which every command has.
        static let help = flag("help", short: "h", help: "Show help information.")
        /// `--source <dir>`, for commands that work on a site folder.
        static let source = value("source", "dir", short: "s", help: "The site folder, or a DocC catalog (Name.docc) to build on its own.", default: "the current folder")
        static let drafts = flag("drafts", help: "Include pages marked draft: true.")
        /// `--symbol-graphs <dir>`: the API reference of the modules whose `*.symbols.json` the folder holds.
        static let symbolGraphs = value(
            "symbol-graphs", "dir", help: "A folder of *.symbols.json files (as docc's --additional-symbol-graph-dir): publish their modules' API reference.")
        static let quiet = flag("quiet", short: "q", help: "Print only warnings and errors.")
        static let verbose = flag("verbose", help: "List every warning, not only the first few of each kind.")
    }

    /// A positional argument.
    struct Argument: Sendable {
        var name: String
        var help: String
        var isOptional: Bool
    }

    var name: String
    var abstract: String
    var discussion: String?
    /// The command's own options; `-h, --help` comes with every command.
    var options: [Option]
    var arguments: [Argument] = []

    /// The options the command accepts, `--help` last.
    var allOptions: [Option] { options + [.help] }

    /// The command line as shown in usage lines: `sitegen build [--source <dir>] …`.
    var usage: String {
        var parts = ["sitegen", name]
        parts += options.map { "[\($0.synopsis)]" }
        parts += arguments.map { $0.isOptional ? "[<\($0.name)>]" : "<\($0.name)>" }
        return parts.joined(separator: " ")
    }
}

/// The arguments of one command line, checked against its definition.
struct ParsedArguments: Sendable {
    var flags: Set<String> = []
    var values: [String: String] = [:]
    var positionals: [String] = []

    func flag(_ name: String) -> Bool {
        flags.contains(name)
    }

    func value(_ name: String) -> String? {
        values[name]
    }
}
