#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes read straight into an array: no `Data` or `String` in between, and from any offset,
/// so that a page's front matter and its body can each be read once, at different steps. Pipes
/// (`sitegen markdown <(…)`) are read too, from their start.
public enum FileBytes {
    /// The bytes of the file at `path` from `offset` on, at most `limit` of them; nil when the file
    /// cannot be opened or read.
    public static func contents(ofFile path: String, from offset: Int = 0, limit: Int = .max) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard offset == 0 || lseek(descriptor, off_t(offset), SEEK_SET) == off_t(offset) else { return nil }
        var status = stat()
        let size = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
        var bytes: [UInt8] = []
        // The size `stat` gives first, straight into the array; then whatever the file grew by meanwhile.
        var wanted = min(limit, max(size - offset, 0))
        while true {
            let before = bytes.count
            let result = append(wanted, from: descriptor, to: &bytes)
            guard !result.failed else { return nil }
            if bytes.count - before < wanted || bytes.count >= limit { return bytes }
            wanted = min(limit - bytes.count, max(bytes.count, 1 << 12))
        }
    }

    private static func append(_ count: Int, from descriptor: Int32, to bytes: inout [UInt8]) -> (moved: Int, failed: Bool) {
        let start = bytes.count
        var result = (moved: 0, failed: false)
        bytes.append(contentsOf: repeatElement(0, count: count))
        bytes.withUnsafeMutableBufferPointer { buffer in
            result = PartialTransfers.moveAll(count) { done in
                read(descriptor, buffer.baseAddress! + start + done, count - done)
            }
        }
        bytes.removeLast(count - result.moved)
        return result
    }
}
