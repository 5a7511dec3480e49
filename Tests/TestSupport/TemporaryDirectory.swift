import Foundation

/// A fresh folder under the system temporary folder, removed when the test ends.
public final class TemporaryDirectory {
    /// The folder's absolute path.
    public let path: String

    /// Creates the folder.
    public init() {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("sitegen-tests-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` at a relative path, creating folders.
    public func write(_ relativePath: String, _ text: String) {
        let url = URL(fileURLWithPath: path + "/" + relativePath)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: url.path, contents: Data(text.utf8))
    }

    /// The text at a relative path, or nil.
    public func read(_ relativePath: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + relativePath).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether a file or folder exists at a relative path.
    public func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: path + "/" + relativePath)
    }

    /// Every file below `relativePath`, relative to it, sorted.
    public func files(under relativePath: String) -> [String] {
        let root = path + "/" + relativePath
        var result: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let file = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + file, isDirectory: &isDirectory), !isDirectory.boolValue {
                result.append(file)
            }
        }
        return result.sorted()
    }
}
