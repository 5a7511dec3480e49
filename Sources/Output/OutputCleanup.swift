import Foundation

/// Removal of the trees a build leaves beside its output folder: the retired
/// previous output after a swap, and staging folders of killed builds.
/// Deleting thousands of files is slow (and on some disks slows the file
/// creation that follows), so callers run it off the critical path.
public enum OutputCleanup {
    /// Leftover temporary trees beside `outputPath` (from earlier or killed builds).
    public static func leftoverTrees(besideOutput outputPath: String) -> [String] {
        let prefix = OutputPaths.temporaryPrefix(of: outputPath)
        let parent = (prefix as NSString).deletingLastPathComponent
        let namePrefix = (prefix as NSString).lastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        return names.filter { $0.hasPrefix(namePrefix) }.sorted().map { parent + "/" + $0 }
    }

    /// Removes a temporary tree, but only one that is sitegen's: named as its temporary trees
    /// are and holding the marker, or holding no files (a build killed between making its staging
    /// folder and marking it, or a first build's retired folder). Anything else is left alone.
    @discardableResult
    public static func removeTree(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        guard name.hasPrefix("."), name.contains(".sitegen-tmp-") else { return false }
        guard FileManager.default.fileExists(atPath: path + "/" + OutputPaths.marker) else { return removeEmptyFolders(path) }
        return (try? FileManager.default.removeItem(atPath: path)) != nil
    }

    /// Removes the folder when it and its sub-folders hold no files, deepest first; false, with any
    /// file left in place, when one does.
    static func removeEmptyFolders(_ path: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        for name in names {
            let child = path + "/" + name
            let type = (try? FileManager.default.attributesOfItem(atPath: child))?[.type] as? FileAttributeType
            guard type == .typeDirectory, removeEmptyFolders(child) else { return false }
        }
        return rmdir(path) == 0
    }
}
