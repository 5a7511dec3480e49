import Foundation

/// Names in a folder, read with `opendir`/`readdir`: the watcher lists every
/// folder of the site several times a second, which Foundation's
/// `FileManager` does several times slower on Linux.
enum DirectoryListing {
    /// How deep folder walks go, so a pathological tree cannot run away.
    static let maximumDepth = 64

    /// The entries of `path` other than `.` and `..`; empty when it cannot be read.
    static func names(in path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
