import Core

/// Finds a target's DocC catalogs: the `*.docc` folders anywhere in its source folder, as SwiftPM finds them.
enum DocumentationCatalogSearch {
    /// The catalogs in `folder`, absolute and sorted; hidden folders and links are not followed.
    static func catalogs(in folder: String) -> [String] {
        var found: [String] = []
        walk(folder, depth: 0, found: &found)
        return found.sorted()
    }

    private static func walk(_ folder: String, depth: Int, found: inout [String]) {
        guard depth < DirectoryListing.maximumDepth else { return }
        for (name, status) in DirectoryListing.entries(in: folder) where status.kind == .directory && !name.hasPrefix(".") {
            let path = folder + "/" + name
            if name.hasSuffix(".docc") {
                found.append(path)
            } else {
                walk(path, depth: depth + 1, found: &found)
            }
        }
    }
}
