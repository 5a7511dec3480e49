import Core
import Foundation

/// Finds the colorsets of the asset catalogs directly inside a folder, in a
/// stable order, with the names Xcode gives them (`Brand/Primary` inside a
/// folder that provides a namespace).
enum AssetCatalogFiles {
    struct Colorset {
        /// The path relative to the templates folder (`Colors.xcassets/Brand/Primary.colorset`).
        var relativePath: String
        /// The color's name in Xcode.
        var assetName: String
        /// The colorset's `Contents.json`.
        var contents: URL
    }

    static func colorsets(in directory: URL) -> [Colorset] {
        let fileManager = FileManager.default
        let catalogs = ((try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".xcassets") && isDirectory(directory.appendingPathComponent($0)) }
            .sorted()
        var result: [Colorset] = []
        for catalog in catalogs {
            let catalogURL = directory.appendingPathComponent(catalog, isDirectory: true)
            let subpaths = ((try? fileManager.subpathsOfDirectory(atPath: catalogURL.path)) ?? [])
                .filter { $0.hasSuffix(".colorset") && isDirectory(catalogURL.appendingPathComponent($0)) }
                .sorted()
            for subpath in subpaths {
                let components = subpath.split(separator: "/").map(String.init)
                let namespaces = components.indices.dropLast().filter { index in
                    providesNamespace(catalogURL.appendingPathComponent(components[...index].joined(separator: "/")))
                }.map { components[$0] }
                let name = String(components[components.count - 1].dropLast(".colorset".count))
                result.append(Colorset(
                    relativePath: "\(catalog)/\(subpath)",
                    assetName: (namespaces + [name]).joined(separator: "/"),
                    contents: catalogURL.appendingPathComponent(subpath).appendingPathComponent("Contents.json")))
            }
        }
        return result
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Whether a group folder's Contents.json sets `properties.provides-namespace`.
    private static func providesNamespace(_ folder: URL) -> Bool {
        let path = folder.appendingPathComponent("Contents.json").path
        guard let data = FileManager.default.contents(atPath: path),
              let json = try? JSONParser.parse(SourceText(path: path, bytes: Array(data))) else { return false }
        return json["properties"]?["provides-namespace"]?.bool ?? false
    }
}
