import Core
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The site folder `sitegen docs` builds: a site.json titled with the package's name, a home page listing
/// the modules, and in Content/ a link named `<Module>.docc` to each module's catalog, so that the catalog
/// is the module's whatever its own folder is called (`Documentation.docc`) and stays where the package keeps it.
public struct StagedSite: Sendable {
    /// The site folder, absolute.
    public let folder: String
    /// Each linked catalog's Content/ path (`Content/ArgumentParser.docc`) and its folder in the package.
    public let linkedCatalogs: [(contentPath: String, catalog: String)]

    /// Writes the site folder for `package` at `folder`, replacing what an earlier run staged there.
    public static func stage(_ package: SwiftPackage, in folder: String) throws -> StagedSite {
        let content = folder + "/Content"
        try FileManager.default.createDirectory(atPath: content, withIntermediateDirectories: true)
        try clear(content)
        var linked: [(contentPath: String, catalog: String)] = []
        for module in package.modules {
            guard let catalog = module.catalog else { continue }
            try FileManager.default.createSymbolicLink(atPath: content + "/\(module.name).docc", withDestinationPath: catalog)
            linked.append(("Content/\(module.name).docc", catalog))
        }
        try write(siteJSON(title: package.name), to: folder + "/site.json")
        try write(homePage(of: package), to: content + "/index.md")
        return StagedSite(folder: folder, linkedCatalogs: linked)
    }

    /// Empties Content/ of what an earlier run left. Links are unlinked, never followed: they lead to the package's catalogs.
    private static func clear(_ content: String) throws {
        for (name, status) in DirectoryListing.entries(in: content) {
            let path = content + "/" + name
            if status.kind == .symbolicLink {
                guard unlink(path) == 0 else { throw PackageDocsError("cannot remove the link \(path): \(String(cString: strerror(errno)))") }
            } else {
                try FileManager.default.removeItem(atPath: path)
            }
        }
    }

    private static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func siteJSON(title: String) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: ["title": title], options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The home page: the package's name and a list of its modules, each linked to its page with its abstract.
    static func homePage(of package: SwiftPackage) -> String {
        var text = "# \(package.name)\n\n"
        for module in package.modules {
            // A module's page is at DocC's URL, which lowercases the name; the link is relative, for any base URL.
            text += "- [\(module.name)](documentation/\(module.name.lowercased())/)"
            if let abstract = module.catalog.flatMap({ CatalogAbstract.of(module: module.name, in: $0) }) {
                text += ": " + abstract
            }
            text += "\n"
        }
        return text
    }

    /// `diagnostic` naming the package's files rather than the staged folder's links: a path in a linked catalog
    /// becomes the catalog's own path, any other staged file its path in the site folder; both relative to
    /// `currentDirectory` when inside it, as the user would type them.
    public func relocated(_ diagnostic: Diagnostic, from currentDirectory: String) -> Diagnostic {
        var relocated = diagnostic
        for (contentPath, catalog) in linkedCatalogs {
            relocated.message = relocated.message.replacingOccurrences(of: contentPath + "/", with: Self.shown(catalog, from: currentDirectory) + "/")
        }
        guard let path = diagnostic.location?.path, path.hasPrefix("Content/") else { return relocated }
        if let (contentPath, catalog) = linkedCatalogs.first(where: { path.hasPrefix($0.contentPath + "/") }) {
            relocated.location?.path = Self.shown(catalog + path.dropFirst(contentPath.count), from: currentDirectory)
        } else {
            relocated.location?.path = Self.shown(folder + "/" + path, from: currentDirectory)
        }
        return relocated
    }

    /// `path` relative to `currentDirectory` when inside it, else as it is.
    public static func shown(_ path: String, from currentDirectory: String) -> String {
        let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
