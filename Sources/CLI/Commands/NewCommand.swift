import Foundation
import Site

/// `sitegen new DIR`.
enum NewCommand {
    static let definition = CommandDefinition(
        name: "new",
        abstract: "Create a new site with a home page, a docs page, a blog post and a GitHub Pages workflow.",
        options: [
            .value("title", "title", help: "The site's title.", default: "the folder name"),
        ],
        arguments: [.init(name: "dir", help: "The folder to create; it must not exist or be empty.", isOptional: false)])

    static func run(_ arguments: ParsedArguments, console: any Console) throws -> Int32 {
        create(arguments.positionals[0], title: arguments.value("title"), source: .current, console: console)
    }

    /// Writes the new site in `directory`, its workflow building `source`.
    static func create(_ directory: String, title: String?, source: BuildSource, console: any Console) -> Int32 {
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        if FileManager.default.fileExists(atPath: directory) && !existing.isEmpty {
            console.error("error: \(directory) already exists and is not empty; choose a new folder\n")
            return SitegenCLI.ExitCode.failure
        }
        let title = title ?? URL(fileURLWithPath: directory).lastPathComponent
        let files = SiteScaffold.files(title: title, today: Date(), repository: source.repository, ref: source.ref)
        do {
            for (path, text) in files.sorted(by: { $0.key < $1.key }) {
                let url = URL(fileURLWithPath: directory).appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        } catch {
            console.error("error: cannot create \(directory): \(error.localizedDescription)\n")
            return SitegenCLI.ExitCode.failure
        }
        if source.repository == nil, let workflow = files[SiteScaffold.workflowPath] {
            warnOfUnknownRepository(in: workflow, at: directory + "/" + SiteScaffold.workflowPath, console: console)
        }
        let quoted = ShellWord.quoted(directory)
        console.output("""
            Created \(directory): a site with a home page, a docs page, a blog post and a GitHub Pages workflow. Next:
              sitegen build --source \(quoted)
              sitegen serve --source \(quoted)\n
            """)
        return SitegenCLI.ExitCode.success
    }

    /// This sitegen was built from a clone without a remote a CI machine can fetch: the workflow holds a
    /// placeholder that stops it, and the author is told which line to fill in before publishing.
    private static func warnOfUnknownRepository(in workflow: String, at path: String, console: any Console) {
        let location = SiteScaffold.repositoryLocation(in: workflow).map { ":\($0.line):\($0.column)" } ?? ""
        console.error("\(path)\(location): warning: set \(SiteScaffold.repositoryVariable) to the https:// URL of sitegen's git "
            + "repository: this sitegen was built from a clone without an https or ssh origin, so the workflow cannot fetch it\n")
    }
}
