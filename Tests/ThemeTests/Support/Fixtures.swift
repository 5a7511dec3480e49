import Foundation
import Testing

/// Files under Tests/ThemeTests/Fixtures, read from the test bundle.
enum Fixtures {
    static func url(_ path: String) throws -> URL {
        let resources = try #require(Bundle.module.resourceURL)
        return resources.appendingPathComponent("Fixtures").appendingPathComponent(path)
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: try url(path), encoding: .utf8)
    }

    /// A fresh folder under the temporary directory holding `files` (relative path → contents).
    static func directory(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-theme-\(UUID().uuidString)")
        for (path, contents) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: file, atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }
}
