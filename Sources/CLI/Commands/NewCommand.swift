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
        let directory = arguments.positionals[0]
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        if FileManager.default.fileExists(atPath: directory) && !existing.isEmpty {
            console.error("error: \(directory) already exists and is not empty; choose a new folder\n")
            return SitegenCLI.ExitCode.failure
        }
        let title = arguments.value("title") ?? URL(fileURLWithPath: directory).lastPathComponent
        do {
            for (path, text) in SiteScaffold.files(title: title, today: Date(), repository: BuildSource.current.repository, ref: BuildSource.current.ref).sorted(by: { $0.key < $1.key }) {
                let url = URL(fileURLWithPath: directory).appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
        } catch {
            console.error("error: cannot create \(directory): \(error.localizedDescription)\n")
            return SitegenCLI.ExitCode.failure
        }
        let quoted = ShellWord.quoted(directory)
        console.output("""
            Created \(directory): a site with a home page, a docs page, a blog post and a GitHub Pages workflow. Next:
              sitegen build --source \(quoted)
              sitegen serve --source \(quoted)\n
            """)
        return SitegenCLI.ExitCode.success
    }
}
