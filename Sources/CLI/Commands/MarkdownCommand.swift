import Markdown

/// `sitegen markdown [FILE]`: one Markdown document to an HTML fragment, like `cmark`.
enum MarkdownCommand {
    static let definition = CommandDefinition(
        name: "markdown",
        abstract: "Render a Markdown document to HTML on standard output.",
        discussion: "Reads FILE, or standard input when FILE is omitted or '-'. Raw HTML that can run script and unsafe URLs are dropped unless --unsafe is given.",
        options: [
            .flag("unsafe", help: "Pass raw HTML through and allow every URL scheme."),
            .flag("gfm", help: "Enable the GitHub extensions: tables, strikethrough, task lists, autolinks and the tag filter."),
            .flag("smart", help: "Write curly quotes, en and em dashes for -- and ---, and an ellipsis for ..., as cmark --smart does."),
        ],
        arguments: [.init(name: "file", help: "The Markdown file to render.", isOptional: true)])

    static func run(_ arguments: ParsedArguments, console: any Console) throws -> Int32 {
        let file = arguments.positionals.first.flatMap { $0 == "-" ? nil : $0 }
        guard let markdown = FileDescriptorBytes.contents(ofFile: file) else {
            console.error("error: cannot read \(file ?? "standard input")\n")
            return SitegenCLI.ExitCode.failure
        }
        var options = RenderOptions()
        options.allowsUnsafeHTML = arguments.flag("unsafe")
        options.smartPunctuation = arguments.flag("smart")
        let parsing = MarkdownOptions(extensions: arguments.flag("gfm") ? .gfm : [])
        // Written a piece at a time as it is made: the whole HTML is never held.
        HTMLRenderer(options: options).render(markdown, parsing: parsing) { console.output(utf8: $0) }
        return SitegenCLI.ExitCode.success
    }
}
