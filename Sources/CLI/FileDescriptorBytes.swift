import Core
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole files in and out as bytes, with `read` and `write` straight into and out of one array:
/// `sitegen markdown` moves megabytes, and going through `Data` and `String` copied them twice.
enum FileDescriptorBytes {
    /// Everything the file at `path` holds (standard input's when nil); nil when it cannot be read.
    static func contents(ofFile path: String?) -> [UInt8]? {
        let descriptor = path.map { open($0, O_RDONLY) } ?? STDIN_FILENO
        guard descriptor >= 0 else { return nil }
        defer { if path != nil { close(descriptor) } }
        var status = stat()
        let isRegular = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        var failed = false
        // A regular file's size is known: it is read straight into the array's storage.
        var bytes = [UInt8](unsafeUninitializedCapacity: isRegular ? Int(status.st_size) : 0) { buffer, count in
            count = readFully(descriptor, into: buffer, failed: &failed)
        }
        // Standard input, or a file that grew: the rest in chunks.
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while !failed {
            let count = chunk.withUnsafeMutableBufferPointer { readFully(descriptor, into: $0, failed: &failed) }
            bytes.append(contentsOf: chunk[..<count])
            if count < chunk.count { break }
        }
        return failed ? nil : bytes
    }

    /// Writes all of `bytes` to `descriptor`; false when writing failed.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            PartialTransfers.moveAll(buffer.count) { done in write(descriptor, buffer.baseAddress! + done, buffer.count - done) }.moved
                == buffer.count
        }
    }

    /// Reads until `buffer` is full or the file ends; returns how many bytes were read.
    private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, failed: inout Bool) -> Int {
        let result = PartialTransfers.moveAll(buffer.count) { done in read(descriptor, buffer.baseAddress! + done, buffer.count - done) }
        failed = result.failed
        return result.moved
    }
}
