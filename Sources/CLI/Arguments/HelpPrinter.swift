/// Help text in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS.
enum HelpPrinter {
    static let columnWidth = 26
    static let lineWidth = 80

    static func help(for command: CommandDefinition) -> String {
        var text = wrap("OVERVIEW: \(command.abstract)", width: lineWidth, indent: 0) + "\n"
        if let discussion = command.discussion { text += "\n" + wrap(discussion, width: lineWidth, indent: 0) + "\n" }
        text += "\nUSAGE: \(command.usage)\n"
        if !command.arguments.isEmpty {
            text += "\nARGUMENTS:\n"
            for argument in command.arguments {
                text += row("<\(argument.name)>", argument.help)
            }
        }
        text += "\nOPTIONS:\n"
        for option in command.allOptions {
            let label = (option.shortName.map { "-\($0), " } ?? "") + option.synopsis
            let help = option.defaultDescription.map { "\(option.help) (default: \($0))" } ?? option.help
            text += row(label, help)
        }
        return text
    }

    static func rootHelp(commands: [CommandDefinition], rootOptions: [CommandDefinition.Option]) -> String {
        var text = wrap("OVERVIEW: \(SitegenCLI.overview)", width: lineWidth, indent: 0) + "\n\nUSAGE: sitegen <subcommand>\n\nOPTIONS:\n"
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
        let body = wrap(help, width: lineWidth - columnWidth, indent: columnWidth)
        if indented.count + 2 > columnWidth {
            return indented + "\n" + String(repeating: " ", count: columnWidth) + body + "\n"
        }
        return indented + String(repeating: " ", count: columnWidth - indented.count) + body + "\n"
    }

    /// Breaks `text` into lines of at most `width` characters at spaces; lines after the first get `indent` spaces.
    static func wrap(_ text: String, width: Int, indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }
}
