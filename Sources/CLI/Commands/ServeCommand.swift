/// `sitegen serve` — wired to the Server module once it lands.
enum ServeCommand {
    static let definition = CommandDefinition(
        name: "serve",
        abstract: "Build the site, serve it on 127.0.0.1 and rebuild and reload on every change.",
        options: [.flag("help", short: "h", help: "Show help information.")])

    static func run(_ arguments: ParsedArguments, console: any Console) throws -> Int32 {
        console.error("error: serve is not available yet\n")
        return SitegenCLI.ExitCode.failure
    }
}
