import Foundation

/// A folder under the system's temporary folder, removed when the value is released.
final class TemporaryFolder: Sendable {
    let path: String

    init() {
        var template = Array((NSTemporaryDirectory() + "sitegen-server-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(created != nil, "cannot create a temporary folder")
        // Resolved, so paths compare equal to what realpath and the watcher report (macOS's /var → /private/var).
        let raw = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
        path = URL(fileURLWithPath: raw).resolvingSymlinksInPath().path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The absolute path of `relative`.
    func url(_ relative: String) -> String {
        path + "/" + relative
    }

    /// Writes `text` to `relative`, creating folders on the way.
    func write(_ relative: String, _ text: String) {
        write(relative, bytes: Array(text.utf8))
    }

    func write(_ relative: String, bytes: [UInt8]) {
        let full = url(relative)
        try! FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! Data(bytes).write(to: URL(fileURLWithPath: full))
    }

    func makeFolder(_ relative: String) {
        try! FileManager.default.createDirectory(atPath: url(relative), withIntermediateDirectories: true)
    }

    func link(_ relative: String, to destination: String) {
        try! FileManager.default.createSymbolicLink(atPath: url(relative), withDestinationPath: destination)
    }

    func remove(_ relative: String) {
        try! FileManager.default.removeItem(atPath: url(relative))
    }

    func read(_ relative: String) -> String {
        String(decoding: FileManager.default.contents(atPath: url(relative)) ?? Data(), as: UTF8.self)
    }

    /// Sets the modification time of `relative` (seconds since 1970).
    func setModificationTime(_ relative: String, _ seconds: Int) {
        try! FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: TimeInterval(seconds))], ofItemAtPath: url(relative))
    }
}
