import Foundation
import PackagePlugin

/// Compiles the built-in site into the target it is applied to: the repository's Templates/ folder (the
/// layouts and built-in output templates a site can override) and the target's NewSite/ folder (the rest
/// of what `sitegen new` writes). Both exist once, as files, and the binary still needs nothing beside it.
@main
struct EmbedDefaultSite: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let folders = [
            ("DefaultTemplates", package.appending(path: "Templates")),
            ("NewSite", package.appending(path: "Sources/\(target.name)/NewSite")),
        ]
        let output = context.pluginWorkDirectoryURL.appending(path: "DefaultSite+Files.swift")
        return [
            .buildCommand(
                displayName: "Embedding Templates/ and NewSite/ into \(target.name)",
                executable: try context.tool(named: "DefaultSiteEmbedder").url,
                arguments: [output.path] + folders.map { "\($0.0)=\($0.1.path)" },
                inputFiles: folders.flatMap { entries(of: $0.1) },
                outputFiles: [output]
            ),
        ]
    }

    /// The folder, its sub-folders and their files. SwiftPM plans the build once and runs this plugin
    /// again only when the package changes, so the folders are inputs too: adding or removing a file
    /// changes its folder, which makes the build run the tool again, and the tool lists the folder itself.
    private func entries(of folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [folder] }
        return [folder] + enumerator.compactMap { $0 as? URL }
    }
}
