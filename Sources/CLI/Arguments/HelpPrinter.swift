/// Help text in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS.
enum HelpPrinter {
    static let columnWidth = 26

    static func help(for command: CommandDefinition) -> String {
        var text = "OVERVIEW: \(command.abstract)\n"
        if let discussion = command.discussion { text += "\n\(discussion)\n" }
        text += "\nUSAGE: \(command.usage)\n"
        if !command.arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            for argument in command.arguments {
                text += row("<\(argument.name)>", argument.help)
            }
        }
        text += "\nOPTIONS:\n"
        for option in command.options {
            let label = (option.shortName.map { "-\($0), " } ?? "") + option.synopsis
            let help = option.defaultDescription.map { "\(option.help) (default: \($0))" } ?? option.help
            text += row(label, help)
        }
        return text
    }

    static func rootHelp(commands: [CommandDefinition], rootOptions: [CommandDefinition.Option]) -> String {
        var text = "OVERVIEW: \(SitegenCLI.overview)\n\nUSAGE: sitegen <subcommand>\n\nOPTIONS:\n"
        for option in rootOptions {
            text += row((option.shortName.map { "-\($0), " } ?? "") + option.synopsis, option.help)
        }
        text += "\nSUBCOMMANDS:\n"
        for command in commands {
            text += row(command.name, command.abstract)
        }
        text += "\n  See 'sitegen help <subcommand>' for detailed help.\n"
        return text
    }

    /// The short text after a usage error.
    static func usageReminder(for command: CommandDefinition?) -> String {
        guard let command else {
            return "Usage: sitegen <subcommand>\n  See 'sitegen --help' for more information.\n"
        }
        return "Usage: \(command.usage)\n  See 'sitegen \(command.name) --help' for more information.\n"
    }

    private static func row(_ label: String, _ help: String) -> String {
        let indented = "  " + label
        if indented.count + 2 > columnWidth {
            return indented + "\n" + String(repeating: " ", count: columnWidth) + help + "\n"
        }
        return indented + String(repeating: " ", count: columnWidth - indented.count) + help + "\n"
    }
}
