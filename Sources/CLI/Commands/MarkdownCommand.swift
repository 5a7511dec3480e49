import Core
import Foundation
import Markdown

/// `sitegen markdown [FILE]`: one Markdown document to an HTML fragment, like `cmark`.
enum MarkdownCommand {
    static let definition = CommandDefinition(
        name: "markdown",
        abstract: "Render a Markdown document to HTML on standard output.",
        discussion: "Reads FILE, or standard input when FILE is omitted or '-'. Raw HTML is omitted and unsafe URLs are dropped unless --unsafe is given.",
        options: [
            .flag("unsafe", help: "Pass raw HTML through and allow every URL scheme."),
            .flag("gfm", help: "Enable the GitHub extensions: tables, strikethrough, task lists, autolinks and the tag filter."),
        ],
        arguments: [.init(name: "file", help: "The Markdown file to render.", isOptional: true)])

    static func run(_ arguments: ParsedArguments, console: any Console) throws -> Int32 {
        let data: Data
        if let file = arguments.positionals.first, file != "-" {
            guard let contents = FileManager.default.contents(atPath: file) else {
                console.error("error: cannot read \(file)\n")
                return SitegenCLI.ExitCode.failure
            }
            data = contents
        } else {
            data = FileHandle.standardInput.readDataToEndOfFile()
        }
        let document = Document(parsing: [UInt8](data), options: MarkdownOptions(extensions: arguments.flag("gfm") ? .gfm : []))
        var options = RenderOptions()
        options.allowsUnsafeHTML = arguments.flag("unsafe")
        console.output(HTMLRenderer(options: options).render(document))
        return SitegenCLI.ExitCode.success
    }
}
