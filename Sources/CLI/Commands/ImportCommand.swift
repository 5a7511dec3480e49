import Core
import Import

/// `sitegen import hugo|jekyll|mkdocs SOURCE DEST`.
enum ImportCommand {
    static let definition = CommandDefinition(
        name: "import",
        abstract: "Turn a Hugo, Jekyll or MkDocs site into a sitegen site with the same URLs.",
        discussion: """
            Reads SOURCE (its configuration, content and static files) and writes a new site to DEST, which \
            must not exist or be empty; SOURCE is not changed. Liquid and Hugo shortcodes become sitegen's \
            template language or Markdown; the report lists what does not convert, with file and line, and \
            'sitegen build' warns there.
            """,
        options: [],
        arguments: [
            .init(name: "generator", help: "hugo, jekyll or mkdocs.", isOptional: false),
            .init(name: "source", help: "The site to import.", isOptional: false),
            .init(name: "dest", help: "The folder to write the sitegen site to.", isOptional: false),
        ])

    static func run(_ arguments: ParsedArguments, console: any Console) throws -> Int32 {
        let name = arguments.positionals[0]
        guard let generator = SiteImport.Generator(rawValue: name) else {
            throw UsageError(message: "Unknown generator '\(name)'" + UsageError.hint(for: name, among: ["hugo", "jekyll", "mkdocs"]) + ": use hugo, jekyll or mkdocs", command: definition.name)
        }
        do {
            let report = try SiteImport.run(generator, source: arguments.positionals[1], destination: arguments.positionals[2])
            console.output(report.text)
            return SitegenCLI.ExitCode.success
        } catch let diagnostic as Diagnostic {
            SitegenCLI.report([diagnostic], console: console)
        } catch {
            console.error("error: \(error)\n")
        }
        return SitegenCLI.ExitCode.failure
    }
}
