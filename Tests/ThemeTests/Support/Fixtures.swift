import Foundation
import TestSupport
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

    /// A fresh temporary folder holding `files` (relative path → contents), removed when released.
    static func directory(_ files: [String: String]) -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        for (path, contents) in files {
            directory.write(path, contents)
        }
        return directory
    }
}
