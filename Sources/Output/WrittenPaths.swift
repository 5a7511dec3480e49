/// The paths a build wrote, each followed by a line feed in buffers of 64 KB: a site writes a file a
/// page, and kept as a string each until the output marker lists them, they cost an allocation a page
/// for the whole build.
struct WrittenPaths: Sendable {
    private static let chunkSize = 1 << 16
    private var chunks: [[UInt8]] = []

    /// Adds `path` to the list.
    mutating func append(_ path: String) {
        let needed = path.utf8.count + 1
        if chunks.isEmpty || chunks[chunks.count - 1].count + needed > Self.chunkSize {
            var chunk: [UInt8] = []
            chunk.reserveCapacity(max(Self.chunkSize, needed))
            chunks.append(chunk)
        }
        chunks[chunks.count - 1] += path.utf8
        chunks[chunks.count - 1].append(UInt8(ascii: "\n"))
    }

    /// The paths, sorted.
    var sorted: SortedPaths {
        SortedPaths(lines: chunks)
    }
}
