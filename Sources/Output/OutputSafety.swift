import Core
import Foundation

/// The rules that keep a build from deleting what sitegen did not create.
/// Every build replaces its output folder, so the folder must be one sitegen
/// made (it holds the marker), or empty, and must not hold the source.
public enum OutputSafety {
    /// Checks that `output` may be replaced by a build of the site at `source`.
    /// - Parameters:
    ///   - output: the output folder (need not exist).
    ///   - source: the site folder.
    ///   - home: the user's home folder, refused as an output.
    public static func check(output: String, source: String, home: String = NSHomeDirectory()) throws(Diagnostic) {
        let outputPath = resolved(output)
        let sourcePath = resolved(source)
        let display = output
        func refuse(_ reason: String) -> Diagnostic {
            Diagnostic(.error, "refusing to use '\(display)' as the output folder: \(reason)")
        }
        if outputPath == "/" { throw refuse("it is the root of the file system") }
        if outputPath == resolved(home) { throw refuse("it is your home folder") }
        if outputPath == sourcePath { throw refuse("it is the site folder itself") }
        if isInside(sourcePath, outputPath) { throw refuse("it contains the site folder") }
        for input in ["Content", "Templates"] where isInside(outputPath, sourcePath + "/" + input) || outputPath == sourcePath + "/" + input {
            throw refuse("it is inside \(input)/, which the build reads")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: outputPath, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw refuse("it is a file, not a folder") }
        if FileManager.default.fileExists(atPath: outputPath + "/" + OutputPaths.marker) { return }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: outputPath)) ?? []
        if entries.contains(where: { !OutputPaths.placeholders.contains($0) }) {
            throw refuse("it is not empty and was not created by sitegen (no \(OutputPaths.marker) file in it); choose another folder or empty it yourself")
        }
    }

    /// The absolute, symlink-free form of a path (for paths that do not exist yet, of their nearest existing parent).
    public static func resolved(_ path: String) -> String {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: url.path), url.path != "/" {
            missing.insert(url.lastPathComponent, at: 0)
            url.deleteLastPathComponent()
        }
        var resolvedPath = url.resolvingSymlinksInPath().path
        for component in missing {
            resolvedPath += (resolvedPath.hasSuffix("/") ? "" : "/") + component
        }
        return resolvedPath
    }

    /// Whether `path` is strictly inside `folder`.
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix)
    }
}
