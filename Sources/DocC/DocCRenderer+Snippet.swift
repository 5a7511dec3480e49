import Foundation
import Markdown

/// `@Snippet(path:slice:)`: a file of the package's `Snippets/` folder (`DocCSnippet`), its explanation
/// over its code; a slice's code alone. The path names the file without `.swift`, from the `Snippets/`
/// folder, or from the package (`Snippets/name`, `package/Snippets/name`), as DocC reads it. A snippet or
/// slice that is not there is reported and left out.
extension DocCRenderer {
    func snippet(_ directive: Directive, to page: inout PageParts) {
        let path = directive.argument("path") ?? ""
        guard let name = Self.snippetName(path) else {
            return page.problems.append(DocCProblem(line: directive.line, message: "snippet path '\(path)' names no file"))
        }
        guard let folder = snippetsFolder() else {
            return page.problems.append(DocCProblem(line: directive.line, message: "no snippet named '\(name)': no Snippets folder"))
        }
        guard let source = try? String(contentsOfFile: folder + "/" + name + ".swift", encoding: .utf8) else {
            return page.problems.append(DocCProblem(line: directive.line, message: "no snippet named '\(name)' in \(folder)"))
        }
        let snippet = DocCSnippet(source)
        if let slice = directive.argument("slice") {
            guard let code = snippet.code(ofSlice: slice) else {
                return page.problems.append(DocCProblem(line: directive.line, message: "snippet '\(name)' has no slice named '\(slice)'"))
            }
            renderer.appendCodeBlock(language: "swift", code: code, to: &page.markdown)
            return
        }
        if !snippet.explanation.isEmpty { markdown(snippet.explanation, into: &page) }
        renderer.appendCodeBlock(language: "swift", code: snippet.code, to: &page.markdown)
    }

    /// The snippet's path from the `Snippets/` folder: without a `Snippets/` or `package/Snippets/` start,
    /// nil for an empty path or one that leaves the folder.
    static func snippetName(_ path: String) -> String? {
        var components = path.split(separator: "/")
        if let snippets = components.prefix(2).lastIndex(of: "Snippets"), snippets + 1 < components.count {
            components.removeFirst(snippets + 1)
        }
        guard !components.isEmpty, !components.contains(where: { $0 == ".." || $0 == "." }) else { return nil }
        return components.joined(separator: "/")
    }

    /// The `Snippets/` folder of the package the catalog is in (its real place, past links: `sitegen docs`
    /// links a package's catalogs into its site), else of the site.
    private func snippetsFolder() -> String? {
        guard let catalogFolder = catalog.folder(ofCatalog: contentPath), let root = DocCCatalog.root(of: contentPath) else { return nil }
        var folder = URL(fileURLWithPath: catalogFolder).resolvingSymlinksInPath()
        while folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return Self.directory(folder.appendingPathComponent("Snippets").path)
            }
        }
        let site = URL(fileURLWithPath: String(catalogFolder.dropLast(root.count))).deletingLastPathComponent()
        return Self.directory(site.appendingPathComponent("Snippets").path)
    }

    private static func directory(_ path: String) -> String? {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue ? path : nil
    }
}
