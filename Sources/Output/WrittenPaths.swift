/// The paths a build wrote, each followed by a line feed in strings of 64 KB: a site writes a file a
/// page, and kept as a string each until the output marker lists them, they cost some 150 bytes a page
/// for the whole build.
struct WrittenPaths: Sendable {
    private static let chunkSize = 1 << 16
    private var chunks: [String] = []

    /// Adds `path` to the list.
    mutating func append(_ path: String) {
        let needed = path.utf8.count + 1
        if chunks.isEmpty || chunks[chunks.count - 1].utf8.count + needed > Self.chunkSize {
            var chunk = ""
            chunk.reserveCapacity(max(Self.chunkSize, needed))
            chunks.append(chunk)
        }
        chunks[chunks.count - 1] += path
        chunks[chunks.count - 1] += "\n"
    }

    /// The paths, sorted, each sharing the storage of the string it is in.
    var sorted: [Substring] {
        var paths: [Substring] = []
        for chunk in chunks {
            // Split as bytes: a path ending in a carriage return would make one character of it and the line feed.
            paths += chunk.utf8.split(separator: UInt8(ascii: "\n")).map { Substring($0) }
        }
        return paths.sorted()
    }
}
