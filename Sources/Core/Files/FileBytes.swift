#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes read straight into an array: no `Data` or `String` in between, and from any offset,
/// so that a page's front matter and its body can each be read once, at different steps. Pipes and
/// standard input (`sitegen markdown <(…)`) are read too, from where they are.
public enum FileBytes {
    /// The bytes of the file at `path` from `offset` on, at most `limit` of them; nil when the file
    /// cannot be opened or read.
    public static func contents(ofFile path: String, from offset: Int = 0, limit: Int = .max) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard offset == 0 || lseek(descriptor, off_t(offset), SEEK_SET) == off_t(offset) else { return nil }
        return contents(ofDescriptor: descriptor, limit: limit)
    }

    /// The bytes left to read from `descriptor`, at most `limit` of them; nil when reading fails.
    public static func contents(ofDescriptor descriptor: Int32, limit: Int = .max) -> [UInt8]? {
        var status = stat()
        let isRegular = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        let position = isRegular ? Int(lseek(descriptor, 0, SEEK_CUR)) : 0
        let expected = isRegular ? min(limit, max(Int(status.st_size) - position, 0)) : 0
        var failed = false
        // A regular file's size is known: what is left of it goes straight into the array's storage, and
        // that is all that is read of it.
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            (count, failed) = readAll(descriptor, into: buffer)
        }
        guard !failed else { return nil }
        // A pipe or a device: a chunk at a time, to its end.
        var ended = isRegular
        while !ended, bytes.count < limit {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: min(1 << 14, limit - bytes.count)) { chunk in
                let (moved, chunkFailed) = readAll(descriptor, into: chunk)
                bytes.append(contentsOf: chunk[..<moved])
                failed = chunkFailed
                ended = moved < chunk.count
            }
            guard !failed else { return nil }
        }
        return bytes
    }

    private static func readAll(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>) -> (moved: Int, failed: Bool) {
        PartialTransfers.moveAll(buffer.count) { done in read(descriptor, buffer.baseAddress! + done, buffer.count - done) }
    }
}
