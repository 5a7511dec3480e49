import Foundation

/// A fresh folder under the system temporary folder, removed when the value is released.
public final class TemporaryDirectory: Sendable {
    /// The folder's absolute path, with symbolic links resolved (macOS's /var → /private/var), so it
    /// compares equal to the paths `realpath` and file watchers report.
    public let path: String

    /// Creates the folder.
    public init() {
        let created = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: created, withIntermediateDirectories: true)
        path = created.resolvingSymlinksInPath().path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The absolute path of `relativePath`.
    public func path(to relativePath: String) -> String {
        path + "/" + relativePath
    }

    /// Writes `text` at a relative path, creating folders.
    public func write(_ relativePath: String, _ text: String) {
        write(relativePath, bytes: Array(text.utf8))
    }

    /// Writes `bytes` at a relative path, creating folders. A file already there is replaced by a new one
    /// (a new inode), so that whoever compares file statuses sees the write whatever the clock says.
    public func write(_ relativePath: String, bytes: [UInt8]) {
        makeFolder((relativePath as NSString).deletingLastPathComponent)
        _ = FileManager.default.createFile(atPath: path(to: relativePath), contents: Data(bytes))
    }

    /// Writes `text` into the existing file at a relative path, as an editor that saves in place does:
    /// the file stays the same file (inode), where `write` replaces it.
    public func overwrite(_ relativePath: String, _ text: String) {
        guard let file = FileHandle(forWritingAtPath: path(to: relativePath)) else { return }
        file.truncateFile(atOffset: 0)
        file.write(Data(text.utf8))
        file.closeFile()
    }

    /// Rewrites a file so that its status surely changes, whatever the file system's clock granularity: its
    /// modification time moves a second past the previous one, which two writes in a row may otherwise share.
    public func edit(_ relativePath: String, _ text: String) {
        let previous = modificationDate(relativePath)
        write(relativePath, text)
        if let previous { setModificationDate(relativePath, previous.addingTimeInterval(1)) }
    }

    /// Creates a folder (and those above it) at a relative path.
    public func makeFolder(_ relativePath: String) {
        try? FileManager.default.createDirectory(atPath: path(to: relativePath), withIntermediateDirectories: true)
    }

    /// Makes a symbolic link at a relative path that points to `destination`, as given.
    public func link(_ relativePath: String, to destination: String) {
        try? FileManager.default.createSymbolicLink(atPath: path(to: relativePath), withDestinationPath: destination)
    }

    /// Removes the file or folder at a relative path.
    public func remove(_ relativePath: String) {
        try? FileManager.default.removeItem(atPath: path(to: relativePath))
    }

    /// The text at a relative path, or nil.
    public func read(_ relativePath: String) -> String? {
        FileManager.default.contents(atPath: path(to: relativePath)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether a file or folder exists at a relative path.
    public func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: path(to: relativePath))
    }

    /// The modification time of the file at a relative path, or nil when there is none.
    public func modificationDate(_ relativePath: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path(to: relativePath)))?[.modificationDate] as? Date
    }

    /// Sets the modification time of the file at a relative path.
    public func setModificationDate(_ relativePath: String, _ date: Date) {
        try? FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path(to: relativePath))
    }

    /// Every file below `relativePath`, relative to it, sorted.
    public func files(under relativePath: String) -> [String] {
        var files: [String] = []
        forEachFile(under: relativePath) { file, _ in files.append(file) }
        return files.sorted()
    }

    /// The bytes of every file below `relativePath` (hidden files too), by path relative to it.
    public func contents(under relativePath: String) -> [String: Data] {
        var files: [String: Data] = [:]
        forEachFile(under: relativePath) { file, absolutePath in files[file] = FileManager.default.contents(atPath: absolutePath) ?? Data() }
        return files
    }

    private func forEachFile(under relativePath: String, _ body: (_ file: String, _ absolutePath: String) -> Void) {
        let root = path(to: relativePath)
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let file = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + file, isDirectory: &isDirectory), !isDirectory.boolValue {
                body(file, root + "/" + file)
            }
        }
    }
}
