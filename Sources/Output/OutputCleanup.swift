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
    /// are and holding the marker, or empty (a build killed between making its staging folder and
    /// marking it). Anything else is left alone.
    @discardableResult
    public static func removeTree(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        guard name.hasPrefix("."), name.contains(".sitegen-tmp-") else { return false }
        guard FileManager.default.fileExists(atPath: path + "/" + OutputPaths.marker) else { return rmdir(path) == 0 }
        return (try? FileManager.default.removeItem(atPath: path)) != nil
    }
}
