import Core
import Foundation

/// The in-place side of writing an output folder, for an incremental rebuild: under the build lock,
/// each changed file is replaced atomically and the marker rewritten when the files or the base URL
/// change, so a reader of the folder never sees half a file.
public enum OutputUpdate {
    /// Replaces (or creates) the file at `path`, creating its folder.
    /// - Returns: nil, or the system's reason for failing.
    public static func replace(_ path: String, with bytes: [UInt8]) -> String? {
        do {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        } catch {
            return FileWriting.reason(error)
        }
        return FileWriting.replace(path, with: bytes)
    }

    /// Rewrites the marker of the folder at `outputPath` when the files changed or it records another base URL.
    /// - Parameter files: the folder's files, sorted; asked for only when the marker is rewritten.
    public static func updateMarker(
        of outputPath: String, files: () -> [String], filesChanged: Bool, baseURL: BaseURL, displayName: String
    ) throws(Diagnostic) {
        guard filesChanged || OutputMarker.baseURL(ofOutputFolder: outputPath) != baseURL else { return }
        let text = OutputMarker.text(files: files(), baseURL: baseURL)
        if let failure = FileWriting.replace(outputPath + "/" + OutputPaths.marker, with: Array(text.utf8)) {
            throw Diagnostic(.error, "cannot write \(displayName)\(OutputPaths.marker): \(failure)")
        }
    }
}
