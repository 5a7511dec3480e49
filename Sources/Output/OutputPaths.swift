import Foundation

/// Names of the files sitegen keeps beside and inside an output folder.
enum OutputPaths {
    /// The marker in every output folder; it also lists the files the build wrote.
    static let marker = ".sitegen-output"

    /// Files that do not make a folder "non-empty" for the output safety rule
    /// (a repository keeps an empty Public/ with .gitkeep).
    static let placeholders: Set<String> = [".gitkeep", ".keep", ".gitignore", ".DS_Store"]

    /// A hidden path beside the output folder: `.Public.sitegen-lock`, `.Public.sitegen-staging-123`.
    static func sibling(of outputPath: String, kind: String) -> String {
        let url = URL(fileURLWithPath: outputPath)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).sitegen-\(kind)").path
    }

    /// The prefix shared by every staging or retired tree of an output folder.
    static func temporaryPrefix(of outputPath: String) -> String {
        sibling(of: outputPath, kind: "tmp-")
    }
}
