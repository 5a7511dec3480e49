import Core
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole files and standard input and output as bytes, straight into and out of one array:
/// `sitegen markdown` moves megabytes, and going through `Data` and `String` copied them twice.
enum FileDescriptorBytes {
    /// Everything the file at `path` holds (standard input's when nil); nil when it cannot be read.
    static func contents(ofFile path: String?) -> [UInt8]? {
        if let path { return FileBytes.contents(ofFile: path) }
        var bytes: [UInt8] = [], failed = false
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while !failed {
            let count = chunk.withUnsafeMutableBufferPointer { readFully(STDIN_FILENO, into: $0, failed: &failed) }
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
