/// `sitegen help [COMMAND]`.
enum HelpCommand {
    static let definition = CommandDefinition(
        name: "help",
        abstract: "Show help for a subcommand.",
        options: [],
        arguments: [.init(name: "subcommand", help: "The subcommand to show help for.", isOptional: true)])

    static func run(_ arguments: ParsedArguments, console: any Console) throws -> Int32 {
        guard let name = arguments.positionals.first else {
            console.output(HelpPrinter.rootHelp(commands: SitegenCLI.commands.map(\.definition), rootOptions: SitegenCLI.rootOptions))
            return SitegenCLI.ExitCode.success
        }
        guard let command = SitegenCLI.commands.first(where: { $0.definition.name == name }) else {
            throw UsageError.unknownSubcommand(name, usageOf: definition.name)
        }
        console.output(HelpPrinter.help(for: command.definition))
        return SitegenCLI.ExitCode.success
    }
}
