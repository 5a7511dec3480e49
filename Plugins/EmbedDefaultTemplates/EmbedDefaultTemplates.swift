import Foundation
import PackagePlugin

/// Compiles the repository's Templates/ folder into the target it is applied to, so the layouts a
/// site can override exist once, as files, and the binary still needs nothing beside it.
@main
struct EmbedDefaultTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "DefaultTemplates+Files.swift")
        return [
            .buildCommand(
                displayName: "Embedding Templates/ into \(target.name)",
                executable: try context.tool(named: "TemplateEmbedder").url,
                arguments: [templates.path, output.path],
                inputFiles: entries(of: templates),
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
